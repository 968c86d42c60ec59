using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;

namespace PerfAnalyzers.Internals;

/// <summary>A <c>using</c> statement whose resource a fix removes.</summary>
internal static class UsingStatements
{
    /// <summary>
    /// The using statement without its resource: its body's statements in its place, or its block when the statement is
    /// not in a list of statements, a name the block declares is spelled elsewhere in the enclosing scope (unwrapped,
    /// the declaration would join that scope and clash with it), or the block holds a using declaration (disposed at the
    /// end of the block, it would be disposed at the end of the enclosing one).
    /// </summary>
    public static SyntaxNode Unwrap(SyntaxNode root, UsingStatementSyntax @using)
    {
        var inList = @using.Parent is BlockSyntax or SwitchSectionSyntax;
        if (@using.Statement is BlockSyntax block && inList && !KeepsBlock(block, @using))
        {
            if (block.Statements.Count == 0)
            {
                return root.RemoveNode(@using, SyntaxRemoveOptions.KeepUnbalancedDirectives)!;
            }

            var statements = new List<SyntaxNode>(block.Statements.Count);
            foreach (var statement in block.Statements)
            {
                statements.Add(statement.WithAdditionalAnnotations(Formatter.Annotation));
            }

            statements[0] = statements[0].WithLeadingTrivia(@using.GetLeadingTrivia().AddRange(WithoutIndentation(statements[0].GetLeadingTrivia())));
            return root.ReplaceNode(@using, statements);
        }

        var body = @using.Statement;
        if (body is BlockSyntax { Statements.Count: > 0 } kept)
        {
            // The block's first line is the first statement, not the blank line a removed statement left above it.
            var first = kept.Statements[0];
            body = kept.ReplaceNode(first, first.WithLeadingTrivia(BlankLines.WithoutLeading(first.GetLeadingTrivia())));
        }

        return root.ReplaceNode(@using, body.WithTriviaFrom(@using).WithAdditionalAnnotations(Formatter.Annotation));
    }

    /// <summary>
    /// <see cref="Unwrap"/> for each of <paramref name="usings"/> (nodes of the original tree, tracked in
    /// <paramref name="root"/>), from the innermost out: a using whose body lost its statements to an inner one's removal
    /// unwraps to what is left.
    /// </summary>
    public static SyntaxNode UnwrapAll(SyntaxNode root, List<UsingStatementSyntax> usings)
    {
        usings.Sort(static (a, b) => b.SpanStart.CompareTo(a.SpanStart));
        foreach (var @using in usings)
        {
            if (root.GetCurrentNode(@using) is UsingStatementSyntax current)
            {
                root = Unwrap(root, current);
            }
        }

        return root;
    }

    /// <summary>
    /// Whether <paramref name="block"/> holds a using declaration, or a name it declares for its own scope (a local, a
    /// local function, a label, a pattern or out variable of its statements) appears anywhere else in the scope around
    /// <paramref name="using"/>: a local of that name there (CS0128, CS0136), or a read of a field of that name the moved
    /// local would capture (CS0841). Spelled is enough; the block is kept when in doubt.
    /// </summary>
    private static bool KeepsBlock(BlockSyntax block, UsingStatementSyntax @using)
    {
        HashSet<string>? names = null;
        foreach (var statement in block.Statements)
        {
            if (statement is LocalDeclarationStatementSyntax { UsingKeyword.RawKind: (int)SyntaxKind.UsingKeyword })
            {
                return true;
            }

            foreach (var token in statement.DescendantTokens(static n => n is not (LambdaExpressionSyntax or AnonymousMethodExpressionSyntax or BlockSyntax)))
            {
                // The identifier of a declaration is the one identifier token the declaring node itself holds.
                if (token.IsKind(SyntaxKind.IdentifierToken)
                    && token.Parent is VariableDeclaratorSyntax or SingleVariableDesignationSyntax or LocalFunctionStatementSyntax or LabeledStatementSyntax)
                {
                    (names ??= new HashSet<string>()).Add(token.ValueText);
                }
            }
        }

        if (names is null)
        {
            return false;
        }

        // The statements of a switch section share the scope of the whole switch.
        var scope = @using.Parent is SwitchSectionSyntax { Parent: { } switchStatement } ? switchStatement : @using.Parent!;
        foreach (var token in scope.DescendantTokens())
        {
            if (token.IsKind(SyntaxKind.IdentifierToken) && !@using.Span.Contains(token.Span) && names.Contains(token.ValueText))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// A statement's leading trivia without its line's indentation (comments above it keep theirs) and without blank
    /// lines above it: it takes the using statement's place, the using's own trivia goes first.
    /// </summary>
    private static SyntaxTriviaList WithoutIndentation(SyntaxTriviaList trivia) =>
        BlankLines.WithoutLeading(Indentation.Without(trivia));
}
