using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The expression inside what a user may write around it without changing what it is: parentheses and the
/// null-forgiving <c>!</c>. Operations don't have those nodes, so a fix comparing the syntax an analyzer reported with
/// the syntax it finds looks through them.
/// </summary>
internal static class WrittenExpression
{
    public static ExpressionSyntax? Inner(ExpressionSyntax? expression)
    {
        while (expression is ParenthesizedExpressionSyntax or PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.SuppressNullableWarningExpression })
        {
            expression = expression is ParenthesizedExpressionSyntax parenthesized ? parenthesized.Expression : ((PostfixUnaryExpressionSyntax)expression).Operand;
        }

        return expression;
    }
}
