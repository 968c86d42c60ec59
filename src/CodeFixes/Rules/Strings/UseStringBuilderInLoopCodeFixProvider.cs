using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0709: the string's declaration becomes the builder's (<c>var builder = new StringBuilder();</c>, or
/// <c>new StringBuilder(initial)</c> for any other start), each append in the loop <c>builder.Append(a).Append(b);</c>,
/// and the string is declared after the loop as it was, from <c>builder.ToString()</c>.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseStringBuilderInLoopCodeFixProvider)), Shared]
public sealed class UseStringBuilderInLoopCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystemText = new("PerfAnalyzers.NeedsSystemTextImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseStringBuilderInLoop);

    // Fixes nest (a loop building one string can hold a block building another) and share blocks (two strings built
    // in one loop): Fix All edits a document once, with every diagnostic's match.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument<StringBuilderMatch>(nameof(UseStringBuilderInLoopCodeFixProvider), MatchFor, FixAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken) =>
        MatchFor(root, model, diagnostic, cancellationToken) is { } match
            ? CodeAction.Create(
                "Build the string with a StringBuilder",
                ct => FixAsync(document, root, model, new[] { match }, ct),
                equivalenceKey: nameof(UseStringBuilderInLoopCodeFixProvider))
            : null;

    /// <summary>
    /// The analyzer's match of the reported append, when no append has a comment among its pieces (a comment would have
    /// nowhere to go in the <c>Append</c> chain). A comment on the lines above an append, or after its last piece, stays
    /// where it is: the chain takes the assignment's leading and trailing trivia.
    /// </summary>
    private static StringBuilderMatch? MatchFor(SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken) =>
        LinqSyntax.FindExact<AssignmentExpressionSyntax>(root, diagnostic.Location) is { } node
        && model.GetOperation(node, cancellationToken) is { } assignment
        && UseStringBuilderInLoopAnalyzer.Match(assignment, cancellationToken) is { } match
        && match.Appends.TrueForAll(static append => !append.Assignment.Syntax.ContainsCommentInside())
            ? match
            : null;

    /// <summary>
    /// Every match's edits in one pass over the tree: the append statements, then each block that declares a string,
    /// whose statements (with the appends already rewritten) get the builder's declaration and the string's.
    /// </summary>
    private static async Task<Document> FixAsync(Document document, SyntaxNode root, SemanticModel model, IReadOnlyList<StringBuilderMatch> matches, CancellationToken cancellationToken)
    {
        var builders = new Dictionary<StringBuilderMatch, string>();
        var appends = new Dictionary<SyntaxNode, (string Builder, StringAppend Append)>();
        var blocks = new Dictionary<SyntaxNode, List<StringBuilderMatch>>();
        foreach (var match in matches)
        {
            var loop = (StatementSyntax)match.Loop.Syntax;
            var taken = NewLocals.TakenAt(loop, model, cancellationToken);
            foreach (var other in builders)
            {
                // A name chosen for a builder of an enclosing or nested block (or this one) is taken too.
                var otherBlock = other.Key.Declaration.Parent!;
                if (otherBlock.Contains(loop) || loop.Parent!.Contains(otherBlock))
                {
                    taken.Add(other.Value);
                }
            }

            var name = NewLocals.Unique("builder", taken);
            builders.Add(match, name);
            foreach (var append in match.Appends)
            {
                appends[append.Assignment.Syntax.Parent!] = (name, append);
            }

            var block = match.Declaration.Parent!;
            if (!blocks.TryGetValue(block, out var inBlock))
            {
                blocks.Add(block, inBlock = new List<StringBuilderMatch>());
            }

            inBlock.Add(match);
        }

        var nodes = new List<SyntaxNode>(appends.Keys);
        nodes.AddRange(blocks.Keys);
        var rewritten = root.ReplaceNodes(nodes, (original, current) =>
        {
            if (appends.TryGetValue(original, out var append))
            {
                return ((ExpressionStatementSyntax)current).WithExpression(AppendChain(append.Builder, append.Append).WithTriviaFrom(((ExpressionStatementSyntax)current).Expression));
            }

            return RewriteBlock((BlockSyntax)original, (BlockSyntax)current, blocks[original], builders);
        });

        document = document.WithSyntaxRoot(rewritten);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystemText, "System.Text", "System.Text.StringBuilder", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>
    /// The block with each string's declaration replaced by its builder's, and the string declared from the builder
    /// right before the first statement after the loop that mentions it (after the loop when none does). Placed by its
    /// use, the declarations of several strings come out in the same order whether fixed one at a time or all at once.
    /// The statements keep their places: the appends rewritten inside them change no index.
    /// </summary>
    private static BlockSyntax RewriteBlock(BlockSyntax original, BlockSyntax current, List<StringBuilderMatch> matches, Dictionary<StringBuilderMatch, string> builders)
    {
        var statements = new List<StatementSyntax>(current.Statements);
        var inserts = new List<(int At, int Order, LocalDeclarationStatementSyntax Declaration)>();
        foreach (var match in matches)
        {
            var declarationIndex = original.Statements.IndexOf(match.Declaration);
            var at = original.Statements.IndexOf((StatementSyntax)match.Loop.Syntax) + 1;
            var declaration = (LocalDeclarationStatementSyntax)statements[declarationIndex];
            var variable = declaration.Declaration.Variables[0];
            while (at < original.Statements.Count && !original.Statements[at].Mentions(variable.Identifier.ValueText))
            {
                at++;
            }

            statements[declarationIndex] = BuilderDeclaration(declaration, builders[match], match).WithTriviaFrom(declaration).WithAdditionalAnnotations(Formatter.Annotation);

            // string s = builder.ToString(); with the declaration's own type (string, string? or var).
            inserts.Add((at, inserts.Count, SyntaxFactory.LocalDeclarationStatement(
                    SyntaxFactory.VariableDeclaration(
                        declaration.Declaration.Type.WithoutTrivia(),
                        SyntaxFactory.SingletonSeparatedList(SyntaxFactory.VariableDeclarator(variable.Identifier.WithoutTrivia())
                            .WithInitializer(SyntaxFactory.EqualsValueClause(SyntaxFactory.InvocationExpression(
                                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, SyntaxFactory.IdentifierName(builders[match]), SyntaxFactory.IdentifierName("ToString"))))))))
                .NormalizeWhitespace(elasticTrivia: false)));
        }

        // From the last place backwards, so that the indexes before each insertion stay right; at one place, in the
        // order of the declarations.
        inserts.Sort((x, y) => x.At != y.At ? y.At.CompareTo(x.At) : y.Order.CompareTo(x.Order));
        foreach (var (at, _, declaration) in inserts)
        {
            var previous = statements[at - 1];
            if (at < statements.Count)
            {
                // Blank lines above the next statement go above the new one; its comments stay with it.
                var next = statements[at];
                var leading = next.GetLeadingTrivia();
                var below = BlankLines.WithoutLeading(leading);
                var above = SyntaxFactory.TriviaList();
                for (var i = 0; i < leading.Count - below.Count; i++)
                {
                    above = above.Add(leading[i]);
                }

                statements[at] = next.WithLeadingTrivia(below);
                statements.Insert(at, declaration.WithLeadingTrivia(above.AddRange(Indentation.Of(next))).WithTrailingTrivia(LineEnd(previous.GetTrailingTrivia().AddRange(leading))));
            }
            else
            {
                statements.Insert(at, declaration.WithLeadingTrivia(Indentation.Of(previous)).WithTrailingTrivia(LineEnd(previous.GetTrailingTrivia())));
            }
        }

        return current.WithStatements(SyntaxFactory.List(statements));
    }

    /// <summary>The first line break among the trivia (the document's own), or a space where the line goes on.</summary>
    private static SyntaxTriviaList LineEnd(SyntaxTriviaList trivia)
    {
        foreach (var piece in trivia)
        {
            if (piece.IsKind(SyntaxKind.EndOfLineTrivia))
            {
                return SyntaxFactory.TriviaList(piece);
            }
        }

        return SyntaxFactory.TriviaList(SyntaxFactory.Space);
    }

    /// <summary><c>var builder = new StringBuilder();</c> (<c>StringBuilder builder</c> where the string's type was written out).</summary>
    private static LocalDeclarationStatementSyntax BuilderDeclaration(LocalDeclarationStatementSyntax declaration, string builder, StringBuilderMatch match)
    {
        var initial = match.Declarator.Initializer!.Value.WithoutImplicitConversions();
        var arguments = UseStringBuilderInLoopAnalyzer.IsEmptyString(initial)
            ? SyntaxFactory.ArgumentList()
            : SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(((ExpressionSyntax)initial.Syntax).WithoutTrivia())));
        var type = declaration.Declaration.Type.IsVar ? declaration.Declaration.Type.WithoutTrivia() : StringBuilderType();
        return SyntaxFactory.LocalDeclarationStatement(
                SyntaxFactory.VariableDeclaration(
                    type,
                    SyntaxFactory.SingletonSeparatedList(SyntaxFactory.VariableDeclarator(SyntaxFactory.Identifier(builder))
                        .WithInitializer(SyntaxFactory.EqualsValueClause(SyntaxFactory.ObjectCreationExpression(StringBuilderType(), arguments, null))))));
    }

    private static TypeSyntax StringBuilderType() =>
        SyntaxFactory.ParseName("global::System.Text.StringBuilder").WithAdditionalAnnotations(Simplifier.Annotation, s_needsSystemText);

    /// <summary><c>builder.Append(a).Append(b)</c>, one call per piece, each piece as written.</summary>
    private static ExpressionSyntax AppendChain(string builder, StringAppend append)
    {
        ExpressionSyntax chain = SyntaxFactory.IdentifierName(builder);
        foreach (var piece in append.Pieces)
        {
            chain = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, chain, SyntaxFactory.IdentifierName("Append")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(((ExpressionSyntax)piece.WithoutImplicitConversions().Syntax).WithoutTrivia()))));
        }

        return chain;
    }
}
