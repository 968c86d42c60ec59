using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>Symbol questions the collection rules share.</summary>
internal static class CollectionsApis
{
    /// <summary>
    /// True when <c>Dictionary&lt;TKey, TValue&gt;</c> has the public constructors that copy an
    /// <c>IDictionary&lt;TKey, TValue&gt;</c>, with and without a key comparer (every runtime has them; a broken or
    /// trimmed reference set may not).
    /// </summary>
    public static bool HasCopyConstructors(INamedTypeSymbol dictionary)
    {
        var plain = false;
        var withComparer = false;
        foreach (var constructor in dictionary.InstanceConstructors)
        {
            if (constructor.DeclaredAccessibility != Accessibility.Public
                || constructor.Parameters.Length == 0
                || constructor.Parameters[0].Type is not INamedTypeSymbol { Name: "IDictionary", TypeArguments.Length: 2 })
            {
                continue;
            }

            if (constructor.Parameters.Length == 1)
            {
                plain = true;
            }
            else if (constructor.Parameters.Length == 2 && constructor.Parameters[1].Type is INamedTypeSymbol { Name: "IEqualityComparer", TypeArguments.Length: 1 })
            {
                withComparer = true;
            }
        }

        return plain && withComparer;
    }
}
