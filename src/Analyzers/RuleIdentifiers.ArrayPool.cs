namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string ReturnRentedArray = "PERF0501";
}
