using System.IO;
using System.Linq;
using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests;

/// <summary>
/// Every hot-loop scenario on every runtime it is proven on besides its own target (<see cref="Scenario.ProvenOn"/>):
/// compiled for that runtime's target, fixed as for a project targeting it, run by the scenario runner on that
/// runtime. And the rule stays silent on the runtimes before its gate (<see cref="Scenario.SilentOn"/>). The family
/// classes (<c>*ScenarioTests</c>) run each scenario's own target. One class per runtime, so that xunit runs them side
/// by side: most of a runner's time is the warm-up's pauses for the tiered compiler.
/// </summary>
public abstract class ScenarioRuntimesTests
{
    private readonly ITestOutputHelper _output;

    protected ScenarioRuntimesTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> OtherTarget(TargetRuntime runtime)
    {
        var data = new TheoryData<string>();
        foreach (var scenario in ScenarioCatalog.All.Where(s => s.Runtime != runtime && s.ProvenOn.Contains(runtime)))
        {
            data.Add(scenario.Key);
        }

        return data;
    }

    public static TheoryData<string> Silent(TargetRuntime runtime)
    {
        var data = new TheoryData<string>();
        foreach (var scenario in ScenarioCatalog.All.Where(s => s.SilentOn.Contains(runtime)))
        {
            data.Add(scenario.Key);
        }

        return data;
    }

    protected Task RunOnAsync(string key, TargetRuntime runtime) => ScenarioTestRunner.RunOnAsync(key, runtime, _output);

    protected static async Task AssertSilentAsync(string key, TargetRuntime runtime)
    {
        var scenario = ScenarioCatalog.All.Single(s => s.Key == key);
        var source = await File.ReadAllTextAsync(Path.Combine(ReferenceSets.RepositoryRoot, scenario.RelativePath));
        var (diagnostics, _) = await HotLoopHarness.FixAsync(scenario.For(runtime), source);
        Assert.True(
            diagnostics == 0,
            $"{key}: {scenario.RuleId} reports {diagnostics} diagnostic(s) for {ReferenceSets.Describe(runtime)}, before the scenario's Since "
            + $"({ReferenceSets.Describe(scenario.Since)}): prove it there (set Since) or keep the rule silent.");
    }
}

public sealed class ScenarioOnNet8Tests : ScenarioRuntimesTests
{
    public ScenarioOnNet8Tests(ITestOutputHelper output)
        : base(output)
    {
    }

    public static TheoryData<string> Scenarios() => OtherTarget(TargetRuntime.Net8);

    public static TheoryData<string> SilentScenarios() => Silent(TargetRuntime.Net8);

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_SameResultsAndAllocationClaimOnNet8(string key) => RunOnAsync(key, TargetRuntime.Net8);

    [Theory]
    [MemberData(nameof(SilentScenarios))]
    public Task Scenario_RuleSilentForNet8(string key) => AssertSilentAsync(key, TargetRuntime.Net8);
}

public sealed class ScenarioOnNet9Tests : ScenarioRuntimesTests
{
    public ScenarioOnNet9Tests(ITestOutputHelper output)
        : base(output)
    {
    }

    public static TheoryData<string> Scenarios() => OtherTarget(TargetRuntime.Net9);

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_SameResultsAndAllocationClaimOnNet9(string key) => RunOnAsync(key, TargetRuntime.Net9);
}
