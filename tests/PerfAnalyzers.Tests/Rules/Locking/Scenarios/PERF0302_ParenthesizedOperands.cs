// Hot-loop scenario for PERF0302, uncontended: lock-protected updates and a read written with parentheses around
// the field ('(_total) += amount;', '(_count)++;', 'return (_total);'), which the fix drops inside the Interlocked and
// Volatile calls it writes.
using System.Collections.Generic;

public static class Scenario
{
    private static readonly Tally s_tally = new Tally();

    public static long Run(int count)
    {
        var before = s_tally.Total;
        for (var i = 0; i < count; i++)
        {
            s_tally.Add(i & 7);
        }

        return s_tally.Total - before + s_tally.Count;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 1000 };
    }

    // One update per call.
    public static object[] BenchmarkInput() => new object[] { 1 };
}

internal sealed class Tally
{
    private readonly object _gate = new object();
    private int _total;
    private int _count;

    public int Total
    {
        get
        {
            lock (_gate)
            {
                return (_total);
            }
        }
    }

    public int Count
    {
        get
        {
            lock (_gate)
            {
                return (_count);
            }
        }
    }

    public void Add(int amount)
    {
        lock (_gate)
        {
            (_total) += amount;
        }

        lock (_gate)
        {
            (_count)++;
        }
    }
}
