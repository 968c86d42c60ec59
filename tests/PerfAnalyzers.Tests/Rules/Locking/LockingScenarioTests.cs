using System.Threading.Tasks;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.Locking;

/// <summary>Runs the locking rules' hot-loop scenarios: the fix is applied, compiled, run, and must agree and allocate no more.</summary>
public sealed class LockingScenarioTests
{
    private readonly ITestOutputHelper _output;

    public LockingScenarioTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> Scenarios() => ScenarioTestRunner.KeysFor("PERF03");

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_FixComputesSameResultAndAllocatesNoMore(string key) => ScenarioTestRunner.RunAsync(key, _output);
}
