using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>PERF0806: <c>source.ToDictionary(kv =&gt; kv.Key, kv =&gt; kv.Value[, comparer])</c> to <c>new Dictionary&lt;K, V&gt;(source[, comparer])</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseDictionaryCopyConstructorCodeFixProvider)), Shared]
public sealed class UseDictionaryCopyConstructorCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.NeedsCollectionsGenericImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseDictionaryCopyConstructor);

    public override FixAllProvider GetFixAllProvider() => FixAll.WhateverComesFirst(nameof(UseDictionaryCopyConstructorCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (diagnostic.AdditionalLocations.Count is < 1 or > 2)
            {
                continue;
            }

            context.RegisterCodeFix(
                CodeAction.Create(
                    "Use the Dictionary copy constructor",
                    ct => FixAsync(context.Document, diagnostic, ct),
                    equivalenceKey: nameof(UseDictionaryCopyConstructorCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task<Document> FixAsync(Document document, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
        if (root is null
            || model is null
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } invocation
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } source
            || model.GetTypeInfo(invocation, cancellationToken).Type is not INamedTypeSymbol dictionaryType)
        {
            return document;
        }

        var arguments = SyntaxFactory.SeparatedList<ArgumentSyntax>().Add(SyntaxFactory.Argument(source.WithoutTrivia()));
        if (diagnostic.AdditionalLocations.Count == 2)
        {
            if (LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } comparer)
            {
                return document;
            }

            arguments = arguments.Add(SyntaxFactory.Argument(comparer.WithoutTrivia()));
        }

        var generator = SyntaxGenerator.GetGenerator(document);
        var type = ((TypeSyntax)generator.TypeExpression(dictionaryType)).WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);
        var creation = SyntaxFactory.ObjectCreationExpression(type)
            .WithArgumentList(SyntaxFactory.ArgumentList(arguments))
            .WithTriviaFrom(invocation);

        document = document.WithSyntaxRoot(root.ReplaceNode(invocation, creation));
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, "System.Collections.Generic", "System.Collections.Generic.Dictionary`2", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
