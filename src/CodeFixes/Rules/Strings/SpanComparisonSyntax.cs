using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// Writes a comparison <see cref="SpanReadableUse"/> found as the span's <c>MemoryExtensions</c> method:
/// <c>span.SequenceEqual(other)</c> (negated for <c>!=</c>), <c>span.Equals(other, comparison)</c>,
/// <c>span.StartsWith(other, comparison)</c>, <c>span.EndsWith(other, comparison)</c>. The other string is passed as it
/// is: it converts to a span. PERF0704's and PERF0703's fixes write them.
/// </summary>
internal static class SpanComparisonSyntax
{
    /// <summary>
    /// The comparison whose locations start at <paramref name="start"/> (as <c>SpanReadableUse.Use.AddLocations</c>
    /// wrote them: the expression replaced, the other string, the comparison for the forms that pass one), or null when
    /// they are missing or point at no expression.
    /// </summary>
    public static Comparison? Read(SyntaxNode root, IReadOnlyList<Location> locations, int start, string form, bool negate)
    {
        var count = SpanReadableUse.Forms.HasComparison(form) ? 3 : 2;
        if (start + count > locations.Count
            || LinqSyntax.FindExact<ExpressionSyntax>(root, locations[start]) is not { } replaced
            || LinqSyntax.FindExact<ExpressionSyntax>(root, locations[start + 1]) is not { } other)
        {
            return null;
        }

        ExpressionSyntax? type = null;
        if (count == 3 && (type = LinqSyntax.FindExact<ExpressionSyntax>(root, locations[start + 2])) is null)
        {
            return null;
        }

        return new Comparison(form, negate, replaced, other, type, count);
    }

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

    /// <summary>A comparison to rewrite: its form, the nodes the locations point at, and how many locations it took.</summary>
    internal sealed class Comparison
    {
        public Comparison(string form, bool negate, ExpressionSyntax replaced, ExpressionSyntax other, ExpressionSyntax? type, int count)
        {
            Form = form;
            Negate = negate;
            Replaced = replaced;
            Other = other;
            Type = type;
            Count = count;
        }

        public string Form { get; }

        public bool Negate { get; }

        public ExpressionSyntax Replaced { get; }

        public ExpressionSyntax Other { get; }

        /// <summary>The <c>StringComparison</c> argument, for the forms that pass one.</summary>
        public ExpressionSyntax? Type { get; }

        public int Count { get; }
    }
}
