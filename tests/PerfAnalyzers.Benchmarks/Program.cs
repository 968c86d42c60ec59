using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using System.Text;
using System.Text.Json;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Benchmarks;

public static class Program
{
    private const string TableStart = "<!-- benchmarks:start -->";
    private const string TableEnd = "<!-- benchmarks:end -->";

    /// <summary>How many processes measure each scenario unless <c>--processes</c> says otherwise.</summary>
    public const int DefaultProcesses = 3;

    /// <summary>
    /// Without <c>--child</c>: runs each selected scenario in processes of its own (children of this one, <see
    /// cref="DefaultProcesses"/> or <c>--processes N</c> of them, in passes over all the selected scenarios so that
    /// each scenario's processes meet different machine states), so that one scenario's JIT state, tiering and GC heap
    /// never skew another's; combines each scenario's processes into one row (<see cref="BenchmarkRow.Combine"/>),
    /// writes docs/benchmarks.md and says which re-measured rows reproduce their published row. With <c>--check</c>:
    /// the same, without writing the file. With <c>--from FOLDER</c>: the same from every process's result an earlier
    /// run left in FOLDER (each run names its folder), without measuring again, once the scenarios are shown to give
    /// the code those processes measured: a <c>--check</c> whose rows don't reproduce their published ones can be
    /// published as it measured them. With <c>--studies</c>: the same for the sizes of the gate studies (<see
    /// cref="GateStudy"/>) instead of the scenarios, kept in docs/gate-studies.tsv, from which the rule pages' study
    /// tables are generated. With <c>--child KEY --out FILE</c>: benchmarks the one scenario (or study size) in this
    /// process and writes its result to FILE.
    /// </summary>
    public static int Main(string[] args)
    {
        string? filter = null;
        string? child = null;
        string? output = null;
        string? from = null;
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
                case "--child" when i + 1 < args.Length:
                    child = args[++i];
                    break;
                case "--out" when i + 1 < args.Length:
                    output = args[++i];
                    break;
                case "--from" when i + 1 < args.Length:
                    from = args[++i];
                    break;
                case "--processes" when i + 1 < args.Length && int.TryParse(args[i + 1], NumberStyles.None, CultureInfo.InvariantCulture, out var count) && count > 0:
                    processes = count;
                    i++;
                    break;
            }
        }

        if (child is not null && output is not null)
        {
            return RunChild(child, output);
        }

        // --filter: rule IDs or scenario keys (with --studies: rule IDs, studies such as PERF0601/IndexOfAny16, or one
        // size such as PERF0601/IndexOfAny16_5), separated by commas.
        var filters = filter?.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        var candidates = studies
            ? GateStudy.All.SelectMany(g => g.Sizes.Select(n => (g.RuleId, Group: g.RuleId + "/" + g.Name, Key: g.Key(n)))).ToList()
            : ScenarioCatalog.All.Select(s => (s.RuleId, Group: s.Key, s.Key)).ToList();
        static bool Matches((string RuleId, string Group, string Key) candidate, string filter) =>
            candidate.RuleId.Equals(filter, StringComparison.OrdinalIgnoreCase)
            || candidate.Group.Equals(filter, StringComparison.OrdinalIgnoreCase)
            || candidate.Key.Equals(filter, StringComparison.OrdinalIgnoreCase);
        var selected = candidates
            .Where(c => filters is null || filters.Any(f => Matches(c, f)))
            .Select(c => c.Key)
            .ToList();

        // A key that matches nothing is a typo, not a smaller selection: say so rather than measure the rest.
        var unknown = filters?.Where(f => !candidates.Any(c => Matches(c, f))).ToList();
        if (selected.Count == 0 || unknown is { Count: > 0 })
        {
            Console.Error.WriteLine($"No {(studies ? "gate study" : "scenario")} matches '{(unknown is { Count: > 0 } ? string.Join(", ", unknown) : filter)}'. Choose among: {string.Join(", ", candidates.Select(c => c.Group).Distinct())}");
            return 1;
        }

        // The rows published before this run, to say which of them the run reproduces.
        var processesPath = studies ? GateStudy.PublishedPath : ProcessResult.PublishedPath;
        var published = studies ? CombineAll(ProcessResult.Read(processesPath)) : BenchmarkRow.ReadPublished();
        var measured = selected.ToDictionary(k => k, _ => new List<ProcessResult>());
        var cpu = "unknown CPU";
        var folder = from ?? Path.Combine(Path.GetTempPath(), "perfanalyzers-benchmarks-" + Environment.ProcessId.ToString(CultureInfo.InvariantCulture));
        Directory.CreateDirectory(folder);
        Console.WriteLine($"Each process's result goes to {folder} (--from {folder} publishes them again without measuring).");
        if (from is not null)
        {
            // Every process the earlier run left for each scenario, and only code that is still today's: a row
            // published from a stale folder would be rejected by the scenario tests one step later.
            foreach (var key in selected)
            {
                for (var pass = 1; File.Exists(ResultFile(folder, key, pass)); pass++)
                {
                    var result = ReadResult(ResultFile(folder, key, pass));
                    measured[key].Add(result);
                    cpu = result.Cpu;
                }

                if (measured[key].Count == 0)
                {
                    Console.Error.WriteLine($"{folder} has no result of {key} ({ResultFile(folder, key, 1)}); docs/benchmarks.md is not updated.");
                    return 1;
                }

                using var prepared = HotLoopHarness.PrepareAsync(key).GetAwaiter().GetResult();
                if (measured[key].FirstOrDefault(r => r.CodeHash != prepared.CodeHash) is { } stale)
                {
                    Console.Error.WriteLine($"{key}: {folder} measured code {stale.CodeHash}, the scenario and its fix now give {prepared.CodeHash}; measure it again. docs/benchmarks.md is not updated.");
                    return 1;
                }
            }
        }
        else
        {
            for (var pass = 1; pass <= processes; pass++)
            {
                foreach (var key in selected)
                {
                    var file = ResultFile(folder, key, pass);
                    Console.WriteLine($"=== {key} (process {pass} of {processes})");
                    var code = RunChildProcess(key, file);
                    if (code != 0 || !File.Exists(file))
                    {
                        Console.Error.WriteLine($"{key} failed (exit code {code}); docs/benchmarks.md is not updated.");
                        return 1;
                    }

                    var result = ReadResult(file);
                    measured[key].Add(result);
                    cpu = result.Cpu;
                }
            }
        }

        var combined = new List<BenchmarkRow>();
        foreach (var key in selected)
        {
            if (ProcessResult.Combine(measured[key]) is not { } row)
            {
                Console.Error.WriteLine($"{key}: its processes measured different code; docs/benchmarks.md is not updated.");
                return 1;
            }

            combined.Add(row);
        }

        var rows = new SortedDictionary<string, string>(StringComparer.Ordinal);
        foreach (var row in combined)
        {
            rows[row.Key] = row.Render();
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
                ProcessResult.Render(ProcessResult.Read(processesPath), measured, key => studies ? GateStudy.Find(key) is not null : ScenarioCatalog.All.Any(s => s.Key == key)));
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
            Console.WriteLine("Regenerate the rule pages' study tables: PERFANALYZERS_UPDATE_DOCS=1 dotnet test tests/PerfAnalyzers.Tests --filter FullyQualifiedName~ConsistencyTests");
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
            if (!published.TryGetValue(row.Key, out var old))
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
                differing.Add(string.Create(CultureInfo.InvariantCulture, $"  {row.Key}: published {old.SpeedText()} (range {old.SpeedupLow:0.00}x–{old.SpeedupHigh:0.00}x), now {row.SpeedText()} (range {row.SpeedupLow:0.00}x–{row.SpeedupHigh:0.00}x)"));
            }
        }

        yield return $"Reproduction: {reproduced} of {compared} re-measured rows agree with their published row (speedup ranges overlap, same verdict); {inside} have the new speedup inside the published range; {changedCode} measured code that changed since its row was published. Rows that don't agree:";
        foreach (var line in differing)
        {
            yield return line;
        }
    }

    private static int RunChildProcess(string key, string file)
    {
        var entry = typeof(Program).Assembly.Location;
        var host = Environment.ProcessPath ?? "dotnet";
        var start = new ProcessStartInfo(host) { UseShellExecute = false };
        if (Path.GetFileNameWithoutExtension(host).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
        {
            start.ArgumentList.Add(entry);
        }

        start.ArgumentList.Add("--child");
        start.ArgumentList.Add(key);
        start.ArgumentList.Add("--out");
        start.ArgumentList.Add(file);
        using var process = Process.Start(start)!;
        process.WaitForExit();
        return process.ExitCode;
    }

    private static int RunChild(string key, string output)
    {
        ScenarioBenchmarks.SelectedKeys = new[] { key };

        // In-process: the scenario assemblies are compiled by the harness at run time, in this (child) process. A gate
        // study's size runs 100 ms iterations instead of BenchmarkDotNet's 500 ms: a study has 16 sizes, each a call of
        // nanoseconds, which 100 ms repeats millions of times.
        var point = GateStudy.Find(key);
        var job = Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithWarmupCount(6)
            .WithIterationCount(15)
            .WithId("InProcess");
        if (point is not null)
        {
            job = job.WithIterationTime(Perfolizer.Horology.TimeInterval.FromMilliseconds(100));
        }

        var config = ManualConfig.CreateEmpty()
            .AddJob(job)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddColumnProvider(DefaultColumnProviders.Instance)
            .AddLogger(ConsoleLogger.Default)
            .WithOptions(ConfigOptions.DisableOptimizationsValidator);

        var summary = BenchmarkRunner.Run<ScenarioBenchmarks>(config);
        if (summary.HasCriticalValidationErrors || summary.Reports.Any(r => !r.Success) || summary.Reports.Length != 2)
        {
            return 1;
        }

        var before = summary.Reports.Single(r => r.BenchmarkCase.Descriptor.WorkloadMethod.Name == nameof(ScenarioBenchmarks.Before));
        var after = summary.Reports.Single(r => r.BenchmarkCase.Descriptor.WorkloadMethod.Name == nameof(ScenarioBenchmarks.After));
        var scenario = ScenarioBenchmarks.LastScenario!;
        var cpu = summary.HostEnvironmentInfo.CpuInfo.Value?.ProcessorName ?? "unknown CPU";
        var row = new ProcessResult(
            scenario.RuleId,
            scenario.Name,
            before.ResultStatistics!.Mean,
            before.ResultStatistics.ConfidenceInterval.Margin,
            after.ResultStatistics!.Mean,
            after.ResultStatistics.ConfidenceInterval.Margin,
            before.GcStats.GetBytesAllocatedPerOperation(before.BenchmarkCase) ?? 0,
            after.GcStats.GetBytesAllocatedPerOperation(after.BenchmarkCase) ?? 0,
            Environment.Version.ToString(),
            ScenarioBenchmarks.LastCodeHash,
            DateTime.UtcNow.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            cpu);
        var result = new ChildResult(row, cpu);
        File.WriteAllText(output, JsonSerializer.Serialize(result));
        return 0;
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
                    if (BenchmarkRow.Parse(line) is { } row && !rows.ContainsKey(row.Key) && ScenarioCatalog.All.Any(s => s.Key == row.Key))
                    {
                        rows[row.Key] = row.Render();
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
        builder.AppendLine("dotnet run -c Release --project tests/PerfAnalyzers.Benchmarks [-- --filter PERF0101,PERF0401/LazyCount] [--processes 3]");
        builder.AppendLine("```");
        builder.AppendLine();
        builder.AppendLine("Each row is one hot-loop scenario (`tests/PerfAnalyzers.Tests/Rules/<Family>/Scenarios/`): *before* is the code as");
        builder.AppendLine("written, *after* is the same file after our own code fix (Fix All), both compiled with optimizations and run");
        builder.AppendLine("under BenchmarkDotNet's in-process toolchain on the scenario's benchmark input, each scenario in processes of its");
        builder.AppendLine($"own (*Processes*; {DefaultProcesses} by default, one pass over the selected scenarios after another). Time per call: the median");
        builder.AppendLine("of the processes' means, and in parentheses a range that takes in the variation between processes and machine");
        builder.AppendLine("states, which one process's 99.9% confidence interval misses. From three processes on, it runs from the median of");
        builder.AppendLine("their intervals' low ends to the median of their high ends: the interval of a typical process, which one process");
        builder.AppendLine("that measured wild (one of three, two of five) moves at neither end. Two processes give the range from the lower");
        builder.AppendLine("low to the higher high; one gives its own interval. The range is not centered on the median. What each process");
        builder.AppendLine($"measured is in `{ProcessResult.FileName}`, and the tests check that each row is what its processes give. Rows with no");
        builder.AppendLine("processes there were published before that file (2026-11-28); those of several processes show the range from");
        builder.AppendLine("the lowest low to the highest high, which one wild process can stretch to *no measurable difference*.");
        builder.AppendLine("Allocated bytes per call: the median of the processes.");
        builder.AppendLine("Speedup is before / after, with the range the two time ranges allow; the verdict says *faster* or *slower* only when");
        builder.AppendLine("that whole range is above or below 1.0, else *no measurable difference*. *Code* is the fingerprint of the code");
        builder.AppendLine("measured (the tokens before and after the fix): the scenario tests fail when a scenario or its fixer no longer");
        builder.AppendLine("gives that code, so a row can't outlive what it measured; rerun the command with `--filter` for that row.");
        builder.AppendLine();
        builder.AppendLine($"Last run: {DateTime.UtcNow:yyyy-MM-dd}, .NET {Environment.Version}, {RuntimeInformation.OSDescription.Trim()}, {RuntimeInformation.ProcessArchitecture}, {Environment.ProcessorCount} logical cores, {cpu}.");
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

    private static string ResultFile(string folder, string key, int pass) =>
        Path.Combine(folder, key.Replace('/', '_') + "." + pass.ToString(CultureInfo.InvariantCulture) + ".json");

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
    /// What a child process hands back: what it measured (the field names of the means and margins are those of the
    /// files earlier runs left, so that <c>--from</c> still reads them) and the machine's processor.
    /// </summary>
    private sealed record ChildResult(ProcessResult Row, string Cpu);
}
