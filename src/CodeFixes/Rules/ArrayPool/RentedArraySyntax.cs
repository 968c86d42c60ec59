using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// What the ArrayPool fixers read from the syntax of a rent: the call a diagnostic points at, the local it is stored in,
/// and the <c>Return</c> calls of that local. The analyzers proved the facts; these find the nodes again.
/// </summary>
internal static class RentedArraySyntax
{
    /// <summary>The call at the diagnostic's location (the rent, or the pool's creation).</summary>
    public static InvocationExpressionSyntax? FindInvocation(SyntaxNode root, Diagnostic diagnostic) =>
        root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) as InvocationExpressionSyntax;

    /// <summary>
    /// The local that <paramref name="statement"/> stores the rent in: <c>var x = pool.Rent(n);</c> or
    /// <c>x = pool.Rent(n);</c> (parentheses and <c>!</c> around the call allowed); null for any other statement.
    /// </summary>
    public static string? LocalName(StatementSyntax statement, InvocationExpressionSyntax rent)
    {
        switch (statement)
        {
            case LocalDeclarationStatementSyntax { Declaration.Variables: { Count: 1 } variables } when Unwrap(variables[0].Initializer?.Value) == rent:
                return variables[0].Identifier.ValueText;
            case ExpressionStatementSyntax { Expression: AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.SimpleAssignmentExpression, Left: IdentifierNameSyntax left } assignment }
                when Unwrap(assignment.Right) == rent:
                return left.Identifier.ValueText;
            default:
                return null;
        }
    }

    /// <summary>A <c>Return(name, ...)</c> call, whatever the pool.</summary>
    public static bool IsReturnOf(InvocationExpressionSyntax call, string name) =>
        call.Expression is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Return" }
        && call.ArgumentList.Arguments.Count >= 1
        && call.ArgumentList.Arguments[0].Expression is IdentifierNameSyntax { Identifier.ValueText: var argument }
        && argument == name;

    private static ExpressionSyntax? Unwrap(ExpressionSyntax? expression)
    {
        while (expression is ParenthesizedExpressionSyntax or PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.SuppressNullableWarningExpression })
        {
            expression = expression is ParenthesizedExpressionSyntax parenthesized ? parenthesized.Expression : ((PostfixUnaryExpressionSyntax)expression).Operand;
        }

        return expression;
    }
}
