using System.Collections.Generic;
using PerfAnalyzers.Rules.Platform;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the reflection, serialization, regex and async rules (PERF10xx).</summary>
public sealed class PlatformScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Platform/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        // PERF1004: one scenario with every form the fix writes (the await waits with the timeout: milliseconds, a
        // TimeSpan with ConfigureAwait, a token source's using statement unwrapped; a message kept in a guarded wait,
        // a token source's using declaration removed). The delay's task and timer, WhenAny's continuation and the token
        // sources are what the code before allocates beyond the tasks it waits for.
        new Scenario(
            RuleIdentifiers.UseWaitAsync,
            "Timeouts",
            Folder + "PERF1004_Timeouts.cs",
            () => new UseWaitAsyncAnalyzer(),
            () => new UseWaitAsyncCodeFixProvider(),
            ExpectedDiagnostics: 5,
            AllocationClaim.AtMostHalf),
    };
}
