using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0809: <c>var list = new List&lt;T&gt;();</c> followed by a loop that adds one element per element of a source
/// whose count is known before the loop grows the list's array (or the dictionary's buckets and entries) as it fills:
/// <c>new List&lt;T&gt;(source.Count)</c> allocates the final size once.
/// </summary>
/// <remarks>
/// The shape: a local declared (or assigned) with <c>new List&lt;T&gt;()</c> or <c>new Dictionary&lt;K, V&gt;()</c>
/// (with or without a comparer), and the very next statement a <c>foreach</c> over an array, a string, a span or a
/// collection with a <c>Count</c> (<c>ICollection&lt;T&gt;</c>, <c>IReadOnlyCollection&lt;T&gt;</c>), or a
/// <c>for (int i = 0; i &lt; source.Length; i++)</c>, whose body is one <c>Add</c> to that local, with nothing that
/// could skip it. The source is a local, a parameter or a field, so reading its count first reads the collection the
/// loop walks. Not a <c>HashSet&lt;T&gt;</c>, a dictionary's indexer or <c>TryAdd</c>: duplicates collapse there, and
/// a capacity of the source's count could be far more than the distinct keys need.
/// </remarks>
public sealed class PresizeCollectionAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: "Length" or "Count", the member of the source that gives the capacity.</summary>
    internal const string CountMemberKey = "CountMember";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0809",
        title: "Give a collection its final capacity",
        messageFormat: "Create the {0} with the capacity '{1}': {2}",
        description: "A List<T> or Dictionary<TKey, TValue> created empty and then filled with one element per element of a source whose count is known grows as it fills: each growth allocates a larger array (or rehashes every entry) and copies what was added. Created with the source's count, it allocates its storage once.",
        // Suggestion: the payoff depends on how many elements are added (nothing for a handful; half the allocations
        // for 1,000, with less than 1.5x the speed), and the rule has not been read against real code yet (see the
        // docs page).
        RuleLevel.Suggestion);

    internal static readonly Payoff PresizePayoff = new(
        "its storage allocated once instead of grown as it fills",
        "PERF0809");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            // The capacity constructors are looked up once, on the generic definitions.
            if (LinqApis.Create(start.Compilation) is not { } linq)
            {
                return;
            }

            var list = linq.ListOfT;
            var dictionary = WellKnownTypes.Get(start.Compilation).Get("System.Collections.Generic.Dictionary`2");
            var apis = new PresizeCollectionApis(
                linq,
                list is not null && HasConstructor(list, comparer: false) ? list : null,
                dictionary is not null && HasConstructor(dictionary, comparer: false) && HasConstructor(dictionary, comparer: true) ? dictionary : null);
            if (apis.List is null && apis.Dictionary is null)
            {
                return;
            }

            start.RegisterOperationAction(context => AnalyzeCreation(context, apis), OperationKind.ObjectCreation);
        });
    }

    private static void AnalyzeCreation(OperationAnalysisContext context, PresizeCollectionApis apis)
    {
        var creation = (IObjectCreationOperation)context.Operation;
        if (!IsPresizable(creation, apis)
            || StatementOf(creation) is not ({ } statement, { } collection)
            || statement.Parent is not IBlockOperation block)
        {
            return;
        }

        var at = block.Operations.IndexOf(statement);
        if (at < 0 || at + 1 >= block.Operations.Length || block.Operations[at + 1] is not ILoopOperation loop)
        {
            return;
        }

        IOperation? source;
        string? limitMember = null;
        switch (loop)
        {
            case IForEachLoopOperation forEach when !forEach.IsAsynchronous:
                source = forEach.Collection.WithoutImplicitConversions();
                break;
            case IForLoopOperation forLoop when forLoop.Syntax is ForStatementSyntax syntax
                && CountingLoop.Match(forLoop, syntax, out _, out var limit)
                && forLoop.Condition is IBinaryOperation { LeftOperand: { } index }
                && !index.IsWrittenIn(forLoop.Body)
                && limit is IPropertyReferenceOperation { Property.Name: "Length" or "Count", Instance: { } instance } property:
                source = instance;
                limitMember = property.Property.Name;
                break;
            default:
                return;
        }

        if (CountingLoop.Sequence(source) is not { } sourceSymbol
            || CountMember(source.Type, apis.Linq) is not { } countMember
            || (limitMember is not null && limitMember != countMember)
            || CountingLoop.SingleStatement(loop.Body) is not IExpressionStatementOperation { Operation: { } add }
            || !SymbolEqualityComparer.Default.Equals(AddedTo(add), collection)
            || SymbolEqualityComparer.Default.Equals(collection, sourceSymbol)
            || !IsOwnAdd(add, creation.Type))
        {
            return;
        }

        var properties = ImmutableDictionary<string, string?>.Empty.Add(CountMemberKey, countMember);
        var capacity = source.Syntax.ToString() + "." + countMember;
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            creation.Syntax.GetLocation(),
            new[] { source.Syntax.GetLocation() },
            properties,
            creation.Type!.Name,
            capacity,
            PresizePayoff.For(context.Compilation)));
    }

    /// <summary>
    /// "Length" for arrays, strings and spans, "Count" for <c>ICollection&lt;T&gt;</c>, <c>IReadOnlyCollection&lt;T&gt;</c>
    /// and the classes and structs that implement one with a public <c>Count</c>; null otherwise (another interface
    /// may inherit two <c>Count</c>s, which <c>source.Count</c> can't name).
    /// </summary>
    private static string? CountMember(ITypeSymbol? type, LinqApis linq)
    {
        switch (type)
        {
            case IArrayTypeSymbol { IsSZArray: true }:
            case { SpecialType: SpecialType.System_String }:
                return "Length";
            case INamedTypeSymbol named when linq.IsSpan(named):
                return "Length";
            case INamedTypeSymbol { TypeKind: TypeKind.Interface } named:
                return linq.IsCollectionDefinition(named, nonGeneric: false) ? "Count" : null;
            case INamedTypeSymbol { TypeKind: TypeKind.Class or TypeKind.Struct } named when linq.IsOrImplementsCollection(named, nonGeneric: false) && HasCountProperty(named):
                return "Count";
            default:
                return null;
        }
    }

    private static bool Is(INamedTypeSymbol type, INamedTypeSymbol? definition) =>
        definition is not null && SymbolEqualityComparer.Default.Equals(type.OriginalDefinition, definition);

    /// <summary>A public instance <c>int Count</c> property readable on the type (not only an explicit implementation).</summary>
    private static bool HasCountProperty(INamedTypeSymbol type)
    {
        for (var current = type; current is not null; current = current.BaseType)
        {
            foreach (var member in current.GetMembers("Count"))
            {
                if (member is IPropertySymbol { IsStatic: false, DeclaredAccessibility: Accessibility.Public, Parameters.Length: 0, GetMethod: not null } property
                    && property.Type.SpecialType == SpecialType.System_Int32)
                {
                    return true;
                }
            }
        }

        return false;
    }

    /// <summary>
    /// The local that <c>local.Add(...)</c> adds to, where the added values don't read the local; null for anything
    /// else.
    /// </summary>
    private static ILocalSymbol? AddedTo(IOperation operation)
    {
        switch (operation)
        {
            case IInvocationOperation { TargetMethod: { Name: "Add", IsStatic: false }, Instance: ILocalReferenceOperation local } invocation:
                foreach (var argument in invocation.Arguments)
                {
                    if (Reads(argument.Value, local.Local))
                    {
                        return null;
                    }
                }

                return local.Local;
            default:
                return null;
        }
    }

    /// <summary>
    /// The add is the created type's own <c>List&lt;T&gt;.Add</c> or <c>Dictionary&lt;K, V&gt;.Add</c> (not an
    /// extension method of the same name).
    /// </summary>
    private static bool IsOwnAdd(IOperation add, ITypeSymbol? created) =>
        add is IInvocationOperation invocation
        && created is not null
        && SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, created);

    private static bool Reads(IOperation operation, ILocalSymbol local)
    {
        foreach (var descendant in operation.DescendantsAndSelf())
        {
            if (descendant is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, local))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// The statement that stores the creation in a local, <c>var local = new ...();</c> (its only declarator) or
    /// <c>local = new ...();</c>, and that local.
    /// </summary>
    private static (IOperation? Statement, ILocalSymbol? Local) StatementOf(IObjectCreationOperation creation)
    {
        var value = creation.Parent is IConversionOperation { IsImplicit: true } conversion ? conversion : (IOperation)creation;
        switch (value.Parent)
        {
            case IVariableInitializerOperation { Parent: IVariableDeclaratorOperation { Parent: IVariableDeclarationOperation { Declarators.Length: 1, Parent: IVariableDeclarationGroupOperation { Declarations.Length: 1 } group } } declarator }:
                return (group, declarator.Symbol);
            case ISimpleAssignmentOperation { Target: ILocalReferenceOperation target, Parent: IExpressionStatementOperation statement } assignment
                when ReferenceEquals(assignment.Value, value):
                return (statement, target.Local);
            default:
                return (null, null);
        }
    }

    /// <summary>
    /// <c>new List&lt;T&gt;()</c> or <c>new Dictionary&lt;K, V&gt;()</c>, with no argument or only a comparer and no
    /// initializer (the compilation has the capacity constructors: <see cref="PresizeCollectionApis"/>).
    /// </summary>
    private static bool IsPresizable(IObjectCreationOperation creation, PresizeCollectionApis apis)
    {
        if (creation.Initializer is not null
            || creation.Constructor is not { } constructor
            || creation.Type is not INamedTypeSymbol type)
        {
            return false;
        }

        var isList = Is(type, apis.List);
        return (isList || Is(type, apis.Dictionary))
            && (constructor.Parameters.Length == 0
                || (constructor.Parameters.Length == 1 && !isList && IsComparer(constructor.Parameters[0].Type)));
    }

    private static bool IsComparer(ITypeSymbol type) =>
        type is INamedTypeSymbol { Name: "IEqualityComparer", TypeArguments.Length: 1 };

    /// <summary>The type has <c>(int capacity)</c>, or <c>(int capacity, IEqualityComparer&lt;T&gt;)</c>.</summary>
    private static bool HasConstructor(INamedTypeSymbol type, bool comparer)
    {
        foreach (var constructor in type.InstanceConstructors)
        {
            if (constructor.DeclaredAccessibility == Accessibility.Public
                && constructor.Parameters.Length == (comparer ? 2 : 1)
                && constructor.Parameters[0].Type.SpecialType == SpecialType.System_Int32
                && (!comparer || IsComparer(constructor.Parameters[1].Type)))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// The LINQ family's types, and <c>List&lt;T&gt;</c> and <c>Dictionary&lt;K, V&gt;</c> where they have their capacity
    /// constructors (with a comparer too, for the dictionary); null where they don't.
    /// </summary>
    private sealed class PresizeCollectionApis
    {
        public PresizeCollectionApis(LinqApis linq, INamedTypeSymbol? list, INamedTypeSymbol? dictionary)
        {
            Linq = linq;
            List = list;
            Dictionary = dictionary;
        }

        public LinqApis Linq { get; }

        public INamedTypeSymbol? List { get; }

        public INamedTypeSymbol? Dictionary { get; }
    }
}
