using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0908: the loop becomes one statement, <c>rng.GetItems&lt;T&gt;(choices, destination)</c> on the loop's own
/// <c>Random</c> (as written: <c>Random.Shared</c>, the local, the field), or
/// <c>RandomNumberGenerator.GetItems&lt;T&gt;(choices, destination)</c>; the LINQ form's argument to <c>new string</c>
/// becomes <c>random.GetItems&lt;char&gt;(chars, length)</c>. The type argument is written out: a string or an array
/// does not infer <c>T</c> through its conversion to a span. Not offered when a comment is inside what it replaces.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseGetItemsCodeFixProvider)), Shared]
public sealed class UseGetItemsCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseGetItems);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseGetItemsCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (GetItemsApis.Find(model.Compilation) is not { } apis)
        {
            return null;
        }

        SyntaxNode replaced;
        SyntaxNode replacement;
        if (root.FindToken(diagnostic.Location.SourceSpan.Start).Parent is ForStatementSyntax loop && loop.ForKeyword.Span == diagnostic.Location.SourceSpan)
        {
            if (HasCommentInside(loop)
                || model.GetOperation(loop, cancellationToken) is not IForLoopOperation operation
                || UseGetItemsAnalyzer.Match(operation, apis, cancellationToken) is not { } match
                || GetItems(match) is not { } call)
            {
                return null;
            }

            (replaced, replacement) = (loop, SyntaxFactory.ExpressionStatement(call).WithTriviaFrom(loop));
        }
        else
        {
            if (LinqSyntax.FindExact<ObjectCreationExpressionSyntax>(root, diagnostic.Location) is not { ArgumentList.Arguments.Count: 1 } creation
                || creation.ArgumentList.Arguments[0].ContainsComment()
                || model.GetOperation(creation, cancellationToken) is not IObjectCreationOperation operation
                || UseGetItemsAnalyzer.MatchRepeatSelect(operation, apis, cancellationToken) is not { } match
                || GetItems(match) is not { } call)
            {
                return null;
            }

            var argument = creation.ArgumentList.Arguments[0];
            (replaced, replacement) = (argument.Expression, call.WithTriviaFrom(argument.Expression));
        }

        return CodeAction.Create(
            "Use GetItems",
            ct => FixCleanup.FinishAsync(document.WithSyntaxRoot(root.ReplaceNode(replaced, replacement)), ct),
            equivalenceKey: nameof(UseGetItemsCodeFixProvider));
    }

    /// <summary><c>rng.GetItems&lt;T&gt;(choices, destination)</c> (or <c>(choices, count)</c>) for the match.</summary>
    private static InvocationExpressionSyntax? GetItems(GetItemsMatch match) =>
        Receiver(match) is { } receiver
            ? SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(
                    SyntaxKind.SimpleMemberAccessExpression,
                    receiver,
                    SyntaxFactory.GenericName(SyntaxFactory.Identifier("GetItems"))
                        .WithTypeArgumentList(SyntaxFactory.TypeArgumentList(SyntaxFactory.SingletonSeparatedList(
                            SyntaxFactory.ParseTypeName(match.ElementType.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat)).WithAdditionalAnnotations(Simplifier.Annotation))))),
                SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[]
                {
                    SyntaxFactory.Argument(((ExpressionSyntax)match.Choices.Syntax).WithoutTrivia()),
                    SyntaxFactory.Argument(((ExpressionSyntax)match.Destination.Syntax).WithoutTrivia()),
                })))
            : null;

    /// <summary>The <c>Random</c> the loop draws from, as written, or the <c>RandomNumberGenerator</c> type.</summary>
    private static ExpressionSyntax? Receiver(GetItemsMatch match) =>
        match.Generator == UseGetItemsAnalyzer.Generators.RandomNumberGenerator
            ? SyntaxFactory.ParseExpression("global::System.Security.Cryptography.RandomNumberGenerator").WithAdditionalAnnotations(Simplifier.Annotation)
            : match.Draw.Instance?.Syntax is ExpressionSyntax instance ? instance.WithoutTrivia() : null;

    /// <summary>A comment between <c>for</c> and the end of the body (one above or after the loop stays with the call).</summary>
    private static bool HasCommentInside(ForStatementSyntax loop)
    {
        foreach (var trivia in loop.DescendantTrivia())
        {
            if ((trivia.IsKind(SyntaxKind.SingleLineCommentTrivia) || trivia.IsKind(SyntaxKind.MultiLineCommentTrivia)) && loop.Span.Contains(trivia.Span))
            {
                return true;
            }
        }

        return false;
    }
}
