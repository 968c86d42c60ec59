using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// What the ArrayPool fixers read from the syntax of a rent: the call a diagnostic points at, the local it is stored in,
/// and the <c>Return</c> calls of that local. The analyzers proved the facts; these find the nodes again.
/// </summary>
internal static class RentedArraySyntax
{
    /// <summary>
    /// The fix of a set of diagnostics that each point at a call, in one document: every call whose diagnostic carries
    /// <paramref name="fixableKey"/> is rewritten by <paramref name="rewrite"/> on the tree as the rewrites before it
    /// left it (the last call first when <paramref name="lastFirst"/>, for rewrites that wrap the rest of a block),
    /// then the document is laid out as the user's.
    /// </summary>
    public static async Task<Document> FixEachAsync(
        Document document,
        ImmutableArray<Diagnostic> diagnostics,
        string fixableKey,
        bool lastFirst,
        Func<SyntaxNode, InvocationExpressionSyntax, SyntaxNode?> rewrite,
        CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root is null)
        {
            return document;
        }

        var calls = new List<InvocationExpressionSyntax>();
        var ordered = lastFirst ? diagnostics.OrderByDescending(d => d.Location.SourceSpan.Start) : diagnostics.OrderBy(d => d.Location.SourceSpan.Start);
        foreach (var diagnostic in ordered)
        {
            if (diagnostic.Properties.ContainsKey(fixableKey) && FindInvocation(root, diagnostic) is { } call)
            {
                calls.Add(call);
            }
        }

        root = NodeMarks.RewriteEach(root, calls, rewrite);
        return await FixCleanup.FinishAsync(document.WithSyntaxRoot(root), cancellationToken).ConfigureAwait(false);
    }

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
            case LocalDeclarationStatementSyntax { Declaration.Variables: { Count: 1 } variables } when WrittenExpression.Inner(variables[0].Initializer?.Value) == rent:
                return variables[0].Identifier.ValueText;
            case ExpressionStatementSyntax { Expression: AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.SimpleAssignmentExpression, Left: IdentifierNameSyntax left } assignment }
                when WrittenExpression.Inner(assignment.Right) == rent:
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
}
