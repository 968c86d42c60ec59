// Hot-loop scenario for PERF0703, a part read from its end: durations written as "90s 15m 2h" split on spaces, each
// part's unit read with part[^1] and its first character with part[0]. The fix enumerates the ranges of a span of the
// line and slices it; on the span, part[^1] is the same read of Length and the indexer. An empty part (two spaces in a
// row, an empty line) throws IndexOutOfRangeException from part[^1], before and after.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string[] lines)
    {
        long total = 0;
        foreach (var line in lines)
        {
            foreach (var part in line.Split(' '))
            {
                var seconds = part[^1] switch
                {
                    's' => 1,
                    'm' => 60,
                    'h' => 3600,
                    _ => 0,
                };
                total = (total * 31 + seconds + part.Length + (part[0] == '-' ? 7 : 0)) % 1_000_000_007;
            }
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "1s" } };

        // Every unit, a unit that isn't one, one character, a sign.
        yield return new object[] { new[] { "90s 15m 2h", "7d x -5s", "h" } };

        // An empty part: IndexOutOfRangeException from part[^1], before and after.
        yield return new object[] { new[] { "1s  2s" } };
        yield return new object[] { new[] { "" } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var units = new[] { "s", "m", "h" };
        var lines = new string[200];
        for (var i = 0; i < lines.Length; i++)
        {
            lines[i] = $"{i % 60}{units[i % 3]} {i % 24}{units[(i + 1) % 3]} {i}{units[(i + 2) % 3]} -{i % 7}s";
        }

        return new object[] { lines };
    }
}
