using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// What each rule of the reflection, serialization, regex and async family (PERF10xx) buys, quoted from the benchmark
/// command's measurements (docs/benchmarks.md) through the generated <see cref="Measured"/> constants, and each rule's
/// default level (the reason is in its docs page).
/// </summary>
internal static class PlatformMessages
{
    // Warning: reported only where the fix is measured to pay (static calls only with the generator), and the payoff
    // is large: 3x faster than the static calls' cache, orders of magnitude for a Regex built per call (see the docs page).
    public const RuleLevel RegexLevel = RuleLevel.Warning;

    public const string RegexStaticPayoff =
        "the matcher compiled with the project, no cache lookup per call and no interpreter, 3x faster in our benchmark";

    public const string RegexCreationPayoff =
        "no pattern parsed and no matcher built per call, 50x faster in our benchmark";

    public const string RegexFieldPayoff =
        "no pattern parsed and no matcher built per call, 20x faster in our benchmark";

    // Warning: precise (only the shapes whose behavior the fix keeps: the task awaited right after the race, no outside
    // token), and the race is most of what a wait costs: 2.3x-3.7x faster, half the bytes (see the docs page).
    public const RuleLevel WaitAsyncLevel = RuleLevel.Warning;

    public const string WaitAsyncPayoff =
        "no delay task, timer and continuations per wait, and no timer left running when the task wins, "
        + Measured.PERF1004_Timeouts.Speedup + " faster in our benchmark";
}
