using System.Collections.Immutable;
using System.Composition;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Hex;

/// <summary>PERF0102: <c>Convert.ToHexString(x).ToLowerInvariant()</c> to <c>Convert.ToHexStringLower(x)</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseConvertToHexStringLowerCodeFixProvider)), Shared]
public sealed class UseConvertToHexStringLowerCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseConvertToHexStringLower);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseConvertToHexStringLowerCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 1
            || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax reported
            || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax toHex
            || RenameToLower(toHex.Expression) is not { } target)
        {
            return null;
        }

        return CodeAction.Create(
            "Use Convert.ToHexStringLower",
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(reported, toHex.WithExpression(target).WithTriviaFrom(reported)))),
            equivalenceKey: nameof(UseConvertToHexStringLowerCodeFixProvider));
    }

    /// <summary><c>Convert.ToHexString</c> or <c>ToHexString</c> under the name <c>ToHexStringLower</c>; null for any other shape.</summary>
    private static ExpressionSyntax? RenameToLower(ExpressionSyntax expression) => expression switch
    {
        MemberAccessExpressionSyntax access => access.WithName(SyntaxFactory.IdentifierName("ToHexStringLower").WithTriviaFrom(access.Name)),
        IdentifierNameSyntax name => SyntaxFactory.IdentifierName("ToHexStringLower").WithTriviaFrom(name),
        _ => null,
    };
}
