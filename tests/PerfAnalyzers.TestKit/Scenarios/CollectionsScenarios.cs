using System.Collections.Generic;
using PerfAnalyzers.Rules.Collections;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the collection rules (PERF08xx).</summary>
public sealed class CollectionsScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Collections/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        // PERF0801, one scenario per form the fix writes: the increment (a word count over TryGetValue), the compound
        // assignment (a long total behind a ContainsKey guard), the reference named after the out variable (a running
        // minimum), and a new reference (ContainsKey with Add in a braceless loop body, TryAdd with an else added, a
        // guard with an initial value); then every other operator, a typed out variable, taken names, a switch section
        // and a TryAdd with a block body. Both sides build the same dictionaries: the payoff is time.
        UpdateInPlace("WordCount", 1),
        UpdateInPlace("GuardedTotals", 1),
        UpdateInPlace("RunningMinimum", 1),
        UpdateInPlace("FreshReference", 3),
        UpdateInPlace("OperatorsAndPlacements", 10),

        // PERF0802: the method form over a Dictionary with the default comparer (TryGetValue) and a HashSet with
        // OrdinalIgnoreCase (Contains of new string(span)), the indexer form over a Dictionary with Ordinal. The original
        // allocates a string per lookup.
        AlternateLookup("KeywordTryGetValue"),
        AlternateLookup("IgnoreCaseContains"),
        AlternateLookup("OrdinalIndexer"),

        // PERF0803: a local array and a read-only field, both small and cleared once per item of the loop. Neither form
        // allocates.
        WholeArrayClear("LetterCounts"),
        WholeArrayClear("RecordFields"),

        // PERF0804, one scenario per call the fix writes: AsSpan().Fill (int[]), Array.Clear (char[]), Array.Fill (an
        // object[] that may be a string[]), span.Fill (Span<byte>), span.Clear() (Span<double>). Neither form allocates.
        Fill("IntArrayFill"),
        Fill("CharArrayClear"),
        Fill("ObjectArrayFill"),
        Fill("ByteSpanFill"),
        Fill("DoubleSpanClear"),

        // PERF0805: the array form (AsSpan().SequenceEqual) and the span form (SequenceEqual). Neither allocates.
        SequenceEqual("IntArrays"),
        SequenceEqual("CharSpans"),

        // PERF0806: without a comparer argument (the default comparer) and with one the source already uses. Both forms
        // allocate the new dictionary; ToDictionary also boxes the source's enumerator.
        CopyConstructor("StringKeys"),
        CopyConstructor("IgnoreCaseComparer"),

        // PERF0807: a foreach over OfType<int>() on a List<int> (a boxed enumerator against the list's struct enumerator)
        // and over Cast<string>() on a string[] (against the array's index loop). The payoff is time: once the JIT has
        // optimized the loop it stack-allocates the boxed enumerator, so only the first calls allocate it.
        RedundantCast("ListOfTypeForeach", AllocationClaim.NoMore),
        RedundantCast("ArrayCastForeach", AllocationClaim.NoMore),

        // PERF0808: lookups in a frozen table (a Dictionary with an ordinal comparer, a HashSet without one, the
        // target-typed and the written-out creation), and what building it costs (the break-even on the page). The
        // lookups allocate nothing on either side; the frozen build allocates more, by design. String keys are proven
        // up to .NET 9: measured no faster on .NET 10, where the rule leaves them alone.
        Freeze("KeywordLookups", AllocationClaim.NoMore, TargetRuntime.Net9),
        Freeze("PortSet", AllocationClaim.NoMore),
        Freeze("KeywordBuild", AllocationClaim.Unclaimed, TargetRuntime.Net9),

        // PERF0809: the capacity alone (a List filled by a for loop) and before a comparer (a Dictionary filled by a
        // foreach). The storage is allocated once instead of grown.
        Presize("ListProjection", AllocationClaim.Fewer),
        Presize("DictionaryWithComparer", AllocationClaim.AtMostHalf),

        // PERF0810, one scenario per way the fix compares and hashes: two ints (==, HashCode.Combine; ValueType.Equals
        // compares such a struct's bits, but boxes both keys), a string, a double, an enum and a nullable (==, Equals,
        // EqualityComparer; ValueType.Equals reads them through reflection), and nine fields with a nested struct
        // (HashCode.Add, the nested struct reported and fixed too). No boxing is left on the fixed side.
        StructEquality("GridCell", 1, AllocationClaim.AtMostHalf),
        StructEquality("QuoteKey", 1, AllocationClaim.AtMostHalf),
        StructEquality("WideKey", 2, AllocationClaim.AtMostHalf),
    };

    private static Scenario UpdateInPlace(string name, int diagnostics) => new(
        RuleIdentifiers.UpdateDictionaryInPlace,
        name,
        Folder + "PERF0801_" + name + ".cs",
        () => new UpdateDictionaryInPlaceAnalyzer(),
        () => new UpdateDictionaryInPlaceCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        AllocationClaim.NoMore);

    private static Scenario AlternateLookup(string name) => new(
        RuleIdentifiers.UseAlternateLookup,
        name,
        Folder + "PERF0802_" + name + ".cs",
        () => new UseAlternateLookupAnalyzer(),
        () => new UseAlternateLookupCodeFixProvider(),
        ExpectedDiagnostics: 1,
        AllocationClaim.AtMostHalf,
        Since: TargetRuntime.Net9);

    private static Scenario WholeArrayClear(string name) => new(
        RuleIdentifiers.UseWholeArrayClear,
        name,
        Folder + "PERF0803_" + name + ".cs",
        () => new UseWholeArrayClearAnalyzer(),
        () => new UseWholeArrayClearCodeFixProvider(),
        ExpectedDiagnostics: 1,
        AllocationClaim.NoMore);

    private static Scenario Fill(string name) => new(
        RuleIdentifiers.UseFill,
        name,
        Folder + "PERF0804_" + name + ".cs",
        () => new UseFillAnalyzer(),
        () => new UseFillCodeFixProvider(),
        ExpectedDiagnostics: 1,
        AllocationClaim.NoMore);

    private static Scenario SequenceEqual(string name) => new(
        RuleIdentifiers.UseSequenceEqual,
        name,
        Folder + "PERF0805_" + name + ".cs",
        () => new UseSequenceEqualAnalyzer(),
        () => new UseSequenceEqualCodeFixProvider(),
        ExpectedDiagnostics: 1,
        AllocationClaim.NoMore);

    private static Scenario CopyConstructor(string name) => new(
        RuleIdentifiers.UseDictionaryCopyConstructor,
        name,
        Folder + "PERF0806_" + name + ".cs",
        () => new UseDictionaryCopyConstructorAnalyzer(),
        () => new UseDictionaryCopyConstructorCodeFixProvider(),
        ExpectedDiagnostics: 1,
        AllocationClaim.Fewer,
        Collectible: false);

    private static Scenario RedundantCast(string name, AllocationClaim claim) => new(
        RuleIdentifiers.RemoveRedundantCast,
        name,
        Folder + "PERF0807_" + name + ".cs",
        () => new RemoveRedundantCastAnalyzer(),
        () => new RemoveRedundantCastCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim,
        Collectible: false);

    private static Scenario Freeze(string name, AllocationClaim claim, TargetRuntime runtime = TargetRuntime.Net10) => new(
        RuleIdentifiers.FreezeLookupTable,
        name,
        Folder + "PERF0808_" + name + ".cs",
        () => new FreezeLookupTableAnalyzer(),
        () => new FreezeLookupTableCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim,
        Runtime: runtime);

    private static Scenario StructEquality(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.ImplementStructEquality,
        name,
        Folder + "PERF0810_" + name + ".cs",
        () => new ImplementStructEqualityAnalyzer(),
        () => new ImplementStructEqualityCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario Presize(string name, AllocationClaim claim) => new(
        RuleIdentifiers.PresizeCollection,
        name,
        Folder + "PERF0809_" + name + ".cs",
        () => new PresizeCollectionAnalyzer(),
        () => new PresizeCollectionCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim);
}
