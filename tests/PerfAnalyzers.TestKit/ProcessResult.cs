using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// What one process measured for a scenario: its means and the margins of their 99.9% confidence intervals, as
/// BenchmarkDotNet gives them, with the bytes per call, the runtime, the fingerprint of the code, the day and the
/// processor. The benchmark command keeps every process behind a published row in docs/benchmark-processes.tsv, one
/// line each, so that a row can be recomputed from what was measured (<see cref="BenchmarkRow.Combine"/>) and the
/// consistency tests check that it is.
/// </summary>
public sealed record ProcessResult(
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
    string Date,
    string Cpu)
{
    public const string FileName = "benchmark-processes.tsv";

    private const string Header = "# rule\tscenario\tbefore ns\tbefore margin ns\tafter ns\tafter margin ns\tbefore B\tafter B\truntime\tcode\tdate\tprocessor";

    public string Key => RuleId + "/" + Scenario;

    /// <summary>The row this process measured for: its scenario on its runtime (<see cref="BenchmarkRow.IdOf"/>).</summary>
    public string Id => BenchmarkRow.IdOf(Key, BenchmarkRow.MajorOf(Runtime));

    public static string PublishedPath => Path.Combine(ReferenceSets.RepositoryRoot, "docs", FileName);

    /// <summary>
    /// One scenario's processes as one row (<see cref="BenchmarkRow.Combine"/>), or null when there are none or they
    /// measured different code.
    /// </summary>
    public static BenchmarkRow? Combine(IEnumerable<ProcessResult> processes) =>
        BenchmarkRow.Combine(processes.Select(p => p.ToRow()).ToList());

    /// <summary>The process as a row of its own: its mean and interval.</summary>
    public BenchmarkRow ToRow() => BenchmarkRow.Measure(RuleId, Scenario, BeforeNs, BeforeMarginNs, AfterNs, AfterMarginNs, BeforeBytes, AfterBytes, Runtime, CodeHash);

    /// <summary>One line of the file; times round-trip exactly, so a row recomputed from it is the row published.</summary>
    public string Format() => string.Join(
        '\t',
        RuleId,
        Scenario,
        BeforeNs.ToString("R", CultureInfo.InvariantCulture),
        BeforeMarginNs.ToString("R", CultureInfo.InvariantCulture),
        AfterNs.ToString("R", CultureInfo.InvariantCulture),
        AfterMarginNs.ToString("R", CultureInfo.InvariantCulture),
        BeforeBytes.ToString(CultureInfo.InvariantCulture),
        AfterBytes.ToString(CultureInfo.InvariantCulture),
        Runtime,
        CodeHash,
        Date,
        Cpu.Replace('\t', ' '));

    /// <summary>A line of the file, or null for the header, a blank line or a line that isn't one.</summary>
    public static ProcessResult? Parse(string line)
    {
        if (line.Length == 0 || line[0] == '#')
        {
            return null;
        }

        var cells = line.Split('\t');
        return cells.Length == 12
            && double.TryParse(cells[2], NumberStyles.Float, CultureInfo.InvariantCulture, out var beforeNs)
            && double.TryParse(cells[3], NumberStyles.Float, CultureInfo.InvariantCulture, out var beforeMargin)
            && double.TryParse(cells[4], NumberStyles.Float, CultureInfo.InvariantCulture, out var afterNs)
            && double.TryParse(cells[5], NumberStyles.Float, CultureInfo.InvariantCulture, out var afterMargin)
            && long.TryParse(cells[6], NumberStyles.None, CultureInfo.InvariantCulture, out var beforeBytes)
            && long.TryParse(cells[7], NumberStyles.None, CultureInfo.InvariantCulture, out var afterBytes)
                ? new ProcessResult(cells[0], cells[1], beforeNs, beforeMargin, afterNs, afterMargin, beforeBytes, afterBytes, cells[8], cells[9], cells[10], cells[11])
                : null;
    }

    /// <summary>The processes behind published rows, by row (<see cref="Id"/>), in the order they ran.</summary>
    public static IReadOnlyDictionary<string, List<ProcessResult>> ReadPublished() => Read(PublishedPath);

    public static IReadOnlyDictionary<string, List<ProcessResult>> Read(string path)
    {
        var processes = new SortedDictionary<string, List<ProcessResult>>(BenchmarkRow.IdOrder);
        if (File.Exists(path))
        {
            foreach (var line in File.ReadAllLines(path))
            {
                if (Parse(line) is { } process)
                {
                    if (!processes.TryGetValue(process.Id, out var list))
                    {
                        processes[process.Id] = list = new List<ProcessResult>();
                    }

                    list.Add(process);
                }
            }
        }

        return processes;
    }

    /// <summary>
    /// The file with the processes of the rows just published in place of those they replace; the processes of rows
    /// not measured again stay, and so do those of scenarios still in <paramref name="keep"/>.
    /// </summary>
    public static string Render(IReadOnlyDictionary<string, List<ProcessResult>> existing, IReadOnlyDictionary<string, List<ProcessResult>> published, Func<string, bool> keep)
    {
        var lines = new List<string> { Header };
        foreach (var key in existing.Keys.Concat(published.Keys).Distinct().Where(keep).OrderBy(k => k, BenchmarkRow.IdOrder))
        {
            var processes = published.TryGetValue(key, out var measured) ? measured : existing[key];
            lines.AddRange(processes.Select(p => p.Format()));
        }

        return string.Join("\n", lines) + "\n";
    }
}
