using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>PERF0402: <c>source.Count() &gt; 0</c> to <c>source.Any()</c>, or to <c>list.Count &gt; 0</c> for a collection.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseAnyInsteadOfCountCodeFixProvider)), Shared]
public sealed class UseAnyInsteadOfCountCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseAnyInsteadOfCount);

    public override FixAllProvider GetFixAllProvider() => WellKnownFixAllProviders.BatchFixer;

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (diagnostic.AdditionalLocations.Count != 2)
            {
                continue;
            }

            var title = diagnostic.Properties.TryGetValue(UseAnyInsteadOfCountAnalyzer.PropertyKey, out var property) && property is not null
                ? "Use the " + property + " property"
                : "Use Any()";
            context.RegisterCodeFix(
                CodeAction.Create(title, ct => FixAsync(context.Document, diagnostic, property, ct), equivalenceKey: nameof(UseAnyInsteadOfCountCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task<Document> FixAsync(Document document, Diagnostic diagnostic, string? property, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root is null
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } comparison
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } count
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } source)
        {
            return document;
        }

        if (property is not null)
        {
            // list.Count() > 0 -> list.Count > 0: the comparison stays as written.
            return document.WithSyntaxRoot(root.ReplaceNode(count, LinqSyntax.Member(source, property).WithTriviaFrom(count)));
        }

        if (LinqSyntax.Rename(count, SyntaxFactory.IdentifierName("Any")) is not { } any)
        {
            return document;
        }

        var empty = diagnostic.Properties.TryGetValue(UseAnyInsteadOfCountAnalyzer.EmptyKey, out var value) && value == "true";
        var replacement = empty ? LinqSyntax.Not(any.WithoutTrivia()) : any.WithoutTrivia();
        return document.WithSyntaxRoot(root.ReplaceNode(comparison, replacement.WithTriviaFrom(comparison)));
    }
}
