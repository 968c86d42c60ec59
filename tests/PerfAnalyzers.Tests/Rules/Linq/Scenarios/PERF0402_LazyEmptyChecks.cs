// Hot-loop scenario for PERF0402: the shapes of an emptiness test written as a count over a lazy sequence (an iterator
// method), each counting every element where Any() stops at the first: Count() == 0 and Count() is 0 (the fix writes
// !Any()), Count(p) != 0, LongCount() >= 1, 0 < Count(p) (operands mirrored), Count(p) is > 0 and Count() <= 0.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(IEnumerable<int> values)
    {
        var flags = 0;
        if (values.Count() == 0)
        {
            flags |= 1;
        }

        if (values.Count(v => v < 0) != 0)
        {
            flags |= 2;
        }

        if (values.LongCount() >= 1)
        {
            flags |= 4;
        }

        if (0 < values.Count(v => v % 2 == 0))
        {
            flags |= 8;
        }

        if (values.Count() is 0)
        {
            flags |= 16;
        }

        if (values.Count(v => v > 500) is > 0)
        {
            flags |= 32;
        }

        return values.Count() <= 0 ? flags | 64 : flags;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Lazy(0) };
        yield return new object[] { Lazy(1) };
        yield return new object[] { Lazy(2) };
        yield return new object[] { Lazy(1000) };
        yield return new object[] { Negatives(3) };
        yield return new object[] { new[] { 501 } };
    }

    public static object[] BenchmarkInput() => new object[] { Lazy(1000) };

    private static IEnumerable<int> Lazy(int count)
    {
        for (var i = 0; i < count; i++)
        {
            yield return i;
        }
    }

    private static IEnumerable<int> Negatives(int count)
    {
        for (var i = 1; i <= count; i++)
        {
            yield return -i;
        }
    }
}
