using System;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>What a method does with an array (or span) argument: reads its data, or fills it.</summary>
internal enum ParameterRole
{
    Unknown,

    /// <summary>The argument is data the method reads (Write, GetString, ToBase64String): its length is the data's.</summary>
    Consumes,

    /// <summary>The argument is a destination the method fills (Read, GetBytes, TryFormat): its length is a capacity.</summary>
    Fills,
}

/// <summary>
/// Tells a consuming parameter from a filling one by its role, not by a list of method names: span parameters say it
/// in their type (<c>ReadOnlySpan&lt;T&gt;</c> is read, <c>Span&lt;T&gt;</c> is written), and an array parameter takes
/// the role of the span parameter of the same name (or the only span parameter of its element type) in the method's
/// span overloads: <c>Stream.Write(byte[] buffer, ...)</c> has <c>Write(ReadOnlySpan&lt;byte&gt; buffer)</c>,
/// <c>Stream.Read(byte[] buffer, ...)</c> has <c>Read(Span&lt;byte&gt; buffer)</c>. Parameter names such as
/// <c>source</c>/<c>destination</c> decide when there is no overload.
/// </summary>
internal static class ParameterRoles
{
    public static ParameterRole Of(IMethodSymbol method, IParameterSymbol parameter, ITypeSymbol elementType, ArrayPoolApis apis)
    {
        var byType = OfSpanType(parameter.Type, elementType, apis);
        if (byType != ParameterRole.Unknown)
        {
            return byType;
        }

        var byStream = OfStreamMethod(method, apis);
        if (byStream != ParameterRole.Unknown)
        {
            return byStream;
        }

        var byName = OfName(parameter.Name);
        if (byName != ParameterRole.Unknown)
        {
            return byName;
        }

        // The span overloads of the same method, on the type or its base types.
        var sameName = ParameterRole.Unknown;
        var readOnly = false;
        var writable = false;
        for (var type = method.ContainingType; type is not null; type = type.BaseType)
        {
            foreach (var member in type.GetMembers(method.Name))
            {
                if (member is not IMethodSymbol overload || overload.IsStatic != method.IsStatic || SymbolEqualityComparer.Default.Equals(overload.OriginalDefinition, method.OriginalDefinition))
                {
                    continue;
                }

                foreach (var candidate in overload.Parameters)
                {
                    var role = OfSpanType(candidate.Type, elementType, apis);
                    if (role == ParameterRole.Unknown)
                    {
                        continue;
                    }

                    if (candidate.Name == parameter.Name)
                    {
                        sameName = role;
                    }

                    readOnly |= role == ParameterRole.Consumes;
                    writable |= role == ParameterRole.Fills;
                }
            }
        }

        if (sameName != ParameterRole.Unknown)
        {
            return sameName;
        }

        return readOnly == writable ? ParameterRole.Unknown : readOnly ? ParameterRole.Consumes : ParameterRole.Fills;
    }

    /// <summary>ReadOnlySpan/ReadOnlyMemory of the element type are read; Span/Memory are written.</summary>
    public static ParameterRole OfSpanType(ITypeSymbol type, ITypeSymbol elementType, ArrayPoolApis apis)
    {
        if (type is not INamedTypeSymbol { TypeArguments.Length: 1 } named || !SymbolEqualityComparer.Default.Equals(named.TypeArguments[0], elementType))
        {
            return ParameterRole.Unknown;
        }

        if (ArrayPoolApis.Is(named, apis.ReadOnlySpan) || ArrayPoolApis.Is(named, apis.ReadOnlyMemory))
        {
            return ParameterRole.Consumes;
        }

        return ArrayPoolApis.Is(named, apis.Span) || ArrayPoolApis.Is(named, apis.Memory) ? ParameterRole.Fills : ParameterRole.Unknown;
    }

    /// <summary>
    /// The array of a <c>Stream</c>'s Write/Read (and Begin/Async forms): on netstandard2.0 and .NET Framework they have
    /// no span overload to learn the role from, and they are where a rented array is most often written or read.
    /// </summary>
    private static ParameterRole OfStreamMethod(IMethodSymbol method, ArrayPoolApis apis)
    {
        if (apis.Stream is null)
        {
            return ParameterRole.Unknown;
        }

        for (var type = method.ContainingType; type is not null; type = type.BaseType)
        {
            if (SymbolEqualityComparer.Default.Equals(type, apis.Stream))
            {
                var name = method.Name;
                return name.StartsWith("Write", StringComparison.Ordinal) || name.StartsWith("BeginWrite", StringComparison.Ordinal) ? ParameterRole.Consumes
                    : name.StartsWith("Read", StringComparison.Ordinal) || name.StartsWith("BeginRead", StringComparison.Ordinal) ? ParameterRole.Fills
                    : ParameterRole.Unknown;
            }
        }

        return ParameterRole.Unknown;
    }

    private static ParameterRole OfName(string name)
    {
        switch (name.ToLowerInvariant())
        {
            case "destination":
            case "destinationarray":
            case "dest":
            case "dst":
            case "output":
            case "outputbuffer":
            case "outarray":
            case "target":
                return ParameterRole.Fills;
            case "source":
            case "sourcearray":
            case "src":
            case "input":
            case "inputbuffer":
            case "inarray":
                return ParameterRole.Consumes;
            default:
                return ParameterRole.Unknown;
        }
    }

    /// <summary>An int parameter that counts elements (count, length, byteCount, charCount...).</summary>
    public static bool IsCount(IParameterSymbol parameter) =>
        parameter.Type.SpecialType is SpecialType.System_Int32 or SpecialType.System_Int64
        && (parameter.Name.IndexOf("count", StringComparison.OrdinalIgnoreCase) >= 0 || parameter.Name.IndexOf("length", StringComparison.OrdinalIgnoreCase) >= 0);

    /// <summary>An int parameter that positions or counts (offset, index, start, count, length).</summary>
    public static bool IsRange(IParameterSymbol parameter) =>
        IsCount(parameter)
        || (parameter.Type.SpecialType == SpecialType.System_Int32
            && (parameter.Name.IndexOf("offset", StringComparison.OrdinalIgnoreCase) >= 0
                || parameter.Name.IndexOf("index", StringComparison.OrdinalIgnoreCase) >= 0
                || parameter.Name.IndexOf("start", StringComparison.OrdinalIgnoreCase) >= 0));
}
