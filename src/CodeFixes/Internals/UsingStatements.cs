using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;

namespace PerfAnalyzers.Internals;

/// <summary>A <c>using</c> statement whose resource a fix removes.</summary>
internal static class UsingStatements
{
    /// <summary>
    /// The using statement without its resource: its body's statements in its place, or its block when the block declares
    /// names (they would join the enclosing scope) or the statement is not in a list of statements.
    /// </summary>
    public static SyntaxNode Unwrap(SyntaxNode root, UsingStatementSyntax @using)
    {
        var inList = @using.Parent is BlockSyntax or SwitchSectionSyntax;
        if (@using.Statement is BlockSyntax block && inList && !DeclaresNames(block))
        {
            if (block.Statements.Count == 0)
            {
                return root.RemoveNode(@using, SyntaxRemoveOptions.KeepUnbalancedDirectives)!;
            }

            var statements = new List<SyntaxNode>(block.Statements.Count);
            foreach (var statement in block.Statements)
            {
                statements.Add(statement.WithAdditionalAnnotations(Formatter.Annotation));
            }

            statements[0] = statements[0].WithLeadingTrivia(@using.GetLeadingTrivia().AddRange(WithoutIndentation(statements[0].GetLeadingTrivia())));
            return root.ReplaceNode(@using, statements);
        }

        return root.ReplaceNode(@using, @using.Statement.WithTriviaFrom(@using).WithAdditionalAnnotations(Formatter.Annotation));
    }

    /// <summary>
    /// <see cref="Unwrap"/> for each of <paramref name="usings"/> (nodes of the original tree, tracked in
    /// <paramref name="root"/>), from the innermost out: a using whose body lost its statements to an inner one's removal
    /// unwraps to what is left.
    /// </summary>
    public static SyntaxNode UnwrapAll(SyntaxNode root, List<UsingStatementSyntax> usings)
    {
        usings.Sort(static (a, b) => b.SpanStart.CompareTo(a.SpanStart));
        foreach (var @using in usings)
        {
            if (root.GetCurrentNode(@using) is UsingStatementSyntax current)
            {
                root = Unwrap(root, current);
            }
        }

        return root;
    }

    private static bool DeclaresNames(BlockSyntax block)
    {
        foreach (var statement in block.Statements)
        {
            if (statement is LocalDeclarationStatementSyntax or LocalFunctionStatementSyntax or LabeledStatementSyntax)
            {
                return true;
            }

            // Pattern and out variables of an expression statement also live in the enclosing scope.
            foreach (var node in statement.DescendantNodes(static n => n is not (LambdaExpressionSyntax or AnonymousMethodExpressionSyntax or BlockSyntax)))
            {
                if (node is SingleVariableDesignationSyntax)
                {
                    return true;
                }
            }
        }

        return false;
    }

    /// <summary>
    /// A statement's leading trivia without its line's indentation (comments above it keep theirs) and without blank
    /// lines above it: it takes the using statement's place, the using's own trivia goes first.
    /// </summary>
    private static SyntaxTriviaList WithoutIndentation(SyntaxTriviaList trivia)
    {
        if (trivia.Count > 0 && trivia[trivia.Count - 1].IsKind(SyntaxKind.WhitespaceTrivia))
        {
            trivia = trivia.RemoveAt(trivia.Count - 1);
        }

        while (trivia.Count > 0 && trivia[0].IsKind(SyntaxKind.EndOfLineTrivia))
        {
            trivia = trivia.RemoveAt(0);
        }

        while (trivia.Count > 1 && trivia[0].IsKind(SyntaxKind.WhitespaceTrivia) && trivia[1].IsKind(SyntaxKind.EndOfLineTrivia))
        {
            trivia = trivia.RemoveAt(0).RemoveAt(0);
        }

        return trivia;
    }
}
