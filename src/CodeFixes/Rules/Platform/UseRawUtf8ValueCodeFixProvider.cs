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
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1005: <c>Encoding.UTF8.GetBytes(element.GetRawText())</c> becomes
/// <c>JsonMarshal.GetRawUtf8Value(element).ToArray()</c>, and <c>writer.WriteRawValue(element.GetRawText(), ...)</c>
/// becomes <c>writer.WriteRawValue(JsonMarshal.GetRawUtf8Value(element), ...)</c> (the span overload; a <c>json:</c>
/// name becomes <c>utf8Json:</c>). Offered only where the analyzer found the bytes valid UTF-8
/// (<see cref="UseRawUtf8ValueAnalyzer.FixableKey"/>). Adds <c>using System.Runtime.InteropServices;</c> where the file
/// lacks it.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseRawUtf8ValueCodeFixProvider)), Shared]
public sealed class UseRawUtf8ValueCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.NeedsInteropServicesImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseRawUtf8Value);

    // Each fix adds the same using and cleans the document up: merged by the batch fixer, fixes made against the same
    // original conflict there and one is dropped. Fix All edits a document once, every diagnostic's call together.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(
        nameof(UseRawUtf8ValueCodeFixProvider),
        (root, _, diagnostic, _) => EditFor(root, diagnostic),
        (document, root, _, edits, cancellationToken) => FixAsync(document, root, edits, cancellationToken));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic) =>
        EditFor(root, diagnostic) is { } edit
            ? CodeAction.Create(
                "Use JsonMarshal.GetRawUtf8Value",
                ct => FixAsync(document, root, new[] { edit }, ct),
                equivalenceKey: nameof(UseRawUtf8ValueCodeFixProvider))
            : null;

    /// <summary>The node the fix replaces (the <c>GetBytes</c> call, or the writer's argument) and what replaces it.</summary>
    private static RawValueEdit? EditFor(SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.ContainsKey(UseRawUtf8ValueAnalyzer.FixableKey)
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } call
            || call.ArgumentList.Arguments.Count == 0
            || RawText(call) is not { } rawText
            || rawText.Parent is not ArgumentSyntax argument
            || rawText.Expression is not MemberAccessExpressionSyntax { Expression: var element })
        {
            return null;
        }

        var raw = SyntaxFactory.InvocationExpression(
            SyntaxFactory.ParseExpression("global::System.Runtime.InteropServices.JsonMarshal.GetRawUtf8Value")
                .WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport),
            SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(element.WithoutTrivia()))));

        SyntaxNode replaced;
        SyntaxNode replacement;
        if (call.Expression is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "GetBytes" })
        {
            replaced = call;
            replacement = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, raw, SyntaxFactory.IdentifierName("ToArray")))
                .WithTriviaFrom(call);
        }
        else
        {
            replaced = argument;
            var written = argument.WithExpression(raw.WithTriviaFrom(rawText));
            replacement = argument.NameColon is { } name
                ? written.WithNameColon(name.WithName(SyntaxFactory.IdentifierName("utf8Json").WithTriviaFrom(name.Name)))
                : written;
        }

        return new RawValueEdit(replaced, replacement);
    }

    /// <summary>The <c>GetRawText()</c> call among the reported call's arguments (the first, or the one named <c>json</c>).</summary>
    private static InvocationExpressionSyntax? RawText(InvocationExpressionSyntax call)
    {
        foreach (var argument in call.ArgumentList.Arguments)
        {
            if ((argument.NameColon is null ? argument == call.ArgumentList.Arguments[0] : argument.NameColon.Name.Identifier.ValueText is "json" or "s")
                && argument.Expression is InvocationExpressionSyntax { ArgumentList.Arguments.Count: 0, Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "GetRawText" } } rawText)
            {
                return rawText;
            }
        }

        return null;
    }

    private static async Task<Document> FixAsync(Document document, SyntaxNode root, IReadOnlyList<RawValueEdit> edits, CancellationToken cancellationToken)
    {
        var replacements = new Dictionary<SyntaxNode, SyntaxNode>();
        foreach (var edit in edits)
        {
            replacements[edit.Replaced] = edit.Replacement;
        }

        document = document.WithSyntaxRoot(root.ReplaceNodes(replacements.Keys, (original, _) => replacements[original]));
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, "System.Runtime.InteropServices", "System.Runtime.InteropServices.JsonMarshal", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The node the fix replaces (the <c>GetBytes</c> call, or the writer's argument) and what replaces it.</summary>
    private sealed class RawValueEdit
    {
        public RawValueEdit(SyntaxNode replaced, SyntaxNode replacement)
        {
            Replaced = replaced;
            Replacement = replacement;
        }

        public SyntaxNode Replaced { get; }

        public SyntaxNode Replacement { get; }
    }
}
