using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;

namespace PerfAnalyzers.Internals;

/// <summary>
/// A fix that writes one call in place of an expression and removes the statements that made what the call replaces
/// (a local's declaration, a <c>using</c> statement, a write or a flush): PERF0907's one-shot cryptography and
/// PERF0909's random fill.
/// </summary>
internal sealed class StatementEdit
{
    public StatementEdit(string name, SyntaxNode replaced, SyntaxNode replacement, List<SyntaxNode> removed)
    {
        Name = name;
        Replaced = replaced;
        Replacement = replacement;
        Removed = removed;
    }

    /// <summary>What the code action names (<c>"Rfc2898DeriveBytes.Pbkdf2"</c>).</summary>
    public string Name { get; }

    public SyntaxNode Replaced { get; }

    public SyntaxNode Replacement { get; }

    /// <summary>The statements that go; a <c>using</c> statement leaves its body (<see cref="UsingStatements.Unwrap"/>).</summary>
    public List<SyntaxNode> Removed { get; }
}

/// <summary>Applies <see cref="StatementEdit"/>s, one or a document's worth (Fix All) at once.</summary>
internal static class StatementEdits
{
    /// <summary>
    /// Each edit's replacement written, the comments above the statements that go moved above the statement that holds
    /// the replacement, the plain statements removed, then the <c>using</c> statements unwrapped from the innermost out.
    /// </summary>
    public static SyntaxNode Apply(SyntaxNode root, IReadOnlyList<StatementEdit> edits)
    {
        var nodes = new List<SyntaxNode>();
        foreach (var edit in edits)
        {
            nodes.Add(edit.Replaced);
            nodes.AddRange(edit.Removed);
            if (edit.Replaced.FirstAncestorOrSelf<StatementSyntax>() is { } holder)
            {
                nodes.Add(holder);
            }
        }

        var tracked = root.TrackNodes(nodes);
        foreach (var edit in edits)
        {
            var holder = edit.Replaced.FirstAncestorOrSelf<StatementSyntax>();
            if (tracked.GetCurrentNode(edit.Replaced) is { } replaced)
            {
                tracked = tracked.ReplaceNode(replaced, edit.Replacement);
            }

            // The comments above the statements that go now describe the statement that holds the call.
            var comments = new List<SyntaxTrivia>();
            foreach (var statement in edit.Removed)
            {
                AddComments(statement.GetLeadingTrivia(), comments);
            }

            if (comments.Count > 0 && holder is not null && tracked.GetCurrentNode(holder) is { } current)
            {
                comments.AddRange(current.GetLeadingTrivia());
                tracked = tracked.ReplaceNode(current, current.WithLeadingTrivia(comments).WithAdditionalAnnotations(Formatter.Annotation));
            }
        }

        // Plain statements first, then the using statements from the innermost out: a using left with no declarations
        // in its body unwraps to its statements.
        var usings = new List<UsingStatementSyntax>();
        foreach (var edit in edits)
        {
            foreach (var statement in edit.Removed)
            {
                if (statement is UsingStatementSyntax @using)
                {
                    usings.Add(@using);
                }
                else if (tracked.GetCurrentNode(statement) is { } current)
                {
                    tracked = tracked.RemoveNode(current, SyntaxRemoveOptions.KeepUnbalancedDirectives)!;
                }
            }
        }

        tracked = UsingStatements.UnwrapAll(tracked, usings);

        return tracked;
    }

    /// <summary>The comment lines of a statement's leading trivia (each with its indentation and line break).</summary>
    private static void AddComments(SyntaxTriviaList trivia, List<SyntaxTrivia> comments)
    {
        var lineStart = 0;
        for (var i = 0; i < trivia.Count; i++)
        {
            if (!trivia[i].IsKind(SyntaxKind.EndOfLineTrivia))
            {
                continue;
            }

            var hasComment = false;
            for (var j = lineStart; j < i; j++)
            {
                hasComment |= trivia[j].IsKind(SyntaxKind.SingleLineCommentTrivia) || trivia[j].IsKind(SyntaxKind.MultiLineCommentTrivia);
            }

            if (hasComment)
            {
                for (var j = lineStart; j <= i; j++)
                {
                    comments.Add(trivia[j]);
                }
            }

            lineStart = i + 1;
        }
    }
}
