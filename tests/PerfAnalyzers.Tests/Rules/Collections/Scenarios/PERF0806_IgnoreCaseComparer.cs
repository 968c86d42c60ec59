// Hot-loop scenario for PERF0806 with a comparer argument: ToDictionary(kv => kv.Key, kv => kv.Value, comparer).
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static Dictionary<string, string> Run(Dictionary<string, string> source, IEqualityComparer<string>? comparer) =>
        source.ToDictionary(kv => kv.Key, kv => kv.Value, comparer);

    public static IEnumerable<object[]> Inputs()
    {
        var ignoreCase = StringComparer.OrdinalIgnoreCase;
        yield return new object[] { null!, ignoreCase };
        yield return new object[] { new Dictionary<string, string>(), ignoreCase };
        yield return new object[] { new Dictionary<string, string> { ["a"] = "x" }, null! };
        yield return new object[] { new Dictionary<string, string> { ["a"] = "x", ["b"] = "" }, ignoreCase };

        // Keys distinct under the source's comparer collide under the argument's: both throw ArgumentException.
        yield return new object[] { new Dictionary<string, string> { ["a"] = "x", ["A"] = "y" }, ignoreCase };
        yield return new object[] { new Dictionary<string, string>(ignoreCase) { ["a"] = "x", ["B"] = "y" }, StringComparer.Ordinal };
        yield return new object[] { Headers(1000, ignoreCase), ignoreCase };
        yield return new object[] { Headers(1000, StringComparer.Ordinal), ignoreCase };
    }

    // 1,000 entries whose source already uses the comparer passed (a header table copied with the same comparer).
    public static object[] BenchmarkInput() => new object[] { Headers(1000, StringComparer.OrdinalIgnoreCase), StringComparer.OrdinalIgnoreCase };

    private static Dictionary<string, string> Headers(int count, IEqualityComparer<string> comparer)
    {
        var headers = new Dictionary<string, string>(comparer);
        for (var i = 0; i < count; i++)
        {
            headers.Add("X-Header-" + i, "value" + i);
        }

        headers.Remove("X-Header-3");
        return headers;
    }
}
