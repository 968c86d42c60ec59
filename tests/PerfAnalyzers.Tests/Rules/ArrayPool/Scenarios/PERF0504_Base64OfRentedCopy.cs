// Hot-loop scenario for PERF0504, a correctness rule: a payload copied into a rented buffer, then encoded with the
// one-argument Convert.ToBase64String, which encodes the whole array: Rent(n) may return more than n bytes
// (Pooling large arrays with ArrayPool, "How to use it?"). Reference encodes the payload itself: the fixed code must
// match it on every input, and the original misses it wherever the pool returns a longer array (1, 17 and 1,000 bytes
// here: a 1,000-byte payload gives 1,368 Base64 characters instead of 1,336, the tail being the previous renter's
// leftovers). The powers of two are sizes the shared pool returns exactly, where both agree.
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(byte[] data)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(data.Length);
        try
        {
            data.CopyTo(buffer, 0);
            return Convert.ToBase64String(buffer);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    public static string Reference(byte[] data) => Convert.ToBase64String(data);

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
