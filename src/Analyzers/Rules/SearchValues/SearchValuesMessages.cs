namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// What each SearchValues rule's fix buys, as measured by the benchmark command (docs/benchmarks.md, .NET 10.0.12).
/// Keep in step with that file when the numbers move.
/// </summary>
internal static class SearchValuesMessages
{
    public const string UseCachedSearchValuesPayoff = "TBD";

    public const string UseStringSearchValuesPayoff = "TBD";

    public const string UseSearchValuesForMembershipPayoff = "TBD";
}
