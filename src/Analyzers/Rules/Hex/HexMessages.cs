namespace PerfAnalyzers.Rules.Hex;

/// <summary>What each hex rule's fix buys, as measured by our benchmark command (docs/benchmarks.md).</summary>
internal static class HexMessages
{
    public const string UseConvertToHexStringPayoff = "faster and allocates less in our benchmark";
    public const string UseConvertToHexStringLowerPayoff = "allocates less in our benchmark";
    public const string ReplaceHandWrittenHexPayoff = "faster and allocates less in our benchmark";
}
