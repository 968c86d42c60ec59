using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>PERF0603: a membership test against a constant set becomes <c>s_x.Contains(c)</c> on a cached <c>SearchValues&lt;char&gt;</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseSearchValuesForMembershipCodeFixProvider)), Shared]
public sealed class UseSearchValuesForMembershipCodeFixProvider : CodeFixProvider
{
    private const string Title = "Test membership with a cached SearchValues";

    private static readonly Rewriter s_rewriter = new();

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseSearchValuesForMembership);

    public override FixAllProvider GetFixAllProvider() => SearchValuesFields.WholeScopeFixAll(nameof(UseSearchValuesForMembershipCodeFixProvider), s_rewriter, Title);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) =>
        FixRegistration.RegisterEachAsync(context, static (document, root, diagnostic) =>
            SearchValuesFields.Plan(document, root, diagnostic, minimumLocations: 1, s_rewriter, Title, nameof(UseSearchValuesForMembershipCodeFixProvider)));

    private sealed class Rewriter : ISearchValuesRewriter
    {
        public Location? GetFieldToConvert(Diagnostic diagnostic, int set) =>
            set == 0 && diagnostic.Properties.TryGetValue(UseSearchValuesForMembershipAnalyzer.ModeKey, out var mode) && mode == UseSearchValuesForMembershipAnalyzer.ModeField
                ? diagnostic.AdditionalLocations[0]
                : null;

        public IReadOnlyList<UseEdit>? GetEdits(Diagnostic diagnostic, SyntaxNode root, SemanticModel model, IReadOnlyList<string> fieldNames, SearchValuesFixApis symbols)
        {
            var fieldName = fieldNames[0];
            if (GetFieldToConvert(diagnostic, 0) is not null)
            {
                // s_set.Contains(c) binds to SearchValues<char>.Contains once the field is converted.
                return System.Array.Empty<UseEdit>();
            }

            if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax reported
                || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax tested)
            {
                return null;
            }

            var negated = diagnostic.Properties.TryGetValue(UseSearchValuesForMembershipAnalyzer.NegatedKey, out var value) && value == "true";
            ExpressionSyntax call = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, SyntaxFactory.IdentifierName(fieldName), SyntaxFactory.IdentifierName("Contains")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(tested.WithoutTrivia()))));
            if (negated)
            {
                call = SyntaxFactory.PrefixUnaryExpression(SyntaxKind.LogicalNotExpression, call);
            }

            return new[] { new UseEdit(reported, (current, _) => call.WithTriviaFrom(current)) };
        }
    }
}
