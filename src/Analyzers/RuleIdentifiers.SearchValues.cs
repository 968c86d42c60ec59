namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseCachedSearchValues = "PERF0601";
    public const string UseStringSearchValues = "PERF0602";
    public const string UseSearchValuesForMembership = "PERF0603";
}
