using System.Collections.Concurrent;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0912 (disabled by default): a private or internal <c>async ValueTask</c> / <c>async ValueTask&lt;T&gt;</c> method
/// whose every call in the compilation is awaited once, directly. Each call that completes asynchronously allocates a
/// box for the method's state machine; from .NET 6, <c>[AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]</c>
/// on the method takes the box from a per-thread and per-core pool and returns it when the caller's await reads the
/// result.
/// </summary>
/// <remarks>
/// <para>A pooled box serves the next call as soon as the <c>ValueTask</c> it backs has been awaited, so a
/// <c>ValueTask</c> of such a method must be consumed once and never again (no second await, no <c>AsTask()</c> after
/// the await, no <c>Result</c> read later). The rule proves that by seeing every use of the method: each one an
/// invocation whose result is the operand of an <c>await</c>, directly or through <c>ConfigureAwait</c>. A method
/// group (a delegate), a call whose <c>ValueTask</c> is stored, returned, passed on or awaited later disqualifies the
/// method. Callers outside the compilation can't be seen: the method is private, or internal in an assembly without
/// <c>InternalsVisibleTo</c>; not virtual, abstract, an override, an explicit interface implementation or an
/// implicit one of an interface of its type; not a local function or lambda; with no <c>AsyncMethodBuilder</c> of its
/// own. A method never called is not reported.</para>
/// <para>A compilation-end rule: a symbol action collects the candidates, operation actions note each use of an
/// <c>async ValueTask</c> method of the compilation (cheap checks of the invocation's target first), and the end action
/// reports the candidates with at least one use, all of them direct awaits.</para>
/// <para>Disabled by default: pooling trades time for allocations (the pool's lookups cost more than the allocation
/// saves on some runtimes), and the rule can't see how often the method completes asynchronously. Gate: .NET 6 and
/// C# 10 (the builder, and the attribute on a method).</para>
/// </remarks>
public sealed class PoolValueTaskStateMachinesAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Diagnostic property: present for <c>ValueTask&lt;T&gt;</c> (the fix writes the builder's generic form).</summary>
    internal const string GenericKey = "Generic";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0912",
        title: "Pool the state machines of hot ValueTask methods",
        messageFormat: "Pool the state machine of '{0}' with PoolingAsyncValueTaskMethodBuilder: {1}",
        description: "An async ValueTask method that completes asynchronously allocates a box for its state machine on every such call. From .NET 6, [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))] on the method takes the box from a pool and returns it when the caller's await reads the result, which is safe only when every ValueTask the method returns is awaited once. The rule reports private and internal methods whose every call in the compilation is awaited directly. Disabled by default: pooling trades time for allocations.",
        // Disabled: pooling trades time for allocations, and how often the method completes asynchronously (the only
        // calls that allocate) can't be seen. See the docs page.
        RuleLevel.Disabled,
        compilationEnd: true,
        generatedCode: GeneratedCodeAnalysisFlags.Analyze | GeneratedCodeAnalysisFlags.ReportDiagnostics);

    internal static readonly Payoff PoolingPayoff = new(
        "no state machine box allocated per call that completes asynchronously",
        "PERF0912");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();

        // Generated code is analyzed (a generated caller may keep the ValueTask) but never reported: candidates are
        // declared outside generated files.
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (!Runtimes.IsNet6OrLater(start.Compilation)
                || types.Get("System.Runtime.CompilerServices.PoolingAsyncValueTaskMethodBuilder") is null
                || types.Get("System.Runtime.CompilerServices.PoolingAsyncValueTaskMethodBuilder`1") is null
                || types.Get("System.Runtime.CompilerServices.AsyncMethodBuilderAttribute") is not { } builderAttribute
                || types.Get("System.Threading.Tasks.ValueTask") is not { } valueTask
                || types.Get("System.Threading.Tasks.ValueTask`1") is not { } valueTaskOfT)
            {
                return;
            }

            var state = new PoolingState(start.Compilation, ProjectTargets.Read(start.Options), valueTask, valueTaskOfT, builderAttribute);
            start.RegisterSymbolAction(state.AnalyzeMethod, SymbolKind.Method);
            start.RegisterOperationAction(state.AnalyzeInvocation, OperationKind.Invocation);
            start.RegisterOperationAction(state.AnalyzeMethodReference, OperationKind.MethodReference);
            start.RegisterCompilationEndAction(state.Report);
        });
    }

    /// <summary>What one compilation's analysis collects: the candidate methods, the ones awaited, the ones used otherwise.</summary>
    private sealed class PoolingState
    {
        private readonly ProjectTargets _targets;
        private readonly INamedTypeSymbol _valueTask;
        private readonly INamedTypeSymbol _valueTaskOfT;
        private readonly INamedTypeSymbol _builderAttribute;
        private readonly bool _internalsVisible;

        private readonly ConcurrentDictionary<IMethodSymbol, byte> _candidates = new(SymbolEqualityComparer.Default);
        private readonly ConcurrentDictionary<IMethodSymbol, byte> _awaited = new(SymbolEqualityComparer.Default);
        private readonly ConcurrentDictionary<IMethodSymbol, byte> _otherwise = new(SymbolEqualityComparer.Default);

        public PoolingState(Compilation compilation, ProjectTargets targets, INamedTypeSymbol valueTask, INamedTypeSymbol valueTaskOfT, INamedTypeSymbol builderAttribute)
        {
            _targets = targets;
            _valueTask = valueTask;
            _valueTaskOfT = valueTaskOfT;
            _builderAttribute = builderAttribute;
            foreach (var attribute in compilation.Assembly.GetAttributes())
            {
                _internalsVisible |= attribute.AttributeClass is { Name: "InternalsVisibleToAttribute" };
            }
        }

        /// <summary>An <c>async</c> method of this compilation returning <c>ValueTask</c> or <c>ValueTask&lt;T&gt;</c>.</summary>
        private bool IsAsyncValueTask(IMethodSymbol method) =>
            method.IsAsync
            && method.MethodKind == MethodKind.Ordinary
            && (SymbolEqualityComparer.Default.Equals(method.ReturnType, _valueTask)
                || SymbolEqualityComparer.Default.Equals(method.ReturnType.OriginalDefinition, _valueTaskOfT));

        public void AnalyzeMethod(SymbolAnalysisContext context)
        {
            var method = (IMethodSymbol)context.Symbol;
            if (!IsAsyncValueTask(method)
                || method.IsVirtual
                || method.IsAbstract
                || method.IsOverride
                || method.IsExtern
                || method.ExplicitInterfaceImplementations.Length > 0
                || method.DeclaredAccessibility switch
                {
                    Accessibility.Private => false,
                    Accessibility.Internal or Accessibility.ProtectedAndInternal => _internalsVisible,
                    _ => true,
                }
                || method.DeclaringSyntaxReferences.Length != 1
                || method.DeclaringSyntaxReferences[0].GetSyntax(context.CancellationToken) is not MethodDeclarationSyntax declaration
                || declaration.SyntaxTree.Options is not CSharpParseOptions { LanguageVersion: >= LanguageVersion.CSharp10 }
                || HasBuilder(method)
                || Sealing.GeneratedCode.IsGenerated(declaration.SyntaxTree, context.Options, context.CancellationToken)
                || ImplementsInterface(method)
                || !_targets.Allow(ProjectTargets.Net6, declaration))
            {
                return;
            }

            _candidates.TryAdd(method, 0);
        }

        public void AnalyzeInvocation(OperationAnalysisContext context)
        {
            // Most calls end at IsAsync (false for every method from metadata).
            var invocation = (IInvocationOperation)context.Operation;
            if (!invocation.TargetMethod.IsAsync)
            {
                return;
            }

            var method = invocation.TargetMethod.OriginalDefinition;
            if (!IsAsyncValueTask(method))
            {
                return;
            }

            (IsAwaitedDirectly(invocation) ? _awaited : _otherwise).TryAdd(method, 0);
        }

        public void AnalyzeMethodReference(OperationAnalysisContext context)
        {
            var method = ((IMethodReferenceOperation)context.Operation).Method.OriginalDefinition;
            if (IsAsyncValueTask(method))
            {
                _otherwise.TryAdd(method, 0);
            }
        }

        public void Report(CompilationAnalysisContext context)
        {
            foreach (var candidate in _candidates.Keys)
            {
                if (!_awaited.ContainsKey(candidate)
                    || _otherwise.ContainsKey(candidate)
                    || candidate.Locations.Length == 0)
                {
                    continue;
                }

                var properties = SymbolEqualityComparer.Default.Equals(candidate.ReturnType, _valueTask)
                    ? ImmutableDictionary<string, string?>.Empty
                    : ImmutableDictionary<string, string?>.Empty.Add(GenericKey, "");
                context.ReportDiagnostic(Diagnostic.Create(Rule, candidate.Locations[0], properties, candidate.Name, PoolingPayoff.For(context.Compilation)));
            }
        }

        /// <summary>The call is the operand of an <c>await</c>, or the receiver of a <c>ConfigureAwait</c> that is.</summary>
        private static bool IsAwaitedDirectly(IInvocationOperation invocation)
        {
            IOperation awaited = invocation;
            if (invocation.Parent is IInvocationOperation { TargetMethod.Name: "ConfigureAwait" } configured && configured.Instance == invocation)
            {
                awaited = configured;
            }

            return awaited.Parent is IAwaitOperation;
        }

        private bool HasBuilder(IMethodSymbol method)
        {
            foreach (var attribute in method.GetAttributes())
            {
                if (SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, _builderAttribute))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>True when the method implements a member of an interface of its type (callers through the interface are unseen).</summary>
        private static bool ImplementsInterface(IMethodSymbol method)
        {
            foreach (var @interface in method.ContainingType.AllInterfaces)
            {
                foreach (var member in @interface.GetMembers(method.Name))
                {
                    if (SymbolEqualityComparer.Default.Equals(method.ContainingType.FindImplementationForInterfaceMember(member), method))
                    {
                        return true;
                    }
                }
            }

            return false;
        }
    }
}
