using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// What each collection rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md) through
/// the generated <see cref="Measured"/> constants, and each rule's default level (the reason is in its docs page).
/// </summary>
internal static class CollectionsMessages
{
    // Warning: precise (only comparers known to support span keys) and it removes every allocation of the lookups.
    public const RuleLevel AlternateLookupLevel = RuleLevel.Warning;

    public const string AlternateLookupPayoff =
        "no string allocated per lookup, " + Measured.PERF0802.MinSpeedup + " to " + Measured.PERF0802.MaxSpeedup + " faster over 1,000 lookups in our benchmark";

    // Suggestion: 1.4x-2.6x; over 2x only where a string key is hashed two or three times (see the docs page).
    public const RuleLevel UpdateInPlaceLevel = RuleLevel.Suggestion;

    public const string UpdateInPlacePayoff =
        "one hash lookup instead of two or three, " + Measured.PERF0801.MinSpeedup + " to " + Measured.PERF0801.MaxSpeedup + " faster in our benchmark";

    public const RuleLevel CopyConstructorLevel = RuleLevel.Warning;

    // Warning: precise (a Dictionary<K, V> source, the identity selectors, the same result type) and over 2x faster.
    public const string CopyConstructorPayoff =
        "no delegate calls and, when the comparers match, no rehashing: " + Measured.PERF0806.MinSpeedup + " to " + Measured.PERF0806.MaxSpeedup
        + " faster on 1,000 entries in our benchmark";

    // Suggestion: precise, but well under the 2x a warning needs (see the docs page).
    public const RuleLevel RedundantCastLevel = RuleLevel.Suggestion;

    public const string RedundantCastArrayPayoff =
        "an index loop instead of interface calls on an enumerator, " + Measured.PERF0807_ArrayCastForeach.Speedup + " faster over 1,000 elements in our benchmark";

    public const string RedundantCastListPayoff =
        "the list's struct enumerator instead of interface calls (no measurable difference over 1,000 elements in our benchmark)";

    // Suggestion: large for value types, but under 2x for an array of a non-sealed reference type (see the docs page).
    public const RuleLevel FillLevel = RuleLevel.Suggestion;

    public const string FillPayoff =
        "vector stores instead of one checked store per element: " + Measured.PERF0804_IntArrayFill.Speedup + " faster for an int[] of 1,000 and "
        + Measured.PERF0804_ByteSpanFill.Speedup + " for 1,000 bytes in our benchmark (" + Measured.PERF0804_ObjectArrayFill.Speedup + " for an object[])";

    public const string ClearPayoff =
        "a memset instead of one checked store per element: " + Measured.PERF0804_CharArrayClear.Speedup + " to " + Measured.PERF0804_DoubleSpanClear.Speedup
        + " faster on 1,000 elements in our benchmark";

    // Warning: precise (the exact three-statement shape, integral element types) and 7x-10x faster.
    public const RuleLevel SequenceEqualLevel = RuleLevel.Warning;

    public const string SequenceEqualPayoff =
        "vector comparisons instead of one per element: " + Measured.PERF0805.MinSpeedup + " to " + Measured.PERF0805.MaxSpeedup
        + " faster on 1,000 elements in our benchmark";
}
