using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using PerfAnalyzers.Rules.Sealing;
using PerfAnalyzers.TestKit;
using Xunit.Abstractions;

namespace PerfAnalyzers.Tests.Rules.Sealing;

/// <summary>
/// PERF0201's Fix All in project scope over real code of this repository (the samples, this test project, the
/// analyzer and code-fix sources): the fixed code has no error and no new warning, and nothing is left to report.
/// </summary>
public sealed class SealInternalTypesOnRepositoryTests
{
    private readonly ITestOutputHelper _output;

    public SealInternalTypesOnRepositoryTests(ITestOutputHelper output) => _output = output;

    [Fact]
    public async Task FixAll_OverTheSamples_LeavesNoErrorAndNoNewWarning()
    {
        var fixedCount = await FixAllAsync("samples", new[] { "samples/PerfAnalyzers.Samples" }, OutputKind.ConsoleApplication, "PerfAnalyzers.Samples", extraSource: null);
        Assert.True(fixedCount > 0, "The samples have types PERF0201 reports.");
    }

    [Fact]
    public async Task FixAll_OverThisTestProject_LeavesNoErrorAndNoNewWarning()
    {
        await FixAllAsync("tests/PerfAnalyzers.Tests", new[] { "tests/PerfAnalyzers.Tests" }, OutputKind.DynamicallyLinkedLibrary, "PerfAnalyzers.Tests", "global using Xunit;");
    }

    [Fact]
    public async Task FixAll_OverTheAnalyzerAndFixSources_LeavesNoErrorAndNoNewWarning()
    {
        await FixAllAsync("src + tests/PerfAnalyzers.TestKit", new[] { "src/Analyzers", "src/CodeFixes", "tests/PerfAnalyzers.ScenarioExecution", "tests/PerfAnalyzers.TestKit" }, OutputKind.DynamicallyLinkedLibrary, "PerfAnalyzers.SourceUnderTest", extraSource: BuildInfoSource, referenceOwnAssemblies: false);
    }

    /// <summary>What the analyzer project's build writes into obj/ from Directory.Build.props (not among the sources read here).</summary>
    private const string BuildInfoSource =
        "namespace PerfAnalyzers.Internals;\ninternal static class BuildInfo\n{\n    public const string Version = \"0.0.0\";\n    public const string RepositoryUrl = \"https://example.invalid\";\n}\n";

    private async Task<int> FixAllAsync(string what, string[] folders, OutputKind outputKind, string assemblyName, string? extraSource, bool referenceOwnAssemblies = true)
    {
        var sources = new List<SourceFile>();
        foreach (var folder in folders)
        {
            var path = Path.Combine(ReferenceSets.RepositoryRoot, folder);
            foreach (var file in Directory.GetFiles(path, "*.cs", SearchOption.AllDirectories).OrderBy(f => f, StringComparer.Ordinal))
            {
                var relative = Path.GetRelativePath(path, file);
                if (relative.StartsWith("obj" + Path.DirectorySeparatorChar, StringComparison.Ordinal)
                    || relative.StartsWith("bin" + Path.DirectorySeparatorChar, StringComparison.Ordinal)
                    || relative.Contains(Path.DirectorySeparatorChar + "Scenarios" + Path.DirectorySeparatorChar, StringComparison.Ordinal) && folder == "tests/PerfAnalyzers.Tests")
                {
                    continue;
                }

                sources.Add(new SourceFile(file, File.ReadAllText(file)));
            }
        }

        if (extraSource is not null)
        {
            sources.Add(new SourceFile("/GlobalUsings.cs", extraSource));
        }

        var project = RoslynHost.CreateProject(sources, new ProjectOptions { OutputKind = outputKind, SourceGenerators = true }); // as a build: the samples' JSON context is generated
        project = project.Solution.WithProjectAssemblyName(project.Id, assemblyName).GetProject(project.Id)!;
        project = project.AddMetadataReferences(TestDependencies(referenceOwnAssemblies));

        var analyzer = new SealInternalTypesAnalyzer();
        var fixer = new SealInternalTypesCodeFixProvider();
        var before = await RoslynHost.GetCompilerDiagnosticsAsync(project);
        var errorsBefore = before.Where(d => d.Severity == DiagnosticSeverity.Error).Select(RoslynHost.Format).ToList();
        Assert.True(errorsBefore.Count == 0, $"{what} does not compile here:\n" + string.Join("\n", errorsBefore.Take(20)));

        var reported = await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzer);
        var fixedProject = await RoslynHost.FixAllAsync(project, analyzer, fixer, FixAllScope.Project);
        var after = await RoslynHost.GetCompilerDiagnosticsAsync(fixedProject);
        var errorsAfter = after.Where(d => d.Severity == DiagnosticSeverity.Error).Select(RoslynHost.Format).ToList();
        var newWarnings = HotLoopHarness.NewWarnings(before, after).Select(RoslynHost.Format).ToList();
        var remaining = await RoslynHost.GetAnalyzerDiagnosticsAsync(fixedProject, analyzer);

        _output.WriteLine($"{what}: {sources.Count} files, {reported.Length} PERF0201 reported and fixed; after Fix All: {errorsAfter.Count} errors, {newWarnings.Count} new warnings, {remaining.Length} PERF0201 left.");
        foreach (var diagnostic in reported)
        {
            _output.WriteLine("  " + RoslynHost.Format(diagnostic));
        }

        Assert.True(errorsAfter.Count == 0, "Fix All breaks the build:\n" + string.Join("\n", errorsAfter));
        Assert.True(newWarnings.Count == 0, "Fix All adds warnings:\n" + string.Join("\n", newWarnings));
        Assert.True(remaining.IsEmpty, "PERF0201 left after Fix All:\n" + string.Join("\n", remaining.Select(RoslynHost.Format)));
        return reported.Length;
    }

    /// <summary>What this test project compiles against beyond the framework: xunit, Roslyn, and (for the tests) our own assemblies.</summary>
    private static IEnumerable<MetadataReference> TestDependencies(bool referenceOwnAssemblies)
    {
        var names = new[] { "xunit", "Microsoft.CodeAnalysis", "PerfAnalyzers.Analyzers", "PerfAnalyzers.CodeFixes", "PerfAnalyzers.TestKit", "PerfAnalyzers.ScenarioExecution", "System.Composition", "Microsoft.Bcl" };
        _ = typeof(Xunit.Assert).Assembly;
        _ = typeof(ITestOutputHelper).Assembly;
        _ = typeof(FactAttribute).Assembly;
        _ = typeof(Microsoft.CodeAnalysis.CSharp.CSharpCompilation).Assembly;
        _ = typeof(Microsoft.CodeAnalysis.CodeActions.CodeAction).Assembly;
        _ = typeof(Microsoft.CodeAnalysis.CSharp.Formatting.CSharpFormattingOptions).Assembly;
        _ = typeof(System.Composition.SharedAttribute).Assembly;
        _ = typeof(PerfAnalyzers.ScenarioExecution.ScenarioPair).Assembly;
        _ = typeof(Microsoft.CodeAnalysis.Testing.DiagnosticResult).Assembly;
        _ = typeof(Microsoft.CodeAnalysis.Testing.CodeFixTest<>).Assembly;
        _ = typeof(Microsoft.CodeAnalysis.CSharp.Testing.CSharpCodeFixVerifier<,,>).Assembly;
        return AppDomain.CurrentDomain.GetAssemblies()
            .Where(a => !a.IsDynamic && !string.IsNullOrEmpty(a.Location))
            .Where(a => names.Any(n => a.GetName().Name!.StartsWith(n, StringComparison.OrdinalIgnoreCase)))
            .Where(a => referenceOwnAssemblies || !a.GetName().Name!.StartsWith("PerfAnalyzers", StringComparison.Ordinal))
            .GroupBy(a => a.GetName().Name, StringComparer.OrdinalIgnoreCase)
            .Select(g => MetadataReference.CreateFromFile(g.First().Location))
            .ToList();
    }
}
