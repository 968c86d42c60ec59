// Hot-loop scenario for PERF0502: an array rented into a local declared before it (the rent in parentheses), beside a
// declaration of two locals, and returned after the checksum but not in a finally. Nothing between the Rent and the
// Return is used after it (the pattern variable in the loop included), so the fix hoists no declaration: the try
// block takes the statements as they are.
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(byte[] data)
    {
        byte[] buffer;
        int sum = 17, i;
        buffer = (ArrayPool<byte>.Shared.Rent(data.Length));
        data.CopyTo(buffer, 0);
        for (i = 0; i < data.Length; i++)
        {
            sum = (sum * 31) + buffer[i];
            if (buffer[i] is var value && value > 250)
            {
                sum ^= value;
            }
        }

        ArrayPool<byte>.Shared.Return(buffer);
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
