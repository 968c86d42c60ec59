using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// The SearchValues APIs of the compilation's runtime, resolved once per compilation. <see cref="Create"/> returns null
/// when <c>System.Buffers.SearchValues</c> is missing (before .NET 8): the SearchValues rules then register nothing.
/// </summary>
internal sealed class SearchValuesApis
{
    private SearchValuesApis(
        INamedTypeSymbol searchValues,
        INamedTypeSymbol searchValuesOfT,
        INamedTypeSymbol memoryExtensions,
        INamedTypeSymbol span,
        INamedTypeSymbol readOnlySpan,
        INamedTypeSymbol? stringComparison,
        bool hasStringSearchValues)
    {
        SearchValues = searchValues;
        SearchValuesOfT = searchValuesOfT;
        MemoryExtensions = memoryExtensions;
        Span = span;
        ReadOnlySpan = readOnlySpan;
        StringComparison = stringComparison;
        HasStringSearchValues = hasStringSearchValues;
    }

    /// <summary><c>System.Buffers.SearchValues</c> (the static factory).</summary>
    public INamedTypeSymbol SearchValues { get; }

    /// <summary><c>System.Buffers.SearchValues&lt;T&gt;</c>.</summary>
    public INamedTypeSymbol SearchValuesOfT { get; }

    public INamedTypeSymbol MemoryExtensions { get; }

    public INamedTypeSymbol Span { get; }

    public INamedTypeSymbol ReadOnlySpan { get; }

    public INamedTypeSymbol? StringComparison { get; }

    /// <summary>True when <c>SearchValues.Create(ReadOnlySpan&lt;string&gt;, StringComparison)</c> and <c>ContainsAny(ReadOnlySpan&lt;char&gt;, SearchValues&lt;string&gt;)</c> exist (.NET 9+).</summary>
    public bool HasStringSearchValues { get; }

    public static SearchValuesApis? Create(Compilation compilation)
    {
        var types = WellKnownTypes.Get(compilation);
        var searchValues = types.Get("System.Buffers.SearchValues");
        var searchValuesOfT = types.Get("System.Buffers.SearchValues`1");
        var memoryExtensions = types.Get("System.MemoryExtensions");
        var span = types.Get("System.Span`1");
        var readOnlySpan = types.Get("System.ReadOnlySpan`1");
        if (searchValues is null || searchValuesOfT is null || memoryExtensions is null || span is null || readOnlySpan is null
            || !HasSearchValuesOverload(memoryExtensions, "IndexOfAny", searchValuesOfT))
        {
            return null;
        }

        var stringComparison = types.Get("System.StringComparison");
        var hasStringSearchValues = false;
        if (stringComparison is not null)
        {
            foreach (var member in searchValues.GetMembers("Create"))
            {
                if (member is IMethodSymbol { Parameters.Length: 2 } create
                    && SymbolEqualityComparer.Default.Equals(create.Parameters[1].Type, stringComparison)
                    && create.Parameters[0].Type is INamedTypeSymbol { TypeArguments.Length: 1 } first
                    && first.TypeArguments[0].SpecialType == SpecialType.System_String)
                {
                    hasStringSearchValues = HasSearchValuesOverload(memoryExtensions, "ContainsAny", searchValuesOfT, SpecialType.System_String);
                    break;
                }
            }
        }

        return new SearchValuesApis(searchValues, searchValuesOfT, memoryExtensions, span, readOnlySpan, stringComparison, hasStringSearchValues);
    }

    /// <summary>True for <c>Span&lt;T&gt;</c> and <c>ReadOnlySpan&lt;T&gt;</c> of any T.</summary>
    public bool IsSpan(ITypeSymbol? type) =>
        type is INamedTypeSymbol named
        && (SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, Span) || SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, ReadOnlySpan));

    public bool IsReadOnlySpan(ITypeSymbol? type) =>
        type is INamedTypeSymbol named && SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, ReadOnlySpan);

    private static bool HasSearchValuesOverload(INamedTypeSymbol memoryExtensions, string name, INamedTypeSymbol searchValuesOfT, SpecialType? element = null)
    {
        foreach (var member in memoryExtensions.GetMembers(name))
        {
            if (member is IMethodSymbol { Parameters.Length: 2 } method
                && method.Parameters[1].Type is INamedTypeSymbol second
                && SymbolEqualityComparer.Default.Equals(second.OriginalDefinition, searchValuesOfT)
                && (element is null || (second.TypeArguments.Length == 1 && second.TypeArguments[0].SpecialType == element)))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The comparison constant as written (<c>StringComparison.Ordinal</c> = 4, <c>OrdinalIgnoreCase</c> = 5), or null.</summary>
    public static int? GetOrdinalComparison(IOperation value)
    {
        if (value.ConstantValue is { HasValue: true, Value: int comparison } && comparison is 4 or 5)
        {
            return comparison;
        }

        return null;
    }

    public static string ComparisonName(int comparison) => comparison == 5 ? "OrdinalIgnoreCase" : "Ordinal";

    public static ImmutableDictionary<string, string?> Properties(params (string Key, string? Value)[] entries)
    {
        var builder = ImmutableDictionary.CreateBuilder<string, string?>();
        foreach (var (key, value) in entries)
        {
            builder[key] = value;
        }

        return builder.ToImmutable();
    }
}
