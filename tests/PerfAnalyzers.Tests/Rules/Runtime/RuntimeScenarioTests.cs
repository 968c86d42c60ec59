using System.Threading.Tasks;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.Runtime;

/// <summary>Runs the runtime and system rules' hot-loop scenarios: the fix is applied, compiled, run, and must agree and allocate no more.</summary>
public sealed class RuntimeScenarioTests
{
    private readonly ITestOutputHelper _output;

    public RuntimeScenarioTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> Scenarios() => ScenarioTestRunner.KeysFor("PERF09");

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_FixComputesSameResultAndAllocatesLess(string key) => ScenarioTestRunner.RunAsync(key, _output);
}
