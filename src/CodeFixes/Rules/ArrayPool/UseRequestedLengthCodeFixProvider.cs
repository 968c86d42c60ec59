using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0504: uses the length requested from the pool: <c>x.Length</c> to <c>n</c>, <c>M(x)</c> to <c>M(x, 0, n)</c>,
/// <c>Write(x)</c> to <c>Write(x.AsSpan(0, n))</c>, <c>x.AsSpan()</c> to <c>x.AsSpan(0, n)</c>.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseRequestedLengthCodeFixProvider)), Shared]
public sealed class UseRequestedLengthCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseRequestedLength);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseRequestedLengthCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.TryGetValue(UseRequestedLengthAnalyzer.KindKey, out var kind)
            || kind is null
            || diagnostic.AdditionalLocations.Count != 1
            || Rewrite(root, diagnostic, kind) is not { } rewritten)
        {
            return null;
        }

        return CodeAction.Create("Use the requested length", ct => FixAsync(document, rewritten, kind, ct), equivalenceKey: nameof(UseRequestedLengthCodeFixProvider));
    }

    /// <summary>The document with the root <see cref="Rewrite"/> made, then the import and cleanup the rewrite needs.</summary>
    private static async Task<Document> FixAsync(Document document, SyntaxNode rewritten, string kind, CancellationToken cancellationToken)
    {
        document = document.WithSyntaxRoot(rewritten);
        if (kind is UseRequestedLengthAnalyzer.KindSlice or UseRequestedLengthAnalyzer.KindSliceMemory)
        {
            // AsSpan/AsMemory are extension methods of System.MemoryExtensions: they bind only with 'using System;'.
            document = await Imports.AddUsingAsync(document, "System", cancellationToken).ConfigureAwait(false);
        }

        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    private static SyntaxNode? Rewrite(SyntaxNode root, Diagnostic diagnostic, string kind)
    {
        var node = root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true);
        if (root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax requested)
        {
            return null;
        }

        if (node is ArgumentSyntax wrapper)
        {
            node = wrapper.Expression;
        }

        var length = requested.WithoutTrivia();
        switch (kind)
        {
            case UseRequestedLengthAnalyzer.KindLength when node is MemberAccessExpressionSyntax access:
                return root.ReplaceNode(access, Parenthesize(length).WithTriviaFrom(access));
            case UseRequestedLengthAnalyzer.KindRange when node is ExpressionSyntax array && array.Parent is ArgumentSyntax { Parent: ArgumentListSyntax list } argument:
                var index = list.Arguments.IndexOf(argument);
                var arguments = list.Arguments.Insert(index + 1, SyntaxFactory.Argument(Zero())).Insert(index + 2, SyntaxFactory.Argument(length));
                return argument.NameColon is null ? root.ReplaceNode(list, list.WithArguments(arguments)) : null;
            case UseRequestedLengthAnalyzer.KindSlice or UseRequestedLengthAnalyzer.KindSliceMemory when node is ExpressionSyntax array:
                var method = kind == UseRequestedLengthAnalyzer.KindSlice ? "AsSpan" : "AsMemory";
                var slice = SyntaxFactory.InvocationExpression(
                    SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, array.WithoutTrivia(), SyntaxFactory.IdentifierName(method)),
                    SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[] { SyntaxFactory.Argument(Zero()), SyntaxFactory.Argument(length) })));
                return root.ReplaceNode(array, slice.WithTriviaFrom(array));
            case UseRequestedLengthAnalyzer.KindViewRange when node is InvocationExpressionSyntax { ArgumentList.Arguments.Count: 0 } view:
                return root.ReplaceNode(view.ArgumentList, view.ArgumentList.AddArguments(SyntaxFactory.Argument(Zero()), SyntaxFactory.Argument(length)));
            case UseRequestedLengthAnalyzer.KindViewRange when node is BaseObjectCreationExpressionSyntax { ArgumentList.Arguments.Count: 1 } creation:
                return root.ReplaceNode(creation.ArgumentList!, creation.ArgumentList!.AddArguments(SyntaxFactory.Argument(Zero()), SyntaxFactory.Argument(length)));
            default:
                return null;
        }
    }

    private static ExpressionSyntax Zero() => SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(0));

    private static ExpressionSyntax Parenthesize(ExpressionSyntax expression) =>
        expression is IdentifierNameSyntax or LiteralExpressionSyntax or MemberAccessExpressionSyntax or InvocationExpressionSyntax
            ? expression
            : SyntaxFactory.ParenthesizedExpression(expression);
}
