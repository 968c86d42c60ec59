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

/// <summary>PERF0406: <c>a.Zip(b).Zip(c, (ab, x) =&gt; (ab.First, ab.Second, x))</c> to <c>a.Zip(b, c)</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ZipThreeCodeFixProvider)), Shared]
public sealed class ZipThreeCodeFixProvider : CodeFixProvider
{
    private const string Title = "Zip the three sequences in one call";

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.ZipThree);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(ZipThreeCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 1
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { Expression: MemberAccessExpressionSyntax { Expression: InvocationExpressionSyntax { ArgumentList.Arguments.Count: 1 } inner } } outer
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } third)
        {
            return null;
        }

        // a.Zip(b) keeps its trivia and gets the third sequence; the outer call's trailing trivia follows it.
        var arguments = inner.ArgumentList.Arguments;
        var separator = SyntaxFactory.Token(SyntaxKind.CommaToken).WithTrailingTrivia(SyntaxFactory.Space);
        var replacement = inner
            .WithArgumentList(inner.ArgumentList.WithArguments(SyntaxFactory.SeparatedList(
                new[] { arguments[0], SyntaxFactory.Argument(third.WithoutTrivia()) },
                new[] { separator })))
            .WithTrailingTrivia(outer.GetTrailingTrivia());
        return CodeAction.Create(
            Title,
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(outer, replacement))),
            equivalenceKey: nameof(ZipThreeCodeFixProvider));
    }
}
