using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading;

namespace PerfAnalyzers.ScenarioExecution;

/// <summary>
/// The outcome of one input: the result (or the exception type) before and after the fix, and, for a correctness rule,
/// the reference result. <see cref="Equal"/>: the fixed code's result is the one expected (the reference's when there is
/// one, else the original's).
/// </summary>
public sealed record ResultComparison(object?[] Input, object? Before, object? After, bool Equal, bool HasReference = false, object? Reference = null)
{
    /// <summary>For a correctness rule: whether the original code got this input right.</summary>
    public bool BeforeMatchesReference => HasReference && ValueComparer.AreEqual(Before, Reference);

    /// <summary>The same, in words, as a runner on another runtime hands it back.</summary>
    public ComparisonReport Describe() => new(
        ValueComparer.Describe(Input),
        ValueComparer.Describe(Before),
        ValueComparer.Describe(After),
        HasReference ? ValueComparer.Describe(Reference) : null,
        Equal,
        BeforeMatchesReference);
}

/// <summary>
/// A <see cref="ResultComparison"/> in words: <see cref="Reference"/> is null for a scenario without one. Why it failed
/// (<see cref="Failure"/>) is worded once, for every runtime.
/// </summary>
public sealed record ComparisonReport(string Input, string Before, string After, string? Reference, bool Equal, bool BeforeMatchesReference)
{
    public string? Failure => Equal
        ? null
        : Reference is not null
            ? $"The fixed code is wrong for input {Input}: {After}, the reference gives {Reference}"
            : $"Results differ for input {Input}: before {Before}, after {After}";
}

/// <summary>Time per call of Run (median over interleaved batches) and the median of the per-batch ratios.</summary>
public sealed record TimeMeasurement(double BeforeNanoseconds, double AfterNanoseconds, double Speedup, int Batches, int CallsPerBatch);

/// <summary>
/// What the scenario tests check on a runtime: every input's results, the allocation claim (each attempt measured),
/// and, when asked, a short timing for the log. <see cref="Runtime"/> is the version of the runtime that ran it.
/// </summary>
public sealed record CheckReport(
    string Runtime,
    IReadOnlyList<ComparisonReport> Comparisons,
    IReadOnlyList<AllocationMeasurement> AllocationAttempts,
    string? ClaimFailure,
    TimeMeasurement? Time);

/// <summary>The two versions of a scenario, loaded: runs them against each other.</summary>
public sealed class ScenarioPair : IDisposable
{
    /// <summary>How often a failed allocation claim is measured again, each time after another warm-up.</summary>
    public const int AllocationAttempts = 3;

    public ScenarioPair(ScenarioAssembly before, ScenarioAssembly after)
    {
        Before = before;
        After = after;
    }

    public ScenarioAssembly Before { get; }

    public ScenarioAssembly After { get; }

    /// <summary>
    /// Everything the scenario tests assert, measured on the runtime this process runs on. Tier-1 code (inlining, and
    /// the escape analysis that keeps a delegate on the stack) replaces tier-0 code in the background; on a loaded
    /// machine (the coverage run, tests in parallel) it can still be missing on one side after the warm-up, which once
    /// measured PERF0402/ArrayCountPredicate's Any at 88 B per call against Count's 24 B. So a claim that fails is
    /// measured again after another warm-up: what the code allocates on every call fails every attempt, while code
    /// still waiting for tier 1 passes once it arrives.
    /// </summary>
    public CheckReport Check(AllocationClaim claim, int allocationCalls, bool measureTime)
    {
        var comparisons = new List<ComparisonReport>();
        foreach (var comparison in CompareResults())
        {
            comparisons.Add(comparison.Describe());
        }

        var attempts = new List<AllocationMeasurement>();
        string? failure = null;
        for (var attempt = 1; attempt <= AllocationAttempts; attempt++)
        {
            var measurement = MeasureAllocations(Before.BenchmarkInput, allocationCalls);
            attempts.Add(measurement);
            failure = measurement.Check(claim);
            if (failure is null)
            {
                break;
            }
        }

        // A short timing for the test log only; the benchmark command measures for the docs.
        var time = measureTime ? MeasureTime(Before.BenchmarkInput, batches: 5, batchMilliseconds: 5) : null;
        return new CheckReport(Environment.Version.ToString(), comparisons, attempts, failure, time);
    }

    /// <summary>Runs every input through both versions and compares the results by value (exceptions by type).</summary>
    public IReadOnlyList<ResultComparison> CompareResults()
    {
        var results = new List<ResultComparison>();
        foreach (var input in Before.Inputs)
        {
            var before = Invoke(Before.Once, input);
            var after = Invoke(After.Once, input);
            if (After.ReferenceOnce is { } reference)
            {
                var expected = Invoke(reference, input);
                results.Add(new ResultComparison(input, before, after, ValueComparer.AreEqual(expected, after), HasReference: true, Reference: expected));
            }
            else
            {
                results.Add(new ResultComparison(input, before, after, ValueComparer.AreEqual(before, after)));
            }
        }

        return results;
    }

    /// <summary>Bytes per call for one input, after a warm-up long enough for tiered compilation to settle.</summary>
    public AllocationMeasurement MeasureAllocations(object?[] input, int calls = 1000)
    {
        WarmUp(input);
        return new AllocationMeasurement(Allocated(Before, input, calls), Allocated(After, input, calls));
    }

    /// <summary>Interleaved batches of before and after; returns medians. Never asserted in tests.</summary>
    public TimeMeasurement MeasureTime(object?[] input, int batches = 15, double batchMilliseconds = 20)
    {
        WarmUp(input);
        var calls = Calibrate(input, batchMilliseconds);
        var beforeTimes = new double[batches];
        var afterTimes = new double[batches];
        var ratios = new double[batches];
        for (var batch = 0; batch < batches; batch++)
        {
            // Alternate which version goes first so that neither always runs on a warmer cache.
            if (batch % 2 == 0)
            {
                beforeTimes[batch] = Time(Before, input, calls);
                afterTimes[batch] = Time(After, input, calls);
            }
            else
            {
                afterTimes[batch] = Time(After, input, calls);
                beforeTimes[batch] = Time(Before, input, calls);
            }

            ratios[batch] = beforeTimes[batch] / afterTimes[batch];
        }

        return new TimeMeasurement(Median(beforeTimes), Median(afterTimes), Median(ratios), batches, calls);
    }

    public void Dispose()
    {
        Before.Dispose();
        After.Dispose();
    }

    private static object? Invoke(Func<object?[], object?> call, object?[] input)
    {
        try
        {
            return call(input);
        }
        catch (Exception exception)
        {
            return "threw " + exception.GetType().FullName;
        }
    }

    private void WarmUp(object?[] input)
    {
        // Enough calls for tier-1 code (and its escape analysis) to replace tier-0 code, with pauses for the
        // background compiler.
        for (var round = 0; round < 3; round++)
        {
            for (var i = 0; i < 40; i++)
            {
                Before.Loop(input, 20);
                After.Loop(input, 20);
            }

            Thread.Sleep(120);
        }
    }

    /// <summary>
    /// Bytes per call, the least of three runs: what the code allocates on every call is in each of them, while a
    /// one-off allocation during one run (the tiered compiler replacing code, a timer, a lazily made cache) is not. Under
    /// a loaded machine such a one-off has shown up as a few bytes per call on one side only.
    /// </summary>
    private static double Allocated(ScenarioAssembly version, object?[] input, int calls)
    {
        version.Loop(input, 1);
        var least = double.MaxValue;
        for (var run = 0; run < 3; run++)
        {
            var start = GC.GetAllocatedBytesForCurrentThread();
            version.Loop(input, calls);
            var end = GC.GetAllocatedBytesForCurrentThread();
            least = Math.Min(least, (end - start) / (double)calls);
        }

        return least;
    }

    private int Calibrate(object?[] input, double batchMilliseconds)
    {
        var calls = 1;
        while (true)
        {
            var nanoseconds = Math.Max(Time(Before, input, calls), Time(After, input, calls)) * calls;
            if (nanoseconds >= batchMilliseconds * 1_000_000 || calls >= 1 << 26)
            {
                return calls;
            }

            calls *= 2;
        }
    }

    /// <summary>Nanoseconds per call over one batch.</summary>
    private static double Time(ScenarioAssembly version, object?[] input, int calls)
    {
        var start = Stopwatch.GetTimestamp();
        version.Loop(input, calls);
        var elapsed = Stopwatch.GetTimestamp() - start;
        return elapsed * (1_000_000_000.0 / Stopwatch.Frequency) / calls;
    }

    private static double Median(double[] values)
    {
        var sorted = (double[])values.Clone();
        Array.Sort(sorted);
        return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[sorted.Length / 2 - 1] + sorted[sorted.Length / 2]) / 2;
    }
}
