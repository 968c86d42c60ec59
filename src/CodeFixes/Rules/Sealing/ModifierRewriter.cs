using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Rules.Sealing;

/// <summary>Token-level modifier edits of PERF0201's and PERF0202's fixes, keeping the trivia (indentation, comments) in place.</summary>
internal static class ModifierRewriter
{
    private enum Access
    {
        Unchanged,
        Internal,
        Private,
    }

    public static bool HasKind(SyntaxTokenList modifiers, SyntaxKind kind)
    {
        foreach (var modifier in modifiers)
        {
            if (modifier.IsKind(kind))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>Adds <c>sealed</c> before <c>partial</c>, else after the other modifiers.</summary>
    public static TypeDeclarationSyntax AddSealed(TypeDeclarationSyntax type)
    {
        var modifiers = type.Modifiers;
        if (HasKind(modifiers, SyntaxKind.SealedKeyword))
        {
            return type;
        }

        var sealedToken = SyntaxFactory.Token(SyntaxKind.SealedKeyword).WithTrailingTrivia(SyntaxFactory.Space);
        var index = modifiers.IndexOf(SyntaxKind.PartialKeyword);
        if (index < 0)
        {
            index = modifiers.Count;
        }

        if (index > 0)
        {
            return type.WithModifiers(modifiers.Insert(index, sealedToken));
        }

        // 'sealed' becomes the first token after the attributes: it takes over the leading trivia.
        if (modifiers.Count > 0)
        {
            var first = modifiers[0];
            modifiers = modifiers.Replace(first, first.WithLeadingTrivia(SyntaxFactory.TriviaList()));
            return type.WithModifiers(modifiers.Insert(0, sealedToken.WithLeadingTrivia(first.LeadingTrivia)));
        }

        var keyword = type.Keyword;
        return type
            .WithKeyword(keyword.WithLeadingTrivia(SyntaxFactory.TriviaList()))
            .WithModifiers(SyntaxFactory.TokenList(sealedToken.WithLeadingTrivia(keyword.LeadingTrivia)));
    }

    /// <summary>Rewrites one direct member of a type being sealed (see <see cref="TypeSealer"/>).</summary>
    public static MemberDeclarationSyntax RewriteMember(MemberDeclarationSyntax original, MemberDeclarationSyntax member, TypeSealer.MemberFacts facts)
    {
        var modifiers = member.Modifiers;
        if (HasKind(modifiers, SyntaxKind.OverrideKeyword))
        {
            return member;
        }

        var unreadField = false;
        if (original is FieldDeclarationSyntax field)
        {
            foreach (var variable in field.Declaration.Variables)
            {
                unreadField |= facts.UnreadFields.Contains(variable);
            }
        }

        var addNew = facts.HidingVirtuals.Contains(original);
        var newModifiers = RewriteModifiers(modifiers, removeVirtual: true, unreadField, out var access, out var carried, addNew);
        var result = member.WithModifiers(newModifiers);
        if (carried.Count > 0)
        {
            result = CarryTrivia(result, carried);
        }

        return RewriteAccessors(result, access);
    }

    /// <summary>
    /// PERF0202: removes <c>virtual</c> from a member and leaves its accessibility alone; adds <c>new</c> when the
    /// member hides an inherited one (see <see cref="TypeSealer.HidesBaseMember"/>).
    /// </summary>
    public static MemberDeclarationSyntax RemoveVirtual(MemberDeclarationSyntax member, bool addNew)
    {
        var modifiers = RewriteModifiers(member.Modifiers, removeVirtual: true, protectedToInternal: false, out _, out var carried, addNew, mapProtected: false);
        var result = member.WithModifiers(modifiers);
        return carried.Count > 0 ? CarryTrivia(result, carried) : result;
    }

    private static MemberDeclarationSyntax RewriteAccessors(MemberDeclarationSyntax member, Access memberAccess)
    {
        var accessorList = member switch
        {
            BasePropertyDeclarationSyntax property => property.AccessorList,
            _ => null,
        };

        if (accessorList is null)
        {
            return member;
        }

        var accessors = new List<AccessorDeclarationSyntax>(accessorList.Accessors.Count);
        var changed = false;
        foreach (var accessor in accessorList.Accessors)
        {
            var modifiers = RewriteModifiers(accessor.Modifiers, removeVirtual: false, protectedToInternal: false, out var access, out var carried);

            // An accessor's accessibility must be more restrictive than its member's.
            var keep = memberAccess switch
            {
                Access.Private => false,
                Access.Internal => IsOnlyPrivate(modifiers),
                _ => true,
            };
            if (!keep && modifiers.Count > 0)
            {
                carried = modifiers[0].LeadingTrivia.AddRange(carried);
                modifiers = SyntaxFactory.TokenList();
            }

            var newAccessor = accessor.WithModifiers(modifiers);
            if (carried.Count > 0 && modifiers.Count == 0)
            {
                newAccessor = newAccessor.WithKeyword(newAccessor.Keyword.WithLeadingTrivia(carried.AddRange(newAccessor.Keyword.LeadingTrivia)));
            }

            changed |= newAccessor != accessor;
            accessors.Add(newAccessor);
        }

        if (!changed)
        {
            return member;
        }

        var newList = accessorList.WithAccessors(SyntaxFactory.List(accessors));
        return ((BasePropertyDeclarationSyntax)member).WithAccessorList(newList);
    }

    private static bool IsOnlyPrivate(SyntaxTokenList modifiers) =>
        modifiers.Count == 1 && modifiers[0].IsKind(SyntaxKind.PrivateKeyword);

    /// <summary>
    /// Removes <c>virtual</c> (when asked) and maps the protected accessibilities; returns the leading trivia of a
    /// removed first modifier that no remaining modifier took over.
    /// </summary>
    private static SyntaxTokenList RewriteModifiers(
        SyntaxTokenList modifiers,
        bool removeVirtual,
        bool protectedToInternal,
        out Access access,
        out SyntaxTriviaList carried,
        bool addNew = false,
        bool mapProtected = true)
    {
        access = Access.Unchanged;
        carried = SyntaxFactory.TriviaList();
        var hasProtected = mapProtected && HasKind(modifiers, SyntaxKind.ProtectedKeyword);
        var hasInternal = HasKind(modifiers, SyntaxKind.InternalKeyword);
        var hasPrivate = HasKind(modifiers, SyntaxKind.PrivateKeyword);
        if (!hasProtected && !addNew && !(removeVirtual && HasKind(modifiers, SyntaxKind.VirtualKeyword)))
        {
            access = hasPrivate ? Access.Private : hasInternal ? Access.Internal : Access.Unchanged;
            return modifiers;
        }

        if (hasProtected)
        {
            access = hasInternal || protectedToInternal ? Access.Internal : Access.Private;
        }
        else
        {
            access = hasPrivate ? Access.Private : hasInternal ? Access.Internal : Access.Unchanged;
        }

        var result = new List<SyntaxToken>(modifiers.Count);
        foreach (var modifier in modifiers)
        {
            SyntaxToken? replacement = modifier;
            if (modifier.IsKind(SyntaxKind.VirtualKeyword) && removeVirtual)
            {
                replacement = null;
            }
            else if (hasProtected && modifier.IsKind(SyntaxKind.ProtectedKeyword))
            {
                // 'protected internal' and 'private protected' keep their other keyword.
                replacement = hasInternal || hasPrivate
                    ? null
                    : SyntaxFactory.Token(
                        modifier.LeadingTrivia,
                        protectedToInternal ? SyntaxKind.InternalKeyword : SyntaxKind.PrivateKeyword,
                        modifier.TrailingTrivia);
            }

            if (replacement is { } kept)
            {
                if (carried.Count > 0)
                {
                    kept = kept.WithLeadingTrivia(carried.AddRange(kept.LeadingTrivia));
                    carried = SyntaxFactory.TriviaList();
                }

                result.Add(kept);
            }
            else if (result.Count == 0)
            {
                carried = carried.AddRange(modifier.LeadingTrivia);
            }
        }

        if (addNew && !HasKind(modifiers, SyntaxKind.NewKeyword))
        {
            // A member that was 'virtual' without 'override' or 'new' and has a base member of its name hid it with
            // CS0114; without 'virtual' that would be CS0108. 'new' says the hiding is meant: no warning either way.
            var index = 0;
            for (var i = 0; i < result.Count; i++)
            {
                if (SyntaxFacts.IsAccessibilityModifier(result[i].Kind()))
                {
                    index = i + 1;
                }
            }

            var newToken = SyntaxFactory.Token(SyntaxKind.NewKeyword).WithTrailingTrivia(SyntaxFactory.Space);
            if (index == 0)
            {
                var leading = result.Count > 0 ? result[0].LeadingTrivia : carried;
                if (result.Count > 0)
                {
                    result[0] = result[0].WithLeadingTrivia(SyntaxFactory.TriviaList());
                }
                else
                {
                    carried = SyntaxFactory.TriviaList();
                }

                newToken = newToken.WithLeadingTrivia(leading);
            }

            result.Insert(index, newToken);
        }

        return SyntaxFactory.TokenList(result);
    }

    /// <summary>Gives the trivia of removed leading modifiers to the first token after the attributes.</summary>
    private static MemberDeclarationSyntax CarryTrivia(MemberDeclarationSyntax member, SyntaxTriviaList carried)
    {
        var token = member.AttributeLists.Count == 0
            ? member.GetFirstToken()
            : member.AttributeLists[member.AttributeLists.Count - 1].GetLastToken().GetNextToken();
        return member.ReplaceToken(token, token.WithLeadingTrivia(carried.AddRange(token.LeadingTrivia)));
    }
}
