using System.Collections.Generic;
using PerfAnalyzers.Rules.Runtime;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the runtime and system rules (PERF09xx).</summary>
public sealed class RuntimeScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Runtime/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        // PERF0901, one scenario per form the fix writes: Random.Shared as the receiver of the call (parenthesized or
        // not), and as a local's initializer (the type as written, and its name for a target-typed new). The new
        // Random's generator state is all the code before allocates.
        RandomShared("InPlace", 2, AllocationClaim.AtMostHalf),
        RandomShared("Local", 2, AllocationClaim.AtMostHalf),

        // PERF0902, one scenario per form the fix writes: Environment.ProcessId in place; Environment.ProcessPath in
        // place (from MainModule.FileName without nullable annotations, with `!` and with `?.`); and through locals (a
        // declaration removed, a using declaration removed, using statements unwrapped, one declaring a local). The Process
        // objects are all the code before allocates for it.
        // A read of MainModule lists every module of the process: about 50 ms in the test host, which has hundreds loaded.
        // Allocations are measured over 5 calls, not 1,000.
        EnvironmentProcessInfo("InPlaceId", 1, AllocationClaim.AtMostHalf),
        EnvironmentProcessInfo("MainModulePath", 3, AllocationClaim.AtMostHalf, allocationCalls: 5),
        EnvironmentProcessInfo("Locals", 4, AllocationClaim.AtMostHalf, allocationCalls: 5),

        // PERF0903: the fix writes one shape (the loop over Delegate.EnumerateInvocationList) from a handler known not
        // null (the loop's type kept, and var written Delegate) and from `?.GetInvocationList() ?? Array.Empty`. The
        // arrays are what the loops allocate, besides the handlers (made once per run).
        EnumerateInvocationList("Handlers", 3, AllocationClaim.AtMostHalf),

        // PERF0905: the fix writes three forms, the count's declaration initialized with the span's Length (after a while
        // loop over a byte*, after an empty for loop over a char*), the assignment of it (a for loop that set the
        // count), and a walking pointer's declaration initialized with start + Length. Neither side allocates: the
        // payoff is time. ShortNames measures where it isn't (names under 8 bytes).
        NullTerminatedSpan("StringTable", 4, AllocationClaim.NoMore),
        NullTerminatedSpan("ShortNames", 1, AllocationClaim.NoMore),

        // PERF0906: a scenario for reads and one for writes, each with every form the fix writes (the array as it is,
        // AsSpan from a constant and from index + k, the span as it is, Slice), 32 and 64 bits, signed and unsigned,
        // both endiannesses. Neither side allocates: the payoff is time.
        BinaryPrimitives("Records", 6, AllocationClaim.NoMore),
        BinaryPrimitives("Writes", 6, AllocationClaim.NoMore),

        // PERF0907: a scenario for the key derivation (a string password encoded as the constructor did, a byte[]
        // password, the old constructor's defaults written out, a constant password) and one for the ciphers (CBC with
        // the settings written out and with the defaults, the IV given and a span written, ECB with its padding, CFB).
        // The instance, the streams and the transform are what the code before allocates beyond the result. A
        // derivation takes about half a millisecond: allocations are measured over 20 calls.
        OneShotCryptography("KeyDerivation", 4, AllocationClaim.AtMostHalf, allocationCalls: 20),
        OneShotCryptography("Envelope", 5, AllocationClaim.AtMostHalf),

        // PERF0907: CFB with full-block feedback (the feedback size and padding passed), comments above the streams the
        // fix removes (they go to the statement with the call).
        OneShotCryptography("CommentedCfb128", 2, AllocationClaim.AtMostHalf),

        // PERF0907: using statements that hold more than the stream code (a memory stream's body that declares a local
        // is unwrapped, or stays a block when another body of the method declares the same name or when it holds a using
        // declaration; a line of spaces above the statement that takes the using's place is dropped).
        OneShotCryptography("BlockLocals", 5, AllocationClaim.AtMostHalf),

        // PERF0907: the documentation sample's shapes: the text's bytes declared inside the pipeline, and decryption by a
        // CryptoStream in Read mode copied into a MemoryStream (using declarations, nested using statements).
        OneShotCryptography("TextRoundTrip", 3, AllocationClaim.AtMostHalf),

        // PERF0908 loops, one scenario per generator and kind of choice set: Random.Shared and a new Random over a power-of-two
        // set (16) and 62 characters, RandomNumberGenerator over 16 and 36. The buffers are the code's own; GetItems
        // draws into them (Random's bulk path rents nothing; RandomNumberGenerator's may use a stack buffer).
        // The sets that are not a power of two are offered from .NET 10 only: measured no faster (or slower) on .NET 8
        // and 9 (docs/not-shipped.md).
        GetItems("HexTokens", AllocationClaim.NoMore),
        GetItems("AlphanumericIds", AllocationClaim.NoMore, TargetRuntime.Net10),
        GetItems("CryptoHex", AllocationClaim.NoMore),
        GetItems("CryptoCodes", AllocationClaim.NoMore, TargetRuntime.Net10),

        // The LINQ form (Enumerable.Repeat, Select, ToArray, new string): the iterators, the closure and its delegate go.
        // Offered on .NET 8 and 9 only: measured slower on .NET 10 (docs/not-shipped.md).
        GetItems("RepeatSelect", AllocationClaim.Fewer, runtime: TargetRuntime.Net9),

        // PERF0910, one scenario per body the fix writes from: a block that forwards and counts (Read, and Write whose
        // count becomes buffer.Length) under BinaryWriter and BinaryReader, and a block Write to two
        // streams under StreamWriter. The base's pooled array is rented and returned, not allocated: the claim is no more.
        StreamSpanOverrides("CountingStream", AllocationClaim.NoMore),
        StreamSpanOverrides("TeeWriter", AllocationClaim.NoMore),

        // PERF0909, one scenario per pair of declarations the fix removes: the provider in a plain local (an array) and in
        // place (a stackalloc'ed span), and in a using statement and a using declaration (arrays, without nullable
        // annotations). The providers are what the code allocates beyond the buffers, which stay.
        RandomNumberGeneratorFill("Tokens", 2, AllocationClaim.Fewer),
        RandomNumberGeneratorFill("ProviderSalts", 2, AllocationClaim.Fewer),

        // PERF0911, one scenario per form the fix writes: a response's and its content's headers enumerated for their
        // names (foreach over NonValidated), and custom headers read with TryGetValues (NonValidated.TryGetValues),
        // beside a loop over the content headers' values that is reported without a fix. The parsed values and the
        // arrays of strings are what goes.
        NonValidatedHeaders("HeaderNames", 2, AllocationClaim.Fewer),
        NonValidatedHeaders("CustomHeaders", 4, AllocationClaim.Fewer, declined: 1),

        // PERF0912: both builders the fix writes (ValueTask<T> and ValueTask, one awaited through ConfigureAwait), each
        // step suspending on a completion that runs its continuation at once. The state machine boxes are what goes;
        // the pool's lookups are what the time pays.
        new Scenario(
            RuleIdentifiers.PoolValueTaskStateMachines,
            "Pipeline",
            Folder + "PERF0912_Pipeline.cs",
            () => new PoolValueTaskStateMachinesAnalyzer(),
            () => new PoolValueTaskStateMachinesCodeFixProvider(),
            ExpectedDiagnostics: 2,
            AllocationClaim.AtMostHalf),
    };

    private static Scenario GetItems(string name, AllocationClaim claim, TargetRuntime since = TargetRuntime.Net8, TargetRuntime runtime = TargetRuntime.Net10) => new(
        RuleIdentifiers.UseGetItems,
        name,
        Folder + "PERF0908_" + name + ".cs",
        () => new UseGetItemsAnalyzer(),
        () => new UseGetItemsCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim,
        Runtime: runtime,
        Since: since);

    private static Scenario StreamSpanOverrides(string name, AllocationClaim claim) => new(
        RuleIdentifiers.OverrideStreamSpanMethods,
        name,
        Folder + "PERF0910_" + name + ".cs",
        () => new OverrideStreamSpanMethodsAnalyzer(),
        () => new OverrideStreamSpanMethodsCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim);

    private static Scenario NonValidatedHeaders(string name, int diagnostics, AllocationClaim claim, int declined = 0) => new(
        RuleIdentifiers.UseNonValidatedHeaders,
        name,
        Folder + "PERF0911_" + name + ".cs",
        () => new UseNonValidatedHeadersAnalyzer(),
        () => new UseNonValidatedHeadersCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        DeclinedDiagnostics: declined);

    private static Scenario RandomNumberGeneratorFill(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseRandomNumberGeneratorFill,
        name,
        Folder + "PERF0909_" + name + ".cs",
        () => new UseRandomNumberGeneratorFillAnalyzer(),
        () => new UseRandomNumberGeneratorFillCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario RandomShared(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseRandomShared,
        name,
        Folder + "PERF0901_" + name + ".cs",
        () => new UseRandomSharedAnalyzer(),
        () => new UseRandomSharedCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario EnvironmentProcessInfo(string name, int diagnostics, AllocationClaim claim, int allocationCalls = 1000) => new(
        RuleIdentifiers.UseEnvironmentProcessInfo,
        name,
        Folder + "PERF0902_" + name + ".cs",
        () => new UseEnvironmentProcessInfoAnalyzer(),
        () => new UseEnvironmentProcessInfoCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        AllocationCalls: allocationCalls);

    private static Scenario EnumerateInvocationList(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseEnumerateInvocationList,
        name,
        Folder + "PERF0903_" + name + ".cs",
        () => new UseEnumerateInvocationListAnalyzer(),
        () => new UseEnumerateInvocationListCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        Since: TargetRuntime.Net9);

    private static Scenario NullTerminatedSpan(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseNullTerminatedSpan,
        name,
        Folder + "PERF0905_" + name + ".cs",
        () => new UseNullTerminatedSpanAnalyzer(),
        () => new UseNullTerminatedSpanCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario BinaryPrimitives(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseBinaryPrimitives,
        name,
        Folder + "PERF0906_" + name + ".cs",
        () => new UseBinaryPrimitivesAnalyzer(),
        () => new UseBinaryPrimitivesCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario OneShotCryptography(string name, int diagnostics, AllocationClaim claim, int allocationCalls = 1000) => new(
        RuleIdentifiers.UseOneShotCryptography,
        name,
        Folder + "PERF0907_" + name + ".cs",
        () => new UseOneShotCryptographyAnalyzer(),
        () => new UseOneShotCryptographyCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        AllocationCalls: allocationCalls);
}
