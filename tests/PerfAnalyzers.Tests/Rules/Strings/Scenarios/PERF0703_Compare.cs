// Hot-loop scenario for PERF0703, the comparisons: request lines split on spaces whose words are compared with ==, !=,
// Equals, string.Equals with a comparison, an ordinal StartsWith, and switched on. The fix rewrites the comparisons to
// the span's SequenceEqual / Equals / StartsWith; the switch on constant strings stays as written (C# 11 switches a
// span on them).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string[] lines, string keyword)
    {
        long total = 0;
        foreach (var line in lines)
        {
            foreach (var word in line.Split(' '))
            {
                if (word == "HTTP/1.1")
                {
                    total += 1;
                }

                if (keyword != word && !word.Equals(keyword))
                {
                    total += 2;
                }

                if (string.Equals(word, "host:", StringComparison.OrdinalIgnoreCase) || word.StartsWith("/api", StringComparison.Ordinal))
                {
                    total += 4;
                }

                switch (word)
                {
                    case "GET":
                        total += 8;
                        break;
                    case "POST" or "PUT":
                        total += 16;
                        break;
                    default:
                        total += word.Length;
                        break;
                }

                total = total * 3 % 1_000_000_007;
            }
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], "GET" };
        yield return new object[] { new[] { "" }, "" };
        yield return new object[] { new[] { "GET" }, "GET" };

        // Doubled and trailing spaces (empty parts, equal to an empty keyword), case that differs only for the ordinal
        // ignore-case comparison, a prefix that only starts the word.
        yield return new object[] { new[] { "GET  /api/items HTTP/1.1 ", "Host: example.org", "POST /apix HTTP/1.0", "put /" }, "" };
        yield return new object[] { new[] { "HOST: a", "PUT /api HTTP/1.1", " " }, "HOST:" };

        // Chars beyond ASCII: ordinal comparisons, no culture.
        yield return new object[] { new[] { "GET /caf\u00e9 HTTP/1.1", "G\u0130T", "\ud83d\ude00 /api" }, "\ud83d\ude00" };
        yield return new object[] { Lines(200), "HTTP/1.1" };
    }

    public static object[] BenchmarkInput() => new object[] { Lines(200), "Host:" };

    private static string[] Lines(int count)
    {
        var methods = new[] { "GET", "POST", "PUT", "DELETE" };
        var lines = new string[count];
        for (var i = 0; i < count; i++)
        {
            lines[i] = i % 5 == 4 ? "Host: example" + i + ".org" : methods[i % 4] + " /api/items/" + i + " HTTP/1.1";
        }

        return lines;
    }
}
