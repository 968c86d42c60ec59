using System.Threading.Tasks;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

/// <summary>Runs the ArrayPool rules' hot-loop scenarios: the fix is applied, compiled, run, and must agree and allocate less.</summary>
public sealed class ArrayPoolScenarioTests
{
    private readonly ITestOutputHelper _output;

    public ArrayPoolScenarioTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> Scenarios() => ScenarioTestRunner.KeysFor("PERF05");

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_FixComputesSameResultAndAllocatesLess(string key) => ScenarioTestRunner.RunAsync(key, _output);
}
