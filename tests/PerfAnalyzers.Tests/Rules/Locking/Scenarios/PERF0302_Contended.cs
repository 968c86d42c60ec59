// Hot-loop scenario for PERF0302, contended: threads add to a long total under one lock; the total is exact
// before the fix (the lock) and after it (Interlocked.Add), so both must return the same number.
using System.Collections.Generic;
using System.Threading;

public static class Scenario
{
    private static readonly object s_gate = new object();
    private static long s_total;

    public static long Run(int threads, int iterations)
    {
        var before = Total();
        var workers = new Thread[threads];
        for (var t = 0; t < workers.Length; t++)
        {
            workers[t] = new Thread(Work);
            workers[t].Start(iterations);
        }

        foreach (var worker in workers)
        {
            worker.Join();
        }

        return Total() - before;
    }

    private static void Work(object? state)
    {
        var iterations = (int)state!;
        for (var i = 0; i < iterations; i++)
        {
            long amount = i & 7;
            lock (s_gate)
            {
                s_total += amount;
            }
        }
    }

    private static long Total()
    {
        lock (s_gate)
        {
            return s_total;
        }
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 1, 0 };
        yield return new object[] { 1, 1 };
        yield return new object[] { 2, 1000 };
        yield return new object[] { 4, 5000 };
    }

    // Two threads (the benchmark machine has two cores), 10,000 updates each.
    public static object[] BenchmarkInput() => new object[] { 2, 10_000 };
}
