// Hot-loop scenario for PERF0101 before .NET 9 (compiled against the net8.0 reference pack), lower-case hex of a
// whole array and of a window of one: without Convert.ToHexStringLower the fix writes
// Convert.ToHexString(...).ToLowerInvariant(). The harness runs it on .NET 8.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(byte[] data, int start, int length) => Whole(data) + "|" + Window(data, start, length);

    // (bytes), lower-cased after the Replace.
    private static string Whole(byte[] data) => BitConverter.ToString(data).Replace("-", "").ToLowerInvariant();

    // (bytes, start, length), lower-cased before the Replace with ToLower().
    private static string Window(byte[] data, int start, int length) => BitConverter.ToString(data, start, length).ToLower().Replace("-", string.Empty);

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>(), 0, 0 };
        yield return new object[] { new byte[] { 0xAB }, 0, 1 };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80 }, 1, 4 };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80 }, 2, 0 };
        yield return new object[] { Bytes(32), 0, 32 };
        yield return new object[] { Bytes(4096), 16, 4000 };
        yield return new object[] { null!, 0, 0 };
    }

    // A SHA-256 hash, formatted whole and as one window over all of it.
    public static object[] BenchmarkInput() => new object[] { Bytes(32), 0, 32 };

    private static byte[] Bytes(int length)
    {
        var bytes = new byte[length];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = (byte)(i * 7 + 3);
        }

        return bytes;
    }
}
