// Hot-loop scenario for PERF0805: two ReadOnlySpan<char> compared element by element (the fix: a.SequenceEqual(b)).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static bool Run(string left, string right) => Same(left.AsSpan(), right.AsSpan());

    private static bool Same(ReadOnlySpan<char> a, ReadOnlySpan<char> b)
    {
        if (a.Length != b.Length)
        {
            return false;
        }

        for (int i = 0; i < a.Length; i++)
        {
            if (a[i] != b[i])
            {
                return false;
            }
        }

        return true;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { "", "" };
        yield return new object[] { "a", "a" };
        yield return new object[] { "a", "A" };
        yield return new object[] { "ab", "a" };
        yield return new object[] { "\ud83d\ude00", "\ud83d\ude01" };
        yield return new object[] { new string('x', 1000), new string('x', 1000) };
        yield return new object[] { new string('x', 1000), new string('x', 999) + "y" };
    }

    // Two equal strings of 1,000 chars.
    public static object[] BenchmarkInput() => new object[] { new string('x', 1000), new string('x', 1000) };
}
