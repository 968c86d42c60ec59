using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way a fix replaces an object creation with a static member of the type it creates
/// (<c>new StreamWriter(Stream.Null)</c> to <c>StreamWriter.Null</c>, <c>new Random()</c> to <c>Random.Shared</c>):
/// the type is kept as written (a simple name, a qualified one, an alias); a target-typed <c>new()</c> gets the type's
/// name, fully qualified and marked for the simplifier and with <paramref name="needsImport"/>, so the fix can add the
/// namespace's <c>using</c> where the name is free (<see cref="Imports.AddUsingWhereNeededAsync"/>) and simplify.
/// </summary>
internal static class CreatedTypeMember
{
    /// <summary>The member access with the creation's trivia, or null when the created type is not known.</summary>
    public static MemberAccessExpressionSyntax? Access(
        BaseObjectCreationExpressionSyntax creation,
        SemanticModel model,
        string member,
        SyntaxAnnotation needsImport,
        CancellationToken cancellationToken)
    {
        ExpressionSyntax type;
        if (creation is ObjectCreationExpressionSyntax { Type: var written })
        {
            // The type as an expression (member accesses, as the parser reads `System.IO.StreamWriter.Null`).
            type = SyntaxFactory.ParseExpression(written.WithoutTrivia().ToString());
        }
        else if (creation is ImplicitObjectCreationExpressionSyntax && model.GetTypeInfo(creation, cancellationToken).Type is INamedTypeSymbol created)
        {
            type = SyntaxFactory.ParseExpression(created.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat))
                .WithAdditionalAnnotations(Simplifier.Annotation, needsImport);
        }
        else
        {
            return null;
        }

        return SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, type, SyntaxFactory.IdentifierName(member))
            .WithTriviaFrom(creation);
    }
}
