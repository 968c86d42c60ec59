// Hot-loop scenario for PERF0702, the interpolated string of strings only: paths and keys joined with string.Format, as
// in the article's "{0}/{1}" example. The compiler turns an interpolated string of strings into string.Concat, so the
// format is no longer parsed at run time.
#nullable enable
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string?[] parts, string root)
    {
        long checksum = 17;
        for (var i = 0; i + 1 < parts.Length; i++)
        {
            var path = string.Format("{0}/{1}", parts[i], parts[i + 1]);
            var key = string.Format("{0}:{1}:{2}", root, parts[i], root.Length);
            checksum = Mix(Mix(checksum, path), key);
        }

        return checksum;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string?[0], "root" };
        yield return new object[] { new string?[] { "only" }, "root" };

        // Nulls and empty strings are formatted as nothing by both.
        yield return new object[] { new string?[] { null, "", "a", null, "\u00e9t\u00e9", "" }, "" };
        yield return new object[] { Parts(400), "https://example.org" };
    }

    public static object[] BenchmarkInput() => new object[] { Parts(400), "https://example.org" };

    private static string?[] Parts(int count)
    {
        var parts = new string?[count];
        for (var i = 0; i < count; i++)
        {
            parts[i] = "segment" + (i % 37);
        }

        return parts;
    }

    private static long Mix(long hash, string text)
    {
        foreach (var c in text)
        {
            hash = unchecked((hash ^ c) * 1099511628211);
        }

        return unchecked((hash ^ text.Length) * 1099511628211);
    }
}
