using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;
using System.Text.RegularExpressions;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.AnalyzerCost;

/// <summary>
/// dotnet run -c Release --project tools/PerfAnalyzers.AnalyzerCost -- &lt;folder&gt; [--runs N] [--write LABEL]
/// dotnet run -c Release --project tools/PerfAnalyzers.AnalyzerCost -- &lt;folder&gt; --list   (every diagnostic of our rules)
/// dotnet run -c Release --project tools/PerfAnalyzers.AnalyzerCost -- &lt;folder&gt; --study [--fix-all [--fixed-to FOLDER]]   (every diagnostic of our rules, project by project, each with its own targets and language version; --fix-all: every fix applied, the compiler's errors and warnings compared: docs/real-code.md)
/// dotnet run -c Release --project tools/PerfAnalyzers.AnalyzerCost -- &lt;folder&gt; --marginal [--runs N] [--only ID,ID] [--sdk-first | --balanced] [--trees-first]   (in-process table and verdict only; --only: those rules and their counterparts; --sdk-first: the SDK's analyzers run before ours, to see what the order moves; --balanced: every round in both orders, each analyzer's time the mean of its two medians; --trees-first: every body's operation tree is built before the analyzers run, as the SDK's default analyzers have it built in a build)
/// dotnet run -c Release --project tools/PerfAnalyzers.AnalyzerCost -- &lt;folder&gt; --documents [--runs N]   (IDE latency: the 5 largest files)
/// dotnet run -c Release --project tools/PerfAnalyzers.AnalyzerCost -- &lt;folder&gt; --build [--runs N]   (end to end, the setting users have: Csc time and the compiler server's CPU time)
/// dotnet run -c Release --project tools/PerfAnalyzers.AnalyzerCost -- &lt;folder&gt; --share [--runs N]   (our share of a whole compile on one thread, by CPU time, with 95 % intervals: the figure that holds still)
/// Every mode: --define "A;B" adds the preprocessor symbols the folder's project defines for the framework measured.
/// Compiles every .cs file under the folder as one net10.0 project with our analyzers and the SDK's counterpart rules
/// switched on (everything else of the SDK's off), with the compiler's ReportAnalyzer timing, N times after a warm-up,
/// and prints each analyzer's median time, its share of the compile, and our/SDK ratios. --write adds the table to
/// docs/performance.md under LABEL.
/// </summary>
public static class Program
{
    /// <summary>Our rule ID to the SDK rules that look for the same code.</summary>
    private static readonly Dictionary<string, string[]> Counterparts = new(StringComparer.Ordinal)
    {
        ["PERF0101"] = new[] { "CA1872" },
        ["PERF0102"] = new[] { "CA1872" },
        ["PERF0103"] = new[] { "CA1872" },
        ["PERF0201"] = new[] { "CA1852" },
        ["PERF0402"] = new[] { "CA1827", "CA1829" },
        ["PERF0601"] = new[] { "CA1870" },
        ["PERF0602"] = new[] { "CA1870" },
        ["PERF0603"] = new[] { "CA1870" },
        ["PERF0702"] = new[] { "CA1863" },
        ["PERF0704"] = new[] { "CA1846" },
        ["PERF0708"] = new[] { "CA2263" },
        ["PERF0902"] = new[] { "CA1837", "CA1839" },
        ["PERF1003"] = new[] { "SYSLIB1045" },
    };

    private static readonly Regex Row = new(@"^\s*(?<time><?[\d.]+)\s+(?<pct><?\d+)\s+(?<name>\S.*?)\s*$", RegexOptions.Compiled);
    private static readonly Regex Csc = new(@"^\s*(?<ms>\d+) ms\s+Csc\s+\d+ calls", RegexOptions.Compiled);

    public static async System.Threading.Tasks.Task<int> Main(string[] args)
    {
        if (args.Length == 0 || !Directory.Exists(args[0]))
        {
            Console.Error.WriteLine("usage: AnalyzerCost <folder of .cs files> [--runs N] [--write LABEL]");
            return 2;
        }

        var folder = Path.GetFullPath(args[0]);
        InProcessCost.Nullable = ProjectSetting(folder, "Nullable") == "enable" ? NullableContextOptions.Enable : NullableContextOptions.Disable;
        InProcessCost.ImplicitUsings = ProjectSetting(folder, "ImplicitUsings") == "enable";
        var runs = 5;
        string? label = null;
        for (var i = 1; i < args.Length; i++)
        {
            if (args[i] == "--runs" && i + 1 < args.Length)
            {
                runs = int.Parse(args[++i], CultureInfo.InvariantCulture);
            }
            else if (args[i] == "--only" && i + 1 < args.Length)
            {
                InProcessCost.Only = args[++i].Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
            }
            else if (args[i] == "--sdk-first")
            {
                InProcessCost.SdkFirst = true;
            }
            else if (args[i] == "--balanced")
            {
                InProcessCost.Balanced = true;
            }
            else if (args[i] == "--trees-first")
            {
                InProcessCost.TreesFirst = true;
            }
            else if (args[i] == "--define" && i + 1 < args.Length)
            {
                InProcessCost.Defines = args[++i].Split(';', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
            }
            else if (args[i] == "--write" && i + 1 < args.Length)
            {
                label = args[++i];
            }
        }

        if (args.Contains("--study"))
        {
            foreach (var line in await RealCode.StudyAsync(Path.GetFullPath(folder), InProcessCost.Defines, fixAll: args.Contains("--fix-all"), fixedTo: FixedTo(args)))
            {
                Console.WriteLine(line);
            }

            return 0;
        }

        if (args.Contains("--list"))
        {
            var sources = SourceFiles(folder);
            foreach (var line in await InProcessCost.ListAsync(folder, sources))
            {
                Console.WriteLine(line);
            }

            return 0;
        }

        if (args.Contains("--build"))
        {
            return BuildCost(folder, runs);
        }

        if (args.Contains("--share"))
        {
            // Tiered compilation re-jits hot methods in the background for minutes, on other threads whose CPU time
            // the measure counts, and the background GC thread's work varies with timing: with both off, one compile's
            // CPU time varies by about 3 % from round to round here.
            if (Environment.GetEnvironmentVariable("DOTNET_TieredCompilation") != "0")
            {
                var self = new ProcessStartInfo("dotnet") { UseShellExecute = false };
                self.ArgumentList.Add(typeof(Program).Assembly.Location);
                foreach (var arg in args)
                {
                    self.ArgumentList.Add(arg);
                }

                self.Environment["DOTNET_TieredCompilation"] = "0";
                self.Environment["DOTNET_gcConcurrent"] = "0";
                using var child = Process.Start(self)!;
                await child.WaitForExitAsync();
                return child.ExitCode;
            }

            Console.WriteLine("| Compile without ours, CPU (median) | Our callbacks, default severities | Our callbacks, every rule on | Compile CPU, default severities | Compile CPU, every rule on | Rounds | Errors |");
            Console.WriteLine("|---:|---:|---:|---:|---:|---:|---:|");
            Console.WriteLine(await InProcessCost.MeasureShareAsync(SourceFiles(folder), runs));
            return 0;
        }

        if (args.Contains("--dispatch"))
        {
            Console.WriteLine(await InProcessCost.MeasureDispatchAsync(SourceFiles(folder), runs));
            return 0;
        }

        if (args.Contains("--overhead"))
        {
            var sources = SourceFiles(folder);
            Console.WriteLine(await InProcessCost.MeasureOverheadAsync(sources, runs));
            return 0;
        }

        if (args.Contains("--documents"))
        {
            // IDE latency: all our analyzers on each of the largest documents alone.
            var sources = SourceFiles(folder);
            Console.WriteLine(await InProcessCost.MeasureDocumentsAsync(sources, 5, runs));
            return 0;
        }

        if (args.Contains("--marginal"))
        {
            // Only the in-process marginal table: a minute instead of the interleaved builds, to check a change.
            var sources = SourceFiles(folder);
            Console.WriteLine(await InProcessCost.MeasureAsync(sources, Counterparts, runs));
            return 0;
        }

        var analyzerPath = Path.Combine(AppContext.BaseDirectory, "PerfAnalyzers.Analyzers.dll");
        if (!File.Exists(analyzerPath))
        {
            Console.Error.WriteLine($"Analyzer assembly not found at {analyzerPath}.");
            return 2;
        }

        var work = Path.Combine(Path.GetTempPath(), "perfanalyzers-cost-" + Guid.NewGuid().ToString("N")[..8]);
        var withOurs = Path.Combine(work, "with");
        var withoutOurs = Path.Combine(work, "without");
        Directory.CreateDirectory(withOurs);
        Directory.CreateDirectory(withoutOurs);
        var files = SourceFiles(folder);
        var lines = files.Sum(f => File.ReadLines(f).LongCount());
        WriteProject(withOurs, folder, analyzerPath);
        WriteProject(withoutOurs, folder, null);

        var samples = new List<Dictionary<string, double>>();
        var compileTimes = new List<double>();
        var baselineTimes = new List<double>();
        for (var run = 0; run <= runs; run++)
        {
            // Interleaved: the same compile with and without our analyzers, so that drift hits both alike.
            var output = Dotnet(withOurs, "build --no-incremental -nologo -v:d -clp:PerformanceSummary");
            var (times, csc) = Parse(output);
            var (_, baseline) = Parse(Dotnet(withoutOurs, "build --no-incremental -nologo -v:d -clp:PerformanceSummary"));
            if (times.Count == 0 || csc <= 0 || baseline <= 0)
            {
                Console.Error.WriteLine("Could not read the analyzer report from the build output:");
                Console.Error.WriteLine(output.Length > 4000 ? output[^4000..] : output);
                return 1;
            }

            // Run 0 warms up the compiler server and the JIT; it is not counted.
            if (run > 0)
            {
                samples.Add(times);
                compileTimes.Add(csc);
                baselineTimes.Add(baseline);
            }

            Console.Error.WriteLine($"run {run}: compile {csc:F0} ms with ours, {baseline:F0} ms without");
        }

        var table = Render(folder, files.Count, lines, samples, compileTimes, baselineTimes, runs);
        Console.Error.WriteLine("in-process marginal cost...");
        table += Environment.NewLine + "Marginal cost (in process, after the compilation is fully bound; one thread; median of the runs):"
            + Environment.NewLine + Environment.NewLine
            + await InProcessCost.MeasureAsync(files, Counterparts, Math.Max(runs, 5)) + Environment.NewLine
            + "This is the fair comparison between analyzers: each one's own callbacks, without the compilation-wide work the build does anyway." + Environment.NewLine;
        Console.WriteLine(table);
        if (label is not null)
        {
            WriteDocs(label, table);
        }

        try
        {
            Directory.Delete(work, recursive: true);
        }
        catch (IOException)
        {
        }

        return 0;
    }

    /// <summary>
    /// End to end, in the setting users have: the folder's sources as one net10.0 project with the SDK's default
    /// analyzers (AnalysisLevel and AnalysisMode at their defaults), built with --no-incremental without our analyzers,
    /// with them at their default severities, and with every one of our rules on (the All preset), interleaved; the
    /// median of the compile (Csc task) and of the whole build per variant.
    /// </summary>
    private static int BuildCost(string folder, int runs)
    {
        var analyzerPath = Path.Combine(AppContext.BaseDirectory, "PerfAnalyzers.Analyzers.dll");
        var allPreset = Path.Combine(FindRepositoryRoot(), "src", "Package", "config", "PerfAnalyzers.All.globalconfig");
        var nonePreset = Path.Combine(FindRepositoryRoot(), "src", "Package", "config", "PerfAnalyzers.None.globalconfig");
        var work = Path.Combine(Path.GetTempPath(), "perfanalyzers-build-" + Guid.NewGuid().ToString("N")[..8]);
        var variants = new (string Name, string? Analyzer, string? Config)[]
        {
            ("without", null, null),
            ("loaded", analyzerPath, nonePreset),
            ("default", analyzerPath, null),
            ("all", analyzerPath, allPreset),
        };
        foreach (var (name, analyzer, config) in variants)
        {
            var dir = Path.Combine(work, name);
            Directory.CreateDirectory(dir);
            File.WriteAllText(Path.Combine(dir, "Build.csproj"), ProjectXml(folder, analyzer, config, """
                <NoWarn>$(NoWarn);CS0618;CS1591</NoWarn>
                """));
            Dotnet(dir, "restore -nologo");
        }

        var csc = variants.ToDictionary(v => v.Name, _ => new List<double>());
        var cpu = variants.ToDictionary(v => v.Name, _ => new List<double>());
        var wall = variants.ToDictionary(v => v.Name, _ => new List<double>());
        var errors = 0;
        for (var run = 0; run <= runs; run++)
        {
            // The order rotates from round to round, so that no variant always follows the same one (a build's
            // position in the round showed up as a few percent on its own).
            for (var position = 0; position < variants.Length; position++)
            {
                var name = variants[(position + run) % variants.Length].Name;
                var before = CompilerServerCpu();
                var watch = Stopwatch.StartNew();
                var output = Dotnet(Path.Combine(work, name), "build --no-restore --no-incremental -nologo -clp:PerformanceSummary -p:UseSharedCompilation=true");
                watch.Stop();
                var cpuMs = CompilerServerCpu().Sum(p => p.Value - before.GetValueOrDefault(p.Key));
                var (_, cscMs) = Parse(output);
                if (run == 0 && name == "without")
                {
                    // A build with errors skips emit and binds differently; its times say little about the analyzers.
                    errors = Regex.Matches(output, @"error CS\d+").Count;
                }

                if (cscMs <= 0)
                {
                    Console.Error.WriteLine($"Could not read the Csc time of the '{name}' build:");
                    Console.Error.WriteLine(output.Length > 4000 ? output[^4000..] : output);
                    return 1;
                }

                if (run > 0)
                {
                    csc[name].Add(cscMs);
                    cpu[name].Add(cpuMs);
                    wall[name].Add(watch.Elapsed.TotalMilliseconds);
                }

                Console.Error.WriteLine(string.Create(CultureInfo.InvariantCulture, $"run {run} {name}: Csc {cscMs:F0} ms, compiler server CPU {cpuMs:F0} ms, build {watch.Elapsed.TotalMilliseconds:F0} ms"));
            }
        }

        var files = SourceFiles(folder).Count;
        var builder = new StringBuilder();
        builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"Sources: `{Path.GetFileName(folder)}`, {files} files; net10.0, the SDK's default analyzers on; {runs} runs each after a warm-up, interleaved in an order that rotates, medians; {errors} compile errors (count of `error CS` lines in the build output)."));
        builder.AppendLine();
        // The machine's speed drifts within a set (a third, seen here), so each variant is compared with the build
        // "without" of the same round: the median of those paired ratios, with the middle half of them (quartiles).
        // The compiler server's CPU time (user + system, all its threads) is the work of the compile; wall time also
        // holds the waits of a busy machine.
        builder.AppendLine("| Variant | Compile (Csc, median ms) | vs without (median of paired ratios) | middle half of the ratios | Compiler CPU (median ms) | vs without | middle half | Build (median ms) |");
        builder.AppendLine("|---------|-------------------------:|------------------------------------:|--------------------------:|-------------------------:|-----------:|------------:|------------------:|");
        foreach (var (name, _, _) in variants)
        {
            var label = name switch
            {
                "without" => "without our analyzers",
                "loaded" => "our assembly loaded, every rule off (the None preset)",
                "default" => "ours at default severities",
                _ => "ours, every rule on",
            };
            var (change, spread) = Paired(csc, name);
            var (cpuChange, cpuSpread) = Paired(cpu, name);
            builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| {label} | {InProcessCost.Median(csc[name]):F0} | {change} | {spread} | {InProcessCost.Median(cpu[name]):F0} | {cpuChange} | {cpuSpread} | {InProcessCost.Median(wall[name]):F0} |"));
        }

        static (string Change, string Spread) Paired(Dictionary<string, List<double>> times, string name)
        {
            if (name == "without" || times["without"].Any(t => t <= 0))
            {
                return ("", "");
            }

            var ratios = times[name].Select((ms, i) => ms / times["without"][i]).OrderBy(r => r).ToList();
            return (Percent(InProcessCost.Median(ratios)), Percent(ratios[ratios.Count / 4]) + " to " + Percent(ratios[(ratios.Count * 3 - 1) / 4]));
        }

        static string Percent(double ratio) => string.Create(CultureInfo.InvariantCulture, $"{(ratio - 1) * 100:+0.0;-0.0;0.0} %");

        Console.WriteLine(builder.ToString());
        try
        {
            Directory.Delete(work, recursive: true);
        }
        catch (IOException)
        {
        }

        return 0;
    }

    /// <summary>
    /// CPU time (user + system, ms) of each running compiler server (VBCSCompiler) by process ID, from /proc; empty
    /// where there is no /proc.
    /// </summary>
    private static Dictionary<int, double> CompilerServerCpu()
    {
        // USER_HZ: the unit of /proc/<pid>/stat's times, 100 on Linux.
        const double TicksPerSecond = 100;
        var result = new Dictionary<int, double>();
        if (!Directory.Exists("/proc"))
        {
            return result;
        }

        foreach (var directory in Directory.EnumerateDirectories("/proc"))
        {
            if (!int.TryParse(Path.GetFileName(directory), NumberStyles.None, CultureInfo.InvariantCulture, out var pid))
            {
                continue;
            }

            try
            {
                if (!File.ReadAllText(Path.Combine(directory, "cmdline")).Contains("VBCSCompiler", StringComparison.Ordinal))
                {
                    continue;
                }

                // Fields after the command name in parentheses: state is field 3, utime 14 and stime 15.
                var stat = File.ReadAllText(Path.Combine(directory, "stat"));
                var fields = stat[(stat.LastIndexOf(')') + 2)..].Split(' ');
                var ticks = long.Parse(fields[11], CultureInfo.InvariantCulture) + long.Parse(fields[12], CultureInfo.InvariantCulture);
                result[pid] = ticks * 1000 / TicksPerSecond;
            }
            catch (IOException)
            {
                // The process ended while it was being read.
            }
        }

        return result;
    }

    /// <summary>The folder's C# sources, build output left out.</summary>
    private static List<string> SourceFiles(string folder) =>
        Directory.GetFiles(folder, "*.cs", SearchOption.AllDirectories)
            .Where(f => !f.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal)
                && !f.Contains($"{Path.DirectorySeparatorChar}bin{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .ToList();

    private static string FindRepositoryRoot()
    {
        var directory = new DirectoryInfo(AppContext.BaseDirectory);
        while (directory is not null && !File.Exists(Path.Combine(directory.FullName, "PerfAnalyzers.sln")))
        {
            directory = directory.Parent;
        }

        return directory?.FullName ?? throw new InvalidOperationException("PerfAnalyzers.sln not found above " + AppContext.BaseDirectory);
    }

    /// <summary>
    /// The value of the <c>&lt;Name&gt;</c> property (lower case) that a project file, .props or .targets file in the
    /// folder or a folder above it (as for <c>src/NLog</c>, or Markdig's Markdig.targets) sets; null when none does.
    /// </summary>
    private static string? ProjectSetting(string folder, string name)
    {
        var pattern = new Regex($@"<{name}>\s*(\w+)\s*</{name}>");
        for (var directory = new DirectoryInfo(folder); directory is not null; directory = directory.Parent)
        {
            var files = directory.GetFiles("*.csproj").Concat(directory.GetFiles("*.props")).Concat(directory.GetFiles("*.targets"));
            foreach (var file in files)
            {
                var match = pattern.Match(File.ReadAllText(file.FullName));
                if (match.Success)
                {
                    return match.Groups[1].Value.ToLowerInvariant();
                }
            }
        }

        return null;
    }

    /// <summary>
    /// A net10.0 library of the folder's C# sources (build output left out), compiled with the project's nullable and
    /// implicit-usings settings and the <c>--define</c> symbols, with our analyzer and an analyzer config when given,
    /// and the mode's own properties.
    /// </summary>
    private static string ProjectXml(string folder, string? analyzerPath, string? config, string properties) => $"""
        <Project Sdk="Microsoft.NET.Sdk">
          <PropertyGroup>
            <TargetFramework>net10.0</TargetFramework>
            <OutputType>Library</OutputType>
            <EnableDefaultCompileItems>false</EnableDefaultCompileItems>
            <ImplicitUsings>{(InProcessCost.ImplicitUsings ? "enable" : "disable")}</ImplicitUsings>
            <Nullable>{(InProcessCost.Nullable == NullableContextOptions.Enable ? "enable" : "disable")}</Nullable>
            <AllowUnsafeBlocks>true</AllowUnsafeBlocks>
            <TreatWarningsAsErrors>false</TreatWarningsAsErrors>
            <GenerateAssemblyInfo>false</GenerateAssemblyInfo>
            <GenerateTargetFrameworkAttribute>false</GenerateTargetFrameworkAttribute>
            <DefineConstants>$(DefineConstants);{string.Join(';', InProcessCost.Defines)}</DefineConstants>
            {properties.Trim()}
          </PropertyGroup>
          <ItemGroup>
            <Compile Include="{folder}/**/*.cs" Exclude="{folder}/**/obj/**;{folder}/**/bin/**" />
            {(analyzerPath is null ? string.Empty : $"<Analyzer Include=\"{analyzerPath}\" />")}
            {(config is null ? string.Empty : $"<EditorConfigFiles Include=\"{config}\" />")}
          </ItemGroup>
        </Project>
        """;

    private static void WriteProject(string work, string folder, string? analyzerPath)
    {
        File.WriteAllText(Path.Combine(work, "Cost.csproj"), ProjectXml(folder, analyzerPath, "cost.globalconfig", """
            <AnalysisMode>None</AnalysisMode>
            <ReportAnalyzer>true</ReportAnalyzer>
            <ContinueOnError>true</ContinueOnError>
            """));

        var config = new StringBuilder("is_global = true\n");
        foreach (var id in Counterparts.Values.SelectMany(v => v).Distinct())
        {
            config.AppendLine($"dotnet_diagnostic.{id}.severity = warning");
        }

        config.AppendLine("dotnet_analyzer_diagnostic.category-Performance.severity = warning");
        File.WriteAllText(Path.Combine(work, "cost.globalconfig"), config.ToString());
        Dotnet(work, "restore -nologo");
    }

    private static (Dictionary<string, double> Times, double CscMs) Parse(string output)
    {
        var times = new Dictionary<string, double>(StringComparer.Ordinal);
        var inReport = false;
        double csc = 0;
        foreach (var raw in output.Split('\n'))
        {
            var line = raw.TrimEnd('\r');
            if (line.Contains("Total analyzer execution time", StringComparison.Ordinal))
            {
                inReport = true;
                continue;
            }

            var cscMatch = Csc.Match(line);
            if (cscMatch.Success)
            {
                csc = double.Parse(cscMatch.Groups["ms"].Value, CultureInfo.InvariantCulture);
            }

            if (!inReport)
            {
                continue;
            }

            var match = Row.Match(line);
            if (!match.Success)
            {
                if (line.Trim().Length > 0 && !line.Contains("Time (s)", StringComparison.Ordinal))
                {
                    inReport = false;
                }

                continue;
            }

            var name = match.Groups["name"].Value;
            if (name.Contains(", Version=", StringComparison.Ordinal))
            {
                continue;
            }

            var text = match.Groups["time"].Value;
            var seconds = text.StartsWith('<') ? 0.0005 : double.Parse(text, CultureInfo.InvariantCulture);
            times[name] = times.GetValueOrDefault(name) + seconds * 1000;
        }

        return (times, csc);
    }

    private static string Render(string folder, int fileCount, long lineCount, List<Dictionary<string, double>> samples, List<double> compileTimes, List<double> baselineTimes, int runs)
    {
        double Median(IEnumerable<double> values)
        {
            var sorted = values.OrderBy(v => v).ToArray();
            return sorted.Length == 0 ? 0 : sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[sorted.Length / 2 - 1] + sorted[sorted.Length / 2]) / 2;
        }

        var names = samples.SelectMany(s => s.Keys).Distinct().ToList();
        var median = names.ToDictionary(n => n, n => Median(samples.Select(s => s.GetValueOrDefault(n))));
        var compile = Median(compileTimes);
        var baseline = Median(baselineTimes);
        var ours = names.Where(n => n.StartsWith("PerfAnalyzers.", StringComparison.Ordinal)).OrderBy(n => n, StringComparer.Ordinal).ToList();

        static string[] Ids(string name)
        {
            var open = name.LastIndexOf('(');
            return open < 0 ? Array.Empty<string>() : name[(open + 1)..^1].Split(',', StringSplitOptions.TrimEntries);
        }

        static string Short(string name)
        {
            var open = name.LastIndexOf(" (", StringComparison.Ordinal);
            var type = open < 0 ? name : name[..open];
            return type[(type.LastIndexOf('.') + 1)..];
        }

        var builder = new StringBuilder();
        builder.AppendLine(string.Create(CultureInfo.InvariantCulture,
            $"Sources: `{Path.GetFileName(folder.TrimEnd(Path.DirectorySeparatorChar))}`, {fileCount} files, {lineCount:N0} lines; .NET {Environment.Version}, {Environment.ProcessorCount} cores, {runs} warm runs each, interleaved."));
        builder.AppendLine();
        builder.AppendLine(string.Create(CultureInfo.InvariantCulture,
            $"Compile time (Csc task, median): **{compile:F0} ms with our analyzers, {baseline:F0} ms without**: a difference of {compile - baseline:F0} ms ({(compile - baseline) / baseline:P1}), within the run-to-run noise when small."));
        builder.AppendLine();
        builder.AppendLine("| Our analyzer (compiler report) | Rules | Time (ms) | Share of compile | SDK counterpart | SDK time (ms) | Ours / SDK |");
        builder.AppendLine("|--------------|-------|----------:|-----------------:|-----------------|--------------:|-----------:|");
        double total = 0;
        foreach (var name in ours)
        {
            var ids = Ids(name);
            var time = median[name];
            total += time;
            var counterpartIds = ids.SelectMany(id => Counterparts.GetValueOrDefault(id) ?? Array.Empty<string>()).Distinct().ToList();
            var counterparts = names.Where(n => !n.StartsWith("PerfAnalyzers.", StringComparison.Ordinal) && Ids(n).Any(counterpartIds.Contains)).ToList();
            var sdkTime = counterparts.Sum(n => median[n]);
            var sdkNames = counterparts.Count == 0 ? "none" : string.Join(", ", counterparts.Select(n => $"{Short(n)} ({string.Join(", ", Ids(n))})"));
            var ratio = counterparts.Count == 0 ? "n/a" : sdkTime <= 0.5 ? "(both < 1 ms)" : (time / sdkTime).ToString("F2", CultureInfo.InvariantCulture);
            builder.AppendLine(string.Create(CultureInfo.InvariantCulture,
                $"| {Short(name)} | {string.Join(", ", ids)} | {time:F1} | {time / compile:P2} | {sdkNames} | {(counterparts.Count == 0 ? "" : sdkTime.ToString("F1", CultureInfo.InvariantCulture))} | {ratio} |"));
        }

        builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| **All of ours** | | **{total:F1}** | **{total / compile:P2}** | | | |"));
        builder.AppendLine();
        builder.AppendLine("Per-analyzer times are the compiler's own report (`ReportAnalyzer`), medians over the runs. The compiler times each analyzer's callbacks, so the first of our analyzers to run also carries lazy compilation-wide work it happens to trigger first (binding the references, declaring the source symbols): about 100 ms here, which moves to another of our analyzers when that one is switched off and does not show in the compile time with and without our analyzers above. Times under 1 ms are shown as 0.5 (the compiler prints `<0.001 s`).");
        return builder.ToString();
    }

    private static void WriteDocs(string label, string table)
    {
        var root = typeof(Program).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().First(a => a.Key == "RepositoryRoot").Value!;
        var path = Path.Combine(root, "docs", "performance.md");
        var start = $"<!-- cost:{label}:start -->";
        var end = $"<!-- cost:{label}:end -->";
        var text = File.Exists(path) ? File.ReadAllText(path) : "# Analyzer performance\n\n";
        var from = text.IndexOf(start, StringComparison.Ordinal);
        var to = text.IndexOf(end, StringComparison.Ordinal);
        var section = $"{start}\n{table}{end}";
        text = from >= 0 && to > from
            ? text[..from] + section + text[(to + end.Length)..]
            : text.TrimEnd() + $"\n\n### {label}\n\n{section}\n";
        File.WriteAllText(path, text);
        Console.Error.WriteLine($"Wrote {path} ({label}).");
    }

    private static string Dotnet(string workingDirectory, string arguments)
    {
        var start = new ProcessStartInfo("dotnet", arguments)
        {
            WorkingDirectory = workingDirectory,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";

        // Users' builds compile in the compiler server (VBCSCompiler), which keeps the compiler and the analyzers loaded
        // and jitted between builds; an environment that turns it off (UseSharedCompilation=false, as some CI machines
        // set) would time a cold compiler process instead.
        start.Environment.Remove("UseSharedCompilation");
        using var process = Process.Start(start)!;
        var stdout = process.StandardOutput.ReadToEndAsync();
        var stderr = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return stdout.Result + stderr.Result;
    }

    /// <summary>The folder after <c>--fixed-to</c>, or null.</summary>
    private static string? FixedTo(string[] args)
    {
        var at = Array.IndexOf(args, "--fixed-to");
        return at >= 0 && at + 1 < args.Length ? Path.GetFullPath(args[at + 1]) : null;
    }
}
