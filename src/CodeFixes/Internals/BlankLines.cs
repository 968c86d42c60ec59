using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>The blank line a fix leaves after a block statement it writes where a plain statement was.</summary>
internal static class BlankLines
{
    /// <summary>
    /// <paramref name="written"/> (a statement ending in a block, replacing <paramref name="replaced"/>) with a blank line
    /// after it, as after any other block, unless the statement after it is the end of the block or the code already has
    /// a blank line there.
    /// </summary>
    public static TStatement AfterBlock<TStatement>(TStatement written, StatementSyntax replaced, string lineBreak)
        where TStatement : StatementSyntax
    {
        if (replaced.GetLastToken().GetNextToken() is { RawKind: not (int)SyntaxKind.CloseBraceToken and not (int)SyntaxKind.None } next
            && !StartsWithBlankLine(next.LeadingTrivia)
            && written.GetTrailingTrivia().Any(SyntaxKind.EndOfLineTrivia))
        {
            return written.WithTrailingTrivia(written.GetTrailingTrivia().Add(SyntaxFactory.EndOfLine(lineBreak)));
        }

        return written;
    }

    private static bool StartsWithBlankLine(SyntaxTriviaList trivia)
    {
        foreach (var piece in trivia)
        {
            if (!piece.IsKind(SyntaxKind.WhitespaceTrivia))
            {
                return piece.IsKind(SyntaxKind.EndOfLineTrivia);
            }
        }

        return false;
    }
}
