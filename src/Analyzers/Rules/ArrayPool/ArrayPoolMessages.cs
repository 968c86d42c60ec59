using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// What each ArrayPool rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md) through the
/// generated <see cref="Measured"/> constants: a benchmark run that moves a number moves the message.
/// </summary>
internal static class ArrayPoolMessages
{
    public const string ReturnRentedArrayPayoff =
        "without Return every Rent allocates (" + Measured.PERF0501_RentWithoutReturn.BeforeBytes + " B per call in our 1 KB benchmark, "
        + Measured.PERF0501_RentWithoutReturn.AfterBytes + " B with the fix)";

    public const string ReturnInFinallyPayoff =
        "an exception no longer loses the array to the pool, and the finally costs nothing measurable on the normal path ("
        + Measured.PERF0502_ReturnOnNormalPathOnly.BeforeNs + " vs " + Measured.PERF0502_ReturnOnNormalPathOnly.AfterNs + " ns, "
        + Measured.PERF0502_ReturnOnNormalPathOnly.AfterBytes + " B, in our 1 KB benchmark)";

    public const string CreateArrayPoolOncePayoff =
        "about " + Measured.PERF0506_CreatePoolPerCall.Speedup + " faster and no allocation instead of " + Measured.PERF0506_CreatePoolPerCall.BeforeBytes
        + " B per call in our benchmark";

    public const string ReturnToRentingPoolPayoff =
        "the renting pool otherwise allocates on every Rent (" + Measured.PERF0505_ReturnToSharedPool.BeforeBytes + " B per call in our 1 KB benchmark, "
        + Measured.PERF0505_ReturnToSharedPool.AfterBytes + " B with the fix)";

    public const string PoolLargeArraysPayoff =
        "about " + Measured.PERF0507_Temporary1MB.Speedup + " to " + Measured.PERF0507_Temporary100KB.Speedup
        + " faster and no allocation in our 1 MB and 100 KB benchmarks";

    /// <summary>
    /// Warning: the scenario, run on System.Buffers' pool (the one before .NET 6), is hundreds of times faster and
    /// allocates nothing instead of megabytes per call; the rule reports only where the fix keeps the behavior.
    /// </summary>
    public const RuleLevel SizedPoolBeforeNet6Level = RuleLevel.Warning;

    public const string SizedPoolBeforeNet6Payoff =
        "about " + Measured.PERF0508_LargeBuffers.Speedup + " faster and " + Measured.PERF0508_LargeBuffers.AfterBytes + " B instead of "
        + Measured.PERF0508_LargeBuffers.BeforeBytes + " B per call in our benchmark on System.Buffers' pool";
}
