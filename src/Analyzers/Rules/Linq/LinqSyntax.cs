using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// Builds the rewrites of the LINQ rules. It lives beside the analyzers so that an analyzer can bind the exact
/// rewrite speculatively before it reports (a rewrite that would bind to another method is not offered), and the
/// fixer writes the same syntax.
/// </summary>
internal static class LinqSyntax
{
    /// <summary>The method name as written at the call: <c>First</c> or <c>First&lt;int&gt;</c> in <c>x.First()</c>.</summary>
    public static SimpleNameSyntax? GetMethodName(InvocationExpressionSyntax invocation) => invocation.Expression switch
    {
        MemberAccessExpressionSyntax memberAccess => memberAccess.Name,
        SimpleNameSyntax name => name,
        _ => null,
    };

    /// <summary>
    /// The same call under another method name, keeping the receiver, the arguments and their trivia:
    /// <c>source.Where(p)</c> to <c>source.First(p)</c>, <c>Enumerable.OrderBy(s, k)</c> to <c>Enumerable.MinBy(s, k)</c>.
    /// Null for conditional access (<c>a?.Where(p)</c>), which has no receiver to bind on its own.
    /// </summary>
    public static InvocationExpressionSyntax? Rename(InvocationExpressionSyntax invocation, SimpleNameSyntax newName)
    {
        ExpressionSyntax expression;
        switch (invocation.Expression)
        {
            case MemberAccessExpressionSyntax memberAccess when memberAccess.IsKind(SyntaxKind.SimpleMemberAccessExpression):
                expression = memberAccess.WithName(newName.WithTriviaFrom(memberAccess.Name));
                break;
            case SimpleNameSyntax name:
                expression = newName.WithTriviaFrom(name);
                break;
            default:
                return null;
        }

        return invocation.WithExpression(expression);
    }

    /// <summary><c>global::System.Array.{name}(array, predicate)</c>; the type name carries <paramref name="typeAnnotation"/> (the fixer's simplifier annotation).</summary>
    public static InvocationExpressionSyntax ArrayCall(string name, ExpressionSyntax array, ExpressionSyntax predicate, SyntaxAnnotation? typeAnnotation)
    {
        ExpressionSyntax type = SyntaxFactory.ParseExpression("global::System.Array");
        if (typeAnnotation is not null)
        {
            type = type.WithAdditionalAnnotations(typeAnnotation);
        }

        return SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, type, SyntaxFactory.IdentifierName(name)),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[]
            {
                SyntaxFactory.Argument(array.WithoutTrivia()),
                SyntaxFactory.Argument(predicate.WithoutTrivia()),
            })));
    }

    /// <summary><c>!expression</c>.</summary>
    public static ExpressionSyntax Not(ExpressionSyntax expression) =>
        SyntaxFactory.PrefixUnaryExpression(SyntaxKind.LogicalNotExpression, Parenthesize(expression));

    public static ExpressionSyntax Parenthesize(ExpressionSyntax expression) =>
        expression is IdentifierNameSyntax
            or GenericNameSyntax
            or MemberAccessExpressionSyntax
            or InvocationExpressionSyntax
            or ElementAccessExpressionSyntax
            or ThisExpressionSyntax
            or BaseExpressionSyntax
            or LiteralExpressionSyntax
            or ParenthesizedExpressionSyntax
            or PredefinedTypeSyntax
            ? expression
            : SyntaxFactory.ParenthesizedExpression(expression);

    /// <summary>
    /// <see cref="FindExact{T}(SyntaxNode, Location)"/> for a location that edits before it have moved by
    /// <paramref name="shift"/> characters (Fix All applying fixes one after the other in a document).
    /// </summary>
    public static T? FindExact<T>(SyntaxNode root, Location location, int shift)
        where T : SyntaxNode =>
        FindExact<T>(root, Location.Create(root.SyntaxTree, new Microsoft.CodeAnalysis.Text.TextSpan(location.SourceSpan.Start + shift, location.SourceSpan.Length)));

    /// <summary>
    /// Walks up from the node at <paramref name="location"/> to the expression whose span is exactly the location's.
    /// </summary>
    public static T? FindExact<T>(SyntaxNode root, Location location)
        where T : SyntaxNode
    {
        var span = location.SourceSpan;
        if (!root.FullSpan.Contains(span))
        {
            return null;
        }

        for (SyntaxNode? node = root.FindNode(span, getInnermostNodeForTie: true); node is not null; node = node.Parent)
        {
            if (node.Span == span && node is T match)
            {
                return match;
            }

            if (node.Span.Length > span.Length)
            {
                break;
            }
        }

        return null;
    }
}
