// Hot-loop scenario for PERF0405: one page of a HashSet<int> (a sequence that is neither a list nor a LINQ operator's
// result) read with Skip then Take, two iterators; the fix takes the range, one iterator.
#nullable enable
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static long Run(HashSet<int> values)
    {
        long sum = 0;
        foreach (var value in values.Skip(10).Take(5))
        {
            sum = (sum * 31) + value;
        }

        return sum;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new HashSet<int>() };
        yield return new object[] { Values(1) };
        yield return new object[] { Values(10) };
        yield return new object[] { Values(11) };
        yield return new object[] { Values(14) };
        yield return new object[] { Values(15) };
        yield return new object[] { Values(16) };
        yield return new object[] { new HashSet<int> { int.MinValue, -1, 0, 1, int.MaxValue } };
        yield return new object[] { Values(1000) };
    }

    // 100 values: the page is read from the front of the set.
    public static object[] BenchmarkInput() => new object[] { Values(100) };

    private static HashSet<int> Values(int count)
    {
        var values = new HashSet<int>();
        for (var i = 0; i < count; i++)
        {
            values.Add((i * 7) - 50);
        }

        return values;
    }
}
