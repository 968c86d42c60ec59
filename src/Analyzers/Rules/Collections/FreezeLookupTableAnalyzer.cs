using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0808: a <c>private static readonly</c> <c>Dictionary&lt;TKey, TValue&gt;</c> or <c>HashSet&lt;T&gt;</c> built by
/// its initializer and then only looked up can be a <c>FrozenDictionary</c> or <c>FrozenSet</c>: built once, at a higher
/// cost, into a layout chosen for its keys, and faster to look up for the rest of the process.
/// </summary>
/// <remarks>
/// Every use of the field in its type is read (<see cref="PrivateFieldUses"/>): the initializer, and lookups only:
/// <c>TryGetValue</c>, <c>ContainsKey</c>, <c>Contains</c>, the indexer read, <c>Count</c>,
/// <c>GetValueOrDefault</c>. Anything else (an <c>Add</c>, an indexer write, an enumeration, <c>Keys</c>, passing the
/// field on) keeps it silent: a frozen collection can't change, enumerates in an order of its own where a
/// <c>Dictionary</c> keeps insertion order, and is not a <c>Dictionary</c>. The initializer is a creation of exactly the
/// field's type (arguments and a collection initializer allowed) whose comparer, if any, is a static field or property
/// (<c>StringComparer.OrdinalIgnoreCase</c>): the fix passes the same comparer to <c>ToFrozenDictionary</c>, which
/// doesn't take the source's.
/// </remarks>
public sealed class FreezeLookupTableAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: the comparer argument's text, for the fix to pass on (absent: the default comparer).</summary>
    internal const string ComparerKey = "Comparer";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0808",
        title: "Freeze lookup tables that never change",
        messageFormat: "Make '{0}' a {1}: it is only looked up; {2}",
        description: "A private static readonly Dictionary or HashSet that its initializer fills and that is then only looked up can be frozen (System.Collections.Frozen, .NET 8): ToFrozenDictionary and ToFrozenSet spend more time building the table, once, choosing a layout and hash for its keys, and each lookup after that is faster. The fix changes the field's type and appends ToFrozenDictionary(comparer) or ToFrozenSet(comparer) to the initializer, with the comparer the table was created with.",
        RuleLevel.Suggestion,
        generatedCode: GeneratedCodeAnalysisFlags.ReportDiagnostics);

    internal static readonly Payoff FreezePayoff = new(
        "each lookup goes through a table laid out for its keys",
        "PERF0808/KeywordLookups", "PERF0808/PortSet");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        // Generated code is not analyzed (the driver doesn't call the field action for a field in a generated file), and
        // the diagnostic is on that field: the driver's own generated-code check of each diagnostic would find nothing.
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            var targets = ProjectTargets.Read(start.Options);
            var dictionary = types.Get("System.Collections.Generic.Dictionary`2");
            var hashSet = types.Get("System.Collections.Generic.HashSet`1");
            if (types.Get("System.Collections.Frozen.FrozenDictionary") is null
                || types.Get("System.Collections.Frozen.FrozenSet") is null
                || dictionary is null
                || hashSet is null
                || !targets.AllAtLeast(ProjectTargets.Net8))
            {
                return;
            }

            // String keys: measured no faster frozen on .NET 10 (ordinal lookups in a Dictionary caught up), so not
            // offered where the project runs on it, this compilation or another target of the project.
            var stringKeys = Runtimes.Major(start.Compilation) < 10 && !targets.AnyAtLeast(ProjectTargets.Net10);

            var apis = new FreezeApis(
                dictionary,
                hashSet,
                types.Get("System.Collections.Generic.IEqualityComparer`1"),
                types.Get("System.Collections.Generic.CollectionExtensions"),
                stringKeys);
            start.RegisterSymbolAction(context => AnalyzeField(context, apis), SymbolKind.Field);
        });
    }

    private sealed class FreezeApis
    {
        public FreezeApis(INamedTypeSymbol dictionary, INamedTypeSymbol hashSet, INamedTypeSymbol? equalityComparer, INamedTypeSymbol? collectionExtensions, bool stringKeys)
        {
            StringKeys = stringKeys;
            Dictionary = dictionary;
            HashSet = hashSet;
            EqualityComparer = equalityComparer;
            CollectionExtensions = collectionExtensions;
        }

        public INamedTypeSymbol Dictionary { get; }

        public INamedTypeSymbol HashSet { get; }

        public INamedTypeSymbol? EqualityComparer { get; }

        public INamedTypeSymbol? CollectionExtensions { get; }

        /// <summary>Whether tables with string keys are reported: not where the project runs on .NET 10.</summary>
        public bool StringKeys { get; }
    }

    private static void AnalyzeField(SymbolAnalysisContext context, FreezeApis apis)
    {
        var field = (IFieldSymbol)context.Symbol;
        if (field is not { IsStatic: true, IsReadOnly: true, IsConst: false, IsImplicitlyDeclared: false, DeclaredAccessibility: Accessibility.Private, Type: INamedTypeSymbol { IsGenericType: true } type }
            || field.DeclaringSyntaxReferences.Length != 1
            || field.DeclaringSyntaxReferences[0].GetSyntax(context.CancellationToken) is not VariableDeclaratorSyntax { Initializer: not null, Parent: VariableDeclarationSyntax { Variables.Count: 1, Parent: FieldDeclarationSyntax } } declarator)
        {
            return;
        }

        var isDictionary = SymbolEqualityComparer.Default.Equals(type.OriginalDefinition, apis.Dictionary);
        if ((!isDictionary && !SymbolEqualityComparer.Default.Equals(type.OriginalDefinition, apis.HashSet))
            || (!apis.StringKeys && type.TypeArguments[0].SpecialType == SpecialType.System_String)
            || (!isDictionary && type.TypeArguments[0].SpecialType == SpecialType.System_Char))
        {
            // A set of characters is PERF0603's: SearchValues<char> tests membership faster than any hash set.
            return;
        }

        string? comparer = null;
        var initialized = false;
        var looked = false;
        var safe = PrivateFieldUses.ForEach(
            field,
            context.Compilation,
            use =>
            {
                switch (use)
                {
                    case IFieldInitializerOperation initializer:
                        initialized = IsFreshTable(initializer, type, apis, out comparer);
                        return initialized;
                    case IFieldReferenceOperation reference:
                        looked = true;
                        return IsLookup(reference, isDictionary, apis);
                    default:
                        return false;
                }
            },
            context.CancellationToken);
        if (!safe || !initialized || !looked)
        {
            return;
        }

        var properties = comparer is null
            ? ImmutableDictionary<string, string?>.Empty
            : ImmutableDictionary<string, string?>.Empty.Add(ComparerKey, comparer);
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            declarator.Identifier.GetLocation(),
            properties,
            field.Name,
            isDictionary ? "FrozenDictionary" : "FrozenSet",
            FreezePayoff.For(context.Compilation)));
    }

    /// <summary>
    /// <c>new Dictionary&lt;K, V&gt;(...) { ... }</c> of exactly the field's type, whose comparer argument (if any) is a
    /// static field or property; <paramref name="comparer"/> is its text.
    /// </summary>
    private static bool IsFreshTable(IFieldInitializerOperation initializer, INamedTypeSymbol type, FreezeApis apis, out string? comparer)
    {
        comparer = null;
        if (initializer.InitializedFields.Length != 1
            || initializer.Value.WithoutImplicitConversions() is not IObjectCreationOperation { Constructor: { } constructor } creation
            || !SymbolEqualityComparer.Default.Equals(creation.Type, type))
        {
            return false;
        }

        foreach (var argument in creation.Arguments)
        {
            if (apis.EqualityComparer is not null && argument.Parameter?.Type.IsOrDerivesFromDefinition(apis.EqualityComparer) == true)
            {
                if (argument.ArgumentKind != ArgumentKind.Explicit)
                {
                    continue;
                }

                var value = argument.Value.WithoutImplicitConversions();
                switch (value)
                {
                    case IPropertyReferenceOperation { Instance: null, Property.IsIndexer: false }:
                    case IFieldReferenceOperation { Instance: null }:
                        comparer = value.Syntax.ToString();
                        break;
                    case ILiteralOperation { ConstantValue: { HasValue: true, Value: null } }:
                        break;
                    default:
                        // A comparer created here, or read from an instance: ToFrozenDictionary would need the same one.
                        return false;
                }
            }
        }

        return true;
    }

    /// <summary>A read that a frozen collection answers the same way.</summary>
    private static bool IsLookup(IFieldReferenceOperation reference, bool isDictionary, FreezeApis apis)
    {
        switch (reference.Parent)
        {
            case IInvocationOperation invocation when invocation.Instance == reference:
                return invocation.TargetMethod.Name switch
                {
                    "TryGetValue" => true,
                    "ContainsKey" => isDictionary,
                    "Contains" => !isDictionary,
                    _ => false,
                };

            case IPropertyReferenceOperation property when property.Instance == reference:
                if (property.Property.IsIndexer)
                {
                    // A read: not assigned, not passed by reference, not incremented.
                    return isDictionary
                        && !(property.Parent is IAssignmentOperation assignment && assignment.Target == property)
                        && property.Parent is not IIncrementOrDecrementOperation
                        && property.Parent is not IArgumentOperation { Parameter.RefKind: not RefKind.None };
                }

                return property.Property.Name == "Count";

            case IConversionOperation { IsImplicit: true, Parent: IArgumentOperation { Parent: IInvocationOperation invocation } argument }
                when isDictionary
                    && invocation.TargetMethod.Name == "GetValueOrDefault"
                    && invocation.Arguments.Length > 0
                    && invocation.Arguments[0] == argument
                    && SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, apis.CollectionExtensions):
                return true;

            default:
                return false;
        }
    }
}
