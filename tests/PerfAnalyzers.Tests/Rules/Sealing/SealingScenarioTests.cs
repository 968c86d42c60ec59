using System.Threading.Tasks;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.Sealing;

/// <summary>Runs the sealing rule's hot-loop scenarios: the fix is applied, compiled, run, and must agree.</summary>
public sealed class SealingScenarioTests
{
    private readonly ITestOutputHelper _output;

    public SealingScenarioTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> Scenarios() => ScenarioTestRunner.KeysFor("PERF02");

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_FixComputesSameResultAndAllocatesNoMore(string key) => ScenarioTestRunner.RunAsync(key, _output);
}
