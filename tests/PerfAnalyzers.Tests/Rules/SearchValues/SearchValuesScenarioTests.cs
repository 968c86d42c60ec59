using System.Threading.Tasks;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.SearchValues;

/// <summary>Runs the SearchValues rules' hot-loop scenarios: the fix is applied, compiled, run, and must agree and allocate no more.</summary>
public sealed class SearchValuesScenarioTests
{
    private readonly ITestOutputHelper _output;

    public SearchValuesScenarioTests(ITestOutputHelper output) => _output = output;

    public static TheoryData<string> Scenarios() => ScenarioTestRunner.KeysFor("PERF06");

    [Theory]
    [MemberData(nameof(Scenarios))]
    public Task Scenario_FixComputesSameResultAndAllocatesLess(string key) => ScenarioTestRunner.RunAsync(key, _output);
}
