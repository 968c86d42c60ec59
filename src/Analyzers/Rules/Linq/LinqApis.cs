using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// The LINQ APIs of the compilation's runtime, resolved once per compilation and shared by the LINQ rules.
/// <see cref="Create"/> returns null when <c>System.Linq.Enumerable</c> is missing: the LINQ rules then register nothing.
/// </summary>
internal sealed class LinqApis
{
    private LinqApis(
        INamedTypeSymbol enumerable,
        INamedTypeSymbol? expressionOfT,
        INamedTypeSymbol? listOfT,
        INamedTypeSymbol? array,
        INamedTypeSymbol? collectionOfT,
        INamedTypeSymbol? readOnlyCollectionOfT,
        INamedTypeSymbol? collection,
        INamedTypeSymbol? span,
        INamedTypeSymbol? readOnlySpan,
        bool hasSpanPredicatePaths,
        bool hasMinBy)
    {
        Enumerable = enumerable;
        ExpressionOfT = expressionOfT;
        ListOfT = listOfT;
        Array = array;
        CollectionOfT = collectionOfT;
        ReadOnlyCollectionOfT = readOnlyCollectionOfT;
        Collection = collection;
        Span = span;
        ReadOnlySpan = readOnlySpan;
        HasSpanPredicatePaths = hasSpanPredicatePaths;
        HasMinBy = hasMinBy;
    }

    public INamedTypeSymbol Enumerable { get; }

    /// <summary><c>System.Linq.Expressions.Expression&lt;TDelegate&gt;</c>: lambdas converted to it are expression trees.</summary>
    public INamedTypeSymbol? ExpressionOfT { get; }

    public INamedTypeSymbol? ListOfT { get; }

    public INamedTypeSymbol? Array { get; }

    public INamedTypeSymbol? CollectionOfT { get; }

    public INamedTypeSymbol? ReadOnlyCollectionOfT { get; }

    public INamedTypeSymbol? Collection { get; }

    public INamedTypeSymbol? Span { get; }

    public INamedTypeSymbol? ReadOnlySpan { get; }

    /// <summary>
    /// True on .NET 9 and later, where <c>First(predicate)</c>, <c>Any(predicate)</c>, <c>Count(predicate)</c> and
    /// friends walk arrays and <c>List&lt;T&gt;</c> as spans (dotnet/runtime#102884). The capability is detected by the
    /// presence of <c>Enumerable.CountBy</c>, which shipped in the same System.Linq release (.NET 9).
    /// Before, only <c>Where</c> had the array and list fast paths, so <c>Where(p).First()</c> was the faster form.
    /// </summary>
    public bool HasSpanPredicatePaths { get; }

    /// <summary><c>Enumerable.MinBy</c>/<c>MaxBy</c> exist (.NET 6+).</summary>
    public bool HasMinBy { get; }

    public static LinqApis? Create(Compilation compilation)
    {
        var types = WellKnownTypes.Get(compilation);
        var enumerable = types.Get("System.Linq.Enumerable");
        if (enumerable is null)
        {
            return null;
        }

        return new LinqApis(
            enumerable,
            types.Get("System.Linq.Expressions.Expression`1"),
            types.Get("System.Collections.Generic.List`1"),
            compilation.GetSpecialType(SpecialType.System_Array),
            types.Get("System.Collections.Generic.ICollection`1"),
            types.Get("System.Collections.Generic.IReadOnlyCollection`1"),
            types.Get("System.Collections.ICollection"),
            types.Get("System.Span`1"),
            types.Get("System.ReadOnlySpan`1"),
            HasPublicStaticMethod(enumerable, "CountBy"),
            HasPublicStaticMethod(enumerable, "MinBy") && HasPublicStaticMethod(enumerable, "MaxBy"));
    }

    /// <summary>True when the method is <c>System.Linq.Enumerable.{name}</c> with this many parameters.</summary>
    public bool IsEnumerableMethod(IMethodSymbol method, string name, int parameterCount) =>
        method.Parameters.Length == parameterCount
        && method.Name == name
        && SymbolEqualityComparer.Default.Equals(method.ContainingType, Enumerable);

    /// <summary>True when <paramref name="type"/> is <c>Func&lt;T, bool&gt;</c> (not the <c>Func&lt;T, int, bool&gt;</c> index overload).</summary>
    public static bool IsPredicate(ITypeSymbol type) =>
        type is INamedTypeSymbol { Name: "Func", TypeArguments.Length: 2 } func
        && func.TypeArguments[1].SpecialType == SpecialType.System_Boolean
        && func.ContainingNamespace is { Name: "System", ContainingNamespace.IsGlobalNamespace: true };

    /// <summary>
    /// True for <c>ICollection&lt;T&gt;</c> or <c>IReadOnlyCollection&lt;T&gt;</c> (and the non-generic
    /// <c>ICollection</c> when <paramref name="nonGeneric"/>), of any type argument: a count without enumerating.
    /// </summary>
    public bool IsCollectionDefinition(ITypeSymbol type, bool nonGeneric)
    {
        var definition = type.OriginalDefinition;
        return SymbolEqualityComparer.Default.Equals(definition, CollectionOfT)
            || SymbolEqualityComparer.Default.Equals(definition, ReadOnlyCollectionOfT)
            || (nonGeneric && SymbolEqualityComparer.Default.Equals(definition, Collection));
    }

    /// <summary>The type is, or implements, one of the collection interfaces of <see cref="IsCollectionDefinition"/>.</summary>
    public bool IsOrImplementsCollection(ITypeSymbol type, bool nonGeneric)
    {
        if (IsCollectionDefinition(type, nonGeneric))
        {
            return true;
        }

        foreach (var implemented in type.AllInterfaces)
        {
            if (IsCollectionDefinition(implemented, nonGeneric))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>True for <c>Span&lt;T&gt;</c> or <c>ReadOnlySpan&lt;T&gt;</c>.</summary>
    public bool IsSpan(ITypeSymbol? type) =>
        type is INamedTypeSymbol named
        && (SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, Span) || SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, ReadOnlySpan));

    /// <summary>True for a one-dimensional zero-based array type (<c>T[]</c>).</summary>
    public static bool IsSzArray(ITypeSymbol? type) => type is IArrayTypeSymbol { IsSZArray: true };

    /// <summary>True for <c>List&lt;T&gt;</c> or a class derived from it (at run time such an object is a <c>List&lt;T&gt;</c> to LINQ).</summary>
    public bool IsListOrDerived(ITypeSymbol? type)
    {
        if (ListOfT is null)
        {
            return false;
        }

        return type.IsOrDerivesFromDefinition(ListOfT);
    }

    /// <summary>
    /// True when the operation is inside a lambda converted to an expression tree (<c>Expression&lt;Func&lt;...&gt;&gt;</c>):
    /// a query provider translates that code, so it is not ours to rewrite.
    /// </summary>
    public bool IsInExpressionTree(IOperation operation) => operation.IsInExpressionTree(ExpressionOfT);

    private static bool HasPublicStaticMethod(INamedTypeSymbol type, string name)
    {
        foreach (var member in type.GetMembers(name))
        {
            if (member is IMethodSymbol { IsStatic: true, DeclaredAccessibility: Accessibility.Public })
            {
                return true;
            }
        }

        return false;
    }
}
