using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Options;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.Internals;

/// <summary>
/// Whether a fix indents with tabs: what .editorconfig's <c>indent_style</c> says for the document, and where it says
/// nothing, what the document's own lines do (the way the IDE's adaptive formatting reads it). Without this, the
/// formatter's default (four spaces) would indent new lines with spaces in a tab-indented file. And the indentation
/// a node's line has (<see cref="Of(SyntaxNode)"/>), which the lines a fix inserts before it take.
/// </summary>
internal static class Indentation
{
    /// <summary>The whitespace that begins <paramref name="node"/>'s line: the last piece of its leading trivia when it is whitespace.</summary>
    public static SyntaxTriviaList Of(SyntaxNode node) => Of(node.GetLeadingTrivia());

    /// <summary>The last piece of <paramref name="leading"/> when it is whitespace (the indentation after its last line break), else nothing.</summary>
    public static SyntaxTriviaList Of(SyntaxTriviaList leading) =>
        leading.Count > 0 && leading[leading.Count - 1].IsKind(SyntaxKind.WhitespaceTrivia)
            ? SyntaxFactory.TriviaList(leading[leading.Count - 1])
            : SyntaxFactory.TriviaList();

    /// <summary><paramref name="leading"/> without its last piece when that is the indentation (<see cref="Of(SyntaxTriviaList)"/>).</summary>
    public static SyntaxTriviaList Without(SyntaxTriviaList leading) =>
        leading.Count > 0 && leading[leading.Count - 1].IsKind(SyntaxKind.WhitespaceTrivia) ? leading.RemoveAt(leading.Count - 1) : leading;

    public static OptionSet Adapt(OptionSet options, Document document, SourceText text)
    {
        if (LineBreaks.Options(document) is { } config && config.TryGetValue("indent_style", out _))
        {
            return options;
        }

        var tabs = 0;
        var spaces = 0;
        foreach (var line in text.Lines)
        {
            if (line.Start < line.End)
            {
                switch (text[line.Start])
                {
                    case '\t':
                        tabs++;
                        break;
                    case ' ':
                        spaces++;
                        break;
                }
            }
        }

        return tabs == spaces ? options : options.WithChangedOption(FormattingOptions.UseTabs, LanguageNames.CSharp, tabs > spaces);
    }
}
