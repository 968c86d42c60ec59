using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// What each rule of the reflection, serialization, regex and async family (PERF10xx) buys, quoted from the benchmark
/// command's measurements (docs/benchmarks.md) through the generated <see cref="Measured"/> constants, and each rule's
/// default level (the reason is in its docs page).
/// </summary>
internal static class PlatformMessages
{
    // Warning: precise (only the shapes whose behavior the fix keeps: the task awaited right after the race, no outside
    // token), and the race is most of what a wait costs: 2.3x-3.7x faster, half the bytes (see the docs page).
    public const RuleLevel WaitAsyncLevel = RuleLevel.Warning;

    public const string WaitAsyncPayoff =
        "no delay task, timer and continuations per wait, and no timer left running when the task wins, "
        + Measured.PERF1004_Timeouts.Speedup + " faster in our benchmark";
}
