using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>
/// Where a fix may declare a <c>stackalloc</c>'ed span before a statement: the one check of the rules whose fix writes a
/// scratch span (PERF0705, PERF0706).
/// </summary>
internal static class StackallocPlacement
{
    /// <summary>
    /// A <c>stackalloc</c> before the statement, or before <paramref name="outermostLoop"/> when the statement is in a
    /// loop of its function (a stackalloc in the loop would take more stack on every iteration, CA2014), is safe and
    /// allowed: not in a <c>catch</c> or <c>finally</c> block, not in an async method or an iterator (no span locals
    /// there).
    /// </summary>
    public static bool IsAllowedBefore(StatementSyntax statement, out StatementSyntax? outermostLoop)
    {
        outermostLoop = null;
        for (SyntaxNode? node = statement.Parent; node is not null; node = node.Parent)
        {
            switch (node)
            {
                case ForStatementSyntax:
                case CommonForEachStatementSyntax:
                case WhileStatementSyntax:
                case DoStatementSyntax:
                    outermostLoop = (StatementSyntax)node;
                    break;
                case CatchClauseSyntax:
                case FinallyClauseSyntax:
                    return false;
                case AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax or BaseMethodDeclarationSyntax or AccessorDeclarationSyntax:
                    return !node.IsAsyncOrIterator();
                case GlobalStatementSyntax:
                case MemberDeclarationSyntax:
                    return false;
            }
        }

        return false;
    }
}
