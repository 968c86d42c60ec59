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
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0702: <c>string.Format("{0}: {1,8:N2}", name, total)</c> to <c>$"{name}: {total,8:N2}"</c>, and
/// <c>string.Format(provider, format, ...)</c> to <c>string.Create(provider, $"...")</c> (the receiver kept as written:
/// <c>string</c>, <c>String</c>). The text between the format items is copied from the literal as written (escapes, a
/// verbatim <c>@</c>); a constant that is not one literal is written out as one. An argument with a colon in it is
/// parenthesized so the colon doesn't start a format specifier. A constant that held the format, read by this call
/// only, is removed.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseInterpolatedStringCodeFixProvider)), Shared]
public sealed class UseInterpolatedStringCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseInterpolatedString);

    // A call nested in another's argument: the batch fixer would keep only the outer rewrite (their edits overlap), so
    // Fix All rewrites a document in one pass, each call from its arguments as already rewritten.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseInterpolatedStringCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } invocation
            || Rewrite(invocation, diagnostic) is not { } replacement)
        {
            return null;
        }

        return CodeAction.Create(
            diagnostic.Properties.ContainsKey(UseInterpolatedStringAnalyzer.ProviderKey) ? "Use string.Create with an interpolated string" : "Use an interpolated string",
            _ => Task.FromResult(document.WithSyntaxRoot(Apply(root, new Dictionary<SyntaxNode, Diagnostic> { [invocation] = diagnostic }))),
            equivalenceKey: nameof(UseInterpolatedStringCodeFixProvider));
    }

    /// <summary>
    /// Each call rewritten from its arguments as already rewritten (<c>ReplaceNodes</c> hands the innermost first), then
    /// the constants that held their formats removed: the interpolated string is now the format's only copy.
    /// </summary>
    private static SyntaxNode Apply(SyntaxNode root, Dictionary<SyntaxNode, Diagnostic> calls)
    {
        var constants = new Dictionary<Diagnostic, VariableDeclaratorSyntax>();
        foreach (var diagnostic in calls.Values)
        {
            if (diagnostic.AdditionalLocations.Count > 0
                && root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan) is VariableDeclaratorSyntax declarator)
            {
                constants[diagnostic] = declarator;
            }
        }

        var rewritten = new HashSet<Diagnostic>();
        var tracked = root.TrackNodes(calls.Keys.Concat<SyntaxNode>(constants.Values));
        var byCurrent = new Dictionary<SyntaxNode, Diagnostic>();
        foreach (var pair in calls)
        {
            byCurrent[tracked.GetCurrentNode(pair.Key)!] = pair.Value;
        }

        tracked = tracked.ReplaceNodes(
            byCurrent.Keys,
            (original, current) =>
            {
                if (current is InvocationExpressionSyntax call && Rewrite(call, byCurrent[original]) is { } replacement)
                {
                    rewritten.Add(byCurrent[original]);
                    return replacement;
                }

                return current;
            });

        // Only the constants of calls rewritten: a call left as it was still reads its constant.
        foreach (var pair in constants)
        {
            if (rewritten.Contains(pair.Key) && tracked.GetCurrentNode(pair.Value)?.Parent?.Parent is FieldDeclarationSyntax field)
            {
                tracked = BlankLines.RemoveMember(tracked, field);
            }
        }

        return tracked;
    }

    /// <summary>The interpolated string (or <c>string.Create</c> call) that replaces the call; null when it can't be written.</summary>
    private static ExpressionSyntax? Rewrite(InvocationExpressionSyntax invocation, Diagnostic diagnostic)
    {
        var hasProvider = diagnostic.Properties.ContainsKey(UseInterpolatedStringAnalyzer.ProviderKey);
        var formatIndex = hasProvider ? 1 : 0;
        if (!diagnostic.Properties.TryGetValue(UseInterpolatedStringAnalyzer.FormatKey, out var format)
            || format is null
            || invocation.SyntaxTree.Options is not CSharpParseOptions options
            || invocation.ArgumentList.Arguments.Count < formatIndex + 2)
        {
            return null;
        }

        var arguments = invocation.ArgumentList.Arguments;
        var count = arguments.Count;

        var items = new List<CompositeFormatText.FormatItem>();
        var values = new ExpressionSyntax[count - formatIndex - 1];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = arguments[formatIndex + 1 + i].Expression;
        }

        if (!CompositeFormatText.TryParse(format, items)
            || CompositeFormatText.Build(format, diagnostic.Properties.ContainsKey(UseInterpolatedStringAnalyzer.VerbatimKey), items, values, options, spliceStrings: !hasProvider) is not { } interpolated)
        {
            return null;
        }

        ExpressionSyntax replacement = interpolated;
        if (hasProvider)
        {
            var receiver = invocation.Expression is MemberAccessExpressionSyntax access
                ? access.Expression.WithoutTrivia()
                : SyntaxFactory.PredefinedType(SyntaxFactory.Token(SyntaxKind.StringKeyword));
            replacement = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, receiver, SyntaxFactory.IdentifierName("Create")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(
                    new[] { SyntaxFactory.Argument(arguments[0].Expression.WithoutTrivia()), SyntaxFactory.Argument(interpolated) },
                    new[] { SyntaxFactory.Token(SyntaxKind.CommaToken).WithTrailingTrivia(SyntaxFactory.Space) })));
        }

        return replacement.WithTriviaFrom(invocation);
    }

    /// <summary>Fix All: every call in the document at once, innermost first (<see cref="FixAll.PerDocument"/>).</summary>
    private static Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var calls = new Dictionary<SyntaxNode, Diagnostic>();
        foreach (var diagnostic in diagnostics)
        {
            if (LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is { } invocation)
            {
                calls[invocation] = diagnostic;
            }
        }

        var rewritten = Apply(root, calls);
        return Task.FromResult(document.WithSyntaxRoot(rewritten));
    }
}
