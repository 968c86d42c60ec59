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
/// destination are kept as written; <c>using System.Buffers;</c> is added where <c>OperationStatus</c> needs it. A
/// buffer others can see (a caller's span, a field) is not written until every byte decoded: the bytes go to
/// <c>Span&lt;byte&gt; decoded = key.Length &lt;= 256 ? stackalloc byte[key.Length] : new byte[key.Length];</c> first,
/// and <c>decoded.Slice(0, written).CopyTo(key);</c> follows the <c>if</c>.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseFromHexStringIntoSpanCodeFixProvider)), Shared]
public sealed class UseFromHexStringIntoSpanCodeFixProvider : CodeFixProvider
{
    private const string Title = "Decode with Convert.FromHexString into the buffer";

    private static readonly SyntaxAnnotation s_needsBuffers = new("PerfAnalyzers.NeedsSystemBuffersImport");
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseFromHexStringIntoSpan);

    // Two fixed statements in a row: the batch fixer's merged text diffs can reach from one into the other (both end in
    // the same buffer's name), so Fix All rewrites every statement of a document in one pass instead.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseFromHexStringIntoSpanCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (Edit(document, root, model.Compilation, diagnostic, new Dictionary<SyntaxNode, HashSet<string>>()) is not var (statement, replacements))
        {
            return null;
        }

        return CodeAction.Create(
            Title,
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(statement, replacements)), ct),
            equivalenceKey: nameof(UseFromHexStringIntoSpanCodeFixProvider));
    }

    /// <summary>
    /// The statement and what replaces it: the <c>if</c>, or for a buffer others can see the scratch's declaration, the
    /// <c>if</c> decoding into it and the copy into the buffer; null when the code is not what the analyzer reports.
    /// <paramref name="taken"/>: the names in use in each member, with those the fixes of this document have declared.
    /// </summary>
    private static (StatementSyntax Statement, StatementSyntax[] Replacements)? Edit(Document document, SyntaxNode root, Compilation compilation, Diagnostic diagnostic, Dictionary<SyntaxNode, HashSet<string>> taken)
    {
        if (diagnostic.AdditionalLocations.Count is not (2 or 3)
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { ArgumentList.Arguments.Count: 1 } fromHex
            || LinqSyntax.FindExact<ExpressionStatementSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } statement
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } destination
            || compilation.GetTypeByMetadataName("System.Buffers.OperationStatus") is null)
        {
            return null;
        }

        // A buffer others can see: decoded into a scratch of its length, copied once every byte decoded.
        ExpressionSyntax? variable = null;
        string? scratch = null;
        string? written = null;
        if (diagnostic.AdditionalLocations.Count == 3)
        {
            if (LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[2]) is not { } found
                || statement.FirstAncestorOrSelf<MemberDeclarationSyntax>() is not { } member)
            {
                return null;
            }

            variable = found.WithoutTrivia();
            var names = NewLocals.TakenInMember(member, taken);
            scratch = NewLocals.Unique("decoded", names);
            written = NewLocals.Unique("written", names);
        }

        var decode = SyntaxFactory.InvocationExpression(
            fromHex.Expression.WithoutTrivia(),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[]
            {
                fromHex.ArgumentList.Arguments[0].WithoutTrivia(),
                SyntaxFactory.Argument(scratch is null ? destination.WithoutTrivia() : SyntaxFactory.IdentifierName(scratch)),
                NewLocals.OutDiscard(),
                written is null
                    ? NewLocals.OutDiscard()
                    : SyntaxFactory.Argument(SyntaxFactory.DeclarationExpression(
                            SyntaxFactory.PredefinedType(SyntaxFactory.Token(SyntaxKind.IntKeyword)),
                            SyntaxFactory.SingleVariableDesignation(SyntaxFactory.Identifier(written))))
                        .WithRefKindKeyword(SyntaxFactory.Token(SyntaxKind.OutKeyword)),
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
        if (variable is null || scratch is null || written is null)
        {
            return (statement, new StatementSyntax[] { BlankLines.AfterBlock(check, statement, lineBreak) });
        }

        // Span<byte> decoded = key.Length <= 256 ? stackalloc byte[key.Length] : new byte[key.Length];
        var leading = statement.GetLeadingTrivia();
        var indentation = Indentation.Of(leading);
        var length = variable + ".Length";
        var declaration = ((LocalDeclarationStatementSyntax)SyntaxFactory.ParseStatement(
                "Span<byte> " + scratch + " = " + length + " <= 256 ? stackalloc byte[" + length + "] : new byte[" + length + "];"))
            .WithLeadingTrivia(leading)
            .WithTrailingTrivia(SyntaxFactory.EndOfLine(lineBreak));
        declaration = declaration.ReplaceNode(declaration.Declaration.Type, declaration.Declaration.Type.WithAdditionalAnnotations(s_needsSystem));
        var copy = SyntaxFactory.ParseStatement(scratch + ".Slice(0, " + written + ").CopyTo(" + variable + ");")
            .WithLeadingTrivia(indentation)
            .WithTrailingTrivia(statement.GetTrailingTrivia());
        // A blank line after the if's block, before the copy, as after any other block.
        check = check.WithLeadingTrivia(indentation).WithTrailingTrivia(SyntaxFactory.EndOfLine(lineBreak), SyntaxFactory.EndOfLine(lineBreak));
        return (statement, new StatementSyntax[] { declaration, check, copy });
    }

    /// <summary>Fix All: every copy in the document at once (<see cref="FixAll.PerDocument"/>).</summary>
    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var edits = new Dictionary<SyntaxNode, StatementSyntax[]>();
        var taken = new Dictionary<SyntaxNode, HashSet<string>>();
        foreach (var diagnostic in diagnostics)
        {
            if (Edit(document, root, model.Compilation, diagnostic, taken) is var (statement, replacements))
            {
                edits[statement] = replacements;
            }
        }

        if (edits.Count == 0)
        {
            return document;
        }

        var rewritten = root.TrackNodes(edits.Keys);
        foreach (var edit in edits)
        {
            if (rewritten.GetCurrentNode(edit.Key) is { } current)
            {
                rewritten = edit.Value.Length == 1 ? rewritten.ReplaceNode(current, edit.Value[0]) : rewritten.ReplaceNode(current, edit.Value);
            }
        }

        return await FixAsync(document.WithSyntaxRoot(rewritten), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsBuffers, "System.Buffers", "System.Buffers.OperationStatus", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.Span`1", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
