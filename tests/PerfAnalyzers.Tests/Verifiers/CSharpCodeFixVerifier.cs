using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Verifiers;

/// <summary>
/// Verifies an analyzer and its code fix, in the manner of Microsoft.CodeAnalysis.Testing (which the registry here
/// does not serve): markup for expected diagnostics, every fix path (one by one, Fix All in document and project)
/// must give the fixed code, and the fixed code must compile with no new warnings and no diagnostic left.
/// Use as <c>using Verify = CSharpCodeFixVerifier&lt;TAnalyzer, TCodeFix&gt;;</c>.
/// </summary>
public static class CSharpCodeFixVerifier<TAnalyzer, TCodeFix>
    where TAnalyzer : DiagnosticAnalyzer, new()
    where TCodeFix : CodeFixProvider, new()
{
    public static Task VerifyAnalyzerAsync(string markup, TargetRuntime runtime = TargetRuntime.Net10)
    {
        var test = new VerifierTest { Runtime = runtime };
        test.Sources.Add(("/0/Test0.cs", markup));
        return VerifyAsync(test);
    }

    public static Task VerifyCodeFixAsync(string markup, string fixedSource, TargetRuntime runtime = TargetRuntime.Net10)
    {
        var test = new VerifierTest { Runtime = runtime };
        test.Sources.Add(("/0/Test0.cs", markup));
        test.FixedSources.Add(fixedSource);
        return VerifyAsync(test);
    }

    /// <summary>The diagnostics of the markup are reported, and no fix is offered for them.</summary>
    public static Task VerifyNoFixAsync(string markup, TargetRuntime runtime = TargetRuntime.Net10)
    {
        var test = new VerifierTest { Runtime = runtime, ExpectNoFix = true };
        test.Sources.Add(("/0/Test0.cs", markup));
        return VerifyAsync(test);
    }

    public static async Task VerifyAsync(VerifierTest test)
    {
        var analyzer = new TAnalyzer();
        var fixer = new TCodeFix();
        var defaultId = analyzer.SupportedDiagnostics.Length == 1 ? analyzer.SupportedDiagnostics[0].Id : null;

        var parsed = test.Sources.Select(s => (s.Path, Parsed: Markup.Parse(s.Markup))).ToList();
        var options = new ProjectOptions { Runtime = test.Runtime, LanguageVersion = test.LanguageVersion, EditorConfig = test.EditorConfig, OutputKind = test.OutputKind };
        var project = RoslynHost.CreateProject(parsed.Select(p => new SourceFile(p.Path, p.Parsed.Text)), options);

        var compilerBefore = await RoslynHost.GetCompilerDiagnosticsAsync(project);
        var errors = compilerBefore.Where(d => d.Severity == DiagnosticSeverity.Error).Select(RoslynHost.Format).ToList();
        Assert.True(errors.Count == 0, "The test source does not compile:\n" + string.Join("\n", errors));

        // Diagnostics: exactly the ones the markup declares.
        var actual = await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzer);
        var expected = parsed
            .SelectMany(p => p.Parsed.Spans.Select(s => Describe(p.Path, s.Id ?? defaultId, s.Span.Start, s.Span.End)))
            .OrderBy(s => s, StringComparer.Ordinal)
            .ToList();
        var found = actual
            .Select(d => Describe(d.Location.SourceTree?.FilePath ?? string.Empty, d.Id, d.Location.SourceSpan.Start, d.Location.SourceSpan.End))
            .OrderBy(s => s, StringComparer.Ordinal)
            .ToList();
        Assert.True(
            expected.SequenceEqual(found),
            "Expected diagnostics:\n  " + string.Join("\n  ", expected) + "\nActual diagnostics:\n  " + string.Join("\n  ", actual.Select(RoslynHost.Format).Zip(found, (a, b) => b + "  " + a)));

        if (test.ExpectNoFix)
        {
            foreach (var diagnostic in actual)
            {
                var document = project.GetDocument(diagnostic.Location.SourceTree)!;
                var actions = await RoslynHost.GetCodeActionsAsync(document, diagnostic, fixer);
                if (actions.Length > 0)
                {
                    Assert.Fail($"Expected no code fix for {RoslynHost.Format(diagnostic)}, but '{actions[0].Title}' is offered.");
                }
            }
        }

        if (test.FixedSources.Count == 0)
        {
            return;
        }

        Assert.Equal(test.Sources.Count, test.FixedSources.Count);

        var oneByOne = await RoslynHost.FixOneByOneAsync(project, analyzer, fixer);
        await AssertFixedAsync("one by one", oneByOne, test, compilerBefore, analyzer);

        if (test.Sources.Count == 1)
        {
            var fixAllDocument = await RoslynHost.FixAllAsync(project, analyzer, fixer, FixAllScope.Document);
            await AssertFixedAsync("Fix All in document", fixAllDocument, test, compilerBefore, analyzer);
        }

        var fixAllProject = await RoslynHost.FixAllAsync(project, analyzer, fixer, FixAllScope.Project);
        await AssertFixedAsync("Fix All in project", fixAllProject, test, compilerBefore, analyzer);
    }

    private static async Task AssertFixedAsync(
        string how,
        Project fixedProject,
        VerifierTest test,
        ImmutableArray<Diagnostic> compilerBefore,
        DiagnosticAnalyzer analyzer)
    {
        for (var i = 0; i < test.Sources.Count; i++)
        {
            var document = fixedProject.Documents.Single(d => d.FilePath == test.Sources[i].Path);
            var text = await RoslynHost.GetTextAsync(document);
            Assert.True(
                Normalize(test.FixedSources[i]) == Normalize(text),
                $"{how}: {test.Sources[i].Path} differs from the expected fixed code.\nExpected:\n{test.FixedSources[i]}\nActual:\n{text}");
        }

        var compilerAfter = await RoslynHost.GetCompilerDiagnosticsAsync(fixedProject);
        var errors = compilerAfter.Where(d => d.Severity == DiagnosticSeverity.Error).Select(RoslynHost.Format).ToList();
        Assert.True(errors.Count == 0, $"{how}: the fixed code does not compile:\n" + string.Join("\n", errors));
        var newWarnings = HotLoopHarness.NewWarnings(compilerBefore, compilerAfter).Select(RoslynHost.Format).ToList();
        Assert.True(newWarnings.Count == 0, $"{how}: the fix adds warnings:\n" + string.Join("\n", newWarnings));

        var remaining = await RoslynHost.GetAnalyzerDiagnosticsAsync(fixedProject, analyzer);
        Assert.True(remaining.IsEmpty, $"{how}: diagnostics remain after the fix:\n" + string.Join("\n", remaining.Select(RoslynHost.Format)));
    }

    private static string Describe(string path, string? id, int start, int end) => $"{path} {id} [{start}..{end})";

    private static string Normalize(string text) => text.Replace("\r\n", "\n");
}
