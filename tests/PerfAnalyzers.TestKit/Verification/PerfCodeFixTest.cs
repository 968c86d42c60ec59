using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.TestKit.Verification;

/// <summary>
/// Microsoft.CodeAnalysis.Testing's code-fix test with this project's defaults: latest C#, nullable context on, unsafe
/// code allowed, reference assemblies of <see cref="Runtime"/> resolved offline (<see cref="ReferenceSets"/>), and
/// compiler warnings included in what is compared, so fixed code that gains a warning fails. Every check the framework
/// makes stays on: markup and message arguments, severity, Fix All in document, project and solution, iteration counts,
/// that fixed syntax round-trips, and the generated-code and <c>#pragma</c> passes.
/// The analyzers and fixes are instances, so the hot-loop scenarios verify their fixes with the same test as the rules'
/// unit tests (<see cref="CSharpCodeFixVerifier{TAnalyzer, TCodeFix}"/> derives its aliases from it).
/// </summary>
public class PerfCodeFixTest : CodeFixTest<DefaultVerifier>
{
    private readonly ImmutableArray<DiagnosticAnalyzer> _analyzers;
    private readonly ImmutableArray<CodeFixProvider> _fixers;
    private TargetRuntime _runtime;

    public PerfCodeFixTest(ImmutableArray<DiagnosticAnalyzer> analyzers, ImmutableArray<CodeFixProvider> fixers)
    {
        _analyzers = analyzers;
        _fixers = fixers;
        Runtime = TargetRuntime.Net10;
        CompilerDiagnostics = CompilerDiagnostics.Warnings;

        // Documentation comments are checked (a fix that breaks a cref or the XML fails), but public types without
        // one are not a finding of these tests.
        DisabledDiagnostics.Add("CS1591");

        // A rule that needs the whole compilation (PERF0201: nothing derives from the type) reports from a
        // compilation-end action and says so with the CompilationEnd tag: its diagnostics are non-local by design,
        // as the SDK's CA1852 is, and are fixed from the build's list and by 'dotnet format analyzers'. Every other
        // rule's diagnostics must be local, which the framework checks.
        foreach (var analyzer in analyzers)
        {
            foreach (var descriptor in analyzer.SupportedDiagnostics)
            {
                foreach (var tag in descriptor.CustomTags)
                {
                    if (tag == WellKnownDiagnosticTags.CompilationEnd)
                    {
                        CodeFixTestBehaviors |= CodeFixTestBehaviors.SkipLocalDiagnosticCheck;
                    }
                }
            }
        }
    }

    /// <summary>
    /// When the test has a fixed state, it runs a second time with every source and expected source in CRLF line
    /// endings (the sources are written with LF): a fix must write the line breaks of the document it edits.
    /// </summary>
    public bool AlsoWithCrLf { get; set; } = true;

    public override string Language => LanguageNames.CSharp;

    /// <summary>The runtime whose reference assemblies the test compiles against.</summary>
    public TargetRuntime Runtime
    {
        get => _runtime;
        set
        {
            _runtime = value;
            ReferenceAssemblies = ReferenceSets.For(value);
        }
    }

    public LanguageVersion LanguageVersion { get; set; } = LanguageVersion.Latest;

    /// <summary>
    /// An .editorconfig for every source file (a text starting with <c>is_global</c> is added as a global analyzer
    /// config instead); null for none.
    /// </summary>
    public string? EditorConfig { get; set; }

    /// <summary>
    /// Runs the SDK's source generators of <see cref="Runtime"/> (<see cref="ReferenceSets.SourceGenerators"/>) in every
    /// state, as a build does: a fix that writes [GeneratedRegex] or uses a JsonSerializerContext's generated members
    /// must compile with the generated code.
    /// </summary>
    public bool SourceGenerators { get; set; }

    /// <summary>
    /// Runs the framework's test. Fixed sources given without a name, in the order of the test sources, take the
    /// names of the test sources they are the fixed form of.
    /// </summary>
    protected override Task RunImplAsync(CancellationToken cancellationToken)
    {
        if (EditorConfig is not null)
        {
            var path = EditorConfig.TrimStart().StartsWith("is_global", StringComparison.Ordinal) ? "/.globalconfig" : "/.editorconfig";
            TestState.AnalyzerConfigFiles.Add((path, EditorConfig));
        }

        if (SourceGenerators)
        {
            var generators = ReferenceSets.SourceGenerators(_runtime);
            SolutionTransforms.Add((solution, projectId) => solution.AddAnalyzerReferences(projectId, generators));
        }

        var sources = TestState.Sources;
        var fixedSources = FixedState.Sources;
        if (fixedSources.Count == sources.Count)
        {
            for (var i = 0; i < fixedSources.Count; i++)
            {
                var defaultName = $"/0/Test{i}.{DefaultFileExt}";
                if (fixedSources[i].filename == defaultName && sources[i].filename != defaultName)
                {
                    fixedSources[i] = (sources[i].filename, fixedSources[i].content);
                }
            }
        }

        return RunBothLineEndingsAsync(cancellationToken);
    }

    private async Task RunBothLineEndingsAsync(CancellationToken cancellationToken)
    {
        await base.RunImplAsync(cancellationToken).ConfigureAwait(false);
        if (!AlsoWithCrLf || FixedState.Sources.Count == 0 || !HasLf(TestState.Sources))
        {
            return;
        }

        ToCrLf(TestState.Sources);
        ToCrLf(FixedState.Sources);
        ToCrLf(BatchFixedState.Sources);
        await base.RunImplAsync(cancellationToken).ConfigureAwait(false);
    }

    private static bool HasLf(SourceFileList sources)
    {
        foreach (var (_, content) in sources)
        {
            var text = content.ToString();
            if (text.Contains('\n', StringComparison.Ordinal) && !text.Contains("\r\n", StringComparison.Ordinal))
            {
                return true;
            }
        }

        return false;
    }

    private static void ToCrLf(SourceFileList sources)
    {
        for (var i = 0; i < sources.Count; i++)
        {
            var (name, content) = sources[i];
            sources[i] = (name, SourceText.From(content.ToString().ReplaceLineEndings("\r\n"), content.Encoding, content.ChecksumAlgorithm));
        }
    }

    protected override string DefaultFileExt => "cs";

    public override Type SyntaxKindType => typeof(SyntaxKind);

    protected override CompilationOptions CreateCompilationOptions() =>
        new CSharpCompilationOptions(
            OutputKind.DynamicallyLinkedLibrary,
            allowUnsafe: true,
            nullableContextOptions: NullableContextOptions.Enable);

    protected override ParseOptions CreateParseOptions() =>
        new CSharpParseOptions(LanguageVersion, DocumentationMode.Diagnose);

    protected override IEnumerable<DiagnosticAnalyzer> GetDiagnosticAnalyzers() => _analyzers;

    /// <summary>
    /// The framework switches every rule of the tested analyzers on; here a rule is on as it is in a user's project:
    /// by its default, its .editorconfig severity, or <see cref="AnalyzerTest{TVerifier}.DisabledDiagnostics"/>. So a rule
    /// that is disabled by default is tested both ways: silent without configuration, reporting once enabled.
    /// </summary>
    protected override Project ApplyCompilationOptions(Project project)
    {
        project = base.ApplyCompilationOptions(project);
        var options = project.CompilationOptions!;
        var specific = options.SpecificDiagnosticOptions;
        foreach (var analyzer in _analyzers)
        {
            foreach (var descriptor in analyzer.SupportedDiagnostics)
            {
                // The framework sets each of them to its default severity, which also switches on a rule that is off by
                // default; a rule in DisabledDiagnostics stays suppressed.
                if (specific.TryGetValue(descriptor.Id, out var report) && report != ReportDiagnostic.Suppress)
                {
                    specific = specific.Remove(descriptor.Id);
                }
            }
        }

        return project.WithCompilationOptions(options.WithSpecificDiagnosticOptions(specific));
    }

    protected override IEnumerable<CodeFixProvider> GetCodeFixProviders() => _fixers;
}
