using System;
using System.Collections.Generic;
using System.Text;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.TestKit;

/// <summary>An expected diagnostic: the rule ID (null for "the analyzer's only rule") and where.</summary>
public readonly record struct ExpectedSpan(string? Id, TextSpan Span);

/// <summary>
/// Test markup, as in Microsoft.CodeAnalysis.Testing: <c>[|code|]</c> expects a diagnostic of the analyzer's rule on
/// <c>code</c>, <c>{|PERF0101:code|}</c> expects that ID there.
/// </summary>
public static class Markup
{
    public static (string Text, IReadOnlyList<ExpectedSpan> Spans) Parse(string markup)
    {
        var text = new StringBuilder(markup.Length);
        var spans = new List<ExpectedSpan>();
        var open = new Stack<(string? Id, int Start, string Close)>();

        for (var i = 0; i < markup.Length; i++)
        {
            if (Matches(markup, i, "[|"))
            {
                open.Push((null, text.Length, "|]"));
                i++;
                continue;
            }

            if (Matches(markup, i, "{|"))
            {
                var colon = markup.IndexOf(':', i + 2);
                if (colon < 0)
                {
                    throw new FormatException("'{|' without ':' in markup.");
                }

                open.Push((markup.Substring(i + 2, colon - i - 2), text.Length, "|}"));
                i = colon;
                continue;
            }

            if (open.Count > 0 && Matches(markup, i, open.Peek().Close))
            {
                var (id, start, _) = open.Pop();
                spans.Add(new ExpectedSpan(id, TextSpan.FromBounds(start, text.Length)));
                i++;
                continue;
            }

            text.Append(markup[i]);
        }

        if (open.Count > 0)
        {
            throw new FormatException("Unclosed span in markup.");
        }

        spans.Sort((a, b) => a.Span.Start != b.Span.Start ? a.Span.Start.CompareTo(b.Span.Start) : a.Span.End.CompareTo(b.Span.End));
        return (text.ToString(), spans);
    }

    private static bool Matches(string text, int index, string token) =>
        string.CompareOrdinal(text, index, token, 0, token.Length) == 0;
}
