using System.Collections.Generic;
using PerfAnalyzers.Rules.Sealing;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>
/// Hot-loop scenarios of the sealing rule (PERF0201): the four effects of sealing the article measures
/// (seed 001:3312-3520). Sealing changes no allocation: the claim is NoMore, the payoff is time.
/// </summary>
public sealed class SealingScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Sealing/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        Create("VirtualCall"),
        Create("IsCheck"),
        Create("ArrayStore"),
        Create("ArrayToSpan"),
        Create("ProtectedMembers", diagnostics: 3),
        Create("HidingAndPartialMembers"),
    };

    private static Scenario Create(string name, int diagnostics = 1) => new(
        RuleIdentifiers.SealInternalTypes,
        name,
        Folder + "PERF0201_" + name + ".cs",
        () => new SealInternalTypesAnalyzer(),
        () => new SealInternalTypesCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        AllocationClaim.NoMore);
}
