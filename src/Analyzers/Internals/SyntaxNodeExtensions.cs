using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

internal static class SyntaxNodeExtensions
{
    /// <summary>
    /// True when the node is or holds an <c>await</c>: a span can't live across it, and an interpolated string with
    /// one compiles back to string.Format.
    /// </summary>
    public static bool ContainsAwait(this SyntaxNode node)
    {
        foreach (var descendant in node.DescendantNodesAndSelf())
        {
            if (descendant.IsKind(SyntaxKind.AwaitExpression))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The expression inside any parentheses around it (parentheses have no operation of their own).</summary>
    public static ExpressionSyntax WithoutParentheses(this ExpressionSyntax expression)
    {
        while (expression is ParenthesizedExpressionSyntax parenthesized)
        {
            expression = parenthesized.Expression;
        }

        return expression;
    }
}
