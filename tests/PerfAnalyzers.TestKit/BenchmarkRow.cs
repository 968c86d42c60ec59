using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// One row of docs/benchmarks.md: a scenario's time per call before and after our fix, each with the range it was
/// measured in (low to high, not necessarily centered on the time), the bytes allocated per call, how many processes
/// measured it, the runtime, and the fingerprint of the code measured (<see cref="ScenarioHash"/>). One process gives
/// its mean and BenchmarkDotNet's 99.9% confidence interval (<see cref="Measure"/>); several give the median of their
/// means and a range across their intervals (<see cref="Combine"/>), each process kept in docs/benchmark-processes.tsv
/// (<see cref="ProcessResult"/>). Written by the benchmark command, read by the docs generator and the scenario tests.
/// </summary>
public sealed record BenchmarkRow(
    string RuleId,
    string Scenario,
    double BeforeNs,
    double BeforeLowNs,
    double BeforeHighNs,
    double AfterNs,
    double AfterLowNs,
    double AfterHighNs,
    long BeforeBytes,
    long AfterBytes,
    string Runtime,
    string CodeHash,
    int Processes = 1)
{
    public const string Header = "| Rule | Scenario | Before (ns/op) | After (ns/op) | Speedup (range) | Verdict | Before (B/op) | After (B/op) | Processes | Runtime | Code |";
    public const string Separator = "|------|----------|---------------:|--------------:|----------------:|---------|--------------:|-------------:|----------:|---------|------|";

    public string Key => RuleId + "/" + Scenario;

    /// <summary>The major version of the runtime that measured the row: 8, 9, 10.</summary>
    public int RuntimeMajor => MajorOf(Runtime);

    /// <summary>The row's identity in the table: a scenario measured on one runtime (<see cref="IdOf"/>).</summary>
    public string Id => IdOf(Key, RuntimeMajor);

    /// <summary>"PERF0401/ArrayFindNet8 on .NET 8": a scenario's row for one runtime.</summary>
    public static string IdOf(string key, int runtimeMajor) => key + " on .NET " + runtimeMajor.ToString(CultureInfo.InvariantCulture);

    /// <summary>Rows in table order: by scenario key, then by runtime, oldest first ("... on .NET 8" before "... on .NET 10").</summary>
    public static IComparer<string> IdOrder { get; } = Comparer<string>.Create(static (x, y) =>
    {
        static (string Key, int Major) Split(string id)
        {
            var on = id.LastIndexOf(" on .NET ", StringComparison.Ordinal);
            return on < 0 ? (id, 0) : (id[..on], MajorOf(id[(on + " on .NET ".Length)..]));
        }

        var (keyX, majorX) = Split(x);
        var (keyY, majorY) = Split(y);
        var byKey = string.CompareOrdinal(keyX, keyY);
        return byKey != 0 ? byKey : majorX.CompareTo(majorY);
    });

    /// <summary>The major version of a runtime version such as "8.0.31".</summary>
    public static int MajorOf(string runtime)
    {
        var dot = runtime.IndexOf('.');
        return int.TryParse(dot < 0 ? runtime : runtime[..dot], NumberStyles.None, CultureInfo.InvariantCulture, out var major) ? major : 0;
    }

    public double Speedup => BeforeNs / AfterNs;

    /// <summary>The lowest speedup the two ranges allow: the fastest before over the slowest after.</summary>
    public double SpeedupLow => BeforeLowNs / AfterHighNs;

    /// <summary>The highest speedup the two ranges allow (infinite when the after range reaches 0).</summary>
    public double SpeedupHigh => AfterLowNs > 0 ? BeforeHighNs / AfterLowNs : double.PositiveInfinity;

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
        $"| {RuleId} | {Scenario} | {BeforeNs:N1} ({BeforeLowNs:N1}–{BeforeHighNs:N1}) | {AfterNs:N1} ({AfterLowNs:N1}–{AfterHighNs:N1}) | {Ratio(Speedup)} ({Ratio(SpeedupLow)}–{(double.IsInfinity(SpeedupHigh) ? "∞" : Ratio(SpeedupHigh))}) | {Verdict} | {BeforeBytes:N0} | {AfterBytes:N0} | {Processes} | {Runtime} | {CodeHash} |");

    /// <summary>
    /// What one process measured: its means and the margins of their confidence intervals, as BenchmarkDotNet gives
    /// them. A margin wider than its mean (a very noisy process) gives a range from 0: a time is never negative.
    /// </summary>
    public static BenchmarkRow Measure(
        string ruleId,
        string scenario,
        double beforeNs,
        double beforeMarginNs,
        double afterNs,
        double afterMarginNs,
        long beforeBytes,
        long afterBytes,
        string runtime,
        string codeHash) =>
        new(
            ruleId,
            scenario,
            beforeNs,
            Math.Max(0, beforeNs - beforeMarginNs),
            beforeNs + beforeMarginNs,
            afterNs,
            Math.Max(0, afterNs - afterMarginNs),
            afterNs + afterMarginNs,
            beforeBytes,
            afterBytes,
            runtime,
            codeHash);

    /// <summary>
    /// One row from the same scenario measured in one or several processes: the median of their means, the median of
    /// their bytes per call, and a time range that takes in the variation between processes and machine states, which
    /// one process's interval misses. From three processes on, the range runs from the median of the processes' low
    /// ends to the median of their high ends: the interval of a typical process, which one wild process out of three
    /// (two out of five) moves at neither end. Two processes can't tell which of them is the wild one: their range runs
    /// from the lower low to the higher high. Null when the processes measured different code.
    /// </summary>
    public static BenchmarkRow? Combine(IReadOnlyList<BenchmarkRow> rows)
    {
        if (rows.Count == 0 || rows.Any(r => r.CodeHash != rows[0].CodeHash || r.Id != rows[0].Id))
        {
            return null;
        }

        var (before, beforeLow, beforeHigh) = Cover(rows.Select(r => (r.BeforeNs, r.BeforeLowNs, r.BeforeHighNs)).ToList());
        var (after, afterLow, afterHigh) = Cover(rows.Select(r => (r.AfterNs, r.AfterLowNs, r.AfterHighNs)).ToList());
        return new BenchmarkRow(
            rows[0].RuleId,
            rows[0].Scenario,
            before,
            beforeLow,
            beforeHigh,
            after,
            afterLow,
            afterHigh,
            Median(rows.Select(r => r.BeforeBytes).ToList()),
            Median(rows.Select(r => r.AfterBytes).ToList()),
            rows[0].Runtime,
            rows[0].CodeHash,
            rows.Sum(r => r.Processes));

        // Kept at the table's precision, a tenth of a nanosecond, so that the speedup range a row shows is the one its
        // parsed row computes: the table can be read and written again without changing rows nobody re-measured. The
        // range is rounded outward. Each k-th smallest low is at most the k-th smallest mean (and each high at least),
        // so the range holds the median.
        static (double Center, double Low, double High) Cover(List<(double Mean, double Low, double High)> measures)
        {
            var low = measures.Count >= 3 ? MedianOf(measures.Select(m => m.Low)) : measures.Min(m => m.Low);
            var high = measures.Count >= 3 ? MedianOf(measures.Select(m => m.High)) : measures.Max(m => m.High);
            return (
                Math.Round(MedianOf(measures.Select(m => m.Mean)), 1, MidpointRounding.AwayFromZero),
                Math.Floor(Math.Round(Math.Max(0, low) * 10, 6)) / 10,
                Math.Ceiling(Math.Round(high * 10, 6)) / 10);
        }

        static double MedianOf(IEnumerable<double> values)
        {
            var sorted = values.OrderBy(v => v).ToList();
            return sorted.Count % 2 == 1 ? sorted[sorted.Count / 2] : (sorted[(sorted.Count / 2) - 1] + sorted[sorted.Count / 2]) / 2;
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
            || !TryMeasure(cells[2], out var before, out var beforeLow, out var beforeHigh)
            || !TryMeasure(cells[3], out var after, out var afterLow, out var afterHigh)
            || !long.TryParse(cells[6], NumberStyles.Number, CultureInfo.InvariantCulture, out var beforeBytes)
            || !long.TryParse(cells[7], NumberStyles.Number, CultureInfo.InvariantCulture, out var afterBytes)
            || (cells.Length == 11 && !int.TryParse(cells[8], NumberStyles.None, CultureInfo.InvariantCulture, out processes)))
        {
            return null;
        }

        return new BenchmarkRow(cells[0], cells[1], before, beforeLow, beforeHigh, after, afterLow, afterHigh, beforeBytes, afterBytes, cells[^2], cells[^1], processes);
    }

    /// <summary>The published rows of docs/benchmarks.md, by <see cref="Id"/> (a scenario on a runtime).</summary>
    public static IReadOnlyDictionary<string, BenchmarkRow> ReadPublished()
    {
        var path = Path.Combine(ReferenceSets.RepositoryRoot, "docs", "benchmarks.md");
        var rows = new SortedDictionary<string, BenchmarkRow>(IdOrder);
        if (File.Exists(path))
        {
            foreach (var line in File.ReadAllLines(path))
            {
                if (Parse(line) is { } row)
                {
                    rows[row.Id] = row;
                }
            }
        }

        return rows;
    }

    private static string Ratio(double value) => value.ToString(value < 10 ? "0.00" : "0.0", CultureInfo.InvariantCulture) + "x";

    /// <summary>
    /// A time cell: "3,504.3 (3,412.5–3,596.1)", or "3,504.3 ± 91.8" as rows were written before the range became
    /// asymmetric (read as the range it stated, from 0 at the lowest).
    /// </summary>
    private static bool TryMeasure(string cell, out double mean, out double low, out double high)
    {
        low = high = 0;
        var open = cell.IndexOf('(');
        if (open < 0)
        {
            var parts = cell.Split('±', StringSplitOptions.TrimEntries);
            if (parts.Length != 2
                || !double.TryParse(parts[0], NumberStyles.Number, CultureInfo.InvariantCulture, out mean)
                || !double.TryParse(parts[1], NumberStyles.Number, CultureInfo.InvariantCulture, out var margin))
            {
                mean = 0;
                return false;
            }

            low = Math.Max(0, Math.Round(mean - margin, 1, MidpointRounding.AwayFromZero));
            high = Math.Round(mean + margin, 1, MidpointRounding.AwayFromZero);
            return true;
        }

        var range = cell[(open + 1)..].TrimEnd(')').Split('–', StringSplitOptions.TrimEntries);
        return double.TryParse(cell[..open], NumberStyles.Number, CultureInfo.InvariantCulture, out mean)
            && cell.EndsWith(')')
            && range.Length == 2
            && double.TryParse(range[0], NumberStyles.Number, CultureInfo.InvariantCulture, out low)
            && double.TryParse(range[1], NumberStyles.Number, CultureInfo.InvariantCulture, out high);
    }
}
