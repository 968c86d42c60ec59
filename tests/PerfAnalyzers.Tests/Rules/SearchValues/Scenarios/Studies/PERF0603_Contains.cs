// Gate study for PERF0603 (docs/rules/PERF0603.md): "...".Contains(c) with the first N of 16 characters, one test per
// character of a Length-character text. The study runs this file for N = 1 to 16, as written and as the fix writes it.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private const int Length = 1000;

    public static int Run(string text)
    {
        var count = 0;
        foreach (var c in text)
        {
            if ("aeiouAEIOUyYwWxX".Contains(c))
            {
                count++;
            }
        }

        return count;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { "X" };
        yield return new object[] { "bcd" };
        yield return new object[] { "àéîõü Ünïcödé Way" };
        yield return new object[] { Text(Length) };
    }

    public static object[] BenchmarkInput() => new object[] { Text(Length) };

    private static string Text(int length)
    {
        const string words = "The Quick Brown Fox Jumps Over The Lazy Dog And Then Rests In The Warm Sun. Why Wax? ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
