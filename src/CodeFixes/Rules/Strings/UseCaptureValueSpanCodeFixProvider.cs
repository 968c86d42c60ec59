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

        SyntaxNode replaced;
        SyntaxNode replacement;
        if (form == UseCaptureValueSpanAnalyzer.Forms.Length)
        {
            if (value.Parent is not MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Length" } length || length.Expression != value)
            {
                return null;
            }

            replaced = length;
            replacement = length.WithExpression(value.Expression);
        }
        else if (form is UseCaptureValueSpanAnalyzer.Forms.Span or SpanReadableUse.Forms.Parse)
        {
            replaced = value;
            replacement = Span(value);
        }
        else if (SpanComparisonSyntax.Read(root, diagnostic.AdditionalLocations, 0, form, diagnostic.Properties.ContainsKey(UseCaptureValueSpanAnalyzer.NegateKey)) is { } comparison
            && comparison.Count == diagnostic.AdditionalLocations.Count)
        {
            var other = comparison.Other;
            if (diagnostic.Properties.ContainsKey(UseCaptureValueSpanAnalyzer.OtherIsValueKey))
            {
                if (other is not MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Value" } otherValue)
                {
                    return null;
                }

                other = Span(otherValue);
            }

            replaced = comparison.Replaced;
            replacement = SpanComparisonSyntax.Create(Span(value), form, other, comparison.Type, comparison.Negate, s_needsSystem).WithTriviaFrom(comparison.Replaced);
        }
        else
        {
            return null;
        }

        return CodeAction.Create(
            form == UseCaptureValueSpanAnalyzer.Forms.Length ? "Use the capture's Length" : "Use ValueSpan instead of Value",
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(replaced, replacement)), ct),
            equivalenceKey: nameof(UseCaptureValueSpanCodeFixProvider));
    }

    /// <summary><c>x.Value</c> to <c>x.ValueSpan</c>, trivia kept.</summary>
    private static MemberAccessExpressionSyntax Span(MemberAccessExpressionSyntax value) =>
        value.WithName(SyntaxFactory.IdentifierName("ValueSpan").WithTriviaFrom(value.Name));

    private static Task<Document> FixAsync(Document document, CancellationToken cancellationToken) =>
        Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.MemoryExtensions", cancellationToken);
}
