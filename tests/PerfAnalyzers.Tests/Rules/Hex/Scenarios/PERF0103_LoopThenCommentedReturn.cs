// Hot-loop scenario for PERF0103: the StringBuilder loop form of hand-written hex, lower-case digits, at the start of
// the method and followed by a commented return: the fix removes the builder and the loop, and the comment stays with
// the return.
using System;
using System.Collections.Generic;
using System.Text;

public static class Scenario
{
    public static string Run(byte[] hash)
    {
        var builder = new StringBuilder(hash.Length * 2);
        foreach (var b in hash)
        {
            builder.Append(b.ToString("x2"));
        }

        // Two lower-case digits per byte, no separator.
        return builder.ToString();
    }

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
