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
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0701: the whole chain, <c>Convert.ToBase64String(bytes)</c> and its URL-safe steps, becomes
/// <c>Base64Url.EncodeToString(bytes)</c>; <c>(array, offset, length)</c> becomes <c>array.AsSpan(offset, length)</c>,
/// <c>Base64FormattingOptions.None</c> goes. Adds <c>using System.Buffers.Text;</c> (and <c>using System;</c> where
/// <c>AsSpan</c> needs it).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseBase64UrlCodeFixProvider)), Shared]
public sealed class UseBase64UrlCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseBase64Url);

    // The fixes add different usings (System.Buffers.Text, and System for AsSpan), whose text changes the batch fixer
    // can't merge: Fix All rewrites every chain of a document, then adds the usings once.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseBase64UrlCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (Edit(root, diagnostic) is not var (chain, encode))
        {
            return null;
        }

        return CodeAction.Create(
            "Encode with Base64Url.EncodeToString",
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(chain, encode)), ct),
            equivalenceKey: nameof(UseBase64UrlCodeFixProvider));
    }

    /// <summary>The chain the diagnostic reports and its replacement; null when they are not what the analyzer reports.</summary>
    private static (ExpressionSyntax Chain, ExpressionSyntax Encode)? Edit(SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 1
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } chain
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { ArgumentList.Arguments: { Count: > 0 } arguments }
            || !chain.Span.Contains(diagnostic.AdditionalLocations[0].SourceSpan))
        {
            return null;
        }

        ExpressionSyntax bytes;
        if (arguments.Count == 3 || (arguments.Count == 4 && arguments[0].NameColon is null))
        {
            // (array, offset, length[, options]) to array.AsSpan(offset, length).
            var array = arguments[0].Expression.WithoutTrivia();
            if (array is not (IdentifierNameSyntax or MemberAccessExpressionSyntax or InvocationExpressionSyntax or ElementAccessExpressionSyntax or ParenthesizedExpressionSyntax))
            {
                array = SyntaxFactory.ParenthesizedExpression(array);
            }

            bytes = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, array, SyntaxFactory.IdentifierName("AsSpan")).WithAdditionalAnnotations(s_needsSystem),
                SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[] { arguments[1].WithoutTrivia().WithNameColon(null), arguments[2].WithoutTrivia().WithNameColon(null) })));
        }
        else if (arguments.Count <= 2 && arguments[0].NameColon is null)
        {
            bytes = arguments[0].Expression.WithoutTrivia();
        }
        else
        {
            return null;
        }

        var encode = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, SyntaxFactory.IdentifierName("Base64Url"), SyntaxFactory.IdentifierName("EncodeToString")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(bytes))))
            .WithTriviaFrom(chain);
        return (chain, encode);
    }

    /// <summary>Fix All: every chain in the document at once (<see cref="FixAll.PerDocument"/>).</summary>
    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        // A chain inside another's bytes (rare) is left for the next run: the outer replacement was built without it.
        var edits = new Dictionary<SyntaxNode, SyntaxNode>();
        foreach (var diagnostic in diagnostics)
        {
            if (Edit(root, diagnostic) is var (chain, encode))
            {
                edits[chain] = encode;
            }
        }

        var outermost = new List<SyntaxNode>();
        foreach (var chain in edits.Keys)
        {
            if (!chain.Ancestors().Any(edits.ContainsKey))
            {
                outermost.Add(chain);
            }
        }

        if (outermost.Count == 0)
        {
            return document;
        }

        return await FixAsync(document.WithSyntaxRoot(root.ReplaceNodes(outermost, (original, _) => edits[original])), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingAsync(document, "System.Buffers.Text", cancellationToken).ConfigureAwait(false);
        return await Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
    }
}
