using System.Collections.Generic;
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
/// PERF0501: wraps the statements from the rent to the end of its block in <c>try { ... } finally { pool.Return(x); }</c>,
/// removing the <c>Return(x)</c> statements inside (the finally now returns the array once, on every path).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ReturnRentedArrayCodeFixProvider)), Shared]
public sealed class ReturnRentedArrayCodeFixProvider : CodeFixProvider
{
    private const string Title = "Return the array in a finally block";

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.ReturnRentedArray);

    // Fixes in one block nest (each wraps to the end of the block), so Fix All applies them one at a time, innermost first.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(ReturnRentedArrayCodeFixProvider), FixAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    // The action runs the Fix All path on this one diagnostic, so that path keeps its own lookup.
    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.ContainsKey(ReturnRentedArrayAnalyzer.FixableKey)
            || RentedArraySyntax.FindInvocation(root, diagnostic) is not { } rent
            || Wrap(root, rent) is null)
        {
            return null;
        }

        return CodeAction.Create(Title, ct => FixAsync(document, ImmutableArray.Create(diagnostic), ct), equivalenceKey: nameof(ReturnRentedArrayCodeFixProvider));
    }

    private static Task<Document> FixAsync(Document document, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken) =>
        RentedArraySyntax.FixEachAsync(document, diagnostics, ReturnRentedArrayAnalyzer.FixableKey, lastFirst: true, Wrap, cancellationToken);

    /// <summary>The root with the rent's block rewritten, or null when the rewrite would not be safe.</summary>
    internal static SyntaxNode? Wrap(SyntaxNode root, InvocationExpressionSyntax rent)
    {
        if (rent.Expression is not MemberAccessExpressionSyntax { Expression: var pool }
            || rent.FirstAncestorOrSelf<StatementSyntax>() is not { Parent: BlockSyntax block } statement
            || RentedArraySyntax.LocalName(statement, rent) is not { } name
            || !DeclaredIn(block, name))
        {
            return null;
        }

        var index = block.Statements.IndexOf(statement);
        var returnStatements = new List<ExpressionStatementSyntax>();
        ArgumentListSyntax? returnArguments = null;
        for (var i = index + 1; i < block.Statements.Count; i++)
        {
            var moved = block.Statements[i];
            if (moved is LabeledStatementSyntax || moved.DescendantNodes().OfType<LabeledStatementSyntax>().Any())
            {
                return null;
            }

            foreach (var call in moved.DescendantNodesAndSelf().OfType<InvocationExpressionSyntax>())
            {
                if (!RentedArraySyntax.IsReturnOf(call, name))
                {
                    continue;
                }

                if (call.Parent is not ExpressionStatementSyntax { Parent: BlockSyntax } returnStatement)
                {
                    return null;
                }

                returnStatements.Add(returnStatement);
                returnArguments ??= call.ArgumentList;
            }
        }

        var trimmed = block.RemoveNodes(returnStatements, SyntaxRemoveOptions.KeepNoTrivia)!;
        var before = trimmed.Statements.Take(index + 1);
        var after = trimmed.Statements.Skip(index + 1).ToList();
        var localFunctions = after.OfType<LocalFunctionStatementSyntax>().ToList();
        var body = after.Where(s => s is not LocalFunctionStatementSyntax).ToList();

        var returnCall = SyntaxFactory.ExpressionStatement(
            SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, pool.WithoutTrivia(), SyntaxFactory.IdentifierName("Return")),
                returnArguments?.WithoutTrivia() ?? SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(SyntaxFactory.IdentifierName(name))))));
        var tryStatement = SyntaxFactory.TryStatement(
            SyntaxFactory.Block(body),
            default,
            SyntaxFactory.FinallyClause(SyntaxFactory.Block(returnCall)));

        var statements = before.Append<StatementSyntax>(tryStatement.WithAdditionalAnnotations(Formatter.Annotation)).Concat(localFunctions);
        return root.ReplaceNode(block, trimmed.WithStatements(SyntaxFactory.List(statements)));
    }

    /// <summary>The local is declared by a statement of this block: nothing after the block can see it.</summary>
    private static bool DeclaredIn(BlockSyntax block, string name) =>
        block.Statements.OfType<LocalDeclarationStatementSyntax>().Any(d => d.Declaration.Variables.Any(v => v.Identifier.ValueText == name));
}
