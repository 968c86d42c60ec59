using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way a fixer offers its code actions: for each diagnostic of the context, the fixer's plan finds what the
/// fix needs in the document (the nodes the diagnostic's locations point at, the checks that make it safe) and returns
/// the code action, or <see langword="null"/> when no fix is offered (a shape the fix declines, or a diagnostic
/// without the locations and properties its analyzer always supplies). The action captures what the plan found, so
/// the fix itself neither looks the nodes up again nor repeats the checks; the document is the same snapshot.
/// </summary>
internal static class FixRegistration
{
    /// <summary>Plans from the syntax alone.</summary>
    public static Task RegisterEachAsync(CodeFixContext context, Func<Document, SyntaxNode, Diagnostic, CodeAction?> plan) =>
        RegisterEachAsync(context, semantic: false, (document, root, _, diagnostic, _) => plan(document, root, diagnostic));

    /// <summary>Plans with the document's semantic model (a safety check the analyzer could not make).</summary>
    public static Task RegisterEachAsync(CodeFixContext context, Func<Document, SyntaxNode, SemanticModel, Diagnostic, CancellationToken, CodeAction?> plan) =>
        RegisterEachAsync(context, semantic: true, (document, root, model, diagnostic, cancellationToken) => plan(document, root, model!, diagnostic, cancellationToken));

    private static async Task RegisterEachAsync(CodeFixContext context, bool semantic, Func<Document, SyntaxNode, SemanticModel?, Diagnostic, CancellationToken, CodeAction?> plan)
    {
        var document = context.Document;
        var root = await document.GetSyntaxRootAsync(context.CancellationToken).ConfigureAwait(false);
        var model = semantic ? await document.GetSemanticModelAsync(context.CancellationToken).ConfigureAwait(false) : null;
        if (root is null || (semantic && model is null))
        {
            return;
        }

        foreach (var diagnostic in context.Diagnostics)
        {
            if (plan(document, root, model, diagnostic, context.CancellationToken) is { } action)
            {
                context.RegisterCodeFix(action, diagnostic);
            }
        }
    }
}
