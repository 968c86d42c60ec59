// Hot-loop scenario for PERF0709, a while loop with two appends: an interpolated line with a formatted number
// (report += $"{keys[i]}={values[i]:F2}") and a char. The fix appends the interpolated string as written (on .NET 6 and
// later StringBuilder.Append takes it through its interpolated string handler, formatting into the builder with the
// same culture) and the char. Edge inputs: no lines, an empty key, NaN and infinities, negative zero.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(string[] keys, double[] values)
    {
        string report = "";
        int i = 0;
        while (i < keys.Length)
        {
            report += $"{keys[i]}={values[i]:F2}";
            report += '\n';
            i++;
        }

        return report;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], new double[0] };
        yield return new object[] { new[] { "" }, new[] { 1.005 } };
        yield return new object[] { new[] { "nan", "inf", "-inf", "-0" }, new[] { double.NaN, double.PositiveInfinity, double.NegativeInfinity, -0.0 } };
        yield return BenchmarkInput();
    }

    // 50 lines of a key and a two-decimal value: a report of about 900 characters.
    public static object[] BenchmarkInput()
    {
        var keys = new string[50];
        var values = new double[50];
        for (var i = 0; i < keys.Length; i++)
        {
            keys[i] = "metric." + i;
            values[i] = i * 3.14159;
        }

        return new object[] { keys, values };
    }
}
