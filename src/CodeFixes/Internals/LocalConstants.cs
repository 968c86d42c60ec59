using System.Collections.Generic;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way a fix that moves a value out of a method (a regex's pattern and options into a static field or an
/// attribute, a set into a SearchValues field: PERF1003, PERF0601-PERF0603) removes a local constant the moved code
/// was its only reader of: left in place it would be an unused variable (CS0219), a new warning.
/// </summary>
internal static class LocalConstants
{
    /// <summary>
    /// The declarators of the local constants <paramref name="node"/> reads (in the original tree) and declares outside
    /// itself (one inside goes with it), and of those their values read (<c>const string B = A + "x";</c>): removing B may
    /// leave A unused.
    /// </summary>
    public static void AddReadIn(SyntaxNode node, SemanticModel model, List<VariableDeclaratorSyntax> declarators, CancellationToken cancellationToken)
    {
        foreach (var name in node.DescendantNodesAndSelf())
        {
            if (name is IdentifierNameSyntax identifier
                && model.GetSymbolInfo(identifier, cancellationToken).Symbol is ILocalSymbol { IsConst: true } local
                && local.DeclaringSyntaxReferences.Length == 1
                && local.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is VariableDeclaratorSyntax declarator
                && !node.Span.Contains(declarator.Span)
                && !declarators.Contains(declarator))
            {
                declarators.Add(declarator);
                if (declarator.Initializer is { } initializer)
                {
                    AddReadIn(initializer.Value, model, declarators, cancellationToken);
                }
            }
        }
    }

    /// <summary>
    /// Removes the local constant's declarator (its statement when it declares only it) when no name of it is left in
    /// its block, switch or, at the top level, the file; else <paramref name="root"/> unchanged.
    /// </summary>
    public static SyntaxNode RemoveIfUnused(SyntaxNode root, VariableDeclaratorSyntax declarator)
    {
        if (declarator.Parent is not VariableDeclarationSyntax { Parent: LocalDeclarationStatementSyntax statement } declaration)
        {
            return root;
        }

        // A top-level statement's scope is the file; the statement to remove is the global statement around it.
        SyntaxNode removable = statement.Parent is GlobalStatementSyntax global ? global : statement;
        if (removable.Parent is not (BlockSyntax or SwitchSectionSyntax or CompilationUnitSyntax))
        {
            return root;
        }

        // A constant declared in a switch section is in scope in the whole switch.
        var name = declarator.Identifier.ValueText;
        foreach (var node in (removable.Parent is SwitchSectionSyntax section ? section.Parent! : removable.Parent).DescendantNodes())
        {
            if (node is IdentifierNameSyntax identifier && identifier.Identifier.ValueText == name)
            {
                return root;
            }
        }

        SyntaxNode removed = declaration.Variables.Count == 1 ? removable : declarator;
        // Its comments go with it; a directive before it (#region, #if) stays, balanced.
        return root.RemoveNode(removed, SyntaxRemoveOptions.KeepDirectives) ?? root;
    }
}
