using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way a fix that would add a static field for what an instance field's initializer builds (a pool, a regex:
/// PERF0506, PERF1003) makes that instance field static instead: the field the fix would add, under the name the code
/// already reads, rather than an instance field left pointing at a new static copy.
/// </summary>
internal static class StaticFields
{
    /// <summary>
    /// The declaration of the field <paramref name="value"/> initializes (parentheses around it allowed), when that is a
    /// private readonly instance field declared alone in <paramref name="type"/> with no other modifier and no attribute
    /// (<c>[ThreadStatic]</c> would make it per thread, a serializer's would change what it writes), in a class (in a
    /// record or a struct the field takes part in the generated equality: equal values would compare equal after);
    /// else null. Its uses are the caller's to judge (<see cref="IsReadByName"/>).
    /// </summary>
    public static FieldDeclarationSyntax? InitializedBy(ExpressionSyntax value, TypeDeclarationSyntax type)
    {
        SyntaxNode node = value;
        while (node.Parent is ParenthesizedExpressionSyntax)
        {
            node = node.Parent;
        }

        if (node.Parent is not EqualsValueClauseSyntax { Parent: VariableDeclaratorSyntax declarator }
            || declarator.Parent is not VariableDeclarationSyntax { Variables.Count: 1, Parent: FieldDeclarationSyntax field }
            || field.Parent != type
            || type is not ClassDeclarationSyntax
            || field.AttributeLists.Count > 0
            || !field.Modifiers.Any(SyntaxKind.ReadOnlyKeyword))
        {
            return null;
        }

        foreach (var modifier in field.Modifiers)
        {
            if (!modifier.IsKind(SyntaxKind.PrivateKeyword) && !modifier.IsKind(SyntaxKind.ReadOnlyKeyword))
            {
                return null;
            }
        }

        return field;
    }

    /// <summary>
    /// True when this use of the field only reads it by its simple name, as a static field can be read: not
    /// <c>this.f</c> or <c>other.f</c>, not assigned (a constructor may assign a readonly field; deconstruction too), not
    /// passed or taken by reference, not named by a property pattern (<c>o is { f: null }</c>, <c>{ f.Options: ... }</c>:
    /// a pattern can't name a static member).
    /// </summary>
    public static bool IsReadByName(IdentifierNameSyntax name) => name.Parent switch
    {
        MemberAccessExpressionSyntax access => access.Expression == name && access.Parent is not BaseExpressionColonSyntax,
        MemberBindingExpressionSyntax => false,
        AssignmentExpressionSyntax assignment => assignment.Right == name,
        ArgumentSyntax argument => argument.RefKindKeyword.IsKind(SyntaxKind.None) && argument.Parent is not TupleExpressionSyntax,
        RefExpressionSyntax => false,
        PrefixUnaryExpressionSyntax unary => !unary.IsKind(SyntaxKind.AddressOfExpression),
        var parent => parent is not BaseExpressionColonSyntax,
    };

    /// <summary><c>private readonly</c> to <c>private static readonly</c>: <c>static</c> before <c>readonly</c>, as the IDE orders them.</summary>
    public static FieldDeclarationSyntax WithStatic(FieldDeclarationSyntax field)
    {
        var modifiers = field.Modifiers;
        var index = modifiers.IndexOf(SyntaxKind.ReadOnlyKeyword);
        var @static = SyntaxFactory.Token(SyntaxKind.StaticKeyword).WithTrailingTrivia(SyntaxFactory.Space);
        if (index == 0)
        {
            @static = @static.WithLeadingTrivia(modifiers[0].LeadingTrivia);
            modifiers = modifiers.Replace(modifiers[0], modifiers[0].WithLeadingTrivia());
        }

        return field.WithModifiers(modifiers.Insert(index, @static));
    }
}
