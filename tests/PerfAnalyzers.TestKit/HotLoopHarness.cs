using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// The hot-loop harness: proves a rule's fix by running it. <see cref="PrepareAsync"/> runs the analyzer on a scenario,
/// applies the rule's real Fix All, checks the fixed code, compiles both versions with optimizations and loads them in
/// collectible load contexts; the returned <see cref="PreparedScenario"/> compares results and measures allocations
/// and time.
/// </summary>
public static class HotLoopHarness
{
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
        ThrowOnErrors(scenario, "original", compilerBefore);

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
        ThrowOnErrors(scenario, "fixed", compilerAfter, fixedText);
        var newWarnings = NewWarnings(compilerBefore, compilerAfter);
        if (newWarnings.Count > 0)
        {
            throw new HarnessException($"{scenario.Key}: the fix adds warnings:{Environment.NewLine}"
                + string.Join(Environment.NewLine, newWarnings.Select(RoslynHost.Format)) + Environment.NewLine + fixedText);
        }

        var beforeCompilation = await RoslynHost.GetCompilationAsync(project, cancellationToken).ConfigureAwait(false);
        var afterCompilation = await RoslynHost.GetCompilationAsync(fixedProject, cancellationToken).ConfigureAwait(false);
        var before = Emit(scenario, "before", beforeCompilation, cancellationToken);
        var after = Emit(scenario, "after", afterCompilation, cancellationToken);

        return new PreparedScenario(scenario, text, fixedText, diagnostics, before, after) { Declined = remaining.ToImmutableArray() };
    }

    /// <summary>
    /// Compiles two versions given as text, as they are: no analyzer or fix runs. For a gate study's points (<see
    /// cref="GateStudy"/>), whose code the gate study tests check against the fix's output.
    /// </summary>
    public static async Task<PreparedScenario> CompileAsync(Scenario scenario, string originalSource, string fixedSource, CancellationToken cancellationToken = default)
    {
        var path = Path.Combine(ReferenceSets.RepositoryRoot, scenario.RelativePath);
        var versions = new List<CompiledVersion>();
        foreach (var (which, text) in new[] { ("before", originalSource), ("after", fixedSource) })
        {
            var project = CreateProject(scenario, path, text);
            ThrowOnErrors(scenario, which, await RoslynHost.GetCompilerDiagnosticsAsync(project, cancellationToken).ConfigureAwait(false), text);
            versions.Add(Emit(scenario, which, await RoslynHost.GetCompilationAsync(project, cancellationToken).ConfigureAwait(false), cancellationToken));
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

    private static void ThrowOnErrors(Scenario scenario, string which, ImmutableArray<Diagnostic> diagnostics, string? text = null)
    {
        var errors = diagnostics.Where(d => d.Severity == DiagnosticSeverity.Error).ToList();
        if (errors.Count > 0)
        {
            throw new HarnessException($"{scenario.Key}: the {which} scenario code does not compile for {ReferenceSets.Describe(scenario.Runtime)}:{Environment.NewLine}"
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

    private static CompiledVersion Emit(Scenario scenario, string which, Compilation compilation, CancellationToken cancellationToken)
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
            throw new HarnessException($"{scenario.Key}: the {which} scenario does not emit for {ReferenceSets.Describe(scenario.Runtime)}:{Environment.NewLine}"
                + string.Join(Environment.NewLine, result.Diagnostics.Where(d => d.Severity == DiagnosticSeverity.Error).Select(RoslynHost.Format)));
        }

        return new CompiledVersion(which, compilation.AssemblyName!, stream.ToArray(), scenarioType.ToDisplayString(MetadataName));
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
        builder.AppendLine($"public static class {ScenarioAssembly.DriverTypeName}");
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

/// <summary>A failure of the harness's checks (diagnostics, compilation, fixed code, a runner on another runtime).</summary>
public sealed class HarnessException : Exception
{
    public HarnessException(string message)
        : base(message)
    {
    }
}

/// <summary>One version (before or after the fix) of a scenario, compiled with the harness's driver: its image.</summary>
public sealed record CompiledVersion(string Which, string AssemblyName, byte[] Image, string ScenarioTypeName);

/// <summary>
/// A scenario whose original and fixed code are compiled for its target (<see cref="Scenario.Runtime"/>). <see
/// cref="CheckAsync"/> runs the scenario tests' checks on that target's runtime; <see cref="Pair"/> loads both versions
/// into this process, which runs .NET 10, for the targets that run here.
/// </summary>
public sealed class PreparedScenario : IDisposable
{
    private readonly Lazy<ScenarioPair> _pair;

    internal PreparedScenario(
        Scenario scenario,
        string originalSource,
        string fixedSource,
        ImmutableArray<Diagnostic> diagnostics,
        CompiledVersion before,
        CompiledVersion after)
    {
        Scenario = scenario;
        OriginalSource = originalSource;
        FixedSource = fixedSource;
        Diagnostics = diagnostics;
        BeforeVersion = before;
        AfterVersion = after;
        _pair = new Lazy<ScenarioPair>(() => new ScenarioPair(LoadHere(before), LoadHere(after)));
    }

    public Scenario Scenario { get; }

    public string OriginalSource { get; }

    public string FixedSource { get; }

    /// <summary>The fingerprint of the code measured (<see cref="ScenarioHash"/>), recorded in docs/benchmarks.md.</summary>
    public string CodeHash => ScenarioHash.Compute(OriginalSource, FixedSource);

    public ImmutableArray<Diagnostic> Diagnostics { get; }

    /// <summary>The diagnostics left in the fixed code: the shapes the fixer declines (<see cref="Scenario.DeclinedDiagnostics"/>).</summary>
    public ImmutableArray<Diagnostic> Declined { get; init; } = ImmutableArray<Diagnostic>.Empty;

    public CompiledVersion BeforeVersion { get; }

    public CompiledVersion AfterVersion { get; }

    /// <summary>Both versions loaded into this process (loaded on first use).</summary>
    public ScenarioPair Pair => _pair.Value;

    public ScenarioAssembly Before => Pair.Before;

    public ScenarioAssembly After => Pair.After;

    /// <summary>Runs every input through both versions in this process and compares the results.</summary>
    public IReadOnlyList<ResultComparison> CompareResults() => Pair.CompareResults();

    /// <summary>
    /// The checks the scenario tests assert (<see cref="ScenarioPair.Check"/>), run on the runtime of the scenario's
    /// target: in this process for the targets .NET 10 runs (this process's runtime), else by the scenario runner built
    /// for that runtime (<see cref="ScenarioRunners"/>).
    /// </summary>
    public Task<CheckReport> CheckAsync(bool measureTime, CancellationToken cancellationToken = default) =>
        ScenarioRunners.RunsInThisProcess(Scenario.Runtime)
            ? Task.FromResult(Pair.Check(Scenario.RuntimeClaim, Scenario.AllocationCalls, measureTime))
            : ScenarioRunners.CheckAsync(this, measureTime, cancellationToken);

    /// <summary>The package assemblies of <see cref="Scenario.RuntimeAssemblies"/>, as full paths.</summary>
    public IReadOnlyList<string> OverridingAssemblies =>
        (Scenario.RuntimeAssemblies ?? Array.Empty<string>()).Select(p => Path.Combine(ReferenceSets.NuGetPackageRoot, p)).ToList();

    public void Dispose()
    {
        if (_pair.IsValueCreated)
        {
            _pair.Value.Dispose();
        }
    }

    private ScenarioAssembly LoadHere(CompiledVersion version)
    {
        using var image = new MemoryStream(version.Image, writable: false);
        return ScenarioAssembly.Load(version.AssemblyName, image, version.ScenarioTypeName, Scenario.Collectible, OverridingAssemblies);
    }
}
