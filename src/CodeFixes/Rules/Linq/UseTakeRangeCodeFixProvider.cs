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
/// PERF0405: <c>source.Skip(a).Take(b)</c> to <c>source.Take(a..(a + b))</c>; <c>source.Take(10..15)</c> when both
/// counts are literals.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseTakeRangeCodeFixProvider)), Shared]
public sealed class UseTakeRangeCodeFixProvider : CodeFixProvider
{
    private const string Title = "Take a range";

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseTakeRange);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseTakeRangeCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 2
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { Expression: MemberAccessExpressionSyntax { Expression: InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax skipAccess } } takeAccess } take
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } skipped
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } taken)
        {
            return null;
        }

        var start = LinqSyntax.Parenthesize(skipped.WithoutTrivia());
        ExpressionSyntax end = diagnostic.Properties.TryGetValue(UseTakeRangeAnalyzer.LiteralEndKey, out var literalEnd) && int.TryParse(literalEnd, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var endValue)
            ? SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(endValue))
            : SyntaxFactory.ParenthesizedExpression(SyntaxFactory.BinaryExpression(SyntaxKind.AddExpression, start, LinqSyntax.Parenthesize(taken.WithoutTrivia())));
        var range = SyntaxFactory.RangeExpression(start, end);

        // The source keeps its trivia and the Take its own: "items\n    .Skip(1)\n    .Take(2)" loses the Skip line.
        var replacement = take
            .WithExpression(takeAccess.WithExpression(skipAccess.Expression))
            .WithArgumentList(take.ArgumentList.WithArguments(SyntaxFactory.SingletonSeparatedList(take.ArgumentList.Arguments[0].WithExpression(range.WithTriviaFrom(taken)))));
        return CodeAction.Create(
            Title,
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(take, replacement))),
            equivalenceKey: nameof(UseTakeRangeCodeFixProvider));
    }
}
