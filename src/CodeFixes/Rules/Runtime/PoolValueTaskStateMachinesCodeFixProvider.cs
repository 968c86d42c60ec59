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
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0912: <c>[AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]</c> (the <c>&lt;&gt;</c> form for
/// <c>ValueTask&lt;T&gt;</c>) on a line of its own above the method, after its other attribute lists, with the method's
/// indentation; its documentation comment stays above the attributes. Adds
/// <c>using System.Runtime.CompilerServices;</c> where the file lacks it.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PoolValueTaskStateMachinesCodeFixProvider)), Shared]
public sealed class PoolValueTaskStateMachinesCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.NeedsCompilerServicesImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.PoolValueTaskStateMachines);

    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(PoolValueTaskStateMachinesCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic) =>
        MethodOf(root, diagnostic) is { } method
            ? CodeAction.Create(
                "Pool the state machine with PoolingAsyncValueTaskMethodBuilder",
                ct => FixAsync(document, root, new[] { diagnostic }, ct),
                equivalenceKey: nameof(PoolValueTaskStateMachinesCodeFixProvider))
            : null;

    private static MethodDeclarationSyntax? MethodOf(SyntaxNode root, Diagnostic diagnostic) =>
        root.FindToken(diagnostic.Location.SourceSpan.Start).Parent is MethodDeclarationSyntax method
        && method.Identifier.Span == diagnostic.Location.SourceSpan
            ? method
            : null;

    private static async Task<Document> FixAsync(Document document, SyntaxNode root, System.Collections.Generic.IReadOnlyList<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var text = await document.GetTextAsync(cancellationToken).ConfigureAwait(false);
        var newLine = SyntaxFactory.EndOfLine(LineBreaks.Of(document, text));
        var methods = diagnostics
            .Select(diagnostic => (Method: MethodOf(root, diagnostic), Generic: diagnostic.Properties.ContainsKey(PoolValueTaskStateMachinesAnalyzer.GenericKey)))
            .Where(pair => pair.Method is not null)
            .ToDictionary(pair => (SyntaxNode)pair.Method!, pair => pair.Generic);
        if (methods.Count == 0)
        {
            return document;
        }

        var fixedRoot = root.ReplaceNodes(methods.Keys, (original, _) => WithBuilder((MethodDeclarationSyntax)original, methods[original], newLine));
        document = document.WithSyntaxRoot(fixedRoot);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, "System.Runtime.CompilerServices", "System.Runtime.CompilerServices.AsyncMethodBuilderAttribute", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The method with the builder's attribute list on a line of its own, after its other lists.</summary>
    private static MethodDeclarationSyntax WithBuilder(MethodDeclarationSyntax method, bool generic, SyntaxTrivia newLine)
    {
        var builder = generic
            ? "global::System.Runtime.CompilerServices.PoolingAsyncValueTaskMethodBuilder<>"
            : "global::System.Runtime.CompilerServices.PoolingAsyncValueTaskMethodBuilder";
        var attribute = SyntaxFactory.Attribute(
            SyntaxFactory.ParseName("global::System.Runtime.CompilerServices.AsyncMethodBuilder").WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport),
            SyntaxFactory.AttributeArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.AttributeArgument(
                SyntaxFactory.TypeOfExpression(SyntaxFactory.ParseTypeName(builder).WithAdditionalAnnotations(Simplifier.Annotation))))));

        // The indentation of the method's first line: the whitespace after the last line break of its leading trivia.
        var leading = method.GetLeadingTrivia();
        var indentation = Indentation.Of(leading);
        // Formatted by the fix's cleanup with the document's own options (its tokens carry elastic trivia).
        var list = SyntaxFactory.AttributeList(SyntaxFactory.SingletonSeparatedList(attribute)).WithTrailingTrivia(newLine).WithAdditionalAnnotations(Formatter.Annotation);
        if (method.AttributeLists.Count > 0)
        {
            return method.WithAttributeLists(method.AttributeLists.Add(list.WithLeadingTrivia(indentation)));
        }

        // No list yet: the new one takes the method's leading trivia (documentation, blank lines), and the method's
        // first token keeps only the indentation.
        var bare = method.WithoutLeadingTrivia();
        return bare.WithAttributeLists(SyntaxFactory.SingletonList(list.WithLeadingTrivia(leading))).WithLeadingTrivia(leading) is var withList
            && withList.Modifiers.Count > 0
                ? withList.WithModifiers(withList.Modifiers.Replace(withList.Modifiers[0], withList.Modifiers[0].WithLeadingTrivia(indentation)))
                : withList.WithReturnType(withList.ReturnType.WithLeadingTrivia(indentation));
    }

    /// <summary>Fix All: every method of the document at once (<see cref="FixAll.PerDocument"/>).</summary>
    private static async Task<Document> FixDocumentAsync(Document document, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        return root is null ? document : await FixAsync(document, root, diagnostics, cancellationToken).ConfigureAwait(false);
    }
}
