// Hot-loop scenario for PERF0301: the code a lock statement stands for, written out with Monitor.Enter(obj, ref
// lockTaken) / Monitor.Exit(obj), uncontended. The fix turns the calls into Lock.Enter(); lockTaken = true; and
// Lock.Exit(), which neither IDE0330 nor MA0158 rewrite. The lock object is made by the static constructor, not an
// initializer: the fix gives it new() there.
using System.Collections.Generic;
using System.Threading;

public static class Scenario
{
    private static readonly object s_gate;
    private static int s_value;

    static Scenario()
    {
        s_gate = new object();
    }

    public static int Run(int count)
    {
        var before = s_value;
        for (var i = 0; i < count; i++)
        {
            bool lockTaken = false;
            try
            {
                Monitor.Enter(s_gate, ref lockTaken);
                s_value++;
            }
            finally
            {
                if (lockTaken)
                {
                    Monitor.Exit(s_gate);
                }
            }
        }

        return s_value - before + (IsHeld() ? 1 : 0);
    }

    private static bool IsHeld() => Monitor.IsEntered(s_gate);

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 1000 };
    }

    public static object[] BenchmarkInput() => new object[] { 1 };
}
