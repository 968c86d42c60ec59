// Hot-loop scenario for PERF0704, the equality forms: a request-line classifier that compares slices of each line with
// ==, !=, Equals and string.Equals, against constants, a non-null parameter, and another slice of the same line. Every
// comparison allocates a substring before the fix; SequenceEqual on a span of the line allocates nothing.
#nullable enable
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string[] lines, string method)
    {
        long score = 0;
        foreach (var line in lines)
        {
            score *= 7;
            if (line.Length < 4)
            {
                score += line.Length;
                continue;
            }

            if (line.Substring(0, 3) == "GET")
            {
                score += 1;
            }

            if (line.Substring(0, 4) != "POST")
            {
                score += 2;
            }

            if (method.Length <= line.Length && line.Substring(0, method.Length).Equals(method))
            {
                score += 3;
            }

            if (string.Equals(line.Substring(line.Length - 2), "\r\n"))
            {
                score += 4;
            }

            // The first two chars against the last two: both sides are slices after the fix.
            if (line.Substring(0, 2) == line.Substring(line.Length - 2))
            {
                score += 5;
            }

            score %= 1_000_000_007;
        }

        return score;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], "GET" };
        yield return new object[] { new[] { "GET / HTTP/1.1\r\n" }, "GET" };

        // Empty and short lines, a method longer than some lines, an empty method (every line starts with it),
        // non-ASCII text, a surrogate pair split by a slice, and lines whose ends equal their starts.
        yield return new object[] { new[] { "", "G", "GE", "GET", "POST /x", "PUT", "abab", "\r\n\r\n", "é😀é", "GET /é HTTP/2\r\n" }, "POST" };
        yield return new object[] { new[] { "HEAD / HTTP/1.0", "OPTIONS *" }, "" };
        yield return new object[] { new[] { "GET / HTTP/1.1\r\n" }, "GET / HTTP/1.1\r\n and more" };
        yield return new object[] { Lines(500), "POST" };
    }

    public static object[] BenchmarkInput() => new object[] { Lines(500), "POST" };

    private static string[] Lines(int count)
    {
        var methods = new[] { "GET", "POST", "PUT", "DELETE", "HEAD" };
        var lines = new string[count];
        for (var i = 0; i < count; i++)
        {
            lines[i] = methods[i % methods.Length] + " /api/items/" + i + (i % 3 == 0 ? " HTTP/1.1\r\n" : " HTTP/2");
        }

        return lines;
    }
}
