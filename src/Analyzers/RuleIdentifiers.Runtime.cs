namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseRandomShared = "PERF0901";
}
