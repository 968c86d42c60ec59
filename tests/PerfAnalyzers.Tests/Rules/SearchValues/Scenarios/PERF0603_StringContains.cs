// Hot-loop scenario for PERF0603: counting vowels with "aeiouAEIOU".Contains(c), one test per character of a 1,000-character text.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(string text)
    {
        var count = 0;
        foreach (var c in text)
        {
            if ("aeiouAEIOU".Contains(c))
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
        yield return new object[] { "xyz" };
        yield return new object[] { "AEIOU aeiou" };
        yield return new object[] { "àéîõü Ünïcödé" };
        yield return new object[] { Text(1000) };
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000) };

    private static string Text(int length)
    {
        const string words = "The Quick Brown Fox Jumps Over The Lazy Dog And Then Rests In The Warm Sun. ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
