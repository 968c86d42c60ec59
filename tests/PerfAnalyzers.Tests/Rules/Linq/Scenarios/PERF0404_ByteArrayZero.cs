// Hot-loop scenario for PERF0404: the zero bytes of a buffer counted with Enumerable.Count and a predicate; the
// predicate compares with the int constant 0, so the fix counts (byte)0 in the span, vectorized.
#nullable enable
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(byte[] buffer) => buffer.Count(b => b == 0);

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { new byte[] { 0 } };
        yield return new object[] { new byte[] { 255 } };
        yield return new object[] { new byte[] { 0, 1, 0, 255, 128, 0 } };
        yield return new object[] { new byte[100] };
        yield return new object[] { Buffer(4096) };
        yield return new object[] { Buffer(4099) };
    }

    // 4 KB, about one byte in seven zero.
    public static object[] BenchmarkInput() => new object[] { Buffer(4096) };

    private static byte[] Buffer(int length)
    {
        var bytes = new byte[length];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = (byte)(i * 37 % 7 == 0 ? 0 : i * 31 + 1);
        }

        return bytes;
    }
}
