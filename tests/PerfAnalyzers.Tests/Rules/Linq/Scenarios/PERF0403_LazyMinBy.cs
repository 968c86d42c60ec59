// Hot-loop scenario for PERF0403 over a lazy sequence (an iterator method), n = 100: OrderBy(...).FirstOrDefault()
// goes through the ordered-sequence machinery (an ordering object, a caching comparer, a key comparison through
// interfaces per element); MinBy makes one plain pass. Elements are (id, price) tuples, a reference type: ties on
// price differ by id.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static Tuple<int, int>? Run(IEnumerable<Tuple<int, int>> offers) => offers.OrderBy(o => o.Item2).FirstOrDefault();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Lazy(0) };
        yield return new object[] { Lazy(1) };
        yield return new object[] { Lazy(2) };
        yield return new object[] { Lazy(100) };
        yield return new object[] { Lazy(1000) };
    }

    public static object[] BenchmarkInput() => new object[] { Lazy(100) };

    private static IEnumerable<Tuple<int, int>> Lazy(int count)
    {
        for (var i = 0; i < count; i++)
        {
            yield return Tuple.Create(i, (int)((i * 7919L) % (count / 3 + 1)));
        }
    }
}
