using System.Threading.Tasks;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.Strings;

/// <summary>Runs the string and text rules' hot-loop scenarios: the fix is applied, compiled, run, and must agree and allocate no more.</summary>
public sealed class StringsScenarioTests
{
    private readonly ITestOutputHelper _output;

    public StringsScenarioTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> Scenarios() => ScenarioTestRunner.KeysFor("PERF07");

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_FixComputesSameResultAndAllocatesLess(string key) => ScenarioTestRunner.RunAsync(key, _output);
}
