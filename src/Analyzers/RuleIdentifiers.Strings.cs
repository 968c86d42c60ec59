namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseGenericEnumMethods = "PERF0708";
}
