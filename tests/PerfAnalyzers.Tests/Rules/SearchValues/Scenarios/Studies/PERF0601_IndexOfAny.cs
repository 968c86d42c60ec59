// Gate study for PERF0601 (docs/rules/PERF0601.md): span.IndexOfAny with the first N of 16 values, on an input of Length
// characters holding none of them (the whole input is scanned). The study runs this file for N = 1 to 16 and Length =
// 16 and 1,000, each as written and as the fix writes it.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private const int Length = 16;

    public static int Run(string text) => text.AsSpan().IndexOfAny("<>&%#@!$^*~|{}[]");

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "<" };
        yield return new object[] { "0123]" };
        yield return new object[] { "01234567[" };
        yield return new object[] { Digits(Length) };
        yield return new object[] { Digits(Length) + "<" };
        yield return new object[] { Digits(1000) + "*" };
    }

    public static object[] BenchmarkInput() => new object[] { Digits(Length) };

    private static string Digits(int length)
    {
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = (char)('0' + (i % 10));
        }

        return new string(chars);
    }
}
