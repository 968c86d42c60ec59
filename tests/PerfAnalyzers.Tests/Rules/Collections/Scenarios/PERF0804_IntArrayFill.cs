// Hot-loop scenario for PERF0804: an int[] filled with a value by a for loop (the fix: AsSpan().Fill).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int[] Run(int[] values, int value)
    {
        for (int i = 0; i < values.Length; i++)
        {
            values[i] = value;
        }

        return values;
    }

    // No null array: the parameter is non-nullable, which is what lets the fix call AsSpan() on it.
    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<int>(), 1 };
        yield return new object[] { new int[1], -1 };
        yield return new object[] { new int[7], int.MaxValue };
        yield return new object[] { new int[33], int.MinValue };
        yield return new object[] { new int[1000], 42 };
    }

    // 1,000 ints: a buffer reset to a sentinel.
    public static object[] BenchmarkInput() => new object[] { new int[1000], 42 };
}
