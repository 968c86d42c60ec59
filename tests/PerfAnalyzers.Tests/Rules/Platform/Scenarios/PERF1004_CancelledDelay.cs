// Hot-loop scenario for PERF1004 starting where CA2027 (.NET SDK) leaves the code: its documentation's fix for a
// Task.Delay raced with Task.WhenAny gives the delay the token of a CancellationTokenSource and cancels it once the task
// wins, so that no timer runs on. PERF1004 reports that form too and writes WaitAsync. Both ways CA2027's page and the
// .NET 6 performance article write it: a using declaration with the cancel before the awaited result, and a using
// statement around a non-generic task. Each wait's outcome counts in the result: the value, or the exception's type
// and message. Inputs: a completed task, one that completes later, one faulted, one faulted with its own
// TimeoutException, one canceled and one that never completes (given 1 ms: the timeout fires); the benchmark waits for
// completed tasks and tasks that complete later, with a 10-second timeout.
#nullable enable
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

public static class Scenario
{
    public static long Run(string[] cases) => RunAsync(cases).GetAwaiter().GetResult();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "done" } };
        yield return new object[] { new[] { "later", "fault", "own-timeout", "canceled", "never", "done" } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { "done", "later", "done", "later", "done", "later", "done", "later" } };

    private static async Task<long> RunAsync(string[] cases)
    {
        long total = 0;
        foreach (var kind in cases)
        {
            // A task that never completes gets 1 ms; the others 10 s, which they never need.
            var ms = kind == "never" ? 1 : 10_000;
            var timeout = TimeSpan.FromMilliseconds(ms);
            total = total * 31 + await Outcome(FetchGuarded(Make(kind, 4), timeout));
            total = total * 31 + await Outcome(Complete(Make(kind, 5), timeout));
        }

        return total;
    }

    private static async Task<int> FetchGuarded(Task<int> reply, TimeSpan timeout)
    {
        using var cts = new CancellationTokenSource();
        if (await Task.WhenAny(reply, Task.Delay(timeout, cts.Token)) != reply)
        {
            throw new TimeoutException("late");
        }

        cts.Cancel();
        return await reply;
    }

    private static async Task Complete(Task work, TimeSpan timeout)
    {
        using (var cts = new CancellationTokenSource())
        {
            if (await Task.WhenAny(Task.Delay(timeout, cts.Token), work) != work)
            {
                throw new TimeoutException();
            }

            cts.Cancel();
            await work;
        }
    }

    private static Task<int> Make(string kind, int value) => kind switch
    {
        "done" => Task.FromResult(value),
        "later" => Later(value),
        "fault" => Task.FromException<int>(new InvalidOperationException("broken " + value)),
        "own-timeout" => Task.FromException<int>(new TimeoutException("own " + value)),
        "canceled" => Task.FromCanceled<int>(new CancellationToken(true)),
        _ => new TaskCompletionSource<int>().Task,
    };

    private static async Task<int> Later(int value)
    {
        await Task.Yield();
        return value * 7;
    }

    private static async Task<long> Outcome(Task<int> wait)
    {
        try
        {
            return await wait;
        }
        catch (Exception e)
        {
            return Describe(e);
        }
    }

    private static async Task<long> Outcome(Task wait)
    {
        try
        {
            await wait;
            return 1;
        }
        catch (Exception e)
        {
            return Describe(e);
        }
    }

    private static long Describe(Exception e)
    {
        long hash = 17;
        foreach (var c in e.GetType().FullName + ": " + e.Message)
        {
            hash = hash * 31 + c;
        }

        return hash;
    }
}
