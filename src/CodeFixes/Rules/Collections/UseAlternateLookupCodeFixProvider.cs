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

/// <summary>
/// PERF0802: <c>d.TryGetValue(span.ToString(), out v)</c> to
/// <c>d.GetAlternateLookup&lt;ReadOnlySpan&lt;char&gt;&gt;().TryGetValue(span, out v)</c> (likewise <c>ContainsKey</c>,
/// <c>Contains</c> and the indexer).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseAlternateLookupCodeFixProvider)), Shared]
public sealed class UseAlternateLookupCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseAlternateLookup);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseAlternateLookupCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (diagnostic.AdditionalLocations.Count != 3
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } lookup
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } collection
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } key
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[2]) is not { } span
            || Receiver(lookup) is not { } receiver
            || WrittenExpression.Inner(receiver) != collection // _set!.Contains(...), (_set).Contains(...): the receiver as written is kept
            || model.Compilation.GetTypeByMetadataName("System.ReadOnlySpan`1") is not { } readOnlySpan)
        {
            return null;
        }

        var spanOfChar = readOnlySpan.Construct(model.Compilation.GetSpecialType(SpecialType.System_Char));
        return CodeAction.Create(
            "Look the span up with GetAlternateLookup",
            ct => FixAsync(document, root, lookup, receiver, key, span, spanOfChar, ct),
            equivalenceKey: nameof(UseAlternateLookupCodeFixProvider));
    }

    /// <summary>What the lookup looks up in: the receiver of <c>TryGetValue</c>/<c>ContainsKey</c>/<c>Contains</c>, or of the indexer.</summary>
    private static ExpressionSyntax? Receiver(ExpressionSyntax lookup) => lookup switch
    {
        InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax access } => access.Expression,
        ElementAccessExpressionSyntax element => element.Expression,
        _ => null,
    };

    private static async Task<Document> FixAsync(
        Document document,
        SyntaxNode root,
        ExpressionSyntax lookup,
        ExpressionSyntax collection,
        ExpressionSyntax key,
        ExpressionSyntax span,
        INamedTypeSymbol spanOfChar,
        CancellationToken cancellationToken)
    {
        var generator = SyntaxGenerator.GetGenerator(document);
        var spanType = ((TypeSyntax)generator.TypeExpression(spanOfChar))
            .WithAdditionalAnnotations(Simplifier.Annotation, s_needsSystem);

        // collection.GetAlternateLookup<ReadOnlySpan<char>>()
        var alternate = SyntaxFactory.InvocationExpression(SyntaxFactory.MemberAccessExpression(
            SyntaxKind.SimpleMemberAccessExpression,
            collection.WithoutTrivia(),
            SyntaxFactory.GenericName(SyntaxFactory.Identifier("GetAlternateLookup"), SyntaxFactory.TypeArgumentList(SyntaxFactory.SingletonSeparatedList(spanType)))));

        // The plan checked that the collection is the lookup's receiver: it becomes the alternate lookup, the key the span.
        var rewritten = lookup.ReplaceNodes(new SyntaxNode[] { collection, key }, (original, _) => original == key ? span.WithTriviaFrom(key) : alternate.WithTriviaFrom(collection));
        document = document.WithSyntaxRoot(root.ReplaceNode(lookup, rewritten));
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.ReadOnlySpan`1", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
