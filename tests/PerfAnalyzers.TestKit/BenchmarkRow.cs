using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// One row of docs/benchmarks.md: a scenario's mean time before and after our fix with the half-width of the range it
/// was measured in, the bytes allocated per call, how many processes measured it, the runtime, and the fingerprint of
/// the code measured (<see cref="ScenarioHash"/>). One process gives BenchmarkDotNet's 99.9% confidence interval;
/// several give the range that covers every process's interval (<see cref="Combine"/>). Written by the benchmark
/// command, read by the docs generator and the scenario tests.
/// </summary>
public sealed record BenchmarkRow(
    string RuleId,
    string Scenario,
    double BeforeNs,
    double BeforeMarginNs,
    double AfterNs,
    double AfterMarginNs,
    long BeforeBytes,
    long AfterBytes,
    string Runtime,
    string CodeHash,
    int Processes = 1)
{
    public const string Header = "| Rule | Scenario | Before (ns/op) | After (ns/op) | Speedup (range) | Verdict | Before (B/op) | After (B/op) | Processes | Runtime | Code |";
    public const string Separator = "|------|----------|---------------:|--------------:|----------------:|---------|--------------:|-------------:|----------:|---------|------|";

    public string Key => RuleId + "/" + Scenario;

    public double Speedup => BeforeNs / AfterNs;

    /// <summary>The lowest speedup the two confidence intervals allow.</summary>
    public double SpeedupLow => (BeforeNs - BeforeMarginNs) / (AfterNs + AfterMarginNs);

    /// <summary>The highest speedup the two confidence intervals allow (infinite when the after interval reaches 0).</summary>
    public double SpeedupHigh => AfterNs - AfterMarginNs > 0 ? (BeforeNs + BeforeMarginNs) / (AfterNs - AfterMarginNs) : double.PositiveInfinity;

    /// <summary>faster or slower only when the whole range is on one side of 1.0.</summary>
    public string Verdict => SpeedupLow > 1.0 ? "faster" : SpeedupHigh < 1.0 ? "slower" : "no measurable difference";

    /// <summary>How the README and the rule pages say it: "45.7x faster", "0.93x, slower", "no measurable difference (0.99x)".</summary>
    public string SpeedText() => Verdict switch
    {
        "faster" => $"{Ratio(Speedup)} faster",
        "slower" => $"{Ratio(Speedup)}, slower",
        _ => $"no measurable difference ({Ratio(Speedup)})",
    };

    public string Render() => string.Create(
        CultureInfo.InvariantCulture,
        $"| {RuleId} | {Scenario} | {BeforeNs:N1} ± {BeforeMarginNs:N1} | {AfterNs:N1} ± {AfterMarginNs:N1} | {Ratio(Speedup)} ({Ratio(SpeedupLow)}–{(double.IsInfinity(SpeedupHigh) ? "∞" : Ratio(SpeedupHigh))}) | {Verdict} | {BeforeBytes:N0} | {AfterBytes:N0} | {Processes} | {Runtime} | {CodeHash} |");

    /// <summary>
    /// One row from the same scenario measured in several processes: the median of their means, with a margin wide
    /// enough to cover every process's confidence interval (the variation between processes and machine states, which
    /// one process's interval misses), and the median of their bytes per call. Null when the processes measured
    /// different code.
    /// </summary>
    public static BenchmarkRow? Combine(IReadOnlyList<BenchmarkRow> rows)
    {
        if (rows.Count == 0 || rows.Any(r => r.CodeHash != rows[0].CodeHash || r.Key != rows[0].Key))
        {
            return null;
        }

        var (before, beforeMargin) = Cover(rows.Select(r => (r.BeforeNs, r.BeforeMarginNs)).ToList());
        var (after, afterMargin) = Cover(rows.Select(r => (r.AfterNs, r.AfterMarginNs)).ToList());

        // Times are kept at the table's precision, so that the speedup range a row shows is the one its parsed row
        // computes: the table can be read and written again without changing rows nobody re-measured.
        return new BenchmarkRow(
            rows[0].RuleId,
            rows[0].Scenario,
            before,
            beforeMargin,
            after,
            afterMargin,
            Median(rows.Select(r => r.BeforeBytes).ToList()),
            Median(rows.Select(r => r.AfterBytes).ToList()),
            rows[0].Runtime,
            rows[0].CodeHash,
            rows.Sum(r => r.Processes));

        static (double Center, double Margin) Cover(List<(double Mean, double Margin)> measures)
        {
            var means = measures.Select(m => m.Mean).OrderBy(m => m).ToList();
            var median = means.Count % 2 == 1 ? means[means.Count / 2] : (means[(means.Count / 2) - 1] + means[means.Count / 2]) / 2;
            var low = measures.Min(m => m.Mean - m.Margin);
            var high = measures.Max(m => m.Mean + m.Margin);

            // To a tenth of a nanosecond, as the table shows it, the half-width rounded up from the rounded center.
            var center = Math.Round(median, 1, MidpointRounding.AwayFromZero);
            return (center, Math.Ceiling(Math.Round(Math.Max(center - low, high - center) * 10, 6)) / 10);
        }

        static long Median(List<long> values)
        {
            values.Sort();
            return values[values.Count / 2];
        }
    }

    /// <summary>A row of the table, or null for any other line (or a row of an older format, which has no code hash).</summary>
    public static BenchmarkRow? Parse(string line)
    {
        var trimmed = line.Trim();
        if (!trimmed.StartsWith("| PERF", StringComparison.Ordinal))
        {
            return null;
        }

        // Rows written before the Processes column have 10 cells: one process measured them.
        var cells = trimmed.Trim('|').Split('|').Select(c => c.Trim()).ToArray();
        var processes = 1;
        if ((cells.Length != 10 && cells.Length != 11)
            || !TryMeasure(cells[2], out var before, out var beforeMargin)
            || !TryMeasure(cells[3], out var after, out var afterMargin)
            || !long.TryParse(cells[6], NumberStyles.Number, CultureInfo.InvariantCulture, out var beforeBytes)
            || !long.TryParse(cells[7], NumberStyles.Number, CultureInfo.InvariantCulture, out var afterBytes)
            || (cells.Length == 11 && !int.TryParse(cells[8], NumberStyles.None, CultureInfo.InvariantCulture, out processes)))
        {
            return null;
        }

        return new BenchmarkRow(cells[0], cells[1], before, beforeMargin, after, afterMargin, beforeBytes, afterBytes, cells[^2], cells[^1], processes);
    }

    /// <summary>The published rows of docs/benchmarks.md, by scenario key.</summary>
    public static IReadOnlyDictionary<string, BenchmarkRow> ReadPublished()
    {
        var path = Path.Combine(ReferenceSets.RepositoryRoot, "docs", "benchmarks.md");
        var rows = new SortedDictionary<string, BenchmarkRow>(StringComparer.Ordinal);
        if (File.Exists(path))
        {
            foreach (var line in File.ReadAllLines(path))
            {
                if (Parse(line) is { } row)
                {
                    rows[row.Key] = row;
                }
            }
        }

        return rows;
    }

    private static string Ratio(double value) => value.ToString(value < 10 ? "0.00" : "0.0", CultureInfo.InvariantCulture) + "x";

    private static bool TryMeasure(string cell, out double mean, out double margin)
    {
        var parts = cell.Split('±', StringSplitOptions.TrimEntries);
        margin = 0;
        return double.TryParse(parts[0], NumberStyles.Number, CultureInfo.InvariantCulture, out mean)
            && parts.Length == 2
            && double.TryParse(parts[1], NumberStyles.Number, CultureInfo.InvariantCulture, out margin);
    }
}
