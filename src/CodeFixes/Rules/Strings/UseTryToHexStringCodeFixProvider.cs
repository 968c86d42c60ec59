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
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0706: <c>Convert.ToHexString(x).TryCopyTo(destination)</c> becomes
/// <c>Convert.TryToHexString(x, destination, out _)</c>; the statement <c>Convert.ToHexString(x).CopyTo(destination);</c>
/// becomes <c>if (!Convert.TryToHexString(x, destination, out _)) { throw new ArgumentException(...); }</c>, the
/// exception <c>CopyTo</c> threw for a short destination. <c>Lower</c> stays <c>Lower</c>; the bytes are passed as
/// written, and <c>(array, offset, length)</c> becomes <c>array.AsSpan(offset, length)</c>. <c>Convert</c> is kept as
/// written; <c>using System;</c> is added where <c>AsSpan</c> or <c>ArgumentException</c> needs it.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseTryToHexStringCodeFixProvider)), Shared]
public sealed class UseTryToHexStringCodeFixProvider : CodeFixProvider
{
    private const string Title = "Write the hex digits with Convert.TryToHexString";

    private static readonly SyntaxAnnotation s_needsMemoryExtensions = new("PerfAnalyzers.NeedsSystemImport");
    private static readonly SyntaxAnnotation s_needsArgumentException = new("PerfAnalyzers.NeedsSystemImportForException");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseTryToHexString);

    // The batch fixer merges text diffs, and a word diff of one rewrite can reach into the next statement's (both name
    // the same buffer): Fix All rewrites every node of a document in one pass instead.
    public override FixAllProvider GetFixAllProvider() => FixAll.WhateverComesFirst(nameof(UseTryToHexStringCodeFixProvider), new DocumentFixAll());

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (Edit(document, root, model.Compilation, diagnostic) is not var (replaced, replacement))
        {
            return null;
        }

        return CodeAction.Create(
            Title,
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(replaced, replacement)), ct),
            equivalenceKey: nameof(UseTryToHexStringCodeFixProvider));
    }

    /// <summary>The node the fix replaces and what replaces it; null when the code is not what the analyzer reports.</summary>
    private static (SyntaxNode Replaced, SyntaxNode Replacement)? Edit(Document document, SyntaxNode root, Compilation compilation, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.TryGetValue(UseTryToHexStringAnalyzer.FormKey, out var form)
            || diagnostic.AdditionalLocations.Count != 2
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } toHex
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } copy
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } destination
            || TryCall(toHex, destination) is not { } tryCall)
        {
            return null;
        }

        if (form == UseTryToHexStringAnalyzer.Forms.Try)
        {
            return (copy, tryCall.WithTriviaFrom(copy));
        }

        if (form != UseTryToHexStringAnalyzer.Forms.Copy
            || copy.Parent is not ExpressionStatementSyntax statement
            || compilation.GetTypeByMetadataName("System.ArgumentException") is not { } argumentException)
        {
            return null;
        }

        var exceptionType = ((TypeSyntax)SyntaxGenerator.GetGenerator(document).TypeExpression(argumentException))
            .WithAdditionalAnnotations(Simplifier.Annotation, s_needsArgumentException);
        var message = SyntaxFactory.LiteralExpression(SyntaxKind.StringLiteralExpression, SyntaxFactory.Literal("Destination is too short."));
        var throwStatement = SyntaxFactory.ThrowStatement(SyntaxFactory.ObjectCreationExpression(
            exceptionType,
            SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(message))),
            initializer: null));
        var check = SyntaxFactory.IfStatement(
                SyntaxFactory.PrefixUnaryExpression(SyntaxKind.LogicalNotExpression, tryCall),
                SyntaxFactory.Block(throwStatement))
            .WithTriviaFrom(statement)
            .WithAdditionalAnnotations(Formatter.Annotation);

        // A blank line between the block and the statement after it, as after any other block, unless the code already
        // has one there.
        if (statement.GetLastToken().GetNextToken() is { RawKind: not (int)SyntaxKind.CloseBraceToken and not (int)SyntaxKind.None } next
            && !StartsWithBlankLine(next.LeadingTrivia)
            && check.GetTrailingTrivia().Any(SyntaxKind.EndOfLineTrivia))
        {
            check = check.WithTrailingTrivia(check.GetTrailingTrivia().Add(SyntaxFactory.EndOfLine(LineBreaks.Of(document, root.SyntaxTree.GetText()))));
        }

        return (statement, check);
    }

    private static bool StartsWithBlankLine(SyntaxTriviaList trivia)
    {
        foreach (var piece in trivia)
        {
            if (!piece.IsKind(SyntaxKind.WhitespaceTrivia))
            {
                return piece.IsKind(SyntaxKind.EndOfLineTrivia);
            }
        }

        return false;
    }

    /// <summary>
    /// <c>Convert.TryToHexString(bytes, destination, out _)</c>, from the <c>ToHexString</c> call as written; null when
    /// its arguments are not the ones the analyzer reports.
    /// </summary>
    private static InvocationExpressionSyntax? TryCall(InvocationExpressionSyntax toHex, ExpressionSyntax destination)
    {
        var arguments = toHex.ArgumentList.Arguments;
        ExpressionSyntax bytes;
        if (arguments.Count == 1)
        {
            bytes = arguments[0].Expression.WithoutTrivia();
        }
        else if (arguments.Count == 3)
        {
            var array = arguments[0].Expression.WithoutTrivia();
            if (array is not (IdentifierNameSyntax or MemberAccessExpressionSyntax or InvocationExpressionSyntax or ElementAccessExpressionSyntax or ThisExpressionSyntax or ParenthesizedExpressionSyntax))
            {
                array = SyntaxFactory.ParenthesizedExpression(array);
            }

            bytes = SyntaxFactory.InvocationExpression(
                    SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, array, SyntaxFactory.IdentifierName("AsSpan")),
                    SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[] { arguments[1].WithoutTrivia(), arguments[2].WithoutTrivia() })))
                .WithAdditionalAnnotations(s_needsMemoryExtensions);
        }
        else
        {
            return null;
        }

        ExpressionSyntax? callee = toHex.Expression switch
        {
            MemberAccessExpressionSyntax access => access.WithName(Renamed(access.Name)),
            IdentifierNameSyntax name => Renamed(name),
            _ => null,
        };
        if (callee is null)
        {
            return null;
        }

        var discard = SyntaxFactory.Argument(SyntaxFactory.IdentifierName(SyntaxFactory.Identifier(default, SyntaxKind.UnderscoreToken, "_", "_", default)))
            .WithRefKindKeyword(SyntaxFactory.Token(SyntaxKind.OutKeyword));
        return SyntaxFactory.InvocationExpression(
            callee.WithoutTrivia(),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[] { SyntaxFactory.Argument(bytes), SyntaxFactory.Argument(destination.WithoutTrivia()), discard })));
    }

    private static SimpleNameSyntax Renamed(SimpleNameSyntax name) =>
        SyntaxFactory.IdentifierName("Try" + name.Identifier.ValueText).WithTriviaFrom(name);

    private sealed class DocumentFixAll : DocumentBasedFixAllProvider
    {
        protected override async Task<Document?> FixAllAsync(FixAllContext fixAllContext, Document document, ImmutableArray<Diagnostic> diagnostics)
        {
            var cancellationToken = fixAllContext.CancellationToken;
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            if (root is null || model is null)
            {
                return document;
            }

            var edits = new Dictionary<SyntaxNode, SyntaxNode>();
            foreach (var diagnostic in diagnostics)
            {
                if (Edit(document, root, model.Compilation, diagnostic) is var (replaced, replacement))
                {
                    edits[replaced] = replacement;
                }
            }

            return edits.Count == 0
                ? document
                : await FixAsync(document.WithSyntaxRoot(root.ReplaceNodes(edits.Keys, (original, _) => edits[original])), cancellationToken).ConfigureAwait(false);
        }
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsMemoryExtensions, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsArgumentException, "System", "System.ArgumentException", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
