namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string PassPredicateToTerminal = "PERF0401";
    public const string UseAnyInsteadOfCount = "PERF0402";
    public const string UseMinByMaxBy = "PERF0403";
}
