namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UpdateDictionaryInPlace = "PERF0801";
    public const string UseAlternateLookup = "PERF0802";
    public const string UseFill = "PERF0804";
    public const string UseSequenceEqual = "PERF0805";
    public const string UseDictionaryCopyConstructor = "PERF0806";
    public const string RemoveRedundantCast = "PERF0807";
}
