using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way a fix replaces an object creation with a static member of the type it creates
/// (<c>new StreamWriter(Stream.Null)</c> to <c>StreamWriter.Null</c>, <c>new Random()</c> to <c>Random.Shared</c>):
/// the type is kept as written (a simple name, a qualified one, an alias) where that name, as an expression, means the
/// type (else its full name, shortened by the simplifier where that stays safe); a target-typed <c>new()</c> gets the type's
/// name, with the <c>using</c> of its namespace added where the name is free
/// (<see cref="Imports.AddUsingWhereNeededAsync"/>). Parentheses around the creation go: a member access needs none.
/// </summary>
internal static class CreatedTypeMember
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.CreatedTypeMember.NeedsImport");

    /// <summary>The fix, or null when the created type is not known.</summary>
    public static Func<CancellationToken, Task<Document>>? Replace(
        Document document,
        SyntaxNode root,
        SemanticModel model,
        BaseObjectCreationExpressionSyntax creation,
        string member,
        CancellationToken cancellationToken)
    {
        if (model.GetTypeInfo(creation, cancellationToken).Type is not INamedTypeSymbol created)
        {
            return null;
        }

        ExpressionSyntax type;
        if (creation is ObjectCreationExpressionSyntax { Type: var written })
        {
            // The type as an expression (member accesses, as the parser reads `System.IO.StreamWriter.Null`), unless
            // the name as an expression means something else there (a method named Random in the class): then the
            // full name, which the simplifier shortens only as far as it still means the type.
            type = SyntaxFactory.ParseExpression(written.WithoutTrivia().ToString());
            if (!SymbolEqualityComparer.Default.Equals(model.GetSpeculativeSymbolInfo(creation.SpanStart, type, SpeculativeBindingOption.BindAsExpression).Symbol, created))
            {
                type = SyntaxFactory.ParseExpression(created.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat))
                    .WithAdditionalAnnotations(Simplifier.Annotation);
            }
        }
        else
        {
            type = SyntaxFactory.ParseExpression(created.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat))
                .WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);
        }

        ExpressionSyntax replaced = creation;
        while (replaced.Parent is ParenthesizedExpressionSyntax parenthesized)
        {
            replaced = parenthesized;
        }

        var access = SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, type, SyntaxFactory.IdentifierName(member))
            .WithTriviaFrom(replaced);
        var fixedDocument = document.WithSyntaxRoot(root.ReplaceNode(replaced, access));
        if (creation is ObjectCreationExpressionSyntax)
        {
            return _ => Task.FromResult(fixedDocument);
        }

        var namespaceName = created.ContainingNamespace.ToDisplayString();
        var metadataName = namespaceName + "." + created.MetadataName;
        return ct => AddImportAsync(fixedDocument, namespaceName, metadataName, ct);
    }

    private static async Task<Document> AddImportAsync(Document document, string namespaceName, string metadataName, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, namespaceName, metadataName, cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
