using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
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

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseConvertToHexStringCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.Properties.ContainsKey(UseConvertToHexStringAnalyzer.NoFixKey)
            || diagnostic.AdditionalLocations.Count != 1
            || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax reported
            || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax toString)
        {
            return null;
        }

        var lower = HexSyntax.IsTrue(diagnostic, UseConvertToHexStringAnalyzer.LowerCaseKey);
        var useLowerApi = HexSyntax.IsTrue(diagnostic, UseConvertToHexStringAnalyzer.UseLowerApiKey);
        var title = lower && useLowerApi ? "Use Convert.ToHexStringLower" : "Use Convert.ToHexString";
        return CodeAction.Create(
            title,
            _ => Task.FromResult(Fix(document, root, reported, toString, lower, useLowerApi)),
            equivalenceKey: nameof(UseConvertToHexStringCodeFixProvider));
    }

    private static Document Fix(Document document, SyntaxNode root, ExpressionSyntax reported, InvocationExpressionSyntax toString, bool lower, bool useLowerApi)
    {
        var arguments = new List<ArgumentSyntax>(toString.ArgumentList.Arguments);
        var replacement = HexSyntax.CreateHexCall(arguments, lower, useLowerApi);
        return document.WithSyntaxRoot(root.ReplaceNode(reported, replacement.WithTriviaFrom(reported)));
    }
}
