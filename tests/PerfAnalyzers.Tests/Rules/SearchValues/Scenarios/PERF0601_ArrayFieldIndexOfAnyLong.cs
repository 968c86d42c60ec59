// Hot-loop scenario for PERF0601: a static readonly char[] of 8 separators used only in searches (converted in place by
// the fix), on a 1,000-character input.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly char[] s_separators = { '\t', '\r', '\n', ',', ';', ':', '|', '=' };

    public static int Run(string line) => line.IndexOfAny(s_separators);

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { "key=value" };
        yield return new object[] { "a;b" };
        yield return new object[] { "ünïcödé|" };
        yield return new object[] { Text(16) };
        yield return new object[] { Text(1000) };
        yield return new object[] { Text(1000) + "\n" };
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000) };

    // English-like text with no character of the set: the search scans all of it (the common miss).
    private static string Text(int length)
    {
        const string words = "the quick brown fox jumps over the lazy dog and then rests in the warm sun ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
