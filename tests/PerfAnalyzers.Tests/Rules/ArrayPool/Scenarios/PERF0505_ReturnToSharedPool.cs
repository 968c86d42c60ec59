// Hot-loop scenario for PERF0505: arrays rented from a custom pool (made once, as the sections "BufferAllocated" and
// "Summary" of "Pooling large arrays with ArrayPool" advise for sizes above the shared pool's limit) but returned to
// ArrayPool<byte>.Shared. The custom pool never gets an array back and allocates on every Rent. The harness applies the
// fix (return to the renting pool) and runs both versions.
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create(1024 * 1024, 16);

    public static int Run(byte[] data)
    {
        var buffer = s_pool.Rent(data.Length);
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
            ArrayPool<byte>.Shared.Return(buffer);
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
