using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Threading;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>Names for the SearchValues fields the fixes add: from the variable the set came from, its contents, or the member using it.</summary>
internal static class FieldNaming
{
    public static string BaseName(SetRequest request, SyntaxNode use, SemanticModel model, CancellationToken cancellationToken)
    {
        if (request.NameHint is { Length: > 0 } hint && NewMemberNames.Camel(hint) is { Length: > 0 } fromHint)
        {
            return fromHint;
        }

        if (request.NeedleNames is { Count: <= 3 } names && FromNames(names) is { } fromNames)
        {
            return fromNames;
        }

        var fromContent = request.Kind == ConstantSets.StringKind ? FromNeedles(request) : FromChars(request.Values, request.Kind == ConstantSets.ByteKind);
        if (fromContent is not null)
        {
            return fromContent;
        }

        var memberName = EnclosingMember.Of(model, use.SpanStart, cancellationToken) switch
        {
            IMethodSymbol { AssociatedSymbol: { } property } => property.Name,
            IMethodSymbol { MethodKind: MethodKind.Ordinary } method => method.Name,
            _ => null,
        };
        var suffix = request.Kind switch
        {
            ConstantSets.StringKind => "Needles",
            ConstantSets.ByteKind => "Bytes",
            _ => "Chars",
        };
        return memberName is null ? "search" + suffix : NewMemberNames.Camel(memberName) + suffix;
    }

    // Get, HttpMethods.Put -> getOrPut: the constants' own names (the last part of a qualified one).
    private static string? FromNames(IReadOnlyList<string> names)
    {
        var builder = new StringBuilder();
        foreach (var written in names)
        {
            var name = written.Substring(written.LastIndexOf('.') + 1);
            if (builder.Length > 0)
            {
                builder.Append("Or").Append(NewMemberNames.CamelWord(name));
            }
            else
            {
                builder.Append(NewMemberNames.Camel(name));
            }
        }

        return builder.Length > 0 ? builder.ToString() : null;
    }

    private static string? FromNeedles(SetRequest request)
    {
        var needles = request.Needles.Distinct().ToList();
        if (needles.Count > 3 || needles.Any(n => n.Length > 16 || !n.All(char.IsLetterOrDigit)) || !char.IsLetter(needles[0][0]))
        {
            return null;
        }

        var builder = new StringBuilder(NewMemberNames.Camel(needles[0]));
        for (var i = 1; i < needles.Count; i++)
        {
            builder.Append("Or").Append(NewMemberNames.CamelWord(needles[i]));
        }

        return builder.ToString();
    }

    private static string? FromChars(string values, bool bytes)
    {
        var set = values.Distinct().ToList();
        if (set.All(c => c is ' ' or '\t' or '\r' or '\n' or '\v' or '\f'))
        {
            return set.All(c => c is '\r' or '\n') ? "newLine" + (bytes ? "Bytes" : "Chars") : "whitespace" + (bytes ? "Bytes" : string.Empty);
        }

        if (set.All(c => c is >= '0' and <= '9'))
        {
            return "digits";
        }

        if (set.All(c => "aeiouAEIOU".IndexOf(c) >= 0))
        {
            return "vowels";
        }

        if (set.All(c => c is >= '0' and <= '9' or >= 'a' and <= 'f' or >= 'A' and <= 'F'))
        {
            return "hexDigits";
        }

        if (set.Count <= 3 && set.All(c => Name(c) is not null))
        {
            var builder = new StringBuilder(Name(set[0]));
            for (var i = 1; i < set.Count; i++)
            {
                builder.Append(i == set.Count - 1 ? "Or" : string.Empty).Append(NewMemberNames.CamelWord(Name(set[i])!));
            }

            return builder.ToString();
        }

        return null;
    }

    private static string? Name(char c) => c switch
    {
        ',' => "comma",
        ';' => "semicolon",
        ':' => "colon",
        '.' => "dot",
        ' ' => "space",
        '\t' => "tab",
        '\r' => "carriageReturn",
        '\n' => "lineFeed",
        '/' => "slash",
        '\\' => "backslash",
        '|' => "pipe",
        '-' => "dash",
        '_' => "underscore",
        '=' => "equals",
        '&' => "ampersand",
        '?' => "questionMark",
        '#' => "hash",
        '"' => "quote",
        '\'' => "apostrophe",
        '<' => "lessThan",
        '>' => "greaterThan",
        '@' => "at",
        '*' => "star",
        '+' => "plus",
        '%' => "percent",
        _ => null,
    };
}
