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
            foreach (var token in Named(declaration, name, cancellationToken))
            {
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

    /// <summary>
    /// The identifier tokens of <paramref name="declaration"/> whose value is <paramref name="name"/>. The declaration's
    /// text is searched for the name and only the tokens found there are looked up, so the syntax nodes of the rest of
    /// the type are never made (walking every token of a large type made them all, and was most of what judging a
    /// field cost: docs/performance.md). A name written with Unicode escapes (<c>n\u0061me</c>) is found through
    /// its backslash. With <paramref name="findInsideTrivia"/>, the tokens of documentation comments
    /// (<c>&lt;see cref="name"/&gt;</c>) are found too.
    /// </summary>
    internal static System.Collections.Generic.IEnumerable<SyntaxToken> Named(SyntaxNode declaration, string name, CancellationToken cancellationToken, bool findInsideTrivia = false)
    {
        var span = declaration.Span;
        var text = declaration.SyntaxTree.GetText(cancellationToken).ToString(span);
        for (var at = text.IndexOf(name, StringComparison.Ordinal); at >= 0; at = text.IndexOf(name, at + name.Length, StringComparison.Ordinal))
        {
            // In a comment, a string or a longer name, the token found is another one, or the match is in its trivia.
            var position = span.Start + at;
            var token = declaration.FindToken(position, findInsideTrivia);
            if (token.IsKind(SyntaxKind.IdentifierToken) && token.Span.Contains(position) && token.ValueText == name)
            {
                yield return token;
            }
        }

        // An escaped name never holds the name as written (its text is the name with some letters escaped).
        var previous = -1;
        for (var at = text.IndexOf('\\'); at >= 0; at = text.IndexOf('\\', at + 1))
        {
            var position = span.Start + at;
            var token = declaration.FindToken(position, findInsideTrivia);
            if (token.SpanStart != previous
                && token.IsKind(SyntaxKind.IdentifierToken)
                && token.Span.Contains(position)
                && token.ValueText == name)
            {
                previous = token.SpanStart;
                yield return token;
            }
        }
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
