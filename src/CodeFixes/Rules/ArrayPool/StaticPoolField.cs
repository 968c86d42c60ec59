using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// A pool kept in <c>private static readonly ArrayPool&lt;T&gt; s_pool = ...;</c> (named as the type's private fields are,
/// <see cref="NewMemberNames.StaticField(TypeDeclarationSyntax, string, string)"/>; PERF0506, PERF0508): an existing
/// static readonly field of the type with the same initializer is reused, else one is added first in the type.
/// </summary>
internal static class StaticPoolField
{
    /// <summary>
    /// The type with <paramref name="uses"/> (nodes inside it) replaced by the field's name, and the field added when
    /// the type has none with this initializer.
    /// </summary>
    public static TypeDeclarationSyntax Use(TypeDeclarationSyntax type, TypeSyntax poolType, ExpressionSyntax initializer, IReadOnlyCollection<SyntaxNode> uses)
    {
        // Compared without layout: a field this fix added has the formatter's spacing, a new initializer none yet.
        var text = initializer.NormalizeWhitespace().ToString();
        string? name = null;
        foreach (var member in type.Members)
        {
            if (member is FieldDeclarationSyntax field
                && field.Modifiers.Any(SyntaxKind.StaticKeyword)
                && field.Modifiers.Any(SyntaxKind.ReadOnlyKeyword)
                && field.Declaration.Variables.Count == 1
                && field.Declaration.Variables[0].Initializer?.Value.NormalizeWhitespace().ToString() == text)
            {
                name = field.Declaration.Variables[0].Identifier.ValueText;
                break;
            }
        }

        var add = name is null;
        name ??= UniqueName(type);
        var newType = type.ReplaceNodes(uses, (original, _) => SyntaxFactory.IdentifierName(name).WithTriviaFrom(original));
        if (!add)
        {
            return newType;
        }

        var declaration = SyntaxFactory.FieldDeclaration(
                SyntaxFactory.VariableDeclaration(
                    poolType.WithoutTrivia(),
                    SyntaxFactory.SingletonSeparatedList(SyntaxFactory.VariableDeclarator(name).WithInitializer(SyntaxFactory.EqualsValueClause(initializer.WithoutTrivia())))))
            .WithModifiers(SyntaxFactory.TokenList(
                SyntaxFactory.Token(SyntaxKind.PrivateKeyword),
                SyntaxFactory.Token(SyntaxKind.StaticKeyword),
                SyntaxFactory.Token(SyntaxKind.ReadOnlyKeyword)))
            .WithAdditionalAnnotations(Formatter.Annotation);
        // After the static pools of this type already first in the type (one Fix All adds them in order), else first.
        var index = 0;
        var poolTypeText = poolType.WithoutTrivia().ToString();
        while (index < newType.Members.Count
            && newType.Members[index] is FieldDeclarationSyntax existing
            && existing.Modifiers.Any(SyntaxKind.StaticKeyword)
            && existing.Modifiers.Any(SyntaxKind.ReadOnlyKeyword)
            && existing.Declaration.Type.WithoutTrivia().ToString() == poolTypeText)
        {
            index++;
        }

        return newType.WithMembers(newType.Members.Insert(index, declaration));
    }

    private static string UniqueName(TypeDeclarationSyntax type)
    {
        var used = new HashSet<string>();
        NewMemberNames.AddIdentifiers(type, used);
        return NewMemberNames.FirstFree(used.Contains, NewMemberNames.StaticField(type, "pool", fallbackPrefix: "s_"));
    }
}
