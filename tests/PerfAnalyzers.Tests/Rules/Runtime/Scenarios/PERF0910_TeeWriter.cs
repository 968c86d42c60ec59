// Hot-loop scenario for PERF0910, a write-only stream that copies everything to two streams, with an expression-bodied
// array Write. StreamWriter encodes its characters and hands the bytes to Write(ReadOnlySpan<byte>) at each flush:
// without the span override Stream's rents an array, copies and calls the array overload. The fix adds the span
// override, forwarding to both streams. Edge inputs: no lines, an empty line, non-ASCII text.
using System;
using System.Collections.Generic;
using System.IO;

public static class Scenario
{
    public static long Run(string[] lines)
    {
        var first = new MemoryStream();
        var second = new MemoryStream();
        using (var writer = new StreamWriter(new TeeStream(first, second), new System.Text.UTF8Encoding(false), bufferSize: 64))
        {
            foreach (var line in lines)
            {
                writer.WriteLine(line);
                writer.Flush();
            }
        }

        long hash = first.Length * 1_000_003 + second.Length;
        foreach (var b in first.ToArray())
        {
            hash = hash * 31 + b;
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };
        yield return new object[] { new[] { "Zoë", "東京", "🙂", "plain" } };
        yield return BenchmarkInput();
    }

    // 200 log lines of about 40 characters, each flushed.
    public static object[] BenchmarkInput()
    {
        var lines = new string[200];
        for (var i = 0; i < lines.Length; i++)
        {
            lines[i] = "2026-11-29T16:00:00Z INFO request " + i + " served";
        }

        return new object[] { lines };
    }
}

sealed class TeeStream : Stream
{
    private readonly Stream _first;
    private readonly Stream _second;

    public TeeStream(Stream first, Stream second)
    {
        _first = first;
        _second = second;
    }

    public override bool CanRead => false;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position
    {
        get => throw new NotSupportedException();
        set => throw new NotSupportedException();
    }

    public override void Flush()
    {
        _first.Flush();
        _second.Flush();
    }

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    public override void Write(byte[] buffer, int offset, int count)
    {
        _first.Write(buffer, offset, count);
        _second.Write(buffer, offset, count);
    }
}
