// Hot-loop scenario for PERF0701, the whole input: tokens made URL-safe by hand three ways (TrimEnd('=') then the two
// Replace calls; Replace with strings and string.Empty, on a span; Split('=')[0] last). The fix writes
// Base64Url.EncodeToString of the same bytes.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(byte[][] keys)
    {
        long total = 0;
        foreach (var key in keys)
        {
            var token = Convert.ToBase64String(key).TrimEnd('=').Replace('+', '-').Replace('/', '_');
            var fromSpan = Convert.ToBase64String(key.AsSpan(1)).Replace("+", "-").Replace("=", string.Empty).Replace("/", "_");
            var split = Convert.ToBase64String(key, Base64FormattingOptions.None).Replace('/', '_').Replace('+', '-').Split('=')[0];
            total = (total * 31 + Hash(token) + 7 * Hash(fromSpan) + 13 * Hash(split)) % 1_000_000_007;
        }

        return total;
    }

    private static long Hash(string text)
    {
        long hash = text.Length;
        foreach (var c in text)
        {
            hash = (hash * 131 + c) % 1_000_000_007;
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new byte[0][] };

        // Lengths 1 to 4 (two, one and no padding chars; the span skips the first byte, so an empty span too), and bytes
        // whose Base64 has '+' and '/' (0xFB 0xFF, 0x3E 0x3F).
        yield return new object[] { new[] { new byte[] { 1 }, new byte[] { 0xFB, 0xFF }, new byte[] { 0x3E, 0x3F, 0xFF }, new byte[] { 0xFF, 0xFE, 0xFD, 0xFC } } };

        // An empty key: the span from index 1 throws ArgumentOutOfRangeException, before and after.
        yield return new object[] { new[] { new byte[0] } };
        yield return new object[] { Keys(64, 32) };
    }

    public static object[] BenchmarkInput() => new object[] { Keys(64, 32) };

    private static byte[][] Keys(int count, int length)
    {
        var keys = new byte[count][];
        for (var i = 0; i < count; i++)
        {
            keys[i] = new byte[length + i % 3];
            for (var j = 0; j < keys[i].Length; j++)
            {
                keys[i][j] = (byte)((i * 251 + j * 97) % 256);
            }
        }

        return keys;
    }
}
