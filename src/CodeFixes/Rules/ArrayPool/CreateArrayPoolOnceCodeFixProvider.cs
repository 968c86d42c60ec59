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
/// identical calls in one type share one field. A private readonly instance field the call initializes is made
/// static instead, where it can be.
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

        if (FieldToMakeStatic(type, create, poolType) is { } field)
        {
            return root.ReplaceNode(field, StaticFields.WithStatic(field));
        }

        var newType = StaticPoolField.Use(type, poolType, create.WithoutAnnotations().WithoutTrivia(), new[] { create });
        return root.ReplaceNode(type, newType);
    }

    /// <summary>
    /// The private readonly instance field the call initializes, when it can simply become the static field: declared
    /// as <c>ArrayPool&lt;T&gt;</c> written as the call writes it, read only by its name (<see cref="StaticFields"/>)
    /// everywhere in the type, which has no other part (a partial type's other files aren't seen here), and no static
    /// field or property initializer of the type runs code (creates an object, calls a method): that code may build an
    /// instance whose constructor reads the field before it would be set, the field keeping its place (a new field goes
    /// first). A static constructor runs after every initializer and is no concern.
    /// </summary>
    private static FieldDeclarationSyntax? FieldToMakeStatic(TypeDeclarationSyntax type, InvocationExpressionSyntax create, TypeSyntax poolType)
    {
        if (type.Modifiers.Any(SyntaxKind.PartialKeyword)
            || StaticFields.InitializedBy(create, type) is not { } field
            || !field.Declaration.Type.IsEquivalentTo(poolType, topLevel: false))
        {
            return null;
        }

        var name = field.Declaration.Variables[0].Identifier.ValueText;
        foreach (var node in type.DescendantNodes())
        {
            switch (node)
            {
                case IdentifierNameSyntax identifier when identifier.Identifier.ValueText == name && !StaticFields.IsReadByName(identifier):
                    return null;

                // A static field or property initializer that runs code (of this type or not: Default = new Encoder(),
                // IEncoder Default = Create()).
                case FieldDeclarationSyntax staticField when staticField.Modifiers.Any(SyntaxKind.StaticKeyword) && RunsCode(staticField):
                    return null;
                case PropertyDeclarationSyntax { Initializer: not null } property when property.Modifiers.Any(SyntaxKind.StaticKeyword) && RunsCode(property):
                    return null;
            }
        }

        return field;

        static bool RunsCode(SyntaxNode member)
        {
            foreach (var node in member.DescendantNodes())
            {
                if (node is BaseObjectCreationExpressionSyntax or InvocationExpressionSyntax)
                {
                    return true;
                }
            }

            return false;
        }
    }
}
