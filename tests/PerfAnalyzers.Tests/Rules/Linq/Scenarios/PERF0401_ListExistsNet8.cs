// Hot-loop scenario for PERF0401 before .NET 9 (compiled against the net8.0 reference pack): Where(p).Any() on a
// List<T> becomes List<T>.Exists(p). The harness runs it on the installed runtime (.NET 10).
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static bool Run(List<int> values, int target) => values.Where(v => v == target).Any();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<int>(), 0 };
        yield return new object[] { new List<int> { 3 }, 3 };
        yield return new object[] { new List<int> { 3 }, 4 };
        yield return new object[] { new List<int> { 1, 2, 3, 2, 1 }, 2 };
        yield return new object[] { Values(1000), 999 };
        yield return new object[] { Values(1000), -1 };
    }

    public static object[] BenchmarkInput() => new object[] { Values(1000), 500 };

    private static List<int> Values(int count)
    {
        var values = new List<int>(count);
        for (var i = 0; i < count; i++)
        {
            values.Add(i);
        }

        return values;
    }
}
