// Hot-loop scenario for PERF0802, the indexer form: header fields of "name: value" lines summed through a
// Dictionary<string, int> with StringComparer.Ordinal read by map[name.ToString()] (a missing name throws in both).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(string[] lines)
    {
        var weights = new Dictionary<string, int>(StringComparer.Ordinal)
        {
            ["Host"] = 3, ["Accept"] = 5, ["Content-Length"] = 7, ["X-Trace"] = 11,
        };

        var total = 0;
        foreach (var line in lines)
        {
            var text = line.AsSpan();
            var colon = text.IndexOf(':');
            var name = colon < 0 ? text : text.Slice(0, colon);
            total = total * 17 + weights[name.ToString()];
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "Host: example.org" } };
        yield return new object[] { new[] { "Accept: */*", "X-Trace", "Content-Length: 0", "Host:" } };

        // Ordinal: "host" is not "Host": KeyNotFoundException before and after.
        yield return new object[] { new[] { "Host: a", "host: b" } };
        yield return new object[] { Lines(1000) };
    }

    // 1,000 header lines: one string per name before, none after.
    public static object[] BenchmarkInput() => new object[] { Lines(1000) };

    private static string[] Lines(int count)
    {
        var pool = new[] { "Host: example.org", "Accept: text/html", "Content-Length: 42", "X-Trace: 0af7651916cd43dd" };
        var lines = new string[count];
        for (var i = 0; i < count; i++)
        {
            lines[i] = pool[i % pool.Length];
        }

        return lines;
    }
}
