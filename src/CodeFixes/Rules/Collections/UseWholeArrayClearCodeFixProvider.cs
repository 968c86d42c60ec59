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
/// PERF0803: <c>Array.Clear(a, 0, a.Length)</c> to <c>Array.Clear(a)</c>. The call keeps how it was written (a qualified
/// or a <c>using static</c> name, a named <c>array:</c> argument); only the index and the length go. Not offered when a
/// comment sits among the arguments it removes.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseWholeArrayClearCodeFixProvider)), Shared]
public sealed class UseWholeArrayClearCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseWholeArrayClear);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseWholeArrayClearCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken) =>
        LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is { ArgumentList: { Arguments.Count: 3 } arguments } invocation
        && model.GetOperation(invocation, cancellationToken) is Microsoft.CodeAnalysis.Operations.IInvocationOperation { TargetMethod.Parameters.Length: 3 } operation
        && operation.GetArgument(0)?.Syntax is ArgumentSyntax array
        && !arguments.ContainsComment()
            ? CodeAction.Create(
                "Use Array.Clear(array)",
                ct => FixCleanup.FinishAsync(document.WithSyntaxRoot(root.ReplaceNode(arguments, Whole(arguments, array))), ct),
                equivalenceKey: nameof(UseWholeArrayClearCodeFixProvider))
            : null;

    /// <summary>The argument list with the array argument alone, between the same parentheses.</summary>
    private static ArgumentListSyntax Whole(ArgumentListSyntax arguments, ArgumentSyntax array) =>
        SyntaxFactory.ArgumentList(
            arguments.OpenParenToken.WithTrailingTrivia(),
            SyntaxFactory.SingletonSeparatedList(array.WithoutTrivia()),
            arguments.CloseParenToken.WithLeadingTrivia());
}
