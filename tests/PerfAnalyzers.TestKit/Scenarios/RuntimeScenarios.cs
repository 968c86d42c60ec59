using System.Collections.Generic;
using PerfAnalyzers.Rules.Runtime;

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
    };

    private static Scenario RandomShared(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseRandomShared,
        name,
        Folder + "PERF0901_" + name + ".cs",
        () => new UseRandomSharedAnalyzer(),
        () => new UseRandomSharedCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);
}
