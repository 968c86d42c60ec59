using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0508: rents from, and returns to, <c>private static readonly ArrayPool&lt;T&gt; s_pool =
/// ArrayPool&lt;T&gt;.Create(maxArrayLength: n, maxArraysPerBucket: 4);</c> instead of <c>ArrayPool&lt;T&gt;.Shared</c>:
/// the Rent's <c>Shared</c> (the diagnostic's location) and every Return's (its additional locations) become the field.
/// Rents of the same size in one type share one field.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(SizedPoolBeforeNet6CodeFixProvider)), Shared]
public sealed class SizedPoolBeforeNet6CodeFixProvider : CodeFixProvider
{
    /// <summary>How many arrays of the size the new pool keeps: renters beyond that at the same time allocate, as before.</summary>
    internal const int ArraysPerBucket = 4;

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.SizedPoolBeforeNet6);

    // Fixes in one type add fields to it (and share them), so Fix All applies them one after the other.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(SizedPoolBeforeNet6CodeFixProvider), FixAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (Find(root, diagnostic) is null)
        {
            return null;
        }

        return CodeAction.Create(
            "Rent from a pool sized for the array, kept in a static readonly field",
            ct => FixAsync(document, ImmutableArray.Create(diagnostic), ct),
            equivalenceKey: nameof(SizedPoolBeforeNet6CodeFixProvider));
    }

    private static async Task<Document> FixAsync(Document document, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root is null)
        {
            return document;
        }

        // Annotate every diagnostic's Shared expressions first: each fix rewrites a whole type.
        var plans = new List<(SyntaxAnnotation Rent, SyntaxAnnotation Returns, string Length, bool Copy)>();
        var marks = new NodeMarks();
        foreach (var diagnostic in diagnostics.OrderBy(d => d.Location.SourceSpan.Start))
        {
            if (Find(root, diagnostic) is not { } found || marks.Contains(found.Rent))
            {
                continue;
            }

            var rent = marks.Mark(found.Rent);
            var returns = new SyntaxAnnotation();
            foreach (var returned in found.Returns)
            {
                marks.Mark(returned, returns);
            }

            plans.Add((rent, returns, found.Length, found.Copy));
        }

        root = marks.Apply(root);
        foreach (var plan in plans)
        {
            if (root.GetAnnotatedNodes(plan.Rent).FirstOrDefault() is not MemberAccessExpressionSyntax { Expression: TypeSyntax poolType, Parent: MemberAccessExpressionSyntax { Parent: InvocationExpressionSyntax call } } shared
                || shared.FirstAncestorOrSelf<TypeDeclarationSyntax>() is not { } type
                || call.ArgumentList.Arguments.Count != 1)
            {
                continue;
            }

            var uses = new List<SyntaxNode> { shared };
            uses.AddRange(root.GetAnnotatedNodes(plan.Returns).Where(n => type.Span.Contains(n.Span)));
            var length = plan.Copy
                ? call.ArgumentList.Arguments[0].Expression.WithoutTrivia()
                : SyntaxFactory.ParseExpression(plan.Length);
            var initializer = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, poolType.WithoutTrivia(), SyntaxFactory.IdentifierName("Create")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[]
                {
                    SyntaxFactory.Argument(length).WithNameColon(SyntaxFactory.NameColon("maxArrayLength")),
                    SyntaxFactory.Argument(SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(ArraysPerBucket)))
                        .WithNameColon(SyntaxFactory.NameColon("maxArraysPerBucket")),
                })));
            root = root.ReplaceNode(type, StaticPoolField.Use(type, poolType, initializer, uses));
        }

        return await FixCleanup.FinishAsync(document.WithSyntaxRoot(root), cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The Rent's <c>ArrayPool&lt;T&gt;.Shared</c>, the Returns' (in this document), and how to write the length.</summary>
    private static (MemberAccessExpressionSyntax Rent, List<MemberAccessExpressionSyntax> Returns, string Length, bool Copy)? Find(SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.TryGetValue(SizedPoolBeforeNet6Analyzer.LengthKey, out var length)
            || length is null
            || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not MemberAccessExpressionSyntax rent
            || rent.FirstAncestorOrSelf<TypeDeclarationSyntax>() is null or InterfaceDeclarationSyntax)
        {
            return null;
        }

        var returns = new List<MemberAccessExpressionSyntax>(diagnostic.AdditionalLocations.Count);
        foreach (var location in diagnostic.AdditionalLocations)
        {
            if (location.SourceTree != root.SyntaxTree
                || root.FindNode(location.SourceSpan, getInnermostNodeForTie: true) is not MemberAccessExpressionSyntax returned)
            {
                return null;
            }

            returns.Add(returned);
        }

        return (rent, returns, length, diagnostic.Properties.ContainsKey(SizedPoolBeforeNet6Analyzer.CopyArgumentKey));
    }
}
