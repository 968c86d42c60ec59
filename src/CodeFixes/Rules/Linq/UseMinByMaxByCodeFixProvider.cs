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

/// <summary>
/// PERF0403: <c>source.OrderBy(k).First()</c> to <c>source.MinBy(k)</c>, <c>OrderByDescending</c> to <c>MaxBy</c>;
/// <c>source.Order().First()</c> and <c>source.OrderBy(x =&gt; x).First()</c> of integral elements to <c>source.Min()</c>.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseMinByMaxByCodeFixProvider)), Shared]
public sealed class UseMinByMaxByCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseMinByMaxBy);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseMinByMaxByCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.Properties.ContainsKey(UseMinByMaxByAnalyzer.NoFixKey)
            || diagnostic.AdditionalLocations.Count != 1
            || !diagnostic.Properties.TryGetValue(UseMinByMaxByAnalyzer.MethodKey, out var method)
            || method is null
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } first
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } orderBy
            || UseMinByMaxByAnalyzer.Rewrite(orderBy, method, diagnostic.Properties.ContainsKey(UseMinByMaxByAnalyzer.DropKeyKey)) is not { } replacement)
        {
            return null;
        }

        return CodeAction.Create(
            "Use " + method,
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(first, replacement.WithTriviaFrom(first)))),
            equivalenceKey: nameof(UseMinByMaxByCodeFixProvider));
    }
}
