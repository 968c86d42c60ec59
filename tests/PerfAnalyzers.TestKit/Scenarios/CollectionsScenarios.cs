using System.Collections.Generic;
using PerfAnalyzers.Rules.Collections;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the collection rules (PERF08xx).</summary>
public sealed class CollectionsScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Collections/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        // PERF0806: without a comparer argument (the default comparer) and with one the source already uses. Both forms
        // allocate the new dictionary; ToDictionary also boxes the source's enumerator.
        CopyConstructor("StringKeys"),
        CopyConstructor("IgnoreCaseComparer"),
    };

    private static Scenario CopyConstructor(string name) => new(
        RuleIdentifiers.UseDictionaryCopyConstructor,
        name,
        Folder + "PERF0806_" + name + ".cs",
        () => new UseDictionaryCopyConstructorAnalyzer(),
        () => new UseDictionaryCopyConstructorCodeFixProvider(),
        ExpectedDiagnostics: 1,
        AllocationClaim.Fewer,
        Collectible: false);
}
