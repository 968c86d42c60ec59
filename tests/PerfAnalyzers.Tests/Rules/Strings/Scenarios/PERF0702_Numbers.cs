// Hot-loop scenario for PERF0702, the interpolated string: numbers formatted into short strings with string.Format and
// a constant format — a version number from four ints, a table row with alignments and format specifiers (the format
// a private const read only there, which the fix removes), and a verbatim format with a conditional argument. Before the fix, every number is boxed and the format is
// parsed on each call; the interpolated string formats the numbers straight into a pooled buffer.
#nullable enable
using System.Collections.Generic;

public static class Scenario
{
    private const string Row = "{0,-6}|{1,10:N2}|{2:x4}";

    public static long Run(int[] values, string? label)
    {
        long checksum = 17;
        foreach (var value in values)
        {
            var version = string.Format("{0}.{1}.{2}.{3}", (value >> 24) & 0xFF, (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF);
            var row = string.Format(Row, label, value / 7.0, value & 0xFFFF);
            var flag = string.Format(@"{0}\{1} ""{{{2}}}""", value < 0 ? "neg" : "pos", value % 3 == 0, value);
            checksum = Mix(Mix(Mix(checksum, version), row), flag);
        }

        return checksum;
    }

    public static IEnumerable<object?[]> Inputs()
    {
        yield return new object?[] { new int[0], "x" };
        yield return new object?[] { new[] { 42 }, "one" };

        // A null label (formatted as nothing), a label wider than its column, the extremes and zero.
        yield return new object?[] { new[] { 0, -1, int.MinValue, int.MaxValue }, null };
        yield return new object?[] { new[] { 7, -7_000_000 }, "a-label-longer-than-six" };
        yield return new object?[] { Values(500), "row" };
    }

    public static object?[] BenchmarkInput() => new object?[] { Values(500), "row" };

    private static int[] Values(int count)
    {
        var values = new int[count];
        for (var i = 0; i < count; i++)
        {
            values[i] = unchecked((int)(i * 2654435761u));
        }

        return values;
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
