// Hot-loop scenario for PERF0402: Count() > 0 over a lazy sequence (an iterator method) counts every element;
// Any() stops at the first.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static bool Run(IEnumerable<int> values) => values.Count() > 0;

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Lazy(0) };
        yield return new object[] { Lazy(1) };
        yield return new object[] { Lazy(2) };
        yield return new object[] { Lazy(1000) };
    }

    public static object[] BenchmarkInput() => new object[] { Lazy(1000) };

    private static IEnumerable<int> Lazy(int count)
    {
        for (var i = 0; i < count; i++)
        {
            yield return i;
        }
    }
}
