using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using System.Text;
using System.Text.Json;
using System.Threading.Tasks;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Benchmarks;

public static class Program
{
    private const string TableStart = "<!-- benchmarks:start -->";
    private const string TableEnd = "<!-- benchmarks:end -->";

    /// <summary>How many processes measure each scenario unless <c>--processes</c> says otherwise.</summary>
    public const int DefaultProcesses = 3;

    /// <summary>
    /// Runs each selected scenario on each runtime it is proven on (<see cref="Scenario.ProvenOn"/>: .NET 8, 9 and 10
    /// where the rule reports for that target) in processes of its own: the scenario runner built for that runtime
    /// (<see cref="ScenarioRunners"/>), <see cref="DefaultProcesses"/> or <c>--processes N</c> of them, in passes over
    /// all the selected measurements so that each one's processes meet different machine states, so that one scenario's
    /// JIT state, tiering and GC heap never skew another's. Combines each scenario's processes on a runtime into one row
    /// (<see cref="BenchmarkRow.Combine"/>), writes docs/benchmarks.md and says which re-measured rows reproduce their
    /// published row. <c>--runtime 8,9</c> measures those runtimes only. With <c>--check</c>: the same, without writing
    /// the file. With <c>--from FOLDER</c>: the same from every process's result an earlier run left in FOLDER (each
    /// run names its folder), without measuring again, once the scenarios are shown to give the code those processes
    /// measured: a <c>--check</c> whose rows don't reproduce their published ones can be published as it measured them.
    /// With <c>--studies</c>: the same for the sizes of the gate studies (<see cref="GateStudy"/>, on .NET 10) instead
    /// of the scenarios, kept in docs/gate-studies.tsv, from which the rule pages' study tables are generated.
    /// </summary>
    public static int Main(string[] args)
    {
        string? filter = null;
        string? from = null;
        string? runtimeFilter = null;
        var check = false;
        var studies = false;
        var processes = DefaultProcesses;
        for (var i = 0; i < args.Length; i++)
        {
            switch (args[i])
            {
                case "--check":
                    check = true;
                    break;
                case "--studies":
                    studies = true;
                    break;
                case "--filter" when i + 1 < args.Length:
                    filter = args[++i];
                    break;
                case "--runtime" when i + 1 < args.Length:
                    runtimeFilter = args[++i];
                    break;
                case "--from" when i + 1 < args.Length:
                    from = args[++i];
                    break;
                case "--processes" when i + 1 < args.Length && int.TryParse(args[i + 1], NumberStyles.None, CultureInfo.InvariantCulture, out var count) && count > 0:
                    processes = count;
                    i++;
                    break;
                default:
                    Console.Error.WriteLine($"Unknown argument '{args[i]}'. Usage: [--filter PERF0101,PERF0401/LazyCount] [--runtime 8,9,10] [--processes 3] [--check] [--from FOLDER] [--studies]");
                    return 2;
            }
        }

        // --runtime: major versions of the proven runtimes, separated by commas.
        var runtimes = ScenarioRunners.Proven;
        if (runtimeFilter is not null)
        {
            var majors = runtimeFilter.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
            var unknownRuntimes = majors.Where(m => !ScenarioRunners.Proven.Any(r => ScenarioRunners.MajorVersion(r).ToString(CultureInfo.InvariantCulture) == m)).ToList();
            if (unknownRuntimes.Count > 0)
            {
                Console.Error.WriteLine($"No proven runtime '{string.Join(", ", unknownRuntimes)}'. Choose among: {string.Join(", ", ScenarioRunners.Proven.Select(ScenarioRunners.MajorVersion))}");
                return 1;
            }

            runtimes = ScenarioRunners.Proven.Where(r => majors.Contains(ScenarioRunners.MajorVersion(r).ToString(CultureInfo.InvariantCulture))).ToImmutableArray();
        }

        // --filter: rule IDs or scenario keys (with --studies: rule IDs, studies such as PERF0601/IndexOfAny16, or one
        // size such as PERF0601/IndexOfAny16_5), separated by commas. A scenario on a target that isn't one of the
        // proven runtimes (netstandard2.0) runs on .NET 10 and is selected with it.
        var filters = filter?.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        var candidates = studies
            ? GateStudy.All.SelectMany(g => g.Sizes.Select(n => new Candidate(g.RuleId, g.RuleId + "/" + g.Name, g.Key(n), TargetRuntime.Net10))).ToList()
            : ScenarioCatalog.All.SelectMany(s => s.ProvenOn.Select(r => new Candidate(s.RuleId, s.Key, s.Key, r))).ToList();
        static bool Matches(Candidate candidate, string filter) =>
            candidate.RuleId.Equals(filter, StringComparison.OrdinalIgnoreCase)
            || candidate.Group.Equals(filter, StringComparison.OrdinalIgnoreCase)
            || candidate.Key.Equals(filter, StringComparison.OrdinalIgnoreCase);
        var selected = candidates
            .Where(c => filters is null || filters.Any(f => Matches(c, f)))
            .Where(c => runtimes.Contains(ScenarioRunners.RunsInThisProcess(c.Runtime) ? TargetRuntime.Net10 : c.Runtime))
            .ToList();

        // A key that matches nothing is a typo, not a smaller selection: say so rather than measure the rest.
        var unknown = filters?.Where(f => !candidates.Any(c => Matches(c, f))).ToList();
        if (selected.Count == 0 || unknown is { Count: > 0 })
        {
            Console.Error.WriteLine($"No {(studies ? "gate study" : "scenario")} matches '{(unknown is { Count: > 0 } ? string.Join(", ", unknown) : filter)}'{(runtimeFilter is null ? string.Empty : " on .NET " + runtimeFilter)}. Choose among: {string.Join(", ", candidates.Select(c => c.Group).Distinct())}");
            return 1;
        }

        // The rows published before this run, to say which of them the run reproduces.
        var processesPath = studies ? GateStudy.PublishedPath : ProcessResult.PublishedPath;
        var published = studies ? CombineAll(ProcessResult.Read(processesPath)) : BenchmarkRow.ReadPublished();
        var measured = selected.ToDictionary(c => c.Id, _ => new List<ProcessResult>());
        var cpu = "unknown CPU";
        var folder = from ?? Path.Combine(Path.GetTempPath(), "perfanalyzers-benchmarks-" + Environment.ProcessId.ToString(CultureInfo.InvariantCulture));
        Directory.CreateDirectory(folder);
        Console.WriteLine($"Each process's result goes to {folder} (--from {folder} publishes them again without measuring).");
        if (from is not null)
        {
            // Every process the earlier run left for each scenario, and only code that is still today's: a row
            // published from a stale folder would be rejected by the scenario tests one step later.
            foreach (var candidate in selected)
            {
                for (var pass = 1; File.Exists(ResultFile(folder, candidate.Id, pass)); pass++)
                {
                    var result = ReadResult(ResultFile(folder, candidate.Id, pass));
                    measured[candidate.Id].Add(result);
                    cpu = result.Cpu;
                }

                if (measured[candidate.Id].Count == 0)
                {
                    Console.Error.WriteLine($"{folder} has no result of {candidate.Id} ({ResultFile(folder, candidate.Id, 1)}); docs/benchmarks.md is not updated.");
                    return 1;
                }

                using var prepared = candidate.PrepareAsync().GetAwaiter().GetResult();
                if (measured[candidate.Id].FirstOrDefault(r => r.CodeHash != prepared.CodeHash) is { } stale)
                {
                    Console.Error.WriteLine($"{candidate.Id}: {folder} measured code {stale.CodeHash}, the scenario and its fix now give {prepared.CodeHash}; measure it again. docs/benchmarks.md is not updated.");
                    return 1;
                }
            }
        }
        else
        {
            for (var pass = 1; pass <= processes; pass++)
            {
                foreach (var candidate in selected)
                {
                    var file = ResultFile(folder, candidate.Id, pass);
                    Console.WriteLine($"=== {candidate.Id} (process {pass} of {processes})");
                    ProcessResult result;
                    try
                    {
                        result = Measure(candidate).GetAwaiter().GetResult();
                    }
                    catch (HarnessException exception)
                    {
                        Console.Error.WriteLine($"{candidate.Id} failed; docs/benchmarks.md is not updated:{Environment.NewLine}{exception.Message}");
                        return 1;
                    }

                    File.WriteAllText(file, JsonSerializer.Serialize(new ChildResult(result, result.Cpu)));
                    measured[candidate.Id].Add(result);
                    cpu = result.Cpu;
                }
            }
        }

        var combined = new List<BenchmarkRow>();
        foreach (var candidate in selected)
        {
            if (ProcessResult.Combine(measured[candidate.Id]) is not { } row)
            {
                Console.Error.WriteLine($"{candidate.Id}: its processes measured different code; docs/benchmarks.md is not updated.");
                return 1;
            }

            combined.Add(row);
        }

        var rows = new SortedDictionary<string, string>(BenchmarkRow.IdOrder);
        foreach (var row in combined)
        {
            rows[row.Id] = row.Render();
        }

        // The table (a gate study's is generated into its rule page from its processes), and each process behind its
        // rows: a row can be recomputed from what was measured.
        var path = studies ? processesPath : Path.Combine(ReferenceSets.RepositoryRoot, "docs", "benchmarks.md");
        if (!check)
        {
            if (!studies)
            {
                File.WriteAllText(path, Render(path, rows, cpu));
            }

            File.WriteAllText(
                processesPath,
                ProcessResult.Render(ProcessResult.Read(processesPath), measured, id => studies ? GateStudy.Find(KeyOf(id)) is not null : IsPublishable(id)));
        }

        Console.WriteLine();
        Console.WriteLine(check ? $"Measured (--check: {path} is not rewritten):" : $"Wrote {path}:");
        foreach (var row in rows.Values)
        {
            Console.WriteLine(row);
        }

        Console.WriteLine();
        foreach (var line in Reproduction(published, combined))
        {
            Console.WriteLine(line);
        }

        if (studies && !check)
        {
            Console.WriteLine("Regenerate the rule pages' study tables: " + DocsGenerator.RegenerateCommand);
        }

        return 0;
    }

    /// <summary>Each key's processes as one row, for keys whose processes measured the same code.</summary>
    private static IReadOnlyDictionary<string, BenchmarkRow> CombineAll(IReadOnlyDictionary<string, List<ProcessResult>> processes)
    {
        var rows = new Dictionary<string, BenchmarkRow>(StringComparer.Ordinal);
        foreach (var (key, list) in processes)
        {
            if (ProcessResult.Combine(list) is { } row)
            {
                rows[key] = row;
            }
        }

        return rows;
    }

    /// <summary>
    /// Which re-measured rows reproduce their published row: the same code (fingerprint), speedup ranges that overlap,
    /// and the same verdict. Rows whose code changed since they were published are counted apart.
    /// </summary>
    private static IEnumerable<string> Reproduction(IReadOnlyDictionary<string, BenchmarkRow> published, List<BenchmarkRow> measured)
    {
        var compared = 0;
        var reproduced = 0;
        var inside = 0;
        var changedCode = 0;
        var differing = new List<string>();
        foreach (var row in measured)
        {
            if (!published.TryGetValue(row.Id, out var old))
            {
                continue;
            }

            if (old.CodeHash != row.CodeHash)
            {
                changedCode++;
                continue;
            }

            compared++;
            if (row.Speedup >= old.SpeedupLow && row.Speedup <= old.SpeedupHigh)
            {
                inside++;
            }

            // Reproduced: the two speedup ranges overlap (the measurements agree within their error bars) and the
            // verdict is the same.
            if (row.SpeedupLow <= old.SpeedupHigh && old.SpeedupLow <= row.SpeedupHigh && row.Verdict == old.Verdict)
            {
                reproduced++;
            }
            else
            {
                differing.Add(string.Create(CultureInfo.InvariantCulture, $"  {row.Id}: published {old.SpeedText()} (range {old.SpeedupLow:0.00}x–{old.SpeedupHigh:0.00}x), now {row.SpeedText()} (range {row.SpeedupLow:0.00}x–{row.SpeedupHigh:0.00}x)"));
            }
        }

        yield return $"Reproduction: {reproduced} of {compared} re-measured rows agree with their published row (speedup ranges overlap, same verdict); {inside} have the new speedup inside the published range; {changedCode} measured code that changed since its row was published. Rows that don't agree:";
        foreach (var line in differing)
        {
            yield return line;
        }
    }

    /// <summary>
    /// One process's measurement of a candidate: the scenario prepared for its target here (the analyzer, our fix, both
    /// compiled), then both versions measured by the runner for that target's runtime.
    /// </summary>
    private static async Task<ProcessResult> Measure(Candidate candidate)
    {
        using var prepared = await candidate.PrepareAsync().ConfigureAwait(false);
        var result = await ScenarioRunners.BenchAsync(prepared).ConfigureAwait(false);
        return new ProcessResult(
            prepared.Scenario.RuleId,
            prepared.Scenario.Name,
            result.BeforeNs,
            result.BeforeMarginNs,
            result.AfterNs,
            result.AfterMarginNs,
            result.BeforeBytes,
            result.AfterBytes,
            result.Runtime,
            prepared.CodeHash,
            DateTime.UtcNow.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            result.Cpu);
    }

    /// <summary>The scenario key of a row's <see cref="BenchmarkRow.Id"/> ("PERF0401/LazyCount on .NET 9").</summary>
    private static string KeyOf(string id)
    {
        var on = id.IndexOf(" on .NET ", StringComparison.Ordinal);
        return on < 0 ? id : id[..on];
    }

    /// <summary>A row the table keeps: a scenario of the catalog on a runtime it is proven on.</summary>
    private static bool IsPublishable(string id) => ScenarioCatalog.All.Any(s => s.ProvenOn.Any(r => BenchmarkRow.IdOf(s.Key, ScenarioRunners.MajorVersion(r)) == id));

    /// <summary>
    /// What the benchmark command can measure: a scenario of the catalog (<see cref="Group"/> its key) or one size of a
    /// gate study (<see cref="Group"/> the study), compiled for <see cref="Runtime"/>'s target and run on its runtime.
    /// </summary>
    private sealed record Candidate(string RuleId, string Group, string Key, TargetRuntime Runtime)
    {
        public string Id => BenchmarkRow.IdOf(Key, ScenarioRunners.MajorVersion(Runtime));

        public Task<PreparedScenario> PrepareAsync() =>
            GateStudy.Find(Key) is { } point
                ? point.Study.PrepareAsync(point.Size)
                : HotLoopHarness.PrepareAsync(ScenarioCatalog.All.Single(s => s.Key == Key).For(Runtime));
    }

    private static string Render(string path, SortedDictionary<string, string> rows, string cpu)
    {
        // Keep the rows of scenarios this run did not measure (a --filter run updates only its own).
        if (File.Exists(path))
        {
            var existing = File.ReadAllText(path);
            var start = existing.IndexOf(TableStart, StringComparison.Ordinal);
            var end = existing.IndexOf(TableEnd, StringComparison.Ordinal);
            if (start >= 0 && end > start)
            {
                foreach (var line in existing[start..end].Split('\n'))
                {
                    // Rows of an older format (without a code fingerprint) are dropped: they can't be checked.
                    if (BenchmarkRow.Parse(line) is { } row && !rows.ContainsKey(row.Id) && IsPublishable(row.Id))
                    {
                        rows[row.Id] = row.Render();
                    }
                }
            }
        }

        var builder = new StringBuilder();
        builder.AppendLine("# Benchmarks");
        builder.AppendLine();
        builder.AppendLine("Written by the benchmark command; do not edit by hand:");
        builder.AppendLine();
        builder.AppendLine("```");
        builder.AppendLine("dotnet run -c Release --project tools/PerfAnalyzers.Benchmarks [-- --filter PERF0101,PERF0401/LazyCount] [--runtime 8,9,10] [--processes 3]");
        builder.AppendLine("```");
        builder.AppendLine();
        builder.AppendLine("Each row is one hot-loop scenario (`tests/PerfAnalyzers.Tests/Rules/<Family>/Scenarios/`) on one runtime (*Runtime*):");
        builder.AppendLine("*before* is the code as written, *after* is the same file after our own code fix (Fix All) as for a project");
        builder.AppendLine("targeting that runtime, both compiled with optimizations against that runtime's reference assemblies and run on it");
        builder.AppendLine("by the scenario runner under BenchmarkDotNet, on the scenario's benchmark input, in processes of their own");
        builder.AppendLine($"(*Processes*; {DefaultProcesses} by default). Time per call: the median of the processes' means, and in parentheses the");
        builder.AppendLine("range of a typical process's 99.9% confidence interval (the median of their low ends to the median of their high");
        builder.AppendLine("ends; with fewer than three processes, the lowest low to the highest high). Allocated bytes per call: the median of");
        builder.AppendLine("the processes. Speedup is before / after, with the range the two time ranges allow; the verdict says *faster* or");
        builder.AppendLine("*slower* only when that whole range is above or below 1.0, else *no measurable difference*. *Code* is the");
        builder.AppendLine("fingerprint of the code measured: the scenario tests fail when a scenario or its fixer no longer gives that code.");
        builder.AppendLine($"What each process measured is in `{ProcessResult.FileName}`. The method: [benchmarking.md](benchmarking.md).");
        builder.AppendLine();
        var proven = ScenarioCatalog.All.SelectMany(s => s.ProvenOn.Select(r => BenchmarkRow.IdOf(s.Key, ScenarioRunners.MajorVersion(r)))).ToList();
        foreach (var major in ScenarioRunners.Proven.Select(ScenarioRunners.MajorVersion))
        {
            var suffix = " on .NET " + major.ToString(CultureInfo.InvariantCulture);
            var due = proven.Count(id => id.EndsWith(suffix, StringComparison.Ordinal));
            var done = proven.Count(id => id.EndsWith(suffix, StringComparison.Ordinal) && rows.ContainsKey(id));
            builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"- .NET {major}: {done} of the {due} scenarios proven on it measured."));
        }

        builder.AppendLine();
        builder.AppendLine($"Last run: {DateTime.UtcNow:yyyy-MM-dd}, {RuntimeInformation.OSDescription.Trim()}, {RuntimeInformation.ProcessArchitecture}, {Environment.ProcessorCount} logical cores, {cpu}.");
        builder.AppendLine();
        builder.AppendLine(TableStart);
        builder.AppendLine(BenchmarkRow.Header);
        builder.AppendLine(BenchmarkRow.Separator);
        foreach (var row in rows.Values)
        {
            builder.AppendLine(row);
        }

        builder.AppendLine(TableEnd);
        return builder.ToString();
    }

    private static string ResultFile(string folder, string id, int pass) =>
        Path.Combine(folder, id.Replace('/', '_').Replace(' ', '_') + "." + pass.ToString(CultureInfo.InvariantCulture) + ".json");

    /// <summary>
    /// A child's result. Files that earlier runs left hold no date or processor in their row: those come from when the
    /// child wrote the file and from the result's processor.
    /// </summary>
    private static ProcessResult ReadResult(string file)
    {
        var result = JsonSerializer.Deserialize<ChildResult>(File.ReadAllText(file))!;
        return result.Row with
        {
            Date = result.Row.Date ?? File.GetLastWriteTimeUtc(file).ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            Cpu = result.Row.Cpu ?? result.Cpu,
        };
    }

    /// <summary>
    /// What one process measured, as its file in the run's folder keeps it (the shape of the files earlier runs left, so
    /// that <c>--from</c> still reads them): the result and the machine's processor.
    /// </summary>
    private sealed record ChildResult(ProcessResult Row, string Cpu);
}
