using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// Writes a comparison <see cref="SpanReadableUse"/> found as the span's <c>MemoryExtensions</c> method:
/// <c>span.SequenceEqual(other)</c> (negated for <c>!=</c>), <c>span.Equals(other, comparison)</c>,
/// <c>span.StartsWith(other, comparison)</c>, <c>span.EndsWith(other, comparison)</c>. The other string is passed as it
/// is: it converts to a span. PERF0704's and PERF0703's fixes write them.
/// </summary>
internal static class SpanComparisonSyntax
{
    /// <param name="needsSystem">Put on the member access, whose extension method needs <c>using System;</c>.</param>
    public static ExpressionSyntax Create(ExpressionSyntax span, string form, ExpressionSyntax other, ExpressionSyntax? comparison, bool negate, SyntaxAnnotation needsSystem)
    {
        var arguments = SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(other.WithoutTrivia()));
        if (comparison is not null)
        {
            arguments = arguments.Add(SyntaxFactory.Argument(comparison.WithoutTrivia()));
        }

        ExpressionSyntax call = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, span.WithoutTrivia(), SyntaxFactory.IdentifierName(form))
                .WithAdditionalAnnotations(needsSystem),
            SyntaxFactory.ArgumentList(arguments));
        return negate ? SyntaxFactory.PrefixUnaryExpression(SyntaxKind.LogicalNotExpression, call) : call;
    }
}
