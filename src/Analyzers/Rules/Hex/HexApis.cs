using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Hex;

/// <summary>
/// The hex-formatting APIs of the compilation's runtime, resolved once per compilation.
/// <see cref="Create"/> returns null when <c>Convert.ToHexString</c> is missing (before .NET 5): the hex rules then register nothing.
/// </summary>
internal sealed class HexApis
{
    private HexApis(
        INamedTypeSymbol byteType,
        INamedTypeSymbol convertType,
        ImmutableArray<IMethodSymbol> toHexString,
        ImmutableArray<IMethodSymbol> toHexStringLower)
    {
        ByteType = byteType;
        ConvertType = convertType;
        ToHexString = toHexString;
        ToHexStringLower = toHexStringLower;
    }

    public INamedTypeSymbol ByteType { get; }

    public INamedTypeSymbol ConvertType { get; }

    /// <summary>Every <c>Convert.ToHexString</c> overload: (byte[]), (byte[], int, int), (ReadOnlySpan&lt;byte&gt;).</summary>
    public ImmutableArray<IMethodSymbol> ToHexString { get; }

    /// <summary>Every <c>Convert.ToHexStringLower</c> overload (.NET 9+); empty before.</summary>
    public ImmutableArray<IMethodSymbol> ToHexStringLower { get; }

    public bool HasToHexStringLower => !ToHexStringLower.IsEmpty;

    public static HexApis? Create(Compilation compilation)
    {
        var types = WellKnownTypes.Get(compilation);
        var convert = types.Get("System.Convert");
        if (convert is null)
        {
            return null;
        }

        var toHexString = GetPublicStaticStringMethods(convert, "ToHexString");
        if (toHexString.IsEmpty)
        {
            return null;
        }

        var byteType = compilation.GetSpecialType(SpecialType.System_Byte);
        return new HexApis(byteType, convert, toHexString, GetPublicStaticStringMethods(convert, "ToHexStringLower"));
    }

    /// <summary>True when <c>ToHexString</c> has an overload taking a single <c>byte[]</c> (all runtimes that have the API).</summary>
    public bool IsByteArray(ITypeSymbol? type) =>
        type is IArrayTypeSymbol { Rank: 1 } array && array.ElementType.SpecialType == SpecialType.System_Byte;

    /// <summary>True for <c>ReadOnlySpan&lt;byte&gt;</c> and <c>Span&lt;byte&gt;</c>, when a span overload exists.</summary>
    public bool IsByteSpan(ITypeSymbol? type) =>
        type is INamedTypeSymbol { IsGenericType: true, TypeArguments.Length: 1 } named
        && named.TypeArguments[0].SpecialType == SpecialType.System_Byte
        && named.ContainingNamespace is { Name: "System", ContainingNamespace.IsGlobalNamespace: true }
        && (named.Name == "ReadOnlySpan" || named.Name == "Span");

    /// <summary>The <c>ToHexStringLower</c> overload with the same parameters as <paramref name="toHexString"/>, if any.</summary>
    public IMethodSymbol? FindLowerCounterpart(IMethodSymbol toHexString)
    {
        foreach (var candidate in ToHexStringLower)
        {
            if (candidate.Parameters.Length != toHexString.Parameters.Length)
            {
                continue;
            }

            var same = true;
            for (var i = 0; i < candidate.Parameters.Length; i++)
            {
                if (!SymbolEqualityComparer.Default.Equals(candidate.Parameters[i].Type, toHexString.Parameters[i].Type))
                {
                    same = false;
                    break;
                }
            }

            if (same)
            {
                return candidate;
            }
        }

        return null;
    }

    public bool IsToHexString(IMethodSymbol method)
    {
        foreach (var candidate in ToHexString)
        {
            if (SymbolEqualityComparer.Default.Equals(candidate, method))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// True when <paramref name="operation"/> formats <paramref name="value"/> as exactly two hex digits:
    /// <c>v.ToString("x2")</c>, <c>v.ToString("x2", provider)</c> or <c>$"{v:x2}"</c>, with <c>v</c> a byte.
    /// <paramref name="lower"/> tells the case of the digits.
    /// </summary>
    public bool IsTwoDigitHex(IOperation operation, System.Func<IOperation, bool> isValue, out bool lower)
    {
        lower = false;
        operation = operation.WithoutImplicitConversions();
        switch (operation)
        {
            case IInvocationOperation invocation:
                {
                    var method = invocation.TargetMethod;
                    if (method.Name != "ToString"
                        || method.IsStatic
                        || !SymbolEqualityComparer.Default.Equals(method.ContainingType, ByteType)
                        || invocation.Instance is null
                        || invocation.Arguments.Length is < 1 or > 2
                        || method.Parameters[0].Type.SpecialType != SpecialType.System_String
                        || !isValue(invocation.Instance.WithoutImplicitConversions()))
                    {
                        return false;
                    }

                    // The format provider can't change hex digits: byte.ToString ignores it for 'x'/'X'.
                    foreach (var argument in invocation.Arguments)
                    {
                        if (argument.Parameter?.Ordinal == 0)
                        {
                            return IsTwoDigitFormat(argument.Value, out lower);
                        }
                    }

                    return false;
                }

            case IInterpolatedStringOperation interpolated:
                {
                    if (interpolated.Parts.Length != 1
                        || interpolated.Parts[0] is not IInterpolationOperation part
                        || part.Alignment is not null
                        || part.FormatString is null
                        || part.Expression.Type?.SpecialType != SpecialType.System_Byte
                        || !isValue(part.Expression.WithoutImplicitConversions()))
                    {
                        return false;
                    }

                    return IsTwoDigitFormat(part.FormatString, out lower);
                }

            default:
                return false;
        }
    }

    private static bool IsTwoDigitFormat(IOperation format, out bool lower)
    {
        lower = false;
        if (format.ConstantValue is not { HasValue: true, Value: string text })
        {
            return false;
        }

        if (text == "x2")
        {
            lower = true;
            return true;
        }

        return text == "X2";
    }

    private static ImmutableArray<IMethodSymbol> GetPublicStaticStringMethods(INamedTypeSymbol type, string name)
    {
        var builder = ImmutableArray.CreateBuilder<IMethodSymbol>();
        foreach (var member in type.GetMembers(name))
        {
            if (member is IMethodSymbol { IsStatic: true, DeclaredAccessibility: Accessibility.Public } method
                && method.ReturnType.SpecialType == SpecialType.System_String)
            {
                builder.Add(method);
            }
        }

        return builder.ToImmutable();
    }
}
