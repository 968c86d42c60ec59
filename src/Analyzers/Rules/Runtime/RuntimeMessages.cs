using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// What each runtime and system rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md)
/// through the generated <see cref="Measured"/> constants, and each rule's default level (the reason is in its docs
/// page).
/// </summary>
internal static class RuntimeMessages
{
    // Warning: precise (an unseeded Random used in place, or a local with a few calls outside loops), and the new
    // generator is all the code allocates for it: every byte goes, 35x-290x faster (see the docs page).
    public const RuleLevel RandomSharedLevel = RuleLevel.Warning;

    public const string RandomSharedPayoff =
        "no generator to seed from the operating system and allocate per call, " + Measured.PERF0901.MinSpeedup + "-" + Measured.PERF0901.MaxSpeedup
        + " faster in our benchmark";

    // Warning: precise (only a Process used for its id and path, nothing else), and the Process is all the code
    // allocates for them: the id several times faster, the path (a list of every loaded module per read) thousands of
    // times faster (see the docs page).
    public const RuleLevel EnvironmentProcessInfoLevel = RuleLevel.Warning;

    public const string ProcessIdPayoff =
        "no Process object and handle per read, " + Measured.PERF0902_InPlaceId.Speedup + " faster in our benchmark";

    public const string ProcessPathPayoff =
        "no Process object, handle and list of the process's modules per read, " + Measured.PERF0902_MainModulePath.Speedup + " faster in our benchmark";

    // Warning: precise (a loop over the array only, the delegate known not null or null already read as empty), and
    // the arrays are all the loops allocate: 73% fewer bytes with the handlers' own, and faster (see the docs page).
    public const RuleLevel EnumerateInvocationListLevel = RuleLevel.Warning;

    public const string EnumerateInvocationListPayoff =
        "no array of the delegates per loop, " + Measured.PERF0903_Handlers.Speedup + " faster in our benchmark";

    // Suggestion: precise (a counting loop over a byte* or char* to the terminator, nothing else in it), but what the
    // vectorized search buys depends on the strings, which the code doesn't show: paths and environment entries about
    // twice as fast, names under 8 characters slower by a nanosecond or two each (see the docs page).
    public const RuleLevel NullTerminatedSpanLevel = RuleLevel.Suggestion;

    public const string NullTerminatedSpanPayoff =
        "a vectorized search for the terminator instead of one element per iteration, " + Measured.PERF0905_StringTable.Speedup
        + " faster on paths in our benchmark (slower on strings under 8 characters)";

    // Suggestion: precise (every byte of the integer, of one buffer, at one index, in one endianness), but only the
    // reads pay 2x or more: reads 2.5x faster, writes 1.6x (see the docs page).
    public const RuleLevel BinaryPrimitivesLevel = RuleLevel.Suggestion;

    public const string BinaryPrimitivesPayoff =
        "one bounds check and one load or store instead of one per byte, " + Measured.PERF0906.MinSpeedup + "-" + Measured.PERF0906.MaxSpeedup
        + " faster in our benchmark";

    // Warning: precise (reported only where the fix is proven to give the same bytes), and both forms allocate less
    // than half: the key derivation a fifth of the bytes, the cipher a third, both faster (see the docs page).
    public const RuleLevel OneShotCryptographyLevel = RuleLevel.Warning;

    public const string Pbkdf2Payoff =
        "no instance and HMAC state, one call into the platform's PBKDF2, " + Measured.PERF0907_KeyDerivation.Speedup + " faster in our benchmark";

    public const string OneShotCipherPayoff =
        "no streams, buffers and transform, " + Measured.PERF0907_Envelope.Speedup + " faster in our benchmark";
}
