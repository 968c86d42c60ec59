using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
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
/// PERF0710: <c>"Order " + id.ToString() + " total " + total.ToString("F2")</c> to <c>$"Order {id} total {total:F2}"</c>,
/// and with a provider to <c>string.Create(provider, $"...")</c>. The interpolated string is written by PERF0702's
/// <see cref="CompositeFormatText"/> from the composite format the analyzer read: literal text as written, each hole's
/// expression as written (parenthesized where a colon would start a format specifier).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(InterpolateToStringConcatenationCodeFixProvider)), Shared]
public sealed class InterpolateToStringConcatenationCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.InterpolateToStringConcatenation);

    // A concatenation inside another's hole (an argument of a call in it): the batch fixer would keep only the outer
    // rewrite, so Fix All rewrites a document in one pass, each concatenation from its holes as already rewritten.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(InterpolateToStringConcatenationCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic) =>
        Read(root, diagnostic) is { } edit && Rewrite(edit.Concatenation, edit.Holes, edit.Provider, diagnostic) is { } replacement
            ? CodeAction.Create(
                edit.Provider is null ? "Use an interpolated string" : "Use string.Create with an interpolated string",
                _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(edit.Concatenation, replacement))),
                equivalenceKey: nameof(InterpolateToStringConcatenationCodeFixProvider))
            : null;

    /// <summary>The concatenation, its holes and its provider, found where the diagnostic's locations point.</summary>
    private static (BinaryExpressionSyntax Concatenation, List<ExpressionSyntax> Holes, ExpressionSyntax? Provider)? Read(SyntaxNode root, Diagnostic diagnostic)
    {
        if (LinqSyntax.FindExact<BinaryExpressionSyntax>(root, diagnostic.Location) is not { } concatenation)
        {
            return null;
        }

        var hasProvider = diagnostic.Properties.ContainsKey(InterpolateToStringConcatenationAnalyzer.ProviderKey);
        var holes = new List<ExpressionSyntax>();
        ExpressionSyntax? provider = null;
        for (var i = 0; i < diagnostic.AdditionalLocations.Count; i++)
        {
            if (LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[i]) is not { } expression)
            {
                return null;
            }

            if (hasProvider && i == diagnostic.AdditionalLocations.Count - 1)
            {
                provider = expression;
            }
            else
            {
                holes.Add(expression);
            }
        }

        return (concatenation, holes, provider);
    }

    /// <summary>The interpolated string (or <c>string.Create</c> call) for the concatenation, holes as given; null when it can't be written.</summary>
    private static ExpressionSyntax? Rewrite(BinaryExpressionSyntax concatenation, IReadOnlyList<ExpressionSyntax> holes, ExpressionSyntax? provider, Diagnostic diagnostic)
    {
        var items = new List<CompositeFormatText.FormatItem>();
        if (!diagnostic.Properties.TryGetValue(InterpolateToStringConcatenationAnalyzer.FormatKey, out var format)
            || format is null
            || concatenation.SyntaxTree.Options is not CSharpParseOptions options
            || !CompositeFormatText.TryParse(format, items)
            || items.Count != holes.Count
            || CompositeFormatText.Build(format, verbatim: false, items, holes, options) is not { } interpolated)
        {
            return null;
        }

        ExpressionSyntax replacement = interpolated;
        if (provider is not null)
        {
            replacement = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(
                    SyntaxKind.SimpleMemberAccessExpression,
                    SyntaxFactory.PredefinedType(SyntaxFactory.Token(SyntaxKind.StringKeyword)),
                    SyntaxFactory.IdentifierName("Create")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[]
                {
                    SyntaxFactory.Argument(provider.WithoutTrivia()),
                    SyntaxFactory.Argument(interpolated),
                })));
        }

        return replacement.WithTriviaFrom(concatenation);
    }

    /// <summary>Fix All: every concatenation in the document at once, innermost first (<see cref="FixAll.PerDocument"/>).</summary>
    private static Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        // Each concatenation's holes are read from the original tree, then found again inside the node ReplaceNodes hands
        // over (where inner concatenations are already rewritten) by their place among its descendants.
        var edits = new Dictionary<SyntaxNode, (Diagnostic Diagnostic, List<ExpressionSyntax> Holes, ExpressionSyntax? Provider)>();
        foreach (var diagnostic in diagnostics)
        {
            if (Read(root, diagnostic) is { } edit)
            {
                edits[edit.Concatenation] = (diagnostic, edit.Holes, edit.Provider);
            }
        }

        var annotated = new Dictionary<SyntaxNode, SyntaxAnnotation>();
        foreach (var edit in edits.Values)
        {
            foreach (var hole in edit.Holes)
            {
                annotated[hole] = new SyntaxAnnotation();
            }

            if (edit.Provider is not null)
            {
                annotated[edit.Provider] = new SyntaxAnnotation();
            }
        }

        var marked = root.ReplaceNodes(annotated.Keys, (original, current) => current.WithAdditionalAnnotations(annotated[original]));
        var concatenations = new Dictionary<SyntaxNode, SyntaxNode>();
        foreach (var original in edits.Keys)
        {
            if (FindSame(marked, original) is { } node)
            {
                concatenations[node] = original;
            }
        }

        var rewritten = marked.ReplaceNodes(
            concatenations.Keys,
            (node, current) =>
            {
                var edit = edits[concatenations[node]];
                var holes = new List<ExpressionSyntax>(edit.Holes.Count);
                foreach (var hole in edit.Holes)
                {
                    if (Annotated(current, annotated[hole]) is not { } found)
                    {
                        return current;
                    }

                    holes.Add(found);
                }

                var provider = edit.Provider is null ? null : Annotated(current, annotated[edit.Provider]);
                return current is BinaryExpressionSyntax binary && Rewrite(binary, holes, provider, edit.Diagnostic) is { } replacement ? replacement : current;
            });
        return Task.FromResult(document.WithSyntaxRoot(rewritten));
    }

    private static SyntaxNode? FindSame(SyntaxNode root, SyntaxNode original)
    {
        foreach (var node in root.DescendantNodes(original.FullSpan))
        {
            if (node.FullSpan == original.FullSpan && node.RawKind == original.RawKind)
            {
                return node;
            }
        }

        return null;
    }

    private static ExpressionSyntax? Annotated(SyntaxNode root, SyntaxAnnotation annotation)
    {
        foreach (var node in root.GetAnnotatedNodes(annotation))
        {
            return node as ExpressionSyntax;
        }

        return null;
    }
}
