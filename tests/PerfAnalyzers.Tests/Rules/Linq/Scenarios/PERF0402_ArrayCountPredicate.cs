// Hot-loop scenario for PERF0402: Count(p) > 0 over an array tests every element; Any(p) stops at the first match.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static bool Run(int[] values, int threshold) => values.Count(v => v > threshold) > 0;

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<int>(), 0 };
        yield return new object[] { new[] { 1 }, 0 };
        yield return new object[] { new[] { 1 }, 1 };
        yield return new object[] { new[] { 1, 5, 2, 5 }, 4 };
        yield return new object[] { Values(1000), 998 };
        yield return new object[] { Values(1000), 1000 };
    }

    // 1,000 elements, the first match in the middle.
    public static object[] BenchmarkInput() => new object[] { Values(1000), 499 };

    private static int[] Values(int length)
    {
        var values = new int[length];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = i;
        }

        return values;
    }
}
