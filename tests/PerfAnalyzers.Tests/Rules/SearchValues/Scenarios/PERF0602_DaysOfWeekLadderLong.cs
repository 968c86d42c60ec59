// Hot-loop scenario for PERF0602: the article's multi-needle ladder (Performance Improvements in .NET 9, "IndexOf",
// benchmark Contains_ContainsEachNeedle): one Contains per day name, case-insensitive, on a 20000-character text that
// names no day (every needle is a miss).
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly string[] s_daysOfWeek = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

    public static bool Run(string input)
    {
        foreach (string dow in s_daysOfWeek)
        {
            if (input.Contains(dow, StringComparison.OrdinalIgnoreCase))
            {
                return true;
            }
        }

        return false;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "M" };
        yield return new object[] { "monday" };
        yield return new object[] { "see you on SATURDAY!" };
        yield return new object[] { "Sundae and Thursda" };
        yield return new object[] { "Straße am Freitag, ıstanbul" };
        yield return new object[] { Text(48) };
        yield return new object[] { Text(20000) };
        yield return new object[] { Text(20000) + "wednesday" };
    }

    public static object[] BenchmarkInput() => new object[] { Text(20000) };

    // Prose without day names; it has the days' letters, so the searches stop often to verify candidates.
    private static string Text(int length)
    {
        const string words = "the armies marched south through the snow and the generals argued about the road to the city ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
