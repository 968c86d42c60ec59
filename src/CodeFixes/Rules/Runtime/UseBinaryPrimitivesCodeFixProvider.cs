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
/// method the analyzer chose), and a run of byte stores one statement
/// <c>BinaryPrimitives.WriteInt32LittleEndian(buffer.AsSpan(index + k), value);</c>: an array from index 0 is passed as
/// it is (it converts to a span), an array from another index through <c>AsSpan(start)</c>, a span through
/// <c>Slice(start)</c>. Parentheses around a chain go with it.
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
        if (Edit(root, diagnostic) is not { } edit)
        {
            return null;
        }

        return CodeAction.Create(
            "Use BinaryPrimitives." + diagnostic.Properties[UseBinaryPrimitivesAnalyzer.MethodKey],
            ct => FixAsync(document.WithSyntaxRoot(Apply(root, new[] { edit })), ct),
            equivalenceKey: nameof(UseBinaryPrimitivesCodeFixProvider));
    }

    /// <summary>
    /// What the fix replaces and with what: a read's chain (with its parentheses) by the call, or a run of stores by
    /// the call's statement (the first store replaced, the others removed). Null when the diagnostic lacks what the
    /// analyzer always supplies.
    /// </summary>
    private static (SyntaxNode Replaced, SyntaxNode Replacement, StatementSyntax[] Removed)? Edit(SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.TryGetValue(UseBinaryPrimitivesAnalyzer.MethodKey, out var method)
            || method is null
            || !diagnostic.Properties.TryGetValue(UseBinaryPrimitivesAnalyzer.OffsetKey, out var offsetText)
            || !int.TryParse(offsetText, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var offset))
        {
            return null;
        }

        // Additional locations: the buffer, the value (writes), a read of the index's variable (unless constant).
        var write = method.StartsWith("Write", System.StringComparison.Ordinal);
        var locations = diagnostic.AdditionalLocations;
        var fixedCount = write ? 2 : 1;
        if (locations.Count != fixedCount && locations.Count != fixedCount + 1
            || LinqSyntax.FindExact<ExpressionSyntax>(root, locations[0]) is not { } buffer)
        {
            return null;
        }

        var value = write ? LinqSyntax.FindExact<ExpressionSyntax>(root, locations[1]) : null;
        var index = locations.Count == fixedCount + 1 ? LinqSyntax.FindExact<ExpressionSyntax>(root, locations[fixedCount]) : null;
        if ((write && value is null) || (locations.Count == fixedCount + 1 && index is null))
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

        var arguments = new List<ArgumentSyntax> { SyntaxFactory.Argument(bytes) };
        if (value is not null)
        {
            arguments.Add(SyntaxFactory.Argument(value.WithoutTrivia()));
        }

        var binaryPrimitives = SyntaxFactory.ParseExpression("global::System.Buffers.Binary.BinaryPrimitives")
            .WithAdditionalAnnotations(Simplifier.Annotation, s_needsBinaryImport);
        var call = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, binaryPrimitives, SyntaxFactory.IdentifierName(method)),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments)));

        if (!write)
        {
            if (LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } chain)
            {
                return null;
            }

            ExpressionSyntax replaced = chain;
            while (replaced.Parent is ParenthesizedExpressionSyntax parenthesized)
            {
                replaced = parenthesized;
            }

            return (replaced, call.WithTriviaFrom(replaced), System.Array.Empty<StatementSyntax>());
        }

        // The stores: the statements of one block inside the diagnostic's span.
        var span = diagnostic.Location.SourceSpan;
        var first = root.FindToken(span.Start).Parent?.FirstAncestorOrSelf<StatementSyntax>();
        if (first?.Parent is not BlockSyntax block || first.SpanStart != span.Start)
        {
            return null;
        }

        var stores = new List<StatementSyntax>();
        foreach (var statement in block.Statements)
        {
            if (span.Contains(statement.Span))
            {
                stores.Add(statement);
            }
        }

        if (stores.Count < 2 || stores[stores.Count - 1].Span.End != span.End)
        {
            return null;
        }

        var statementCall = SyntaxFactory.ExpressionStatement(call)
            .WithLeadingTrivia(stores[0].GetLeadingTrivia())
            .WithTrailingTrivia(stores[stores.Count - 1].GetTrailingTrivia());
        return (stores[0], statementCall, stores.GetRange(1, stores.Count - 1).ToArray());
    }

    private static SyntaxNode Apply(SyntaxNode root, IReadOnlyList<(SyntaxNode Replaced, SyntaxNode Replacement, StatementSyntax[] Removed)> edits)
    {
        var nodes = new List<SyntaxNode>();
        foreach (var edit in edits)
        {
            nodes.Add(edit.Replaced);
            nodes.AddRange(edit.Removed);
        }

        root = root.TrackNodes(nodes);
        foreach (var edit in edits)
        {
            foreach (var removed in edit.Removed)
            {
                if (root.GetCurrentNode(removed) is { } current)
                {
                    root = root.RemoveNode(current, SyntaxRemoveOptions.KeepNoTrivia)!;
                }
            }

            if (root.GetCurrentNode(edit.Replaced) is { } replaced)
            {
                root = root.ReplaceNode(replaced, edit.Replacement);
            }
        }

        return root;
    }

    /// <summary>Fix All: every read and run of stores of the document at once (<see cref="FixAll.PerDocument"/>).</summary>
    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var edits = new List<(SyntaxNode Replaced, SyntaxNode Replacement, StatementSyntax[] Removed)>();
        foreach (var diagnostic in diagnostics)
        {
            if (Edit(root, diagnostic) is { } edit)
            {
                edits.Add(edit);
            }
        }

        return edits.Count == 0 ? document : await FixAsync(document.WithSyntaxRoot(Apply(root, edits)), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsBinaryImport, "System.Buffers.Binary", "System.Buffers.Binary.BinaryPrimitives", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystemImport, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
