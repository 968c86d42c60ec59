// Hot-loop scenario for PERF0403 starting where MA0159 (Meziantou) and RCS1077 (Roslynator) leave the code: their fix
// turns values.OrderByDescending(v => v).First() into values.OrderDescending().First(), which still goes through the
// ordered-sequence machinery; PERF0403 reports that form too and writes values.Max(). An int[] of 100. Integral
// elements: equal values can't be told apart, so "the first of equal keys" can't show; on an empty array both throw
// InvalidOperationException. Extremes and ties at either end.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(int[] values) => values.OrderDescending().First();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<int>() };
        yield return new object[] { new[] { 5 } };
        yield return new object[] { new[] { int.MinValue } };
        yield return new object[] { new[] { int.MinValue, int.MaxValue, 0, int.MaxValue } };
        yield return new object[] { new[] { -3, -9, -9, -1 } };
        yield return new object[] { new[] { 7, 7, 7 } };
        yield return new object[] { Values(100) };
        yield return new object[] { Values(10000) };
    }

    public static object[] BenchmarkInput() => new object[] { Values(100) };

    private static int[] Values(int count)
    {
        var values = new int[count];
        for (var i = 0; i < count; i++)
        {
            values[i] = (int)((i * 7919L) % 1009) - 500;
        }

        return values;
    }
}
