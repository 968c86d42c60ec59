using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0703: <c>foreach (var part in s.Split(separator, options)) { ... }</c> becomes
/// <c>foreach (var range in s.AsSpan().Split(separator)) { var part = s.AsSpan(range); ... }</c>: <c>.Trim()</c> on the
/// slice for <c>TrimEntries</c>, <c>if (part.IsEmpty) { continue; }</c> for <c>RemoveEmptyEntries</c> (after the trim,
/// as Split does), <c>Range</c> and <c>ReadOnlySpan&lt;char&gt;</c> where the loop wrote <c>string</c>. Comparisons of the
/// part become the span's methods (<see cref="SpanComparisonSyntax"/>); everything else a span reads the same way is left
/// as written. The range's name is free in the member, numbered when taken; <c>using System;</c> is added where needed.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseSpanSplitCodeFixProvider)), Shared]
public sealed class UseSpanSplitCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseSpanSplit);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseSpanSplitCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (!diagnostic.Properties.TryGetValue(UseSpanSplitAnalyzer.OptionsKey, out var optionsText)
            || !int.TryParse(optionsText, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var options)
            || !diagnostic.Properties.TryGetValue(UseSpanSplitAnalyzer.ComparisonsKey, out var forms)
            || forms is null
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { Expression: MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax text }, ArgumentList.Arguments: { Count: > 0 } arguments } split
            || split.Parent is not ForEachStatementSyntax forEach
            || forEach.Expression != split
            || Comparisons(root, diagnostic, forms) is not { } comparisons)
        {
            return null;
        }

        var range = RangeName(forEach, model, cancellationToken);
        var lineBreak = SyntaxFactory.EndOfLine(LineBreaks.Of(document, root.SyntaxTree.GetText(cancellationToken)));
        var rewritten = Rewrite(forEach, text, arguments[0], range, options, comparisons, lineBreak);
        return CodeAction.Create(
            "Split a span of the string",
            ct => FixAsync(document.WithSyntaxRoot(root.ReplaceNode(forEach, rewritten)), ct),
            equivalenceKey: nameof(UseSpanSplitCodeFixProvider));
    }

    /// <summary>
    /// <c>range</c>, numbered when taken in the loop. Enclosing loops over a string's Split name theirs first, as if
    /// already rewritten: Fix All rewrites nested loops from the same document, and the one-by-one fixes see the
    /// enclosing loop's range in scope, so both give the inner loop the same name.
    /// </summary>
    private static string RangeName(ForEachStatementSyntax forEach, SemanticModel model, CancellationToken cancellationToken)
    {
        var loops = new List<ForEachStatementSyntax> { forEach };
        for (var node = forEach.Parent; node is not null; node = node.Parent)
        {
            if (node is ForEachStatementSyntax { Expression: InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax, Name.Identifier.ValueText: "Split" } } } outer)
            {
                loops.Add(outer);
            }
        }

        var reserved = new HashSet<string>();
        var name = "range";
        for (var i = loops.Count - 1; i >= 0; i--)
        {
            var taken = NewLocals.TakenIn(loops[i], model, cancellationToken);
            taken.UnionWith(reserved);
            name = NewLocals.Unique("range", taken);
            reserved.Add(name);
        }

        return name;
    }

    /// <summary>The comparisons to rewrite, from the forms and the additional locations; null when they don't match.</summary>
    private static List<SpanComparisonSyntax.Comparison>? Comparisons(SyntaxNode root, Diagnostic diagnostic, string forms)
    {
        var comparisons = new List<SpanComparisonSyntax.Comparison>();
        var next = 0;
        foreach (var written in forms.Split(new[] { ',' }, System.StringSplitOptions.RemoveEmptyEntries))
        {
            var negate = written[0] == '!';
            if (SpanComparisonSyntax.Read(root, diagnostic.AdditionalLocations, next, negate ? written.Substring(1) : written, negate) is not { } comparison)
            {
                return null;
            }

            comparisons.Add(comparison);
            next += comparison.Count;
        }

        return next == diagnostic.AdditionalLocations.Count ? comparisons : null;
    }

    private static ForEachStatementSyntax Rewrite(ForEachStatementSyntax forEach, IdentifierNameSyntax text, ArgumentSyntax separator, string range, int options, List<SpanComparisonSyntax.Comparison> comparisons, SyntaxTrivia lineBreak)
    {
        var part = forEach.Identifier.ValueText;
        var body = forEach.Statement;

        // Later comparisons first: one may be inside another's other string, whose current node is then looked up again.
        var tracked = new List<SyntaxNode>();
        foreach (var comparison in comparisons)
        {
            tracked.Add(comparison.Replaced);
            tracked.Add(comparison.Other);
            if (comparison.Type is not null)
            {
                tracked.Add(comparison.Type);
            }
        }

        body = body.TrackNodes(tracked);
        for (var i = comparisons.Count - 1; i >= 0; i--)
        {
            var comparison = comparisons[i];
            if (body.GetCurrentNode(comparison.Replaced) is not { } replaced || body.GetCurrentNode(comparison.Other) is not { } other)
            {
                continue;
            }

            var type = comparison.Type is null ? null : body.GetCurrentNode(comparison.Type);
            var call = SpanComparisonSyntax.Create(SyntaxFactory.IdentifierName(part), comparison.Form, other, type, comparison.Negate, s_needsSystem);
            body = body.ReplaceNode(replaced, call.WithTriviaFrom(replaced));
        }

        // var part = s.AsSpan(range)[.Trim()];
        var isVar = forEach.Type is IdentifierNameSyntax { IsVar: true };
        ExpressionSyntax slice = Call(text.WithoutTrivia(), "AsSpan", SyntaxFactory.Argument(SyntaxFactory.IdentifierName(range)));
        if ((options & 2) != 0)
        {
            slice = Call(slice, "Trim");
        }

        var partType = isVar ? (TypeSyntax)SyntaxFactory.IdentifierName("var") : SyntaxFactory.ParseTypeName("ReadOnlySpan<char>").WithAdditionalAnnotations(s_needsSystem);
        var statements = new List<StatementSyntax>
        {
            SyntaxFactory.LocalDeclarationStatement(
                SyntaxFactory.VariableDeclaration(
                    partType,
                    SyntaxFactory.SingletonSeparatedList(SyntaxFactory.VariableDeclarator(SyntaxFactory.Identifier(part)).WithInitializer(SyntaxFactory.EqualsValueClause(slice))))),
        };
        if ((options & 1) != 0)
        {
            // A blank line after the block, as the IDE lays out a block followed by a statement.
            statements.Add(SyntaxFactory.IfStatement(
                    SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, SyntaxFactory.IdentifierName(part), SyntaxFactory.IdentifierName("IsEmpty")),
                    SyntaxFactory.Block(SyntaxFactory.ContinueStatement()))
                .WithTrailingTrivia(lineBreak, lineBreak));
        }

        for (var i = 0; i < statements.Count; i++)
        {
            statements[i] = statements[i].WithAdditionalAnnotations(Formatter.Annotation);
        }

        BlockSyntax block;
        if (body is BlockSyntax existing)
        {
            statements.AddRange(existing.Statements);
            block = existing.WithStatements(SyntaxFactory.List(statements));
        }
        else
        {
            statements.Add(body.WithoutLeadingTrivia());
            block = SyntaxFactory.Block(statements).WithAdditionalAnnotations(Formatter.Annotation);
        }

        // foreach (var range in s.AsSpan().Split(separator))
        var spanSplit = Call(Call(text.WithoutTrivia(), "AsSpan"), "Split", separator.WithoutTrivia());
        var rangeType = isVar ? forEach.Type : SyntaxFactory.IdentifierName("Range").WithTriviaFrom(forEach.Type).WithAdditionalAnnotations(s_needsSystem);
        return forEach
            .WithType(rangeType)
            .WithIdentifier(SyntaxFactory.Identifier(range).WithTriviaFrom(forEach.Identifier))
            .WithExpression(spanSplit.WithTriviaFrom(forEach.Expression))
            .WithStatement(block);
    }

    private static InvocationExpressionSyntax Call(ExpressionSyntax instance, string name, params ArgumentSyntax[] arguments) =>
        SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, instance, SyntaxFactory.IdentifierName(name)).WithAdditionalAnnotations(s_needsSystem),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments)));

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
