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
/// PERF0802: a <c>Dictionary&lt;string, TValue&gt;</c> or <c>HashSet&lt;string&gt;</c> looked up (<c>TryGetValue</c>,
/// <c>ContainsKey</c>, <c>Contains</c>, the indexer) with <c>span.ToString()</c> or <c>new string(span)</c>: a string
/// allocated for one lookup. On .NET 9 <c>GetAlternateLookup&lt;ReadOnlySpan&lt;char&gt;&gt;()</c> looks the span up
/// directly, when the collection's comparer supports it; <c>GetAlternateLookup</c> throws when it doesn't, so the rule
/// reports only collections whose comparer is known: a local or a read-only field created in place (never assigned
/// elsewhere) with the default comparer, <c>EqualityComparer&lt;string&gt;.Default</c>, <c>StringComparer.Ordinal</c>
/// or <c>StringComparer.OrdinalIgnoreCase</c>.
/// </summary>
/// <remarks>
/// Reported on the lookup. Additional locations: the collection, the key expression (<c>span.ToString()</c>), the span.
/// </remarks>
public sealed class UseAlternateLookupAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0802",
        title: "Look up string keys by span without allocating",
        messageFormat: "Look the span up through 'GetAlternateLookup<ReadOnlySpan<char>>()' instead of making a string of it: {0}",
        description: "Turning a span into a string only to look it up in a Dictionary<string, TValue> or HashSet<string> allocates a string per lookup. Since .NET 9 GetAlternateLookup<ReadOnlySpan<char>>() gives a view of the collection that hashes and compares the span itself, when the collection's comparer supports it (the default comparer, StringComparer.Ordinal and OrdinalIgnoreCase do).",
        // Warning: precise (only comparers known to support span keys) and it removes every allocation of the lookups.
        RuleLevel.Warning);

    internal static readonly Payoff AlternateLookupPayoff = new(
        "no string allocated per lookup",
        "PERF0802");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            var symbols = new UseAlternateLookupApis(
                types.Get("System.Collections.Generic.Dictionary`2"),
                types.Get("System.Collections.Generic.HashSet`1"),
                types.Get("System.ReadOnlySpan`1"),
                types.Get("System.Span`1"),
                types.Get("System.StringComparer"),
                types.Get("System.Collections.Generic.EqualityComparer`1"));
            if (symbols.Dictionary is null
                || symbols.HashSet is null
                || symbols.ReadOnlySpan is null
                || symbols.Span is null
                || symbols.Dictionary.GetMembers("GetAlternateLookup").IsEmpty
                || symbols.HashSet.GetMembers("GetAlternateLookup").IsEmpty)
            {
                return;
            }

            // Registered on the key, not the lookup: span.ToString() and new string(span) are rare, lookups and
            // property references are everywhere.
            var targets = ProjectTargets.Read(start.Options);
            var linq = LinqApis.Create(start.Compilation);
            start.RegisterOperationAction(context => AnalyzeKey(context, symbols, targets, linq), OperationKind.Invocation, OperationKind.ObjectCreation);
        });
    }

    private static void AnalyzeKey(OperationAnalysisContext context, UseAlternateLookupApis symbols, ProjectTargets targets, LinqApis? linq)
    {
        var key = context.Operation;
        if (SpanOf(key, symbols) is not { } span
            || key.Parent is not IArgumentOperation { Parameter: { Ordinal: 0, Type.SpecialType: SpecialType.System_String } } argument
            || argument.Parent is not { } lookup
            || !IsLookup(lookup, symbols, out var instance)
            || instance is IConditionalAccessInstanceOperation
            || !SupportsSpanKeys(instance, symbols, context.CancellationToken)
            || (linq is not null && linq.IsInExpressionTree(lookup))
            || !targets.Allow(ProjectTargets.Net9, lookup.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            lookup.Syntax.GetLocation(),
            new[] { instance.Syntax.GetLocation(), key.Syntax.GetLocation(), span.Syntax.GetLocation() },
            AlternateLookupPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// <c>TryGetValue</c> or <c>ContainsKey</c> of a <c>Dictionary&lt;string, T&gt;</c>, <c>Contains</c> of a
    /// <c>HashSet&lt;string&gt;</c>, or a read of the dictionary's indexer.
    /// </summary>
    private static bool IsLookup(IOperation lookup, UseAlternateLookupApis symbols, out IOperation instance)
    {
        instance = null!;
        switch (lookup)
        {
            case IInvocationOperation { Instance: { } receiver } invocation:
                var method = invocation.TargetMethod;
                var owner = method.ContainingType.OriginalDefinition;
                instance = receiver;
                return (method.Name is "TryGetValue" or "ContainsKey" && method.Parameters.Length is 1 or 2 && SymbolEqualityComparer.Default.Equals(owner, symbols.Dictionary))
                    || (method.Name == "Contains" && method.Parameters.Length == 1 && SymbolEqualityComparer.Default.Equals(owner, symbols.HashSet));
            case IPropertyReferenceOperation { Property.IsIndexer: true, Arguments.Length: 1, Instance: { } receiver } indexer:
                instance = receiver;
                return SymbolEqualityComparer.Default.Equals(indexer.Property.ContainingType.OriginalDefinition, symbols.Dictionary) && !indexer.IsWriteTarget();
            default:
                return false;
        }
    }

    /// <summary>The span of <c>span.ToString()</c> or <c>new string(span)</c> (a <c>Span&lt;char&gt;</c> or <c>ReadOnlySpan&lt;char&gt;</c>).</summary>
    private static IOperation? SpanOf(IOperation key, UseAlternateLookupApis symbols)
    {
        IOperation? span = key switch
        {
            IInvocationOperation { TargetMethod.Name: "ToString", Arguments.Length: 0, Instance: { } instance } => instance,
            IObjectCreationOperation { Type.SpecialType: SpecialType.System_String, Arguments.Length: 1, Constructor: { } constructor } creation
                when IsCharSpan(constructor.Parameters[0].Type, symbols) => creation.Arguments[0].Value.WithoutImplicitConversions(),
            _ => null,
        };
        return span is not null && IsCharSpan(span.Type, symbols) ? span : null;
    }

    private static bool IsCharSpan(ITypeSymbol? type, UseAlternateLookupApis symbols) =>
        type is INamedTypeSymbol { TypeArguments.Length: 1 } named
        && named.TypeArguments[0].SpecialType == SpecialType.System_Char
        && (SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, symbols.ReadOnlySpan) || SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, symbols.Span));

    /// <summary>
    /// True when the collection is a local or a read-only field whose only assignment is its initializer, a
    /// <c>new Dictionary&lt;string, T&gt;</c> or <c>new HashSet&lt;string&gt;</c> with a comparer that supports span keys.
    /// </summary>
    private static bool SupportsSpanKeys(IOperation instance, UseAlternateLookupApis symbols, System.Threading.CancellationToken cancellationToken)
    {
        if (instance.WithoutImplicitConversions() is not (ILocalReferenceOperation { Local.RefKind: RefKind.None } or IFieldReferenceOperation { Field.IsReadOnly: true })
            || instance.OnlyValue(cancellationToken) is not { } initializer
            || instance.SemanticModel is not { } model
            || initializer.SyntaxTree != model.SyntaxTree
            || model.GetOperation(initializer, cancellationToken)?.WithoutImplicitConversions() is not IObjectCreationOperation { Constructor: { } constructor } creation
            || !(SymbolEqualityComparer.Default.Equals(constructor.ContainingType.OriginalDefinition, symbols.Dictionary)
                || SymbolEqualityComparer.Default.Equals(constructor.ContainingType.OriginalDefinition, symbols.HashSet))
            || constructor.ContainingType.TypeArguments[0].SpecialType != SpecialType.System_String
            || creation.Initializer is not null && creation.Initializer.Initializers.Length > 0 && !IsCollectionInitializer(creation.Initializer))
        {
            return false;
        }

        foreach (var argument in creation.Arguments)
        {
            if (argument.Parameter?.Type is INamedTypeSymbol { Name: "IEqualityComparer" } && !IsSpanComparer(argument.Value, symbols))
            {
                return false;
            }
        }

        return true;
    }

    private static bool IsCollectionInitializer(IObjectOrCollectionInitializerOperation initializer)
    {
        foreach (var element in initializer.Initializers)
        {
            if (element is not (IInvocationOperation or ISimpleAssignmentOperation { Target: IPropertyReferenceOperation { Property.IsIndexer: true } }))
            {
                return false;
            }
        }

        return true;
    }

    /// <summary><c>null</c>, <c>default</c>, <c>EqualityComparer&lt;string&gt;.Default</c>, <c>StringComparer.Ordinal</c> or <c>OrdinalIgnoreCase</c>.</summary>
    private static bool IsSpanComparer(IOperation comparer, UseAlternateLookupApis symbols)
    {
        comparer = comparer.WithoutImplicitConversions();
        if (comparer.ConstantValue is { HasValue: true, Value: null } || comparer is IDefaultValueOperation)
        {
            return true;
        }

        return comparer is IPropertyReferenceOperation { Instance: null } property
            && ((property.Property.Name is "Ordinal" or "OrdinalIgnoreCase" && SymbolEqualityComparer.Default.Equals(property.Property.ContainingType, symbols.StringComparer))
                || (property.Property.Name == "Default"
                    && SymbolEqualityComparer.Default.Equals(property.Property.ContainingType.OriginalDefinition, symbols.EqualityComparer)
                    && property.Property.ContainingType.TypeArguments[0].SpecialType == SpecialType.System_String));
    }

    private sealed class UseAlternateLookupApis
    {
        public UseAlternateLookupApis(INamedTypeSymbol? dictionary, INamedTypeSymbol? hashSet, INamedTypeSymbol? readOnlySpan, INamedTypeSymbol? span, INamedTypeSymbol? stringComparer, INamedTypeSymbol? equalityComparer)
        {
            Dictionary = dictionary;
            HashSet = hashSet;
            ReadOnlySpan = readOnlySpan;
            Span = span;
            StringComparer = stringComparer;
            EqualityComparer = equalityComparer;
        }

        public INamedTypeSymbol? Dictionary { get; }

        public INamedTypeSymbol? HashSet { get; }

        public INamedTypeSymbol? ReadOnlySpan { get; }

        public INamedTypeSymbol? Span { get; }

        public INamedTypeSymbol? StringComparer { get; }

        public INamedTypeSymbol? EqualityComparer { get; }
    }
}
