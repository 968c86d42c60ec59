namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseUnsafeAccessor = "PERF1001";
    public const string UseGeneratedJsonMetadata = "PERF1002";
    public const string BuildRegexOnce = "PERF1003";
    public const string UseWaitAsync = "PERF1004";
}
