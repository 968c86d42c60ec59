// Hot-loop scenario for PERF0103: the LINQ idiom of hashing helpers, string.Concat of one "x2" string per byte.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static string Run(byte[] hash) => string.Concat(hash.Select(b => b.ToString("x2")));

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { new byte[] { 0xAB } };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80 } };
        yield return new object[] { Bytes(32) };
        yield return new object[] { Bytes(4096) };
    }

    // A SHA-256 hash: the size these helpers format most.
    public static object[] BenchmarkInput() => new object[] { Bytes(32) };

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
