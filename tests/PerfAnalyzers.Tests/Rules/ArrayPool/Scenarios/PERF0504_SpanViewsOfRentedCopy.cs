// Hot-loop scenario for PERF0504, a correctness rule: a payload copied into a rented buffer, then checksummed through
// every way the whole array reaches a reader: passed where a ReadOnlySpan<byte> or a ReadOnlyMemory<byte> is taken
// (the fix slices it, buffer.AsSpan(0, n) / buffer.AsMemory(0, n)), as buffer.AsSpan() / buffer.AsMemory() /
// new ReadOnlySpan<byte>(buffer) (the fix adds the range 0, n), copied with Enumerable.ToArray (the fix copies the
// slice), and with buffer.Length as the count of a range (the fix passes n). Rent(n) may return a longer array: the
// checksums count the length they are given, so the original is wrong wherever the pool returns more than n bytes
// (1, 17 and 1,000 here); Reference checksums the payload itself.
using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static long Run(byte[] data)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(data.Length);
        try
        {
            data.CopyTo(buffer, 0);
            long result = Checksum(buffer);
            result = result * 31 + ChecksumMemory(buffer);
            result = result * 31 + Checksum(buffer.AsSpan());
            result = result * 31 + ChecksumMemory(buffer.AsMemory());
            result = result * 31 + Checksum(new ReadOnlySpan<byte>(buffer));
            result = result * 31 + Checksum(buffer.ToArray());
            return result * 31 + Checksum(Convert.ToBase64String(buffer, 0, buffer.Length));
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    public static long Reference(byte[] data)
    {
        long result = Checksum(data);
        result = result * 31 + ChecksumMemory(data);
        result = result * 31 + Checksum(data);
        result = result * 31 + ChecksumMemory(data);
        result = result * 31 + Checksum(data);
        result = result * 31 + Checksum(data);
        return result * 31 + Checksum(Convert.ToBase64String(data, 0, data.Length));
    }

    private static long Checksum(ReadOnlySpan<byte> bytes)
    {
        long sum = bytes.Length;
        for (var i = 0; i < bytes.Length; i++)
        {
            sum = sum * 1_000_003 + bytes[i];
        }

        return sum;
    }

    private static long Checksum(string text)
    {
        long sum = text.Length;
        foreach (var c in text)
        {
            sum = sum * 1_000_003 + c;
        }

        return sum;
    }

    private static long ChecksumMemory(ReadOnlyMemory<byte> bytes) => Checksum(bytes.Span) ^ 0x5bd1e995;

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { Bytes(1) };
        yield return new object[] { Bytes(16) };
        yield return new object[] { Bytes(17) };
        yield return new object[] { Bytes(1000) };
        yield return new object[] { Bytes(1024) };
        yield return new object[] { Bytes(65536) };
    }

    public static object[] BenchmarkInput() => new object[] { Bytes(1024) };

    private static byte[] Bytes(int length)
    {
        var bytes = new byte[length];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = (byte)(i * 13 + 1);
        }

        return bytes;
    }
}
