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

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken) =>
        GetItemsApis.Find(model.Compilation) is { } apis && Edit(root, model, diagnostic, apis, cancellationToken) is var (replaced, replacement)
            ? CodeAction.Create(
                "Use GetItems",
                ct => FixCleanup.FinishAsync(document.WithSyntaxRoot(root.ReplaceNode(replaced, replacement)), ct),
                equivalenceKey: nameof(UseGetItemsCodeFixProvider))
            : null;

    /// <summary>
    /// The node to replace and its replacement: the loop and the call statement (the loop's outer trivia kept), or the
    /// argument of <c>new string(...)</c> and the call. Null when a comment is inside what would go.
    /// </summary>
    private static (SyntaxNode Replaced, SyntaxNode Replacement)? Edit(SyntaxNode root, SemanticModel model, Diagnostic diagnostic, GetItemsApis apis, CancellationToken cancellationToken) =>
        root.FindToken(diagnostic.Location.SourceSpan.Start).Parent is ForStatementSyntax loop && loop.ForKeyword.Span == diagnostic.Location.SourceSpan
            ? !loop.ContainsCommentInside()
                && model.GetOperation(loop, cancellationToken) is IForLoopOperation operation
                && UseGetItemsAnalyzer.Match(operation, apis, cancellationToken) is { } match
                && GetItems(match) is { } call
                    ? (loop, SyntaxFactory.ExpressionStatement(call).WithTriviaFrom(loop))
                    : null
            : LinqSyntax.FindExact<ObjectCreationExpressionSyntax>(root, diagnostic.Location) is { ArgumentList.Arguments.Count: 1 } creation
                && !creation.ArgumentList.Arguments[0].ContainsComment()
                && model.GetOperation(creation, cancellationToken) is IObjectCreationOperation created
                && UseGetItemsAnalyzer.MatchRepeatSelect(created, apis, cancellationToken) is { } linq
                && GetItems(linq) is { } items
                    ? (creation.ArgumentList.Arguments[0].Expression, items.WithTriviaFrom(creation.ArgumentList.Arguments[0].Expression))
                    : null;

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
}
