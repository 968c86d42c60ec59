// Hot-loop scenario for PERF0808: a private static readonly Dictionary<string, int> of the C# keywords with an ordinal
// comparer, built by its initializer and then only looked up with TryGetValue; the fix freezes it with the same comparer.
// The inputs hold keywords, near misses (other case, a prefix, a longer word), the empty string and non-ASCII words.
#nullable enable
using System;
using System.Collections.Generic;

internal static class Keywords
{
    private static readonly Dictionary<string, int> s_keywords = new(StringComparer.Ordinal)
    {
        ["abstract"] = 1, ["as"] = 2, ["base"] = 3, ["bool"] = 4, ["break"] = 5, ["byte"] = 6, ["case"] = 7,
        ["catch"] = 8, ["char"] = 9, ["checked"] = 10, ["class"] = 11, ["const"] = 12, ["continue"] = 13,
        ["decimal"] = 14, ["default"] = 15, ["delegate"] = 16, ["do"] = 17, ["double"] = 18, ["else"] = 19,
        ["enum"] = 20, ["event"] = 21, ["explicit"] = 22, ["extern"] = 23, ["false"] = 24, ["finally"] = 25,
        ["fixed"] = 26, ["float"] = 27, ["for"] = 28, ["foreach"] = 29, ["goto"] = 30, ["if"] = 31,
        ["implicit"] = 32, ["in"] = 33, ["int"] = 34, ["interface"] = 35, ["internal"] = 36, ["is"] = 37,
        ["lock"] = 38, ["long"] = 39, ["namespace"] = 40, ["new"] = 41, ["null"] = 42, ["object"] = 43,
        ["operator"] = 44, ["out"] = 45, ["override"] = 46, ["params"] = 47, ["private"] = 48,
        ["protected"] = 49, ["public"] = 50, ["readonly"] = 51, ["ref"] = 52, ["return"] = 53, ["sbyte"] = 54,
        ["sealed"] = 55, ["short"] = 56, ["sizeof"] = 57, ["stackalloc"] = 58, ["static"] = 59,
        ["string"] = 60, ["struct"] = 61, ["switch"] = 62, ["this"] = 63, ["throw"] = 64, ["true"] = 65,
        ["try"] = 66, ["typeof"] = 67, ["uint"] = 68, ["ulong"] = 69, ["unchecked"] = 70, ["unsafe"] = 71,
        ["ushort"] = 72, ["using"] = 73, ["virtual"] = 74, ["void"] = 75, ["volatile"] = 76, ["while"] = 77,
    };

    public static int Find(string word) => s_keywords.TryGetValue(word, out var id) ? id : -1;
}

public static class Scenario
{
    public static int Run(string[] words)
    {
        var hash = 0;
        foreach (var word in words)
        {
            hash = (hash * 31) + Keywords.Find(word);
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };
        yield return new object[] { new[] { "if", "If", "IF", "i", "iff", "foreach", "for", "each", "while", "whilE", "\u0131f", "stackalloc", "stackallocs", "volatile" } };
        yield return new object[] { new[] { "class", new string('c', 1) + "lass", "caf\u00e9", "\u00e9", "namespace\0", " if", "if " } };
        yield return new object[] { Tokens(1000) };
    }

    // 1,000 tokens of code, about half of them keywords.
    public static object[] BenchmarkInput() => new object[] { Tokens(1000) };

    private static string[] Tokens(int count)
    {
        var words = new[] { "public", "static", "int", "count", "if", "value", "return", "result", "foreach", "item", "in", "items", "new", "List", "string", "name", "var", "total", "while", "index" };
        var tokens = new string[count];
        for (var i = 0; i < count; i++)
        {
            tokens[i] = words[(i * 7) % words.Length];
        }

        return tokens;
    }
}
