// Copyright (c) PerfAnalyzers contributors. Licensed under the MIT license.

// Hot-loop scenario for PERF0507: a temporary 120 KB array of counters whose first use reads it (a scattered +=), so
// the fix clears the rented array's first 30,000 elements before that use; the array is then passed as a span and as
// a memory, which the fix slices to the requested length. The file has no usings at all, only a header comment: the
// fix adds its usings below the header and above this comment.
public static class Scenario
{
    public static long Run(int seed)
    {
        var counters = new int[30_000];
        for (var i = 0; i < 2_000; i++)
        {
            counters[(i * 7_919) % counters.Length] += seed + i;
        }

        return Sum(counters) + Last(counters);
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { -5 };
        yield return new object[] { 1_000_000 };
    }

    private static long Sum(System.ReadOnlySpan<int> counters)
    {
        long sum = 0;
        for (var i = 0; i < counters.Length; i++)
        {
            sum += counters[i] * (long)(i + 1);
        }

        return sum;
    }

    private static int Last(System.ReadOnlyMemory<int> counters) => counters.Length == 0 ? 0 : counters.Span[counters.Length - 1];
}
