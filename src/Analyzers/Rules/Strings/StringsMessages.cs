using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// What each string and text rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md)
/// through the generated <see cref="Measured"/> constants, and each rule's default level (the reason is in its docs
/// page).
/// </summary>
internal static class StringsMessages
{
    // Warning: precise (only the complete URL-safe rewrite, in any order), and two thirds of the bytes go (one string
    // instead of one per step), 1.4x-2.7x faster (see the docs page).
    public const RuleLevel Base64UrlLevel = RuleLevel.Warning;
    public const string Base64UrlPayoff =
        "one pass and one string instead of a string per step, " + Measured.PERF0701.MinSpeedup + "-" + Measured.PERF0701.MaxSpeedup
        + " faster in our benchmark with " + Measured.PERF0701_Tokens.FewerBytes + "-" + Measured.PERF0701_Slices.FewerBytes + " fewer bytes allocated";

    // Suggestion: 1.3x-1.8x faster, and half the bytes only where numbers were boxed (the strings built are most of
    // what both forms allocate); the SDK leaves literal formats alone (see the docs page).
    public const RuleLevel InterpolatedStringLevel = RuleLevel.Suggestion;

    public const string InterpolatedStringPayoff =
        "the format is parsed at compile time and no argument is boxed, " + Measured.PERF0702.MinSpeedup + "-" + Measured.PERF0702.MaxSpeedup
        + " faster in our benchmark with " + Measured.PERF0702_Strings.FewerBytes + "-" + Measured.PERF0702_Numbers.FewerBytes + " fewer bytes allocated";

    // Warning: precise (only comparisons whose answer a span gives exactly, parse calls that bind to the span overload;
    // eight reports on ILSpy's decompiler, all correct), and every shape allocates nothing after the fix; see the docs
    // page.
    public const RuleLevel SpanInsteadOfSubstringLevel = RuleLevel.Warning;

    public const string SpanInsteadOfSubstringComparePayoff =
        "no substring to allocate and copy, " + Measured.PERF0704_OrdinalComparison.Speedup + "-" + Measured.PERF0704_Equality.Speedup + " faster in our benchmark";

    public const string SpanInsteadOfSubstringParsePayoff =
        "no substring to allocate and copy (" + Measured.PERF0704_Parse.SavedBytes + " fewer bytes per call in our benchmark; the parsing dominates the"
        + " time)";

    // Warning: precise (only parts read as a span reads them: length, chars, comparisons, parse calls, constant
    // patterns), and the array and every part are all of what the loop allocates (see the docs page).
    public const RuleLevel SpanSplitLevel = RuleLevel.Warning;
    public const string SpanSplitPayoff =
        "no array and no string per part to allocate, " + Measured.PERF0703.MinSpeedup + "-" + Measured.PERF0703.MaxSpeedup + " faster in our benchmark";

    // Warning: precise (only an array copied once into a buffer no code sees after a failure, the exceptions kept), and
    // the array is all the copy allocated: every decoded array goes (see the docs page).
    public const RuleLevel FromHexStringIntoSpanLevel = RuleLevel.Warning;

    public const string FromHexStringIntoSpanPayoff =
        "no array to allocate and copy, " + Measured.PERF0705_Keys.FewerBytes + " fewer bytes allocated in our benchmark";

    // Warning: precise (only a string that is copied or appended and dropped, the null and too-short cases kept); the
    // copies allocate nothing, the appends more than half less (see the docs page).
    public const RuleLevel TryToHexStringLevel = RuleLevel.Warning;

    public const string TryToHexStringPayoff =
        "no string to allocate and copy, " + Measured.PERF0706_CopyTo.Speedup + "-" + Measured.PERF0706_TryCopyTo.Speedup + " faster in our benchmark";

    public const string TryToHexStringAppendPayoff =
        "no string to allocate, " + Measured.PERF0706_Append.FewerBytes + " fewer bytes allocated in our benchmark";

    // Warning: precise (a writer over Stream.Null only, silent where the shared writer could be told apart), and the
    // writer's buffers and encoder are all of what the code before allocates (see the docs page).
    public const RuleLevel StreamWriterNullLevel = RuleLevel.Warning;

    public const string StreamWriterNullPayoff =
        "no buffers or encoder to allocate and writes that do nothing, " + Measured.PERF0707.MinSpeedup + "-" + Measured.PERF0707.MaxSpeedup
        + " faster in our benchmark with " + Measured.PERF0707_WriterPerCall.FewerBytes + "-" + Measured.PERF0707_TargetTyped.FewerBytes + " fewer bytes allocated";

    // Suggestion: precise, several times faster for IsDefined/GetName and the loop over GetValues, but under 2x for
    // Parse; the SDK's CA2263 says the same at Info (see the docs page).
    public const RuleLevel GenericEnumLevel = RuleLevel.Suggestion;

    public const string GenericEnumParsePayoff =
        "the parsed value is not boxed, " + Measured.PERF0708_ParseCast.Speedup + " faster in our benchmark";

    public const string GenericEnumValuePayoff =
        "the value is not boxed, " + Measured.PERF0708_IsDefinedGetName.Speedup + " faster in our benchmark";

    public const string GenericEnumValuesLoopPayoff =
        "the loop walks an array of the enum instead of unboxing every element, " + Measured.PERF0708_GetValuesForeach.Speedup + " faster in our benchmark";

    public const string GenericEnumValuesCastPayoff =
        "no type checks at run time, " + Measured.PERF0708_GetValuesCast.Speedup + " faster in our benchmark";
}
