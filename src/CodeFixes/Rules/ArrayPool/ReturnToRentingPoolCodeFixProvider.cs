using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>PERF0505: <c>otherPool.Return(x)</c> to <c>rentingPool.Return(x)</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ReturnToRentingPoolCodeFixProvider)), Shared]
public sealed class ReturnToRentingPoolCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.ReturnToRentingPool);

    public override FixAllProvider GetFixAllProvider() => FixAll.WhateverComesFirst(nameof(ReturnToRentingPoolCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (!diagnostic.Properties.ContainsKey(ReturnToRentingPoolAnalyzer.FixableKey) || diagnostic.AdditionalLocations.Count != 1)
            {
                continue;
            }

            context.RegisterCodeFix(
                CodeAction.Create("Return the array to the pool it came from", ct => FixAsync(context.Document, diagnostic, ct), equivalenceKey: nameof(ReturnToRentingPoolCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task<Document> FixAsync(Document document, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root?.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax returnPool
            || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax rentPool)
        {
            return document;
        }

        return document.WithSyntaxRoot(root.ReplaceNode(returnPool, rentPool.WithoutTrivia().WithTriviaFrom(returnPool)));
    }
}
