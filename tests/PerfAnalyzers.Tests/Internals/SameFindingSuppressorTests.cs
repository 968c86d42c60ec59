using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules;
using PerfAnalyzers.Rules.Linq;
using PerfAnalyzers.Rules.Sealing;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Internals;

/// <summary>
/// <see cref="SameFindingSuppressor"/>: another analyzer's diagnostic is hidden where one of our rules reports the same
/// finding and shows, and nowhere else. The other analyzers here are stand-ins that report the real IDs where the real
/// ones do (the package test builds the samples with the real SDK, Meziantou and Roslynator analyzers). The diagnostics
/// are computed as the IDE computes them (<see cref="CompilationWithAnalyzers"/>, which hands the suppressor each
/// analyzer's diagnostics separately): the command line hands it all at once, a subset of this.
/// </summary>
public sealed class SameFindingSuppressorTests
{
    private const string Sealable = """
        internal class Leaf
        {
        }

        internal class Base
        {
        }

        internal sealed class Derived : Base
        {
        }
        """;

    /// <summary>CA1852's stand-in: every internal class that isn't sealed, on its name.</summary>
    private static readonly OtherRule Ca1852 = new("CA1852", node =>
        node is ClassDeclarationSyntax c && !c.Modifiers.Any(SyntaxKind.SealedKeyword) ? c.Identifier.GetLocation() : null);

    /// <summary>RCS1077's stand-in: every Where call, on its name.</summary>
    private static readonly OtherRule Rcs1077 = new("RCS1077", node =>
        node is InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Where" } access } ? access.Name.GetLocation() : null);

    [Fact]
    public async Task SameFinding_TheirsHidden_OursKept()
    {
        var diagnostics = await RunAsync(Sealable, new SealInternalTypesAnalyzer(), Ca1852);

        Assert.Equal(
            new[] { "CA1852 Base shown", "CA1852 Leaf hidden", "PERF0201 Leaf shown" },
            Describe(diagnostics, Sealable));
    }

    [Theory]
    [InlineData("dotnet_diagnostic.PERF0201.severity = none")]
    [InlineData("dotnet_diagnostic.PERF0201.severity = silent")]
    [InlineData("dotnet_analyzer_diagnostic.category-Performance.severity = none")]
    public async Task OursSwitchedOff_TheirsShown(string setting)
    {
        var diagnostics = await RunAsync(Sealable, new SealInternalTypesAnalyzer(), Ca1852, "root = true\n\n[*.cs]\n" + setting + "\n");

        Assert.Contains("CA1852 Leaf shown", Describe(diagnostics, Sealable));
    }

    [Fact]
    public async Task TheirsAnError_OursASuggestion_TheirsShown()
    {
        var editorConfig = "root = true\n\n[*.cs]\ndotnet_diagnostic.CA1852.severity = error\n";
        var diagnostics = await RunAsync(Sealable, new SealInternalTypesAnalyzer(), Ca1852, editorConfig);

        Assert.Contains("CA1852 Leaf shown", Describe(diagnostics, Sealable));
    }

    [Fact]
    public async Task BothErrors_TheirsHidden()
    {
        var editorConfig = "root = true\n\n[*.cs]\ndotnet_diagnostic.CA1852.severity = error\ndotnet_diagnostic.PERF0201.severity = error\n";
        var diagnostics = await RunAsync(Sealable, new SealInternalTypesAnalyzer(), Ca1852, editorConfig);

        Assert.Contains("CA1852 Leaf hidden", Describe(diagnostics, Sealable));
    }

    [Fact]
    public async Task OurRuleNotRun_TheirsShown()
    {
        var diagnostics = await RunAsync(Sealable, analyzer: null, Ca1852);

        Assert.Equal(new[] { "CA1852 Base shown", "CA1852 Leaf shown" }, Describe(diagnostics, Sealable));
    }

    [Fact]
    public async Task QueryInsideOurLambda_IsAnotherFinding_TheirsShown()
    {
        // Ours reports the outer Where(...).First(); the inner Where, inside the lambda, feeds a ToList that no rule
        // of ours reports: RCS1077's diagnostic of the inner one stays.
        const string source = """
            using System.Collections.Generic;
            using System.Linq;

            static class Queries
            {
                public static string? Outer(List<string> items, List<string> names) =>
                    items.Where(x => names.Where(n => n == x).ToList().Count > 1).FirstOrDefault();
            }
            """;
        var diagnostics = await RunAsync(source, new PassPredicateToTerminalAnalyzer(), Rcs1077);

        Assert.Equal(
            new[] { "PERF0401 items.Where(x => names.Where(n => n == x).ToList().Count > 1).FirstOrDefault() shown", "RCS1077 Where hidden", "RCS1077 Where shown" },
            Describe(diagnostics, source));
        var inner = diagnostics.Single(d => d.Id == "RCS1077" && !d.IsSuppressed);
        Assert.True(inner.Location.SourceSpan.Start > source.IndexOf("names.", StringComparison.Ordinal));
    }

    [Fact]
    public void Suppressions_FollowTheDeclarations()
    {
        var suppressor = new PerfAnalyzersSameFindingSuppressor();
        var declared = DocsGenerator.Rules()
            .SelectMany(r => RuleDescriptors.SameFinding(r.Descriptor).Select(theirs => (r.Descriptor.Id, Theirs: theirs)))
            .ToList();

        Assert.NotEmpty(declared);
        Assert.Equal(
            declared.Select(p => $"{p.Id}.{p.Theirs} -> {p.Theirs}").OrderBy(x => x, StringComparer.Ordinal),
            suppressor.SupportedSuppressions.Select(s => $"{s.Id} -> {s.SuppressedDiagnosticId}").OrderBy(x => x, StringComparer.Ordinal));
        Assert.All(suppressor.SupportedSuppressions, s => Assert.DoesNotMatch("^PERF", s.SuppressedDiagnosticId));
    }

    /// <summary>
    /// A rule that names same findings records every diagnostic it reports (the suppressor reads only what was
    /// recorded): each ReportDiagnostic call of its analyzer goes through ReportedFindings.Record.
    /// </summary>
    [Fact]
    public void RulesWithSameFindings_RecordEveryReport()
    {
        var sources = Directory.GetFiles(Path.Combine(ReferenceSets.RepositoryRoot, "src", "Analyzers", "Rules"), "*Analyzer.cs", SearchOption.AllDirectories);
        foreach (var (descriptor, analyzer) in DocsGenerator.Rules().Where(r => RuleDescriptors.SameFinding(r.Descriptor).Any()))
        {
            var file = sources.Single(f => Path.GetFileNameWithoutExtension(f) == analyzer.GetType().Name);
            var text = File.ReadAllText(file);
            var reports = Regex.Matches(text, @"\.ReportDiagnostic\(").Count;
            var recorded = Regex.Matches(text, @"\.ReportDiagnostic\(ReportedFindings\.Record\(").Count;
            Assert.True(reports > 0 && reports == recorded, $"{descriptor.Id}: {recorded} of the {reports} ReportDiagnostic calls of {Path.GetFileName(file)} go through ReportedFindings.Record.");
        }
    }

    private static async Task<ImmutableArray<Diagnostic>> RunAsync(string source, DiagnosticAnalyzer? analyzer, OtherRule other, string? editorConfig = null)
    {
        var project = RoslynHost.CreateProject(
            new[] { new SourceFile("/Test.cs", source) },
            ProjectOptions.Default with { EditorConfig = editorConfig });
        var compilation = await RoslynHost.GetCompilationAsync(project);
        var analyzers = analyzer is null
            ? ImmutableArray.Create<DiagnosticAnalyzer>(other, new PerfAnalyzersSameFindingSuppressor())
            : ImmutableArray.Create<DiagnosticAnalyzer>(analyzer, other, new PerfAnalyzersSameFindingSuppressor());
        var options = new CompilationWithAnalyzersOptions(project.AnalyzerOptions, onAnalyzerException: null, concurrentAnalysis: true, logAnalyzerExecutionTime: false, reportSuppressedDiagnostics: true);
        var diagnostics = await compilation.WithAnalyzers(analyzers, options).GetAnalyzerDiagnosticsAsync();
        Assert.DoesNotContain(diagnostics, d => d.Id == "AD0001");
        return diagnostics;
    }

    /// <summary>"ID text shown|hidden" for each diagnostic shown at all (not severity none), sorted.</summary>
    private static string[] Describe(ImmutableArray<Diagnostic> diagnostics, string source) =>
        diagnostics
            .Select(d => $"{d.Id} {source.Substring(d.Location.SourceSpan.Start, d.Location.SourceSpan.Length)} {(d.IsSuppressed ? "hidden" : "shown")}")
            .OrderBy(x => x, StringComparer.Ordinal)
            .ToArray();

    /// <summary>Another package's rule: reports <paramref name="id"/> where <paramref name="locate"/> gives a location.</summary>
#pragma warning disable RS1001 // Made by the tests, not loaded from an assembly.
    private sealed class OtherRule : DiagnosticAnalyzer
#pragma warning restore RS1001
    {
        private readonly DiagnosticDescriptor _rule;
        private readonly Func<SyntaxNode, Location?> _locate;

        public OtherRule(string id, Func<SyntaxNode, Location?> locate)
        {
#pragma warning disable RS2008, RS1033 // A stand-in of another package's rule.
            _rule = new DiagnosticDescriptor(id, id, id, "Other", DiagnosticSeverity.Info, isEnabledByDefault: true);
#pragma warning restore RS2008, RS1033
            _locate = locate;
        }

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(_rule);

        public override void Initialize(AnalysisContext context)
        {
            context.EnableConcurrentExecution();
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
            context.RegisterSyntaxNodeAction(
                c =>
                {
                    if (_locate(c.Node) is { } location)
                    {
                        c.ReportDiagnostic(Diagnostic.Create(_rule, location));
                    }
                },
                SyntaxKind.ClassDeclaration,
                SyntaxKind.InvocationExpression);
        }
    }
}
