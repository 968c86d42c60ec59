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

    public override FixAllProvider GetFixAllProvider() => FixAll.WhateverComesFirst(nameof(UseAlternateLookupCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (diagnostic.AdditionalLocations.Count != 3)
            {
                continue;
            }

            context.RegisterCodeFix(
                CodeAction.Create(
                    "Look the span up with GetAlternateLookup",
                    ct => FixAsync(context.Document, diagnostic, ct),
                    equivalenceKey: nameof(UseAlternateLookupCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task<Document> FixAsync(Document document, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
        if (root is null
            || model is null
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } lookup
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } collection
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } key
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[2]) is not { } span
            || model.Compilation.GetTypeByMetadataName("System.ReadOnlySpan`1") is not { } readOnlySpan)
        {
            return document;
        }

        var generator = SyntaxGenerator.GetGenerator(document);
        var spanType = ((TypeSyntax)generator.TypeExpression(readOnlySpan.Construct(model.Compilation.GetSpecialType(SpecialType.System_Char))))
            .WithAdditionalAnnotations(Simplifier.Annotation, s_needsSystem);

        // collection.GetAlternateLookup<ReadOnlySpan<char>>()
        var alternate = SyntaxFactory.InvocationExpression(SyntaxFactory.MemberAccessExpression(
            SyntaxKind.SimpleMemberAccessExpression,
            collection.WithoutTrivia(),
            SyntaxFactory.GenericName(SyntaxFactory.Identifier("GetAlternateLookup"), SyntaxFactory.TypeArgumentList(SyntaxFactory.SingletonSeparatedList(spanType)))));

        ExpressionSyntax? rewritten = lookup switch
        {
            InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax access } invocation when access.Expression == collection =>
                invocation.ReplaceNodes(new SyntaxNode[] { access.Expression, key }, (original, _) => original == key ? span.WithTriviaFrom(key) : alternate.WithTriviaFrom(collection)),
            ElementAccessExpressionSyntax element when element.Expression == collection =>
                element.ReplaceNodes(new SyntaxNode[] { element.Expression, key }, (original, _) => original == key ? span.WithTriviaFrom(key) : alternate.WithTriviaFrom(collection)),
            _ => null,
        };
        if (rewritten is null)
        {
            return document;
        }

        document = document.WithSyntaxRoot(root.ReplaceNode(lookup, rewritten));
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.ReadOnlySpan`1", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
