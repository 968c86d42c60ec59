namespace PerfAnalyzers;

/// <summary>Every diagnostic ID the package reports. An ID is never reused.</summary>
public static class RuleIdentifiers
{
    public const string UseConvertToHexString = "PERF0101";
    public const string UseConvertToHexStringLower = "PERF0102";
    public const string ReplaceHandWrittenHex = "PERF0103";
}
