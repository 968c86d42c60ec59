namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseWaitAsync = "PERF1004";
}
