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
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0805: the length test, the loop and <c>return true;</c> to <c>return a.AsSpan().SequenceEqual(b);</c> (arrays)
/// or <c>return a.SequenceEqual(b);</c> (spans). A null array made the loop throw <c>NullReferenceException</c>, where
/// <c>AsSpan()</c> gives an empty span: for arrays the fix is offered only when the nullable analysis knows both are not
/// null.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseSequenceEqualCodeFixProvider)), Shared]
public sealed class UseSequenceEqualCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseSequenceEqual);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseSequenceEqualCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (Find(root, diagnostic) is not var (loop, before, after, first, second) || !IsSafe(model, diagnostic, first, second, cancellationToken))
        {
            return null;
        }

        var isArray = diagnostic.Properties.ContainsKey(UseSequenceEqualAnalyzer.IsArrayKey);
        return CodeAction.Create(
            "Use SequenceEqual",
            ct => FixAsync(document, root, loop, before, after, first, second, isArray, ct),
            equivalenceKey: nameof(UseSequenceEqualCodeFixProvider));
    }

    private static (ForStatementSyntax Loop, StatementSyntax Before, StatementSyntax After, ExpressionSyntax First, ExpressionSyntax Second)? Find(SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 4
            || root.FindToken(diagnostic.Location.SourceSpan.Start).Parent is not ForStatementSyntax { Parent: BlockSyntax block } loop
            || LinqSyntax.FindExact<StatementSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } before
            || LinqSyntax.FindExact<StatementSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } after
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[2]) is not { } first
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[3]) is not { } second)
        {
            return null;
        }

        var position = block.Statements.IndexOf(loop);
        return position >= 1 && position + 1 < block.Statements.Count && block.Statements[position - 1] == before && block.Statements[position + 1] == after
            ? (loop, before, after, first, second)
            : null;
    }

    private static bool IsSafe(SemanticModel model, Diagnostic diagnostic, ExpressionSyntax first, ExpressionSyntax second, CancellationToken cancellationToken) =>
        !diagnostic.Properties.ContainsKey(UseSequenceEqualAnalyzer.IsArrayKey)
        || (model.GetTypeInfo(first, cancellationToken).Nullability.FlowState == NullableFlowState.NotNull
            && model.GetTypeInfo(second, cancellationToken).Nullability.FlowState == NullableFlowState.NotNull);

    private static async Task<Document> FixAsync(
        Document document,
        SyntaxNode root,
        ForStatementSyntax loop,
        StatementSyntax before,
        StatementSyntax after,
        ExpressionSyntax first,
        ExpressionSyntax second,
        bool isArray,
        CancellationToken cancellationToken)
    {
        ExpressionSyntax receiver = LinqSyntax.Parenthesize(first.WithoutTrivia());
        if (isArray)
        {
            receiver = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, receiver, SyntaxFactory.IdentifierName("AsSpan")));
        }

        var comparison = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, receiver, SyntaxFactory.IdentifierName("SequenceEqual")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(second.WithoutTrivia()))))
            .WithAdditionalAnnotations(s_needsSystem);
        var statement = SyntaxFactory.ReturnStatement(SyntaxFactory.Token(SyntaxKind.ReturnKeyword).WithTrailingTrivia(SyntaxFactory.Space), comparison, SyntaxFactory.Token(SyntaxKind.SemicolonToken))
            .WithLeadingTrivia(before.GetLeadingTrivia())
            .WithTrailingTrivia(after.GetTrailingTrivia());

        var block = (BlockSyntax)loop.Parent!;
        var position = block.Statements.IndexOf(before);
        var statements = block.Statements.RemoveAt(position + 2).RemoveAt(position + 1).RemoveAt(position).Insert(position, statement);
        document = document.WithSyntaxRoot(root.ReplaceNode(block, block.WithStatements(statements)));
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
