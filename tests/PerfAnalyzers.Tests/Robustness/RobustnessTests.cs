using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using PerfAnalyzers.TestKit;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Robustness;

/// <summary>
/// Every analyzer and every code fix of the package, over broken code made from every scenario, sample and rule-shape
/// snippet (see <see cref="BrokenInputGenerator"/>). An analyzer exception (onAnalyzerException or AD0001) or a fixer
/// exception (registering fixes, computing a code action's operations, Fix All in document) fails the test.
/// </summary>
public sealed class RobustnessTests
{
    /// <summary>Diagnostics per input whose fixes are exercised one by one (Fix All covers the rest).</summary>
    private const int FixedDiagnosticsPerInput = 10;

    private static readonly ImmutableArray<DiagnosticAnalyzer> s_analyzers = DocsGenerator.Analyzers.ToImmutableArray();

    private readonly ITestOutputHelper _output;

    public RobustnessTests(ITestOutputHelper output) => _output = output;

    /// <summary>Every rule is on, the ones disabled by default too: a disabled analyzer is not run at all.</summary>
    public static string EditorConfig { get; } = "root = true\n\n[*.cs]\n" + string.Concat(
        s_analyzers.SelectMany(a => a.SupportedDiagnostics).Select(d => d.Id).Distinct().OrderBy(id => id, StringComparer.Ordinal)
            .Select(id => $"dotnet_diagnostic.{id}.severity = warning\n"));

    [Fact]
    public async Task EveryAnalyzerAndFixer_SurviveBrokenCode()
    {
        var stopwatch = Stopwatch.StartNew();
        var files = BrokenInputGenerator.SourceFiles();
        Assert.NotEmpty(files);
        var cap = BrokenInputGenerator.PerFileCap(files.Count);
        var stats = new Stats();
        var failures = new ConcurrentQueue<string>();

        await Parallel.ForEachAsync(files, new ParallelOptions { MaxDegreeOfParallelism = Math.Max(2, Environment.ProcessorCount) }, async (file, cancellationToken) =>
        {
            // The intact file on .NET 10 first: where its rules report is where truncations and deletions concentrate.
            var hotSpans = new List<TextSpan>();
            var intact = new BrokenInput(file.Name, "intact", file.Text, InputReferences.Net10);
            var intactDiagnostics = await RunAsync(intact, stats, failures, cancellationToken);
            hotSpans.AddRange(intactDiagnostics.Select(d => d.Location.SourceSpan));
            hotSpans.AddRange(intactDiagnostics.SelectMany(d => d.AdditionalLocations).Where(l => l.IsInSource).Select(l => l.SourceSpan));

            foreach (var input in BrokenInputGenerator.Variants(file.Name, file.Text, hotSpans, cap).Where(i => i != intact))
            {
                await RunAsync(input, stats, failures, cancellationToken);
            }
        });

        stopwatch.Stop();
        var summary = $"Robustness: {stats.Inputs} inputs from {files.Count} files ({cap} mutations per file at most), {s_analyzers.Length} analyzers, " +
            $"{DocsGenerator.Fixers.Count} fixers; {stats.Diagnostics} diagnostics, {stats.CodeActions} code actions applied, " +
            $"{stats.FixAlls} Fix All (document) applied; {failures.Count} failures; {stopwatch.Elapsed.TotalSeconds:F1} s";
        _output.WriteLine(summary);
        Console.WriteLine(summary);

        Assert.True(failures.IsEmpty, $"{failures.Count} of {stats.Inputs} broken inputs made an analyzer or fixer throw:\n\n" + string.Join("\n\n", failures.Take(10)));
        Assert.True(stats.Diagnostics > 0 && stats.CodeActions > 0 && stats.FixAlls > 0, "The suite exercised no fix: " + summary);
    }

    private static async Task<ImmutableArray<Diagnostic>> RunAsync(BrokenInput input, Stats stats, ConcurrentQueue<string> failures, CancellationToken cancellationToken)
    {
        Interlocked.Increment(ref stats.Inputs);
        var stage = "analyzers";
        try
        {
            var project = CreateProject(input);

            // Throws when an analyzer threw: RoslynHost sets onAnalyzerException and fails on AD0001 too.
            var diagnostics = await RoslynHost.GetAnalyzerDiagnosticsAsync(project, s_analyzers, cancellationToken);
            Interlocked.Add(ref stats.Diagnostics, diagnostics.Length);

            foreach (var diagnostic in diagnostics.Where(d => d.Location.IsInSource).Take(FixedDiagnosticsPerInput))
            {
                var document = project.GetDocument(diagnostic.Location.SourceTree)!;
                foreach (var fixer in DocsGenerator.Fixers.Where(f => f.FixableDiagnosticIds.Contains(diagnostic.Id)))
                {
                    stage = $"{fixer.GetType().Name} on {RoslynHost.Format(diagnostic)}";

                    // The fixer is called directly (no CodeFixService that would catch), and each action computed.
                    var actions = await RoslynHost.GetCodeActionsAsync(document, diagnostic, fixer, cancellationToken);
                    foreach (var action in actions)
                    {
                        await ApplyAsync(action, cancellationToken);
                        Interlocked.Increment(ref stats.CodeActions);
                    }
                }
            }

            foreach (var fixer in DocsGenerator.Fixers)
            {
                stage = $"Fix All (document) of {fixer.GetType().Name}";
                if (await FixAllInDocumentAsync(project, diagnostics, fixer, cancellationToken))
                {
                    Interlocked.Increment(ref stats.FixAlls);
                }
            }

            return diagnostics;
        }
        catch (Exception exception) when (exception is not OperationCanceledException)
        {
            failures.Enqueue($"{input} in {stage}:\n{exception}\n--- source ---\n{input.Text}\n--------------");
            return ImmutableArray<Diagnostic>.Empty;
        }
    }

    private static Project CreateProject(BrokenInput input)
    {
        var runtime = input.References switch
        {
            InputReferences.Net8 => TargetRuntime.Net8,
            InputReferences.NetCoreApp31 => TargetRuntime.NetCoreApp31,
            _ => TargetRuntime.Net10,
        };
        var project = RoslynHost.CreateProject(
            new[] { new SourceFile("/0/Input.cs", input.Text) },
            new ProjectOptions { Runtime = runtime, EditorConfig = EditorConfig });
        return input.References == InputReferences.None
            ? project.Solution.WithProjectMetadataReferences(project.Id, Array.Empty<MetadataReference>()).GetProject(project.Id)!
            : project;
    }

    /// <summary>Computes a code action's operations and realizes every changed document (text and tree).</summary>
    private static async Task ApplyAsync(CodeAction action, CancellationToken cancellationToken)
    {
        var operations = await action.GetOperationsAsync(cancellationToken);
        foreach (var apply in operations.OfType<ApplyChangesOperation>())
        {
            var changed = apply.ChangedSolution;
            foreach (var projectChanges in changed.GetChanges(changed.Workspace.CurrentSolution).GetProjectChanges())
            {
                foreach (var id in projectChanges.GetChangedDocuments().Concat(projectChanges.GetAddedDocuments()))
                {
                    var document = changed.GetDocument(id)!;
                    await document.GetTextAsync(cancellationToken);
                    await document.GetSyntaxRootAsync(cancellationToken);
                }
            }
        }
    }

    /// <summary>Fix All in the document of the first diagnostic <paramref name="fixer"/> offers a fix for; false when none.</summary>
    private static async Task<bool> FixAllInDocumentAsync(Project project, ImmutableArray<Diagnostic> diagnostics, CodeFixProvider fixer, CancellationToken cancellationToken)
    {
        foreach (var diagnostic in diagnostics)
        {
            if (!diagnostic.Location.IsInSource || !fixer.FixableDiagnosticIds.Contains(diagnostic.Id))
            {
                continue;
            }

            var document = project.GetDocument(diagnostic.Location.SourceTree)!;
            var actions = await RoslynHost.GetCodeActionsAsync(document, diagnostic, fixer, cancellationToken);
            if (actions.Length == 0)
            {
                continue;
            }

            var provider = fixer.GetFixAllProvider();
            if (provider is null)
            {
                return false;
            }

            var context = new FixAllContext(document, fixer, FixAllScope.Document, actions[0].EquivalenceKey, fixer.FixableDiagnosticIds, new KnownDiagnostics(diagnostics), cancellationToken);
            var fixAll = await provider.GetFixAsync(context);
            if (fixAll is null)
            {
                return false;
            }

            await ApplyAsync(fixAll, cancellationToken);
            return true;
        }

        return false;
    }

    private sealed class Stats
    {
        public int Inputs;
        public int Diagnostics;
        public int CodeActions;
        public int FixAlls;
    }

    /// <summary>Hands Fix All the diagnostics already computed for the input.</summary>
    private sealed class KnownDiagnostics : FixAllContext.DiagnosticProvider
    {
        private readonly ImmutableArray<Diagnostic> _diagnostics;

        public KnownDiagnostics(ImmutableArray<Diagnostic> diagnostics) => _diagnostics = diagnostics;

        public override Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            Task.FromResult<IEnumerable<Diagnostic>>(_diagnostics);

        public override async Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken)
        {
            var tree = await document.GetSyntaxTreeAsync(cancellationToken);
            return _diagnostics.Where(d => d.Location.SourceTree == tree);
        }

        public override Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            Task.FromResult(_diagnostics.Where(d => !d.Location.IsInSource));
    }
}
