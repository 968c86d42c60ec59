using System.Collections.Generic;
using PerfAnalyzers.Rules.Sealing;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>
/// Hot-loop scenarios of the sealing rules: PERF0201's four effects of sealing the article measures
/// (Performance Improvements in .NET 6, "Peanut Butter"), and PERF0202's calls to base members made non-virtual (same
/// section). Neither changes an allocation: the claim is NoMore, the payoff is time.
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
        new(
            RuleIdentifiers.MakeMembersNonVirtual,
            "BaseMembers",
            Folder + "PERF0202_BaseMembers.cs",
            () => new MakeMembersNonVirtualAnalyzer(),
            () => new MakeMembersNonVirtualCodeFixProvider(),
            ExpectedDiagnostics: 7,
            AllocationClaim.NoMore),
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
