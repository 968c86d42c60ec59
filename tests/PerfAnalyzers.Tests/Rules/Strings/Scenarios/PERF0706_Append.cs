// Hot-loop scenario for PERF0706, the StringBuilder forms: a manifest line per file, "name|size|sha256|tag", with the
// SHA-256 digest of the content appended in lower case (a hash whose size is a constant: a scratch of
// SHA256.HashSizeInBytes * 2 chars) and a caller's tag bytes in upper case (any length: 256 chars on the stack up to
// 128 bytes, an array beyond). The fix writes the digits into the scratch and appends the span.
using System;
using System.Collections.Generic;
using System.Security.Cryptography;
using System.Text;

public static class Scenario
{
    public static long Run(string[] names, byte[][] contents, byte[] tag)
    {
        var sb = new StringBuilder();
        long hash = unchecked((long)14695981039346656037);
        for (var i = 0; i < names.Length; i++)
        {
            sb.Clear();
            Line(sb, names[i], contents[i], tag);
            foreach (var chunk in sb.GetChunks())
            {
                foreach (var c in chunk.Span)
                {
                    hash = unchecked((hash ^ c) * 1099511628211);
                }
            }
        }

        return hash;
    }

    private static void Line(StringBuilder sb, string name, byte[] content, byte[] tag)
    {
        sb.Append(name).Append('|').Append(content.Length).Append('|').Append(Convert.ToHexStringLower(SHA256.HashData(content)));
        sb.Append('|');
        sb.Append(Convert.ToHexString(tag));
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], new byte[0][], new byte[0] };
        yield return new object[] { new[] { "" }, new[] { new byte[0] }, new byte[0] };
        yield return new object[] { new[] { "a.txt" }, new[] { new byte[] { 1 } }, new byte[] { 0xAB } };

        // Tags of 127, 128 and 129 bytes: the last one is past the stack scratch and goes to an array.
        yield return new object[] { new[] { "x", "y", "z" }, new[] { Bytes(3, 1), Bytes(64, 2), Bytes(1000, 3) }, Bytes(127, 4) };
        yield return new object[] { new[] { "x" }, new[] { Bytes(10, 5) }, Bytes(128, 6) };
        yield return new object[] { new[] { "x", "y" }, new[] { Bytes(10, 7), Bytes(11, 8) }, Bytes(129, 9) };
        yield return new object[] { new[] { "big" }, new[] { Bytes(10, 10) }, Bytes(5000, 11) };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var names = new string[50];
        var contents = new byte[50][];
        for (var i = 0; i < names.Length; i++)
        {
            names[i] = "file" + i + ".bin";
            contents[i] = Bytes(16 + i, i);
        }

        return new object[] { names, contents, Bytes(16, 99) };
    }

    private static byte[] Bytes(int length, int seed)
    {
        var bytes = new byte[length];
        var state = (uint)seed * 2654435761u + 1;
        for (var i = 0; i < length; i++)
        {
            state = state * 1664525u + 1013904223u;
            bytes[i] = (byte)(state >> 24);
        }

        return bytes;
    }
}
