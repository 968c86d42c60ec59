namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string UseRandomShared = "PERF0901";

    public const string UseEnvironmentProcessInfo = "PERF0902";

    public const string UseEnumerateInvocationList = "PERF0903";

    public const string UseNullTerminatedSpan = "PERF0905";

    public const string UseBinaryPrimitives = "PERF0906";

    public const string UseOneShotCryptography = "PERF0907";
}
