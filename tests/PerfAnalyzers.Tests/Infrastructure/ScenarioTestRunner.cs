using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.Testing;
using PerfAnalyzers.ScenarioExecution;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.TestKit.Verification;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests;

/// <summary>The assertions every hot-loop scenario test makes. Times are printed, never asserted.</summary>
public static class ScenarioTestRunner
{
    public static TheoryData<string> KeysFor(string idPrefix)
    {
        var data = new TheoryData<string>();
        foreach (var scenario in ScenarioCatalog.All.Where(s => s.RuleId.StartsWith(idPrefix, System.StringComparison.Ordinal)))
        {
            data.Add(scenario.Key);
        }

        return data;
    }

    public static async Task RunAsync(string key, ITestOutputHelper output)
    {
        var scenario = ScenarioCatalog.All.Single(s => s.Key == key);

        // PrepareAsync asserts the diagnostics, that the fix leaves none, compiles, and adds no warning.
        using var prepared = await HotLoopHarness.PrepareAsync(scenario);
        output.WriteLine("Fixed code:");
        output.WriteLine(prepared.FixedSource);

        // The code the harness runs is the code the rule's tests verify: the test framework, applying the fix one
        // diagnostic at a time and by Fix All in document, project and solution (also with CRLF line endings), gets
        // exactly this fixed source.
        await VerifyWithTestFrameworkAsync(prepared);

        await AssertChecksAsync(prepared, measureTime: true, output);

        AssertPublishedRow(prepared);
    }

    /// <summary>
    /// A scenario prepared for one of the targets it is proven on other than its own (<see cref="Scenario.ProvenOn"/>):
    /// the harness's checks of the diagnostics and the fixed code for that target, then the same results and allocation
    /// claim on that target's runtime.
    /// </summary>
    public static async Task RunOnAsync(string key, TargetRuntime runtime, ITestOutputHelper output)
    {
        var scenario = ScenarioCatalog.All.Single(s => s.Key == key);
        Assert.Contains(runtime, scenario.ProvenOn);
        using var prepared = await HotLoopHarness.PrepareAsync(scenario.For(runtime));
        output.WriteLine($"Fixed code for {ReferenceSets.Describe(runtime)}:");
        output.WriteLine(prepared.FixedSource);
        await AssertChecksAsync(prepared, measureTime: false, output);

        // Every runtime's row is required, and must have measured this code.
        AssertPublishedRow(prepared);
    }

    /// <summary>
    /// The published numbers are of this code: the row of the scenario on its target's runtime measured the code the
    /// scenario and its fix give now. A changed scenario or fixer output needs its row measured again.
    /// </summary>
    private static void AssertPublishedRow(PreparedScenario prepared)
    {
        var key = prepared.Scenario.Key;
        var major = ScenarioRunners.MajorVersion(prepared.Scenario.Runtime);
        var id = BenchmarkRow.IdOf(key, major);
        var command = $"'dotnet run -c Release --project tools/PerfAnalyzers.Benchmarks -- --filter {key} --runtime {major}'";
        if (!BenchmarkRow.ReadPublished().TryGetValue(id, out var row))
        {
            Assert.Fail($"{id} has no row in docs/benchmarks.md: run {command}.");
        }

        Assert.True(
            row.CodeHash == prepared.CodeHash,
            $"The row of {id} in docs/benchmarks.md measured other code (fingerprint {row.CodeHash}; this scenario and fix now give {prepared.CodeHash}): run {command}.");
    }

    /// <summary>
    /// The checks of <see cref="ScenarioPair.Check"/>, run on the runtime of the prepared scenario's target, asserted:
    /// every input gives the same result (or, for a correctness rule, the reference's), a correctness rule's scenario
    /// holds an input the original gets wrong, and the allocation claim holds. Each failure names the runtime.
    /// </summary>
    private static async Task AssertChecksAsync(PreparedScenario prepared, bool measureTime, ITestOutputHelper output)
    {
        var report = await prepared.CheckAsync(measureTime);
        var on = $"on .NET {report.Runtime} ({ReferenceSets.Describe(prepared.Scenario.Runtime)})";
        Assert.True(report.Comparisons.Count >= 3, "A scenario needs edge-case inputs (empty, one element, large).");
        foreach (var comparison in report.Comparisons)
        {
            Assert.True(comparison.Equal, $"{comparison.Failure} {on}");
        }

        // A correctness rule's scenario must hold an input where the original is wrong: else it proves nothing.
        if (report.Comparisons.Any(c => c.Reference is not null))
        {
            Assert.True(
                report.Comparisons.Any(c => !c.BeforeMatchesReference),
                $"The scenario has a Reference but no input where the original code's result differs from it {on}.");
        }

        for (var i = 0; i < report.AllocationAttempts.Count; i++)
        {
            var allocations = report.AllocationAttempts[i];
            output.WriteLine($"Allocated per call {on}, attempt {i + 1}: before {allocations.BeforeBytesPerCall:F1} B, after {allocations.AfterBytesPerCall:F1} B");
        }

        Assert.True(report.ClaimFailure is null, $"{prepared.Scenario.Key} {on}: {report.ClaimFailure}");

        if (report.Time is { } time)
        {
            output.WriteLine($"Time per call {on} (short run, not asserted): before {time.BeforeNanoseconds:F1} ns, after {time.AfterNanoseconds:F1} ns, {time.Speedup:F2}x");
        }
    }

    private static async Task VerifyWithTestFrameworkAsync(PreparedScenario prepared)
    {
        var scenario = prepared.Scenario;
        var test = new PerfCodeFixTest(ImmutableArray.Create(scenario.CreateAnalyzer()), ImmutableArray.Create(scenario.CreateFixer()))
        {
            Runtime = scenario.Runtime,
            SourceGenerators = scenario.SourceGenerators,
            TestCode = prepared.OriginalSource,
            FixedCode = prepared.FixedSource,
            EditorConfig = $"root = true\n\n[*.cs]\ndotnet_diagnostic.{scenario.RuleId}.severity = warning\n" + (scenario.EditorConfig ?? string.Empty),
        };
        foreach (var diagnostic in prepared.Diagnostics)
        {
            test.ExpectedDiagnostics.Add(Expected(diagnostic));
        }

        // The shapes the fixer declines stay, in the fixed code.
        foreach (var diagnostic in prepared.Declined)
        {
            test.FixedState.ExpectedDiagnostics.Add(Expected(diagnostic));
        }

        static DiagnosticResult Expected(Microsoft.CodeAnalysis.Diagnostic diagnostic)
        {
            var span = diagnostic.Location.GetLineSpan();
            return new DiagnosticResult(diagnostic.Descriptor)
                .WithSeverity(diagnostic.Severity)
                .WithMessage(diagnostic.GetMessage(System.Globalization.CultureInfo.InvariantCulture))
                .WithSpan(span.StartLinePosition.Line + 1, span.StartLinePosition.Character + 1, span.EndLinePosition.Line + 1, span.EndLinePosition.Character + 1)
                .WithOptions(DiagnosticOptions.IgnoreAdditionalLocations);
        }

        await test.RunAsync();
    }
}
