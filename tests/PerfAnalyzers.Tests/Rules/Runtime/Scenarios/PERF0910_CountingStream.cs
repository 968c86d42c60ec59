// Hot-loop scenario for PERF0910, a wrapper that counts the bytes going through it and overrides only the array
// overloads of Read and Write. BinaryWriter writes each int and double with Write(ReadOnlySpan<byte>) and BinaryReader
// reads each with Read(Span<byte>): without span overrides every one goes through Stream's, which rents an array from
// the shared pool, copies, and calls the array overload. The fix adds both span overrides, forwarding the span (and
// counting buffer.Length for a write). Edge inputs: nothing written, one value, negative and extreme values.
using System;
using System.Collections.Generic;
using System.IO;

public static class Scenario
{
    public static long Run(int[] values)
    {
        var memory = new MemoryStream();
        var counting = new CountingStream(memory);
        using (var writer = new BinaryWriter(counting, System.Text.Encoding.UTF8, leaveOpen: true))
        {
            foreach (var value in values)
            {
                writer.Write(value);
                writer.Write(value * 0.5);
            }
        }

        memory.Position = 0;
        long sum = 0;
        using (var reader = new BinaryReader(counting, System.Text.Encoding.UTF8, leaveOpen: true))
        {
            for (var i = 0; i < values.Length; i++)
            {
                sum = sum * 31 + reader.ReadInt32();
                sum += (long)reader.ReadDouble();
            }
        }

        return sum * 1_000_003 + counting.BytesWritten * 1_009 + counting.BytesRead;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 7 } };
        yield return new object[] { new[] { -1, int.MinValue, int.MaxValue, 0 } };
        yield return BenchmarkInput();
    }

    // 500 values: 500 int writes, 500 double writes and as many reads.
    public static object[] BenchmarkInput()
    {
        var values = new int[500];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = i * 7919 - 1_000_000;
        }

        return new object[] { values };
    }
}

sealed class CountingStream : Stream
{
    private readonly Stream _inner;

    public CountingStream(Stream inner) => _inner = inner;

    public long BytesWritten { get; private set; }

    public long BytesRead { get; private set; }

    public override bool CanRead => _inner.CanRead;

    public override bool CanSeek => _inner.CanSeek;

    public override bool CanWrite => _inner.CanWrite;

    public override long Length => _inner.Length;

    public override long Position
    {
        get => _inner.Position;
        set => _inner.Position = value;
    }

    public override void Flush() => _inner.Flush();

    public override long Seek(long offset, SeekOrigin origin) => _inner.Seek(offset, origin);

    public override void SetLength(long value) => _inner.SetLength(value);

    public override int Read(byte[] buffer, int offset, int count)
    {
        int read = _inner.Read(buffer, offset, count);
        BytesRead += read;
        return read;
    }

    public override void Write(byte[] buffer, int offset, int count)
    {
        _inner.Write(buffer, offset, count);
        BytesWritten += count;
    }
}
