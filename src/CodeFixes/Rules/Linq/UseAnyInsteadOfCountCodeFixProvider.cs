using System.Collections.Immutable;
using System.Composition;
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

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseAnyInsteadOfCountCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 2
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } comparison
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } count
            || LinqSyntax.Rename(count, SyntaxFactory.IdentifierName("Any")) is not { } any)
        {
            return null;
        }

        var empty = diagnostic.Properties.TryGetValue(UseAnyInsteadOfCountAnalyzer.EmptyKey, out var value) && value == "true";
        return CodeAction.Create(
            "Use Any()",
            _ => Task.FromResult(Fix(document, root, comparison, any, empty)),
            equivalenceKey: nameof(UseAnyInsteadOfCountCodeFixProvider));
    }

    private static Document Fix(Document document, SyntaxNode root, ExpressionSyntax comparison, InvocationExpressionSyntax any, bool empty)
    {
        var replacement = empty ? LinqSyntax.Not(any.WithoutTrivia()) : any.WithoutTrivia();
        return document.WithSyntaxRoot(root.ReplaceNode(comparison, replacement.WithTriviaFrom(comparison)));
    }
}
