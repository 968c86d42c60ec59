// Hot-loop scenario for PERF0601: string.IndexOfAny with a new char[] per call (an HTML-escaping check), on a 1000-character input.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(string text) => text.IndexOfAny(new[] { '<', '>', '&', '"', '\'' });

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { "&" };
        yield return new object[] { "a < b" };
        yield return new object[] { "say \"hi\" & 'bye'" };
        yield return new object[] { "héllo wörld ü" };
        yield return new object[] { Text(16) };
        yield return new object[] { Text(1000) };
        yield return new object[] { Text(1000) + ">" };
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
