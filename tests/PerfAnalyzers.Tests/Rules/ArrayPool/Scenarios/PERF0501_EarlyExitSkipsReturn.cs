// Hot-loop scenario for PERF0501: an array rented into a local declared before it (the rent ends with a redundant
// '!'), returned at the end, but an early exit for data that starts with a zero byte skips the Return: on that path
// every Rent finds the pool's bucket empty and allocates. The fix wraps the uses in try/finally and moves the Return
// into the finally block.
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(byte[] data)
    {
        byte[] buffer;
        buffer = ArrayPool<byte>.Shared.Rent(data.Length)!;
        data.CopyTo(buffer, 0);
        if (data.Length == 0 || buffer[0] == 0)
        {
            return -1;
        }

        var sum = 0;
        for (var i = 0; i < data.Length; i++)
        {
            sum = (sum * 31) + buffer[i];
        }

        ArrayPool<byte>.Shared.Return(buffer);
        return sum;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { new byte[] { 0x2A } };
        yield return new object[] { new byte[] { 0x00, 0x2A } };
        yield return new object[] { Bytes(100, first: 1) };
        yield return new object[] { Bytes(1000, first: 0) };
        yield return new object[] { Bytes(100_000, first: 3) };
    }

    // 1 KB that starts with a zero byte: every call takes the early exit.
    public static object[] BenchmarkInput() => new object[] { Bytes(1000, first: 0) };

    private static byte[] Bytes(int length, byte first)
    {
        var bytes = new byte[length];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = (byte)(i * 7);
        }

        bytes[0] = first;
        return bytes;
    }
}
