using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using System.Text;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Benchmarks;

public static class Program
{
    private const string TableStart = "<!-- benchmarks:start -->";
    private const string TableEnd = "<!-- benchmarks:end -->";

    public static int Main(string[] args)
    {
        string? filter = null;
        for (var i = 0; i < args.Length; i++)
        {
            if (args[i] == "--filter" && i + 1 < args.Length)
            {
                filter = args[++i];
            }
        }

        var selected = ScenarioCatalog.All
            .Where(s => filter is null || s.RuleId.Equals(filter, StringComparison.OrdinalIgnoreCase) || s.Key.Equals(filter, StringComparison.OrdinalIgnoreCase))
            .Select(s => s.Key)
            .ToList();
        if (selected.Count == 0)
        {
            Console.Error.WriteLine($"No scenario matches '{filter}'. Scenarios: {string.Join(", ", ScenarioCatalog.All.Select(s => s.Key))}");
            return 1;
        }

        ScenarioBenchmarks.SelectedKeys = selected;

        // In-process: the scenario assemblies are compiled by the harness at run time, in this process.
        var job = Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithWarmupCount(6)
            .WithIterationCount(15)
            .WithId("InProcess");
        var config = ManualConfig.CreateEmpty()
            .AddJob(job)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddColumnProvider(DefaultColumnProviders.Instance)
            .AddLogger(ConsoleLogger.Default)
            .WithOptions(ConfigOptions.DisableOptimizationsValidator);

        var summary = BenchmarkRunner.Run<ScenarioBenchmarks>(config);
        if (summary.HasCriticalValidationErrors || summary.Reports.Any(r => !r.Success))
        {
            Console.Error.WriteLine("Some benchmarks failed; docs/benchmarks.md is not updated.");
            return 1;
        }

        var rows = BuildRows(summary);
        var path = Path.Combine(ReferenceSets.RepositoryRoot, "docs", "benchmarks.md");
        File.WriteAllText(path, Render(path, rows, summary));
        Console.WriteLine();
        Console.WriteLine($"Wrote {path}:");
        foreach (var row in rows.Values)
        {
            Console.WriteLine(row);
        }

        return 0;
    }

    private static SortedDictionary<string, string> BuildRows(Summary summary)
    {
        var rows = new SortedDictionary<string, string>(StringComparer.Ordinal);
        foreach (var group in summary.Reports.GroupBy(r => (string)r.BenchmarkCase.Parameters["Scenario"]))
        {
            var before = group.Single(r => r.BenchmarkCase.Descriptor.WorkloadMethod.Name == nameof(ScenarioBenchmarks.Before));
            var after = group.Single(r => r.BenchmarkCase.Descriptor.WorkloadMethod.Name == nameof(ScenarioBenchmarks.After));
            var scenario = ScenarioCatalog.All.Single(s => s.Key == group.Key);
            var beforeNs = before.ResultStatistics!.Mean;
            var afterNs = after.ResultStatistics!.Mean;
            var beforeBytes = before.GcStats.GetBytesAllocatedPerOperation(before.BenchmarkCase) ?? 0;
            var afterBytes = after.GcStats.GetBytesAllocatedPerOperation(after.BenchmarkCase) ?? 0;
            rows[group.Key] = string.Create(
                CultureInfo.InvariantCulture,
                $"| {scenario.RuleId} | {scenario.Name} | {beforeNs:N1} | {afterNs:N1} | {beforeNs / afterNs:N1}x | {beforeBytes:N0} | {afterBytes:N0} | {Environment.Version} |");
        }

        return rows;
    }

    private static string Render(string path, SortedDictionary<string, string> rows, Summary summary)
    {
        // Keep the rows of scenarios this run did not measure (a --filter run updates only its own).
        if (File.Exists(path))
        {
            var existing = File.ReadAllText(path);
            var start = existing.IndexOf(TableStart, StringComparison.Ordinal);
            var end = existing.IndexOf(TableEnd, StringComparison.Ordinal);
            if (start >= 0 && end > start)
            {
                foreach (var line in existing[start..end].Split('\n').Select(l => l.Trim()).Where(l => l.StartsWith("| PERF", StringComparison.Ordinal)))
                {
                    var cells = line.Split('|', StringSplitOptions.TrimEntries);
                    var key = cells[1] + "/" + cells[2];
                    if (!rows.ContainsKey(key) && ScenarioCatalog.All.Any(s => s.Key == key))
                    {
                        rows[key] = line;
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
        builder.AppendLine("dotnet run -c Release --project tests/PerfAnalyzers.Benchmarks [-- --filter PERF0101]");
        builder.AppendLine("```");
        builder.AppendLine();
        builder.AppendLine("Each row is one hot-loop scenario (`tests/PerfAnalyzers.Tests/Rules/<Family>/Scenarios/`): *before* is the code as");
        builder.AppendLine("written, *after* is the same file after our own code fix (Fix All), both compiled with optimizations and run");
        builder.AppendLine("under BenchmarkDotNet's in-process toolchain on the scenario's benchmark input. Mean time and allocated bytes");
        builder.AppendLine("per call; speedup is before / after.");
        builder.AppendLine();
        builder.AppendLine($"Last run: {DateTime.UtcNow:yyyy-MM-dd}, .NET {Environment.Version}, {RuntimeInformation.OSDescription.Trim()}, {RuntimeInformation.ProcessArchitecture}, {Environment.ProcessorCount} logical cores, {summary.HostEnvironmentInfo.CpuInfo.Value?.ProcessorName ?? "unknown CPU"}.");
        builder.AppendLine();
        builder.AppendLine(TableStart);
        builder.AppendLine("| Rule | Scenario | Before (ns/op) | After (ns/op) | Speedup | Before (B/op) | After (B/op) | Runtime |");
        builder.AppendLine("|------|----------|---------------:|--------------:|--------:|--------------:|-------------:|---------|");
        foreach (var row in rows.Values)
        {
            builder.AppendLine(row);
        }

        builder.AppendLine(TableEnd);
        return builder.ToString();
    }
}
