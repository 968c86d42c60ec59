namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseBase64Url = "PERF0701";

    public const string UseInterpolatedString = "PERF0702";

    public const string UseSpanSplit = "PERF0703";

    public const string UseSpanInsteadOfSubstring = "PERF0704";

    public const string UseFromHexStringIntoSpan = "PERF0705";

    public const string UseTryToHexString = "PERF0706";

    public const string UseStreamWriterNull = "PERF0707";

    public const string UseGenericEnumMethods = "PERF0708";
}
