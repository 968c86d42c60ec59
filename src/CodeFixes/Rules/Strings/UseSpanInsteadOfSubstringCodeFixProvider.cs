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
/// PERF0704: <c>s.Substring(a, b)</c> becomes <c>s.AsSpan(a, b)</c>. A comparison is rewritten to the span's method:
/// <c>==</c>, <c>Equals(x)</c> and <c>string.Equals(a, b)</c> to <c>SequenceEqual</c> (negated for <c>!=</c>),
/// <c>Equals(x, comparison)</c>, <c>StartsWith</c> and <c>EndsWith</c> to the <c>MemoryExtensions</c> methods of the same
/// name with the same comparison; the other string is passed as it is (it converts to a span), or sliced too when it is a
/// substring. A parse call keeps its shape: only the argument changes. Adds <c>using System;</c> where the extension
/// methods need it.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseSpanInsteadOfSubstringCodeFixProvider)), Shared]
public sealed class UseSpanInsteadOfSubstringCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseSpanInsteadOfSubstring);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseSpanInsteadOfSubstringCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.TryGetValue(UseSpanInsteadOfSubstringAnalyzer.FormKey, out var form)
            || form is null
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { Expression: MemberAccessExpressionSyntax } substring)
        {
            return null;
        }

        SyntaxNode replaced;
        SyntaxNode replacement;
        if (form == SpanReadableUse.Forms.Parse)
        {
            replaced = substring;
            replacement = Slice(substring);
        }
        else if (SpanComparisonSyntax.Read(root, diagnostic.AdditionalLocations, 0, form, diagnostic.Properties.ContainsKey(UseSpanInsteadOfSubstringAnalyzer.NegateKey)) is { } comparison
            && comparison.Count == diagnostic.AdditionalLocations.Count)
        {
            var other = comparison.Other;
            var otherSlice = other is InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Substring" } } otherSubstring
                && form == SpanReadableUse.Forms.SequenceEqual
                    ? Slice(otherSubstring)
                    : other;
            var call = SpanComparisonSyntax.Create(Slice(substring), form, otherSlice, comparison.Type, comparison.Negate, s_needsSystem);
            replaced = comparison.Replaced;
            replacement = call.WithTriviaFrom(comparison.Replaced);
        }
        else
        {
            return null;
        }

        return CodeAction.Create(
            "Use AsSpan instead of Substring",
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(replaced, replacement)), ct),
            equivalenceKey: nameof(UseSpanInsteadOfSubstringCodeFixProvider));
    }

    /// <summary><c>s.Substring(args)</c> to <c>s.AsSpan(args)</c>, trivia kept.</summary>
    private static InvocationExpressionSyntax Slice(InvocationExpressionSyntax substring)
    {
        var access = (MemberAccessExpressionSyntax)substring.Expression;
        return substring.WithExpression(access.WithName(SyntaxFactory.IdentifierName("AsSpan").WithTriviaFrom(access.Name)))
            .WithAdditionalAnnotations(s_needsSystem);
    }

    private static Task<Document> FixAsync(Document document, CancellationToken cancellationToken) =>
        Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.MemoryExtensions", cancellationToken);
}
