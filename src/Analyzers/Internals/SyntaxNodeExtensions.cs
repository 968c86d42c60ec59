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

    /// <summary>True when a comment is inside the node: a fix that rewrites it whole would drop the comment.</summary>
    public static bool ContainsComment(this SyntaxNode node)
    {
        foreach (var trivia in node.DescendantTrivia())
        {
            if (trivia.IsKind(SyntaxKind.SingleLineCommentTrivia) || trivia.IsKind(SyntaxKind.MultiLineCommentTrivia))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// True when a comment is between the node's first and last tokens: a fix that rewrites the node whole but keeps its
    /// leading and trailing trivia would drop it.
    /// </summary>
    public static bool ContainsCommentInside(this SyntaxNode node) =>
        node.WithoutLeadingTrivia().WithoutTrailingTrivia().ContainsComment();

    /// <summary>
    /// True when the function (a lambda, local function, method, constructor, operator or accessor) is async or an
    /// iterator (a <c>yield</c> in its own body, not in a function nested in it): neither can hold a span local, nor a
    /// <c>stackalloc</c>'ed span, before C# 13.
    /// </summary>
    public static bool IsAsyncOrIterator(this SyntaxNode function) => function switch
    {
        AnonymousFunctionExpressionSyntax lambda => lambda.AsyncKeyword.IsKind(SyntaxKind.AsyncKeyword),
        LocalFunctionStatementSyntax local => local.Modifiers.Any(SyntaxKind.AsyncKeyword) || HasOwnYield(local),
        BaseMethodDeclarationSyntax method => method.Modifiers.Any(SyntaxKind.AsyncKeyword) || HasOwnYield(method),
        AccessorDeclarationSyntax accessor => HasOwnYield(accessor),
        _ => false,
    };

    private static bool HasOwnYield(SyntaxNode function)
    {
        // Into the function itself (a local function is one), not into the functions nested in it.
        foreach (var node in function.DescendantNodes(n => n == function || n is not (AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax)))
        {
            if (node is YieldStatementSyntax)
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

    /// <summary>True when an identifier of this name appears in the node (a cautious "may refer to").</summary>
    public static bool Mentions(this SyntaxNode node, string name)
    {
        foreach (var token in node.DescendantTokens())
        {
            if (token.IsKind(SyntaxKind.IdentifierToken) && token.ValueText == name)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// True when the scope writes the variable or field of this name (by name: a lambda's own variable of the same name
    /// counts too, which only makes the answer cautious): an assignment, a <c>ref</c> or <c>out</c> argument, a
    /// <c>ref</c> taken, or a deconstruction into it; <c>this.name</c> as well as <c>name</c>.
    /// </summary>
    public static bool HasWriteOf(this SyntaxNode scope, string name)
    {
        foreach (var node in scope.DescendantNodes())
        {
            if (node is not IdentifierNameSyntax identifier || identifier.Identifier.ValueText != name)
            {
                continue;
            }

            SyntaxNode target = identifier.Parent is MemberAccessExpressionSyntax { Expression: ThisExpressionSyntax } access && access.Name == identifier ? access : identifier;
            switch (target.Parent)
            {
                case AssignmentExpressionSyntax assignment when assignment.Left == target:
                case ArgumentSyntax { RefKindKeyword.RawKind: not 0 }:
                case RefExpressionSyntax:
                case ArgumentSyntax { Parent: TupleExpressionSyntax { Parent: AssignmentExpressionSyntax } }:
                    return true;
            }
        }

        return false;
    }
}
