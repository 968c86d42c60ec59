// Gate study for PERF0601 (docs/rules/PERF0601.md): span.IndexOfAnyExcept with the first N of 16 values, on an input of
// Length characters that are all in the set (the whole input is scanned). The study runs this file for N = 1 to 16 and
// Length = 16 and 1,000, each as written and as the fix writes it.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private const int Length = 16;

    public static int Run(string text) => text.AsSpan().IndexOfAnyExcept("<>&%#@!$^*~|{}[]");

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "<" };
        yield return new object[] { "x" };
        yield return new object[] { "<<<>" };
        yield return new object[] { Repeat(Length) };
        yield return new object[] { Repeat(Length) + "0" };
        yield return new object[] { Repeat(1000) + "]" };
    }

    public static object[] BenchmarkInput() => new object[] { Repeat(Length) };

    private static string Repeat(int length) => new('<', length);
}
