using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>PERF0806: <c>source.ToDictionary(kv =&gt; kv.Key, kv =&gt; kv.Value[, comparer])</c> to <c>new Dictionary&lt;K, V&gt;(source[, comparer])</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseDictionaryCopyConstructorCodeFixProvider)), Shared]
public sealed class UseDictionaryCopyConstructorCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.NeedsCollectionsGenericImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseDictionaryCopyConstructor);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseDictionaryCopyConstructorCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var locations = diagnostic.AdditionalLocations;
        ExpressionSyntax? comparer = null;
        if (locations.Count is < 1 or > 2
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } invocation
            || LinqSyntax.FindExact<ExpressionSyntax>(root, locations[0]) is not { } source
            || (locations.Count == 2 && (comparer = LinqSyntax.FindExact<ExpressionSyntax>(root, locations[1])) is null)
            || model.GetTypeInfo(invocation, cancellationToken).Type is not INamedTypeSymbol dictionaryType)
        {
            return null;
        }

        return CodeAction.Create(
            "Use the Dictionary copy constructor",
            ct => FixAsync(document, root, invocation, source, comparer, dictionaryType, ct),
            equivalenceKey: nameof(UseDictionaryCopyConstructorCodeFixProvider));
    }

    private static async Task<Document> FixAsync(
        Document document,
        SyntaxNode root,
        InvocationExpressionSyntax invocation,
        ExpressionSyntax source,
        ExpressionSyntax? comparer,
        INamedTypeSymbol dictionaryType,
        CancellationToken cancellationToken)
    {
        var arguments = SyntaxFactory.SeparatedList<ArgumentSyntax>().Add(SyntaxFactory.Argument(source.WithoutTrivia()));
        if (comparer is not null)
        {
            arguments = arguments.Add(SyntaxFactory.Argument(comparer.WithoutTrivia()));
        }

        var generator = SyntaxGenerator.GetGenerator(document);
        var type = ((TypeSyntax)generator.TypeExpression(dictionaryType)).WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);
        var creation = SyntaxFactory.ObjectCreationExpression(type)
            .WithArgumentList(SyntaxFactory.ArgumentList(arguments))
            .WithTriviaFrom(invocation);

        document = document.WithSyntaxRoot(root.ReplaceNode(invocation, creation));
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, "System.Collections.Generic", "System.Collections.Generic.Dictionary`2", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
