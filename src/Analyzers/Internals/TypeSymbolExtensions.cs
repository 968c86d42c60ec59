using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Internals;

/// <summary>Questions about a type's place in the hierarchy, asked the same way by every rule.</summary>
internal static class TypeSymbolExtensions
{
    /// <summary>
    /// True when <paramref name="type"/> is <paramref name="baseType"/> or a class derived from it, compared as written
    /// (a constructed generic type is only itself).
    /// </summary>
    public static bool IsOrDerivesFrom(this ITypeSymbol? type, INamedTypeSymbol baseType)
    {
        for (var current = type; current is not null; current = current.BaseType)
        {
            if (SymbolEqualityComparer.Default.Equals(current, baseType))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// True when <paramref name="type"/> or one of its base classes is constructed from the generic
    /// <paramref name="definition"/> (<c>List&lt;int&gt;</c> and a class derived from it, for <c>List&lt;T&gt;</c>).
    /// </summary>
    public static bool IsOrDerivesFromDefinition(this ITypeSymbol? type, INamedTypeSymbol definition)
    {
        for (var current = type as INamedTypeSymbol; current is not null; current = current.BaseType)
        {
            if (SymbolEqualityComparer.Default.Equals(current.OriginalDefinition, definition))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// True when <paramref name="type"/> is, or is built from (an array of it, a type argument), a type parameter of a
    /// method: a type the call site's inference decides, not one the code names.
    /// </summary>
    public static bool MentionsMethodTypeParameter(this ITypeSymbol type)
    {
        switch (type)
        {
            case ITypeParameterSymbol parameter:
                return parameter.TypeParameterKind == TypeParameterKind.Method;
            case IArrayTypeSymbol array:
                return array.ElementType.MentionsMethodTypeParameter();
            case INamedTypeSymbol named:
                foreach (var argument in named.TypeArguments)
                {
                    if (argument.MentionsMethodTypeParameter())
                    {
                        return true;
                    }
                }

                return false;
            default:
                return false;
        }
    }
}
