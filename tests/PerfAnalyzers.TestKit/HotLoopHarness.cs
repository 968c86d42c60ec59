using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// The hot-loop harness: proves a rule's fix by running it. <see cref="PrepareAsync"/> runs the analyzer on a scenario,
/// applies the rule's real Fix All, checks the fixed code, compiles both versions with optimizations and loads them in
/// collectible load contexts; the returned <see cref="PreparedScenario"/> compares results and measures allocations
/// and time.
/// </summary>
public static class HotLoopHarness
{
    public const string DriverTypeName = "PerfAnalyzersHarnessDriver";

    /// <summary>
    /// What the benchmark command measures under a key, prepared: one size of a gate study (PERF0601/IndexOfAny16_5,
    /// <see cref="GateStudy.Find"/>) or a scenario of the catalog (PERF0101/BitConverterReplace).
    /// </summary>
    public static Task<PreparedScenario> PrepareAsync(string key, CancellationToken cancellationToken = default) =>
        GateStudy.Find(key) is { } point
            ? point.Study.PrepareAsync(point.Size, cancellationToken)
            : PrepareAsync(ScenarioCatalog.All.Single(s => s.Key == key), cancellationToken);

    public static async Task<PreparedScenario> PrepareAsync(Scenario scenario, CancellationToken cancellationToken = default)
    {
        var path = Path.Combine(ReferenceSets.RepositoryRoot, scenario.RelativePath);
        var text = await File.ReadAllTextAsync(path, cancellationToken).ConfigureAwait(false);
        var project = CreateProject(scenario, path, text);

        var analyzer = scenario.CreateAnalyzer();
        var fixer = scenario.CreateFixer();

        var compilerBefore = await RoslynHost.GetCompilerDiagnosticsAsync(project, cancellationToken).ConfigureAwait(false);
        ThrowOnErrors("original", compilerBefore);

        var diagnostics = (await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzer, cancellationToken).ConfigureAwait(false))
            .Where(d => d.Id == scenario.RuleId)
            .ToImmutableArray();
        if (diagnostics.Length != scenario.ExpectedDiagnostics)
        {
            throw new HarnessException(
                $"{scenario.Key}: expected {scenario.ExpectedDiagnostics} {scenario.RuleId} diagnostic(s), found {diagnostics.Length}:{Environment.NewLine}"
                + string.Join(Environment.NewLine, diagnostics.Select(RoslynHost.Format)));
        }

        var fixedProject = await RoslynHost.FixAllAsync(project, analyzer, fixer, FixAllScope.Document, path, cancellationToken).ConfigureAwait(false);
        var fixedText = await RoslynHost.GetTextAsync(fixedProject.Documents.Single(), cancellationToken).ConfigureAwait(false);

        // dotnet format runs Fix All without an equivalence key when the rule's first diagnostic in the project is one
        // the fixer declines: it must write the same code, the code measured here.
        var formatted = await RoslynHost.FixAllAsDotnetFormatAsync(project, analyzer, fixer, scenario.RuleId, asIfTheFirstWereUnfixable: true, cancellationToken).ConfigureAwait(false);
        var formattedText = formatted is null ? null : await RoslynHost.GetTextAsync(formatted.Documents.Single(), cancellationToken).ConfigureAwait(false);
        if (formattedText != fixedText)
        {
            throw new HarnessException($"{scenario.Key}: Fix All as dotnet format runs it (no equivalence key) writes other code than the fix:{Environment.NewLine}"
                + (formattedText ?? "(no Fix All action)"));
        }

        var remaining = (await RoslynHost.GetAnalyzerDiagnosticsAsync(fixedProject, analyzer, cancellationToken).ConfigureAwait(false))
            .Where(d => d.Id == scenario.RuleId)
            .ToList();
        if (remaining.Count != scenario.DeclinedDiagnostics)
        {
            throw new HarnessException($"{scenario.Key}: the fixed code has {remaining.Count} {scenario.RuleId} diagnostic(s), {scenario.DeclinedDiagnostics} expected (the shapes the fixer declines):{Environment.NewLine}"
                + string.Join(Environment.NewLine, remaining.Select(RoslynHost.Format)) + Environment.NewLine + fixedText);
        }

        var compilerAfter = await RoslynHost.GetCompilerDiagnosticsAsync(fixedProject, cancellationToken).ConfigureAwait(false);
        ThrowOnErrors("fixed", compilerAfter, fixedText);
        var newWarnings = NewWarnings(compilerBefore, compilerAfter);
        if (newWarnings.Count > 0)
        {
            throw new HarnessException($"{scenario.Key}: the fix adds warnings:{Environment.NewLine}"
                + string.Join(Environment.NewLine, newWarnings.Select(RoslynHost.Format)) + Environment.NewLine + fixedText);
        }

        var beforeCompilation = await RoslynHost.GetCompilationAsync(project, cancellationToken).ConfigureAwait(false);
        var afterCompilation = await RoslynHost.GetCompilationAsync(fixedProject, cancellationToken).ConfigureAwait(false);
        var before = Load(scenario, "before", beforeCompilation, cancellationToken);
        var after = Load(scenario, "after", afterCompilation, cancellationToken);

        return new PreparedScenario(scenario, text, fixedText, diagnostics, before, after) { Declined = remaining.ToImmutableArray() };
    }

    /// <summary>
    /// Compiles two versions given as text, as they are: no analyzer or fix runs. For a gate study's points (<see
    /// cref="GateStudy"/>), whose code the gate study tests check against the fix's output.
    /// </summary>
    public static async Task<PreparedScenario> CompileAsync(Scenario scenario, string originalSource, string fixedSource, CancellationToken cancellationToken = default)
    {
        var path = Path.Combine(ReferenceSets.RepositoryRoot, scenario.RelativePath);
        var versions = new List<ScenarioAssembly>();
        foreach (var (which, text) in new[] { ("before", originalSource), ("after", fixedSource) })
        {
            var project = CreateProject(scenario, path, text);
            ThrowOnErrors(which, await RoslynHost.GetCompilerDiagnosticsAsync(project, cancellationToken).ConfigureAwait(false), text);
            versions.Add(Load(scenario, which, await RoslynHost.GetCompilationAsync(project, cancellationToken).ConfigureAwait(false), cancellationToken));
        }

        return new PreparedScenario(scenario, originalSource, fixedSource, ImmutableArray<Diagnostic>.Empty, versions[0], versions[1]);
    }

    /// <summary>How many diagnostics of its rule a scenario's source gets, and the source after the rule's Fix All.</summary>
    public static async Task<(int Diagnostics, string Fixed)> FixAsync(Scenario scenario, string source, CancellationToken cancellationToken = default)
    {
        var path = Path.Combine(ReferenceSets.RepositoryRoot, scenario.RelativePath);
        var project = CreateProject(scenario, path, source);
        var analyzer = scenario.CreateAnalyzer();
        var diagnostics = (await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzer, cancellationToken).ConfigureAwait(false))
            .Count(d => d.Id == scenario.RuleId);
        if (diagnostics == 0)
        {
            return (0, source);
        }

        var fixedProject = await RoslynHost.FixAllAsync(project, analyzer, scenario.CreateFixer(), FixAllScope.Document, path, cancellationToken).ConfigureAwait(false);
        return (diagnostics, await RoslynHost.GetTextAsync(fixedProject.Documents.Single(), cancellationToken).ConfigureAwait(false));
    }

    /// <summary>
    /// The scenario's one-file project, compiled with optimizations. The scenario's rule is turned on whatever its
    /// default severity (a rule may be disabled by default), followed by the scenario's own .editorconfig lines
    /// (options such as thresholds).
    /// </summary>
    private static Project CreateProject(Scenario scenario, string path, string text)
    {
        var options = new ProjectOptions
        {
            Runtime = scenario.Runtime,
            Optimization = OptimizationLevel.Release,
            SourceGenerators = scenario.SourceGenerators,
            EditorConfig = $"root = true\n\n[*.cs]\ndotnet_diagnostic.{scenario.RuleId}.severity = warning\n" + (scenario.EditorConfig ?? string.Empty),
        };
        return RoslynHost.CreateProject(new[] { new SourceFile(path, text) }, options);
    }

    private static void ThrowOnErrors(string which, ImmutableArray<Diagnostic> diagnostics, string? text = null)
    {
        var errors = diagnostics.Where(d => d.Severity == DiagnosticSeverity.Error).ToList();
        if (errors.Count > 0)
        {
            throw new HarnessException($"The {which} scenario code does not compile:{Environment.NewLine}"
                + string.Join(Environment.NewLine, errors.Select(RoslynHost.Format)) + (text is null ? string.Empty : Environment.NewLine + text));
        }
    }

    /// <summary>Warnings of the fixed code beyond those the original had, counted per ID.</summary>
    public static IReadOnlyList<Diagnostic> NewWarnings(ImmutableArray<Diagnostic> before, ImmutableArray<Diagnostic> after)
    {
        var counts = before.Where(d => d.Severity == DiagnosticSeverity.Warning)
            .GroupBy(d => d.Id)
            .ToDictionary(g => g.Key, g => g.Count());
        var result = new List<Diagnostic>();
        foreach (var warning in after.Where(d => d.Severity == DiagnosticSeverity.Warning))
        {
            if (counts.TryGetValue(warning.Id, out var left) && left > 0)
            {
                counts[warning.Id] = left - 1;
            }
            else
            {
                result.Add(warning);
            }
        }

        return result;
    }

    private static ScenarioAssembly Load(Scenario scenario, string which, Compilation compilation, CancellationToken cancellationToken)
    {
        var scenarioType = FindScenarioType(compilation)
            ?? throw new HarnessException($"{scenario.Key}: the scenario file has no single top-level class 'Scenario'.");
        var run = scenarioType.GetMembers("Run").OfType<IMethodSymbol>().SingleOrDefault(m => m.IsStatic)
            ?? throw new HarnessException($"{scenario.Key}: 'Scenario' has no single static 'Run' method.");

        var driver = CreateDriverSource(scenarioType, run);
        var parseOptions = (CSharpParseOptions)compilation.SyntaxTrees.First().Options;
        compilation = compilation
            .AddSyntaxTrees(CSharpSyntaxTree.ParseText(driver, parseOptions, cancellationToken: cancellationToken))
            .WithAssemblyName($"Scenario_{scenario.RuleId}_{scenario.Name}_{which}_{Guid.NewGuid():N}");

        using var stream = new MemoryStream();
        var result = compilation.Emit(stream, cancellationToken: cancellationToken);
        if (!result.Success)
        {
            throw new HarnessException($"{scenario.Key}: the {which} scenario does not emit:{Environment.NewLine}"
                + string.Join(Environment.NewLine, result.Diagnostics.Where(d => d.Severity == DiagnosticSeverity.Error).Select(RoslynHost.Format)));
        }

        stream.Position = 0;
        var context = scenario.RuntimeAssemblies is { Length: > 0 } overrides
            ? new OverridingLoadContext(compilation.AssemblyName!, scenario.Collectible, overrides)
            : new AssemblyLoadContext(compilation.AssemblyName, isCollectible: scenario.Collectible);
        var assembly = context.LoadFromStream(stream);
        return new ScenarioAssembly(which, context, assembly, scenarioType.ToDisplayString(MetadataName));
    }

    /// <summary>The namespace-qualified name reflection finds a type by (<c>Scenarios.Regexes.Scenario</c>).</summary>
    private static readonly SymbolDisplayFormat MetadataName = new(typeQualificationStyle: SymbolDisplayTypeQualificationStyle.NameAndContainingTypesAndNamespaces);

    /// <summary>
    /// The scenario's class: a global <c>Scenario</c>, or the one top-level <c>Scenario</c> of a file whose only member
    /// is a namespace (the shape that puts a fix's using directives inside the namespace).
    /// </summary>
    private static INamedTypeSymbol? FindScenarioType(Compilation compilation)
    {
        if (compilation.GetTypeByMetadataName("Scenario") is { } global)
        {
            return global;
        }

        var found = compilation.GetSymbolsWithName("Scenario", SymbolFilter.Type).OfType<INamedTypeSymbol>()
            .Where(t => t.ContainingType is null)
            .ToList();
        return found.Count == 1 ? found[0] : null;
    }

    /// <summary>
    /// Loads the scenario's <see cref="Scenario.RuntimeAssemblies"/> from the package folder instead of the framework's
    /// assemblies of the same name (which the default context would unify them with).
    /// </summary>
    private sealed class OverridingLoadContext : AssemblyLoadContext
    {
        private readonly Dictionary<string, string> _paths = new(StringComparer.OrdinalIgnoreCase);

        public OverridingLoadContext(string name, bool collectible, string[] packageRelativePaths)
            : base(name, collectible)
        {
            foreach (var relative in packageRelativePaths)
            {
                var path = Path.Combine(ReferenceSets.NuGetPackageRoot, relative);
                if (!File.Exists(path))
                {
                    throw new HarnessException($"{name}: the runtime assembly {path} is not in the package folder (restore the test project).");
                }

                _paths[Path.GetFileNameWithoutExtension(path)] = path;
            }
        }

        protected override Assembly? Load(AssemblyName assemblyName) =>
            assemblyName.Name is { } simpleName && _paths.TryGetValue(simpleName, out var path) ? LoadFromAssemblyPath(path) : null;
    }

    /// <summary>
    /// A correctness rule's scenario has <c>public static R Reference(...)</c>, with Run's parameters, computing the right
    /// result another way: the fixed code must match it on every input, and the original must miss it on some.
    /// </summary>
    private static bool HasReference(IMethodSymbol run) =>
        run.ContainingType.GetMembers("Reference").OfType<IMethodSymbol>().Any(m =>
            m.IsStatic
            && m.Parameters.Length == run.Parameters.Length
            && m.Parameters.Select(p => p.Type).SequenceEqual(run.Parameters.Select(p => p.Type), SymbolEqualityComparer.Default));

    private static string CreateDriverSource(INamedTypeSymbol scenarioType, IMethodSymbol run)
    {
        var format = SymbolDisplayFormat.FullyQualifiedFormat;
        var scenario = scenarioType.ToDisplayString(format);
        var returnsValue = !run.ReturnsVoid;
        var parameters = run.Parameters;
        var builder = new StringBuilder();
        builder.AppendLine("#nullable disable");
        builder.AppendLine($"public static class {DriverTypeName}");
        builder.AppendLine("{");
        if (returnsValue)
        {
            builder.AppendLine($"    public static {run.ReturnType.ToDisplayString(format)} Sink;");
        }

        for (var i = 0; i < parameters.Length; i++)
        {
            builder.AppendLine($"    private static {parameters[i].Type.ToDisplayString(format)} s_a{i};");
        }

        string Call(Func<int, string> argument) =>
            scenario + ".Run(" + string.Join(", ", Enumerable.Range(0, parameters.Length).Select(argument)) + ")";
        string Cast(int i) => $"({parameters[i].Type.ToDisplayString(format)})args[{i}]";

        builder.AppendLine(returnsValue
            ? $"    public static object Once(object[] args) => {Call(Cast)};"
            : $"    public static object Once(object[] args) {{ {Call(Cast)}; return null; }}");
        if (returnsValue && HasReference(run))
        {
            builder.AppendLine($"    public static object ReferenceOnce(object[] args) => {Call(Cast).Replace(scenario + ".Run(", scenario + ".Reference(")};");
        }

        builder.AppendLine("    public static void Loop(object[] args, int count)");
        builder.AppendLine("    {");
        for (var i = 0; i < parameters.Length; i++)
        {
            builder.AppendLine($"        var a{i} = {Cast(i)};");
        }

        builder.AppendLine("        for (var i = 0; i < count; i++)");
        builder.AppendLine("        {");
        builder.AppendLine(returnsValue ? $"            Sink = {Call(i => "a" + i)};" : $"            {Call(i => "a" + i)};");
        builder.AppendLine("        }");
        builder.AppendLine("    }");

        builder.AppendLine("    public static void Prepare(object[] args)");
        builder.AppendLine("    {");
        for (var i = 0; i < parameters.Length; i++)
        {
            builder.AppendLine($"        s_a{i} = {Cast(i)};");
        }

        builder.AppendLine("    }");
        builder.AppendLine(returnsValue
            ? $"    public static void RunPrepared() => Sink = {Call(i => "s_a" + i)};"
            : $"    public static void RunPrepared() => {Call(i => "s_a" + i)};");
        builder.AppendLine("}");
        return builder.ToString();
    }
}

/// <summary>A failure of the harness's checks (diagnostics, compilation, fixed code).</summary>
public sealed class HarnessException : Exception
{
    public HarnessException(string message)
        : base(message)
    {
    }
}

/// <summary>One compiled version (before or after the fix) of a scenario, loaded in its own collectible context.</summary>
public sealed class ScenarioAssembly : IDisposable
{
    internal ScenarioAssembly(string name, AssemblyLoadContext context, Assembly assembly, string scenarioTypeName)
    {
        Name = name;
        Context = context;
        var scenario = assembly.GetType(scenarioTypeName, throwOnError: true)!;
        var driver = assembly.GetType(HotLoopHarness.DriverTypeName, throwOnError: true)!;
        Once = driver.GetMethod("Once")!.CreateDelegate<Func<object?[], object?>>();
        Loop = driver.GetMethod("Loop")!.CreateDelegate<Action<object?[], int>>();
        Prepare = driver.GetMethod("Prepare")!.CreateDelegate<Action<object?[]>>();
        RunPrepared = driver.GetMethod("RunPrepared")!.CreateDelegate<Action>();
        ReferenceOnce = driver.GetMethod("ReferenceOnce")?.CreateDelegate<Func<object?[], object?>>();
        var inputs = scenario.GetMethod("Inputs", BindingFlags.Public | BindingFlags.Static)
            ?? throw new HarnessException("'Scenario' has no static 'Inputs' method.");
        Inputs = ((IEnumerable<object?[]>)inputs.Invoke(null, null)!).ToList();
        if (Inputs.Count == 0)
        {
            throw new HarnessException("'Scenario.Inputs' returned no input.");
        }

        var benchmark = scenario.GetMethod("BenchmarkInput", BindingFlags.Public | BindingFlags.Static);
        BenchmarkInput = benchmark is null ? Inputs[^1] : (object?[])benchmark.Invoke(null, null)!;
    }

    public string Name { get; }

    public AssemblyLoadContext Context { get; }

    /// <summary>Calls Run once with these arguments and returns its result.</summary>
    public Func<object?[], object?> Once { get; }

    /// <summary>Calls the scenario's Reference with these arguments; null when it has none (not a correctness rule).</summary>
    public Func<object?[], object?>? ReferenceOnce { get; }

    /// <summary>Calls Run <c>count</c> times with these arguments, storing each result in a static field.</summary>
    public Action<object?[], int> Loop { get; }

    /// <summary>Stores arguments in static fields for <see cref="RunPrepared"/>.</summary>
    public Action<object?[]> Prepare { get; }

    /// <summary>Calls Run once with the prepared arguments (what a benchmark invokes).</summary>
    public Action RunPrepared { get; }

    public IReadOnlyList<object?[]> Inputs { get; }

    public object?[] BenchmarkInput { get; }

    public void Dispose()
    {
        if (Context.IsCollectible)
        {
            Context.Unload();
        }
    }
}

/// <summary>
/// The outcome of one input: the result (or the exception type) before and after the fix, and, for a correctness rule,
/// the reference result. <see cref="Equal"/>: the fixed code's result is the one expected (the reference's when there is
/// one, else the original's).
/// </summary>
public sealed record ResultComparison(object?[] Input, object? Before, object? After, bool Equal, bool HasReference = false, object? Reference = null)
{
    /// <summary>For a correctness rule: whether the original code got this input right.</summary>
    public bool BeforeMatchesReference => HasReference && ValueComparer.AreEqual(Before, Reference);
}

/// <summary>Bytes allocated per call of Run, measured with <see cref="GC.GetAllocatedBytesForCurrentThread"/>.</summary>
public sealed record AllocationMeasurement(double BeforeBytesPerCall, double AfterBytesPerCall);

/// <summary>Time per call of Run (median over interleaved batches) and the median of the per-batch ratios.</summary>
public sealed record TimeMeasurement(double BeforeNanoseconds, double AfterNanoseconds, double Speedup, int Batches, int CallsPerBatch);

/// <summary>A scenario whose original and fixed code are compiled and loaded.</summary>
public sealed class PreparedScenario : IDisposable
{
    internal PreparedScenario(
        Scenario scenario,
        string originalSource,
        string fixedSource,
        ImmutableArray<Diagnostic> diagnostics,
        ScenarioAssembly before,
        ScenarioAssembly after)
    {
        Scenario = scenario;
        OriginalSource = originalSource;
        FixedSource = fixedSource;
        Diagnostics = diagnostics;
        Before = before;
        After = after;
    }

    public Scenario Scenario { get; }

    public string OriginalSource { get; }

    public string FixedSource { get; }

    /// <summary>The fingerprint of the code measured (<see cref="ScenarioHash"/>), recorded in docs/benchmarks.md.</summary>
    public string CodeHash => ScenarioHash.Compute(OriginalSource, FixedSource);

    public ImmutableArray<Diagnostic> Diagnostics { get; }

    /// <summary>The diagnostics left in the fixed code: the shapes the fixer declines (<see cref="Scenario.DeclinedDiagnostics"/>).</summary>
    public ImmutableArray<Diagnostic> Declined { get; init; } = ImmutableArray<Diagnostic>.Empty;

    public ScenarioAssembly Before { get; }

    public ScenarioAssembly After { get; }

    /// <summary>Runs every input through both versions and compares the results by value (exceptions by type).</summary>
    public IReadOnlyList<ResultComparison> CompareResults()
    {
        var results = new List<ResultComparison>();
        foreach (var input in Before.Inputs)
        {
            var before = Invoke(Before, input);
            var after = Invoke(After, input);
            if (After.ReferenceOnce is { } reference)
            {
                var expected = Invoke(reference, input);
                results.Add(new ResultComparison(input, before, after, ValueComparer.AreEqual(expected, after), HasReference: true, Reference: expected));
            }
            else
            {
                results.Add(new ResultComparison(input, before, after, ValueComparer.AreEqual(before, after)));
            }
        }

        return results;
    }

    /// <summary>Bytes per call for one input, after a warm-up long enough for tiered compilation to settle.</summary>
    public AllocationMeasurement MeasureAllocations(object?[] input, int calls = 1000)
    {
        WarmUp(input);
        return new AllocationMeasurement(Allocated(Before, input, calls), Allocated(After, input, calls));
    }

    /// <summary>Interleaved batches of before and after; returns medians. Never asserted in tests.</summary>
    public TimeMeasurement MeasureTime(object?[] input, int batches = 15, double batchMilliseconds = 20)
    {
        WarmUp(input);
        var calls = Calibrate(input, batchMilliseconds);
        var beforeTimes = new double[batches];
        var afterTimes = new double[batches];
        var ratios = new double[batches];
        for (var batch = 0; batch < batches; batch++)
        {
            // Alternate which version goes first so that neither always runs on a warmer cache.
            if (batch % 2 == 0)
            {
                beforeTimes[batch] = Time(Before, input, calls);
                afterTimes[batch] = Time(After, input, calls);
            }
            else
            {
                afterTimes[batch] = Time(After, input, calls);
                beforeTimes[batch] = Time(Before, input, calls);
            }

            ratios[batch] = beforeTimes[batch] / afterTimes[batch];
        }

        return new TimeMeasurement(Median(beforeTimes), Median(afterTimes), Median(ratios), batches, calls);
    }

    public void Dispose()
    {
        Before.Dispose();
        After.Dispose();
    }

    private static object? Invoke(ScenarioAssembly version, object?[] input) => Invoke(version.Once, input);

    private static object? Invoke(Func<object?[], object?> call, object?[] input)
    {
        try
        {
            return call(input);
        }
        catch (Exception exception)
        {
            return "threw " + exception.GetType().FullName;
        }
    }

    private void WarmUp(object?[] input)
    {
        // Enough calls for tier-1 code (and its escape analysis) to replace tier-0 code, with pauses for the
        // background compiler.
        for (var round = 0; round < 3; round++)
        {
            for (var i = 0; i < 40; i++)
            {
                Before.Loop(input, 20);
                After.Loop(input, 20);
            }

            Thread.Sleep(120);
        }
    }

    /// <summary>
    /// Bytes per call, the least of three runs: what the code allocates on every call is in each of them, while a
    /// one-off allocation during one run (the tiered compiler replacing code, a timer, a lazily made cache) is not. Under
    /// a loaded machine such a one-off has shown up as a few bytes per call on one side only.
    /// </summary>
    private static double Allocated(ScenarioAssembly version, object?[] input, int calls)
    {
        version.Loop(input, 1);
        var least = double.MaxValue;
        for (var run = 0; run < 3; run++)
        {
            var start = GC.GetAllocatedBytesForCurrentThread();
            version.Loop(input, calls);
            var end = GC.GetAllocatedBytesForCurrentThread();
            least = Math.Min(least, (end - start) / (double)calls);
        }

        return least;
    }

    private int Calibrate(object?[] input, double batchMilliseconds)
    {
        var calls = 1;
        while (true)
        {
            var nanoseconds = Math.Max(Time(Before, input, calls), Time(After, input, calls)) * calls;
            if (nanoseconds >= batchMilliseconds * 1_000_000 || calls >= 1 << 26)
            {
                return calls;
            }

            calls *= 2;
        }
    }

    /// <summary>Nanoseconds per call over one batch.</summary>
    private static double Time(ScenarioAssembly version, object?[] input, int calls)
    {
        var start = Stopwatch.GetTimestamp();
        version.Loop(input, calls);
        var elapsed = Stopwatch.GetTimestamp() - start;
        return elapsed * (1_000_000_000.0 / Stopwatch.Frequency) / calls;
    }

    private static double Median(double[] values)
    {
        var sorted = (double[])values.Clone();
        Array.Sort(sorted);
        return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[sorted.Length / 2 - 1] + sorted[sorted.Length / 2]) / 2;
    }
}
