using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests;

/// <summary>The samples project reports exactly the diagnostics its "// expect: ID" comments declare.</summary>
public sealed class SampleTests
{
    private static readonly Regex Expect = new(@"//\s*expect:\s*(?<ids>PERF\d{4}(\s*,\s*PERF\d{4})*)", RegexOptions.Compiled);

    [Fact]
    public async Task Samples_ReportExactlyTheDeclaredDiagnostics()
    {
        // The application (net10.0), and the netstandard2.0 library it shares with .NET Framework code, where the rules
        // for runtimes before .NET 6 fire.
        var (expected, actual) = await CheckAsync("PerfAnalyzers.Samples", TargetRuntime.Net10, Microsoft.CodeAnalysis.OutputKind.ConsoleApplication);
        var (expectedLegacy, actualLegacy) = await CheckAsync("PerfAnalyzers.Samples.Legacy", TargetRuntime.NetStandard20, Microsoft.CodeAnalysis.OutputKind.DynamicallyLinkedLibrary);
        Assert.Equal(expected, actual);
        Assert.Equal(expectedLegacy, actualLegacy);

        // Every shipped rule fires somewhere in the samples.
        var all = actual.Concat(actualLegacy).ToList();
        var ids = DocsGenerator.Rules().Select(r => r.Descriptor.Id).ToList();
        Assert.All(ids, id => Assert.Contains(all, a => a.EndsWith(": " + id, StringComparison.Ordinal)));
    }

    private static async Task<(List<string> Expected, List<string> Actual)> CheckAsync(string projectFolder, TargetRuntime runtime, Microsoft.CodeAnalysis.OutputKind outputKind)
    {
        var (project, sources) = CreateProject(projectFolder, runtime, outputKind);
        var errors = (await RoslynHost.GetCompilerDiagnosticsAsync(project)).Where(d => d.Severity == Microsoft.CodeAnalysis.DiagnosticSeverity.Error).ToList();
        Assert.True(errors.Count == 0, $"The samples in {projectFolder} do not compile:\n" + string.Join("\n", errors.Select(RoslynHost.Format)));

        var expected = sources
            .SelectMany(s => s.Text.Replace("\r\n", "\n").Split('\n').SelectMany((line, index) =>
            {
                var match = Expect.Match(line);
                return match.Success
                    ? match.Groups["ids"].Value.Split(',').Select(id => $"{Path.GetFileName(s.Path)}:{index + 1}: {id.Trim()}")
                    : Enumerable.Empty<string>();
            }))
            .OrderBy(x => x, StringComparer.Ordinal)
            .ToList();

        // What the compiler loads: the rule hosts.
        var actual = (await RoslynHost.GetAnalyzerDiagnosticsAsync(project, DocsGenerator.Loaded.ToImmutableArray()))
            .Select(d => $"{Path.GetFileName(d.Location.SourceTree!.FilePath)}:{d.Location.GetLineSpan().StartLinePosition.Line + 1}: {d.Id}")
            .OrderBy(x => x, StringComparer.Ordinal)
            .ToList();
        return (expected, actual);
    }

    /// <summary>A samples project as the build compiles it, with its source files.</summary>
    internal static (Microsoft.CodeAnalysis.Project Project, List<SourceFile> Sources) CreateProject(string projectFolder, TargetRuntime runtime, Microsoft.CodeAnalysis.OutputKind outputKind)
    {
        var folder = Path.Combine(ReferenceSets.RepositoryRoot, "samples", projectFolder);
        var files = Directory.GetFiles(folder, "*.cs", SearchOption.AllDirectories)
            .Where(f => !f.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal)
                && !f.Contains($"{Path.DirectorySeparatorChar}bin{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .OrderBy(f => f, StringComparer.Ordinal)
            .ToList();
        Assert.NotEmpty(files);

        var sources = files.Select(f => new SourceFile(f, File.ReadAllText(f))).ToList();
        // The samples' .editorconfig raises every Performance rule to a warning, the rules disabled by default included.
        var editorConfig = Path.Combine(ReferenceSets.RepositoryRoot, "samples", ".editorconfig");
        var project = RoslynHost.CreateProject(sources, new ProjectOptions
        {
            OutputKind = outputKind,
            Runtime = runtime,
            SourceGenerators = true, // as the build: PERF1002 reads the JSON generator's output
            EditorConfig = File.Exists(editorConfig) ? File.ReadAllText(editorConfig) : null,
        });
        return (project, sources);
    }
}
