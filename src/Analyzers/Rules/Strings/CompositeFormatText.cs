using System.Collections.Generic;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0702's reading of a <c>string.Format</c> composite format and its writing of the interpolated string that says
/// the same, shared by the analyzer (which reports only what this can write) and the fixer (which writes it).
/// </summary>
/// <remarks>
/// The format is read from the source text of its literal, between the quotes, so that what the user wrote (escape
/// sequences, a verbatim literal) is what the interpolated string keeps: composite formats and interpolated strings
/// escape braces the same way (<c>{{</c>, <c>}}</c>), so the text between the format items is copied as it is. A format
/// that is a constant but not one literal (a <c>const</c>, a concatenation) is written as one regular literal.
/// </remarks>
internal static class CompositeFormatText
{
    /// <summary>A hole's format specifier can't end in whitespace or a line break (CS8088); string.Format's can.</summary>
    public static bool EndsInWhitespace(string specifier) =>
        specifier.Length > 0
        && (SyntaxFacts.IsWhitespace(specifier[specifier.Length - 1]) || SyntaxFacts.IsNewLine(specifier[specifier.Length - 1]));

    /// <summary>string.Format rejects an index or an alignment of a million or more.</summary>
    private const int Limit = 1_000_000;

    /// <summary>
    /// The source text between the quotes of the format and whether it is verbatim, or <see langword="null"/> when the
    /// format is not a constant string (or is a raw string literal, whose braces escape differently).
    /// </summary>
    public static (string Text, bool Verbatim)? ReadFormat(ExpressionSyntax format, object? constantValue)
    {
        if (constantValue is not string value)
        {
            return null;
        }

        if (format is LiteralExpressionSyntax literal && literal.IsKind(SyntaxKind.StringLiteralExpression))
        {
            var text = literal.Token.Text;
            if (text.StartsWith("\"\"\"", System.StringComparison.Ordinal))
            {
                return null;
            }

            var verbatim = text.StartsWith("@\"", System.StringComparison.Ordinal);
            var start = verbatim ? 2 : 1;
            if (text.Length < start + 1 || text[text.Length - 1] != '"')
            {
                return null;
            }

            var inner = text.Substring(start, text.Length - start - 1);

            // An escape sequence that stands for a brace (\u007B) would open a hole in the format but not in the
            // interpolated string: the source must have every brace the value has.
            return CountBraces(inner) == CountBraces(value) ? (inner, verbatim) : null;
        }

        var quoted = SymbolDisplay.FormatLiteral(value, quote: true);
        return (quoted.Substring(1, quoted.Length - 2), false);
    }

    /// <summary>
    /// Reads the format items of the text between a literal's quotes as string.Format reads them; false for a format
    /// string.Format rejects (a lone brace, an item without an index, an index or alignment out of range) and for items
    /// whose format specifier an interpolated string can't hold as it is (empty, with a brace, a backslash or a
    /// quote in it, or ending in whitespace: CS8088).
    /// </summary>
    public static bool TryParse(string text, List<FormatItem> items)
    {
        var i = 0;
        while (i < text.Length)
        {
            var c = text[i];
            if (c == '}')
            {
                if (i + 1 < text.Length && text[i + 1] == '}')
                {
                    i += 2;
                    continue;
                }

                return false;
            }

            if (c != '{')
            {
                i++;
                continue;
            }

            if (i + 1 < text.Length && text[i + 1] == '{')
            {
                i += 2;
                continue;
            }

            var start = i++;
            if (!TryReadNumber(text, ref i, out var index))
            {
                return false;
            }

            SkipSpaces(text, ref i);
            string? alignment = null;
            if (i < text.Length && text[i] == ',')
            {
                i++;
                SkipSpaces(text, ref i);
                var alignmentStart = i;
                if (i < text.Length && text[i] == '-')
                {
                    i++;
                }

                if (!TryReadNumber(text, ref i, out _))
                {
                    return false;
                }

                alignment = text.Substring(alignmentStart, i - alignmentStart);
                SkipSpaces(text, ref i);
            }

            string? specifier = null;
            if (i < text.Length && text[i] == ':')
            {
                var specifierStart = ++i;
                while (i < text.Length && text[i] != '}')
                {
                    if (text[i] is '{' or '\\' or '"')
                    {
                        return false;
                    }

                    i++;
                }

                specifier = text.Substring(specifierStart, i - specifierStart);
                if (specifier.Length == 0 || EndsInWhitespace(specifier))
                {
                    return false;
                }
            }

            if (i >= text.Length || text[i] != '}')
            {
                return false;
            }

            i++;

            // "{0:x}}}": .NET Framework read the "}}" after a specifier into the specifier; don't guess.
            if (specifier is not null && i < text.Length && text[i] == '}')
            {
                return false;
            }

            items.Add(new FormatItem(start, i, index, alignment, specifier));
        }

        return true;
    }

    /// <summary>
    /// False when an argument can't be written in a hole as it is: a line break inside it, in a regular (not verbatim)
    /// interpolated string before C# 11. The analyzer's check, without building the string; <see cref="Build"/> makes it
    /// too.
    /// </summary>
    public static bool CanWriteHoles(bool verbatim, List<FormatItem> items, IReadOnlyList<ExpressionSyntax> arguments, LanguageVersion version)
    {
        if (verbatim || version >= LanguageVersion.CSharp11)
        {
            return true;
        }

        foreach (var item in items)
        {
            var argument = arguments[item.Index].ToString();
            if (argument.IndexOf('\n') >= 0 || argument.IndexOf('\r') >= 0)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// The interpolated string with each format item's argument in its place, alignment and specifier kept, or
    /// <see langword="null"/> when an argument can't be written in a hole (<see cref="CanWriteHoles"/>) or the result
    /// doesn't read back hole by hole as written. The arguments' own leading and trailing trivia are left out. With
    /// <paramref name="spliceStrings"/> (no format provider: a hole holding a string appends it as it is), an item
    /// without alignment or specifier whose argument is a string literal, or an interpolated string, of the same kind
    /// (verbatim or not) is written into the text: <c>{"Title"}</c> becomes <c>Title</c>, <c>{$" {ip}"}</c> becomes
    /// <c> {ip}</c>, as one would write them.
    /// </summary>
    public static InterpolatedStringExpressionSyntax? Build(string text, bool verbatim, List<FormatItem> items, IReadOnlyList<ExpressionSyntax> arguments, CSharpParseOptions options, bool spliceStrings = false)
    {
        if (!CanWriteHoles(verbatim, items, arguments, options.LanguageVersion))
        {
            return null;
        }

        var builder = new StringBuilder(text.Length + 16);
        builder.Append(verbatim ? "$@\"" : "$\"");
        var last = 0;

        // What each hole of the result must read back as: an alignment or not, and the specifier.
        var holes = new List<(bool Alignment, string? Specifier)>(items.Count);
        foreach (var item in items)
        {
            var argument = arguments[item.Index].WithoutTrivia();
            builder.Append(text, last, item.Start - last);
            // Not next to a \x escape (it takes up to four hex digits: "\x4" and "1" would read as "\x41").
            if (spliceStrings && item.Alignment is null && item.Specifier is null && (verbatim || text.IndexOf("\\x", System.StringComparison.Ordinal) < 0)
                && Splice(argument, verbatim, builder, holes))
            {
                last = item.End;
                continue;
            }

            holes.Add((item.Alignment is not null, item.Specifier));
            builder.Append('{');
            var parenthesize = argument is not ParenthesizedExpressionSyntax && ContainsColon(argument);
            builder.Append(parenthesize ? "(" : string.Empty).Append(argument.ToFullString()).Append(parenthesize ? ")" : string.Empty);
            if (item.Alignment is not null)
            {
                builder.Append(',').Append(item.Alignment);
            }

            if (item.Specifier is not null)
            {
                builder.Append(':').Append(item.Specifier);
            }

            builder.Append('}');
            last = item.End;
        }

        builder.Append(text, last, text.Length - last).Append('"');
        if (SyntaxFactory.ParseExpression(builder.ToString(), options: options) is not InterpolatedStringExpressionSyntax parsed
            || parsed.ContainsDiagnostics)
        {
            return null;
        }

        // Each hole must have read as written: its expression to the end, then the alignment and the specifier.
        var hole = 0;
        foreach (var content in parsed.Contents)
        {
            if (content is not InterpolationSyntax interpolation)
            {
                continue;
            }

            if (hole >= holes.Count
                || (interpolation.AlignmentClause is not null) != holes[hole].Alignment
                || interpolation.FormatClause?.FormatStringToken.ValueText != holes[hole].Specifier)
            {
                return null;
            }

            hole++;
        }

        return hole == holes.Count ? parsed : null;
    }

    /// <summary>
    /// Writes a string literal's text (braces doubled), or an interpolated string's contents, into the text of the
    /// string being built, when it is of the same kind (regular or verbatim, not raw); false, writing nothing,
    /// otherwise. The holes it brings are added to <paramref name="holes"/>.
    /// </summary>
    private static bool Splice(ExpressionSyntax argument, bool verbatim, StringBuilder builder, List<(bool Alignment, string? Specifier)> holes)
    {
        switch (argument)
        {
            case LiteralExpressionSyntax { RawKind: (int)SyntaxKind.StringLiteralExpression } literal:
            {
                var text = literal.Token.Text;
                var start = verbatim ? 2 : 1;
                if (text.StartsWith("\"\"\"", System.StringComparison.Ordinal)
                    || !text.StartsWith(verbatim ? "@\"" : "\"", System.StringComparison.Ordinal)
                    || text.Length < start + 1
                    || text[text.Length - 1] != '"')
                {
                    return false;
                }

                // An escape sequence that stands for a brace (\u007B) would be read as text either way; don't guess.
                var inner = text.Substring(start, text.Length - start - 1);
                if (CountBraces(inner) != CountBraces(literal.Token.ValueText) || (!verbatim && inner.IndexOf("\\x", System.StringComparison.Ordinal) >= 0))
                {
                    return false;
                }

                builder.Append(inner.Replace("{", "{{").Replace("}", "}}"));
                return true;
            }

            case InterpolatedStringExpressionSyntax interpolated
                when interpolated.StringStartToken.IsKind(verbatim ? SyntaxKind.InterpolatedVerbatimStringStartToken : SyntaxKind.InterpolatedStringStartToken)
                    && (verbatim || interpolated.ToString().IndexOf("\\x", System.StringComparison.Ordinal) < 0):
                foreach (var content in interpolated.Contents)
                {
                    builder.Append(content.ToFullString());
                    if (content is InterpolationSyntax interpolation)
                    {
                        holes.Add((interpolation.AlignmentClause is not null, interpolation.FormatClause?.FormatStringToken.ValueText));
                    }
                }

                return true;

            default:
                return false;
        }
    }

    /// <summary>
    /// A colon would end the hole's expression and start a format specifier (<c>a ? b : c</c>, <c>global::</c>); one inside
    /// parentheses, an argument list, brackets, braces or a nested interpolated string doesn't.
    /// </summary>
    private static bool ContainsColon(ExpressionSyntax expression)
    {
        foreach (var token in expression.DescendantTokens(static node => node is not (ArgumentListSyntax or BracketedArgumentListSyntax
            or ParenthesizedExpressionSyntax or InterpolatedStringExpressionSyntax or InitializerExpressionSyntax or BlockSyntax)))
        {
            if (token.IsKind(SyntaxKind.ColonToken) || token.IsKind(SyntaxKind.ColonColonToken))
            {
                return true;
            }
        }

        return false;
    }

    private static bool TryReadNumber(string text, ref int i, out int value)
    {
        value = 0;
        var start = i;
        while (i < text.Length && text[i] is >= '0' and <= '9')
        {
            value = (value * 10) + (text[i] - '0');
            if (value >= Limit)
            {
                return false;
            }

            i++;
        }

        return i > start;
    }

    private static void SkipSpaces(string text, ref int i)
    {
        while (i < text.Length && text[i] == ' ')
        {
            i++;
        }
    }

    private static int CountBraces(string text)
    {
        var count = 0;
        foreach (var c in text)
        {
            if (c is '{' or '}')
            {
                count++;
            }
        }

        return count;
    }

    /// <summary>One <c>{index[,alignment][:specifier]}</c> of the text, from its opening brace to after its closing one.</summary>
    internal readonly struct FormatItem
    {
        public FormatItem(int start, int end, int index, string? alignment, string? specifier)
        {
            Start = start;
            End = end;
            Index = index;
            Alignment = alignment;
            Specifier = specifier;
        }

        public int Start { get; }

        public int End { get; }

        public int Index { get; }

        public string? Alignment { get; }

        public string? Specifier { get; }
    }
}
