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
using Microsoft.CodeAnalysis.Formatting;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0507: <c>var x = new T[c];</c> becomes <c>var x = ArrayPool&lt;T&gt;.Shared.Rent(c);</c>, the rest of the block
/// goes into <c>try { ... } finally { ArrayPool&lt;T&gt;.Shared.Return(x); }</c>, <c>x.Length</c> becomes <c>c</c>, spans
/// of the whole array become <c>x.AsSpan(0, c)</c>, and <c>x.AsSpan(0, c).Clear();</c> comes first when the code could
/// read an element before writing it (a new array is zeroed, a rented one is not).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PoolLargeArraysCodeFixProvider)), Shared]
public sealed class PoolLargeArraysCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.PoolLargeArrays);

    // Fixes in one block nest (each wraps to the end of the block), so Fix All applies them one at a time.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(PoolLargeArraysCodeFixProvider), FixAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    // The action runs the Fix All path on this one diagnostic, so that path keeps its own lookup.
    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (Fix(root, diagnostic) is null)
        {
            return null;
        }

        return CodeAction.Create("Rent the array from ArrayPool<T>.Shared", ct => FixAsync(document, ImmutableArray.Create(diagnostic), ct), equivalenceKey: nameof(PoolLargeArraysCodeFixProvider));
    }

    private static async Task<Document> FixAsync(Document document, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root is null)
        {
            return document;
        }

        // Later declarations first: their rewrites don't move the earlier ones' spans.
        foreach (var diagnostic in diagnostics.OrderByDescending(d => d.Location.SourceSpan.Start))
        {
            root = Fix(root, diagnostic) ?? root;
        }

        document = await Imports.AddUsingAsync(document.WithSyntaxRoot(root), "System", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingAsync(document, "System.Buffers", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    private static SyntaxNode? Fix(SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.TryGetValue(PoolLargeArraysAnalyzer.RewritesKey, out var rewrites)
            || rewrites is null
            || diagnostic.AdditionalLocations.Count != rewrites.Length + 1
            || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ArrayCreationExpressionSyntax creation
            || creation.FirstAncestorOrSelf<LocalDeclarationStatementSyntax>() is not { Parent: BlockSyntax, Declaration.Variables.Count: 1 } declaration
            || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax size)
        {
            return null;
        }

        var name = declaration.Declaration.Variables[0].Identifier.ValueText;
        var length = size.WithoutTrivia();
        var replacements = new Dictionary<SyntaxNode, SyntaxNode>();
        for (var i = 0; i < rewrites.Length; i++)
        {
            var node = root.FindNode(diagnostic.AdditionalLocations[i + 1].SourceSpan, getInnermostNodeForTie: true);
            if (node is ArgumentSyntax argument)
            {
                node = argument.Expression;
            }

            SyntaxNode? replacement = rewrites[i] switch
            {
                PoolLargeArraysAnalyzer.RewriteLength when node is MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax lengthOf } && lengthOf.Identifier.ValueText == name => Parenthesize(length),
                PoolLargeArraysAnalyzer.RewriteSpan when node is IdentifierNameSyntax array && array.Identifier.ValueText == name => Slice(array, "AsSpan", length),
                PoolLargeArraysAnalyzer.RewriteMemory when node is IdentifierNameSyntax array && array.Identifier.ValueText == name => Slice(array, "AsMemory", length),
                PoolLargeArraysAnalyzer.RewriteView when node is InvocationExpressionSyntax { ArgumentList.Arguments.Count: 0, Expression: MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax viewOf } } view && viewOf.Identifier.ValueText == name =>
                    view.WithArgumentList(view.ArgumentList.AddArguments(SyntaxFactory.Argument(Zero()), SyntaxFactory.Argument(length))),
                _ => null,
            };
            if (replacement is null || !declaration.Parent!.Span.Contains(node.Span))
            {
                return null;
            }

            replacements[node] = replacement.WithTriviaFrom(node);
        }

        var poolType = SyntaxFactory.GenericName(SyntaxFactory.Identifier("ArrayPool"), SyntaxFactory.TypeArgumentList(SyntaxFactory.SingletonSeparatedList(creation.Type.ElementType.WithoutTrivia())));
        var rentAnnotation = new SyntaxAnnotation();
        var rent = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(
                    SyntaxKind.SimpleMemberAccessExpression,
                    SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, poolType, SyntaxFactory.IdentifierName("Shared")),
                    SyntaxFactory.IdentifierName("Rent")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(length))))
            .WithTriviaFrom(creation)
            .WithAdditionalAnnotations(rentAnnotation);
        replacements[creation] = rent;

        var declarationAnnotation = new SyntaxAnnotation();
        root = root.ReplaceNodes(
            replacements.Keys.Append(declaration),
            (original, rewritten) => original == declaration
                ? rewritten.WithAdditionalAnnotations(declarationAnnotation)
                : replacements[original]);

        if (diagnostic.Properties.ContainsKey(PoolLargeArraysAnalyzer.ClearKey)
            && root.GetAnnotatedNodes(declarationAnnotation).FirstOrDefault() is StatementSyntax rewrittenDeclaration)
        {
            var clear = SyntaxFactory.ExpressionStatement(
                SyntaxFactory.InvocationExpression(
                    SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, Slice(SyntaxFactory.IdentifierName(name), "AsSpan", length), SyntaxFactory.IdentifierName("Clear"))))
                .WithAdditionalAnnotations(Formatter.Annotation);
            root = root.InsertNodesAfter(rewrittenDeclaration, new[] { clear });
        }

        return root.GetAnnotatedNodes(rentAnnotation).FirstOrDefault() is InvocationExpressionSyntax rented
            ? ReturnRentedArrayCodeFixProvider.Wrap(root, rented)
            : null;
    }

    private static ExpressionSyntax Slice(ExpressionSyntax array, string method, ExpressionSyntax length) =>
        SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, array.WithoutTrivia(), SyntaxFactory.IdentifierName(method)),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[] { SyntaxFactory.Argument(Zero()), SyntaxFactory.Argument(length) })));

    private static ExpressionSyntax Zero() => SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(0));

    private static ExpressionSyntax Parenthesize(ExpressionSyntax expression) =>
        expression is IdentifierNameSyntax or LiteralExpressionSyntax or MemberAccessExpressionSyntax ? expression : SyntaxFactory.ParenthesizedExpression(expression);
}
