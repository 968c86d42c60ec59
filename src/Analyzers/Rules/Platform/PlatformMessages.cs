using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// What each rule of the reflection, serialization, regex and async family (PERF10xx) buys, quoted from the benchmark
/// command's measurements (docs/benchmarks.md) through the generated <see cref="Measured"/> constants, and each rule's
/// default level (the reason is in its docs page).
/// </summary>
internal static class PlatformMessages
{
    // Warning: precise (only private fields of the project's own types, read or written where the accessor means the
    // same: a receiver known not null, a value of the field's type) and the payoff is large: several times faster,
    // more than half the bytes gone (see the docs page).
    public const RuleLevel UnsafeAccessorLevel = RuleLevel.Warning;

    public const string UnsafeAccessorPayoff =
        "the JIT compiles the accessor to a plain field access, no reflection call, checks or boxing per access, "
        + Measured.PERF1001_Fields.Speedup + " faster and " + Measured.PERF1001_Fields.FewerBytes + " fewer bytes in our benchmark";

    // Suggestion: precise (only calls whose output the fix keeps), but the payoff is under a warning's bar: 1.57x-1.70x faster,
    // and 45%-61% fewer bytes depending on the measurement (see the docs page).
    public const RuleLevel JsonLevel = RuleLevel.Suggestion;

    public const string JsonPayoff =
        "the code generated with the project writes the properties directly, no metadata cache lookup, "
        + Measured.PERF1002_Serialize.Speedup + " faster and " + Measured.PERF1002_Serialize.FewerBytes + " fewer bytes in our benchmark";

    // Warning for a Regex built per call: precise (constant patterns, code that runs more than once, culture- and
    // timeout-dependent shapes left) and the payoff is large, several to hundreds of times faster and over 90% fewer
    // bytes. The static methods' diagnostics are reported as suggestions (RegexStaticSeverity): their cache works, and
    // what the generated regex saves in a realistic mix of calls is under 2x (see the docs page).
    public const RuleLevel RegexLevel = RuleLevel.Warning;

    public const string RegexStaticPayoff =
        "the matcher compiled with the project, no cache lookup and no interpreter per call, "
        + Measured.PERF1003_StaticCalls.Speedup + " faster in our benchmark";

    // Both benchmarks of a Regex built per call: without RegexOptions.Compiled (the library's) and with it.
    public const string RegexCreationPayoff =
        "no pattern parsed and no matcher built per call, " + Measured.PERF1003_PerCallRegexLibrary.Speedup + " faster ("
        + Measured.PERF1003_PerCallRegex.Speedup + " with RegexOptions.Compiled) and " + Measured.PERF1003_PerCallRegexLibrary.FewerBytes
        + "-" + Measured.PERF1003_PerCallRegex.FewerBytes + " fewer bytes in our benchmarks";

    // Warning: precise (only the shapes whose behavior the fix keeps: the task awaited right after the race, no outside
    // token), and the race is most of what a wait costs: 2.3x-3.7x faster, half the bytes (see the docs page).
    public const RuleLevel WaitAsyncLevel = RuleLevel.Warning;

    public const string WaitAsyncPayoff =
        "no delay task, timer and continuations per wait, and no timer left running when the task wins, "
        + Measured.PERF1004_Timeouts.Speedup + " faster in our benchmark";
}
