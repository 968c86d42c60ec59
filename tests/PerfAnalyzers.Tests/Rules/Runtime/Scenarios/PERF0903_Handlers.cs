// Hot-loop scenario for PERF0903: an event raised one handler at a time, so that one handler's exception doesn't stop
// the others, the way notification code does it: a loop over GetInvocationList() (with the handler's type, with var
// and DynamicInvoke-free reads of each delegate, and the `?. ?? empty` form for an event that may have no handler).
// Every GetInvocationList() allocates a new array of the delegates; EnumerateInvocationList walks them in place.
#nullable enable
using System;

public static class Scenario
{
    public static long Run(int handlers, int raises, int throwAt)
    {
        Action<int>? changed = null;
        long seen = 0;
        for (var i = 0; i < handlers; i++)
        {
            var weight = i + 1;
            changed += value => seen += value * weight;
            if (i == 2)
            {
                changed += value =>
                {
                    if (value == throwAt)
                    {
                        throw new InvalidOperationException("handler " + value);
                    }
                };
            }
        }

        long failures = 0;
        for (var r = 0; r < raises; r++)
        {
            failures += Raise(changed, r);
            failures += Count(changed) * 1000;
        }

        return seen * 31 + failures;
    }

    private static long Raise(Action<int>? changed, int value)
    {
        long failures = 0;
        foreach (Action<int> handler in changed?.GetInvocationList() ?? Array.Empty<Delegate>())
        {
            try
            {
                handler(value);
            }
            catch (InvalidOperationException)
            {
                failures++;
            }
        }

        if (changed != null)
        {
            foreach (Action<int> handler in changed.GetInvocationList())
            {
                failures += handler.Method.IsStatic ? 1 : 2;
            }
        }

        return failures;
    }

    private static long Count(Action<int>? changed)
    {
        long count = 0;
        if (changed is not null)
        {
            foreach (var handler in changed.GetInvocationList())
            {
                count += handler.Target is null ? 1 : 3;
            }
        }

        return count;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0, 3, 0 };
        yield return new object[] { 1, 1, 0 };

        // The third handler throws on the first raise: the loop goes on to the next one.
        yield return new object[] { 3, 2, 0 };
        yield return new object[] { 40, 5, 4 };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { 4, 20, -1 };
}
