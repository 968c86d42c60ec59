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
/// machinery; for integral elements sorted by themselves (<c>Order()</c>, <c>OrderBy(x =&gt; x)</c>), <c>Min()</c>/<c>Max()</c>
/// do. Reported only where both forms agree: the key is a non-nullable value type (MinBy skips null keys,
/// OrderBy sorts them first), and fixed only where they agree on an empty source as well (see <see cref="CanFix"/>).
/// </summary>
public sealed class UseMinByMaxByAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: "MinBy", "MaxBy", "Min" or "Max".</summary>
    internal const string MethodKey = "Method";

    /// <summary>Property: present when the fix drops the identity key of <c>OrderBy(x =&gt; x)</c> (<c>Min()</c>/<c>Max()</c>).</summary>
    internal const string DropKeyKey = "DropKey";

    /// <summary>Property: present when the two forms differ on an empty source and no fix is offered.</summary>
    internal const string NoFixKey = "NoFix";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0403",
        title: "Use MinBy/MaxBy (or Min/Max) instead of sorting to take one element",
        messageFormat: "Use '{0}' instead of '{1}.{2}()'{3}: {4}",
        description: "OrderBy(key).First() sets up an ordered sequence (an ordering object, a caching comparer, an enumerator) to find one element; MinBy(key) and MaxBy(key) (.NET 6+) find the same element in one pass, and Min()/Max() do for integral elements sorted by themselves (Order(), OrderBy(x => x)). Both return the first of equal keys. The rule applies only to non-nullable value-type keys (MinBy/MaxBy skip null keys where OrderBy sorts them first), and fixes only where the two forms also agree on an empty source: First for value-type elements, FirstOrDefault for reference-type (or nullable) elements.",
        RuleLevel.Suggestion,
        sameFinding: new[] { "MA0159", "RCS1077" });

    internal static readonly Payoff UseMinByPayoff = new(
        "one pass without the ordering machinery",
        "PERF0403/ArrayMinBy10",
        "PERF0403/ArrayMinBy100",
        "PERF0403/ArrayMinBy10000",
        "PERF0403/ListMaxByValueTuple",
        "PERF0403/LazyMinBy");

    internal static readonly Payoff UseMinMaxPayoff = new(
        "one pass without the ordering machinery",
        "PERF0403/IdentityOrderByList");

    /// <summary>Order().First() to Min(): reported only before .NET 9, so its words are the .NET 8 rows'.</summary>
    internal static readonly Payoff UseMinMaxForOrderPayoff = new(
        "one pass without the ordering machinery",
        "PERF0403/OrderDescendingFirst",
        "PERF0403/LazyCharOrder");

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

            // Order().First() over a span-able source searches without sorting from .NET 9 (and measured as fast as
            // Min()/Max() there): that shape is reported only where no target of the project is .NET 9 or later.
            var orderFirstSorts = !Runtimes.IsNet9OrLater(start.Compilation) && !targets.AnyAtLeast(ProjectTargets.Net9);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, comparer, targets, orderFirstSorts), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, LinqApis apis, INamedTypeSymbol? comparer, ProjectTargets targets, bool orderFirstSorts)
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
        bool descending;
        bool keyed;
        switch (order.Name)
        {
            case "OrderBy":
                descending = false;
                keyed = true;
                break;
            case "OrderByDescending":
                descending = true;
                keyed = true;
                break;
            case "Order":
                descending = false;
                keyed = false;
                break;
            case "OrderDescending":
                descending = true;
                keyed = false;
                break;
            default:
                return;
        }

        if (!SymbolEqualityComparer.Default.Equals(order.ContainingType, apis.Enumerable)
            || first.Syntax is not InvocationExpressionSyntax firstSyntax
            || orderBy.Syntax is not InvocationExpressionSyntax orderBySyntax)
        {
            return;
        }

        // Min()/Max() for integral elements sorted by themselves (Order(), or OrderBy(x => x)): equal values can't be
        // told apart, so "the first of equal keys" is no longer a question, and both throw on an empty source.
        bool minMax;
        if (keyed)
        {
            if (order.Parameters.Length is < 2 or > 3
                || order.TypeArguments.Length != 2
                || (order.Parameters.Length == 3 && !IsDefaultComparer(orderBy.GetArgument(2)?.Value, comparer))
                || !IsNonNullableValueType(order.TypeArguments[1]))
            {
                return;
            }

            minMax = order.Parameters.Length == 2 && IsIntegral(order.TypeArguments[0]) && IsIdentityKey(orderBy, orderBySyntax);
        }
        else
        {
            if (!orderFirstSorts || order.Parameters.Length != 1 || order.TypeArguments.Length != 1 || !IsIntegral(order.TypeArguments[0]))
            {
                return;
            }

            minMax = true;
        }

        if (apis.IsInExpressionTree(first) || !targets.Allow(ProjectTargets.Net6, firstSyntax))
        {
            // The last test: in a project that also targets a runtime without MinBy/MaxBy (.NET Framework, .NET
            // Standard, .NET Core), the rewrite would not compile there.
            return;
        }

        var newName = minMax ? (descending ? "Max" : "Min") : (descending ? "MaxBy" : "MinBy");
        var replacement = Rewrite(orderBySyntax, newName, dropKey: minMax && keyed);
        if (replacement is null
            || context.Operation.SemanticModel is not { } model
            || model.GetSpeculativeSymbolInfo(firstSyntax.SpanStart, replacement, SpeculativeBindingOption.BindAsExpression).Symbol is not IMethodSymbol bound
            || !apis.IsEnumerableMethod((bound.ReducedFrom ?? bound).OriginalDefinition, newName, minMax ? 1 : order.Parameters.Length)
            || (minMax && !SymbolEqualityComparer.Default.Equals(bound.ReturnType, order.TypeArguments[0])))
        {
            return;
        }

        var fixable = CanFix(order.TypeArguments[0], method.Name == "FirstOrDefault", out var reason);
        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(MethodKey, newName);
        if (minMax && keyed)
        {
            properties.Add(DropKeyKey, "true");
        }

        if (!fixable)
        {
            properties.Add(NoFixKey, "true");
        }

        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
            Rule,
            firstSyntax.GetLocation(),
            additionalLocations: new[] { orderBySyntax.GetLocation() },
            properties: properties.ToImmutable(),
            newName + (minMax ? "()" : "(...)"),
            order.Name + (keyed ? "(...)" : "()"),
            method.Name,
            reason,
            (!minMax ? UseMinByPayoff : keyed ? UseMinMaxPayoff : UseMinMaxForOrderPayoff).For(context.Compilation))));
    }

    /// <summary>
    /// The rewrite of the ordering call: renamed to <paramref name="newName"/>, and for <c>Min()</c>/<c>Max()</c> in
    /// place of <c>OrderBy(x =&gt; x)</c> without its key (the last argument, checked by <see cref="IsIdentityKey"/>).
    /// </summary>
    internal static InvocationExpressionSyntax? Rewrite(InvocationExpressionSyntax orderBy, string newName, bool dropKey)
    {
        var renamed = LinqSyntax.Rename(orderBy, SyntaxFactory.IdentifierName(newName));
        if (renamed is null || !dropKey)
        {
            return renamed;
        }

        var arguments = renamed.ArgumentList.Arguments;
        return arguments.Count == 0 ? null : renamed.WithArgumentList(renamed.ArgumentList.WithArguments(arguments.RemoveAt(arguments.Count - 1)));
    }

    /// <summary>
    /// <c>OrderBy(x =&gt; x)</c>: a lambda that returns its parameter unconverted, written as the call's last argument
    /// (so that the fix can drop it; a named argument written first is not).
    /// </summary>
    private static bool IsIdentityKey(IInvocationOperation orderBy, InvocationExpressionSyntax syntax)
    {
        var argument = orderBy.GetArgument(1);
        var arguments = syntax.ArgumentList.Arguments;
        return argument is not null
            && arguments.Count > 0
            && argument.Syntax == arguments[arguments.Count - 1]
            && argument.Value.WithoutImplicitConversions() is IDelegateCreationOperation { Target: IAnonymousFunctionOperation lambda }
            && lambda.Symbol.Parameters.Length == 1
            && lambda.Body.Operations.Length == 1
            && lambda.Body.Operations[0] is IReturnOperation { ReturnedValue: IParameterReferenceOperation returned }
            && SymbolEqualityComparer.Default.Equals(returned.Parameter, lambda.Symbol.Parameters[0]);
    }

    /// <summary>Integral types and char: values that compare equal are the same value, so which equal one is taken can't show.</summary>
    internal static bool IsIntegral(ITypeSymbol type) => type.SpecialType switch
    {
        SpecialType.System_SByte or SpecialType.System_Byte or SpecialType.System_Int16 or SpecialType.System_UInt16
            or SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Int64 or SpecialType.System_UInt64
            or SpecialType.System_Char => true,
        _ => false,
    };

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
