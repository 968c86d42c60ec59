// Hot-loop scenario for PERF0406: three arrays walked together by zipping the pairs of the first two with the third
// (two zip iterators, a selector call per element); the fix zips the three in one call.
#nullable enable
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static long Run(int[] ids, string?[] names, double[] weights)
    {
        long hash = 0;
        foreach (var (id, name, weight) in ids.Zip(names).Zip(weights, (pair, weight) => (pair.First, pair.Second, weight)))
        {
            hash = (hash * 31) + id + (name?.Length ?? -1) + weight.GetHashCode();
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0], new string?[0], new double[0] };
        yield return new object[] { new[] { 1 }, new string[0], new[] { 1.0 } };
        yield return new object[] { new[] { 1, 2 }, new[] { "a", "b", "c" }, new[] { 0.5 } };
        yield return new object[] { new[] { 1, 2, 3 }, new string?[] { "a", null, "c" }, new[] { double.NaN, -0.0, 0.0 } };
        yield return new object[] { new[] { int.MinValue, int.MaxValue }, new[] { "", "zz" }, new[] { double.PositiveInfinity, double.NegativeInfinity, 1.0 } };
        yield return new object[] { Ids(1000), Names(999), Weights(1001) };
    }

    // 100 triples.
    public static object[] BenchmarkInput() => new object[] { Ids(100), Names(100), Weights(100) };

    private static int[] Ids(int count)
    {
        var ids = new int[count];
        for (var i = 0; i < count; i++)
        {
            ids[i] = i * 3;
        }

        return ids;
    }

    private static string?[] Names(int count)
    {
        var names = new string?[count];
        for (var i = 0; i < count; i++)
        {
            names[i] = new string('n', i % 7);
        }

        return names;
    }

    private static double[] Weights(int count)
    {
        var weights = new double[count];
        for (var i = 0; i < count; i++)
        {
            weights[i] = i / 4.0;
        }

        return weights;
    }
}
