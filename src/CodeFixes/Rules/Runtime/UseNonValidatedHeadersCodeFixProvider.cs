using System.Collections.Immutable;
using System.Composition;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0911: the headers expression gets <c>.NonValidated</c>: <c>foreach (var header in response.Headers.NonValidated)</c>,
/// <c>headers.NonValidated.TryGetValues(name, out var values)</c>. The loop variable and the values become
/// <c>HeaderStringValues</c>, which the uses the analyzer allowed (<c>Key</c>, <c>foreach</c>, <c>string.Join</c>, LINQ)
/// take as they took the strings. Offered only where the analyzer found nothing the raw view gives differently
/// (<see cref="UseNonValidatedHeadersAnalyzer.FixableKey"/>).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseNonValidatedHeadersCodeFixProvider)), Shared]
public sealed class UseNonValidatedHeadersCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseNonValidatedHeaders);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseNonValidatedHeadersCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.ContainsKey(UseNonValidatedHeadersAnalyzer.FixableKey)
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } headers)
        {
            return null;
        }

        var receiver = LinqSyntax.Parenthesize(headers.WithoutTrivia());
        var nonValidated = SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, receiver, SyntaxFactory.IdentifierName("NonValidated"))
            .WithTriviaFrom(headers);
        return CodeAction.Create(
            "Read the headers through NonValidated",
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(headers, nonValidated))),
            equivalenceKey: nameof(UseNonValidatedHeadersCodeFixProvider));
    }
}
