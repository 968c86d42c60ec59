using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.Testing;
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

        var comparisons = prepared.CompareResults();
        Assert.True(comparisons.Count >= 3, "A scenario needs edge-case inputs (empty, one element, large).");
        foreach (var comparison in comparisons)
        {
            Assert.True(
                comparison.Equal,
                comparison.HasReference
                    ? $"The fixed code is wrong for input {ValueComparer.Describe(comparison.Input)}: {ValueComparer.Describe(comparison.After)}, the reference gives {ValueComparer.Describe(comparison.Reference)}"
                    : $"Results differ for input {ValueComparer.Describe(comparison.Input)}: before {ValueComparer.Describe(comparison.Before)}, after {ValueComparer.Describe(comparison.After)}");
        }

        // A correctness rule's scenario must hold an input where the original is wrong: else it proves nothing.
        if (comparisons.Any(c => c.HasReference))
        {
            Assert.True(
                comparisons.Any(c => !c.BeforeMatchesReference),
                "The scenario has a Reference but no input where the original code's result differs from it.");
        }

        // Tier-1 code (inlining, and the escape analysis that keeps a delegate on the stack) replaces tier-0 code in the
        // background; on a loaded machine (the coverage run, tests in parallel) it can still be missing on one side after
        // the warm-up, which once measured PERF0402/ArrayCountPredicate's Any at 88 B per call against Count's 24 B. So
        // a claim that fails is measured again after another warm-up: what the code allocates on every call fails every
        // attempt, while code still waiting for tier 1 passes once it arrives.
        string? failure = null;
        for (var attempt = 1; attempt <= 3; attempt++)
        {
            failure = CheckAllocationClaim(key, scenario, prepared.MeasureAllocations(prepared.Before.BenchmarkInput, scenario.AllocationCalls), output);
            if (failure is null)
            {
                break;
            }

            output.WriteLine($"Attempt {attempt}: {failure}");
        }

        Assert.True(failure is null, failure);

        // A short timing for the test log only; the benchmark command measures for the docs.
        var time = prepared.MeasureTime(prepared.Before.BenchmarkInput, batches: 5, batchMilliseconds: 5);
        output.WriteLine($"Time per call (short run, not asserted): before {time.BeforeNanoseconds:F1} ns, after {time.AfterNanoseconds:F1} ns, {time.Speedup:F2}x");

        // The published numbers are of this code: a changed scenario or fixer output needs its row measured again.
        var published = BenchmarkRow.ReadPublished();
        Assert.True(
            published.TryGetValue(key, out var row),
            $"{key} has no row in docs/benchmarks.md: run 'dotnet run -c Release --project tests/PerfAnalyzers.Benchmarks -- --filter {key}'.");
        Assert.True(
            row!.CodeHash == prepared.CodeHash,
            $"The row of {key} in docs/benchmarks.md measured other code (fingerprint {row.CodeHash}; this scenario and fix now give {prepared.CodeHash}): "
            + $"run 'dotnet run -c Release --project tests/PerfAnalyzers.Benchmarks -- --filter {key}'.");
    }

    /// <summary>Null when the measured bytes per call meet the scenario's claim, else why not.</summary>
    private static string? CheckAllocationClaim(string key, Scenario scenario, AllocationMeasurement allocations, ITestOutputHelper output)
    {
        const double NoiseBytesPerCall = 8;
        output.WriteLine($"Allocated per call: before {allocations.BeforeBytesPerCall:F1} B, after {allocations.AfterBytesPerCall:F1} B");

        // Whole bytes per call: anything an object allocated per call shows as 24 B or more, while a one-off allocation
        // somewhere in the 1,000 measured calls (tiering, a lazily made cache) adds a fraction of a byte that is noise.
        var before = System.Math.Round(allocations.BeforeBytesPerCall);
        var after = System.Math.Round(allocations.AfterBytesPerCall);

        // "Fewer" and "at most half" of nothing can't fail: such a claim needs an original that allocates.
        if (scenario.Claim is AllocationClaim.Fewer or AllocationClaim.AtMostHalf && before == 0)
        {
            return $"{key} claims {scenario.Claim} but the original allocates nothing per call: claim NoMore (the fix adds no allocation) or Unclaimed.";
        }

        return scenario.Claim switch
        {
            // An object more per call is 24 B or more; under a loaded machine a one-off allocation in the measured
            // calls (tiering, a timer) has shown up as a byte or two per call when both sides allocate the same.
            AllocationClaim.NoMore when after >= before + NoiseBytesPerCall => $"The fix allocates more: {allocations}",
            AllocationClaim.Fewer when after >= before => $"The fix does not allocate less: {allocations}",
            AllocationClaim.AtMostHalf when after * 2 > before => $"The fix does not halve allocations: {allocations}",
            _ => null,
        };
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
