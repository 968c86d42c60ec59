namespace PerfAnalyzers.Rules.Sealing;

/// <summary>
/// What sealing buys, as measured by the benchmark command (docs/benchmarks.md, .NET 10.0.12).
/// Keep in step with that file when the numbers move.
/// </summary>
internal static class SealingMessages
{
    // Filled from docs/benchmarks.md: see the PERF0201 rows.
    public const string SealInternalTypesPayoff = "type checks, casts, array stores and array-to-span conversions of a sealed type skip the hierarchy walk, and its virtual calls can be devirtualized";
}
