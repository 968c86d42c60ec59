// Hot-loop scenario for PERF0601: the set chosen by a conditional. Two static readonly char[] fields used only there
// (NLog's XmlHelper shape, converted in place by the fix), and a span search between two constant strings (a new
// field for each), on 1,000-character inputs.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly char[] s_csvSpecial = { ',', '"', '\r', '\n', '\t', ';' };
    private static readonly char[] s_csvSpecialOrSpace = { ',', '"', '\r', '\n', '\t', ';', ' ', '\u00A0' };

    public static int Run(string text, bool spaces)
    {
        var first = text.IndexOfAny(spaces ? s_csvSpecialOrSpace : s_csvSpecial);
        // Parenthesized, as some code writes it.
        var last = text.AsSpan().LastIndexOfAny((spaces ? "<>&'\"=/" : "<>&'\"="));
        return first * 10_000 + last;
    }

    public static IEnumerable<object[]> Inputs()
    {
        foreach (var spaces in new[] { false, true })
        {
            yield return new object[] { string.Empty, spaces };
            yield return new object[] { ",", spaces };
            yield return new object[] { " ", spaces };
            yield return new object[] { "a b", spaces };
            yield return new object[] { "key=value;", spaces };
            yield return new object[] { "<a href=\"x\"/>", spaces };
            yield return new object[] { "\U0001F600\u00A0\U0001F600/", spaces };
            yield return new object[] { Text(16), spaces };
            yield return new object[] { Text(1000), spaces };
            yield return new object[] { Text(1000) + "\"", spaces };
            yield return new object[] { "<" + Text(1000).Replace(' ', '_'), spaces };
        }
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000).Replace(' ', '_'), true };

    // Words joined by spaces, with no other character of either set.
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
