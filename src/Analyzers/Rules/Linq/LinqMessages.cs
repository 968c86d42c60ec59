namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// What each LINQ rule's fix buys, as measured by the benchmark command (docs/benchmarks.md, .NET 10.0.12).
/// Keep in step with that file when the numbers move.
/// </summary>
internal static class LinqMessages
{
    public const string PassPredicatePayoff = "TODO";

    public const string PassPredicateLazyBeforeNet9Payoff = "TODO";

    public const string FindBeforeNet9Payoff = "TODO";

    public const string UseAnyPayoff = "TODO";

    public const string UseCountPropertyPayoff = "TODO";

    public const string UseMinByPayoff = "TODO";
}
