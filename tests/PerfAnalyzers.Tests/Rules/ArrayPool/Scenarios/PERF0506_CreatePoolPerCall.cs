// Hot-loop scenario for PERF0506: a custom pool created on every call (Pooling large arrays with ArrayPool,
// "How to use it?": "once you create it, you are responsible for keeping it alive"). A new pool is empty, so each call
// pays for the pool and for a fresh array; the fix keeps one pool in a static readonly field. The harness applies the
// fix and runs both versions.
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(byte[] data)
    {
        var pool = ArrayPool<byte>.Create(1024 * 1024, 16);
        var buffer = pool.Rent(data.Length);
        try
        {
            data.CopyTo(buffer, 0);
            var sum = 0;
            for (var i = 0; i < data.Length; i++)
            {
                sum = (sum * 31) + buffer[i];
            }

            return sum;
        }
        finally
        {
            pool.Return(buffer);
        }
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { new byte[] { 0x2A } };
        yield return new object[] { Bytes(100) };
        yield return new object[] { Bytes(1000) };
        yield return new object[] { Bytes(100_000) };
    }

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
