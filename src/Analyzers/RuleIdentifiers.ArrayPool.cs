namespace PerfAnalyzers;

public static partial class RuleIdentifiers
{
    public const string ReturnRentedArray = "PERF0501";
    public const string ReturnInFinally = "PERF0502";
    public const string RentedArrayUsedAfterReturn = "PERF0503";
    public const string UseRequestedLength = "PERF0504";
    public const string ReturnToRentingPool = "PERF0505";
    public const string CreateArrayPoolOnce = "PERF0506";
    public const string PoolLargeArrays = "PERF0507";
    public const string SizedPoolBeforeNet6 = "PERF0508";
}
