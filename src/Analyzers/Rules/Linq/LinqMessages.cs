using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// What each LINQ rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md) through the
/// generated <see cref="Measured"/> constants: a benchmark run that moves a number moves the message.
/// </summary>
internal static class LinqMessages
{
    public const string PassPredicatePayoff =
        "no Where iterator: " + Measured.PERF0401_ArrayFirstOrDefault.SavedBytes + " to " + Measured.PERF0401_ListAny.SavedBytes
        + " fewer bytes per call in our benchmark, with no measurable difference in time";

    // Before .NET 9, for a source that is neither an array nor a List<T>: Where has no fast path for it there either.
    public const string PassPredicateLazyBeforeNet9Payoff = "no Where iterator and one enumeration layer less (Where has no fast path for this source on any runtime)";

    // On the targeted runtime (before .NET 9) First(predicate) and friends lack the array fast path: about 6x slower than
    // on .NET 9 in "Performance Improvements in .NET 9" (section "LINQ"), so they are not what this rule suggests
    // there.
    public const string FindBeforeNet9Payoff =
        "loops over the array directly on runtimes before .NET 9, where the predicate overload would be several times slower, and drops the Where iterator ("
        + Measured.PERF0401_ArrayFindNet8.Speedup + " faster, " + Measured.PERF0401_ArrayFindNet8.SavedBytes + " fewer bytes per call in our benchmark)";

    public const string UseAnyPayoff =
        "stops at the first element or match instead of counting them all: up to " + Measured.PERF0402.MaxSpeedup
        + " faster in our benchmark, growing with the length of the sequence";

    public const string UseMinByPayoff =
        "one pass without the ordering machinery: " + Measured.PERF0403_ArrayMinBy10.SavedBytes + " to " + Measured.PERF0403_ListMaxByValueTuple.SavedBytes
        + " fewer bytes per call, and up to " + Measured.PERF0403_ArrayMinBy10.Speedup + " faster on short sequences in our benchmark"
        + " (no measurable difference on 10,000 elements)";
}
