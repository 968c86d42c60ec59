using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.AnalyzerCost;

/// <summary>
/// The marginal cost of each analyzer: the sources are compiled and fully bound first (work the compiler does for
/// the build anyway), then our analyzers and the SDK's counterparts run on that compilation, one thread, with
/// Roslyn's per-analyzer execution-time log. Medians over the runs.
/// </summary>
internal static class InProcessCost
{
    /// <summary>
    /// The nullable context the folder's sources are compiled in: the project's <c>&lt;Nullable&gt;</c> setting (see
    /// <c>Program.NullableOf</c>), so rules that trust nullable analysis report what they report in the user's build.
    /// </summary>
    public static NullableContextOptions Nullable { get; set; } = NullableContextOptions.Disable;

    /// <summary>
    /// With <c>--only ID[,ID...]</c>: the rule IDs whose analyzers (and their SDK counterparts) the marginal table
    /// runs, alone; fewer analyzers in the run leave less noise around the ones being checked. Empty: every analyzer.
    /// </summary>
    public static IReadOnlyCollection<string> Only { get; set; } = Array.Empty<string>();

    /// <summary>
    /// With <c>--sdk-first</c>: the SDK's analyzers are handed to the driver before ours. Whatever lazy, shared work the
    /// first analyzer to ask pays for (symbols decoded from metadata, caches filled) then lands on the SDK's side: a
    /// ratio that flips with the order is the order's, not the rule's.
    /// </summary>
    public static bool SdkFirst { get; set; }

    /// <summary>
    /// With <c>--balanced</c>: each round runs twice, ours first and the SDK's first, and an analyzer's time is the mean
    /// of its medians in the two orders, so the shared lazy work the first analyzer pays for is charged evenly.
    /// </summary>
    public static bool Balanced { get; set; }

    /// <summary>
    /// With <c>--trees-first</c>: before the analyzers run, every body's operation tree is built in the semantic models
    /// the analyzer driver hands out (the ones it caches for the analysis). A build with the SDK's default analyzers on
    /// builds those trees anyway; an analyzer that binds a body before the driver gets to it (a symbol action reading a
    /// field's uses, say) is charged for that binding in the plain table, and here only for its own work.
    /// </summary>
    public static bool TreesFirst { get; set; }

    /// <summary>
    /// With <c>--define A;B</c>: preprocessor symbols the folder's project defines for the target framework measured
    /// (Newtonsoft.Json's <c>HAVE_*</c> symbols, say), so the sources compile as the project compiles them and not
    /// through their fallbacks for old frameworks, with errors.
    /// </summary>
    public static IReadOnlyCollection<string> Defines { get; set; } = Array.Empty<string>();

    /// <summary>
    /// The project's <c>&lt;ImplicitUsings&gt;</c> setting: when on, the SDK's global usings for a library are compiled
    /// with the sources, as the build compiles them.
    /// </summary>
    public static bool ImplicitUsings { get; set; }

    /// <summary>The parse options of every mode: the latest language version and <see cref="Defines"/>.</summary>
    public static CSharpParseOptions ParseOptions =>
        CSharpParseOptions.Default.WithLanguageVersion(LanguageVersion.Latest).WithPreprocessorSymbols(Defines);

    /// <summary>The global usings the SDK writes for a library with <c>&lt;ImplicitUsings&gt;enable&lt;/ImplicitUsings&gt;</c>.</summary>
    public const string SdkGlobalUsings = """
        global using global::System;
        global using global::System.Collections.Generic;
        global using global::System.IO;
        global using global::System.Linq;
        global using global::System.Net.Http;
        global using global::System.Threading;
        global using global::System.Threading.Tasks;
        """;

    /// <summary>The files parsed with <see cref="ParseOptions"/>, and the SDK's global usings with <see cref="ImplicitUsings"/>.</summary>
    private static SyntaxTree[] Parse(IReadOnlyList<string> files)
    {
        var trees = files.Select(f => CSharpSyntaxTree.ParseText(File.ReadAllText(f), ParseOptions, path: f));
        if (ImplicitUsings)
        {
            trees = trees.Append(CSharpSyntaxTree.ParseText(SdkGlobalUsings, ParseOptions, path: "GlobalUsings.g.cs"));
        }

        return trees.ToArray();
    }

    public static async Task<string> MeasureAsync(IReadOnlyList<string> files, IReadOnlyDictionary<string, string[]> counterparts, int runs)
    {
        var trees = Parse(files);
        var sdkFolder = FindSdkAnalyzers();
        var loader = new Loader();
        // The SDK's code-analysis rules, and the analyzers that ship beside the runtime's source generators in its
        // targeting pack (SYSLIB1045, the regex generator's "use [GeneratedRegex]").
        var sdkReferences = new AnalyzerReference[]
        {
            new AnalyzerFileReference(Path.Combine(sdkFolder, "Microsoft.CodeAnalysis.NetAnalyzers.dll"), loader),
            new AnalyzerFileReference(Path.Combine(sdkFolder, "Microsoft.CodeAnalysis.CSharp.NetAnalyzers.dll"), loader),
        }.Concat(ReferenceSets.SourceGenerators(TargetRuntime.Net10)).ToArray();
        var ours = DocsGenerator.Analyzers
            .Where(a => Only.Count == 0 || a.SupportedDiagnostics.Any(d => Only.Contains(d.Id)))
            .ToList();
        var wanted = ours.SelectMany(a => a.SupportedDiagnostics)
            .SelectMany(d => counterparts.TryGetValue(d.Id, out var c) ? c : Array.Empty<string>())
            .ToHashSet(StringComparer.Ordinal);
        var sdkAnalyzers = sdkReferences
            .SelectMany(r => r.GetAnalyzers(LanguageNames.CSharp))
            .Where(a => a.SupportedDiagnostics.Any(d => wanted.Contains(d.Id)))
            .ToList();
        var orders = Balanced
            ? new[] { ours.Concat(sdkAnalyzers).ToImmutableArray(), sdkAnalyzers.Concat(ours).ToImmutableArray() }
            : new[] { SdkFirst ? sdkAnalyzers.Concat(ours).ToImmutableArray() : ours.Concat(sdkAnalyzers).ToImmutableArray() };
        if (TreesFirst)
        {
            var treeBuilder = new EmptyAnalyzer(EmptyAnalyzer.Registers.TreesAtStart);
            orders = orders.Select(o => o.Insert(0, treeBuilder)).ToArray();
        }

        var options = new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true, nullableContextOptions: Nullable)
            .WithSpecificDiagnosticOptions(wanted.Concat(ours.SelectMany(a => a.SupportedDiagnostics).Select(d => d.Id))
                .Distinct().ToDictionary(id => id, _ => ReportDiagnostic.Warn));

        var times = orders.Select(o => o.ToDictionary(a => a, _ => new List<double>())).ToArray();
        for (var run = 0; run <= runs; run++)
        {
            for (var order = 0; order < orders.Length; order++)
            {
                var all = orders[order];
                var compilation = CSharpCompilation.Create("Cost", trees, ReferenceSets.Get(TargetRuntime.Net10), options);
                compilation.GetDiagnostics();
                var withAnalyzers = compilation.WithAnalyzers(all, new CompilationWithAnalyzersOptions(
                    new AnalyzerOptions(ImmutableArray<AdditionalText>.Empty), onAnalyzerException: null, concurrentAnalysis: false, logAnalyzerExecutionTime: true));
                await withAnalyzers.GetAnalyzerDiagnosticsAsync().ConfigureAwait(false);
                if (run == 0)
                {
                    continue;
                }

                foreach (var analyzer in all)
                {
                    var telemetry = await withAnalyzers.GetAnalyzerTelemetryInfoAsync(analyzer, default).ConfigureAwait(false);
                    times[order][analyzer].Add(telemetry.ExecutionTime.TotalMilliseconds);
                }
            }
        }

        // One order: the median of the runs. Both orders (--balanced): the mean of the two medians.
        double TimeOf(DiagnosticAnalyzer analyzer) => times.Average(t => Median(t[analyzer]));

        var builder = new StringBuilder();
        builder.AppendLine("| Our analyzer | Rules | Time (ms) | SDK counterpart | SDK time (ms) | Ours / SDK |");
        builder.AppendLine("|--------------|-------|----------:|-----------------|--------------:|-----------:|");
        double total = 0;
        var compared = 0;
        var atOrBelow = 0;
        var worst = (Name: string.Empty, Ratio: 0.0);
        foreach (var analyzer in ours)
        {
            var ids = analyzer.SupportedDiagnostics.Select(d => d.Id).Distinct().ToList();
            var time = TimeOf(analyzer);
            total += time;
            var counterpartIds = ids.SelectMany(id => counterparts.TryGetValue(id, out var c) ? c : Array.Empty<string>()).ToHashSet(StringComparer.Ordinal);
            var matching = sdkAnalyzers.Where(a => a.SupportedDiagnostics.Any(d => counterpartIds.Contains(d.Id))).ToList();
            var sdkTime = matching.Sum(TimeOf);
            var names = matching.Count == 0 ? "none" : string.Join(", ", matching.Select(a => $"{a.GetType().Name} ({string.Join(", ", a.SupportedDiagnostics.Select(d => d.Id).Where(counterpartIds.Contains).Distinct())})"));
            if (matching.Count > 0 && sdkTime > 0)
            {
                compared++;
                var ratio = time / sdkTime;
                atOrBelow += ratio <= 1.0 ? 1 : 0;
                if (ratio > worst.Ratio)
                {
                    worst = (analyzer.GetType().Name, ratio);
                }
            }

            builder.AppendLine(string.Create(CultureInfo.InvariantCulture,
                $"| {analyzer.GetType().Name} | {string.Join(", ", ids)} | {time:F1} | {names} | {(matching.Count == 0 ? "" : sdkTime.ToString("F1", CultureInfo.InvariantCulture))} | {(matching.Count == 0 || sdkTime <= 0 ? "n/a" : (time / sdkTime).ToString("F2", CultureInfo.InvariantCulture))} |"));
        }

        builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| **All of ours** | | **{total:F1}** | | | |"));
        builder.AppendLine();
        builder.AppendLine(string.Create(CultureInfo.InvariantCulture,
            $"Verdict: {(atOrBelow == compared ? "PASS" : "FAIL")}: {atOrBelow} of {compared} analyzers with an SDK counterpart at or below its time (worst: {worst.Name} at {worst.Ratio:F2}x); all of ours {total:F1} ms."));
        return builder.ToString();
    }

    /// <summary>
    /// Every member body's operation tree, built through <paramref name="compilation"/>'s semantic models: given the
    /// driver's compilation (at compilation start), those are the models the driver caches and analyzes with.
    /// </summary>
    private static void BuildOperationTrees(Compilation compilation)
    {
        foreach (var tree in compilation.SyntaxTrees)
        {
            var model = compilation.GetSemanticModel(tree);
            foreach (var node in tree.GetRoot().DescendantNodes(static n => n is not (BaseMethodDeclarationSyntax or AccessorDeclarationSyntax)))
            {
                switch (node)
                {
                    case BaseMethodDeclarationSyntax or AccessorDeclarationSyntax:
                    case ArrowExpressionClauseSyntax:
                    case EqualsValueClauseSyntax { Parent: VariableDeclaratorSyntax { Parent.Parent: FieldDeclarationSyntax } }:
                        model.GetOperation(node);
                        break;
                }
            }
        }
    }

    /// <summary>
    /// IDE latency: the IDE analyzes the open document, one at a time. For the <paramref name="count"/> largest files,
    /// the time of all our analyzers together on that document alone (semantic analysis of the one tree, on a
    /// compilation already bound, as the IDE has it; compilation-end rules excluded, as the IDE runs those only in
    /// full-solution analysis), median of the runs.
    /// </summary>
    public static async Task<string> MeasureDocumentsAsync(IReadOnlyList<string> files, int count, int runs)
    {
        var trees = Parse(files);
        var ours = DocsGenerator.Analyzers
            .Where(a => !a.SupportedDiagnostics.Any(d => d.CustomTags.Contains(WellKnownDiagnosticTags.CompilationEnd)))
            .ToImmutableArray();
        var options = new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true, nullableContextOptions: Nullable)
            .WithSpecificDiagnosticOptions(ours.SelectMany(a => a.SupportedDiagnostics).Select(d => d.Id).Distinct()
                .ToDictionary(id => id, _ => ReportDiagnostic.Warn));
        var compilation = CSharpCompilation.Create("Documents", trees, ReferenceSets.Get(TargetRuntime.Net10), options);
        compilation.GetDiagnostics();
        var largest = trees.OrderByDescending(t => t.Length).Take(count).ToList();
        var builder = new StringBuilder();
        builder.AppendLine("| File | Lines | All our analyzers (ms, median) |");
        builder.AppendLine("|------|------:|-------------------------------:|");
        var worst = (File: string.Empty, Ms: 0.0);
        foreach (var tree in largest)
        {
            var samples = new List<double>();
            for (var run = 0; run <= runs; run++)
            {
                // A fresh analyzer host per run (the IDE's is per edit), on the bound compilation.
                var withAnalyzers = compilation.WithAnalyzers(ours, new CompilationWithAnalyzersOptions(
                    new AnalyzerOptions(ImmutableArray<AdditionalText>.Empty), onAnalyzerException: null, concurrentAnalysis: false, logAnalyzerExecutionTime: false));
                var model = compilation.GetSemanticModel(tree);
                var watch = System.Diagnostics.Stopwatch.StartNew();
                await withAnalyzers.GetAnalyzerSemanticDiagnosticsAsync(model, filterSpan: null, default).ConfigureAwait(false);
                watch.Stop();
                if (run > 0)
                {
                    samples.Add(watch.Elapsed.TotalMilliseconds);
                }
            }

            var median = Median(samples);
            if (median > worst.Ms)
            {
                worst = (Path.GetFileName(tree.FilePath), median);
            }

            builder.AppendLine(string.Create(CultureInfo.InvariantCulture,
                $"| {Path.GetFileName(tree.FilePath)} | {tree.GetText().Lines.Count:N0} | {median:F1} |"));
        }

        builder.AppendLine();
        builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"Worst document: {worst.File}, {worst.Ms:F1} ms for all our analyzers together."));
        return builder.ToString();
    }

    /// <summary>
    /// Where the time goes beyond the analyzers' own callbacks: wall time of analyzing the bound compilation with all of
    /// our analyzers (concurrent, as the compiler runs them), against the sum of their logged callback times and against
    /// an analyzer that registers nothing; medians of the runs.
    /// </summary>
    public static async Task<string> MeasureOverheadAsync(IReadOnlyList<string> files, int runs)
    {
        var trees = Parse(files);
        var ours = DocsGenerator.Analyzers.ToImmutableArray();
        var options = new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true, nullableContextOptions: Nullable);
        var compilation = CSharpCompilation.Create("Overhead", trees, ReferenceSets.Get(TargetRuntime.Net10), options);

        // The compile's own work, for the share our analyzers take of it: binding every body and the declaration and
        // compilation diagnostics, one thread (a lower bound: a build also emits).
        var bindWatch = System.Diagnostics.Stopwatch.StartNew();
        var errors = compilation.GetDiagnostics().Count(d => d.Severity == DiagnosticSeverity.Error);
        bindWatch.Stop();

        async Task<(double Wall, double Logged)> RunAsync(ImmutableArray<DiagnosticAnalyzer> analyzers, bool concurrent)
        {
            var (wall, logged, _) = await AnalyzeFreshAsync(compilation, trees, analyzers, concurrent, log: true).ConfigureAwait(false);
            return (wall, logged);
        }

        var none = new List<double>();
        var trees0 = new List<double>();
        var all = new List<double>();
        var logged = new List<double>();
        var syntax = new List<double>();
        var empty = ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer(EmptyAnalyzer.Registers.Nothing));
        var operationsOnly = ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer(EmptyAnalyzer.Registers.Operations));
        var syntaxFirst = ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer(EmptyAnalyzer.Registers.SyntaxFirst));
        for (var run = 0; run <= runs; run++)
        {
            var baseline = await RunAsync(empty, concurrent: false).ConfigureAwait(false);
            var treesRun = await RunAsync(operationsOnly, concurrent: false).ConfigureAwait(false);
            var syntaxRun = await RunAsync(syntaxFirst, concurrent: false).ConfigureAwait(false);
            var ourRun = await RunAsync(ours, concurrent: false).ConfigureAwait(false);
            if (run > 0)
            {
                syntax.Add(syntaxRun.Wall);
                none.Add(baseline.Wall);
                trees0.Add(treesRun.Wall);
                all.Add(ourRun.Wall);
                logged.Add(ourRun.Logged);
            }
        }

        return string.Create(CultureInfo.InvariantCulture,
            $"Binding the compilation (GetDiagnostics, one thread, first time): {bindWatch.Elapsed.TotalMilliseconds:F0} ms, {errors} errors. Analysis of the bound compilation, one thread, medians of {runs} runs: an analyzer that registers nothing {Median(none):F0} ms; one that registers a no-op operation action (the driver builds every body's operation tree, which any operation-based analyzer such as the SDK's pays) {Median(trees0):F0} ms; one that registers a syntax-node action on invocations and builds operations only for calls named Contains (the syntax-first entry point) {Median(syntax):F0} ms; all of ours {Median(all):F0} ms wall, of which {Median(logged):F0} ms in their own callbacks. The rest beyond the operation trees, {Median(all) - Median(trees0) - Median(logged):F0} ms, is the driver's dispatch of operations and symbols to each of our analyzers.");
    }

    /// <summary>
    /// What the analyzer driver charges per analyzer, whatever the analyzer does: the wall time of the bound
    /// compilation's analysis (one thread, a fresh compilation each time) with 1, 10 and 40 analyzers that each
    /// register one no-op operation action; then, beside one such analyzer, our rules' analyzers one by one against
    /// what the compiler loads (the rule hosts and the analyzers loaded alone), alternated; medians of the runs.
    /// </summary>
    public static async Task<string> MeasureDispatchAsync(IReadOnlyList<string> files, int runs)
    {
        var trees = Parse(files);
        var options = new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true, nullableContextOptions: Nullable);
        var compilation = CSharpCompilation.Create("Dispatch", trees, ReferenceSets.Get(TargetRuntime.Net10), options);
        compilation.GetDiagnostics();

        DiagnosticAnalyzer NoOp() => new EmptyAnalyzer(EmptyAnalyzer.Registers.Operations);
        var noOp = NoOp();
        var sets = new (string Name, ImmutableArray<DiagnosticAnalyzer> Analyzers)[]
        {
            ("1 no-op operation analyzer", ImmutableArray.Create(noOp)),
            ("10 no-op operation analyzers", Enumerable.Range(0, 10).Select(_ => NoOp()).ToImmutableArray()),
            ("40 no-op operation analyzers", Enumerable.Range(0, 40).Select(_ => NoOp()).ToImmutableArray()),
            ("a no-op operation analyzer and our rules' analyzers one by one", DocsGenerator.Analyzers.ToImmutableArray().Insert(0, noOp)),
            ("a no-op operation analyzer and what the compiler loads (the rule hosts)", DocsGenerator.Loaded.ToImmutableArray().Insert(0, noOp)),
            ("a no-op operation analyzer and what a build runs at default severities", BuildRunsAtDefault().Insert(0, noOp)),
        };
        var walls = sets.ToDictionary(s => s.Name, _ => new List<double>());
        var found = sets.ToDictionary(s => s.Name, _ => 0);
        for (var run = 0; run <= runs; run++)
        {
            foreach (var (name, analyzers) in sets)
            {
                var (wall, _, count) = await AnalyzeFreshAsync(compilation, trees, analyzers, concurrent: false, log: false).ConfigureAwait(false);
                found[name] = count;
                if (run > 0)
                {
                    walls[name].Add(wall);
                }
            }
        }

        return string.Join(Environment.NewLine, sets.Select(s => string.Create(
            CultureInfo.InvariantCulture,
            $"{s.Name}: {Median(walls[s.Name]):F0} ms ({string.Join(", ", walls[s.Name].Select(t => t.ToString("F0", CultureInfo.InvariantCulture)))}), {found[s.Name]} diagnostics")));
    }

    /// <summary>
    /// Our analyzers' share of the compile, by CPU time, measured so that it holds still: each measurement is a whole
    /// compile on one thread (a fresh compilation of the parsed files: binding, the analyzers, emit to nowhere), its
    /// cost the process's CPU time (user + system), which other load on the machine moves far less than wall time.
    /// Three variants, in rounds whose order rotates: the SDK's analyzers as a build runs them at their defaults
    /// (<c>none</c>), those and ours as a build runs them at default severities (<c>default</c>), and those and every
    /// rule of ours on as a warning (<c>all</c>). Each variant's round is compared with the <c>none</c> of the same
    /// round; the result is the median of the paired ratios with its 95 % confidence interval (order statistics of
    /// the median), so two sets can be compared and a figure is quoted only when its interval is narrow.
    /// </summary>
    public static async Task<string> MeasureShareAsync(IReadOnlyList<string> files, int runs)
    {
        var trees = Parse(files);
        var loader = new Loader();
        var sdkFolder = FindSdkAnalyzers();
        var sdk = new AnalyzerReference[]
            {
                new AnalyzerFileReference(Path.Combine(sdkFolder, "Microsoft.CodeAnalysis.NetAnalyzers.dll"), loader),
                new AnalyzerFileReference(Path.Combine(sdkFolder, "Microsoft.CodeAnalysis.CSharp.NetAnalyzers.dll"), loader),
            }
            .SelectMany(r => r.GetAnalyzers(LanguageNames.CSharp))
            .Where(a => a.SupportedDiagnostics.Any(d => d.IsEnabledByDefault && d.DefaultSeverity >= DiagnosticSeverity.Warning))
            .ToImmutableArray();
        var baseOptions = new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true, nullableContextOptions: Nullable, concurrentBuild: false);
        var allOn = baseOptions.WithSpecificDiagnosticOptions(
            DocsGenerator.Rules().ToDictionary(r => r.Descriptor.Id, _ => ReportDiagnostic.Warn));
        var variants = new (string Name, ImmutableArray<DiagnosticAnalyzer> Analyzers, CSharpCompilationOptions Options)[]
        {
            ("none", sdk, baseOptions),
            ("default", sdk.AddRange(BuildRunsAtDefault()), baseOptions),
            ("all", sdk.AddRange(DocsGenerator.Loaded), allOn),
        };

        var cpu = variants.ToDictionary(v => v.Name, _ => new List<double>());
        var wall = variants.ToDictionary(v => v.Name, _ => new List<double>());
        var logged = variants.ToDictionary(v => v.Name, _ => new List<double>());
        var oursLoaded = DocsGenerator.Loaded.ToHashSet();
        var errors = 0;
        const int WarmUp = 4;
        for (var run = 1 - WarmUp; run <= runs; run++)
        {
            // Round r starts at variant r mod 3, so that no variant always runs right after the same one. The first
            // rounds warm the JIT up and are not counted.
            for (var k = 0; k < variants.Length; k++)
            {
                var (name, analyzers, options) = variants[(run + WarmUp + k) % variants.Length];
                GC.Collect();
                GC.WaitForPendingFinalizers();
                using var process = System.Diagnostics.Process.GetCurrentProcess();
                var cpuBefore = process.TotalProcessorTime;
                var watch = System.Diagnostics.Stopwatch.StartNew();
                var compilation = CSharpCompilation.Create("Share", trees, ReferenceSets.Get(TargetRuntime.Net10), options);
                var withAnalyzers = compilation.WithAnalyzers(analyzers, new CompilationWithAnalyzersOptions(
                    new AnalyzerOptions(ImmutableArray<AdditionalText>.Empty), onAnalyzerException: null, concurrentAnalysis: false, logAnalyzerExecutionTime: true));
                // The compile's own diagnostics (binding every body), the analyzers', then emit: what a build does.
                var diagnostics = compilation.GetDiagnostics().AddRange(await withAnalyzers.GetAnalyzerDiagnosticsAsync().ConfigureAwait(false));
                compilation.Emit(Stream.Null);
                watch.Stop();
                process.Refresh();
                var cpuTime = (process.TotalProcessorTime - cpuBefore).TotalMilliseconds;
                errors = diagnostics.Count(d => d.Severity == DiagnosticSeverity.Error);
                if (run > 0)
                {
                    cpu[name].Add(cpuTime);
                    wall[name].Add(watch.Elapsed.TotalMilliseconds);

                    // The compiler's own time of our analyzers' callbacks in this compile (what ReportAnalyzer prints).
                    double ours = 0;
                    foreach (var analyzer in analyzers)
                    {
                        if (oursLoaded.Contains(analyzer))
                        {
                            ours += (await withAnalyzers.GetAnalyzerTelemetryInfoAsync(analyzer, default).ConfigureAwait(false)).ExecutionTime.TotalMilliseconds;
                        }
                    }

                    logged[name].Add(ours);
                }

                Console.Error.WriteLine(string.Create(CultureInfo.InvariantCulture, $"round {run} {name}: {cpuTime:F0} ms CPU, {watch.Elapsed.TotalMilliseconds:F0} ms wall"));
            }
        }

        string Ratio(Dictionary<string, List<double>> times, string name)
        {
            var ratios = times[name].Zip(times["none"], (v, n) => (v / n) - 1).OrderBy(x => x).ToList();
            var (low, high) = MedianInterval(ratios.Count);
            return $"{Percent(Median(ratios))} % ({Percent(ratios[low])} to {Percent(ratios[high])})";

            static string Percent(double ratio)
            {
                var rounded = Math.Round(100 * ratio, 1);
                return (rounded >= 0 ? "+" : "-") + Math.Abs(rounded).ToString("0.0", CultureInfo.InvariantCulture);
            }
        }

        // Our callbacks' time as a share of the same round's compile without us: measured directly, not as the
        // difference of two compiles, so the machine's jitter moves it by a share of itself.
        string Share(string name)
        {
            var shares = logged[name].Zip(cpu["none"], (ours, none) => ours / none).OrderBy(x => x).ToList();
            var (low, high) = MedianInterval(shares.Count);
            return string.Create(CultureInfo.InvariantCulture, $"{100 * Median(shares):0.00} % ({100 * shares[low]:0.00} to {100 * shares[high]:0.00})");
        }

        return string.Create(CultureInfo.InvariantCulture,
            $"| {Median(cpu["none"]):N0} ms | {Share("default")} | {Share("all")} | {Ratio(cpu, "default")} | {Ratio(cpu, "all")} | {runs} | {errors} |");
    }

    /// <summary>
    /// The 0-based ranks of the sorted values that bound a 95 % confidence interval of their median (the binomial
    /// order-statistics interval, normal approximation): for 20 values, the 6th and the 15th.
    /// </summary>
    public static (int Low, int High) MedianInterval(int count)
    {
        var half = 0.98 * Math.Sqrt(count);
        var low = Math.Max(0, (int)Math.Floor((count / 2.0) - half));
        var high = Math.Min(count - 1, (int)Math.Ceiling((count / 2.0) + half));
        return (low, high);
    }

    /// <summary>
    /// What a command-line build runs of what the compiler loads, at default severities: the compiler leaves out an
    /// analyzer whose enabled diagnostics are all Info or Hidden (their findings don't appear in the build output),
    /// which <see cref="CompilationWithAnalyzers"/> has no option for, so the set is filtered here the same way.
    /// </summary>
    private static ImmutableArray<DiagnosticAnalyzer> BuildRunsAtDefault() =>
        DocsGenerator.Loaded
            .Where(a => a.SupportedDiagnostics.Any(d => d.IsEnabledByDefault && d.DefaultSeverity >= DiagnosticSeverity.Warning))
            .ToImmutableArray();

    /// <summary>
    /// The analysis of a fresh copy of the bound compilation (its trees bound again, so no run inherits another's
    /// semantic models): wall time, the analyzers' logged callback time when <paramref name="log"/>, and the count of
    /// diagnostics.
    /// </summary>
    private static async Task<(double Wall, double Logged, int Diagnostics)> AnalyzeFreshAsync(
        Compilation compilation, SyntaxTree[] trees, ImmutableArray<DiagnosticAnalyzer> analyzers, bool concurrent, bool log)
    {
        var fresh = compilation.RemoveAllSyntaxTrees().AddSyntaxTrees(trees);
        fresh.GetDiagnostics();
        var withAnalyzers = fresh.WithAnalyzers(analyzers, new CompilationWithAnalyzersOptions(
            new AnalyzerOptions(ImmutableArray<AdditionalText>.Empty), onAnalyzerException: null, concurrentAnalysis: concurrent, logAnalyzerExecutionTime: log));
        var watch = System.Diagnostics.Stopwatch.StartNew();
        var diagnostics = await withAnalyzers.GetAnalyzerDiagnosticsAsync().ConfigureAwait(false);
        watch.Stop();
        double logged = 0;
        if (log)
        {
            foreach (var analyzer in analyzers)
            {
                logged += (await withAnalyzers.GetAnalyzerTelemetryInfoAsync(analyzer, default).ConfigureAwait(false)).ExecutionTime.TotalMilliseconds;
            }
        }

        return (watch.Elapsed.TotalMilliseconds, logged, diagnostics.Length);
    }

#pragma warning disable RS1001, RS1012, RS2008 // a measuring stick, never shipped nor loaded by a compiler
    private sealed class EmptyAnalyzer : DiagnosticAnalyzer
    {
        public enum Registers
        {
            Nothing,
            Operations,
            SyntaxFirst,

            /// <summary>At compilation start, every body's operation tree is built (see <see cref="TreesFirst"/>).</summary>
            TreesAtStart,
        }

        private readonly Registers _registers;

        public EmptyAnalyzer(Registers registers) => _registers = registers;

        private static readonly DiagnosticDescriptor Rule = new("EMPTY0001", "Empty", "Empty", "Test", DiagnosticSeverity.Warning, isEnabledByDefault: true);

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

        public override void Initialize(AnalysisContext context)
        {
            context.EnableConcurrentExecution();
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
            if (_registers == Registers.Operations)
            {
                context.RegisterOperationAction(static _ => { }, OperationKind.Invocation);
            }
            else if (_registers == Registers.TreesAtStart)
            {
                context.RegisterCompilationStartAction(static start => BuildOperationTrees(start.Compilation));
            }
            else if (_registers == Registers.SyntaxFirst)
            {
                context.RegisterSyntaxNodeAction(
                    static c =>
                    {
                        var invocation = (InvocationExpressionSyntax)c.Node;
                        var name = invocation.Expression switch
                        {
                            MemberAccessExpressionSyntax access => access.Name.Identifier.ValueText,
                            IdentifierNameSyntax identifier => identifier.Identifier.ValueText,
                            _ => null,
                        };
                        if (name == "Contains")
                        {
                            c.SemanticModel.GetOperation(invocation, c.CancellationToken);
                        }
                    },
                    Microsoft.CodeAnalysis.CSharp.SyntaxKind.InvocationExpression);
            }
        }
    }
#pragma warning restore RS1001, RS1012, RS2008

    /// <summary>The median of the runs (the mean of the middle two for an even count).</summary>
    public static double Median(List<double> values)
    {
        var sorted = values.OrderBy(v => v).ToArray();
        return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[sorted.Length / 2 - 1] + sorted[sorted.Length / 2]) / 2;
    }

    /// <summary>
    /// Every diagnostic of our rules (all of them on, including those disabled by default), one line each, on the
    /// compilation a build would analyze: the SDK's source generators (regex, JSON) run first, so rules that read their
    /// output (PERF1002) see it.
    /// </summary>
    public static Task<IReadOnlyList<string>> ListAsync(string folder, IReadOnlyList<string> files) =>
        ListDiagnosticsAsync(folder, "List", Parse(files), TargetRuntime.Net10, Nullable, analyzerOptions: null);

    /// <summary>
    /// Every diagnostic of our rules (all on) in <paramref name="trees"/> compiled against <paramref name="runtime"/>'s
    /// references after its source generators ran, one line each (the path relative to <paramref name="folder"/>),
    /// sorted. <paramref name="analyzerOptions"/>: what a build passes the analyzers (its target frameworks), or none.
    /// </summary>
    public static async Task<IReadOnlyList<string>> ListDiagnosticsAsync(
        string folder, string assemblyName, IReadOnlyList<SyntaxTree> trees, TargetRuntime runtime, NullableContextOptions nullable, AnalyzerOptions? analyzerOptions)
    {
        var ours = DocsGenerator.Analyzers.ToImmutableArray();
        var options = new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true, nullableContextOptions: nullable)
            .WithSpecificDiagnosticOptions(ours.SelectMany(a => a.SupportedDiagnostics).Select(d => d.Id).Distinct()
                .ToDictionary(id => id, _ => ReportDiagnostic.Warn));
        Compilation compilation = CSharpCompilation.Create(assemblyName, trees, ReferenceSets.Get(runtime), options);
        var generators = ReferenceSets.SourceGenerators(runtime).SelectMany(r => r.GetGenerators(LanguageNames.CSharp));
        CSharpGeneratorDriver.Create(generators, parseOptions: (CSharpParseOptions)trees[0].Options)
            .RunGeneratorsAndUpdateCompilation(compilation, out compilation, out _);
        var diagnostics = await compilation.WithAnalyzers(ours, analyzerOptions).GetAnalyzerDiagnosticsAsync().ConfigureAwait(false);
        return diagnostics
            .Select(d =>
            {
                var span = d.Location.GetLineSpan();
                return $"{Path.GetRelativePath(folder, span.Path)}:{span.StartLinePosition.Line + 1}: {d.Id}: {d.GetMessage(CultureInfo.InvariantCulture)}";
            })
            .OrderBy(l => l, StringComparer.Ordinal)
            .ToList();
    }

    private static string FindSdkAnalyzers()
    {
        // The running SDK: dotnet/sdk/<version>/Sdks/Microsoft.NET.Sdk/analyzers beside the runtime we run on.
        var runtime = Path.GetDirectoryName(typeof(object).Assembly.Location)!;
        var dotnetRoot = Path.GetFullPath(Path.Combine(runtime, "..", "..", ".."));
        var sdk = Directory.GetDirectories(Path.Combine(dotnetRoot, "sdk"))
            .Where(d => File.Exists(Path.Combine(d, "Sdks", "Microsoft.NET.Sdk", "analyzers", "Microsoft.CodeAnalysis.NetAnalyzers.dll")))
            .OrderBy(d => d, StringComparer.Ordinal)
            .Last();
        return Path.Combine(sdk, "Sdks", "Microsoft.NET.Sdk", "analyzers");
    }

    private sealed class Loader : IAnalyzerAssemblyLoader
    {
        public void AddDependencyLocation(string fullPath)
        {
        }

        public Assembly LoadFromPath(string fullPath) => Assembly.LoadFrom(fullPath);
    }
}
