// Hot-loop scenario for PERF0709, the s = s + ... form from a non-empty start: a line of numbers built with
// line = line + ' ' + values[i] in a for loop over the array. The fix starts the builder from the line's first text
// (new StringBuilder("values:")) and appends the char and the int of each step (Append(int) formats as the
// concatenation's ToString() does, with the current culture). Edge inputs: no numbers, negative numbers and the
// extremes of int.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(int[] values)
    {
        string line = "values:";
        for (int i = 0; i < values.Length; i++)
        {
            line = line + ' ' + values[i];
        }

        return line;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 0 } };
        yield return new object[] { new[] { -1, int.MinValue, int.MaxValue, 42 } };
        yield return BenchmarkInput();
    }

    // 200 numbers of up to 5 digits: a line of about 1,100 characters.
    public static object[] BenchmarkInput()
    {
        var values = new int[200];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = i * 397 % 50_000 - 100;
        }

        return new object[] { values };
    }
}
