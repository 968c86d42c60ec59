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

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0807: <c>foreach (var x in source.OfType&lt;T&gt;())</c> to <c>foreach (var x in source)</c>. The loop walks the
/// same elements in the same order. A null source made <c>OfType</c>/<c>Cast</c> throw <c>ArgumentNullException</c>
/// where the loop over it throws <c>NullReferenceException</c>, so the fix is offered only for a source the nullable
/// analysis knows is not null.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(RemoveRedundantCastCodeFixProvider)), Shared]
public sealed class RemoveRedundantCastCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.RemoveRedundantCast);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(RemoveRedundantCastCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (Find(root, diagnostic) is not var (invocation, source) || !IsSafeToRemove(model, source, cancellationToken))
        {
            return null;
        }

        return CodeAction.Create(
            "Remove the redundant call",
            ct => FixAsync(document, root, invocation, source, ct),
            equivalenceKey: nameof(RemoveRedundantCastCodeFixProvider));
    }

    private static (InvocationExpressionSyntax Invocation, ExpressionSyntax Source)? Find(SyntaxNode root, Diagnostic diagnostic) =>
        diagnostic.AdditionalLocations.Count == 1
        && LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is { } invocation
        && LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is { } source
        && invocation.Span.Contains(source.Span)
            ? (invocation, source)
            : null;

    private static async Task<Document> FixAsync(Document document, SyntaxNode root, InvocationExpressionSyntax invocation, ExpressionSyntax source, CancellationToken cancellationToken)
    {
        document = document.WithSyntaxRoot(root.ReplaceNode(invocation, Replacement(invocation, source)));
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    private static ExpressionSyntax Replacement(InvocationExpressionSyntax invocation, ExpressionSyntax source) =>
        LinqSyntax.Parenthesize(source.WithoutTrivia())
            .WithAdditionalAnnotations(Simplifier.Annotation)
            .WithTriviaFrom(invocation);

    private static bool IsSafeToRemove(SemanticModel model, ExpressionSyntax source, CancellationToken cancellationToken) =>
        model.GetTypeInfo(source, cancellationToken).Nullability.FlowState == NullableFlowState.NotNull;
}
