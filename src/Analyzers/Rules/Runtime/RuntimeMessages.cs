using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// What each runtime and system rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md)
/// through the generated <see cref="Measured"/> constants, and each rule's default level (the reason is in its docs
/// page).
/// </summary>
internal static class RuntimeMessages
{
    // Warning: precise (an unseeded Random used in place, or a local with a few calls outside loops), and the new
    // generator is all the code allocates for it: every byte goes, 35x-290x faster (see the docs page).
    public const RuleLevel RandomSharedLevel = RuleLevel.Warning;

    public const string RandomSharedPayoff =
        "no generator to seed from the operating system and allocate per call, " + Measured.PERF0901.MinSpeedup + "-" + Measured.PERF0901.MaxSpeedup
        + " faster in our benchmark";
}
