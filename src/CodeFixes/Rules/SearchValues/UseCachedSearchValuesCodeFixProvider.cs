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

/// <summary>
/// PERF0601: a constant set passed to IndexOfAny and relatives becomes a cached <c>SearchValues&lt;T&gt;</c> field
/// (<c>s.AsSpan().IndexOfAny(s_x)</c> on strings); a <c>static readonly char[]</c> used only in searches is converted in place.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseCachedSearchValuesCodeFixProvider)), Shared]
public sealed class UseCachedSearchValuesCodeFixProvider : CodeFixProvider
{
    private const string Title = "Use a cached SearchValues";

    private static readonly Rewriter s_rewriter = new();

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseCachedSearchValues);

    public override FixAllProvider GetFixAllProvider() => FixAll.WhateverComesFirst(nameof(UseCachedSearchValuesCodeFixProvider), new SearchValuesFixAllProvider(s_rewriter, Title));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) =>
        FixRegistration.RegisterEachAsync(context, static (document, root, diagnostic) =>
            SearchValuesFields.Plan(document, root, diagnostic, minimumLocations: 1, s_rewriter, Title, nameof(UseCachedSearchValuesCodeFixProvider)));

    private sealed class Rewriter : ISearchValuesRewriter
    {
        public Location? GetFieldToConvert(Diagnostic diagnostic) =>
            Mode(diagnostic) == UseCachedSearchValuesAnalyzer.ModeField && diagnostic.AdditionalLocations.Count > 0
                ? diagnostic.AdditionalLocations[0]
                : null;

        public IReadOnlyList<UseEdit>? GetEdits(Diagnostic diagnostic, SyntaxNode root, SemanticModel model, string fieldName, SearchValuesSymbols symbols)
        {
            switch (Mode(diagnostic))
            {
                case UseCachedSearchValuesAnalyzer.ModeArgument:
                    if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true)?.FirstAncestorOrSelf<ArgumentSyntax>() is not { } argument)
                    {
                        return null;
                    }

                    return new[] { new UseEdit(argument.Expression, (current, _) => SyntaxFactory.IdentifierName(fieldName).WithTriviaFrom(current)) };

                case UseCachedSearchValuesAnalyzer.ModeStringReceiver:
                    if (root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax invocation)
                    {
                        return null;
                    }

                    return new[] { new UseEdit(invocation, (current, _) => WithAsSpan((InvocationExpressionSyntax)current, SyntaxFactory.IdentifierName(fieldName), symbols)) };

                case UseCachedSearchValuesAnalyzer.ModeField:
                    var edits = new List<UseEdit>();
                    for (var i = 1; i < diagnostic.AdditionalLocations.Count; i++)
                    {
                        if (root.FindNode(diagnostic.AdditionalLocations[i].SourceSpan, getInnermostNodeForTie: true) is InvocationExpressionSyntax use)
                        {
                            edits.Add(new UseEdit(use, (current, _) => WithAsSpan((InvocationExpressionSyntax)current, null, symbols)));
                        }
                    }

                    return edits;

                default:
                    return null;
            }
        }

        private static string? Mode(Diagnostic diagnostic) =>
            diagnostic.Properties.TryGetValue(UseCachedSearchValuesAnalyzer.ModeKey, out var mode) ? mode : null;

        // s.IndexOfAny(x) -> s.AsSpan().IndexOfAny(field); the argument is kept (without a name) when field is null.
        private static SyntaxNode WithAsSpan(InvocationExpressionSyntax invocation, ExpressionSyntax? field, SearchValuesSymbols symbols)
        {
            if (invocation.Expression is not MemberAccessExpressionSyntax access || invocation.ArgumentList.Arguments.Count != 1)
            {
                return invocation;
            }

            var value = field ?? invocation.ArgumentList.Arguments[0].Expression;
            var argument = SyntaxFactory.Argument(value.WithTriviaFrom(invocation.ArgumentList.Arguments[0]));
            return invocation
                .WithExpression(access.WithExpression(symbols.AsSpan(access.Expression).WithTriviaFrom(access.Expression)))
                .WithArgumentList(invocation.ArgumentList.WithArguments(SyntaxFactory.SingletonSeparatedList(argument)));
        }
    }
}
