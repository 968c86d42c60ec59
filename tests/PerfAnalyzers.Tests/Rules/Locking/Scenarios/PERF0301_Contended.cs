// Hot-loop scenario for PERF0301, contended: each call starts threads that take the same lock in a tight loop and
// returns the total count, which the lock makes exact (so before and after must agree).
using System.Collections.Generic;
using System.Threading;

public static class Scenario
{
    private static readonly object s_gate = new object();
    private static int s_value;

    public static int Run(int threads, int iterations)
    {
        int before;
        lock (s_gate)
        {
            before = s_value;
        }

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

        lock (s_gate)
        {
            return s_value - before;
        }
    }

    private static void Work(object? state)
    {
        var iterations = (int)state!;
        for (var i = 0; i < iterations; i++)
        {
            lock (s_gate)
            {
                s_value++;
            }
        }
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 1, 0 };
        yield return new object[] { 1, 1 };
        yield return new object[] { 2, 1000 };
        yield return new object[] { 4, 5000 };
    }

    // Two threads (the benchmark machine has two cores), 10,000 locks each.
    public static object[] BenchmarkInput() => new object[] { 2, 10_000 };
}
