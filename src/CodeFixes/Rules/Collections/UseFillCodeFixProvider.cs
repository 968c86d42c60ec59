using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0804: the fill loop to one call, the one the analyzer chose (<see cref="UseFillAnalyzer.Forms"/>). A null array
/// made the loop throw <c>NullReferenceException</c>, where <c>AsSpan()</c> gives an empty span and <c>Array.Fill</c>/
/// <c>Clear</c> throw <c>ArgumentNullException</c>: for arrays the fix is offered only when the nullable analysis knows
/// the array is not null.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseFillCodeFixProvider)), Shared]
public sealed class UseFillCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseFill);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseFillCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (Find(root, diagnostic) is not var (loop, collection, value, form) || !IsSafe(model, collection, form, cancellationToken))
        {
            return null;
        }

        return CodeAction.Create(
            "Replace the loop with " + UseFillAnalyzer.Forms.Display(form),
            ct => FixAsync(document, root, model.Compilation, loop, collection, value, form, ct),
            equivalenceKey: nameof(UseFillCodeFixProvider));
    }

    private static (ForStatementSyntax Loop, ExpressionSyntax Collection, ExpressionSyntax Value, string Form)? Find(SyntaxNode root, Diagnostic diagnostic) =>
        diagnostic.AdditionalLocations.Count == 3
        && diagnostic.Properties.TryGetValue(UseFillAnalyzer.FormKey, out var form)
        && form is not null
        && LinqSyntax.FindExact<ForStatementSyntax>(root, diagnostic.AdditionalLocations[0]) is { } loop
        && LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is { } collection
        && LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[2]) is { } value
        && loop.Span.Contains(collection.Span)
        && loop.Span.Contains(value.Span)
            ? (loop, collection, value, form)
            : null;

    private static bool IsSafe(SemanticModel model, ExpressionSyntax collection, string form, CancellationToken cancellationToken) =>
        form is UseFillAnalyzer.Forms.SpanFill or UseFillAnalyzer.Forms.SpanClear
        || model.GetTypeInfo(collection, cancellationToken).Nullability.FlowState == NullableFlowState.NotNull;

    private static async Task<Document> FixAsync(
        Document document,
        SyntaxNode root,
        Compilation compilation,
        ForStatementSyntax loop,
        ExpressionSyntax collection,
        ExpressionSyntax value,
        string form,
        CancellationToken cancellationToken)
    {
        var target = LinqSyntax.Parenthesize(collection.WithoutTrivia());
        var argument = value.WithoutTrivia();
        var generator = SyntaxGenerator.GetGenerator(document);
        ExpressionSyntax call;
        switch (form)
        {
            case UseFillAnalyzer.Forms.AsSpanFill:
                call = Invoke(Invoke(target, "AsSpan").WithAdditionalAnnotations(s_needsSystem), "Fill", argument);
                break;
            case UseFillAnalyzer.Forms.SpanFill:
                call = Invoke(target, "Fill", argument);
                break;
            case UseFillAnalyzer.Forms.SpanClear:
                call = Invoke(target, "Clear");
                break;
            default:
                var array = (ExpressionSyntax)generator.TypeExpression(compilation.GetSpecialType(SpecialType.System_Array));
                array = array.WithAdditionalAnnotations(Simplifier.Annotation, s_needsSystem);
                call = form == UseFillAnalyzer.Forms.ArrayClear
                    ? Invoke(array, "Clear", collection.WithoutTrivia())
                    : Invoke(array, "Fill", collection.WithoutTrivia(), argument);
                break;
        }

        var statement = SyntaxFactory.ExpressionStatement(call).WithTriviaFrom(loop);
        document = document.WithSyntaxRoot(root.ReplaceNode(loop, statement));
        document = await Imports.AddUsingWhereNeededAsync(
            document,
            s_needsSystem,
            "System",
            form == UseFillAnalyzer.Forms.AsSpanFill ? "System.MemoryExtensions" : "System.Array",
            cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    private static InvocationExpressionSyntax Invoke(ExpressionSyntax receiver, string name, params ExpressionSyntax[] arguments)
    {
        var list = SyntaxFactory.SeparatedList<ArgumentSyntax>();
        foreach (var argument in arguments)
        {
            list = list.Add(SyntaxFactory.Argument(argument));
        }

        return SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, receiver, SyntaxFactory.IdentifierName(name)),
            SyntaxFactory.ArgumentList(list));
    }
}
