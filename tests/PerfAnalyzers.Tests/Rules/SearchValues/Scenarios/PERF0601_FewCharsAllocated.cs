// Hot-loop scenario for PERF0601: two or three characters in an array made on every call (below the six values where
// a SearchValues starts to pay), on a string and on a span: the fix passes them to the span overloads that take two or
// three values, with no array and no field. Splitting a slug, a path and a CSV-ish record. Skipping leading underscores with
// IndexOfAnyExcept over a ToCharArray() copy: the two-value overloads are used only for IndexOfAny, LastIndexOfAny and
// ContainsAny, so the fix caches the set in a field named after its two characters.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(string text)
    {
        var dash = text.IndexOfAny(new[] { '-', '_' });
        var slash = text.LastIndexOfAny(new char[] { '/', '\\' });
        var span = text.AsSpan();
        var separated = span.ContainsAny(",;\t".ToCharArray()) ? 1 : 0;
        var indent = span.IndexOfAnyExcept("_-".ToCharArray());
        return ((dash * 31 + slash) * 2 + separated) * 31 + indent;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "-" };
        yield return new object[] { "a/b\\c" };
        yield return new object[] { "x,y;z\tw" };
        yield return new object[] { "my_blog-post/2024\\draft" };
        yield return new object[] { "ünïcödé—dash–not-ascii" };
        yield return new object[] { Text(40) };
        yield return new object[] { Text(1000) + "-/;" };
    }

    public static object[] BenchmarkInput() => new object[] { Text(40) };

    // Words and spaces with none of the characters searched for: each search scans all of it (the common miss).
    private static string Text(int length)
    {
        const string words = "the quick brown fox jumps over the lazy dog ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
