namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseLockType = "PERF0301";
    public const string UseInterlocked = "PERF0302";
}
