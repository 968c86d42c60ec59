// Hot-loop scenario for PERF0301: the article's benchmark (Performance Improvements in .NET 9, "Threading"),
// uncontended: an instance's lock statement on a private object field that exists only to be locked, made a
// System.Threading.Lock by the fix.
using System.Collections.Generic;

public static class Scenario
{
    private static readonly Counter s_counter = new Counter();

    public static int Run(int count)
    {
        var before = s_counter.Value;
        for (var i = 0; i < count; i++)
        {
            s_counter.Increment();
        }

        return s_counter.Value - before;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 1000 };
    }

    // One lock and unlock per call, as in the article.
    public static object[] BenchmarkInput() => new object[] { 1 };
}

public sealed class Counter
{
    private readonly object _monitor = new object();
    private int _value;

    // Single-threaded scenario: the read needs no lock, so a call with count 1 takes the lock once.
    public int Value => _value;

    public void Increment()
    {
        lock (_monitor)
        {
            _value++;
        }
    }
}
