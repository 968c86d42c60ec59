// Hot-loop scenario for PERF0401 before .NET 9 (compiled against the net8.0 reference pack): there FirstOrDefault(p)
// lacked the array fast path Where had, so the rule rewrites Where(p).FirstOrDefault() on an array to Array.Find,
// which means the same (default when nothing matches). The harness runs it on .NET 8.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static string? Run(string[] names, char initial) => names.Where(n => n.Length > 0 && n[0] == initial).FirstOrDefault();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<string>(), 'a' };
        yield return new object[] { new[] { "apple" }, 'a' };
        yield return new object[] { new[] { "apple" }, 'b' };
        yield return new object[] { new[] { "", "banana", "blueberry", "apple" }, 'b' };
        yield return new object[] { Names(1000), 'z' };
        yield return new object[] { Names(1000), 'q' };
    }

    // 1,000 names, the first match in the middle.
    public static object[] BenchmarkInput() => new object[] { Names(1000), 'q' };

    private static string[] Names(int count)
    {
        var names = new string[count];
        for (var i = 0; i < names.Length; i++)
        {
            names[i] = (i == count / 2 ? "q" : "n") + i;
        }

        return names;
    }
}
