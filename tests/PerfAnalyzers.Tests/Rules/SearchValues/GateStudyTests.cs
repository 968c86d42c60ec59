using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using PerfAnalyzers.ScenarioExecution;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.TestKit.Verification;

namespace PerfAnalyzers.Tests.Rules.SearchValues;

/// <summary>
/// The gate studies behind PERF0601's and PERF0603's thresholds (<see cref="GateStudy"/>): the code each size measures
/// is what the rule and its fix do, both versions compute the same results, and the published numbers measured it.
/// </summary>
public sealed class GateStudyTests
{
    [Theory]
    [MemberData(nameof(ConsistencyTests.GateStudies), MemberType = typeof(ConsistencyTests))]
    public async Task GateStudy_MeasuresWhatTheRuleAndItsFixDo(string name)
    {
        var study = GateStudy.All.Single(g => g.Name == name);
        var published = ProcessResult.Read(GateStudy.PublishedPath);
        var atThreshold = await study.FixedAtThresholdAsync();
        var unmeasured = new System.Collections.Generic.List<string>();
        foreach (var size in study.Sizes)
        {
            var (before, after, diagnostics) = await study.WriteAsync(size);

            // The rule reports exactly from the threshold its page's table is about.
            Assert.True(
                diagnostics == (size >= study.Threshold ? 1 : 0),
                $"{study.Key(size)}: {diagnostics} diagnostic(s); the study's threshold is {study.Threshold}.");

            // Below the threshold the fixed code is the fix's output at the threshold with the set replaced: wherever the
            // rule reports, that replacement is what the fix writes (but for the field's name, which follows the set: a set
            // of vowels is s_vowels).
            if (diagnostics > 0 && study.Threshold > 1)
            {
                Assert.Equal(WithoutFieldNames(after), WithoutFieldNames(study.SetSize(atThreshold, study.Threshold, size)));
            }

            using var prepared = await HotLoopHarness.CompileAsync(study.AsScenario(size), before, after);
            foreach (var comparison in prepared.CompareResults())
            {
                Assert.True(
                    comparison.Equal,
                    $"{study.Key(size)}: results differ for input {ValueComparer.Describe(comparison.Input)}: before {ValueComparer.Describe(comparison.Before)}, after {ValueComparer.Describe(comparison.After)}");
            }

            // The table on the rule page measured this code.
            if (!published.TryGetValue(study.Id(size), out var processes))
            {
                unmeasured.Add(study.Key(size));
                continue;
            }

            Assert.All(processes, p => Assert.True(
                p.CodeHash == prepared.CodeHash,
                $"{study.Key(size)} was measured on other code ({p.CodeHash}; now {prepared.CodeHash}): run the study again."));
        }

        Assert.True(
            unmeasured.Count == 0,
            $"Not measured: {string.Join(", ", unmeasured)}. Run 'dotnet run -c Release --project tools/PerfAnalyzers.Benchmarks -- --studies --filter {study.RuleId}/{study.Name}'.");
    }

    private static string WithoutFieldNames(string code)
    {
        foreach (Match field in Regex.Matches(code, @"static readonly SearchValues<\w+> (?<name>\w+) ="))
        {
            code = Regex.Replace(code, $@"\b{field.Groups["name"].Value}\b", "FIELD");
        }

        return code;
    }
}
