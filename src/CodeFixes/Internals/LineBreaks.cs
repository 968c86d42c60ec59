using System;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The line break a fix writes: the one the document already uses. Only a document with no line break at all falls
/// back to its .editorconfig <c>end_of_line</c>, then to the platform's. A fix never writes <c>\r\n</c> into a
/// <c>\n</c> file or the reverse: the formatter's default (the platform's line break) is not used for that reason.
/// </summary>
internal static class LineBreaks
{
    public static string Of(Document document, SourceText text)
    {
        for (var i = 0; i < text.Length; i++)
        {
            switch (text[i])
            {
                case '\n':
                    return "\n";
                case '\r':
                    return i + 1 < text.Length && text[i + 1] == '\n' ? "\r\n" : "\r";
            }
        }

        if (document.TryGetSyntaxTree(out var tree)
            && document.Project.AnalyzerOptions.AnalyzerConfigOptionsProvider.GetOptions(tree).TryGetValue("end_of_line", out var value))
        {
            switch (value.Trim().ToLowerInvariant())
            {
                case "lf":
                    return "\n";
                case "crlf":
                    return "\r\n";
                case "cr":
                    return "\r";
            }
        }

        return Environment.NewLine;
    }

    /// <summary>The editorconfig options of <paramref name="document"/>'s tree, or none.</summary>
    public static AnalyzerConfigOptions? Options(Document document) =>
        document.TryGetSyntaxTree(out var tree)
            ? document.Project.AnalyzerOptions.AnalyzerConfigOptionsProvider.GetOptions(tree)
            : null;
}
