// Hot-loop scenario for PERF0301: a ledger that locks a private object field through Monitor's methods imported with
// 'using static' (Enter(_gate), TryEnter(_gate), TryEnter(_gate, timeout, ref taken), Exit(_gate)), uncontended. The
// file also declares a type called Lock of its own, so the fix writes System.Threading.Lock qualified and adds no
// using. The fix turns the calls into _gate.Enter(), _gate.TryEnter(), taken = _gate.TryEnter(timeout) and _gate.Exit().
using System.Collections.Generic;
using static System.Threading.Monitor;

public static class Scenario
{
    private static readonly Ledger s_ledger = new Ledger();

    public static long Run(int count)
    {
        var before = s_ledger.Total;
        for (var i = 0; i < count; i++)
        {
            s_ledger.Add(i & 7);
            if (!s_ledger.TryAdd(1) || !s_ledger.TryAddWithin(2, 100))
            {
                return -1;
            }
        }

        return s_ledger.Total - before;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 1000 };
    }

    // One update of each kind per call.
    public static object[] BenchmarkInput() => new object[] { 1 };
}

// A file lock of the application's own, older than System.Threading.Lock.
internal sealed record Lock(string Path);

internal sealed class Ledger
{
    private readonly object _gate = new object();
    private long _total;

    public long Total
    {
        get
        {
            Enter(_gate);
            try
            {
                return _total;
            }
            finally
            {
                Exit(_gate);
            }
        }
    }

    public void Add(int amount)
    {
        Enter(_gate);
        try
        {
            _total += amount;
        }
        finally
        {
            Exit(_gate);
        }
    }

    public bool TryAdd(int amount)
    {
        if (!TryEnter(_gate))
        {
            return false;
        }

        try
        {
            _total += amount;
            return true;
        }
        finally
        {
            Exit(_gate);
        }
    }

    public bool TryAddWithin(int amount, int milliseconds)
    {
        var taken = false;
        try
        {
            TryEnter(_gate, milliseconds, ref taken);
            if (!taken)
            {
                return false;
            }

            _total += amount;
            return true;
        }
        finally
        {
            if (taken)
            {
                Exit(_gate);
            }
        }
    }
}
