// Hot-loop scenario for PERF0703, one split loop inside another: every weight of a comma-separated list applied to every
// value of another (a small rule table evaluated the way configuration code does it), each part parsed and its length
// read. The fix rewrites both loops; the inner loop's range is named after the outer one's (range, then range2), the
// same whether the loops are fixed one by one or all at once. Inputs: no weights, one weight and one value, signs and
// spaces, the int limits (the products wrap), an empty value (FormatException before and after), and 40 by 40 numbers.
using System;
using System.Collections.Generic;
using System.Globalization;

public static class Scenario
{
    public static long Run(string weights, string values)
    {
        long total = 0;
        if (weights.Length == 0)
        {
            return -1;
        }

        foreach (var weight in weights.Split(','))
        {
            var w = int.Parse(weight, NumberStyles.Integer, CultureInfo.InvariantCulture);
            foreach (var value in values.Split(','))
            {
                total = (total * 31 + unchecked(w * int.Parse(value, NumberStyles.Integer, CultureInfo.InvariantCulture)) + value.Length) % 1_000_000_007;
            }
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty, "1" };
        yield return new object[] { "3", "7" };
        yield return new object[] { " -4 ,+5,0", "1, 2 ,-3" };
        yield return new object[] { "2147483647,-2147483648", "2,-1" };
        yield return new object[] { "1,2", "1,,3" };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { Numbers(40, 7), Numbers(40, 13) };

    private static string Numbers(int count, int step)
    {
        var numbers = new string[count];
        for (var i = 0; i < count; i++)
        {
            numbers[i] = ((i * step) % 201 - 100).ToString(CultureInfo.InvariantCulture);
        }

        return string.Join(",", numbers);
    }
}
