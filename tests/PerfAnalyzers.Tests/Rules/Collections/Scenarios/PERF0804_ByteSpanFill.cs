// Hot-loop scenario for PERF0804: a Span<byte> filled by a loop (the fix: span.Fill).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static byte[] Run(byte[] data, int start, byte value)
    {
        Span<byte> span = data.AsSpan(start);
        for (int i = 0; i < span.Length; i++)
        {
            span[i] = value;
        }

        return data;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>(), 0, (byte)1 };
        yield return new object[] { new byte[1], 1, (byte)1 };
        yield return new object[] { new byte[5], 2, (byte)0xFF };
        yield return new object[] { new byte[3], 4, (byte)1 };
        yield return new object[] { new byte[1024], 24, (byte)0x20 };
    }

    // 1,000 bytes of a 1,024-byte buffer after a 24-byte header.
    public static object[] BenchmarkInput() => new object[] { new byte[1024], 24, (byte)0x20 };
}
