// Hot-loop scenario for PERF0804: an object[] (maybe an array of a derived type) filled by a loop (the fix: Array.Fill).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static object?[] Run(object?[] slots, string? marker)
    {
        for (int i = 0; i < slots.Length; i++)
        {
            slots[i] = marker;
        }

        return slots;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<object>(), "m" };
        yield return new object[] { new object[1], null! };
        yield return new object[] { new object[] { 1, "a", 2.0 }, "m" };

        // A string[] seen as object[]: AsSpan() would throw ArrayTypeMismatchException; Array.Fill falls back to a loop.
        yield return new object[] { new string[4], "m" };
        yield return new object[] { new object[1000], "m" };
    }

    public static object[] BenchmarkInput() => new object[] { new object[1000], "m" };
}
