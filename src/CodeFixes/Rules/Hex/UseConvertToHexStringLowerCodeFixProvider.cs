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

namespace PerfAnalyzers.Rules.Hex;

/// <summary>PERF0102: <c>Convert.ToHexString(x).ToLowerInvariant()</c> to <c>Convert.ToHexStringLower(x)</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseConvertToHexStringLowerCodeFixProvider)), Shared]
public sealed class UseConvertToHexStringLowerCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseConvertToHexStringLower);

    public override FixAllProvider GetFixAllProvider() => FixAll.WhateverComesFirst(nameof(UseConvertToHexStringLowerCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (diagnostic.AdditionalLocations.Count != 1)
            {
                continue;
            }

            context.RegisterCodeFix(
                CodeAction.Create(
                    "Use Convert.ToHexStringLower",
                    ct => FixAsync(context.Document, diagnostic, ct),
                    equivalenceKey: nameof(UseConvertToHexStringLowerCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task<Document> FixAsync(Document document, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root?.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax reported
            || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax toHex)
        {
            return document;
        }

        ExpressionSyntax? target = toHex.Expression switch
        {
            MemberAccessExpressionSyntax access => access.WithName(SyntaxFactory.IdentifierName("ToHexStringLower").WithTriviaFrom(access.Name)),
            IdentifierNameSyntax name => SyntaxFactory.IdentifierName("ToHexStringLower").WithTriviaFrom(name),
            _ => null,
        };

        if (target is null)
        {
            return document;
        }

        var replacement = toHex.WithExpression(target).WithTriviaFrom(reported);
        return document.WithSyntaxRoot(root.ReplaceNode(reported, replacement));
    }
}
