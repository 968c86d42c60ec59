using System;
using System.Linq;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>The benchmark table's rows: reading every format, and combining the processes that measured a scenario.</summary>
public sealed class BenchmarkRowTests
{
    [Fact]
    public void Parse_ReadsRowsOfEveryFormat()
    {
        // Before the Processes column, and with the symmetric "± half-width" of rows written before the ranges became
        // asymmetric: read as the range it stated.
        var old = BenchmarkRow.Parse("| PERF0101 | Shape | 1,790.5 ± 18.3 | 49.0 ± 3.6 | 36.5x (33.7x–39.8x) | faster | 1,048 | 424 | 10.0.12 | b12a88c2e477 |");
        Assert.NotNull(old);
        Assert.Equal(1, old!.Processes);
        Assert.Equal((1790.5, 1772.2, 1808.8), (old.BeforeNs, old.BeforeLowNs, old.BeforeHighNs));
        Assert.Equal((49.0, 45.4, 52.6), (old.AfterNs, old.AfterLowNs, old.AfterHighNs));
        Assert.Equal("10.0.12", old.Runtime);
        Assert.Equal("b12a88c2e477", old.CodeHash);

        // The speedup range such a row showed is the one it computes now.
        Assert.Equal("33.7x", old.Render().Split('(', '–')[5].Trim());

        var three = old with { Processes = 3, BeforeHighNs = 2_950.1 };
        Assert.Contains("| 1,790.5 (1,772.2–2,950.1) | 49.0 (45.4–52.6) |", three.Render(), StringComparison.Ordinal);
        Assert.Equal(three, BenchmarkRow.Parse(three.Render()));

        var semiOld = BenchmarkRow.Parse("| PERF0101 | Shape | 1,790.5 ± 18.3 | 49.0 ± 3.6 | 36.5x (33.7x–39.8x) | faster | 1,048 | 424 | 3 | 10.0.12 | b12a88c2e477 |");
        Assert.Equal(old with { Processes = 3 }, semiOld);

        Assert.Null(BenchmarkRow.Parse("| PERF0101 | Shape | 1.0 ± 0.1 | 1.0 ± 0.1 | 1.00x | faster | 0 | 0 | x | 10.0.12 | abc |"));
        Assert.Null(BenchmarkRow.Parse("| PERF0101 | Shape | 1.0 (0.9 | 1.0 ± 0.1 | 1.00x | faster | 0 | 0 | 3 | 10.0.12 | abc |"));
    }

    [Fact]
    public void Combine_OfThreeProcesses_TakesTheMedianMeanAndTheMedianEnds()
    {
        var rows = new[]
        {
            Row(before: 100, beforeMargin: 2, after: 50, afterMargin: 1, beforeBytes: 24),
            Row(before: 120, beforeMargin: 5, after: 48, afterMargin: 1, beforeBytes: 32),
            Row(before: 104, beforeMargin: 1, after: 60, afterMargin: 4, beforeBytes: 24),
        };

        var combined = BenchmarkRow.Combine(rows)!;

        // Medians 104 and 50; low ends 98, 115, 103 and high ends 102, 125, 105 before; 49, 47, 56 and 51, 49, 64 after.
        Assert.Equal((104.0, 103.0, 105.0), (combined.BeforeNs, combined.BeforeLowNs, combined.BeforeHighNs));
        Assert.Equal((50.0, 49.0, 51.0), (combined.AfterNs, combined.AfterLowNs, combined.AfterHighNs));
        Assert.Equal(24, combined.BeforeBytes);
        Assert.Equal(3, combined.Processes);
        Assert.Equal("faster", combined.Verdict);
        Assert.Equal(103.0 / 51, combined.SpeedupLow, 9);
    }

    [Fact]
    public void Combine_OfThreeProcesses_IsNotDecidedByOneWildProcess()
    {
        // PERF0402/ArrayCountPredicate, 2026-11-27: two processes measured Any about 1.5x faster than Count(p) > 0, the
        // third's "before" interval ran from 0 to 51 us. The range from the lowest low to the highest high said "no
        // measurable difference" (0.00x-240x), whatever the other two measured.
        var steady = new[]
        {
            Row(before: 512.3, beforeMargin: 9.8, after: 331.8, afterMargin: 6.1, beforeBytes: 24),
            Row(before: 498.7, beforeMargin: 12.4, after: 340.2, afterMargin: 8.3, beforeBytes: 24),
        };
        var wild = Row(before: 25_600, beforeMargin: 25_600, after: 213.0, afterMargin: 60, beforeBytes: 24);

        var combined = BenchmarkRow.Combine(new[] { steady[0], wild, steady[1] })!;

        Assert.Equal("no measurable difference", wild.Verdict);
        Assert.Equal("faster", combined.Verdict);
        Assert.Equal((512.3, 486.3, 522.1), (combined.BeforeNs, combined.BeforeLowNs, combined.BeforeHighNs));
        Assert.Equal((331.8, 325.7, 337.9), (combined.AfterNs, combined.AfterLowNs, combined.AfterHighNs));

        // Two processes can't tell which of them is wild: their range covers both, and says so.
        var two = BenchmarkRow.Combine(new[] { steady[0], wild })!;
        Assert.Equal((0.0, 51_200.0), (two.BeforeLowNs, two.BeforeHighNs));
        Assert.Equal("no measurable difference", two.Verdict);

        // Nor are two wild processes out of five; the same two out of three are the typical process.
        var five = BenchmarkRow.Combine(new[] { steady[0], wild, steady[1], wild, steady[0] })!;
        Assert.Equal("faster", five.Verdict);
        Assert.Equal("no measurable difference", BenchmarkRow.Combine(new[] { steady[0], wild, wild })!.Verdict);
    }

    [Fact]
    public void Combine_LetsAProcessThatMeasuredSlowOnceWidenTheRangeOnThatSideOnly()
    {
        // PERF0102/StaticConvertImport, 2026-11-28: every process measured the fix about 2.2x faster, one of them with
        // a noisy "before" (429 ± 91 ns against about 300). A range centered on the median (305.9 ± 214.3) reached
        // down to 91.6 ns, below every process's "before", and made the verdict "no measurable difference". Of two such
        // processes, the range covers both intervals, up from the lower low.
        var rows = new[]
        {
            Row(before: 298.4, beforeMargin: 6.1, after: 139.9, afterMargin: 4.0, beforeBytes: 848),
            Row(before: 429.0, beforeMargin: 91.2, after: 141.8, afterMargin: 12.2, beforeBytes: 848),
        };

        var combined = BenchmarkRow.Combine(rows)!;

        Assert.Equal((363.7, 292.3, 520.2), (combined.BeforeNs, combined.BeforeLowNs, combined.BeforeHighNs));
        Assert.Equal((140.9, 129.6, 154.0), (combined.AfterNs, combined.AfterLowNs, combined.AfterHighNs));
        Assert.All(rows, r => Assert.Equal("faster", r.Verdict));
        Assert.Equal("faster", combined.Verdict);
        Assert.Equal(292.3 / 154.0, combined.SpeedupLow, 9);
    }

    [Fact]
    public void Measure_NeverGivesANegativeTime()
    {
        // PERF0402/ArrayCountPredicate, 2026-11-28: one process's margin was wider than its mean, and the range read
        // "-105.7x-1576x".
        var noisy = BenchmarkRow.Measure("PERF0402", "Shape", 900, 1_400, 300, 350, 0, 0, "10.0.12", "b12a88c2e477");
        Assert.Equal((0.0, 2_300.0), (noisy.BeforeLowNs, noisy.BeforeHighNs));
        Assert.Equal((0.0, 650.0), (noisy.AfterLowNs, noisy.AfterHighNs));

        var combined = BenchmarkRow.Combine(new[] { noisy, Row(before: 800, beforeMargin: 10, after: 250, afterMargin: 5, beforeBytes: 0) with { RuleId = "PERF0402" } })!;
        Assert.Equal(0.0, combined.SpeedupLow);
        Assert.True(double.IsPositiveInfinity(combined.SpeedupHigh));
        Assert.Equal("no measurable difference", combined.Verdict);
        Assert.Contains("(0.00x–∞)", combined.Render(), StringComparison.Ordinal);
    }

    [Fact]
    public void Combine_GivesTheRowItsTableReadsBack()
    {
        // Times with more digits than the table shows: the range a row shows must be the one its parsed row computes,
        // or writing the table again would change rows nobody re-measured (2.01x became 2.02x).
        var rows = new[]
        {
            Row(before: 36.6437, beforeMargin: 1.8712, after: 23.4449, afterMargin: 4.2681, beforeBytes: 0),
            Row(before: 35.9812, beforeMargin: 0.9021, after: 22.1873, afterMargin: 1.0344, beforeBytes: 0),
            Row(before: 37.2051, beforeMargin: 1.2290, after: 24.9167, afterMargin: 2.1021, beforeBytes: 0),
        };

        var combined = BenchmarkRow.Combine(rows)!;
        var reread = BenchmarkRow.Parse(combined.Render())!;

        Assert.Equal(combined.Render(), reread.Render());
        Assert.Equal(combined, reread with { Runtime = combined.Runtime });

        // Rounded outward: the median low ends are 36.6437 - 1.8712 = 34.7725, 35.0791 and 35.9761 before, and 19.1768,
        // 21.1529 and 22.8146 after; the median high ends 38.4341 and 27.0188.
        Assert.Equal((36.6, 35.0, 38.5), (combined.BeforeNs, combined.BeforeLowNs, combined.BeforeHighNs));
        Assert.Equal((23.4, 21.1, 27.1), (combined.AfterNs, combined.AfterLowNs, combined.AfterHighNs));
    }

    [Fact]
    public void Combine_RefusesProcessesThatMeasuredDifferentCode()
    {
        var one = Row(before: 100, beforeMargin: 2, after: 50, afterMargin: 1, beforeBytes: 0);
        Assert.Null(BenchmarkRow.Combine(new[] { one, one with { CodeHash = "other" } }));
        Assert.Null(BenchmarkRow.Combine(Array.Empty<BenchmarkRow>()));
    }

    [Fact]
    public void ProcessResult_RoundTripsThroughItsLine()
    {
        var process = new ProcessResult("PERF0402", "Shape", 512.30000000000007, 9.8123, 331.8, 6.1, 24, 24, "10.0.12", "accbbb0b32c8", "2026-11-28", "AMD EPYC\twith a tab");

        var reread = ProcessResult.Parse(process.Format())!;

        Assert.Equal(process with { Cpu = "AMD EPYC with a tab" }, reread);
        Assert.Null(ProcessResult.Parse("# rule\tscenario"));
        Assert.Null(ProcessResult.Parse("PERF0402\tShape\tnot a number\t1\t1\t1\t0\t0\t10.0.12\tabc\t2026-11-28\tcpu"));
    }

    [Fact]
    public void PublishedRows_AreWhatTheirRecordedProcessesGive()
    {
        // docs/benchmark-processes.tsv keeps each process behind a row: the row must be their combination, for a row
        // edited by hand, or combined by a method the README no longer describes, to fail here.
        var published = BenchmarkRow.ReadPublished();
        var processes = ProcessResult.ReadPublished();
        var catalog = ScenarioCatalog.All
            .SelectMany(s => s.ProvenOn.Select(r => BenchmarkRow.IdOf(s.Key, ScenarioRunners.MajorVersion(r))))
            .ToHashSet(StringComparer.Ordinal);
        foreach (var (key, list) in processes)
        {
            Assert.True(catalog.Contains(key), $"{ProcessResult.FileName} holds {key}, which is no scenario on a runtime it is proven on.");
            Assert.True(published.TryGetValue(key, out var row), $"{ProcessResult.FileName} holds {key}, which has no row in docs/benchmarks.md.");
            var combined = ProcessResult.Combine(list);
            Assert.True(combined is not null, $"The processes of {key} measured different code.");
            Assert.Equal(combined!.Render(), row!.Render());
        }
    }

    [Fact]
    public void EveryScenario_HasARowOnEveryRuntimeItIsProvenOn()
    {
        // A rewrite is offered for a target only where it was measured on that target's runtime: every scenario has a
        // row for each runtime its rule reports on (a new runtime, or a new scenario, fails here until measured).
        var published = BenchmarkRow.ReadPublished();
        var missing = ScenarioCatalog.All
            .SelectMany(s => s.ProvenOn.Select(r => (s.Key, Major: ScenarioRunners.MajorVersion(r))))
            .Where(p => !published.ContainsKey(BenchmarkRow.IdOf(p.Key, p.Major)))
            .Select(p => $"{p.Key} --runtime {p.Major}")
            .ToList();
        Assert.True(missing.Count == 0, "No row in docs/benchmarks.md (run the benchmark command with --filter): " + string.Join(", ", missing));
    }

    private static BenchmarkRow Row(double before, double beforeMargin, double after, double afterMargin, long beforeBytes) =>
        BenchmarkRow.Measure("PERF0101", "Shape", before, beforeMargin, after, afterMargin, beforeBytes, 0, "10.0.12", "b12a88c2e477");
}
