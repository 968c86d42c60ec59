// Hot-loop scenario for PERF0401 on .NET 9+ (compiled against net10.0): Where(p).Count() over a lazy sequence
// (an iterator method, the kind of IEnumerable<T> that is neither an array nor a list).
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(IEnumerable<int> values, int divisor) => values.Where(v => v % divisor == 0).Count();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Lazy(0), 2 };
        yield return new object[] { Lazy(1), 1 };
        yield return new object[] { Lazy(1), 2 };
        yield return new object[] { Lazy(10), 3 };
        yield return new object[] { Lazy(1000), 7 };
    }

    public static object[] BenchmarkInput() => new object[] { Lazy(1000), 3 };

    private static IEnumerable<int> Lazy(int count)
    {
        for (var i = 1; i <= count; i++)
        {
            yield return i;
        }
    }
}
