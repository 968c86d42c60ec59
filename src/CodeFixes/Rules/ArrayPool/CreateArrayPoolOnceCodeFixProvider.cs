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
using Microsoft.CodeAnalysis.Formatting;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0506: hoists <c>ArrayPool&lt;T&gt;.Create(...)</c> (constant arguments) into
/// <c>private static readonly ArrayPool&lt;T&gt; s_pool = ArrayPool&lt;T&gt;.Create(...);</c> and uses the field;
/// identical calls in one type share one field.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(CreateArrayPoolOnceCodeFixProvider)), Shared]
public sealed class CreateArrayPoolOnceCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.CreateArrayPoolOnce);

    // Fixes in one type add fields to it (and share them), so Fix All applies them one after the other.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(CreateArrayPoolOnceCodeFixProvider), FixAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    // The action runs the Fix All path on this one diagnostic, so that path keeps its own lookup.
    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Properties.ContainsKey(CreateArrayPoolOnceAnalyzer.FixableKey) || RentedArraySyntax.FindInvocation(root, diagnostic) is not { } create || Hoist(root, create) is null)
        {
            return null;
        }

        return CodeAction.Create("Create the pool once, in a static readonly field", ct => FixAsync(document, ImmutableArray.Create(diagnostic), ct), equivalenceKey: nameof(CreateArrayPoolOnceCodeFixProvider));
    }

    private static Task<Document> FixAsync(Document document, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken) =>
        RentedArraySyntax.FixEachAsync(document, diagnostics, CreateArrayPoolOnceAnalyzer.FixableKey, lastFirst: false, Hoist, cancellationToken);

    private static SyntaxNode? Hoist(SyntaxNode root, InvocationExpressionSyntax create)
    {
        if (create.Expression is not MemberAccessExpressionSyntax { Expression: TypeSyntax poolType }
            || create.FirstAncestorOrSelf<TypeDeclarationSyntax>() is not { } type
            || type is InterfaceDeclarationSyntax)
        {
            return null;
        }

        var newType = StaticPoolField.Use(type, poolType, create.WithoutAnnotations().WithoutTrivia(), new[] { create });
        return root.ReplaceNode(type, newType);
    }
}
