namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string SealInternalTypes = "PERF0201";
}
