// Hot-loop scenario for PERF0706, the StringBuilder forms inside a loop: the whole manifest built by one method, a line
// per file, "name|sha256|tag", with the SHA-256 digest of the content appended in lower case (a hash whose size is a
// constant) and a caller's tag bytes in upper case (any length). A stackalloc in the loop would take more stack on every
// line, so the fix declares the scratches before the loop: the digest's of SHA256.HashSizeInBytes * 2 chars, and 256
// chars that the tag's scratch takes up to 128 bytes (an array beyond). The digits are written in the loop, as before.
using System;
using System.Collections.Generic;
using System.Security.Cryptography;
using System.Text;

public static class Scenario
{
    public static long Run(string[] names, byte[][] contents, byte[] tag)
    {
        var sb = new StringBuilder();
        Manifest(sb, names, contents, tag);
        long hash = unchecked((long)14695981039346656037);
        foreach (var chunk in sb.GetChunks())
        {
            foreach (var c in chunk.Span)
            {
                hash = unchecked((hash ^ c) * 1099511628211);
            }
        }

        return hash;
    }

    private static void Manifest(StringBuilder sb, string[] names, byte[][] contents, byte[] tag)
    {
        for (var i = 0; i < names.Length; i++)
        {
            var name = names[i];
            var content = contents[i];
            sb.Append(name).Append('|').Append(Convert.ToHexStringLower(SHA256.HashData(content)));
            sb.Append('|');
            sb.Append(Convert.ToHexString(tag)).AppendLine();
        }
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
