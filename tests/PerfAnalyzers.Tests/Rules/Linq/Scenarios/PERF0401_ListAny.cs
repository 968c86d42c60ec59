// Hot-loop scenario for PERF0401 on .NET 9+ (compiled against net10.0): Where(p).Any() over a List<T>.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static bool Run(List<string> names, int length) => names.Where(n => n.Length == length).Any();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<string>(), 0 };
        yield return new object[] { new List<string> { "a" }, 1 };
        yield return new object[] { new List<string> { "a" }, 2 };
        yield return new object[] { new List<string> { "ab", "abc", "abcd" }, 4 };
        yield return new object[] { Names(1000), 3 };
        yield return new object[] { Names(1000), 100 };
    }

    // 1,000 names of 5 or 6 characters; the one of length 3 is the 500th.
    public static object[] BenchmarkInput() => new object[] { Names(1000), 3 };

    private static List<string> Names(int count)
    {
        var names = new List<string>(count);
        for (var i = 0; i < count; i++)
        {
            names.Add(i == count / 2 ? "abc" : "n" + (10000 + i));
        }

        return names;
    }
}
