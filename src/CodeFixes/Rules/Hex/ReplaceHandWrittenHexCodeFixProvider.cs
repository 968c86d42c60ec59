using System.Collections.Immutable;
using System.Linq;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Hex;

/// <summary>PERF0103: hand-written hex (per-byte ToString("x2") joined or appended) to <c>Convert.ToHexString</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ReplaceHandWrittenHexCodeFixProvider)), Shared]
public sealed class ReplaceHandWrittenHexCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.ReplaceHandWrittenHex);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(ReplaceHandWrittenHexCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count == 0
            || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax source)
        {
            return null;
        }

        var lower = HexSyntax.IsTrue(diagnostic, ReplaceHandWrittenHexAnalyzer.LowerCaseKey);
        var useLowerApi = HexSyntax.IsTrue(diagnostic, ReplaceHandWrittenHexAnalyzer.UseLowerApiKey);
        var title = lower && useLowerApi ? "Use Convert.ToHexStringLower" : "Use Convert.ToHexString";
        var call = HexSyntax.CreateHexCall(new[] { SyntaxFactory.Argument(source.WithoutTrivia()) }, lower, useLowerApi);

        diagnostic.Properties.TryGetValue(ReplaceHandWrittenHexAnalyzer.ShapeKey, out var shape);
        if (shape == ReplaceHandWrittenHexAnalyzer.ShapeLoop && diagnostic.AdditionalLocations.Count == 3)
        {
            if (root.FindNode(diagnostic.Location.SourceSpan) is not StatementSyntax loop
                || root.FindNode(diagnostic.AdditionalLocations[1].SourceSpan) is not LocalDeclarationStatementSyntax declaration
                || root.FindNode(diagnostic.AdditionalLocations[2].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax toString)
            {
                return null;
            }

            return CodeAction.Create(
                title,
                ct => FixLoopAsync(document, loop, declaration, toString, call, ct),
                equivalenceKey: nameof(ReplaceHandWrittenHexCodeFixProvider));
        }

        if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax reported)
        {
            return null;
        }

        return CodeAction.Create(
            title,
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(reported, call.WithTriviaFrom(reported)))),
            equivalenceKey: nameof(ReplaceHandWrittenHexCodeFixProvider));
    }

    /// <summary>The declaration and the loop that build the string go; the call takes the place of its <c>ToString()</c>.</summary>
    private static async Task<Document> FixLoopAsync(
        Document document,
        StatementSyntax loop,
        LocalDeclarationStatementSyntax declaration,
        InvocationExpressionSyntax toString,
        ExpressionSyntax call,
        CancellationToken cancellationToken)
    {
        var editor = await DocumentEditor.CreateAsync(document, cancellationToken).ConfigureAwait(false);
        // The lines go with their statements: no elastic trivia left for a formatter to fill with a line break
        // that may not be the document's.
        editor.RemoveNode(declaration, SyntaxRemoveOptions.KeepUnbalancedDirectives);
        editor.RemoveNode(loop, SyntaxRemoveOptions.KeepUnbalancedDirectives);
        editor.ReplaceNode(toString, call.WithTriviaFrom(toString));

        // At the start of a block, the blank lines that set the removed statements apart from what follows go with
        // them; after other statements, the one before the return stays as the separator.
        if (loop.Parent is BlockSyntax block
            && block.Statements.IndexOf(declaration) == 0
            && block.Statements.IndexOf(loop) is var index && index >= 0 && index + 1 < block.Statements.Count)
        {
            editor.ReplaceNode(block.Statements[index + 1], static (current, _) => current.WithLeadingTrivia(BlankLines.WithoutLeading(current.GetLeadingTrivia())));
        }

        return editor.GetChangedDocument();
    }
}
