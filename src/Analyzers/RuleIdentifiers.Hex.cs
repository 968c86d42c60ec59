namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseConvertToHexString = "PERF0101";
    public const string UseConvertToHexStringLower = "PERF0102";
    public const string ReplaceHandWrittenHex = "PERF0103";
}
