// Hot-loop scenario for PERF0502, with the shapes its fix declines beside one it fixes: an array rented for a
// checksum and returned after it, not in a finally. The fix wraps the first; it leaves the second (a label between
// Rent and Return: a try can't take a goto target) and the third (an out variable declared before the Return and
// read after it: the try would scope it away) as they are, reported without a fix. All three run in the hot loop,
// so the declined code is executed unchanged on both sides.
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(byte[] data) => Wrapped(data) + WithLabel(data) + WithOutVariable(data);

    private static int Wrapped(byte[] data)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(data.Length + 1);
        data.CopyTo(buffer, 0);
        var sum = Sum(buffer, data.Length);
        ArrayPool<byte>.Shared.Return(buffer);
        return sum;
    }

    private static int WithLabel(byte[] data)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(data.Length + 1);
        data.CopyTo(buffer, 0);
        var sum = 0;
        var i = 0;
    next:
        if (i < data.Length)
        {
            sum = (sum * 17) + buffer[i];
            i++;
            goto next;
        }

        ArrayPool<byte>.Shared.Return(buffer);
        return sum;
    }

    private static int WithOutVariable(byte[] data)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(data.Length + 1);
        data.CopyTo(buffer, 0);
        var sum = Sum(buffer, data.Length) + (int.TryParse("7", out var seven) ? seven : 0);
        ArrayPool<byte>.Shared.Return(buffer);
        return sum + seven;
    }

    private static int Sum(byte[] buffer, int length)
    {
        var sum = 0;
        for (var i = 0; i < length; i++)
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
