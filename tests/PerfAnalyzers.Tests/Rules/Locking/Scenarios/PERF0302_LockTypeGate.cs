// Hot-loop scenario for PERF0302 over a System.Threading.Lock gate: the code that IDE0330's and MA0158's fix ("use
// System.Threading.Lock") writes for a lock-protected counter (Performance Improvements in .NET 9, "Threading"). Where
// PERF0302 reports, the suppressor hides theirs; this measures our Interlocked fix against their Lock, on the
// runtimes that have Lock.
using System.Collections.Generic;
using System.Threading;

public static class Scenario
{
    private static readonly Lock s_gate = new Lock();
    private static long s_total;

    public static long Run(int count, int size)
    {
        // Single-threaded: the reads need no lock, so a call with count 1 takes the lock once.
        var before = s_total;
        for (var i = 0; i < count; i++)
        {
            lock (s_gate)
            {
                s_total += size;
            }
        }

        return s_total - before;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0, 5 };
        yield return new object[] { 1, -5 };
        yield return new object[] { 1000, int.MaxValue };
    }

    // One update per call, as in the article: bytes received added to a total.
    public static object[] BenchmarkInput() => new object[] { 1, 512 };
}
