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
/// PERF0906: the chain of shifts becomes <c>BinaryPrimitives.ReadInt32LittleEndian(buffer.AsSpan(index + k))</c> (the
/// method the analyzer chose): an array from index 0 is passed as it is (it converts to a span), an array from another
/// index through <c>AsSpan(start)</c>, a span through <c>Slice(start)</c>. Parentheses around the chain go with it.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseBinaryPrimitivesCodeFixProvider)), Shared]
public sealed class UseBinaryPrimitivesCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsBinaryImport = new("PerfAnalyzers.NeedsBinaryImport");
    private static readonly SyntaxAnnotation s_needsSystemImport = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseBinaryPrimitives);

    // The fixes add two usings (System.Buffers.Binary, and System for AsSpan), whose text changes the batch fixer can't
    // merge: Fix All rewrites every chain of a document, then adds the usings once.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseBinaryPrimitivesCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (Edit(root, diagnostic) is not var (chain, read))
        {
            return null;
        }

        return CodeAction.Create(
            "Use BinaryPrimitives." + diagnostic.Properties[UseBinaryPrimitivesAnalyzer.MethodKey],
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(chain, read)), ct),
            equivalenceKey: nameof(UseBinaryPrimitivesCodeFixProvider));
    }

    /// <summary>The chain (with its parentheses) and the read that replaces it; null when the diagnostic lacks what the analyzer always supplies.</summary>
    private static (ExpressionSyntax Chain, ExpressionSyntax Read)? Edit(SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.TryGetValue(UseBinaryPrimitivesAnalyzer.MethodKey, out var method)
            || method is null
            || !diagnostic.Properties.TryGetValue(UseBinaryPrimitivesAnalyzer.OffsetKey, out var offsetText)
            || !int.TryParse(offsetText, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var offset)
            || diagnostic.AdditionalLocations.Count is not (1 or 2)
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } chain
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } buffer)
        {
            return null;
        }

        var index = diagnostic.AdditionalLocations.Count == 2 ? LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) : null;
        if (diagnostic.AdditionalLocations.Count == 2 && index is null)
        {
            return null;
        }

        // Where the bytes start: index + k, index, or k.
        var constant = SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(offset));
        ExpressionSyntax? start = index is null
            ? (offset == 0 ? null : constant)
            : (offset == 0 ? index.WithoutTrivia() : SyntaxFactory.BinaryExpression(SyntaxKind.AddExpression, index.WithoutTrivia(), constant));

        var isArray = diagnostic.Properties.ContainsKey(UseBinaryPrimitivesAnalyzer.ArrayKey);
        ExpressionSyntax bytes = buffer.WithoutTrivia();
        if (start is not null)
        {
            var name = isArray
                ? SyntaxFactory.IdentifierName("AsSpan").WithAdditionalAnnotations(s_needsSystemImport)
                : SyntaxFactory.IdentifierName("Slice");
            bytes = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, bytes, name),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(start))));
        }

        var binaryPrimitives = SyntaxFactory.ParseExpression("global::System.Buffers.Binary.BinaryPrimitives")
            .WithAdditionalAnnotations(Simplifier.Annotation, s_needsBinaryImport);
        var call = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, binaryPrimitives, SyntaxFactory.IdentifierName(method)),
            SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(bytes))));

        ExpressionSyntax replaced = chain;
        while (replaced.Parent is ParenthesizedExpressionSyntax parenthesized)
        {
            replaced = parenthesized;
        }

        return (replaced, call.WithTriviaFrom(replaced));
    }

    /// <summary>Fix All: every chain of the document at once (<see cref="FixAll.PerDocument"/>).</summary>
    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var edits = new Dictionary<SyntaxNode, SyntaxNode>();
        foreach (var diagnostic in diagnostics)
        {
            if (Edit(root, diagnostic) is var (chain, read))
            {
                edits[chain] = read;
            }
        }

        return edits.Count == 0
            ? document
            : await FixAsync(document.WithSyntaxRoot(root.ReplaceNodes(edits.Keys, (original, _) => edits[original])), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsBinaryImport, "System.Buffers.Binary", "System.Buffers.Binary.BinaryPrimitives", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystemImport, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
