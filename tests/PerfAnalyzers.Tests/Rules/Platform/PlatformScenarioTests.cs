using System.Threading.Tasks;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.Platform;

/// <summary>Runs the reflection, serialization, regex and async rules' hot-loop scenarios: the fix is applied, compiled, run, and must agree and allocate no more.</summary>
public sealed class PlatformScenarioTests
{
    private readonly ITestOutputHelper _output;

    public PlatformScenarioTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> Scenarios() => ScenarioTestRunner.KeysFor("PERF10");

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_FixComputesSameResultAndAllocatesLess(string key) => ScenarioTestRunner.RunAsync(key, _output);
}
