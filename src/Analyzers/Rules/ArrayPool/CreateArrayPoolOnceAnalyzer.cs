using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0506: <c>ArrayPool&lt;T&gt;.Create(...)</c> evaluated per call (in a method, used there) or per instance (an
/// instance field initializer). A new pool is empty: its first rents allocate, and its arrays are dropped with it.
/// </summary>
public sealed class CreateArrayPoolOnceAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Diagnostic property: present when the fix can hoist the call into a static readonly field.</summary>
    public const string FixableKey = "Fixable";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0506",
        title: "Create a custom ArrayPool once",
        messageFormat: "'ArrayPool<{0}>.Create(...)' makes a new, empty pool {1}: keep one in a static readonly field; {2}",
        description: "A pool made by ArrayPool<T>.Create starts empty, so its first Rent allocates, and its arrays die with it. Created per call (or per instance) it pools nothing and adds the pool's own allocations. Create it once, in a static readonly field.",
        RuleLevel.Warning);

    internal static readonly Payoff CreateArrayPoolOncePayoff = new(
        "no new pool and no new array per call",
        "PERF0506/CreatePoolPerCall");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = ArrayPoolApis.Create(start.Compilation);
            if (apis is null)
            {
                return;
            }

            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, ArrayPoolApis apis)
    {
        var invocation = (IInvocationOperation)context.Operation;
        if (invocation.TargetMethod.Name != "Create" || !apis.IsCreate(invocation.TargetMethod))
        {
            return;
        }

        string where;
        switch (context.ContainingSymbol)
        {
            case IMethodSymbol { MethodKind: MethodKind.StaticConstructor }:
            case IFieldSymbol { IsStatic: true }:
            case IPropertySymbol { IsStatic: true }:
                return;
            case IFieldSymbol or IPropertySymbol:
                where = "for every instance";
                break;
            case IMethodSymbol:
                if (!IsUsedHere(invocation))
                {
                    return;
                }

                where = "on every call";
                break;
            default:
                return;
        }

        var properties = ImmutableDictionary<string, string?>.Empty;
        if (IsHoistable(invocation))
        {
            properties = properties.Add(FixableKey, "true");
        }

        var elementType = invocation.TargetMethod.ContainingType.TypeArguments[0];
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            invocation.Syntax.GetLocation(),
            properties,
            elementType.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat),
            where,
            CreateArrayPoolOncePayoff.For(context.Compilation)));
    }

    /// <summary>The new pool is used in this method (a local, or rented from at once), not stored or returned for caching.</summary>
    private static bool IsUsedHere(IOperation invocation)
    {
        var value = invocation;
        while (value.Parent is IConversionOperation or IParenthesizedOperation)
        {
            value = value.Parent;
        }

        return value.Parent switch
        {
            IVariableInitializerOperation { Parent: IVariableDeclaratorOperation } => true,
            ISimpleAssignmentOperation { Target: ILocalReferenceOperation } assignment => assignment.Value == value,
            IInvocationOperation call => call.Instance == value,
            IUsingOperation => true,
            _ => false,
        };
    }

    /// <summary>Constant arguments, and an element type a static field can name (no method type parameter).</summary>
    private static bool IsHoistable(IInvocationOperation invocation)
    {
        foreach (var argument in invocation.Arguments)
        {
            if (!argument.IsImplicit && !argument.Value.ConstantValue.HasValue)
            {
                return false;
            }
        }

        var elementType = invocation.TargetMethod.ContainingType.TypeArguments[0];
        return !elementType.MentionsMethodTypeParameter()
            && invocation.TargetMethod.ContainingType.TypeArguments.Length == 1
            && invocation.Syntax is Microsoft.CodeAnalysis.CSharp.Syntax.InvocationExpressionSyntax { Expression: Microsoft.CodeAnalysis.CSharp.Syntax.MemberAccessExpressionSyntax };
    }
}
