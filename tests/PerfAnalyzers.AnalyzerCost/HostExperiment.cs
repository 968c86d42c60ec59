using System;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace PerfAnalyzers.AnalyzerCost;

#pragma warning disable RS1001, RS1012, RS1025, RS1026, RS2008 // a measuring stick, never shipped
/// <summary>Experiment: several analyzers registered through one, so the driver dispatches to one analyzer.</summary>
internal sealed class HostAnalyzer : DiagnosticAnalyzer
{
    private readonly ImmutableArray<DiagnosticAnalyzer> _inner;
    private readonly GeneratedCodeAnalysisFlags _flags;

    public HostAnalyzer(ImmutableArray<DiagnosticAnalyzer> inner, GeneratedCodeAnalysisFlags flags)
    {
        _inner = inner;
        _flags = flags;
        SupportedDiagnostics = inner.SelectMany(a => a.SupportedDiagnostics).Distinct().ToImmutableArray();
    }

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; }

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(_flags);
        var forwarding = new Forwarding(context);
        foreach (var analyzer in _inner)
        {
            analyzer.Initialize(forwarding);
        }
    }

    private sealed class Forwarding : AnalysisContext
    {
        private readonly AnalysisContext _host;

        public Forwarding(AnalysisContext host) => _host = host;

        public override void EnableConcurrentExecution()
        {
        }

        public override void ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags analysisMode)
        {
        }

        public override void RegisterCompilationStartAction(Action<CompilationStartAnalysisContext> action) => _host.RegisterCompilationStartAction(action);

        public override void RegisterCompilationAction(Action<CompilationAnalysisContext> action) => _host.RegisterCompilationAction(action);

        public override void RegisterSemanticModelAction(Action<SemanticModelAnalysisContext> action) => _host.RegisterSemanticModelAction(action);

        public override void RegisterSymbolAction(Action<SymbolAnalysisContext> action, ImmutableArray<SymbolKind> symbolKinds) => _host.RegisterSymbolAction(action, symbolKinds);

        public override void RegisterSymbolStartAction(Action<SymbolStartAnalysisContext> action, SymbolKind symbolKind) => _host.RegisterSymbolStartAction(action, symbolKind);

        public override void RegisterCodeBlockStartAction<TLanguageKindEnum>(Action<CodeBlockStartAnalysisContext<TLanguageKindEnum>> action) => _host.RegisterCodeBlockStartAction(action);

        public override void RegisterCodeBlockAction(Action<CodeBlockAnalysisContext> action) => _host.RegisterCodeBlockAction(action);

        public override void RegisterSyntaxTreeAction(Action<SyntaxTreeAnalysisContext> action) => _host.RegisterSyntaxTreeAction(action);

        public override void RegisterAdditionalFileAction(Action<AdditionalFileAnalysisContext> action) => _host.RegisterAdditionalFileAction(action);

        public override void RegisterSyntaxNodeAction<TLanguageKindEnum>(Action<SyntaxNodeAnalysisContext> action, ImmutableArray<TLanguageKindEnum> syntaxKinds) => _host.RegisterSyntaxNodeAction(action, syntaxKinds);

        public override void RegisterOperationAction(Action<OperationAnalysisContext> action, ImmutableArray<OperationKind> operationKinds) => _host.RegisterOperationAction(action, operationKinds);

        public override void RegisterOperationBlockStartAction(Action<OperationBlockStartAnalysisContext> action) => _host.RegisterOperationBlockStartAction(action);

        public override void RegisterOperationBlockAction(Action<OperationBlockAnalysisContext> action) => _host.RegisterOperationBlockAction(action);
    }
}
#pragma warning restore RS1001, RS1012, RS1025, RS1026, RS2008
