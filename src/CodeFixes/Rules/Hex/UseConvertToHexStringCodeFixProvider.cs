using System.Collections.Generic;
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

namespace PerfAnalyzers.Rules.Hex;

/// <summary>PERF0101: <c>BitConverter.ToString(x).Replace("-", "")</c> to <c>Convert.ToHexString(x)</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseConvertToHexStringCodeFixProvider)), Shared]
public sealed class UseConvertToHexStringCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseConvertToHexString);

    public override FixAllProvider GetFixAllProvider() => FixAll.WhateverComesFirst(nameof(UseConvertToHexStringCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (diagnostic.Properties.ContainsKey(UseConvertToHexStringAnalyzer.NoFixKey) || diagnostic.AdditionalLocations.Count != 1)
            {
                continue;
            }

            var lower = HexSyntax.IsTrue(diagnostic, UseConvertToHexStringAnalyzer.LowerCaseKey);
            var useLowerApi = HexSyntax.IsTrue(diagnostic, UseConvertToHexStringAnalyzer.UseLowerApiKey);
            var title = lower && useLowerApi ? "Use Convert.ToHexStringLower" : "Use Convert.ToHexString";
            context.RegisterCodeFix(
                CodeAction.Create(title, ct => FixAsync(context.Document, diagnostic, ct), equivalenceKey: nameof(UseConvertToHexStringCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task<Document> FixAsync(Document document, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root?.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax reported
            || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax toString)
        {
            return document;
        }

        var arguments = new List<ArgumentSyntax>(toString.ArgumentList.Arguments);
        var replacement = HexSyntax.CreateHexCall(
            arguments,
            HexSyntax.IsTrue(diagnostic, UseConvertToHexStringAnalyzer.LowerCaseKey),
            HexSyntax.IsTrue(diagnostic, UseConvertToHexStringAnalyzer.UseLowerApiKey));

        return document.WithSyntaxRoot(root.ReplaceNode(reported, replacement.WithTriviaFrom(reported)));
    }

}
