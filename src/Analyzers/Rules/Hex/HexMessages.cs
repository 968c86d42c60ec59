using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Hex;

/// <summary>
/// What each hex rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md) through the
/// generated <see cref="Measured"/> constants: a benchmark run that moves a number moves the message.
/// </summary>
internal static class HexMessages
{
    public const string UseConvertToHexStringPayoff =
        Measured.PERF0101.MinSpeedup + " to " + Measured.PERF0101.MaxSpeedup + " faster and "
        + Measured.PERF0101_BitConverterReplace.FewerBytes + " to " + Measured.PERF0101_BitConverterReplaceLower.FewerBytes + " fewer bytes allocated in our benchmark";

    public const string UseConvertToHexStringLowerPayoff =
        "about " + Measured.PERF0102_ToHexStringToLower.Speedup + " faster and " + Measured.PERF0102_ToHexStringToLower.FewerBytes + " fewer bytes allocated in our benchmark";

    public const string ReplaceHandWrittenHexPayoff =
        Measured.PERF0103.MinSpeedup + " to " + Measured.PERF0103.MaxSpeedup + " faster and "
        + Measured.PERF0103_ConcatSelect.FewerBytes + " fewer bytes allocated in our benchmark";
}
