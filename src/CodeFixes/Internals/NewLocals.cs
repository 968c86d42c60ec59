using System.Collections.Generic;
using System.Globalization;
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
        var candidate = name;
        for (var i = 2; taken.Contains(candidate); i++)
        {
            candidate = name + i.ToString(CultureInfo.InvariantCulture);
        }

        taken.Add(candidate);
        return candidate;
    }

    /// <summary>The argument <c>out _</c>.</summary>
    public static ArgumentSyntax OutDiscard() =>
        SyntaxFactory.Argument(SyntaxFactory.IdentifierName(SyntaxFactory.Identifier(default, SyntaxKind.UnderscoreToken, "_", "_", default)))
            .WithRefKindKeyword(SyntaxFactory.Token(SyntaxKind.OutKeyword));
}
