// Break-even scenario for PERF0808: what freezing costs. Each call runs the type initializer of the keyword table of
// PERF0808_KeywordLookups again (a dynamic method that calls it, the same call on both sides: invoking the type
// initializer through reflection does nothing once the type is initialized) and then looks up a handful of words.
// The table and its initializer are that scenario's; a process builds them once, so here the build is the measured
// work, and the rule page divides the extra building time by the time each lookup saves (KeywordLookups) to give the
// number of lookups after which freezing has paid for itself.
#nullable enable
using System;
using System.Collections.Generic;
using System.Reflection.Emit;

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
    private static readonly Action s_build = CreateBuild();

    public static int Run(string[] words)
    {
        // Builds the table again, as the first use of the type does.
        s_build();
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
        yield return new object[] { new[] { "if" } };
        yield return new object[] { new[] { "if", "If", "", "volatile", "x", "\u0131f", "while " } };
        var many = new string[1000];
        for (var i = 0; i < many.Length; i++)
        {
            many[i] = i % 2 == 0 ? "return" : "value" + (i % 10);
        }

        yield return new object[] { many };
    }

    // One lookup: the call is the build.
    public static object[] BenchmarkInput() => new object[] { new[] { "if" } };

    // A method that calls the type initializer of Keywords, which C# can't write.
    private static Action CreateBuild()
    {
        var build = new DynamicMethod("BuildKeywords", null, Type.EmptyTypes, typeof(Keywords).Module, skipVisibility: true);
        var il = build.GetILGenerator();
        il.Emit(OpCodes.Call, typeof(Keywords).TypeInitializer!);
        il.Emit(OpCodes.Ret);
        return (Action)build.CreateDelegate(typeof(Action));
    }
}
