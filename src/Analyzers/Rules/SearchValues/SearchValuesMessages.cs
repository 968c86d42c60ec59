using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// What each SearchValues rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md) through the
/// generated <see cref="Measured"/> constants: a benchmark run that moves a number moves the message.
/// </summary>
internal static class SearchValuesMessages
{
    public const string UseCachedSearchValuesPayoff =
        Measured.PERF0601.MinSpeedup + " to " + Measured.PERF0601.MaxSpeedup + " faster in our benchmark, and no array allocated per call for new[] { ... } or ToCharArray()";

    public const string FewValuesPayoff =
        Measured.PERF0601_FewCharsAllocated.Speedup + " faster and no array allocated per call in our benchmark; below six values the span overloads beat a SearchValues";

    public const string UseStringSearchValuesPayoff =
        Measured.PERF0602_DaysOfWeekLadderLong.Speedup + " faster on long text and " + Measured.PERF0602_DaysOfWeekLadderShort.Speedup
        + " on short lines in our benchmark";

    public const string UseSearchValuesForMembershipPayoff =
        Measured.PERF0603_ArrayContains.Speedup + " faster than new[] { ... }.Contains (and no allocation), " + Measured.PERF0603_StringContains.Speedup
        + " to " + Measured.PERF0603_HashSetContains.Speedup + " faster than string or HashSet<char> lookups in our benchmark";
}
