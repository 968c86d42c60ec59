using System;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way fixes lay out blank lines: the blank line after a block statement written where a plain statement was
/// (<see cref="AfterBlock"/>), a member inserted among others with a blank line before the next group
/// (<see cref="InsertMember"/>), a member removed with its lines (<see cref="RemoveMember"/>), and the blank lines a
/// node no longer needs at its start (<see cref="WithoutLeading"/>).
/// </summary>
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

    /// <summary>
    /// <paramref name="members"/> with <paramref name="member"/> inserted at <paramref name="index"/>; when the member after
    /// it is not of its group (<paramref name="sameGroup"/>: fields after fields), that member gets
    /// <paramref name="lineBreak"/> before it, a blank line, unless it starts with one.
    /// </summary>
    public static SyntaxList<MemberDeclarationSyntax> InsertMember(
        SyntaxList<MemberDeclarationSyntax> members,
        int index,
        MemberDeclarationSyntax member,
        Func<MemberDeclarationSyntax, bool> sameGroup,
        SyntaxTrivia lineBreak)
    {
        members = members.Insert(index, member);
        if (index + 1 < members.Count && !sameGroup(members[index + 1]))
        {
            var next = members[index + 1];
            var leading = next.GetLeadingTrivia();
            if (leading.Count == 0 || !leading[0].IsKind(SyntaxKind.EndOfLineTrivia))
            {
                members = members.Replace(next, next.WithLeadingTrivia(leading.Insert(0, lineBreak)));
            }
        }

        return members;
    }

    /// <summary>
    /// The member's declaration removed with its lines; a member after it that then opens the type loses its blank line.
    /// </summary>
    public static SyntaxNode RemoveMember(SyntaxNode root, MemberDeclarationSyntax member)
    {
        if (member.Parent is TypeDeclarationSyntax type && type.Members.IndexOf(member) == 0 && type.Members.Count > 1)
        {
            var next = type.Members[1];
            // The blank lines the member starts with go (a line of spaces is blank too).
            var members = type.Members.RemoveAt(0);
            members = members.Replace(members[0], next.WithLeadingTrivia(WithoutLeading(next.GetLeadingTrivia())));
            return root.ReplaceNode(type, type.WithMembers(members));
        }

        return root.RemoveNode(member, SyntaxRemoveOptions.KeepNoTrivia) ?? root;
    }

    /// <summary>
    /// Leading trivia without the blank lines (empty, or only spaces) at its start: what a node keeps when what it was
    /// set apart from is gone (the first statement of a block, the first member of a type). The indentation of its first
    /// line and its comments stay.
    /// </summary>
    public static SyntaxTriviaList WithoutLeading(SyntaxTriviaList trivia)
    {
        var start = 0;
        for (var i = 0; i < trivia.Count; i++)
        {
            if (trivia[i].IsKind(SyntaxKind.EndOfLineTrivia))
            {
                start = i + 1;
            }
            else if (!trivia[i].IsKind(SyntaxKind.WhitespaceTrivia))
            {
                break;
            }
        }

        return start == 0 ? trivia : SyntaxFactory.TriviaList(trivia.Skip(start));
    }
}
