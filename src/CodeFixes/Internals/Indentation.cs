using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Options;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.Internals;

/// <summary>
/// Whether a fix indents with tabs: what .editorconfig's <c>indent_style</c> says for the document, and where it says
/// nothing, what the document's own lines do (the way the IDE's adaptive formatting reads it). Without this, the
/// formatter's default (four spaces) would indent new lines with spaces in a tab-indented file.
/// </summary>
internal static class Indentation
{
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
