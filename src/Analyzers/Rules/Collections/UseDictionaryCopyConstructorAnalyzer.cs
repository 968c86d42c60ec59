using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0806: <c>dictionary.ToDictionary(kv =&gt; kv.Key, kv =&gt; kv.Value[, comparer])</c> over a
/// <c>Dictionary&lt;TKey, TValue&gt;</c> enumerates the source and calls two delegates and <c>Add</c> (hashing every key)
/// per entry; <c>new Dictionary&lt;TKey, TValue&gt;(dictionary[, comparer])</c> builds the same dictionary, and when the
/// comparers match copies the source's entries without rehashing. Without a comparer argument both use the default
/// comparer, not the source's.
/// </summary>
/// <remarks>Additional locations: the source expression, then the comparer expression when one is passed.</remarks>
public sealed class UseDictionaryCopyConstructorAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0806",
        title: "Copy a dictionary with its copy constructor",
        messageFormat: "Use 'new Dictionary<{0}, {1}>(...)' instead of 'ToDictionary(kv => kv.Key, kv => kv.Value)': {2}",
        description: "ToDictionary with the identity key and value selectors enumerates the source dictionary, calls both delegates and Add (hashing every key) per entry. The Dictionary copy constructor builds the same dictionary: without a comparer both use the default comparer (not the source's), with one both use it, and when the source's comparer is the same one it copies the entries without hashing them again.",
        RuleLevel.Warning);

    internal static readonly Payoff CopyConstructorPayoff = new(
        "no delegate calls and, when the comparers match, no rehashing",
        "PERF0806");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = LinqApis.Create(start.Compilation);
            var types = WellKnownTypes.Get(start.Compilation);
            var dictionary = types.Get("System.Collections.Generic.Dictionary`2");
            var pair = types.Get("System.Collections.Generic.KeyValuePair`2");
            if (apis is null || dictionary is null || pair is null || !CollectionsApis.HasCopyConstructors(dictionary))
            {
                return;
            }

            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, dictionary, pair), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, LinqApis apis, INamedTypeSymbol dictionary, INamedTypeSymbol pair)
    {
        var invocation = (IInvocationOperation)context.Operation;
        var method = invocation.TargetMethod;
        if (method.Name != "ToDictionary"
            || method.Parameters.Length is < 3 or > 4
            || method.TypeArguments.Length != 3
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.Enumerable)
            || method.Parameters[2].Type.TypeKind != TypeKind.Delegate
            || invocation.GetArgument(0)?.Value.WithoutImplicitConversions() is not { } source
            || source.Syntax is not ExpressionSyntax sourceSyntax
            || source is IConditionalAccessInstanceOperation
            || source.Type is not INamedTypeSymbol sourceType
            || !SymbolEqualityComparer.Default.Equals(sourceType.OriginalDefinition, dictionary)
            || invocation.Type is not INamedTypeSymbol resultType
            || !SymbolEqualityComparer.IncludeNullability.Equals(sourceType, resultType)
            || !IsPairMember(invocation.GetArgument(1)?.Value, "Key", pair)
            || !IsPairMember(invocation.GetArgument(2)?.Value, "Value", pair)
            || apis.IsInExpressionTree(invocation))
        {
            return;
        }

        var comparer = method.Parameters.Length == 4 ? invocation.GetArgument(3)?.Value.Syntax as ExpressionSyntax : null;
        if (method.Parameters.Length == 4 && comparer is null)
        {
            return;
        }

        // The key and value types of the result are those of the source (nullability included), so the copy has the
        // same type and nothing downstream binds differently.
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            invocation.Syntax.GetLocation(),
            comparer is null ? new[] { sourceSyntax.GetLocation() } : new[] { sourceSyntax.GetLocation(), comparer.GetLocation() },
            properties: null,
            resultType.TypeArguments[0].ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat),
            resultType.TypeArguments[1].ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat),
            CopyConstructorPayoff.For(context.Compilation)));
    }

    /// <summary>True for the lambda <c>p =&gt; p.Key</c> (or <c>.Value</c>) over the <c>KeyValuePair</c> parameter.</summary>
    private static bool IsPairMember(IOperation? argument, string member, INamedTypeSymbol pair)
    {
        if (argument?.WithoutImplicitConversions() is not IDelegateCreationOperation { Target: IAnonymousFunctionOperation lambda }
            || lambda.Symbol.Parameters.Length != 1
            || lambda.Body.Operations.Length != 1
            || lambda.Body.Operations[0] is not IReturnOperation { ReturnedValue: { } returned })
        {
            return false;
        }

        return returned.WithoutImplicitConversions() is IPropertyReferenceOperation { Instance: IParameterReferenceOperation parameter } property
            && property.Property.Name == member
            && SymbolEqualityComparer.Default.Equals(property.Property.ContainingType.OriginalDefinition, pair)
            && SymbolEqualityComparer.Default.Equals(parameter.Parameter, lambda.Symbol.Parameters[0]);
    }
}
