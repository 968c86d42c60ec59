using System.Threading.Tasks;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.Hex;

/// <summary>Runs the hex rules' hot-loop scenarios: the fix is applied, compiled, run, and must agree and allocate less.</summary>
public sealed class HexScenarioTests
{
    private readonly ITestOutputHelper _output;

    public HexScenarioTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> Scenarios() => ScenarioTestRunner.KeysFor("PERF01");

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_FixComputesSameResultAndAllocatesLess(string key) => ScenarioTestRunner.RunAsync(key, _output);
}
