using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// The compiler loads rule hosts only (each registers its rules' analyzers as one, so the analyzer driver dispatches
/// once for all of them), generated from the rules' declarations (DocsGenerator.HostPlan). Every rule must be loaded
/// exactly once, a host must hold rules of one default severity (a command-line build skips a host whose rules are all
/// at Suggestion), a rule disabled by default must have a host of its own, and a hosted rule must behave as it does
/// alone.
/// </summary>
public sealed class RuleHostTests
{
    private static IEnumerable<RuleHost> Hosts => DocsGenerator.Loaded.OfType<RuleHost>();

    [Fact]
    public void EveryRule_IsLoadedExactlyOnce()
    {
        var hosted = Hosts.SelectMany(h => h.Rules).Select(r => r.GetType()).ToList();
        Assert.DoesNotContain(DocsGenerator.Loaded, a => a is not RuleHost and not DiagnosticSuppressor);
        Assert.Equal(hosted.Count, hosted.Distinct().Count());
        Assert.Equal(
            DocsGenerator.Analyzers.Select(a => a.GetType().FullName).OrderBy(n => n, StringComparer.Ordinal),
            hosted.Select(t => t.FullName).OrderBy(n => n, StringComparer.Ordinal));

        // Each host supports exactly its rules' descriptors.
        foreach (var host in Hosts)
        {
            Assert.Equal(
                host.Rules.SelectMany(r => r.SupportedDiagnostics).Select(d => d.Id).OrderBy(i => i, StringComparer.Ordinal),
                host.SupportedDiagnostics.Select(d => d.Id).OrderBy(i => i, StringComparer.Ordinal));
        }
    }

    [Fact]
    public void HostedRules_AreOnByDefault_AndAskForTheirHostsGeneratedCodeSetting()
    {
        foreach (var host in Hosts)
        {
            // One default severity per host: the compiler runs a host in a build when any of its descriptors is at
            // Warning, so a Suggestion rule hosted with Warning rules would cost every build.
            Assert.Single(host.SupportedDiagnostics.Select(d => d.DefaultSeverity).Distinct());

            var hostContext = new SettingsContext();
            host.Initialize(hostContext);
            Assert.True(hostContext.Concurrent, $"{host.GetType().Name} does not enable concurrent execution.");
            Assert.Equal(host.GeneratedCode, hostContext.GeneratedCode);

            foreach (var rule in host.Rules)
            {
                // A rule disabled by default would run whenever its host runs: such a rule has a host of its own.
                Assert.All(rule.SupportedDiagnostics, d => Assert.True(d.IsEnabledByDefault || host.Rules.Length == 1, $"{d.Id} is disabled by default but hosted with other rules."));

                var context = new SettingsContext();
                rule.Initialize(context);
                Assert.True(context.Concurrent, $"{rule.GetType().Name} does not enable concurrent execution.");
                Assert.Equal(host.GeneratedCode, context.GeneratedCode);
            }
        }
    }

    [Theory]
    [InlineData("PerfAnalyzers.Samples", TargetRuntime.Net10, OutputKind.ConsoleApplication)]
    [InlineData("PerfAnalyzers.Samples.Legacy", TargetRuntime.NetStandard20, OutputKind.DynamicallyLinkedLibrary)]
    public async Task Hosts_ReportWhatTheRulesReportAlone(string projectFolder, TargetRuntime runtime, OutputKind outputKind)
    {
        var (project, _) = SampleTests.CreateProject(projectFolder, runtime, outputKind);
        var alone = await DiagnosticsAsync(project, DocsGenerator.Analyzers);
        var loaded = await DiagnosticsAsync(project, DocsGenerator.Loaded);
        Assert.NotEmpty(alone);
        Assert.Equal(alone, loaded);
    }

    [Fact]
    public async Task AHostedRuleSwitchedOff_IsSilent_AndTheOthersInItsHostStillReport()
    {
        var (project, _) = SampleTests.CreateProject("PerfAnalyzers.Samples", TargetRuntime.Net10, OutputKind.ConsoleApplication);
        var editorConfig = File.ReadAllText(Path.Combine(ReferenceSets.RepositoryRoot, "samples", ".editorconfig"));
        var config = project.AnalyzerConfigDocuments.Single();
        project = project.Solution.WithAnalyzerConfigDocumentText(config.Id, Microsoft.CodeAnalysis.Text.SourceText.From(editorConfig + "\ndotnet_diagnostic.PERF0101.severity = none\n")).GetProject(project.Id)!;

        var loaded = await DiagnosticsAsync(project, DocsGenerator.Loaded);
        Assert.DoesNotContain(loaded, d => d.Contains(" PERF0101 ", StringComparison.Ordinal));
        Assert.Contains(loaded, d => d.Contains(" PERF0102 ", StringComparison.Ordinal));
    }

    private static async Task<List<string>> DiagnosticsAsync(Project project, IEnumerable<DiagnosticAnalyzer> analyzers) =>
        (await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzers.ToImmutableArray()))
            .Select(d => $"{Path.GetFileName(d.Location.SourceTree!.FilePath)}{d.Location.GetLineSpan().Span} {d.Id} {d.Severity} {d.GetMessage(System.Globalization.CultureInfo.InvariantCulture)} [{string.Join(", ", d.AdditionalLocations.Select(l => l.SourceSpan.ToString()))}]")
            .OrderBy(x => x, StringComparer.Ordinal)
            .ToList();

    /// <summary>Records concurrent execution and the generated-code setting; drops every registration.</summary>
    private sealed class SettingsContext : AnalysisContext
    {
        public bool Concurrent { get; private set; }

        public GeneratedCodeAnalysisFlags? GeneratedCode { get; private set; }

        public override void EnableConcurrentExecution() => Concurrent = true;

        public override void ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags analysisMode) => GeneratedCode = analysisMode;

        public override void RegisterCompilationStartAction(Action<CompilationStartAnalysisContext> action)
        {
        }

        public override void RegisterCompilationAction(Action<CompilationAnalysisContext> action)
        {
        }

        public override void RegisterSemanticModelAction(Action<SemanticModelAnalysisContext> action)
        {
        }

        public override void RegisterSymbolAction(Action<SymbolAnalysisContext> action, ImmutableArray<SymbolKind> symbolKinds)
        {
        }

        public override void RegisterCodeBlockStartAction<TLanguageKindEnum>(Action<CodeBlockStartAnalysisContext<TLanguageKindEnum>> action)
        {
        }

        public override void RegisterCodeBlockAction(Action<CodeBlockAnalysisContext> action)
        {
        }

        public override void RegisterSyntaxTreeAction(Action<SyntaxTreeAnalysisContext> action)
        {
        }

        public override void RegisterSyntaxNodeAction<TLanguageKindEnum>(Action<SyntaxNodeAnalysisContext> action, ImmutableArray<TLanguageKindEnum> syntaxKinds)
        {
        }

        public override void RegisterOperationAction(Action<OperationAnalysisContext> action, ImmutableArray<OperationKind> operationKinds)
        {
        }
    }
}
