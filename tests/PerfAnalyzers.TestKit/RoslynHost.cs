using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.TestKit;

/// <summary>A source file of an in-memory test project.</summary>
public sealed record SourceFile(string Path, string Text);

/// <summary>Options of an in-memory test project.</summary>
public sealed record ProjectOptions
{
    public TargetRuntime Runtime { get; init; } = TargetRuntime.Net10;

    public LanguageVersion LanguageVersion { get; init; } = LanguageVersion.Latest;

    public OptimizationLevel Optimization { get; init; } = OptimizationLevel.Debug;

    public OutputKind OutputKind { get; init; } = OutputKind.DynamicallyLinkedLibrary;

    /// <summary>Contents of an .editorconfig applied to every source file (null for none).</summary>
    public string? EditorConfig { get; init; }

    /// <summary>
    /// .editorconfig files at their own paths (a real code base's, from its folder up to the one that says
    /// <c>root = true</c>), besides <see cref="EditorConfig"/>.
    /// </summary>
    public IReadOnlyList<SourceFile> AnalyzerConfigFiles { get; init; } = Array.Empty<SourceFile>();

    /// <summary>A global analyzer config (a preset with the build's properties, starting <c>is_global = true</c>), or null for none.</summary>
    public string? GlobalConfig { get; init; }

    public NullableContextOptions Nullable { get; init; } = NullableContextOptions.Enable;

    public IReadOnlyCollection<string> PreprocessorSymbols { get; init; } = Array.Empty<string>();

    public string AssemblyName { get; init; } = "TestProject";

    /// <summary>Runs the SDK's source generators of the runtime (<see cref="ReferenceSets.SourceGenerators"/>), as a build does.</summary>
    public bool SourceGenerators { get; init; }

    public static ProjectOptions Default { get; } = new();
}

/// <summary>
/// Runs analyzers and code fixes on in-memory projects made of real files, for what Microsoft.CodeAnalysis.Testing
/// (the rules' tests, <see cref="Verification.PerfCodeFixTest"/>) does not do: the hot-loop harness, which compiles
/// and runs the code before and after a fix (the scenario tests then verify with the framework that its fixes give
/// the same code), the robustness suite, the samples check and Fix All over this repository's own sources.
/// <see cref="CompilationWithAnalyzers"/> for diagnostics, the provider's own <see cref="FixAllProvider"/> for Fix All,
/// <see cref="CodeAction.GetOperationsAsync(CancellationToken)"/> to apply.
/// </summary>
public static class RoslynHost
{
    public static Project CreateProject(IEnumerable<SourceFile> sources, ProjectOptions? options = null)
    {
        options ??= ProjectOptions.Default;
        var workspace = new AdhocWorkspace();
        var projectId = ProjectId.CreateNewId();
        var compilationOptions = new CSharpCompilationOptions(
            options.OutputKind,
            optimizationLevel: options.Optimization,
            nullableContextOptions: options.Nullable,
            allowUnsafe: true);
        var parseOptions = new CSharpParseOptions(options.LanguageVersion, preprocessorSymbols: options.PreprocessorSymbols);

        var solution = workspace.CurrentSolution
            .AddProject(ProjectInfo.Create(
                projectId,
                VersionStamp.Default,
                options.AssemblyName,
                options.AssemblyName,
                LanguageNames.CSharp,
                compilationOptions: compilationOptions,
                parseOptions: parseOptions,
                metadataReferences: ReferenceSets.Get(options.Runtime),
                analyzerReferences: options.SourceGenerators ? ReferenceSets.SourceGenerators(options.Runtime) : null));

        foreach (var source in sources)
        {
            solution = solution.AddDocument(
                DocumentId.CreateNewId(projectId, source.Path),
                System.IO.Path.GetFileName(source.Path),
                SourceText.From(source.Text, System.Text.Encoding.UTF8),
                filePath: source.Path);
        }

        // A code base's own .editorconfig files apply where they are; ours, at the root, to every file the nearest
        // `root = true` leaves it; the global config to the project.
        var configs = new List<SourceFile>(options.AnalyzerConfigFiles);
        if (options.EditorConfig is not null)
        {
            configs.Add(new SourceFile("/.editorconfig", options.EditorConfig));
        }

        if (options.GlobalConfig is not null)
        {
            configs.Add(new SourceFile("/.globalconfig", options.GlobalConfig));
        }

        foreach (var config in configs)
        {
            solution = solution.AddAnalyzerConfigDocument(
                DocumentId.CreateNewId(projectId, config.Path),
                System.IO.Path.GetFileName(config.Path),
                SourceText.From(config.Text),
                filePath: config.Path);
        }

        return solution.GetProject(projectId)!;
    }

    public static async Task<Compilation> GetCompilationAsync(Project project, CancellationToken cancellationToken = default) =>
        await project.GetCompilationAsync(cancellationToken).ConfigureAwait(false)
        ?? throw new InvalidOperationException("The project has no compilation.");

    /// <summary>Compiler diagnostics of warning and error severity, in source order.</summary>
    public static async Task<ImmutableArray<Diagnostic>> GetCompilerDiagnosticsAsync(Project project, CancellationToken cancellationToken = default)
    {
        var compilation = await GetCompilationAsync(project, cancellationToken).ConfigureAwait(false);
        return Sort(compilation.GetDiagnostics(cancellationToken)
            .Where(d => d.Severity >= DiagnosticSeverity.Warning && !d.IsSuppressed));
    }

    /// <summary>The analyzers' diagnostics (not the compiler's), in source order. Throws when an analyzer threw (AD0001).</summary>
    public static async Task<ImmutableArray<Diagnostic>> GetAnalyzerDiagnosticsAsync(
        Project project,
        ImmutableArray<DiagnosticAnalyzer> analyzers,
        CancellationToken cancellationToken = default)
    {
        var compilation = await GetCompilationAsync(project, cancellationToken).ConfigureAwait(false);
        var exceptions = new List<Exception>();
        var options = new CompilationWithAnalyzersOptions(
            project.AnalyzerOptions,
            onAnalyzerException: (exception, _, _) => { lock (exceptions) { exceptions.Add(exception); } },
            concurrentAnalysis: true,
            logAnalyzerExecutionTime: false,
            reportSuppressedDiagnostics: false);
        var withAnalyzers = compilation.WithAnalyzers(analyzers, options);
        var diagnostics = await withAnalyzers.GetAnalyzerDiagnosticsAsync(cancellationToken).ConfigureAwait(false);

        var failures = diagnostics.Where(d => d.Id == "AD0001").ToList();
        if (exceptions.Count > 0 || failures.Count > 0)
        {
            throw new InvalidOperationException(
                "An analyzer threw: " + string.Join(Environment.NewLine, exceptions.Select(e => e.ToString()).Concat(failures.Select(f => f.GetMessage()))));
        }

        return Sort(diagnostics);
    }

    public static Task<ImmutableArray<Diagnostic>> GetAnalyzerDiagnosticsAsync(Project project, DiagnosticAnalyzer analyzer, CancellationToken cancellationToken = default) =>
        GetAnalyzerDiagnosticsAsync(project, ImmutableArray.Create(analyzer), cancellationToken);

    /// <summary>The code actions <paramref name="fixer"/> offers for one diagnostic.</summary>
    public static async Task<ImmutableArray<CodeAction>> GetCodeActionsAsync(
        Document document,
        Diagnostic diagnostic,
        CodeFixProvider fixer,
        CancellationToken cancellationToken = default)
    {
        var actions = ImmutableArray.CreateBuilder<CodeAction>();
        var context = new CodeFixContext(document, diagnostic, (action, _) => actions.Add(action), cancellationToken);
        await fixer.RegisterCodeFixesAsync(context).ConfigureAwait(false);
        return actions.ToImmutable();
    }

    /// <summary>Applies a code action and returns the changed solution.</summary>
    public static async Task<Solution> ApplyAsync(CodeAction action, Solution solution, CancellationToken cancellationToken = default)
    {
        var operations = await action.GetOperationsAsync(cancellationToken).ConfigureAwait(false);
        var apply = operations.OfType<ApplyChangesOperation>().SingleOrDefault()
            ?? throw new InvalidOperationException($"Code action '{action.Title}' made no change.");
        return apply.ChangedSolution;
    }

    /// <summary>
    /// Runs the provider's Fix All over <paramref name="scope"/> (Document: the document of the first fixable
    /// diagnostic; Project; Solution) and returns the fixed project, or the same project when nothing is fixable.
    /// </summary>
    public static async Task<Project> FixAllAsync(
        Project project,
        DiagnosticAnalyzer analyzer,
        CodeFixProvider fixer,
        FixAllScope scope,
        string? documentPath = null,
        CancellationToken cancellationToken = default)
    {
        var diagnostics = (await GetAnalyzerDiagnosticsAsync(project, analyzer, cancellationToken).ConfigureAwait(false))
            .Where(d => fixer.FixableDiagnosticIds.Contains(d.Id))
            .Where(d => documentPath is null || d.Location.SourceTree?.FilePath == documentPath)
            .ToList();

        foreach (var diagnostic in diagnostics)
        {
            var document = project.GetDocument(diagnostic.Location.SourceTree)!;
            var actions = await GetCodeActionsAsync(document, diagnostic, fixer, cancellationToken).ConfigureAwait(false);
            if (actions.Length == 0)
            {
                continue;
            }

            var fixAllProvider = fixer.GetFixAllProvider()
                ?? throw new InvalidOperationException($"{fixer.GetType().Name} has no Fix All provider.");
            var diagnosticProvider = new AnalyzerDiagnosticProvider(analyzer);
            var ids = fixer.FixableDiagnosticIds;
            var context = scope == FixAllScope.Document
                ? new FixAllContext(document, fixer, scope, actions[0].EquivalenceKey, ids, diagnosticProvider, cancellationToken)
                : new FixAllContext(project, fixer, scope, actions[0].EquivalenceKey, ids, diagnosticProvider, cancellationToken);
            var fixAll = await fixAllProvider.GetFixAsync(context).ConfigureAwait(false);
            if (fixAll is null)
            {
                return project;
            }

            var solution = await ApplyAsync(fixAll, project.Solution, cancellationToken).ConfigureAwait(false);
            return solution.GetProject(project.Id)!;
        }

        return project;
    }

    /// <summary>
    /// Fix All as <c>dotnet format analyzers</c> runs it: the fixer is asked for an action on the rule's first diagnostic
    /// in the project, fixable or not, and Fix All runs over the solution with that action's equivalence key, or with
    /// none when the fixer offered no action there. Returns null where dotnet format prints "didn't return a Fix All action".
    /// </summary>
    public static async Task<Project?> FixAllAsDotnetFormatAsync(
        Project project,
        DiagnosticAnalyzer analyzer,
        CodeFixProvider fixer,
        string diagnosticId,
        bool asIfTheFirstWereUnfixable = false,
        CancellationToken cancellationToken = default)
    {
        var first = (await GetAnalyzerDiagnosticsAsync(project, analyzer, cancellationToken).ConfigureAwait(false))
            .FirstOrDefault(d => d.Id == diagnosticId && d.Location.SourceTree is not null);
        if (first is null)
        {
            return project;
        }

        var document = project.GetDocument(first.Location.SourceTree)!;
        var actions = await GetCodeActionsAsync(document, first, fixer, cancellationToken).ConfigureAwait(false);
        var context = new FixAllContext(
            document,
            fixer,
            FixAllScope.Solution,
            actions.Length == 0 || asIfTheFirstWereUnfixable ? null! : actions[0].EquivalenceKey!,
            new[] { diagnosticId },
            new AnalyzerDiagnosticProvider(analyzer),
            cancellationToken);
        var fixAll = await fixer.GetFixAllProvider()!.GetFixAsync(context).ConfigureAwait(false);
        if (fixAll is null)
        {
            return null;
        }

        var solution = await ApplyAsync(fixAll, project.Solution, cancellationToken).ConfigureAwait(false);
        return solution.GetProject(project.Id)!;
    }

    public static async Task<string> GetTextAsync(Document document, CancellationToken cancellationToken = default) =>
        (await document.GetTextAsync(cancellationToken).ConfigureAwait(false)).ToString();

    public static string Format(Diagnostic diagnostic)
    {
        var span = diagnostic.Location.GetLineSpan();
        return $"{System.IO.Path.GetFileName(span.Path)}({span.StartLinePosition.Line + 1},{span.StartLinePosition.Character + 1}): {diagnostic.Id}: {diagnostic.GetMessage()}";
    }

    private static ImmutableArray<Diagnostic> Sort(IEnumerable<Diagnostic> diagnostics) =>
        diagnostics
            .OrderBy(d => d.Location.SourceTree?.FilePath ?? string.Empty, StringComparer.Ordinal)
            .ThenBy(d => d.Location.SourceSpan.Start)
            .ThenBy(d => d.Id, StringComparer.Ordinal)
            .ToImmutableArray();

    private sealed class AnalyzerDiagnosticProvider : FixAllContext.DiagnosticProvider
    {
        private readonly DiagnosticAnalyzer _analyzer;

        public AnalyzerDiagnosticProvider(DiagnosticAnalyzer analyzer) => _analyzer = analyzer;

        public override async Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            await GetAnalyzerDiagnosticsAsync(project, _analyzer, cancellationToken).ConfigureAwait(false);

        public override async Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken)
        {
            var tree = await document.GetSyntaxTreeAsync(cancellationToken).ConfigureAwait(false);
            var all = await GetAnalyzerDiagnosticsAsync(document.Project, _analyzer, cancellationToken).ConfigureAwait(false);
            return all.Where(d => d.Location.SourceTree == tree);
        }

        public override async Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken)
        {
            var all = await GetAnalyzerDiagnosticsAsync(project, _analyzer, cancellationToken).ConfigureAwait(false);
            return all.Where(d => !d.Location.IsInSource);
        }
    }
}
