using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// PERF0403: <c>source.OrderBy(k).First()</c> (also <c>FirstOrDefault</c>, <c>OrderByDescending</c>) builds a sorted
/// sequence to take one element; <c>MinBy(k)</c>/<c>MaxBy(k)</c> (.NET 6+) finds it in one pass without the ordering
/// machinery. Reported only where both forms agree: the key is a non-nullable value type (MinBy skips null keys,
/// OrderBy sorts them first), and fixed only where they agree on an empty source as well (see <see cref="CanFix"/>).
/// </summary>
public sealed class UseMinByMaxByAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: "MinBy" or "MaxBy".</summary>
    internal const string MethodKey = "Method";

    /// <summary>Property: present when the two forms differ on an empty source and no fix is offered.</summary>
    internal const string NoFixKey = "NoFix";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0403",
        title: "Use MinBy/MaxBy instead of sorting to take one element",
        messageFormat: "Use '{0}' instead of '{1}(...).{2}()'{3}: {4}",
        description: "OrderBy(key).First() sets up an ordered sequence (an ordering object, a caching comparer, an enumerator) to find one element; MinBy(key) and MaxBy(key) (.NET 6+) find the same element in one pass. Both return the first of equal keys. The rule applies only to non-nullable value-type keys (MinBy/MaxBy skip null keys where OrderBy sorts them first), and fixes only where the two forms also agree on an empty source: First for value-type elements, FirstOrDefault for reference-type (or nullable) elements.",
        RuleLevel.Suggestion,
        sameFinding: new[] { "MA0159", "RCS1077" });

    internal static readonly Payoff UseMinByPayoff = new(
        "one pass without the ordering machinery",
        "PERF0403");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = LinqApis.Create(start.Compilation);
            if (apis is null || !apis.HasMinBy)
            {
                return;
            }

            var comparer = WellKnownTypes.Get(start.Compilation).Get("System.Collections.Generic.Comparer`1");
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, comparer, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, LinqApis apis, INamedTypeSymbol? comparer, ProjectTargets targets)
    {
        var first = (IInvocationOperation)context.Operation;
        var method = first.TargetMethod;
        if (method.Parameters.Length != 1
            || (method.Name != "First" && method.Name != "FirstOrDefault")
            || !apis.IsEnumerableMethod(method, method.Name, 1)
            || first.Arguments.Length != 1
            || first.Arguments[0].Value.WithoutImplicitConversions() is not IInvocationOperation orderBy)
        {
            return;
        }

        var order = orderBy.TargetMethod;
        var descending = order.Name == "OrderByDescending";
        if ((!descending && order.Name != "OrderBy")
            || !SymbolEqualityComparer.Default.Equals(order.ContainingType, apis.Enumerable)
            || order.Parameters.Length is < 2 or > 3
            || order.TypeArguments.Length != 2
            || (order.Parameters.Length == 3 && !IsDefaultComparer(orderBy.GetArgument(2)?.Value, comparer))
            || !IsNonNullableValueType(order.TypeArguments[1])
            || first.Syntax is not InvocationExpressionSyntax firstSyntax
            || orderBy.Syntax is not InvocationExpressionSyntax orderBySyntax
            || apis.IsInExpressionTree(first)
            || !targets.Allow(ProjectTargets.Net6, firstSyntax))
        {
            // The last test: in a project that also targets a runtime without MinBy/MaxBy (.NET Framework, .NET
            // Standard, .NET Core), the rewrite would not compile there.
            return;
        }

        var newName = descending ? "MaxBy" : "MinBy";
        var replacement = LinqSyntax.Rename(orderBySyntax, SyntaxFactory.IdentifierName(newName));
        if (replacement is null
            || context.Operation.SemanticModel is not { } model
            || model.GetSpeculativeSymbolInfo(firstSyntax.SpanStart, replacement, SpeculativeBindingOption.BindAsExpression).Symbol is not IMethodSymbol bound
            || !apis.IsEnumerableMethod((bound.ReducedFrom ?? bound).OriginalDefinition, newName, order.Parameters.Length))
        {
            return;
        }

        var fixable = CanFix(order.TypeArguments[0], method.Name == "FirstOrDefault", out var reason);
        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(MethodKey, newName);
        if (!fixable)
        {
            properties.Add(NoFixKey, "true");
        }

        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
            Rule,
            firstSyntax.GetLocation(),
            additionalLocations: new[] { orderBySyntax.GetLocation() },
            properties: properties.ToImmutable(),
            newName + "(...)",
            order.Name,
            method.Name,
            reason,
            UseMinByPayoff.For(context.Compilation))));
    }

    /// <summary>
    /// On an empty source First() throws and FirstOrDefault() returns default; MinBy/MaxBy throw for a non-nullable
    /// value-type element and return null otherwise. So First is exact for value-type elements and FirstOrDefault for
    /// reference-type or nullable elements; the two other combinations (and elements of an unconstrained type parameter)
    /// are reported without a fix.
    /// </summary>
    internal static bool CanFix(ITypeSymbol element, bool orDefault, out string reason)
    {
        reason = string.Empty;
        if (IsNonNullableValueType(element))
        {
            if (!orDefault)
            {
                return true;
            }

            reason = " (no automatic fix: on an empty sequence FirstOrDefault returns default but MinBy/MaxBy throw for value-type elements)";
            return false;
        }

        if (element.IsReferenceType || element.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T)
        {
            if (orDefault)
            {
                return true;
            }

            reason = " (no automatic fix: on an empty sequence First throws but MinBy/MaxBy return null for reference-type elements)";
            return false;
        }

        reason = " (no automatic fix: on an empty sequence the two forms may differ for this element type)";
        return false;
    }

    internal static bool IsNonNullableValueType(ITypeSymbol type) =>
        type.IsValueType && type.OriginalDefinition.SpecialType != SpecialType.System_Nullable_T;

    /// <summary><c>Comparer&lt;TKey&gt;.Default</c> passed explicitly, which is what OrderBy and MinBy use without one.</summary>
    private static bool IsDefaultComparer(IOperation? argument, INamedTypeSymbol? comparer) =>
        comparer is not null
        && argument?.WithoutImplicitConversions() is IPropertyReferenceOperation { Property: { Name: "Default", IsStatic: true } property }
        && SymbolEqualityComparer.Default.Equals(property.ContainingType.OriginalDefinition, comparer);
}
