using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The last step of every fix that writes new lines or names to simplify: simplifies what carries
/// <see cref="Simplifier.Annotation"/> and formats what carries <see cref="Formatter.Annotation"/> with the document's
/// own options, line break (<see cref="LineBreaks"/>) and indentation (<see cref="Indentation"/>), then removes both annotations so that the code action's own
/// cleanup, which formats with the host's default line break, has nothing left to redo.
/// </summary>
internal static class FixCleanup
{
    public static async Task<Document> FinishAsync(Document document, CancellationToken cancellationToken)
    {
        var text = await document.GetTextAsync(cancellationToken).ConfigureAwait(false);
        var options = Indentation.Adapt(
            (await document.GetOptionsAsync(cancellationToken).ConfigureAwait(false)).WithChangedOption(FormattingOptions.NewLine, LineBreaks.Of(document, text)),
            document,
            text);

        document = await Simplifier.ReduceAsync(document, Simplifier.Annotation, options, cancellationToken).ConfigureAwait(false);
        document = await Formatter.FormatAsync(document, Formatter.Annotation, options, cancellationToken).ConfigureAwait(false);

        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root is null)
        {
            return document;
        }

        var annotated = root.GetAnnotatedNodesAndTokens(Formatter.Annotation)
            .Concat(root.GetAnnotatedNodesAndTokens(Simplifier.Annotation))
            .Where(n => n.IsNode)
            .Select(n => n.AsNode()!)
            .Distinct()
            .ToList();
        if (annotated.Count == 0)
        {
            return document;
        }

        return document.WithSyntaxRoot(root.ReplaceNodes(annotated, static (_, rewritten) => Settle(rewritten.WithoutAnnotations(Formatter.Annotation, Simplifier.Annotation))));
    }

    /// <summary>
    /// The node's elastic trivia made ordinary: the formatter above has laid them out with the document's options, and
    /// an elastic one left (a token the layout didn't need to change, an operator's spaces) would be laid out again by
    /// the code action's cleanup with the host's defaults (spaces and the platform's line break), taking the lines around
    /// it along.
    /// </summary>
    private static SyntaxNode Settle(SyntaxNode node)
    {
        var elastic = node.DescendantTrivia(descendIntoTrivia: true).Where(t => t.HasAnnotation(SyntaxAnnotation.ElasticAnnotation)).ToList();
        return elastic.Count == 0 ? node : node.ReplaceTrivia(elastic, static (original, _) => original.WithoutAnnotations(SyntaxAnnotation.ElasticAnnotation));
    }
}
