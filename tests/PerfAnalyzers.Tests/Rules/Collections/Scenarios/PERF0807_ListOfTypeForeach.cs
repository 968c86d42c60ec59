// Hot-loop scenario for PERF0807: a foreach over list.OfType<int>() (nullable-enabled: the list is not null).
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static long Run(List<int> values)
    {
        long sum = 0;
        var position = 1;
        foreach (var value in values.OfType<int>())
        {
            sum += (long)value * position++;
        }

        return sum;
    }

    // No null input: the parameter is non-nullable, which is what lets the fix drop OfType's null check here.
    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<int>() };
        yield return new object[] { new List<int> { 3 } };
        yield return new object[] { new List<int> { int.MaxValue, int.MinValue, 0, -7 } };
        yield return new object[] { Values(1000) };
    }

    public static object[] BenchmarkInput() => new object[] { Values(1000) };

    private static List<int> Values(int count)
    {
        var values = new List<int>(count);
        for (var i = 0; i < count; i++)
        {
            values.Add(i - count / 2);
        }

        return values;
    }
}
