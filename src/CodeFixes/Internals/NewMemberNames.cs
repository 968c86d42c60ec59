using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way a fix names what it adds (a field, a method, a local): the casing of a name taken from the code
/// (<see cref="Pascal"/>, <see cref="Camel"/>), a static field spelled as the type's own private fields are
/// (<see cref="StaticField(INamedTypeSymbol, string, string)"/>),
/// and a name no other takes (<see cref="FirstFree"/>, over the names <see cref="AddIdentifiers"/> collects or those a
/// semantic model finds in scope).
/// </summary>
internal static class NewMemberNames
{
    /// <summary>
    /// <c>s_emailPattern</c>, <c>_emailPattern</c> and <c>EMAIL_PATTERN</c> to <c>EmailPattern</c>, for a member's name:
    /// the field prefixes (<c>s_</c>, <c>m_</c>, <c>k_</c>, underscores) dropped, words (split at underscores) capitalized,
    /// characters a name can't hold left out; empty when nothing that can start a name is left.
    /// </summary>
    public static string Pascal(string name)
    {
        var trimmed = WithoutPrefix(name, "k_");
        var builder = new StringBuilder(trimmed.Length);
        var upper = true;
        foreach (var c in trimmed)
        {
            if (c == '_')
            {
                upper = true;
                continue;
            }

            if (!char.IsLetterOrDigit(c))
            {
                continue;
            }

            builder.Append(upper ? char.ToUpperInvariant(c) : c);
            upper = false;
        }

        // EMAIL_PATTERN -> EmailPattern, URL -> Url: an all-capitals name is words. A name that lower-casing leaves as it
        // was (_1, a name without capitals) is taken as it is: reading it again would never end.
        if (trimmed.Length > 0 && !trimmed.Any(char.IsLower))
        {
            var words = trimmed.ToLowerInvariant();
            if (words != trimmed)
            {
                return Pascal(words);
            }
        }

        return builder.Length > 0 && char.IsLetter(builder[0]) ? builder.ToString() : string.Empty;
    }

    /// <summary>
    /// <c>s_separators</c>, <c>_separators</c> and <c>Separators</c> to <c>separators</c>, <c>GET</c> to <c>get</c>,
    /// <c>URLCharacters</c> to <c>urlCharacters</c>, for
    /// the part of a field's name after its prefix: the field prefixes (<c>s_</c>, <c>m_</c>, <c>t_</c>, underscores)
    /// dropped, the first letter lowered (an all-capitals name is one word, all lowered), underscores inside kept,
    /// characters a name can't hold left out; empty when nothing that can start a name is left.
    /// </summary>
    /// <remarks>
    /// Unlike <see cref="Pascal"/> it keeps underscores inside the name and drops <c>t_</c> rather than <c>k_</c>: the
    /// SearchValues fixes have always named their fields so, and changing either would rename the fields they write.
    /// </remarks>
    public static string Camel(string name)
    {
        var trimmed = WithoutPrefix(name, "t_");
        var builder = new StringBuilder(trimmed.Length);
        foreach (var c in trimmed)
        {
            if (char.IsLetterOrDigit(c) || c == '_')
            {
                builder.Append(c);
            }
        }

        if (builder.Length == 0 || !char.IsLetter(builder[0]))
        {
            return string.Empty;
        }

        // GET -> get, URL -> url: an all-capitals word is one word.
        var capitals = true;
        for (var i = 0; i < builder.Length; i++)
        {
            capitals &= !char.IsLower(builder[i]);
        }

        if (capitals)
        {
            return builder.ToString().ToLowerInvariant();
        }

        // URLCharacters -> urlCharacters, IOStream -> ioStream: a leading acronym is lowered up to the capital that
        // starts the next word; UTF8Chars -> utf8Chars, URL_Chars -> url_Chars: all of it when no word follows.
        var leading = 0;
        while (leading < builder.Length && char.IsUpper(builder[leading]))
        {
            leading++;
        }

        var lowered = leading > 1 && leading < builder.Length && char.IsLower(builder[leading]) ? leading - 1 : leading;
        for (var i = 0; i < lowered; i++)
        {
            builder[i] = char.ToLowerInvariant(builder[i]);
        }

        return builder.ToString();
    }

    /// <summary><see cref="Camel"/> with its first letter capitalized: a later word of a camel-cased name.</summary>
    public static string CamelWord(string name)
    {
        var camel = Camel(name);
        return camel.Length == 0 ? camel : char.ToUpperInvariant(camel[0]) + camel.Substring(1);
    }

    /// <summary>
    /// The name of a new private static field of the type, <paramref name="camel"/> spelled as the type's own private
    /// fields are: <c>s_camel</c> when a static field has the <c>s_</c> prefix (the .NET runtime's convention), else as
    /// its first static field is (<c>_camel</c>, or <c>Camel</c> for a PascalCase one), else <c>_camel</c> when an instance
    /// field starts with an underscore (the convention of code that prefixes every private field, Bitwarden's and
    /// Jellyfin's), else with <paramref name="fallbackPrefix"/> (<c>""</c> for PascalCase). Constants, and the fields
    /// source generators add, don't count.
    /// </summary>
    public static string StaticField(INamedTypeSymbol type, string camel, string fallbackPrefix) =>
        Spell(StaticFieldPrefix(type, fallbackPrefix), camel);

    /// <summary>
    /// The prefix <see cref="StaticField(INamedTypeSymbol, string, string)"/> writes for the type (<c>s_</c>, <c>_</c>, or
    /// empty for PascalCase), for a fix that names several fields of one type: the type's fields are read once.
    /// </summary>
    public static string StaticFieldPrefix(INamedTypeSymbol type, string fallbackPrefix)
    {
        var fields = new List<(string Name, bool IsStatic)>();
        foreach (var member in type.GetMembers())
        {
            if (member is IFieldSymbol { IsImplicitlyDeclared: false, DeclaredAccessibility: Accessibility.Private, IsConst: false } field
                && !IsGenerated(field))
            {
                fields.Add((field.Name, field.IsStatic));
            }
        }

        return StaticFieldPrefix(fields, fallbackPrefix);
    }

    /// <summary><see cref="StaticField(INamedTypeSymbol, string, string)"/> for a type declaration (this part of it).</summary>
    public static string StaticField(TypeDeclarationSyntax type, string camel, string fallbackPrefix)
    {
        var fields = new List<(string Name, bool IsStatic)>();
        foreach (var member in type.Members)
        {
            if (member is FieldDeclarationSyntax field
                && !field.Modifiers.Any(SyntaxKind.ConstKeyword)
                && !field.Modifiers.Any(static m => m.IsKind(SyntaxKind.PublicKeyword) || m.IsKind(SyntaxKind.InternalKeyword) || m.IsKind(SyntaxKind.ProtectedKeyword)))
            {
                foreach (var variable in field.Declaration.Variables)
                {
                    fields.Add((variable.Identifier.ValueText, field.Modifiers.Any(SyntaxKind.StaticKeyword)));
                }
            }
        }

        return Spell(StaticFieldPrefix(fields, fallbackPrefix), camel);
    }

    // A source generator's fields in the user's partial type ([LoggerMessage]'s __NameCallback) follow the generator's
    // conventions, not the code's.
    private static bool IsGenerated(IFieldSymbol field)
    {
        if (field.Name.StartsWith("__", StringComparison.Ordinal))
        {
            return true;
        }

        foreach (var reference in field.DeclaringSyntaxReferences)
        {
            var path = reference.SyntaxTree.FilePath;
            if (path.EndsWith(".g.cs", StringComparison.OrdinalIgnoreCase) || path.EndsWith(".generated.cs", StringComparison.OrdinalIgnoreCase))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// <paramref name="camel"/> with <paramref name="prefix"/> (<see cref="StaticFieldPrefix(INamedTypeSymbol, string)"/>): an empty prefix
    /// capitalizes it.
    /// </summary>
    public static string Spell(string prefix, string camel) =>
        prefix.Length > 0 || camel.Length == 0 ? prefix + camel : char.ToUpperInvariant(camel[0]) + camel.Substring(1);

    private static string StaticFieldPrefix(List<(string Name, bool IsStatic)> fields, string fallbackPrefix)
    {
        string? prefix = null;
        foreach (var (name, isStatic) in fields)
        {
            if (isStatic && name.StartsWith("s_", StringComparison.Ordinal))
            {
                prefix = "s_";
                break;
            }

            if (isStatic && prefix is null)
            {
                prefix = name.StartsWith("_", StringComparison.Ordinal) ? "_" : name.Length > 0 && char.IsUpper(name[0]) ? string.Empty : null;
            }
        }

        if (prefix is null)
        {
            foreach (var (name, isStatic) in fields)
            {
                if (!isStatic && name.StartsWith("_", StringComparison.Ordinal))
                {
                    prefix = "_";
                    break;
                }
            }
        }

        return prefix ?? fallbackPrefix;
    }

    /// <summary>
    /// The first of <paramref name="candidates"/> that <paramref name="taken"/> doesn't hold, else the last one numbered
    /// from 2 (<c>s_pool2</c>, <c>s_pool3</c>, ...) until one is free.
    /// </summary>
    public static string FirstFree(Func<string, bool> taken, params string[] candidates)
    {
        foreach (var candidate in candidates)
        {
            if (!taken(candidate))
            {
                return candidate;
            }
        }

        var last = candidates[candidates.Length - 1];
        for (var i = 2; ; i++)
        {
            var numbered = last + i.ToString(CultureInfo.InvariantCulture);
            if (!taken(numbered))
            {
                return numbered;
            }
        }
    }

    /// <summary>Adds every identifier written in <paramref name="node"/> to <paramref name="names"/>.</summary>
    public static void AddIdentifiers(SyntaxNode node, HashSet<string> names)
    {
        foreach (var token in node.DescendantTokens())
        {
            if (token.IsKind(SyntaxKind.IdentifierToken))
            {
                names.Add(token.ValueText);
            }
        }
    }

    // s_, m_ and the given prefix dropped, else leading underscores.
    private static string WithoutPrefix(string name, string prefix) =>
        name.StartsWith("s_", StringComparison.Ordinal) || name.StartsWith("m_", StringComparison.Ordinal) || name.StartsWith(prefix, StringComparison.Ordinal)
            ? name.Substring(2)
            : name.TrimStart('_');
}
