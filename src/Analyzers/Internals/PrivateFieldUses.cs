using System;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace PerfAnalyzers.Internals;

/// <summary>
/// Every use of a private field, found on demand: the only code that can name it is its type's own declarations
/// (every partial part, nested types included), so their tokens are searched for the field's name and each match is
/// bound. Rules that judge a field by all its uses call this from a symbol action on the field, after cheap checks of
/// its declaration, instead of registering symbol-start and symbol-end actions on every type: the compiler's analyzer
/// driver charges every build for symbol-scoped actions (it holds each type's events until the type is done), while
/// this costs nothing in types without a candidate field. Uses through reflection are not seen.
/// </summary>
internal static class PrivateFieldUses
{
    /// <summary>
    /// Calls <paramref name="visit"/> for each <see cref="IFieldReferenceOperation"/> of <paramref name="field"/> and
    /// for its <see cref="IFieldInitializerOperation"/>; a name that binds to the field but can't be read as one of
    /// those is passed as null (the caller rejects the field). Stops when <paramref name="visit"/> returns false, and
    /// then returns false.
    /// </summary>
    public static bool ForEach(IFieldSymbol field, Compilation compilation, Func<IOperation?, bool> visit, CancellationToken cancellationToken)
    {
        var name = field.Name;
        foreach (var reference in field.ContainingType.DeclaringSyntaxReferences)
        {
            var declaration = reference.GetSyntax(cancellationToken);
            var tree = declaration.SyntaxTree;
            SemanticModel? treeModel = null;
            foreach (var token in declaration.DescendantTokens())
            {
                if (!token.IsKind(SyntaxKind.IdentifierToken) || token.ValueText != name)
                {
                    continue;
                }

                SyntaxNode? node;
                switch (token.Parent)
                {
                    case IdentifierNameSyntax identifier:
                        node = identifier.Parent switch
                        {
                            MemberAccessExpressionSyntax access when access.Name == identifier => access,
                            MemberBindingExpressionSyntax binding => binding,
                            _ => identifier,
                        };
                        break;
                    case VariableDeclaratorSyntax { Initializer: { } initializer, Parent.Parent: FieldDeclarationSyntax } declarator
                        when declarator.Identifier == token:
                        node = initializer;
                        break;
                    default:
                        // A declaration's own name, a parameter or a member with the same name: not a use.
                        continue;
                }

                treeModel ??= GetSemanticModel(compilation, tree);
                var operation = treeModel.GetOperation(node, cancellationToken);
                switch (operation)
                {
                    case IFieldReferenceOperation fieldReference:
                        if (SymbolEqualityComparer.Default.Equals(fieldReference.Field.OriginalDefinition, field)
                            && !visit(fieldReference))
                        {
                            return false;
                        }

                        continue;

                    case IFieldInitializerOperation initializer:
                        if (ContainsField(initializer, field) && !visit(initializer))
                        {
                            return false;
                        }

                        continue;
                }

                if (node is IdentifierNameSyntax or MemberAccessExpressionSyntax or MemberBindingExpressionSyntax
                    && BindsTo(treeModel, token.Parent!, field, cancellationToken)
                    && !visit(null))
                {
                    return false;
                }
            }
        }

        return true;
    }

    private static bool ContainsField(IFieldInitializerOperation initializer, IFieldSymbol field)
    {
        foreach (var each in initializer.InitializedFields)
        {
            if (SymbolEqualityComparer.Default.Equals(each.OriginalDefinition, field))
            {
                return true;
            }
        }

        return false;
    }

    private static bool BindsTo(SemanticModel model, SyntaxNode identifier, IFieldSymbol field, CancellationToken cancellationToken)
    {
        var info = model.GetSymbolInfo(identifier, cancellationToken);
        if (SymbolEqualityComparer.Default.Equals(info.Symbol?.OriginalDefinition, field))
        {
            return true;
        }

        foreach (var candidate in info.CandidateSymbols)
        {
            if (SymbolEqualityComparer.Default.Equals(candidate.OriginalDefinition, field))
            {
                return true;
            }
        }

        return false;
    }

#pragma warning disable RS1030 // A symbol action has no model; during analysis the compilation hands out the driver's cached models.
    private static SemanticModel GetSemanticModel(Compilation compilation, SyntaxTree tree) => compilation.GetSemanticModel(tree);
#pragma warning restore RS1030
}
