using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace PerfAnalyzers.Internals;

/// <summary>
/// Several rules' analyzers registered with the compiler as one analyzer. The analyzer driver charges a cost per
/// analyzer for every declaration and every operation tree it dispatches, whatever the analyzer then does with them
/// (docs/performance.md, "One analyzer for many rules": about half of what our package added to a build); through a
/// host the driver dispatches each operation once to all the rules' actions. Each rule keeps its own analyzer class,
/// which the tests run alone, and registers exactly as it would alone, through a context that forwards to the host's.
/// </summary>
/// <remarks>
/// All of a host's rules share its generated-code setting and run whenever one of them is on: the driver skips a host
/// only when every rule in it is off, and a command-line build also skips it when every rule in it is at Info or Hidden
/// severity (the compiler leaves out analyzers whose diagnostics would not appear in the build output). So a host holds
/// rules of one default severity, and rules disabled by default are not hosted: they cost nothing unless switched on.
/// </remarks>
public abstract class RuleHost : DiagnosticAnalyzer
{
    private readonly ImmutableArray<DiagnosticAnalyzer> _rules;
    private readonly GeneratedCodeAnalysisFlags _generatedCode;

    protected RuleHost(GeneratedCodeAnalysisFlags generatedCode, params DiagnosticAnalyzer[] rules)
    {
        _generatedCode = generatedCode;
        _rules = ImmutableArray.Create(rules);
        var descriptors = ImmutableArray.CreateBuilder<DiagnosticDescriptor>();
        var seen = new HashSet<string>(StringComparer.Ordinal);
        foreach (var rule in rules)
        {
            foreach (var descriptor in rule.SupportedDiagnostics)
            {
                if (seen.Add(descriptor.Id))
                {
                    descriptors.Add(descriptor);
                }
            }
        }

        SupportedDiagnostics = descriptors.ToImmutable();
    }

    /// <summary>The analyzers of the rules this host registers.</summary>
    public ImmutableArray<DiagnosticAnalyzer> Rules => _rules;

    /// <summary>What the host tells the driver about generated code: every hosted rule asks for the same.</summary>
    public GeneratedCodeAnalysisFlags GeneratedCode => _generatedCode;

    public sealed override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; }

    public sealed override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(_generatedCode);
        var forwarding = new ForwardingContext(context);
        foreach (var rule in _rules)
        {
            rule.Initialize(forwarding);
        }
    }

    /// <summary>
    /// Hands every registration to the host's context. Concurrent execution and the generated-code setting are the
    /// host's (a test checks that each hosted rule asks for the host's setting).
    /// </summary>
    private sealed class ForwardingContext : AnalysisContext
    {
        private readonly AnalysisContext _host;

        public ForwardingContext(AnalysisContext host) => _host = host;

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
