using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0711: <c>x.Value</c> becomes <c>x.ValueSpan</c>. A comparison is rewritten to the span's method as PERF0704's
/// fix writes it (<see cref="SpanComparisonSyntax"/>; another capture's <c>Value</c> on the other side is read as a span
/// too); a parse call, an indexer read, a switch and an <c>is</c> pattern keep their shape; <c>x.Value.Length</c> becomes
/// <c>x.Length</c>. Adds <c>using System;</c> where the extension methods need it.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseCaptureValueSpanCodeFixProvider)), Shared]
public sealed class UseCaptureValueSpanCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseCaptureValueSpan);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseCaptureValueSpanCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.TryGetValue(UseCaptureValueSpanAnalyzer.FormKey, out var form)
            || form is null
            || LinqSyntax.FindExact<MemberAccessExpressionSyntax>(root, diagnostic.Location) is not { Name.Identifier.ValueText: "Value" } value)
        {
            return null;
        }

        (SyntaxNode? Replaced, SyntaxNode? Replacement) edit = form switch
        {
            UseCaptureValueSpanAnalyzer.Forms.Length => value.Parent is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Length" } length && length.Expression == value
                ? (length, length.WithExpression(value.Expression))
                : default,
            UseCaptureValueSpanAnalyzer.Forms.Span or SpanReadableUse.Forms.Parse => (value, Span(value)),
            _ => Comparison(root, diagnostic, form, value),
        };
        if (edit.Replaced is not { } replaced || edit.Replacement is not { } replacement)
        {
            return null;
        }

        return CodeAction.Create(
            form == UseCaptureValueSpanAnalyzer.Forms.Length ? "Use the capture's Length" : "Use ValueSpan instead of Value",
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(replaced, replacement)), ct),
            equivalenceKey: nameof(UseCaptureValueSpanCodeFixProvider));
    }

    /// <summary>
    /// The comparison rewritten to the span's method; another capture's <c>Value</c> on the other side (the analyzer says
    /// so) is read as a span too.
    /// </summary>
    private static (SyntaxNode? Replaced, SyntaxNode? Replacement) Comparison(SyntaxNode root, Diagnostic diagnostic, string form, MemberAccessExpressionSyntax value) =>
        SpanComparisonSyntax.Read(root, diagnostic.AdditionalLocations, 0, form, diagnostic.Properties.ContainsKey(UseCaptureValueSpanAnalyzer.NegateKey)) is { } comparison
        && comparison.Count == diagnostic.AdditionalLocations.Count
            ? (comparison.Replaced, SpanComparisonSyntax.Create(Span(value), form, OtherSide(comparison.Other, diagnostic), comparison.Type, comparison.Negate, s_needsSystem).WithTriviaFrom(comparison.Replaced))
            : default;

    private static ExpressionSyntax OtherSide(ExpressionSyntax other, Diagnostic diagnostic) =>
        diagnostic.Properties.ContainsKey(UseCaptureValueSpanAnalyzer.OtherIsValueKey) && other is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Value" } otherValue
            ? Span(otherValue)
            : other;

    /// <summary><c>x.Value</c> to <c>x.ValueSpan</c>, trivia kept.</summary>
    private static MemberAccessExpressionSyntax Span(MemberAccessExpressionSyntax value) =>
        value.WithName(SyntaxFactory.IdentifierName("ValueSpan").WithTriviaFrom(value.Name));

    private static Task<Document> FixAsync(Document document, CancellationToken cancellationToken) =>
        Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.MemoryExtensions", cancellationToken);
}
