namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseDictionaryCopyConstructor = "PERF0806";
}
