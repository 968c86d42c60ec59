using Microsoft.CodeAnalysis;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// <c>System.Buffers.ArrayPool&lt;T&gt;</c> and the span types, resolved once per compilation. <see cref="Create"/> returns
/// null when the compilation has no <c>ArrayPool&lt;T&gt;</c> (no System.Buffers): the ArrayPool rules then register nothing.
/// </summary>
internal sealed class ArrayPoolApis
{
    private ArrayPoolApis(INamedTypeSymbol arrayPool, Compilation compilation)
    {
        ArrayPool = arrayPool;
        var types = WellKnownTypes.Get(compilation);
        Span = types.Get("System.Span`1");
        ReadOnlySpan = types.Get("System.ReadOnlySpan`1");
        Memory = types.Get("System.Memory`1");
        ReadOnlyMemory = types.Get("System.ReadOnlyMemory`1");
        ArraySegment = types.Get("System.ArraySegment`1");
        Stream = types.Get("System.IO.Stream");
        Guid = types.Get("System.Guid");
        BigInteger = types.Get("System.Numerics.BigInteger");
        Enumerable = types.Get("System.Linq.Enumerable");
        SharedKeepsLargeArrays = IsNet6OrLater(compilation);
        foreach (var member in arrayPool.GetMembers())
        {
            if (member is not IMethodSymbol method)
            {
                continue;
            }

            switch (method.Name)
            {
                case "Rent" when !method.IsStatic && method.Parameters.Length == 1:
                    Rent = method;
                    break;
                case "Return" when !method.IsStatic && method.Parameters.Length >= 1:
                    Return = method;
                    break;
            }
        }
    }

    /// <summary><c>ArrayPool&lt;T&gt;</c> (unconstructed).</summary>
    public INamedTypeSymbol ArrayPool { get; }

    public IMethodSymbol? Rent { get; }

    public IMethodSymbol? Return { get; }

    public INamedTypeSymbol? Span { get; }

    public INamedTypeSymbol? ReadOnlySpan { get; }

    public INamedTypeSymbol? Memory { get; }

    public INamedTypeSymbol? ReadOnlyMemory { get; }

    public INamedTypeSymbol? ArraySegment { get; }

    /// <summary>The most elements <c>ArrayPool&lt;T&gt;.Shared</c> kept before .NET 6; larger rents allocated every time.</summary>
    public const int OldSharedLimit = 1024 * 1024;

    /// <summary>The most elements a pool made by <c>ArrayPool&lt;T&gt;.Create</c> (or the shared one) keeps: larger rents allocate.</summary>
    public const int CreatedPoolLimit = 1 << 30;

    /// <summary>
    /// True when the compilation's runtime is .NET 6 or later, where <c>ArrayPool&lt;T&gt;.Shared</c> keeps arrays of up
    /// to 2^30 elements; false for .NET Framework (mscorlib), .NET Standard (netstandard: any of the old runtimes may load
    /// it, .NET Framework with System.Buffers' pool), .NET Core 3.x and .NET 5 (System.Runtime 4.x, 5.0), where it keeps
    /// up to <see cref="OldSharedLimit"/>.
    /// </summary>
    public bool SharedKeepsLargeArrays { get; }

    /// <summary><c>System.IO.Stream</c>: its array overloads have no span twin before .NET Core 2.1 to tell their role.</summary>
    public INamedTypeSymbol? Stream { get; }

    public INamedTypeSymbol? Guid { get; }

    public INamedTypeSymbol? BigInteger { get; }

    /// <summary><c>System.Linq.Enumerable</c>, whose <c>ToArray</c> copies every element of a rented array.</summary>
    public INamedTypeSymbol? Enumerable { get; }

    public static ArrayPoolApis? Create(Compilation compilation)
    {
        var arrayPool = WellKnownTypes.Get(compilation).Get("System.Buffers.ArrayPool`1");
        if (arrayPool is null)
        {
            return null;
        }

        var apis = new ArrayPoolApis(arrayPool, compilation);
        return apis.Rent is null || apis.Return is null ? null : apis;
    }

    private static bool IsNet6OrLater(Compilation compilation)
    {
        var identity = compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly?.Identity;
        return identity is not null && identity.Name is "System.Runtime" or "System.Private.CoreLib" && identity.Version.Major >= 6;
    }

    /// <summary>True for <c>ArrayPool&lt;T&gt;.Rent</c> and its overrides in derived pools.</summary>
    public bool IsRent(IMethodSymbol method) => IsOrOverrides(method, Rent);

    /// <summary>True for <c>ArrayPool&lt;T&gt;.Return</c> and its overrides in derived pools.</summary>
    public bool IsReturn(IMethodSymbol method) => IsOrOverrides(method, Return);

    /// <summary>True for <c>ArrayPool&lt;T&gt;.Create(...)</c>.</summary>
    public bool IsCreate(IMethodSymbol method) =>
        method.IsStatic && method.Name == "Create" && SymbolEqualityComparer.Default.Equals(method.ContainingType.OriginalDefinition, ArrayPool);

    public bool IsArrayPool(ITypeSymbol? type) => type.IsOrDerivesFromDefinition(ArrayPool);

    /// <summary>True for <c>ArrayPool&lt;T&gt;.Shared</c>.</summary>
    public bool IsShared(IPropertySymbol property) =>
        property.IsStatic && property.Name == "Shared" && SymbolEqualityComparer.Default.Equals(property.ContainingType.OriginalDefinition, ArrayPool);

    /// <summary>True for <c>System.Linq.Enumerable.ToArray</c>.</summary>
    public bool IsEnumerableToArray(IMethodSymbol method) =>
        method.Name == "ToArray" && Enumerable is not null && SymbolEqualityComparer.Default.Equals(method.ContainingType, Enumerable);

    /// <summary>
    /// A type whose constructors copy the array they are given and keep nothing of it: <c>new string(chars, 0, n)</c>,
    /// <c>new Guid(bytes)</c>, <c>new BigInteger(bytes)</c>, <c>new decimal(bits)</c>. A constructor of any other type
    /// may keep the array (<c>new MemoryStream(buffer)</c> reads and writes it for the stream's life).
    /// </summary>
    public bool CopiesArray(ITypeSymbol? type) =>
        type is { SpecialType: SpecialType.System_String or SpecialType.System_Decimal }
        || (type is not null && (SymbolEqualityComparer.Default.Equals(type, Guid) || SymbolEqualityComparer.Default.Equals(type, BigInteger)));

    public bool IsSpanLike(ITypeSymbol? type) => Is(type, Span) || Is(type, ReadOnlySpan);

    public bool IsMemoryLike(ITypeSymbol? type) => Is(type, Memory) || Is(type, ReadOnlyMemory) || Is(type, ArraySegment);

    public static bool Is(ITypeSymbol? type, INamedTypeSymbol? definition) =>
        definition is not null && type is INamedTypeSymbol named && SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, definition);

    private static bool IsOrOverrides(IMethodSymbol method, IMethodSymbol? target)
    {
        if (target is null || method.Name != target.Name)
        {
            return false;
        }

        for (IMethodSymbol? current = method; current is not null; current = current.OverriddenMethod)
        {
            if (SymbolEqualityComparer.Default.Equals(current.OriginalDefinition, target))
            {
                return true;
            }
        }

        return false;
    }
}
