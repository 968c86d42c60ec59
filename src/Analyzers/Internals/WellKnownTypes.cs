using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The package's one per-compilation type lookup. Cached for the lifetime of the compilation and
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
        var type = _compilation.GetTypeByMetadataName(metadataName);
        if (type is not null)
        {
            return type;
        }

        // Ambiguous: prefer the core library's copy, then the compilation's own, then any accessible one.
        var coreLibrary = _compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly;
        INamedTypeSymbol? accessible = null;
        foreach (var candidate in _compilation.GetTypesByMetadataName(metadataName))
        {
            if (SymbolEqualityComparer.Default.Equals(candidate.ContainingAssembly, coreLibrary)
                || SymbolEqualityComparer.Default.Equals(candidate.ContainingAssembly, _compilation.Assembly))
            {
                return candidate;
            }

            if (accessible is null && candidate.DeclaredAccessibility == Accessibility.Public)
            {
                accessible = candidate;
            }
        }

        return accessible;
    }
}
