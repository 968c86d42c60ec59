namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string SealInternalTypes = "PERF0201";
    public const string MakeMembersNonVirtual = "PERF0202";
}
