using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0807: <c>foreach (var x in source.OfType&lt;T&gt;())</c> or <c>.Cast&lt;T&gt;()</c> where <c>source</c> is a
/// <c>T[]</c> or a <c>List&lt;T&gt;</c> of that very <c>T</c>. The call keeps every element (for <c>OfType</c>, only
/// when <c>T</c> is a non-nullable value type: otherwise it drops nulls), but hides the collection's type, so the
/// loop goes through a boxed <c>IEnumerator&lt;T&gt;</c> and interface calls instead of the array's index loop or the
/// list's struct enumerator. Elsewhere (the receiver of another LINQ call, a return value) the call costs nothing
/// measurable on .NET 9+, where both return their source as is, so only the loop is reported.
/// </summary>
/// <remarks>Additional location: the source expression.</remarks>
public sealed class RemoveRedundantCastAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0807",
        title: "Drop OfType/Cast on a sequence that already has the type",
        messageFormat: "Remove '{0}<{1}>()' and let foreach walk the {2} itself: {3}",
        description: "OfType<T>() (T a non-nullable value type) and Cast<T>() keep every element of a T[] or a List<T>, but a foreach over their result walks it through a boxed IEnumerator<T> with interface calls; over the array or the list itself it is an index loop or the list's struct enumerator.",
        // Suggestion: precise, but well under the 2x a warning needs (see the docs page).
        RuleLevel.Suggestion,
        sameFinding: new[] { "RCS1077" });

    internal static readonly Payoff RedundantCastArrayPayoff = new(
        "an index loop instead of interface calls on an enumerator",
        "PERF0807/ArrayCastForeach");

    internal static readonly Payoff RedundantCastListPayoff = new(
        "the list's struct enumerator instead of interface calls",
        "PERF0807/ListOfTypeForeach");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = LinqApis.Create(start.Compilation);
            var listOfT = apis?.ListOfT;
            if (apis is null || listOfT is null)
            {
                return;
            }

            // Loops are far rarer than invocations: the narrowest action that sees the pattern.
            start.RegisterOperationAction(context => AnalyzeLoop(context, apis, listOfT), OperationKind.Loop);
        });
    }

    private static void AnalyzeLoop(OperationAnalysisContext context, LinqApis apis, INamedTypeSymbol listOfT)
    {
        if (context.Operation is not IForEachLoopOperation { IsAsynchronous: false } loop
            || loop.Collection.WithoutImplicitConversions() is not IInvocationOperation invocation)
        {
            return;
        }

        var method = invocation.TargetMethod;
        var isOfType = method.Name == "OfType";
        if ((!isOfType && method.Name != "Cast")
            || method.Parameters.Length != 1
            || method.TypeArguments.Length != 1
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.Enumerable)
            || invocation.GetArgument(0)?.Value.WithoutImplicitConversions() is not { } source
            || source is IConditionalAccessInstanceOperation
            || source.Syntax is not ExpressionSyntax sourceSyntax)
        {
            return;
        }

        // OfType also drops nulls: only a non-nullable value type keeps every element.
        var element = method.TypeArguments[0];
        if (isOfType && (!element.IsValueType || element.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T))
        {
            return;
        }

        string collection;
        ITypeSymbol sourceElement;
        if (source.Type is IArrayTypeSymbol { IsSZArray: true } array)
        {
            collection = "array";
            sourceElement = array.ElementType;
        }
        else if (source.Type is INamedTypeSymbol named && SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, listOfT))
        {
            collection = "list";
            sourceElement = named.TypeArguments[0];
        }
        else
        {
            return;
        }

        if (!SymbolEqualityComparer.IncludeNullability.Equals(sourceElement, element) || !TupleNamesMatch(sourceElement, element))
        {
            return;
        }

        // 'm!' has no operation of its own: the fix must keep the '!' the user wrote.
        while (sourceSyntax.Parent is PostfixUnaryExpressionSyntax suppression && suppression.IsKind(SyntaxKind.SuppressNullableWarningExpression))
        {
            sourceSyntax = suppression;
        }

        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
            Rule,
            invocation.Syntax.GetLocation(),
            new[] { sourceSyntax.GetLocation() },
            properties: null,
            method.Name,
            element.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat),
            collection,
            collection == "array" ? RedundantCastArrayPayoff.For(context.Compilation) : RedundantCastListPayoff.For(context.Compilation))));
    }

    // Tuple element names must match too, at any depth (List<(int Id, string Name)>): the display string has them. Only
    // reached for a loop over a cast to the collection's own element type.
    private static bool TupleNamesMatch(ITypeSymbol a, ITypeSymbol b) =>
        a.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat) == b.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat);
}
