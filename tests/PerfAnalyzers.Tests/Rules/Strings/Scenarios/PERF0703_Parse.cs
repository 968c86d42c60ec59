// Hot-loop scenario for PERF0703, the plain form: comma-separated numbers split with a char separator, each part parsed
// (int.Parse with a culture, int.TryParse) and its length and first char read. The fix enumerates the ranges of a span
// of the line and slices it: the part becomes a ReadOnlySpan<char>, the parse calls bind to the span overloads.
using System;
using System.Collections.Generic;
using System.Globalization;

public static class Scenario
{
    public static long Run(string[] lines)
    {
        long total = 0;
        foreach (var line in lines)
        {
            foreach (var field in line.Split(','))
            {
                total = (total * 31 + int.Parse(field, NumberStyles.Integer, CultureInfo.InvariantCulture)) % 1_000_000_007;
            }

            foreach (var cell in line.Split(';'))
            {
                var value = int.TryParse(cell, out var parsed) ? parsed : -1;
                total = (total * 17 + value + cell.Length + (cell.Length > 0 ? cell[0] : 0)) % 1_000_000_007;
            }
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "7" } };

        // Signs and the spaces int.Parse accepts, the largest and smallest ints, one field only.
        yield return new object[] { new[] { "1,2,3", " -4 ,+5", "2147483647,-2147483648", "0" } };

        // An empty line has one empty part (FormatException from int.Parse, before and after); so has a trailing comma.
        yield return new object[] { new[] { "1,2", "" } };
        yield return new object[] { new[] { "1,2," } };

        // A part that doesn't parse, one that overflows: FormatException and OverflowException, before and after.
        yield return new object[] { new[] { "1,x" } };
        yield return new object[] { new[] { "2147483648" } };
        yield return new object[] { Lines(200) };
    }

    public static object[] BenchmarkInput() => new object[] { Lines(200) };

    private static string[] Lines(int count)
    {
        var lines = new string[count];
        for (var i = 0; i < count; i++)
        {
            lines[i] = string.Join(",", i, i * 7 % 1000, -i, i * 31 % 100000, 42, i % 3);
        }

        return lines;
    }
}
