// Hot-loop scenario for PERF0809: a Dictionary<string, int> with a case-insensitive comparer filled by a foreach with one
// Add per name of a List<string>, created empty (it resizes and rehashes as it grows); the fix creates it with the
// list's count, the comparer kept. Add throws on a duplicate key, on both sides: the inputs have none.
#nullable enable
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(List<string> names)
    {
        var lengths = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase);
        foreach (var name in names)
        {
            lengths.Add(name, name.Length);
        }

        var hash = lengths.Count;
        foreach (var name in names)
        {
            hash = (hash * 31) + lengths[name];
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<string>() };
        yield return new object[] { new List<string> { "" } };
        yield return new object[] { new List<string> { "a", "b", "\u00e9", "\u00df", "\u0131", "" } };
        yield return new object[] { Names(3) };
        yield return new object[] { Names(1000) };
        yield return new object[] { Names(1025) };
    }

    // 1,000 distinct names.
    public static object[] BenchmarkInput() => new object[] { Names(1000) };

    private static List<string> Names(int count)
    {
        var names = new List<string>(count);
        for (var i = 0; i < count; i++)
        {
            names.Add((i % 2 == 0 ? "name" : "NAME") + i);
        }

        return names;
    }
}
