// Hot-loop scenario for PERF0809: a List<long> filled by a for loop with one projected element per element of an
// array, created empty (it grows 4, 8, 16, ... copying what it holds each time); the fix creates it with the array's
// length.
#nullable enable
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(int[] values)
    {
        var scaled = new List<long>();
        for (var i = 0; i < values.Length; i++)
        {
            scaled.Add((long)values[i] * 3);
        }

        long hash = scaled.Count;
        foreach (var value in scaled)
        {
            hash = (hash * 31) + value;
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 1 } };
        yield return new object[] { new[] { int.MinValue, -1, 0, 1, int.MaxValue } };
        yield return new object[] { Values(4) };
        yield return new object[] { Values(5) };
        yield return new object[] { Values(1000) };
        yield return new object[] { Values(1025) };
    }

    // 1,000 values.
    public static object[] BenchmarkInput() => new object[] { Values(1000) };

    private static int[] Values(int count)
    {
        var values = new int[count];
        for (var i = 0; i < count; i++)
        {
            values[i] = (i * 7919) - 5000;
        }

        return values;
    }
}
