using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0905: the count's <c>0</c> becomes <c>MemoryMarshal.CreateReadOnlySpanFromNullTerminated(p).Length</c> and the
/// loop goes: <c>int length = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(p).Length;</c>; a walking pointer
/// starts where the walk ended: <c>byte* end = start + ...Length;</c>. A <c>for</c> loop that sets the variable becomes
/// the assignment (<c>length = ...Length;</c>). Everything after the loop reads the same value.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseNullTerminatedSpanCodeFixProvider)), Shared]
public sealed class UseNullTerminatedSpanCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.NeedsInteropServicesImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseNullTerminatedSpan);

    // Each fix edits two statements of a block (the declaration and the loop): Fix All edits every loop of a document in
    // one pass, and adds the using once.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseNullTerminatedSpanCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (Find(root, diagnostic) is not { } match)
        {
            return null;
        }

        return CodeAction.Create(
            "Use MemoryMarshal.CreateReadOnlySpanFromNullTerminated",
            ct => FixAsync(document.WithSyntaxRoot(Rewrite(root, new[] { match })), ct),
            equivalenceKey: nameof(UseNullTerminatedSpanCodeFixProvider));
    }

    /// <summary>The loop the diagnostic reports, matched again on syntax (the analyzer's own match), or null.</summary>
    private static UseNullTerminatedSpanAnalyzer.LoopMatch? Find(SyntaxNode root, Diagnostic diagnostic)
    {
        var loop = LinqSyntax.FindExact<StatementSyntax>(root, diagnostic.Location);
        return loop is null ? null : UseNullTerminatedSpanAnalyzer.Match(loop);
    }

    private static SyntaxNode Rewrite(SyntaxNode root, IReadOnlyList<UseNullTerminatedSpanAnalyzer.LoopMatch> matches)
    {
        var edits = new Dictionary<SyntaxNode, SyntaxNode?>();
        foreach (var match in matches)
        {
            var length = Length(match.Pointer);
            if (match.IsWalk)
            {
                // byte* end = start + ....Length;
                length = SyntaxFactory.BinaryExpression(SyntaxKind.AddExpression, match.Pointer.WithoutTrivia(), length);
            }

            if (match.Declarator is { Initializer: { } initializer, Parent.Parent: LocalDeclarationStatementSyntax declaration })
            {
                // int length = 0; while (...) length++;  ->  int length = ....Length;
                // The loop's comments now describe the declaration: they move above it.
                var declared = declaration.ReplaceNode(initializer.Value, length.WithTriviaFrom(initializer.Value));
                var loopLeading = match.Loop.GetLeadingTrivia();
                if (HasComment(loopLeading))
                {
                    var leading = declared.GetLeadingTrivia();
                    var kept = leading.Count;
                    while (kept > 0 && leading[kept - 1].IsKind(SyntaxKind.WhitespaceTrivia))
                    {
                        kept--;
                    }

                    var moved = new List<SyntaxTrivia>(kept + loopLeading.Count);
                    for (var i = 0; i < kept; i++)
                    {
                        moved.Add(leading[i]);
                    }

                    moved.AddRange(loopLeading);
                    declared = declared.WithLeadingTrivia(moved);
                }

                edits[declaration] = declared;
                edits[match.Loop] = null;
            }
            else
            {
                // for (length = 0; ...) ;  ->  length = ....Length;
                var assignment = SyntaxFactory.ExpressionStatement(
                        SyntaxFactory.AssignmentExpression(SyntaxKind.SimpleAssignmentExpression, match.Advanced.WithoutTrivia(), length))
                    .WithTriviaFrom(match.Loop);
                edits[match.Loop] = assignment;
            }
        }

        root = root.TrackNodes(edits.Keys);
        foreach (var edit in edits)
        {
            var current = root.GetCurrentNode(edit.Key);
            if (current is null)
            {
                continue;
            }

            root = edit.Value is null
                ? root.RemoveNode(current, SyntaxRemoveOptions.KeepNoTrivia)!
                : root.ReplaceNode(current, edit.Value);
        }

        return root;
    }

    private static bool HasComment(SyntaxTriviaList trivia)
    {
        foreach (var item in trivia)
        {
            if (item.IsKind(SyntaxKind.SingleLineCommentTrivia) || item.IsKind(SyntaxKind.MultiLineCommentTrivia))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary><c>MemoryMarshal.CreateReadOnlySpanFromNullTerminated(pointer).Length</c>.</summary>
    private static ExpressionSyntax Length(IdentifierNameSyntax pointer)
    {
        var memoryMarshal = SyntaxFactory.ParseExpression("global::System.Runtime.InteropServices.MemoryMarshal")
            .WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);
        var span = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, memoryMarshal, SyntaxFactory.IdentifierName("CreateReadOnlySpanFromNullTerminated")),
            SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(pointer.WithoutTrivia()))));
        return SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, span, SyntaxFactory.IdentifierName("Length"));
    }

    /// <summary>Fix All: every loop of the document at once (<see cref="FixAll.PerDocument"/>).</summary>
    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var matches = new List<UseNullTerminatedSpanAnalyzer.LoopMatch>();
        foreach (var diagnostic in diagnostics)
        {
            if (Find(root, diagnostic) is { } match)
            {
                matches.Add(match);
            }
        }

        return matches.Count == 0 ? document : await FixAsync(document.WithSyntaxRoot(Rewrite(root, matches)), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, "System.Runtime.InteropServices", "System.Runtime.InteropServices.MemoryMarshal", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
