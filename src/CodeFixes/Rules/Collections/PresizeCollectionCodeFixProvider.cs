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

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0809: <c>new List&lt;T&gt;()</c> to <c>new List&lt;T&gt;(source.Count)</c> (<c>.Length</c> for an array, a
/// string or a span); a comparer argument stays, after the capacity.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PresizeCollectionCodeFixProvider)), Shared]
public sealed class PresizeCollectionCodeFixProvider : CodeFixProvider
{
    private const string Title = "Create it with the source's count";

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.PresizeCollection);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(PresizeCollectionCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 1
            || !diagnostic.Properties.TryGetValue(PresizeCollectionAnalyzer.CountMemberKey, out var member)
            || member is not ("Length" or "Count")
            || LinqSyntax.FindExact<BaseObjectCreationExpressionSyntax>(root, diagnostic.Location) is not { ArgumentList: { } arguments } creation
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } source)
        {
            return null;
        }

        var capacity = SyntaxFactory.Argument(SyntaxFactory.MemberAccessExpression(
            SyntaxKind.SimpleMemberAccessExpression,
            LinqSyntax.Parenthesize(source.WithoutTrivia()),
            SyntaxFactory.IdentifierName(member)));
        // The analyzer reports no argument or one comparer: the capacity comes first.
        var list = arguments.Arguments.Count == 0
            ? SyntaxFactory.SingletonSeparatedList(capacity)
            : SyntaxFactory.SeparatedList(
                new[] { capacity, arguments.Arguments[0] },
                new[] { SyntaxFactory.Token(SyntaxKind.CommaToken).WithTrailingTrivia(SyntaxFactory.Space) });
        return CodeAction.Create(
            Title,
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(creation, creation.WithArgumentList(arguments.WithArguments(list))))),
            equivalenceKey: nameof(PresizeCollectionCodeFixProvider));
    }
}
