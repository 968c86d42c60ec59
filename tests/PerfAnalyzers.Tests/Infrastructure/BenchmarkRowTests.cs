using System;
using System.Linq;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>The benchmark table's rows: reading both formats, and combining the processes that measured a scenario.</summary>
public sealed class BenchmarkRowTests
{
    [Fact]
    public void Parse_ReadsRowsWithAndWithoutTheProcessesColumn()
    {
        var old = BenchmarkRow.Parse("| PERF0101 | Shape | 1,790.5 ± 18.3 | 49.0 ± 3.6 | 36.5x (33.7x–39.8x) | faster | 1,048 | 424 | 10.0.12 | b12a88c2e477 |");
        Assert.NotNull(old);
        Assert.Equal(1, old!.Processes);
        Assert.Equal("10.0.12", old.Runtime);
        Assert.Equal("b12a88c2e477", old.CodeHash);

        var three = old with { Processes = 3 };
        Assert.Equal(three, BenchmarkRow.Parse(three.Render()));
        Assert.Null(BenchmarkRow.Parse("| PERF0101 | Shape | 1.0 ± 0.1 | 1.0 ± 0.1 | 1.00x | faster | 0 | 0 | x | 10.0.12 | abc |"));
    }

    [Fact]
    public void Combine_CoversEveryProcessInterval_AroundTheMedianMean()
    {
        var rows = new[]
        {
            Row(before: 100, beforeMargin: 2, after: 50, afterMargin: 1, beforeBytes: 24),
            Row(before: 120, beforeMargin: 5, after: 48, afterMargin: 1, beforeBytes: 32),
            Row(before: 104, beforeMargin: 1, after: 60, afterMargin: 4, beforeBytes: 24),
        };

        var combined = BenchmarkRow.Combine(rows)!;

        // Medians 104 and 50; the ranges reach 98..125 and 47..64.
        Assert.Equal(104, combined.BeforeNs);
        Assert.Equal(21, combined.BeforeMarginNs, 6);
        Assert.Equal(50, combined.AfterNs);
        Assert.Equal(14, combined.AfterMarginNs, 6);
        Assert.Equal(24, combined.BeforeBytes);
        Assert.Equal(3, combined.Processes);

        // Each process alone is faster; together, the verdict allows for the variation between them.
        Assert.All(rows, r => Assert.Equal("faster", r.Verdict));
        Assert.Equal("faster", combined.Verdict);
        Assert.True(combined.SpeedupLow < rows.Min(r => r.SpeedupLow));
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

        // Rounded up, the half-widths still cover every process: 35.9812 - 0.9021 and 23.4449 + 4.2681.
        Assert.True(combined.BeforeNs - combined.BeforeMarginNs <= 35.9812 - 0.9021);
        Assert.True(combined.AfterNs + combined.AfterMarginNs >= 23.4449 + 4.2681);
    }

    [Fact]
    public void Combine_RefusesProcessesThatMeasuredDifferentCode()
    {
        var one = Row(before: 100, beforeMargin: 2, after: 50, afterMargin: 1, beforeBytes: 0);
        Assert.Null(BenchmarkRow.Combine(new[] { one, one with { CodeHash = "other" } }));
        Assert.Null(BenchmarkRow.Combine(Array.Empty<BenchmarkRow>()));
    }

    private static BenchmarkRow Row(double before, double beforeMargin, double after, double afterMargin, long beforeBytes) =>
        new("PERF0101", "Shape", before, beforeMargin, after, afterMargin, beforeBytes, 0, "10.0.12", "b12a88c2e477");
}
