// Hot-loop scenario for PERF0703, the options: a list split on ", " with RemoveEmptyEntries | TrimEntries into a loop
// that names the part's type (string), a split on ';' with TrimEntries, and one with RemoveEmptyEntries whose loop body
// is a single statement. The fix trims the slice and skips empty ones as Split does, writes ReadOnlySpan<char> and Range
// where the loop wrote string, and makes the single statement a block.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string[] lists)
    {
        long total = 0;
        foreach (var list in lists)
        {
            foreach (string item in list.Split(", ", StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))
            {
                total = (total * 31 + item.Length * 7 + item[0] + item[item.Length - 1]) % 1_000_000_007;
            }

            foreach (var setting in list.Split(';', StringSplitOptions.TrimEntries))
            {
                total = (total * 17 + setting.Length + (setting == "on" ? 5 : 0)) % 1_000_000_007;
            }

            foreach (var word in list.Split(' ', StringSplitOptions.RemoveEmptyEntries))
                total = (total * 13 + word.Length) % 1_000_000_007;
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };
        yield return new object[] { new[] { "a" } };

        // Separators only, parts that trim to nothing, a separator split across spaces, tabs and non-breaking and em
        // spaces that TrimEntries removes (char.IsWhiteSpace), a part that is only a surrogate pair.
        yield return new object[] { new[] { ", , ,", " ;; ; ", "   ", ",,a, ,b , c,", "x ,y", "\t on ; off;on", "\u00a0z\u2003, \ud83d\ude00" } };
        yield return new object[] { Lists(200) };
    }

    public static object[] BenchmarkInput() => new object[] { Lists(200) };

    private static string[] Lists(int count)
    {
        var lists = new string[count];
        for (var i = 0; i < count; i++)
        {
            lists[i] = "alpha, beta , gamma" + i + ",, delta;on ; off; level " + (i % 7);
        }

        return lists;
    }
}
