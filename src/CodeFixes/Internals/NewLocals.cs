using System.Collections.Generic;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way fixes name the locals they declare and discard what they don't need: a name free among those in use,
/// numbered from 2 when taken (<c>value</c>, <c>value2</c>), and <c>out _</c>.
/// </summary>
internal static class NewLocals
{
    /// <summary><paramref name="name"/>, or the first of <c>name2</c>, <c>name3</c>, ... not in <paramref name="taken"/>; added to it.</summary>
    public static string Unique(string name, HashSet<string> taken)
    {
        var candidate = NewMemberNames.FirstFree(taken.Contains, name);
        taken.Add(candidate);
        return candidate;
    }

    /// <summary>The argument <c>out _</c>.</summary>
    public static ArgumentSyntax OutDiscard() =>
        SyntaxFactory.Argument(SyntaxFactory.IdentifierName(SyntaxFactory.Identifier(default, SyntaxKind.UnderscoreToken, "_", "_", default)))
            .WithRefKindKeyword(SyntaxFactory.Token(SyntaxKind.OutKeyword));

    /// <summary>
    /// The names a new local declared before (or in) the statement can't take: those in scope there (locals of enclosing blocks,
    /// members), and every identifier of the block it goes into (a local declared in it or a nested block would clash,
    /// a member named there would be hidden). Locals of sibling blocks don't matter.
    /// </summary>
    public static HashSet<string> TakenAt(StatementSyntax statement, SemanticModel model, CancellationToken cancellationToken) =>
        Taken(statement, model, insideOnly: false, cancellationToken);

    /// <summary>
    /// The names a new local scoped to the statement (a loop's variable) can't take: those in scope there, and every
    /// identifier of the statement itself. Locals of sibling statements don't matter.
    /// </summary>
    public static HashSet<string> TakenIn(StatementSyntax statement, SemanticModel model, CancellationToken cancellationToken) =>
        Taken(statement, model, insideOnly: true, cancellationToken);

    /// <summary>
    /// Every identifier of <paramref name="member"/>, the set kept in <paramref name="taken"/> per member, so that the
    /// fixes one Fix All makes in a member see the names the others declared there.
    /// </summary>
    public static HashSet<string> TakenInMember(SyntaxNode member, Dictionary<SyntaxNode, HashSet<string>> taken)
    {
        if (!taken.TryGetValue(member, out var names))
        {
            names = new HashSet<string>();
            NewMemberNames.AddIdentifiers(member, names);
            taken[member] = names;
        }

        return names;
    }

    private static HashSet<string> Taken(StatementSyntax statement, SemanticModel model, bool insideOnly, CancellationToken cancellationToken)
    {
        var taken = new HashSet<string>();
        foreach (var symbol in model.LookupSymbols(statement.SpanStart))
        {
            taken.Add(symbol.Name);
        }

        SyntaxNode scope = insideOnly ? statement : statement.Parent switch
        {
            BlockSyntax block => block,
            SwitchSectionSyntax { Parent: { } switchStatement } => switchStatement,
            _ => statement,
        };
        NewMemberNames.AddIdentifiers(scope, taken);

        cancellationToken.ThrowIfCancellationRequested();
        return taken;
    }
}
