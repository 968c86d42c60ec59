using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0903: the loop's collection to <c>Delegate.EnumerateInvocationList(handler)</c>. The enumeration yields the
/// handler's own delegate type where the array held <c>Delegate</c>s, so a <c>var</c> loop variable is written
/// <c>Delegate</c>, keeping its type and everything the body does with it (overloads, patterns); an explicit type stays.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseEnumerateInvocationListCodeFixProvider)), Shared]
public sealed class UseEnumerateInvocationListCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseEnumerateInvocationList);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseEnumerateInvocationListCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var collection = LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location);
        var receiver = collection switch
        {
            InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax access } => access.Expression,
            BinaryExpressionSyntax { Left: ConditionalAccessExpressionSyntax conditional } => conditional.Expression,
            _ => null,
        };
        if (collection is null || receiver is null || collection.Parent is not ForEachStatementSyntax loop)
        {
            return null;
        }

        var @delegate = model.Compilation.GetSpecialType(SpecialType.System_Delegate);
        var keepVar = !loop.Type.IsVar
            || SymbolEqualityComparer.Default.Equals(model.GetTypeInfo(receiver, cancellationToken).Type, @delegate);

        var delegateType = SyntaxFactory.ParseExpression("global::System.Delegate").WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);
        var enumerate = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, delegateType, SyntaxFactory.IdentifierName("EnumerateInvocationList")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(receiver.WithoutTrivia()))))
            .WithTriviaFrom(collection);

        // Only the collection and the type change, so that Fix All can merge the fixes of nested loops.
        var replacements = new System.Collections.Generic.Dictionary<SyntaxNode, SyntaxNode> { [collection] = enumerate };
        if (!keepVar)
        {
            replacements[loop.Type] = SyntaxFactory.ParseTypeName("global::System.Delegate")
                .WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport)
                .WithTriviaFrom(loop.Type);
        }

        return CodeAction.Create(
            "Use Delegate.EnumerateInvocationList",
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNodes(replacements.Keys, (original, _) => replacements[original])), ct),
            equivalenceKey: nameof(UseEnumerateInvocationListCodeFixProvider));
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, "System", "System.Delegate", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
