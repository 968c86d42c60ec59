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
    public void Combine_CoversEveryProcessInterval_WithTheMedianMean()
    {
        var rows = new[]
        {
            Row(before: 100, beforeMargin: 2, after: 50, afterMargin: 1, beforeBytes: 24),
            Row(before: 120, beforeMargin: 5, after: 48, afterMargin: 1, beforeBytes: 32),
            Row(before: 104, beforeMargin: 1, after: 60, afterMargin: 4, beforeBytes: 24),
        };

        var combined = BenchmarkRow.Combine(rows)!;

        // Medians 104 and 50; the ranges reach 98..125 and 47..64.
        Assert.Equal((104.0, 98.0, 125.0), (combined.BeforeNs, combined.BeforeLowNs, combined.BeforeHighNs));
        Assert.Equal((50.0, 47.0, 64.0), (combined.AfterNs, combined.AfterLowNs, combined.AfterHighNs));
        Assert.Equal(24, combined.BeforeBytes);
        Assert.Equal(3, combined.Processes);

        // Each process alone is faster; together, the verdict allows for the variation between them.
        Assert.All(rows, r => Assert.Equal("faster", r.Verdict));
        Assert.Equal("faster", combined.Verdict);
        Assert.Equal(98.0 / 64, combined.SpeedupLow, 9);
        Assert.True(combined.SpeedupLow < rows.Min(r => r.SpeedupLow));
    }

    [Fact]
    public void Combine_LetsAProcessThatMeasuredSlowOnceWidenTheRangeOnThatSideOnly()
    {
        // PERF0102/StaticConvertImport, 2026-11-28: every process measured the fix about 2.2x faster, one of them with
        // a noisy "before" (429 ± 91 ns against about 300). A range centered on the median (305.9 ± 214.3) reached
        // down to 91.6 ns, below every process's "before", and made the verdict "no measurable difference".
        var rows = new[]
        {
            Row(before: 298.4, beforeMargin: 6.1, after: 139.9, afterMargin: 4.0, beforeBytes: 848),
            Row(before: 305.9, beforeMargin: 9.7, after: 137.2, afterMargin: 3.1, beforeBytes: 848),
            Row(before: 429.0, beforeMargin: 91.2, after: 141.8, afterMargin: 12.2, beforeBytes: 848),
        };

        var combined = BenchmarkRow.Combine(rows)!;

        Assert.Equal((305.9, 292.3, 520.2), (combined.BeforeNs, combined.BeforeLowNs, combined.BeforeHighNs));
        Assert.Equal((139.9, 129.6, 154.0), (combined.AfterNs, combined.AfterLowNs, combined.AfterHighNs));
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

        // Rounded outward, the ranges still cover every process: 36.6437 - 1.8712 to 36.6437 + 1.8712, and 23.4449 -
        // 4.2681 to 23.4449 + 4.2681.
        Assert.Equal((36.6, 34.7, 38.6), (combined.BeforeNs, combined.BeforeLowNs, combined.BeforeHighNs));
        Assert.Equal((23.4, 19.1, 27.8), (combined.AfterNs, combined.AfterLowNs, combined.AfterHighNs));
    }

    [Fact]
    public void Combine_RefusesProcessesThatMeasuredDifferentCode()
    {
        var one = Row(before: 100, beforeMargin: 2, after: 50, afterMargin: 1, beforeBytes: 0);
        Assert.Null(BenchmarkRow.Combine(new[] { one, one with { CodeHash = "other" } }));
        Assert.Null(BenchmarkRow.Combine(Array.Empty<BenchmarkRow>()));
    }

    private static BenchmarkRow Row(double before, double beforeMargin, double after, double afterMargin, long beforeBytes) =>
        BenchmarkRow.Measure("PERF0101", "Shape", before, beforeMargin, after, afterMargin, beforeBytes, 0, "10.0.12", "b12a88c2e477");
}
