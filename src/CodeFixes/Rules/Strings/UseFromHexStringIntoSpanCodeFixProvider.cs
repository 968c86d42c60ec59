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
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0705: the statement <c>Convert.FromHexString(s).CopyTo(buffer);</c> becomes
/// <c>if (Convert.FromHexString(s, buffer, out _, out _) != OperationStatus.Done) { Convert.FromHexString(s).CopyTo(buffer); }</c>:
/// the bytes are decoded straight into the buffer, and where the overload reports a failure the original statement
/// runs and throws what it threw (the input is not hex, or too long for the buffer). <c>Convert</c> and the
/// destination are kept as written; <c>using System.Buffers;</c> is added where <c>OperationStatus</c> needs it.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseFromHexStringIntoSpanCodeFixProvider)), Shared]
public sealed class UseFromHexStringIntoSpanCodeFixProvider : CodeFixProvider
{
    private const string Title = "Decode with Convert.FromHexString into the buffer";

    private static readonly SyntaxAnnotation s_needsBuffers = new("PerfAnalyzers.NeedsSystemBuffersImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseFromHexStringIntoSpan);

    // Two fixed statements in a row: the batch fixer's merged text diffs can reach from one into the other (both end in
    // the same buffer's name), so Fix All rewrites every statement of a document in one pass instead.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseFromHexStringIntoSpanCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (Edit(document, root, model.Compilation, diagnostic) is not var (statement, check))
        {
            return null;
        }

        return CodeAction.Create(
            Title,
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(statement, check)), ct),
            equivalenceKey: nameof(UseFromHexStringIntoSpanCodeFixProvider));
    }

    /// <summary>The statement and the <c>if</c> that replaces it; null when the code is not what the analyzer reports.</summary>
    private static (StatementSyntax Statement, IfStatementSyntax Check)? Edit(Document document, SyntaxNode root, Compilation compilation, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 2
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { ArgumentList.Arguments.Count: 1 } fromHex
            || LinqSyntax.FindExact<ExpressionStatementSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } statement
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } destination
            || compilation.GetTypeByMetadataName("System.Buffers.OperationStatus") is null)
        {
            return null;
        }

        var decode = SyntaxFactory.InvocationExpression(
            fromHex.Expression.WithoutTrivia(),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[]
            {
                fromHex.ArgumentList.Arguments[0].WithoutTrivia(),
                SyntaxFactory.Argument(destination.WithoutTrivia()),
                NewLocals.OutDiscard(),
                NewLocals.OutDiscard(),
            })));
        // Parsed, not built from the type's symbol: qualified as an expression, as the simplifier leaves it where another
        // OperationStatus is in scope (System.Buffers.OperationStatus.Done).
        var done = SyntaxFactory.ParseExpression("global::System.Buffers.OperationStatus.Done")
            .WithAdditionalAnnotations(Simplifier.Annotation, s_needsBuffers);
        var lineBreak = LineBreaks.Of(document, root.SyntaxTree.GetText());

        // The original statement, which throws what it threw: the comment says why it is there.
        var fallback = statement.WithoutTrivia().WithLeadingTrivia(
            SyntaxFactory.Comment("// Not hex, or too long for the buffer: throw what the allocating call threw."),
            SyntaxFactory.EndOfLine(lineBreak));
        var check = SyntaxFactory.IfStatement(
                SyntaxFactory.BinaryExpression(SyntaxKind.NotEqualsExpression, decode, done),
                SyntaxFactory.Block(fallback))
            .WithTriviaFrom(statement)
            .WithAdditionalAnnotations(Formatter.Annotation);
        return (statement, BlankLines.AfterBlock(check, statement, lineBreak));
    }

    /// <summary>Fix All: every copy in the document at once (<see cref="FixAll.PerDocument"/>).</summary>
    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var edits = new Dictionary<SyntaxNode, IfStatementSyntax>();
        foreach (var diagnostic in diagnostics)
        {
            if (Edit(document, root, model.Compilation, diagnostic) is var (statement, check))
            {
                edits[statement] = check;
            }
        }

        if (edits.Count == 0)
        {
            return document;
        }

        var rewritten = root.ReplaceNodes(edits.Keys, (original, _) => edits[original]);
        return await FixAsync(document.WithSyntaxRoot(rewritten), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsBuffers, "System.Buffers", "System.Buffers.OperationStatus", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
