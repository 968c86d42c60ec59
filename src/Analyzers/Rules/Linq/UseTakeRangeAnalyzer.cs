using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// PERF0405: <c>source.Skip(a).Take(b)</c> over an <c>IEnumerable&lt;T&gt;</c> builds two iterators where
/// <c>source.Take(a..(a + b))</c> (.NET 6) builds one that skips and takes.
/// </summary>
/// <remarks>
/// Only where the range names the same elements: both counts are constants, the skipped count at least 1, the taken
/// count at least 0 and their sum an <c>int</c>. <c>Skip</c> of a negative count skips nothing and <c>Take</c> of a
/// negative count takes nothing, where an <c>Index</c> of a negative value throws, so a count that may be negative
/// (or a sum that may overflow) is not rewritten. Silent where the source is itself the result of a LINQ operator: its
/// iterator already skips and takes in place, and <c>Take(range)</c> builds two iterators as well there.
/// </remarks>
public sealed class UseTakeRangeAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: the end of the range when both counts are literals ("15" for <c>Skip(10).Take(5)</c>).</summary>
    internal const string LiteralEndKey = "LiteralEnd";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0405",
        title: "Take a range instead of Skip and Take",
        messageFormat: "Use 'Take(start..end)' instead of 'Skip' then 'Take': {0}",
        description: "Enumerable.Skip followed by Take over a sequence that is not itself a LINQ operator's result allocates an iterator for each. Take with a range (.NET 6 and later) skips and takes in one iterator.",
        // Suggestion: the saving is one iterator per query (an object of a few dozen bytes), not a large share of a
        // query's time (see the docs page).
        RuleLevel.Suggestion);

    internal static readonly Payoff UseTakeRangePayoff = new(
        "one iterator instead of two",
        "PERF0405");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = LinqApis.Create(start.Compilation);
            var range = WellKnownTypes.Get(start.Compilation).Get("System.Range");
            if (apis is null || range is null || !HasTakeRange(apis.Enumerable, range))
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, targets), OperationKind.Invocation);
        });
    }

    /// <summary><c>Enumerable.Take&lt;T&gt;(IEnumerable&lt;T&gt;, Range)</c>, added in .NET 6.</summary>
    private static bool HasTakeRange(INamedTypeSymbol enumerable, INamedTypeSymbol range)
    {
        foreach (var member in enumerable.GetMembers("Take"))
        {
            if (member is IMethodSymbol { Parameters.Length: 2 } method
                && SymbolEqualityComparer.Default.Equals(method.Parameters[1].Type, range))
            {
                return true;
            }
        }

        return false;
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, LinqApis apis, ProjectTargets targets)
    {
        var take = (IInvocationOperation)context.Operation;
        if (!IsCountOverload(take, "Take", apis)
            || take.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Expression: InvocationExpressionSyntax skipSyntax } }
            || take.Arguments[0].Value.WithoutImplicitConversions() is not IInvocationOperation skip
            || skip.Syntax != skipSyntax
            || !IsCountOverload(skip, "Skip", apis)
            || skip.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax })
        {
            return;
        }

        var skipped = skip.Arguments[1].Value;
        var taken = take.Arguments[1].Value;
        if (skipped.ConstantValue is not { HasValue: true, Value: int start }
            || taken.ConstantValue is not { HasValue: true, Value: int count }
            || start < 1
            || count < 0
            || (long)start + count > int.MaxValue)
        {
            return;
        }

        var source = skip.Arguments[0].Value.WithoutImplicitConversions();
        if (IsLinqOperatorResult(source, apis)
            || apis.IsInExpressionTree(take)
            || !targets.Allow(ProjectTargets.Net6, take.Syntax))
        {
            return;
        }

        var properties = ImmutableDictionary<string, string?>.Empty;
        if (skipped.Syntax is LiteralExpressionSyntax && taken.Syntax is LiteralExpressionSyntax)
        {
            properties = properties.Add(LiteralEndKey, (start + count).ToString(System.Globalization.CultureInfo.InvariantCulture));
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            take.Syntax.GetLocation(),
            new[] { skipped.Syntax.GetLocation(), taken.Syntax.GetLocation() },
            properties,
            UseTakeRangePayoff.For(context.Compilation)));
    }

    /// <summary><c>Enumerable.{name}&lt;T&gt;(IEnumerable&lt;T&gt;, int)</c>, called as an extension method.</summary>
    private static bool IsCountOverload(IInvocationOperation invocation, string name, LinqApis apis) =>
        invocation.Arguments.Length == 2
        && apis.IsEnumerableMethod(invocation.TargetMethod, name, 2)
        && invocation.TargetMethod.IsExtensionMethod
        && invocation.TargetMethod.Parameters[1].Type.SpecialType == SpecialType.System_Int32
        && invocation.Syntax is InvocationExpressionSyntax { ArgumentList.Arguments.Count: 1 };

    /// <summary>
    /// The source is a LINQ operator's result (<c>list.Select(f)</c>, <c>array.Where(p)</c>): its iterator's own Skip
    /// and Take build the partitions, and <c>Take(range)</c> builds two there too.
    /// </summary>
    private static bool IsLinqOperatorResult(IOperation source, LinqApis apis) =>
        source is IInvocationOperation invocation
        && SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, apis.Enumerable);
}
