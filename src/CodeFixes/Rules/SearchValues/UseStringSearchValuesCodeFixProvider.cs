using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Globalization;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>PERF0602: several searches of one string become one <c>s.AsSpan().ContainsAny(s_x)</c> with a cached <c>SearchValues&lt;string&gt;</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseStringSearchValuesCodeFixProvider)), Shared]
public sealed class UseStringSearchValuesCodeFixProvider : CodeFixProvider
{
    private const string Title = "Search for all the strings at once with SearchValues<string>";

    private static readonly Rewriter s_rewriter = new();

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseStringSearchValues);

    public override FixAllProvider GetFixAllProvider() => SearchValuesFields.WholeScopeFixAll(nameof(UseStringSearchValuesCodeFixProvider), s_rewriter, Title);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) =>
        FixRegistration.RegisterEachAsync(context, static (document, root, diagnostic) =>
            SearchValuesFields.Plan(document, root, diagnostic, minimumLocations: 2, s_rewriter, Title, nameof(UseStringSearchValuesCodeFixProvider)));

    private sealed class Rewriter : ISearchValuesRewriter
    {
        public Location? GetFieldToConvert(Diagnostic diagnostic, int set) => null;

        public IReadOnlyList<UseEdit>? GetEdits(Diagnostic diagnostic, SyntaxNode root, SemanticModel model, IReadOnlyList<string> fieldNames, SearchValuesFixApis symbols)
        {
            var fieldName = fieldNames[0];
            var properties = diagnostic.Properties;
            if (root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not { } node
                || root.FindNode(diagnostic.AdditionalLocations[1].SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax receiver)
            {
                return null;
            }

            // s.AsSpan().ContainsAny(s_x), span.ContainsAny(s_x), negated for a chain of misses.
            var spanReceiver = Is(properties, UseStringSearchValuesAnalyzer.SpanReceiverKey);
            var target = spanReceiver ? receiver.WithoutTrivia() : symbols.AsSpan(receiver);
            ExpressionSyntax call = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(
                    SyntaxKind.SimpleMemberAccessExpression,
                    target,
                    SyntaxFactory.IdentifierName("ContainsAny").WithAdditionalAnnotations(SearchValuesFixApis.NeedsSystemImport)),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(SyntaxFactory.IdentifierName(fieldName)))));
            if (Is(properties, UseStringSearchValuesAnalyzer.NegatedKey))
            {
                call = SyntaxFactory.PrefixUnaryExpression(SyntaxKind.LogicalNotExpression, call);
            }

            properties.TryGetValue(UseStringSearchValuesAnalyzer.ShapeKey, out var shape);
            switch (shape)
            {
                case UseStringSearchValuesAnalyzer.ShapeChain:
                    node = node.FirstAncestorOrSelf<BinaryExpressionSyntax>()!;
                    if (node is null
                        || !properties.TryGetValue(UseStringSearchValuesAnalyzer.RunStartKey, out var startText)
                        || !properties.TryGetValue(UseStringSearchValuesAnalyzer.RunLengthKey, out var lengthText)
                        || !int.TryParse(startText, NumberStyles.None, CultureInfo.InvariantCulture, out var start)
                        || !int.TryParse(lengthText, NumberStyles.None, CultureInfo.InvariantCulture, out var length))
                    {
                        return null;
                    }

                    if (start == 0 && node.Parent is ParenthesizedExpressionSyntax parenthesized)
                    {
                        // (a == "x" || a == "y") && b: the call replaces the whole chain, and the parentheses around it
                        // go where the simplifier finds them redundant (kept before a member access on a negated call).
                        return new[]
                        {
                            new UseEdit(parenthesized, (current, _) => ((ParenthesizedExpressionSyntax)current)
                                .WithExpression(call.WithTriviaFrom(((ParenthesizedExpressionSyntax)current).Expression))
                                .WithAdditionalAnnotations(Simplifier.Annotation)),
                        };
                    }

                    return new[] { new UseEdit(node, (current, _) => ReplaceRun((BinaryExpressionSyntax)current, start, length, call)) };

                case UseStringSearchValuesAnalyzer.ShapeAny:
                    if (node.FirstAncestorOrSelf<InvocationExpressionSyntax>() is not { } any)
                    {
                        return null;
                    }

                    return new[] { new UseEdit(any, (current, _) => call.WithTriviaFrom(current)) };

                case UseStringSearchValuesAnalyzer.ShapeForEach:
                    if (node.FirstAncestorOrSelf<ForEachStatementSyntax>() is not { } loop
                        || diagnostic.AdditionalLocations.Count < 3
                        || root.FindNode(diagnostic.AdditionalLocations[2].SourceSpan, getInnermostNodeForTie: true)?.FirstAncestorOrSelf<StatementSyntax>() is not { } hit)
                    {
                        return null;
                    }

                    return new[]
                    {
                        new UseEdit(loop, (current, _) => SyntaxFactory.IfStatement(call, hit.WithoutTrivia())
                            .WithTriviaFrom(current)
                            .WithAdditionalAnnotations(Formatter.Annotation)),
                    };

                default:
                    return null;
            }
        }

        private static bool Is(ImmutableDictionary<string, string?> properties, string key) =>
            properties.TryGetValue(key, out var value) && value == "true";

        // (((o0 || o1) || o2) || o3): the node ending with the run keeps what comes before the run, then the one call.
        private static SyntaxNode ReplaceRun(BinaryExpressionSyntax chain, int start, int length, ExpressionSyntax call)
        {
            if (start == 0)
            {
                return call.WithTriviaFrom(chain);
            }

            ExpressionSyntax prefix = chain;
            for (var i = 0; i < length; i++)
            {
                if (prefix is not BinaryExpressionSyntax link)
                {
                    return chain;
                }

                prefix = link.Left;
            }

            return SyntaxFactory.BinaryExpression(chain.Kind(), prefix, chain.OperatorToken, call.WithTriviaFrom(chain.Right));
        }
    }
}
