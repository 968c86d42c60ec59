using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// What keeps the analyzers cheap, checked on every analyzer by recording what it registers (no timing): concurrent
/// execution, generated code skipped, and only narrow actions: no syntax-tree, semantic-model or whole-compilation
/// action (each costs a pass over every file or the whole compilation per edit), and a compilation-end action only
/// where a rule needs the whole compilation (allow-listed with the reason).
/// </summary>
public sealed class AnalyzerStructureTests
{
    /// <summary>Analyzers allowed a compilation-end action, and why.</summary>
    private static readonly Dictionary<string, string> CompilationEndAllowed = new(StringComparer.Ordinal)
    {
        ["SealInternalTypesAnalyzer"] = "PERF0201 knows a type is never derived from only after every type is seen",
        ["MakeMembersNonVirtualAnalyzer"] = "PERF0202 knows a member is never overridden only after every type is seen",
        ["ImplementStructEqualityAnalyzer"] = "PERF0810 knows a struct's equality is used only after every creation and call is seen",
        ["PoolValueTaskStateMachinesAnalyzer"] = "PERF0912 knows every call of a method is awaited once only after every call is seen",
    };

    /// <summary>
    /// Analyzers that analyze generated code, and why. They never report in it, but ask the driver not to check
    /// (ReportDiagnostics): they leave generated code out themselves, which costs less than the driver's pass over the
    /// declarations of each file with a diagnostic.
    /// </summary>
    private static readonly Dictionary<string, string> AnalyzesGeneratedCode = new(StringComparer.Ordinal)
    {
        ["SealInternalTypesAnalyzer"] = "a generated type may derive from a user type, which must then stay unsealed",
        ["MakeMembersNonVirtualAnalyzer"] = "a generated type may override a user member, which must then stay virtual",
        ["PoolValueTaskStateMachinesAnalyzer"] = "generated code may call a user method and keep its ValueTask, which must then not be pooled",
    };

    /// <summary>
    /// Analyzers that skip generated code but tell the driver not to check their diagnostics for it
    /// (ReportDiagnostics without Analyze), and why that is safe: every diagnostic is on the code being analyzed.
    /// </summary>
    private static readonly Dictionary<string, string> ReportsOnlyWhereItAnalyzes = new(StringComparer.Ordinal)
    {
        ["UseInterpolatedStringAnalyzer"] = "PERF0702 reports only on the string.Format call it analyzes",
        ["InterpolateToStringConcatenationAnalyzer"] = "PERF0710 reports only on the concatenation it analyzes",
        ["UseCachedSearchValuesAnalyzer"] = "PERF0601 reports on the values argument of the search it analyzes (a field it converts is an additional location)",
        ["UseStringSearchValuesAnalyzer"] = "PERF0602 reports on the chain, Any call or loop it analyzes",
        ["UseLockTypeAnalyzer"] = "PERF0301 reports on the field its symbol action was called for",
        ["UseInterlockedAnalyzer"] = "PERF0302 reports on the lock field its symbol action was called for",
        ["FreezeLookupTableAnalyzer"] = "PERF0808 reports on the field its symbol action was called for",
    };

    /// <summary>Analyzers that register nothing on .NET 10 by design, the runtime their registrations are checked on, and why.</summary>
    private static readonly Dictionary<string, (TargetRuntime Runtime, string Reason)> CheckedOnOlderRuntime = new(StringComparer.Ordinal)
    {
        ["SizedPoolBeforeNet6Analyzer"] = (TargetRuntime.NetStandard20, "PERF0508 is about the shared pool's size limit before .NET 6; on .NET 6 and later it registers nothing"),
    };

    /// <summary>Analyzers that register nothing on a compilation without what they look for, the source they are checked on, and why.</summary>
    private static readonly Dictionary<string, (string Source, string Reason)> CheckedOnSource = new(StringComparer.Ordinal)
    {
        ["ImplementStructEqualityAnalyzer"] = (
            "internal struct S { public int X; }\nclass C { void M() { } }",
            "PERF0810 finds its candidate structs at the compilation's start and registers nothing without one"),
    };

    public static TheoryData<string> AnalyzerNames()
    {
        var data = new TheoryData<string>();
        foreach (var analyzer in DocsGenerator.Analyzers)
        {
            data.Add(analyzer.GetType().Name);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(AnalyzerNames))]
    public async Task Analyzer_RegistersOnlyNarrowActions(string name)
    {
        var analyzer = DocsGenerator.Analyzers.Single(a => a.GetType().Name == name);
        var context = new RecordingContext();
        analyzer.Initialize(context);

        Assert.True(context.ConcurrentExecution, $"{name} does not call EnableConcurrentExecution().");
        Assert.Equal(
            AnalyzesGeneratedCode.ContainsKey(name) ? GeneratedCodeAnalysisFlags.Analyze | GeneratedCodeAnalysisFlags.ReportDiagnostics
                : ReportsOnlyWhereItAnalyzes.ContainsKey(name) ? GeneratedCodeAnalysisFlags.ReportDiagnostics
                : GeneratedCodeAnalysisFlags.None,
            context.GeneratedCode);

        // Run the compilation-start callbacks on a real compilation, where every rule's APIs exist (.NET 10), or on the
        // older runtime a rule is for.
        var runtime = CheckedOnOlderRuntime.TryGetValue(name, out var older) ? older.Runtime : TargetRuntime.Net10;
        var source = CheckedOnSource.TryGetValue(name, out var checkedOn) ? checkedOn.Source : "class C { void M() { } }";
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", source) }, new ProjectOptions { Runtime = runtime });
        var compilation = await RoslynHost.GetCompilationAsync(project);
        foreach (var start in context.CompilationStart)
        {
            start(new RecordingStartContext(compilation, context));
        }

        Assert.True(context.Registered.Count > 0, $"{name} registers nothing on a {runtime} compilation.");
        Assert.DoesNotContain("SyntaxTree", context.Registered);
        Assert.DoesNotContain("SemanticModel", context.Registered);
        Assert.DoesNotContain("Compilation", context.Registered);
        if (context.Registered.Contains("CompilationEnd"))
        {
            Assert.True(CompilationEndAllowed.ContainsKey(name), $"{name} registers a compilation-end action; only the allow-listed rules may.");
        }

        // No analyzer may: the driver's bookkeeping for symbol-scoped actions was the largest cost measured in real builds
        // (docs/performance.md). A rule that judges a private field by all its uses starts from an operation or symbol
        // action and finds the uses with PrivateFieldUses instead.
        Assert.False(
            context.Registered.Contains("SymbolStart"),
            $"{name} registers a symbol-start action, which costs every build the driver's symbol-scoped bookkeeping.");
    }

    [Fact]
    public void TheRecorder_SeesWhatItMustReject()
    {
        // The theory above could pass by recording nothing: an analyzer made to break every rule is caught.
        var context = new RecordingContext();
        new BadAnalyzer().Initialize(context);
        Assert.False(context.ConcurrentExecution);
        Assert.Null(context.GeneratedCode);
        Assert.Contains("SyntaxTree", context.Registered);
        Assert.Contains("Compilation", context.Registered);
        Assert.Contains("SymbolStart", context.Registered);
    }

    private sealed class RecordingContext : AnalysisContext
    {
        public bool ConcurrentExecution { get; private set; }

        public GeneratedCodeAnalysisFlags? GeneratedCode { get; private set; }

        public HashSet<string> Registered { get; } = new(StringComparer.Ordinal);

        public List<Action<CompilationStartAnalysisContext>> CompilationStart { get; } = new();

        public override void EnableConcurrentExecution() => ConcurrentExecution = true;

        public override void ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags analysisMode) => GeneratedCode = analysisMode;

        public override void RegisterCompilationStartAction(Action<CompilationStartAnalysisContext> action) => CompilationStart.Add(action);

        public override void RegisterCompilationAction(Action<CompilationAnalysisContext> action) => Registered.Add("Compilation");

        public override void RegisterSemanticModelAction(Action<SemanticModelAnalysisContext> action) => Registered.Add("SemanticModel");

        public override void RegisterSymbolAction(Action<SymbolAnalysisContext> action, ImmutableArray<SymbolKind> symbolKinds) => Registered.Add("Symbol");

        public override void RegisterCodeBlockStartAction<TLanguageKindEnum>(Action<CodeBlockStartAnalysisContext<TLanguageKindEnum>> action) => Registered.Add("CodeBlockStart");

        public override void RegisterCodeBlockAction(Action<CodeBlockAnalysisContext> action) => Registered.Add("CodeBlock");

        public override void RegisterSyntaxTreeAction(Action<SyntaxTreeAnalysisContext> action) => Registered.Add("SyntaxTree");

        public override void RegisterSyntaxNodeAction<TLanguageKindEnum>(Action<SyntaxNodeAnalysisContext> action, ImmutableArray<TLanguageKindEnum> syntaxKinds) => Registered.Add("SyntaxNode");

        public override void RegisterOperationAction(Action<OperationAnalysisContext> action, ImmutableArray<OperationKind> operationKinds) => Registered.Add("Operation");

        public override void RegisterOperationBlockAction(Action<OperationBlockAnalysisContext> action) => Registered.Add("OperationBlock");

        public override void RegisterOperationBlockStartAction(Action<OperationBlockStartAnalysisContext> action) => Registered.Add("OperationBlockStart");

        public override void RegisterSymbolStartAction(Action<SymbolStartAnalysisContext> action, SymbolKind symbolKind) => Registered.Add("SymbolStart");
    }

    private sealed class RecordingStartContext : CompilationStartAnalysisContext
    {
        private readonly RecordingContext _recorder;

        public RecordingStartContext(Compilation compilation, RecordingContext recorder)
            : base(compilation, new AnalyzerOptions(ImmutableArray<AdditionalText>.Empty), CancellationToken.None) => _recorder = recorder;

        public override void RegisterCompilationEndAction(Action<CompilationAnalysisContext> action) => _recorder.Registered.Add("CompilationEnd");

        public override void RegisterSemanticModelAction(Action<SemanticModelAnalysisContext> action) => _recorder.Registered.Add("SemanticModel");

        public override void RegisterSymbolAction(Action<SymbolAnalysisContext> action, ImmutableArray<SymbolKind> symbolKinds) => _recorder.Registered.Add("Symbol");

        public override void RegisterCodeBlockStartAction<TLanguageKindEnum>(Action<CodeBlockStartAnalysisContext<TLanguageKindEnum>> action) => _recorder.Registered.Add("CodeBlockStart");

        public override void RegisterCodeBlockAction(Action<CodeBlockAnalysisContext> action) => _recorder.Registered.Add("CodeBlock");

        public override void RegisterSyntaxTreeAction(Action<SyntaxTreeAnalysisContext> action) => _recorder.Registered.Add("SyntaxTree");

        public override void RegisterSyntaxNodeAction<TLanguageKindEnum>(Action<SyntaxNodeAnalysisContext> action, ImmutableArray<TLanguageKindEnum> syntaxKinds) => _recorder.Registered.Add("SyntaxNode");

        public override void RegisterOperationAction(Action<OperationAnalysisContext> action, ImmutableArray<OperationKind> operationKinds) => _recorder.Registered.Add("Operation");

        public override void RegisterOperationBlockAction(Action<OperationBlockAnalysisContext> action) => _recorder.Registered.Add("OperationBlock");

        public override void RegisterOperationBlockStartAction(Action<OperationBlockStartAnalysisContext> action) => _recorder.Registered.Add("OperationBlockStart");

        public override void RegisterSymbolStartAction(Action<SymbolStartAnalysisContext> action, SymbolKind symbolKind) => _recorder.Registered.Add("SymbolStart");
    }

#pragma warning disable RS1001, RS1025, RS1026 // deliberately wrong: the recorder must catch it
    private sealed class BadAnalyzer : DiagnosticAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray<DiagnosticDescriptor>.Empty;

        public override void Initialize(AnalysisContext context)
        {
            context.RegisterSyntaxTreeAction(_ => { });
            context.RegisterCompilationAction(_ => { });
            context.RegisterSymbolStartAction(_ => { }, SymbolKind.NamedType);
        }
    }
#pragma warning restore RS1001, RS1025, RS1026
}
