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

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// PERF0404: <c>source.Count(c =&gt; c == x)</c> to <c>source.AsSpan().Count(x)</c>, or
/// <c>CollectionsMarshal.AsSpan(list).Count(x)</c> for a <c>List&lt;T&gt;</c>; a constant of another type than the
/// elements gets the cast the call needs to infer the element type (<c>(byte)0</c>). A counting loop,
/// <c>foreach (var c in source) if (c == x) n++;</c>, becomes <c>n += source.AsSpan().Count(x);</c> (a span counts
/// itself: <c>n += span.Count(x);</c>).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseSpanCountCodeFixProvider)), Shared]
public sealed class UseSpanCountCodeFixProvider : CodeFixProvider
{
    private const string Title = "Count with MemoryExtensions.Count";
    private const string MarshalType = "System.Runtime.InteropServices.CollectionsMarshal";

    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");
    private static readonly SyntaxAnnotation s_needsMarshal = new("PerfAnalyzers.NeedsInteropServicesImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseSpanCount);

    // The usings are added once per document, after every call in it is rewritten.
    public override FixAllProvider GetFixAllProvider() => FixAll.WholeScope(
        nameof(UseSpanCountCodeFixProvider),
        Title,
        FixAll.InDocument,
        static (solution, diagnostics, ct) => FixAll.InSourceOrderAsync(solution, diagnostics, FixOneAsync, FinishAsync, ct));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    // The action runs Fix All's single-diagnostic path, FixOneAsync, which keeps its own lookup (Fix All calls it on
    // documents that earlier fixes changed), then adds the usings once: the plan checks only the diagnostic's shape.
    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count is not (2 or 3) || !diagnostic.Properties.ContainsKey(UseSpanCountAnalyzer.SourceKey))
        {
            return null;
        }

        return CodeAction.Create(
            Title,
            async cancellationToken => await FinishAsync(await FixOneAsync(document, diagnostic, 0, cancellationToken).ConfigureAwait(false) ?? document, cancellationToken).ConfigureAwait(false),
            equivalenceKey: nameof(UseSpanCountCodeFixProvider));
    }

    /// <summary>
    /// Rewrites the <c>Count</c> call of one diagnostic, whose locations are <paramref name="shift"/> characters further in
    /// <paramref name="document"/> than where they were reported; null when the code is no longer what was reported.
    /// </summary>
    private static async Task<Document?> FixOneAsync(Document document, Diagnostic diagnostic, int shift, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root is null)
        {
            return null;
        }

        diagnostic.Properties.TryGetValue(UseSpanCountAnalyzer.CounterKey, out var counter);
        SyntaxNode? replaced = counter is null
            ? LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location, shift)
            : diagnostic.AdditionalLocations.Count == 3 ? LinqSyntax.FindExact<StatementSyntax>(root, diagnostic.AdditionalLocations[2], shift) : null;
        if (diagnostic.AdditionalLocations.Count != (counter is null ? 2 : 3)
            || !diagnostic.Properties.TryGetValue(UseSpanCountAnalyzer.SourceKey, out var kind)
            || replaced is null
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0], shift) is not { } source
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1], shift) is not { } value)
        {
            return null;
        }

        diagnostic.Properties.TryGetValue(UseSpanCountAnalyzer.CastKey, out var cast);
        var sourceValue = source.WithoutTrivia();
        ExpressionSyntax span;
        if (kind == UseSpanCountAnalyzer.ListSource)
        {
            var marshal = SyntaxFactory.ParseExpression(MarshalType).WithAdditionalAnnotations(Simplifier.Annotation, s_needsMarshal);
            span = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, marshal, SyntaxFactory.IdentifierName("AsSpan")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(sourceValue))));
        }
        else if (kind == UseSpanCountAnalyzer.SpanSource)
        {
            span = LinqSyntax.Parenthesize(sourceValue);
        }
        else
        {
            span = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(
                    SyntaxKind.SimpleMemberAccessExpression,
                    SyntaxFactory.ParenthesizedExpression(sourceValue).WithAdditionalAnnotations(Simplifier.Annotation),
                    SyntaxFactory.IdentifierName("AsSpan")).WithAdditionalAnnotations(s_needsSystem));
        }

        ExpressionSyntax argument = value.WithoutTrivia();
        if (cast is not null)
        {
            argument = SyntaxFactory.CastExpression(SyntaxFactory.ParseTypeName(cast), SyntaxFactory.ParenthesizedExpression(argument).WithAdditionalAnnotations(Simplifier.Annotation));
        }

        var replacement = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, span, SyntaxFactory.IdentifierName("Count")).WithAdditionalAnnotations(s_needsSystem),
            SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(argument))));
        if (counter is null)
        {
            return document.WithSyntaxRoot(root.ReplaceNode(replaced, replacement.WithTriviaFrom(replaced)));
        }

        // The loop becomes one statement that adds the count to its counter: "n += text.AsSpan().Count('\n');".
        var statement = SyntaxFactory.ExpressionStatement(SyntaxFactory.AssignmentExpression(
            SyntaxKind.AddAssignmentExpression,
            SyntaxFactory.IdentifierName(counter),
            replacement));
        return document.WithSyntaxRoot(root.ReplaceNode(replaced, statement.WithLeadingTrivia(replaced.GetLeadingTrivia()).WithTrailingTrivia(replaced.GetTrailingTrivia())));
    }

    private static async Task<Document> FinishAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsMarshal, "System.Runtime.InteropServices", MarshalType, cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

}
