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
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1004: the race goes. With <c>throw new TimeoutException()</c> (the message WaitAsync throws is the same
/// exception), the <c>await task</c> after it becomes <c>await task.WaitAsync(timeout)</c>. With a message of the
/// code's own, the race becomes
/// <c>try { await task.WaitAsync(timeout); } catch (TimeoutException) when (!task.IsCompleted) { throw new TimeoutException(message); }</c>
/// and the <c>await task</c> stays: the code still throws its own exception on a timeout, and the task's own
/// <c>TimeoutException</c> (the filter is false for a completed task) still reaches the caller. <c>Task.Delay(int)</c>'s
/// milliseconds become <c>TimeSpan.FromMilliseconds(ms)</c>; the race's <c>ConfigureAwait</c> is kept (it decides
/// where the code continues). A token source made only for the delay goes with its <c>Cancel()</c> and
/// <c>Dispose()</c> calls (a <c>using</c> statement leaves its body).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseWaitAsyncCodeFixProvider)), Shared]
public sealed class UseWaitAsyncCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystemImport = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseWaitAsync);

    // A fix removes statements around the one it rewrites (a token source's using statement holds others): Fix All
    // edits a document once, every diagnostic's statements together.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(
        nameof(UseWaitAsyncCodeFixProvider),
        MatchFor,
        (document, root, _, matches, cancellationToken) => FixAsync(document, root, matches, cancellationToken));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (MatchFor(root, model, diagnostic, cancellationToken) is not { } match)
        {
            return null;
        }

        return CodeAction.Create(
            "Use WaitAsync",
            ct => FixAsync(document, root, new[] { match }, ct),
            equivalenceKey: nameof(UseWaitAsyncCodeFixProvider));
    }

    /// <summary>The analyzer's match of the reported <c>Task.WhenAny</c> call.</summary>
    private static UseWaitAsyncAnalyzer.WaitMatch? MatchFor(SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } node
            || UseWaitAsyncAnalyzer.UseWaitAsyncApis.Find(model.Compilation) is not { } symbols)
        {
            return null;
        }

        // The race is in the if's condition, or in the declaration of the winner right before it.
        var holder = node.FirstAncestorOrSelf<StatementSyntax>();
        if (holder is LocalDeclarationStatementSyntax { Parent: BlockSyntax block } declaration
            && block.Statements.IndexOf(declaration) + 1 is var next
            && next < block.Statements.Count)
        {
            holder = block.Statements[next];
        }

        if (holder is not IfStatementSyntax { Statement: var body })
        {
            return null;
        }

        var statement = body is BlockSyntax { Statements.Count: 1 } only ? only.Statements[0] : body;
        if (statement is not ThrowStatementSyntax
            || model.GetOperation(statement, cancellationToken) is not { } operation
            || (operation as IThrowOperation ?? (operation as IExpressionStatementOperation)?.Operation) is not IThrowOperation @throw)
        {
            return null;
        }

        return UseWaitAsyncAnalyzer.Match(@throw, symbols, cancellationToken) is { } match && match.WhenAny.Syntax == node ? match : null;
    }

    private static async Task<Document> FixAsync(Document document, SyntaxNode root, IReadOnlyList<UseWaitAsyncAnalyzer.WaitMatch> matches, CancellationToken cancellationToken)
    {
        var nodes = new List<SyntaxNode>();
        foreach (var match in matches)
        {
            nodes.Add(match.If.Syntax);
            nodes.Add(match.FollowerStatement.Syntax);
            nodes.Add(match.Follower.Operation.Syntax);
            if (match.WinnerDeclaration is { } winner)
            {
                nodes.Add(winner.Syntax);
            }

            foreach (var call in match.TokenSourceCalls)
            {
                nodes.Add(call.Syntax);
            }

            if (match.TokenSourceDeclaration is { } declaration)
            {
                nodes.Add(declaration.Syntax);
            }
        }

        var tracked = root.TrackNodes(nodes);
        foreach (var match in matches)
        {
            var ifStatement = (StatementSyntax)match.If.Syntax;
            var wait = Wait(match);

            // The winner's declaration goes; the race's statement takes its blank line and comments.
            var raceTrivia = ifStatement.GetLeadingTrivia();
            if (match.WinnerDeclaration?.Syntax is { } winner && tracked.GetCurrentNode(winner) is { } currentWinner)
            {
                raceTrivia = Merge(winner.GetLeadingTrivia(), raceTrivia);
                tracked = tracked.RemoveNode(currentWinner, SyntaxRemoveOptions.KeepUnbalancedDirectives)!;
            }

            if (match.Exception.Arguments.Length == 0)
            {
                // The exception WaitAsync throws is the code's: the await after the race waits with the timeout.
                if (tracked.GetCurrentNode(match.Follower.Operation.Syntax) is { } awaited)
                {
                    tracked = tracked.ReplaceNode(awaited, wait.WithTriviaFrom(awaited));
                }

                if (tracked.GetCurrentNode(match.FollowerStatement.Syntax) is { } follower)
                {
                    tracked = tracked.ReplaceNode(follower, follower.WithLeadingTrivia(Merge(raceTrivia, follower.GetLeadingTrivia())));
                }

                if (tracked.GetCurrentNode(ifStatement) is { } current)
                {
                    tracked = tracked.RemoveNode(current, SyntaxRemoveOptions.KeepUnbalancedDirectives)!;
                }
            }
            else if (tracked.GetCurrentNode(ifStatement) is { } current)
            {
                tracked = tracked.ReplaceNode(current, Guarded(match, wait, (ExpressionSyntax)match.Exception.Syntax).WithLeadingTrivia(raceTrivia).WithTrailingTrivia(current.GetTrailingTrivia()));
            }

            foreach (var call in match.TokenSourceCalls)
            {
                // The next statement takes the removed one's blank line and comments, unless it has comments of its own.
                if (tracked.GetCurrentNode(call.Syntax) is StatementSyntax { Parent: BlockSyntax parent } removed
                    && parent.Statements.IndexOf(removed) + 1 is var next && next < parent.Statements.Count
                    && !HasComment(parent.Statements[next].GetLeadingTrivia()))
                {
                    tracked = tracked.ReplaceNode(parent.Statements[next], parent.Statements[next].WithLeadingTrivia(removed.GetLeadingTrivia()));
                }

                if (tracked.GetCurrentNode(call.Syntax) is { } current)
                {
                    tracked = tracked.RemoveNode(current, SyntaxRemoveOptions.KeepUnbalancedDirectives)!;
                }
            }
        }

        // The token sources' declarations last, using statements from the innermost out: a using left with no
        // declarations in its body unwraps to its statements.
        var usings = new List<UsingStatementSyntax>();
        foreach (var match in matches)
        {
            if (match.TokenSourceDeclaration?.Syntax is UsingStatementSyntax @using)
            {
                usings.Add(@using);
            }
            else if (match.TokenSourceDeclaration?.Syntax is { } declaration && tracked.GetCurrentNode(declaration) is { } current)
            {
                tracked = tracked.RemoveNode(current, SyntaxRemoveOptions.KeepUnbalancedDirectives)!;
            }
        }

        tracked = UsingStatements.UnwrapAll(tracked, usings);

        document = document.WithSyntaxRoot(tracked);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystemImport, "System", "System.TimeSpan", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    /// <summary><c>task.WaitAsync(timeout)</c>, with the race's <c>ConfigureAwait</c>.</summary>
    private static ExpressionSyntax Wait(UseWaitAsyncAnalyzer.WaitMatch match)
    {
        var timeout = ((ExpressionSyntax)match.Timeout.Syntax).WithoutTrivia();
        if (match.TimeoutInMilliseconds)
        {
            timeout = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, SystemName("TimeSpan"), SyntaxFactory.IdentifierName("FromMilliseconds")),
                Arguments(timeout));
        }

        ExpressionSyntax wait = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, ((ExpressionSyntax)match.Task.Syntax).WithoutTrivia(), SyntaxFactory.IdentifierName("WaitAsync")),
            Arguments(timeout));
        if (match.RaceConfigureAwait is { } configureAwait)
        {
            wait = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, wait, SyntaxFactory.IdentifierName("ConfigureAwait")),
                Arguments(((ExpressionSyntax)configureAwait.Value.Syntax).WithoutTrivia()));
        }

        return wait;
    }

    /// <summary>
    /// <c>try { await wait; } catch (TimeoutException) when (!task.IsCompleted) { throw exception; }</c>: the code's own
    /// exception on a timeout.
    /// </summary>
    private static StatementSyntax Guarded(UseWaitAsyncAnalyzer.WaitMatch match, ExpressionSyntax wait, ExpressionSyntax exception)
    {
        var task = ((ExpressionSyntax)match.Task.Syntax).WithoutTrivia();
        var notCompleted = SyntaxFactory.PrefixUnaryExpression(
            SyntaxKind.LogicalNotExpression,
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, task, SyntaxFactory.IdentifierName("IsCompleted")));
        return SyntaxFactory.TryStatement(
                SyntaxFactory.Block(SyntaxFactory.ExpressionStatement(SyntaxFactory.AwaitExpression(wait))),
                SyntaxFactory.SingletonList(
                    SyntaxFactory.CatchClause(
                        SyntaxFactory.CatchDeclaration(SystemName("TimeoutException")),
                        SyntaxFactory.CatchFilterClause(notCompleted),
                        SyntaxFactory.Block(SyntaxFactory.ThrowStatement(exception.WithoutTrivia())))),
                @finally: null)
            .WithAdditionalAnnotations(Formatter.Annotation);
    }

    /// <summary>
    /// The leading trivia of the statement that takes the race's place: the race's (its blank line and comments) and
    /// the statement's own comments.
    /// </summary>
    private static SyntaxTriviaList Merge(SyntaxTriviaList race, SyntaxTriviaList own)
    {
        if (!HasComment(own))
        {
            return race;
        }

        // The race's trivia without its indentation, then the statement's without the blank lines above its comments.
        return Indentation.Without(race).AddRange(BlankLines.WithoutLeading(own));
    }

    private static bool HasComment(SyntaxTriviaList trivia)
    {
        foreach (var item in trivia)
        {
            if (item.IsKind(SyntaxKind.SingleLineCommentTrivia) || item.IsKind(SyntaxKind.MultiLineCommentTrivia))
            {
                return true;
            }
        }

        return false;
    }

    private static NameSyntax SystemName(string name) =>
        SyntaxFactory.ParseName("global::System." + name).WithAdditionalAnnotations(Simplifier.Annotation, s_needsSystemImport);

    private static ArgumentListSyntax Arguments(ExpressionSyntax expression) =>
        SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(expression)));
}
