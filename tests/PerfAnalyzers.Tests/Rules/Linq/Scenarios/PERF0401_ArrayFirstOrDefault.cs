// Hot-loop scenario for PERF0401 on .NET 9+ (compiled against net10.0): Where(p).FirstOrDefault() over an array.
// The fix passes the predicate to FirstOrDefault, which walks the array as a span without a Where iterator.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(int[] values, int threshold) => values.Where(v => v > threshold).FirstOrDefault();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<int>(), 0 };
        yield return new object[] { new[] { 5 }, 4 };
        yield return new object[] { new[] { 5 }, 5 };
        yield return new object[] { new[] { 1, 9, 3, 9, 7 }, 8 };
        yield return new object[] { new[] { 1, 2, 3, 4, 10 }, 9 };
        yield return new object[] { Values(1000), 998 };
        yield return new object[] { Values(1000), 2000 };
    }

    // 1,000 elements, the first match in the middle.
    public static object[] BenchmarkInput() => new object[] { Values(1000), 499 };

    private static int[] Values(int length)
    {
        var values = new int[length];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = i;
        }

        return values;
    }
}
