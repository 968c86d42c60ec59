// Hot-loop scenario for PERF0602: markup markers held in named constants (one in another class), tested in a
// parenthesized chain before another condition, on an HTML fragment. The fix writes the constants in the new field
// (they stay in use and name it) and drops the parentheses the call leaves redundant.
using System;
using System.Collections.Generic;

internal static class Markers
{
    public const string CommentEnd = "-->";
}

public static class Scenario
{
    private const string CommentStart = "<!--";
    private const string CdataStart = "<![CDATA[";

    public static int Run(string fragment)
    {
        if ((fragment.Contains(CommentStart) || fragment.Contains(Markers.CommentEnd) || fragment.Contains(CdataStart)) && fragment.Length > 0)
        {
            return fragment.Length;
        }

        return -1;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "<" };
        yield return new object[] { "<!-" };
        yield return new object[] { "<!-- note -->" };
        yield return new object[] { "a --> b" };
        yield return new object[] { "<![CDATA[x]]>" };
        yield return new object[] { "<?xml version=\"1.0\"?>" };
        yield return new object[] { "<p>plain text, no markers</p>" };
        yield return new object[] { Fragment(2000) };
        yield return new object[] { Fragment(2000) + "<!--" };
    }

    public static object[] BenchmarkInput() => new object[] { Fragment(400) };

    // Markup with tags and text but none of the markers: the search scans all of it (the common miss).
    private static string Fragment(int length)
    {
        const string piece = "<div class=\"row\"><span>item</span> text &amp; more</div>\n";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = piece[i % piece.Length];
        }

        return new string(chars);
    }
}
