using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Locking;

/// <summary>
/// The edits of one locking fix (or of a Fix All): one <see cref="DocumentEditor"/> per document touched, since a
/// type's partial declarations can spread the field's uses over several files.
/// </summary>
internal sealed class LockingEdits
{
    private readonly Solution _solution;
    private readonly Dictionary<DocumentId, DocumentEditor> _editors = new();

    public LockingEdits(Solution solution) => _solution = solution;

    /// <summary>The editor of the location's document and the node at the location, or null when it can't be found.</summary>
    public async Task<(DocumentEditor Editor, SyntaxNode Node)?> FindAsync(Location location, CancellationToken cancellationToken)
    {
        var document = _solution.GetDocument(location.SourceTree);
        if (document is null)
        {
            return null;
        }

        if (!_editors.TryGetValue(document.Id, out var editor))
        {
            editor = await DocumentEditor.CreateAsync(document, cancellationToken).ConfigureAwait(false);
            _editors.Add(document.Id, editor);
        }

        return (editor, editor.OriginalRoot.FindNode(location.SourceSpan, getInnermostNodeForTie: true));
    }

    /// <summary>
    /// <c>System.Threading.{name}</c> as it should be written at <paramref name="node"/>: simplified to <c>{name}</c>,
    /// with <c>using System.Threading;</c> added when needed, unless another type of that name is in scope there.
    /// <paramref name="asType"/> says where it goes: a type (a qualified name) or the receiver of a member access (an
    /// expression), so that the tree the fix builds is the tree the parser reads back from its text.
    /// </summary>
    public ExpressionSyntax ThreadingName(DocumentEditor editor, SyntaxNode node, string name, bool asType)
    {
        var clash = false;
        foreach (var symbol in editor.SemanticModel.LookupNamespacesAndTypes(node.SpanStart, name: name))
        {
            if (symbol is not INamedTypeSymbol { ContainingNamespace: { Name: "Threading", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } } })
            {
                clash = true;
                break;
            }
        }

        var qualified = asType
            ? SyntaxFactory.ParseName("global::System.Threading." + name)
            : SyntaxFactory.ParseExpression("global::System.Threading." + name);
        if (clash)
        {
            return qualified.WithAdditionalAnnotations(Simplifier.Annotation);
        }

        return qualified.WithAdditionalAnnotations(Simplifier.Annotation, NeedsThreadingImport);
    }

    /// <summary>Marks the System.Threading names a fix writes: the file needs <c>using System.Threading;</c>.</summary>
    private static readonly SyntaxAnnotation NeedsThreadingImport = new("PerfAnalyzers.NeedsThreadingImport");

    /// <summary>The changed solution, with the usings the annotated names need (the code action's cleanup simplifies them).</summary>
    public async Task<Solution> ApplyAsync(CancellationToken cancellationToken)
    {
        var solution = _solution;
        foreach (var editor in _editors.Values)
        {
            var document = solution.GetDocument(editor.OriginalDocument.Id)!.WithSyntaxRoot(editor.GetChangedRoot());
            if ((await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))?.GetAnnotatedNodes(NeedsThreadingImport).Any() == true)
            {
                document = await Imports.AddUsingAsync(document, "System.Threading", cancellationToken).ConfigureAwait(false);
            }

            document = await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
            solution = document.Project.Solution;
        }

        return solution;
    }

    /// <summary>
    /// Fix All for the locking rules: every diagnostic in scope is fixed by <paramref name="fix"/> in one pass over shared
    /// document editors. The batch fixer would merge separately computed fixes, and drops some when each adds the same
    /// using directive.
    /// </summary>
    public static FixAllProvider WholeScopeFixAll(string equivalenceKey, Func<LockingEdits, Diagnostic, CancellationToken, Task> fix) =>
        FixAll.WholeScope(
            equivalenceKey,
            "Fix all",
            static (context, diagnostic) => context.DiagnosticIds.Contains(diagnostic.Id) && diagnostic.AdditionalLocations.Count > 0,
            async (solution, diagnostics, ct) =>
            {
                var edits = new LockingEdits(solution);
                foreach (var diagnostic in diagnostics)
                {
                    await fix(edits, diagnostic, ct).ConfigureAwait(false);
                }

                return await edits.ApplyAsync(ct).ConfigureAwait(false);
            });

    public static MemberAccessExpressionSyntax Member(ExpressionSyntax receiver, string name) =>
        SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, receiver, SyntaxFactory.IdentifierName(name));
}
