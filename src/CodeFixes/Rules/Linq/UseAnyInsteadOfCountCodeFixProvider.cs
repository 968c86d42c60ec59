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

namespace PerfAnalyzers.Rules.Linq;

/// <summary>PERF0402: <c>source.Count() &gt; 0</c> to <c>source.Any()</c>, <c>Count(p) == 0</c> to <c>!Any(p)</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseAnyInsteadOfCountCodeFixProvider)), Shared]
public sealed class UseAnyInsteadOfCountCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseAnyInsteadOfCount);

    public override FixAllProvider GetFixAllProvider() => FixAll.WhateverComesFirst(nameof(UseAnyInsteadOfCountCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (diagnostic.AdditionalLocations.Count != 2)
            {
                continue;
            }

            context.RegisterCodeFix(
                CodeAction.Create("Use Any()", ct => FixAsync(context.Document, diagnostic, ct), equivalenceKey: nameof(UseAnyInsteadOfCountCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task<Document> FixAsync(Document document, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root is null
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } comparison
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } count)
        {
            return document;
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
