// Hot-loop scenario for PERF0201: turning an array of a type nothing derives from into a span
// (Performance Improvements in .NET 6, "Peanut Butter": 0.24 ns vs 0.038 ns on .NET 6). The Span<T> constructor checks
// that a T[] is not an array of a type derived from T; the JIT removes the check when T is sealed. The fix seals Entry.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static Entry[]?[] s_buckets = Create(64);

    public static int Run(int count)
    {
        var buckets = s_buckets;
        var total = 0;
        for (var i = 0; i < count; i++)
        {
            total += Count(buckets[i & 63]);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 64 };
        yield return new object[] { 4096 };
    }

    public static object[] BenchmarkInput() => new object[] { 4096 };

    private static int Count(Span<Entry> entries) => entries.Length;

    private static Entry[]?[] Create(int length)
    {
        var buckets = new Entry[]?[length];
        for (var i = 0; i < buckets.Length; i++)
        {
            buckets[i] = i % 16 == 5 ? null : new Entry[i % 7];
        }

        return buckets;
    }
}

internal class Entry
{
}
