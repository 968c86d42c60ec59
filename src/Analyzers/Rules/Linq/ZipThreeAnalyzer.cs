using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// PERF0406: <c>a.Zip(b).Zip(c, (ab, x) =&gt; (ab.First, ab.Second, x))</c> runs two zip iterators and a delegate per
/// element; <c>a.Zip(b, c)</c> (.NET 6) makes the same triples in one iterator, without the delegate.
/// </summary>
/// <remarks>
/// The selector must build the triple and nothing else: a tuple of the pair's <c>First</c>, its <c>Second</c> and the
/// third element, in that order. <c>Zip(b, c)</c> names its elements <c>First</c>, <c>Second</c> and <c>Third</c>;
/// where the selector's tuple names them otherwise (<c>(ab.First, ab.Second, x)</c> names the last one <c>x</c>), the
/// rule reports only where the names can't be read: the result converted to a type that names its own, or enumerated
/// by a <c>foreach</c> that deconstructs each triple or declares its type.
/// </remarks>
public sealed class ZipThreeAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0406",
        title: "Zip three sequences in one call",
        messageFormat: "Use 'Zip(second, third)' instead of zipping a zipped pair: {0}",
        description: "Zipping the pairs of a.Zip(b) with a third sequence runs two zip iterators and calls the result selector once per element to build each triple. Enumerable.Zip with three sequences (.NET 6 and later) makes the same (First, Second, Third) tuples in one iterator.",
        // Suggestion: a saving of a fraction of the query's time and one iterator per query, not a large share on
        // every runtime (see the docs page).
        RuleLevel.Suggestion);

    internal static readonly Payoff ZipThreePayoff = new(
        "one iterator and no delegate call per element",
        "PERF0406");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = LinqApis.Create(start.Compilation);
            if (apis is null || !HasZipOfThree(apis.Enumerable))
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, targets), OperationKind.Invocation);
        });
    }

    /// <summary><c>Enumerable.Zip&lt;T1, T2, T3&gt;(first, second, third)</c>, added in .NET 6.</summary>
    private static bool HasZipOfThree(INamedTypeSymbol enumerable)
    {
        foreach (var member in enumerable.GetMembers("Zip"))
        {
            if (member is IMethodSymbol { Parameters.Length: 3, TypeParameters.Length: 3 } method
                && method.Parameters[2].Type is INamedTypeSymbol { Name: "IEnumerable", TypeArguments.Length: 1 })
            {
                return true;
            }
        }

        return false;
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, LinqApis apis, ProjectTargets targets)
    {
        var outer = (IInvocationOperation)context.Operation;
        var method = outer.TargetMethod;
        if (method.Name != "Zip"
            || !method.IsExtensionMethod
            || method.TypeArguments.Length != 3
            || outer.Arguments.Length != 3
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.Enumerable)
            || outer.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Expression: InvocationExpressionSyntax innerSyntax }, ArgumentList.Arguments.Count: 2 }
            || outer.Arguments[0].Value.WithoutImplicitConversions() is not IInvocationOperation inner
            || inner.Syntax != innerSyntax
            || inner.Arguments.Length != 2
            || !inner.TargetMethod.IsExtensionMethod
            || !apis.IsEnumerableMethod(inner.TargetMethod, "Zip", 2)
            || innerSyntax is not { Expression: MemberAccessExpressionSyntax, ArgumentList.Arguments.Count: 1 })
        {
            return;
        }

        if (outer.Arguments[2].Value.WithoutImplicitConversions() is not IDelegateCreationOperation { Target: IAnonymousFunctionOperation selector }
            || !IsTriple(selector)
            || (!HasZipNames(method.TypeArguments[2]) && !NamesAreUnread(outer))
            || apis.IsInExpressionTree(outer)
            || !targets.Allow(ProjectTargets.Net6, outer.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            outer.Syntax.GetLocation(),
            new[] { outer.Arguments[1].Value.Syntax.GetLocation() },
            ZipThreePayoff.For(context.Compilation)));
    }

    /// <summary>The selector is <c>(ab, x) =&gt; (ab.First, ab.Second, x)</c>: one tuple of the pair's two fields and the third element.</summary>
    private static bool IsTriple(IAnonymousFunctionOperation selector)
    {
        if (selector.Symbol.Parameters.Length != 2
            || selector.Body.Operations.Length != 1
            || selector.Body.Operations[0] is not IReturnOperation { ReturnedValue: { } returned }
            || returned.WithoutImplicitConversions() is not ITupleOperation { Elements.Length: 3 } tuple
            || !SymbolEqualityComparer.Default.Equals(returned.Type, tuple.Type))
        {
            return false;
        }

        var pair = selector.Symbol.Parameters[0];
        var third = selector.Symbol.Parameters[1];
        return IsPairField(tuple.Elements[0], pair, 0)
            && IsPairField(tuple.Elements[1], pair, 1)
            && tuple.Elements[2] is IParameterReferenceOperation reference
            && SymbolEqualityComparer.Default.Equals(reference.Parameter, third);
    }

    /// <summary>
    /// <c>pair.First</c> (index 0) or <c>pair.Second</c> (1), by the underlying field's name: the element fields of
    /// the pair's type differ as symbols where nullable annotations do.
    /// </summary>
    private static bool IsPairField(IOperation element, IParameterSymbol pair, int index) =>
        element is IFieldReferenceOperation { Instance: IParameterReferenceOperation instance, Field: { } field }
        && SymbolEqualityComparer.Default.Equals(instance.Parameter, pair)
        && field.ContainingType is { IsTupleType: true, TupleElements.Length: 2 }
        && (field.CorrespondingTupleField ?? field).Name == (index == 0 ? "Item1" : "Item2");

    /// <summary>The triple's elements are named <c>First</c>, <c>Second</c> and <c>Third</c>, as <c>Zip(b, c)</c> names them.</summary>
    private static bool HasZipNames(ITypeSymbol triple) =>
        triple is INamedTypeSymbol { IsTupleType: true, TupleElements.Length: 3 } tuple
        && tuple.TupleElements[0].Name == "First"
        && tuple.TupleElements[1].Name == "Second"
        && tuple.TupleElements[2].Name == "Third";

    /// <summary>
    /// Nothing reads the triple's element names: the sequence converts to a type that names its own (an argument of a
    /// parameter whose type no inferred type argument shapes, a declared variable, a return), or a <c>foreach</c>
    /// deconstructs each triple or gives it a declared type.
    /// </summary>
    private static bool NamesAreUnread(IInvocationOperation zip)
    {
        var parent = zip.Parent;
        if (parent is IArgumentOperation { Parameter: { ContainingSymbol: IMethodSymbol method } parameter })
        {
            // A parameter whose type names the elements, unless a type argument inferred from this one carries ours.
            var declared = method.OriginalDefinition.Parameters;
            return parameter.Ordinal < declared.Length && !declared[parameter.Ordinal].Type.MentionsMethodTypeParameter();
        }

        if (parent is IConversionOperation { IsImplicit: true } conversion)
        {
            if (conversion.Parent is IForEachLoopOperation loop && ReferenceEquals(loop.Collection, conversion))
            {
                return loop.LoopControlVariable switch
                {
                    IDeclarationExpressionOperation or ITupleOperation => true,
                    IVariableDeclaratorOperation declarator => loop.Syntax is ForEachStatementSyntax { Type.IsVar: false } && declarator.Symbol.Type is not null,
                    _ => false,
                };
            }

            // The target type names the elements (or leaves them unnamed): what reads them reads the target's names.
            return conversion.Parent is not IForEachLoopOperation;
        }

        return false;
    }
}
