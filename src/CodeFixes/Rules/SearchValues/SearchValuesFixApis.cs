using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>The symbols the fixes write, from the document's compilation.</summary>
internal sealed class SearchValuesFixApis
{
    private SearchValuesFixApis(Compilation compilation, SyntaxGenerator generator, INamedTypeSymbol searchValues, INamedTypeSymbol searchValuesOfT, INamedTypeSymbol? stringComparison)
    {
        Compilation = compilation;
        Generator = generator;
        SearchValues = searchValues;
        SearchValuesOfT = searchValuesOfT;
        StringComparison = stringComparison;
    }

    public Compilation Compilation { get; }

    public SyntaxGenerator Generator { get; }

    public INamedTypeSymbol SearchValues { get; }

    public INamedTypeSymbol SearchValuesOfT { get; }

    public INamedTypeSymbol? StringComparison { get; }

    public static SearchValuesFixApis? Create(Compilation compilation, Document document)
    {
        var searchValues = compilation.GetTypeByMetadataName("System.Buffers.SearchValues");
        var searchValuesOfT = compilation.GetTypeByMetadataName("System.Buffers.SearchValues`1");
        return searchValues is null || searchValuesOfT is null
            ? null
            : new SearchValuesFixApis(
                compilation,
                SyntaxGenerator.GetGenerator(document),
                searchValues,
                searchValuesOfT,
                compilation.GetTypeByMetadataName("System.StringComparison"));
    }

    public ITypeSymbol ElementType(string kind) => kind switch
    {
        ConstantSets.ByteKind => Compilation.GetSpecialType(SpecialType.System_Byte),
        ConstantSets.StringKind => Compilation.GetSpecialType(SpecialType.System_String),
        _ => Compilation.GetSpecialType(SpecialType.System_Char),
    };

    /// <summary>Marks a node that calls MemoryExtensions' extension methods: the file needs <c>using System;</c>.</summary>
    public static readonly SyntaxAnnotation NeedsSystemImport = new("PerfAnalyzers.NeedsSystemImport");

    /// <summary>
    /// <c>receiver.AsSpan()</c> (or <c>receiver.AsSpan(start[, count])</c> with <paramref name="arguments"/>), with the
    /// annotation that adds <c>using System;</c> when the file lacks it.
    /// </summary>
    public ExpressionSyntax AsSpan(ExpressionSyntax receiver, IEnumerable<ArgumentSyntax>? arguments = null)
    {
        var name = SyntaxFactory.IdentifierName("AsSpan").WithAdditionalAnnotations(NeedsSystemImport);
        return SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, receiver.WithoutTrivia(), name),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments ?? Enumerable.Empty<ArgumentSyntax>())));
    }
}
