// Hot-loop scenario for PERF0302, uncontended: the article's lock-protected counter update
// (Performance Improvements in .NET 9, "Diagnostics", and the lock benchmark of its section "Threading"), which the fix
// turns into Interlocked.Increment.
using System.Collections.Generic;

public static class Scenario
{
    private static readonly object s_gate = new object();
    private static int s_count;

    public static int Run(int count)
    {
        // Single-threaded: the reads need no lock, so a call with count 1 takes the lock once, as in the article.
        var before = s_count;
        for (var i = 0; i < count; i++)
        {
            lock (s_gate)
            {
                s_count++;
            }
        }

        return s_count - before;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 1000 };
    }

    // One update per call, as in the article.
    public static object[] BenchmarkInput() => new object[] { 1 };
}
