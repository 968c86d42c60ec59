using System.Collections.Immutable;
using System.Composition;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>PERF0505: <c>otherPool.Return(x)</c> to <c>rentingPool.Return(x)</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ReturnToRentingPoolCodeFixProvider)), Shared]
public sealed class ReturnToRentingPoolCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.ReturnToRentingPool);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(ReturnToRentingPoolCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.ContainsKey(ReturnToRentingPoolAnalyzer.FixableKey)
            || diagnostic.AdditionalLocations.Count != 1
            || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax returnPool
            || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax rentPool)
        {
            return null;
        }

        return CodeAction.Create("Return the array to the pool it came from", _ => Task.FromResult(Fix(document, root, returnPool, rentPool)), equivalenceKey: nameof(ReturnToRentingPoolCodeFixProvider));
    }

    private static Document Fix(Document document, SyntaxNode root, ExpressionSyntax returnPool, ExpressionSyntax rentPool) =>
        document.WithSyntaxRoot(root.ReplaceNode(returnPool, rentPool.WithoutTrivia().WithTriviaFrom(returnPool)));
}
