using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Sealing;

/// <summary>
/// What each sealing rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md) through the
/// generated <see cref="Measured"/> constants: a benchmark run that moves a number moves the message.
/// </summary>
internal static class SealingMessages
{
    public const string SealInternalTypesPayoff =
        "'is' checks and casts about " + Measured.PERF0201_IsCheck.Speedup + " faster, virtual calls about " + Measured.PERF0201_VirtualCall.Speedup
        + " faster and array stores about " + Measured.PERF0201_ArrayStore.Speedup + " faster in our benchmark (array-to-span conversions: no measurable"
        + " difference)";

    /// <summary>
    /// Suggestion although the scenario measures above 2x: the payoff is in how the member is called (hot, and at a
    /// call site that sees several types), not in the member (docs/rules/PERF0202.md, "Why Suggestion").
    /// </summary>
    public const RuleLevel MakeMembersNonVirtualLevel = RuleLevel.Suggestion;

    public const string MakeMembersNonVirtualPayoff =
        "calls to base members through several derived types about " + Measured.PERF0202_BaseMembers.Speedup + " faster in our benchmark";
}
