// Hot-loop scenario for PERF0802, the method form: the words of a line looked up in a keyword table (a Dictionary with
// the default comparer) with TryGetValue(word.ToString(), ...).
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly Dictionary<string, int> s_keywords = new()
    {
        ["if"] = 1, ["else"] = 2, ["while"] = 3, ["for"] = 4, ["return"] = 5, ["ünïcode"] = 6, ["😀"] = 7, [""] = 8,
    };

    public static int Run(string line)
    {
        var total = 0;
        var rest = line.AsSpan();
        while (true)
        {
            var space = rest.IndexOf(' ');
            var word = space < 0 ? rest : rest.Slice(0, space);
            if (s_keywords.TryGetValue(word.ToString(), out var id))
            {
                total = total * 31 + id;
            }
            else
            {
                total = total * 31 - word.Length;
            }

            if (space < 0)
            {
                return total;
            }

            rest = rest.Slice(space + 1);
        }
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { "" };
        yield return new object[] { " " };
        yield return new object[] { "if" };

        // Case-sensitive misses, non-ASCII and surrogate-pair keys, empty words between double spaces.
        yield return new object[] { "IF if else  Else ünïcode ÜNÏCODE 😀 😁 return" };
        yield return new object[] { Line(1000) };
    }

    // A line of 1,000 words, half of them keywords: one string per word before, none after.
    public static object[] BenchmarkInput() => new object[] { Line(1000) };

    private static string Line(int words)
    {
        var vocabulary = new[] { "if", "x", "else", "value", "while", "count", "for", "item", "return", "result" };
        var parts = new string[words];
        for (var i = 0; i < words; i++)
        {
            parts[i] = vocabulary[i * 7 % vocabulary.Length];
        }

        return string.Join(" ", parts);
    }
}
