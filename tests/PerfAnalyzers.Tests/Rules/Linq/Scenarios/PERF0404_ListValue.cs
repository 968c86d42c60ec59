// Hot-loop scenario for PERF0404: how often a value occurs in a List<int>, counted with Enumerable.Count and a
// predicate that captures the value (a closure and a delegate per call); the fix counts CollectionsMarshal.AsSpan(list),
// vectorized, and allocates nothing.
#nullable enable
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(List<int> values, int value) => values.Count(x => x == value);

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<int>(), 0 };
        yield return new object[] { new List<int> { 0 }, 0 };
        yield return new object[] { new List<int> { 1 }, 0 };
        yield return new object[] { new List<int> { -1, int.MinValue, int.MaxValue, -1 }, -1 };
        yield return new object[] { new List<int> { int.MinValue, int.MaxValue }, int.MaxValue };
        yield return new object[] { Values(1000), 3 };
        yield return new object[] { Values(1003), 1_000_000 };
    }

    // 1,000 values, one in ten equal to the one counted.
    public static object[] BenchmarkInput() => new object[] { Values(1000), 3 };

    private static List<int> Values(int count)
    {
        var values = new List<int>(count);
        for (var i = 0; i < count; i++)
        {
            values.Add(i % 10);
        }

        return values;
    }
}
