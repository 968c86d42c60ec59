// Hot-loop scenario for PERF0704, the comparisons that keep their StringComparison: a router that looks at slices of
// each path with an ordinal (ignoring case or not) StartsWith, EndsWith and Equals. The fix calls the MemoryExtensions
// methods of the same name on a span of the path, with the same comparison.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string[] paths, int skip)
    {
        long score = 0;
        foreach (var path in paths)
        {
            score *= 5;
            if (path.Length < skip)
            {
                score += 1;
                continue;
            }

            if (path.Substring(skip).StartsWith("api/", StringComparison.OrdinalIgnoreCase))
            {
                score += 2;
            }

            if (path.Substring(skip).EndsWith(".json", StringComparison.Ordinal))
            {
                score += 3;
            }

            var slash = path.LastIndexOf('/');
            if (path.Substring(slash + 1).Equals("index.html", StringComparison.OrdinalIgnoreCase))
            {
                score += 4;
            }

            if (string.Equals(path.Substring(0, Math.Min(path.Length, 4)), "/API", StringComparison.Ordinal))
            {
                score += 6;
            }

            score %= 1_000_000_007;
        }

        return score;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], 1 };
        yield return new object[] { new[] { "/api/items.json" }, 1 };

        // Empty paths, a skip past the end (the slice starts at the length: empty), case variants, the Turkish and
        // Kelvin letters that only a culture-sensitive or case-folding comparison would match, non-ASCII names.
        yield return new object[] { new[] { "", "/", "/API/x.JSON", "/Api/INDEX.HTML", "/api", "/apİ/x", "/index.html\u212A", "/ü/index.html", "/docs/" }, 1 };
        yield return new object[] { new[] { "x", "xy" }, 2 };
        yield return new object[] { new[] { "/api/a.json" }, 0 };
        yield return new object[] { Paths(400), 1 };
    }

    public static object[] BenchmarkInput() => new object[] { Paths(400), 1 };

    private static string[] Paths(int count)
    {
        var shapes = new[] { "/api/orders/{0}.json", "/API/Orders/{0}", "/static/{0}/index.html", "/docs/{0}/Index.HTML", "/{0}" };
        var paths = new string[count];
        for (var i = 0; i < count; i++)
        {
            paths[i] = string.Format(shapes[i % shapes.Length], i);
        }

        return paths;
    }
}
