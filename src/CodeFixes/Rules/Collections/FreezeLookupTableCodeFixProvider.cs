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
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0808: <c>private static readonly Dictionary&lt;K, V&gt; s_x = new(comparer) { ... };</c> to
/// <c>private static readonly FrozenDictionary&lt;K, V&gt; s_x = new Dictionary&lt;K, V&gt;(comparer) { ... }.ToFrozenDictionary(comparer);</c>
/// (<c>FrozenSet</c> and <c>ToFrozenSet</c> for a <c>HashSet</c>), with <c>using System.Collections.Frozen;</c>. A
/// target-typed <c>new()</c> gets the field's former type written out, since the field's type changes.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(FreezeLookupTableCodeFixProvider)), Shared]
public sealed class FreezeLookupTableCodeFixProvider : CodeFixProvider
{
    private const string FrozenNamespace = "System.Collections.Frozen";

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.FreezeLookupTable);

    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(FreezeLookupTableCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, PlanAction);

    private static CodeAction? PlanAction(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        return Plan(root, model, diagnostic, cancellationToken) is { } plan
            ? CodeAction.Create(
                $"Make it a {plan.FrozenName}",
                ct => FinishAsync(document.WithSyntaxRoot(root.ReplaceNode(plan.Field, plan.Rewrite(plan.Field))), ct),
                equivalenceKey: nameof(FreezeLookupTableCodeFixProvider))
            : null;
    }

    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var plans = new Dictionary<FieldDeclarationSyntax, FieldPlan>();
        foreach (var diagnostic in diagnostics)
        {
            if (Plan(root, model, diagnostic, cancellationToken) is { } plan)
            {
                plans[plan.Field] = plan;
            }
        }

        if (plans.Count == 0)
        {
            return document;
        }

        var fixedRoot = root.ReplaceNodes(plans.Keys, (original, rewritten) => plans[original].Rewrite(rewritten));
        return await FinishAsync(document.WithSyntaxRoot(fixedRoot), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FinishAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingAsync(document, FrozenNamespace, cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The field's new type and initializer, made from the original field.</summary>
    private sealed class FieldPlan
    {
        private readonly TypeSyntax _frozenType;
        private readonly ExpressionSyntax _initializer;

        public FieldPlan(FieldDeclarationSyntax field, string frozenName, TypeSyntax frozenType, ExpressionSyntax initializer)
        {
            Field = field;
            FrozenName = frozenName;
            _frozenType = frozenType;
            _initializer = initializer;
        }

        public FieldDeclarationSyntax Field { get; }

        public string FrozenName { get; }

        public FieldDeclarationSyntax Rewrite(FieldDeclarationSyntax field)
        {
            var declaration = field.Declaration;
            var variable = declaration.Variables[0];
            var value = variable.Initializer!.Value;
            return field.WithDeclaration(declaration
                .WithType(_frozenType.WithTriviaFrom(declaration.Type))
                .WithVariables(declaration.Variables.Replace(
                    variable,
                    variable.WithInitializer(variable.Initializer.WithValue(_initializer.WithTriviaFrom(value))))));
        }
    }

    private static FieldPlan? Plan(SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (!diagnostic.Location.IsInSource
            || root.FindToken(diagnostic.Location.SourceSpan.Start).Parent is not VariableDeclaratorSyntax { Initializer.Value: { } value } declarator
            || declarator.Parent is not VariableDeclarationSyntax { Parent: FieldDeclarationSyntax field } declaration
            || model.GetTypeInfo(declaration.Type, cancellationToken).Type is not INamedTypeSymbol { TypeArguments.Length: 1 or 2 } type)
        {
            return null;
        }

        var isDictionary = type.TypeArguments.Length == 2;
        var frozenName = isDictionary ? "FrozenDictionary" : "FrozenSet";

        // The type arguments as the symbol displays them where the field is (the field's type may be an alias).
        var arguments = SyntaxFactory.TypeArgumentList(SyntaxFactory.SeparatedList(TypeArguments(type, model, declaration.SpanStart)));
        var frozenType = SyntaxFactory.GenericName(SyntaxFactory.Identifier(frozenName), arguments);

        // A target-typed new() would create the new type: the table's type is written out.
        ExpressionSyntax creation = value.WithoutTrivia();
        if (value is ImplicitObjectCreationExpressionSyntax implicitCreation)
        {
            var written = declaration.Type.WithoutTrivia();
            creation = SyntaxFactory.ObjectCreationExpression(
                SyntaxFactory.Token(SyntaxKind.NewKeyword).WithTrailingTrivia(SyntaxFactory.Space),
                written,
                implicitCreation.ArgumentList.WithoutLeadingTrivia(),
                implicitCreation.Initializer);
        }

        diagnostic.Properties.TryGetValue(FreezeLookupTableAnalyzer.ComparerKey, out var comparer);
        var freezeArguments = comparer is null
            ? SyntaxFactory.ArgumentList()
            : SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(SyntaxFactory.ParseExpression(comparer))));
        var frozen = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(
                SyntaxKind.SimpleMemberAccessExpression,
                creation,
                SyntaxFactory.IdentifierName(isDictionary ? "ToFrozenDictionary" : "ToFrozenSet")),
            freezeArguments);
        return new FieldPlan(field, frozenName, frozenType, frozen);
    }

    private static IEnumerable<TypeSyntax> TypeArguments(INamedTypeSymbol type, SemanticModel model, int position)
    {
        foreach (var argument in type.TypeArguments)
        {
            yield return SyntaxFactory.ParseTypeName(argument.ToMinimalDisplayString(model, position));
        }
    }
}
