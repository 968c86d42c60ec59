using System;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

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

    /// <summary>
    /// The element type's default, bit for bit: <c>default</c>, <c>null</c>, <c>false</c>, zero of an integral type or
    /// an enum, and +0.0 (not -0.0, which Clear would turn into +0.0; not a decimal zero with a scale, 0.0m).
    /// </summary>
    public static bool IsDefaultBitForBit(IOperation value)
    {
        if (value.WithoutImplicitConversions() is IDefaultValueOperation)
        {
            return true;
        }

        if (!value.ConstantValue.HasValue)
        {
            return false;
        }

        return value.ConstantValue.Value switch
        {
            null => true,
            bool b => !b,
            char c => c == '\0',
            double d => BitConverter.DoubleToInt64Bits(d) == 0,
            float f => BitConverter.DoubleToInt64Bits(f) == 0,
            decimal => false,
            sbyte or byte or short or ushort or int or uint or long or ulong => Convert.ToDecimal(value.ConstantValue.Value, System.Globalization.CultureInfo.InvariantCulture) == 0m,
            _ => false,
        };
    }
}
