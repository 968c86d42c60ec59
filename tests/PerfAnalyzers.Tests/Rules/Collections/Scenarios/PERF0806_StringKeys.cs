// Hot-loop scenario for PERF0806: a Dictionary<string, int> copied with ToDictionary(kv => kv.Key, kv => kv.Value).
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static Dictionary<string, int> Run(Dictionary<string, int> source) => source.ToDictionary(kv => kv.Key, kv => kv.Value);

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { null! };
        yield return new object[] { new Dictionary<string, int>() };
        yield return new object[] { new Dictionary<string, int> { ["a"] = 1 } };
        yield return new object[] { new Dictionary<string, int> { [""] = 0, ["A"] = 1, ["a"] = 2 } };
        yield return new object[] { WithHoles() };
        yield return new object[] { Entries(1000) };
    }

    // 1,000 entries: the copy's cost per entry (the fix copies the entry array; ToDictionary hashes every key again).
    public static object[] BenchmarkInput() => new object[] { Entries(1000) };

    private static Dictionary<string, int> Entries(int count)
    {
        var entries = new Dictionary<string, int>();
        for (var i = 0; i < count; i++)
        {
            entries.Add("key" + i, i);
        }

        return entries;
    }

    // Removals leave free slots that later additions reuse: the copy must keep the source's enumeration order.
    private static Dictionary<string, int> WithHoles()
    {
        var entries = Entries(10);
        entries.Remove("key2");
        entries.Remove("key7");
        entries.Add("late", 42);
        entries.Remove("key0");
        return entries;
    }
}
