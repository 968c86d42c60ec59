// Hot-loop scenario for PERF0403 on the code as written: list.OrderBy(v => v).First() over a List<long> of 100, an
// integral element type sorted by itself, becomes list.Min() (MinBy(v => v) for other key types). On an empty list
// both throw InvalidOperationException; long.MinValue, long.MaxValue and ties at either end.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static long Run(List<long> list) => list.OrderBy(v => v).First();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<long>() };
        yield return new object[] { new List<long> { 42 } };
        yield return new object[] { new List<long> { long.MaxValue } };
        yield return new object[] { new List<long> { long.MaxValue, long.MinValue, 0, long.MinValue } };
        yield return new object[] { new List<long> { 3, 1, 1, 9 } };
        yield return new object[] { Values(100) };
        yield return new object[] { Values(10000) };
    }

    public static object[] BenchmarkInput() => new object[] { Values(100) };

    private static List<long> Values(int count)
    {
        var values = new List<long>(count);
        for (var i = 0; i < count; i++)
        {
            values.Add((i * 7919L % 1009) * 1_000_000_007L - 500);
        }

        return values;
    }
}
