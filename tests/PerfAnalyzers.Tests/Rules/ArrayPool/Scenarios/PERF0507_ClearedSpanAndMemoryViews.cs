// Copyright (c) PerfAnalyzers contributors. Licensed under the MIT license.

// Hot-loop scenario for PERF0507: a temporary 120 KB array of counters whose first use reads it (a scattered +=), so
// the fix clears the rented array's first 30,000 elements before that use; the array is then passed as a span and as
// a memory, which the fix slices to the requested length, and iterated with foreach, which the fix turns into a loop
// over the requested length (the rented array is longer: iterating all of it would change the checksum). The file has no usings at all, only a header comment and
// a block namespace without usings: the fix adds its usings at the top, below the header and above this comment and
// the #nullable directive.
#nullable enable
public static class Scenario
{
    public static long Run(int seed)
    {
        var counters = new int[30_000];
        for (var i = 0; i < 2_000; i++)
        {
            counters[(i * 7_919) % counters.Length] += seed + i;
        }

        long checksum = 0;
        foreach (var counter in counters)
        {
            checksum = checksum * 31 + counter;
        }

        return Counters.Views.Sum(counters) + Counters.Views.Last(counters) + checksum;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { -5 };
        yield return new object[] { 1_000_000 };
    }
}

namespace Counters
{
    internal static class Views
    {
        public static long Sum(System.ReadOnlySpan<int> counters)
        {
            long sum = 0;
            for (var i = 0; i < counters.Length; i++)
            {
                sum += counters[i] * (long)(i + 1);
            }

            return sum;
        }

        public static int Last(System.ReadOnlyMemory<int> counters) => counters.Length == 0 ? 0 : counters.Span[counters.Length - 1];
    }
}
