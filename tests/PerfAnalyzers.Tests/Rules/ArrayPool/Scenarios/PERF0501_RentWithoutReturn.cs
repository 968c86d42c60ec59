// Hot-loop scenario for PERF0501: an array rented for a checksum and never returned (the "Sample" and "How to use it?"
// sections of "Pooling large arrays with ArrayPool" show the rent/try/finally/Return shape the fix writes). Without the
// Return, every Rent finds the pool's bucket empty and allocates a new array: the pool costs more than `new`. The
// harness applies the fix and runs both versions.
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(byte[] data)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(data.Length);
        data.CopyTo(buffer, 0);
        var sum = 0;
        for (var i = 0; i < data.Length; i++)
        {
            sum = (sum * 31) + buffer[i];
        }

        return sum;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { new byte[] { 0x2A } };
        yield return new object[] { Bytes(100) };
        yield return new object[] { Bytes(1000) };
        yield return new object[] { Bytes(100_000) };
    }

    // 1 KB, the article's middle size (Pooling large arrays with ArrayPool, "The Results").
    public static object[] BenchmarkInput() => new object[] { Bytes(1000) };

    private static byte[] Bytes(int length)
    {
        var bytes = new byte[length];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = (byte)(i * 7);
        }

        return bytes;
    }
}
