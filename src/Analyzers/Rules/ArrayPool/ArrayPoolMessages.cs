namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// What each ArrayPool rule's fix buys, as measured by the benchmark command (docs/benchmarks.md, .NET 10.0.12).
/// Keep in step with that file when the numbers move.
/// </summary>
internal static class ArrayPoolMessages
{
    public const string ReturnRentedArrayPayoff = "a rented array never returned makes the pool allocate a new one on the next Rent";
}
