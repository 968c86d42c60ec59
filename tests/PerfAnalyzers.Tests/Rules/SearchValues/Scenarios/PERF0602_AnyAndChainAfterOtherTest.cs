// Hot-loop scenario for PERF0602: a log line tested for SQL keywords with Any over a constant array (ignoring case),
// and for work markers with a run of Contains calls that follows another test in the same || chain (the fix keeps
// the test before the run). The type already has a SearchValues<string> field of the markers, which the fix reuses,
// and one whose needles come from a method, which it leaves alone.
using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    internal static readonly SearchValues<string> s_markers = SearchValues.Create(["TODO", "FIXME", "HACK"], StringComparison.Ordinal);
    internal static readonly SearchValues<string> s_levels = SearchValues.Create(Levels(), StringComparison.Ordinal);

    private static readonly string[] s_keywords = { "select", "insert", "update", "delete" };

    public static int Run(string line)
    {
        var score = s_keywords.Any(k => line.Contains(k, StringComparison.OrdinalIgnoreCase)) ? 1 : 0;
        if (line.Length < 4 || line.Contains("TODO") || line.Contains("FIXME") || line.Contains("HACK"))
        {
            score += 2;
        }

        return line.AsSpan().ContainsAny(s_levels) ? score + 4 : score;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { "SELECT * FROM t" };
        yield return new object[] { "TODO: update the index" };
        yield return new object[] { "todo and fixme in lower case" };
        yield return new object[] { "ERROR: HACK around the deleted row" };
        yield return new object[] { "Straße, ıstanbul, İnsert" };
        yield return new object[] { Text(64) };
        yield return new object[] { Text(10000) + "FIXME" };
    }

    public static object[] BenchmarkInput() => new object[] { Text(64) };

    private static string[] Levels() => new[] { "ERROR", "WARN" };

    // Prose without any needle: every search scans all of it (the common miss).
    private static string Text(int length)
    {
        const string words = "the armies marched south through the snow and the generals argued about the road ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
