// Hot-loop scenario for PERF0805: two int[] compared element by element (the fix: a.AsSpan().SequenceEqual(b)).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static bool Run(int[] a, int[] b)
    {
        if (a.Length != b.Length)
        {
            return false;
        }

        for (int i = 0; i < a.Length; i++)
        {
            if (a[i] != b[i])
            {
                return false;
            }
        }

        return true;
    }

    // No null arrays: the parameters are non-nullable, which is what lets the fix call AsSpan() on them.
    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<int>(), Array.Empty<int>() };
        yield return new object[] { new[] { 1 }, new[] { 1 } };
        yield return new object[] { new[] { 1 }, new[] { 2 } };
        yield return new object[] { new[] { 1, 2 }, new[] { 1 } };
        yield return new object[] { Values(1000, -1), Values(1000, -1) };
        yield return new object[] { Values(1000, -1), Values(1000, 999) };
        yield return new object[] { Values(1000, -1), Values(1000, 0) };
    }

    // Two equal arrays of 1,000: the whole length compared, as an equality check that succeeds does.
    public static object[] BenchmarkInput() => new object[] { Values(1000, -1), Values(1000, -1) };

    private static int[] Values(int count, int changed)
    {
        var values = new int[count];
        for (var i = 0; i < count; i++)
        {
            values[i] = i == changed ? -i - 1 : i * 31;
        }

        return values;
    }
}
