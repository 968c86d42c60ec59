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
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0706: <c>Convert.ToHexString(x).TryCopyTo(destination)</c> becomes
/// <c>Convert.TryToHexString(x, destination, out _)</c>; the statement <c>Convert.ToHexString(x).CopyTo(destination);</c>
/// becomes <c>if (!Convert.TryToHexString(x, destination, out _)) { throw new ArgumentException(...); }</c>, the
/// exception <c>CopyTo</c> threw for a short destination. <c>Lower</c> stays <c>Lower</c>; the bytes are passed as
/// written, and <c>(array, offset, length)</c> becomes <c>array.AsSpan(offset, length)</c>. <c>Convert</c> is kept as
/// written; <c>using System;</c> is added where <c>AsSpan</c>, <c>Span</c> or <c>ArgumentException</c> needs it. An
/// append to a <c>StringBuilder</c> gets a scratch span declared before its statement
/// (<c>stackalloc char[SHA256.HashSizeInBytes * 2]</c>, or <c>bytes.Length &lt;= 128 ? stackalloc char[256] : new
/// char[bytes.Length * 2]</c>), the <c>TryToHexString</c> call into it, and the statement appending the span; the names
/// (<c>hex</c>, <c>written</c>) are free in the member, numbered when taken.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseTryToHexStringCodeFixProvider)), Shared]
public sealed class UseTryToHexStringCodeFixProvider : CodeFixProvider
{
    private const string Title = "Write the hex digits with Convert.TryToHexString";

    private static readonly SyntaxAnnotation s_needsMemoryExtensions = new("PerfAnalyzers.NeedsSystemImport");
    private static readonly SyntaxAnnotation s_needsArgumentException = new("PerfAnalyzers.NeedsSystemImportForException");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseTryToHexString);

    // The batch fixer merges text diffs, and a word diff of one rewrite can reach into the next statement's (both name
    // the same buffer): Fix All rewrites every node of a document in one pass instead.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseTryToHexStringCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (Edit(document, root, model.Compilation, diagnostic, new Dictionary<SyntaxNode, HashSet<string>>()) is not var (replaced, replacements))
        {
            return null;
        }

        return CodeAction.Create(
            Title,
            ct => FixAsync(document.WithSyntaxRoot(Replace(root, replaced, replacements)), ct),
            equivalenceKey: nameof(UseTryToHexStringCodeFixProvider));
    }

    /// <summary>
    /// The node the fix replaces and what replaces it (several statements for an append); null when the code is not
    /// what the analyzer reports. <paramref name="taken"/>: the names in use in each member, with those the fixes of
    /// this document have declared.
    /// </summary>
    private static (SyntaxNode Replaced, SyntaxNode[] Replacements)? Edit(Document document, SyntaxNode root, Compilation compilation, Diagnostic diagnostic, Dictionary<SyntaxNode, HashSet<string>> taken)
    {
        if (!diagnostic.Properties.TryGetValue(UseTryToHexStringAnalyzer.FormKey, out var form))
        {
            return null;
        }

        if (form == UseTryToHexStringAnalyzer.Forms.Append)
        {
            return Append(document, root, diagnostic, taken);
        }

        if (diagnostic.AdditionalLocations.Count != 2
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } toHex
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } copy
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } destination
            || TryCall(toHex, destination, NewLocals.OutDiscard()) is not { } tryCall)
        {
            return null;
        }

        if (form == UseTryToHexStringAnalyzer.Forms.Try)
        {
            return (copy, new SyntaxNode[] { tryCall.WithTriviaFrom(copy) });
        }

        if (form != UseTryToHexStringAnalyzer.Forms.Copy
            || copy.Parent is not ExpressionStatementSyntax statement
            || compilation.GetTypeByMetadataName("System.ArgumentException") is not { } argumentException)
        {
            return null;
        }

        var exceptionType = ((TypeSyntax)SyntaxGenerator.GetGenerator(document).TypeExpression(argumentException))
            .WithAdditionalAnnotations(Simplifier.Annotation, s_needsArgumentException);
        var message = SyntaxFactory.LiteralExpression(SyntaxKind.StringLiteralExpression, SyntaxFactory.Literal("Destination is too short."));
        var throwStatement = SyntaxFactory.ThrowStatement(SyntaxFactory.ObjectCreationExpression(
            exceptionType,
            SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(message))),
            initializer: null));
        var check = SyntaxFactory.IfStatement(
                SyntaxFactory.PrefixUnaryExpression(SyntaxKind.LogicalNotExpression, tryCall),
                SyntaxFactory.Block(throwStatement))
            .WithTriviaFrom(statement)
            .WithAdditionalAnnotations(Formatter.Annotation);

        // A blank line between the block and the statement after it, as after any other block.
        check = BlankLines.AfterBlock(check, statement, LineBreaks.Of(document, root.SyntaxTree.GetText()));
        return (statement, new SyntaxNode[] { check });
    }

    /// <summary>
    /// <c>Span&lt;char&gt; hex = stackalloc char[SHA256.HashSizeInBytes * 2];</c> (or, for bytes of any length,
    /// <c>bytes.Length &lt;= 128 ? stackalloc char[256] : new char[bytes.Length * 2]</c>), then
    /// <c>Convert.TryToHexString(bytes, hex, out _);</c>, then the statement appending <c>hex</c> (or
    /// <c>hex.Slice(0, written)</c>) where it appended the string.
    /// </summary>
    private static (SyntaxNode Replaced, SyntaxNode[] Replacements)? Append(Document document, SyntaxNode root, Diagnostic diagnostic, Dictionary<SyntaxNode, HashSet<string>> taken)
    {
        if (!diagnostic.Properties.TryGetValue(UseTryToHexStringAnalyzer.SizeKey, out var size)
            || diagnostic.AdditionalLocations.Count != 1
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { ArgumentList.Arguments.Count: 1 } toHex
            || LinqSyntax.FindExact<ExpressionStatementSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } statement
            || statement.FirstAncestorOrSelf<MemberDeclarationSyntax>() is not { } member)
        {
            return null;
        }

        if (!taken.TryGetValue(member, out var names))
        {
            names = new HashSet<string>();
            foreach (var token in member.DescendantTokens())
            {
                if (token.IsKind(SyntaxKind.IdentifierToken))
                {
                    names.Add(token.ValueText);
                }
            }

            taken[member] = names;
        }

        var bytes = toHex.ArgumentList.Arguments[0].Expression.WithoutTrivia();
        var hex = NewLocals.Unique("hex", names);
        string scratch;
        ArgumentSyntax written;
        ExpressionSyntax appended;
        if (size == UseTryToHexStringAnalyzer.Sizes.HashSize
            && bytes is InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Expression: var hashType } })
        {
            scratch = "stackalloc char[" + hashType.WithoutTrivia() + ".HashSizeInBytes * 2]";
            written = NewLocals.OutDiscard();
            appended = SyntaxFactory.IdentifierName(hex);
        }
        else if (size == UseTryToHexStringAnalyzer.Sizes.Length)
        {
            var count = NewLocals.Unique("written", names);
            scratch = bytes + ".Length <= 128 ? stackalloc char[256] : new char[" + bytes + ".Length * 2]";
            written = SyntaxFactory.Argument(SyntaxFactory.DeclarationExpression(
                    SyntaxFactory.PredefinedType(SyntaxFactory.Token(SyntaxKind.IntKeyword)),
                    SyntaxFactory.SingleVariableDesignation(SyntaxFactory.Identifier(count))))
                .WithRefKindKeyword(SyntaxFactory.Token(SyntaxKind.OutKeyword));
            appended = SyntaxFactory.ParseExpression(hex + ".Slice(0, " + count + ")");
        }
        else
        {
            return null;
        }

        if (TryCall(toHex, SyntaxFactory.IdentifierName(hex), written) is not { } tryCall)
        {
            return null;
        }

        // The statement's indentation for the new lines, its comments and blank lines before the first of them.
        var leading = statement.GetLeadingTrivia();
        var indentation = leading.Count > 0 && leading[leading.Count - 1].IsKind(SyntaxKind.WhitespaceTrivia)
            ? SyntaxFactory.TriviaList(leading[leading.Count - 1])
            : SyntaxFactory.TriviaList();
        var lineBreak = SyntaxFactory.TriviaList(SyntaxFactory.EndOfLine(LineBreaks.Of(document, root.SyntaxTree.GetText())));
        var declaration = ((LocalDeclarationStatementSyntax)SyntaxFactory.ParseStatement("Span<char> " + hex + " = " + scratch + ";"))
            .WithLeadingTrivia(leading)
            .WithTrailingTrivia(lineBreak);
        declaration = declaration.ReplaceNode(declaration.Declaration.Type, declaration.Declaration.Type.WithAdditionalAnnotations(s_needsMemoryExtensions));
        var write = SyntaxFactory.ExpressionStatement(tryCall)
            .WithLeadingTrivia(indentation)
            .WithTrailingTrivia(lineBreak)
            .WithAdditionalAnnotations(Formatter.Annotation);
        var append = statement.ReplaceNode(toHex, appended.WithTriviaFrom(toHex)).WithLeadingTrivia(indentation);
        return (statement, new SyntaxNode[] { declaration, write, append });
    }

    /// <summary>One node for another, or a statement for several (in its block or switch section).</summary>
    private static SyntaxNode Replace(SyntaxNode root, SyntaxNode replaced, SyntaxNode[] replacements) =>
        replacements.Length == 1 ? root.ReplaceNode(replaced, replacements[0]) : root.ReplaceNode(replaced, replacements);

    /// <summary>
    /// <c>Convert.TryToHexString(bytes, destination, out _)</c>, from the <c>ToHexString</c> call as written; null when
    /// its arguments are not the ones the analyzer reports.
    /// </summary>
    private static InvocationExpressionSyntax? TryCall(InvocationExpressionSyntax toHex, ExpressionSyntax destination, ArgumentSyntax written)
    {
        var arguments = toHex.ArgumentList.Arguments;
        ExpressionSyntax bytes;
        if (arguments.Count == 1)
        {
            bytes = arguments[0].Expression.WithoutTrivia();
        }
        else if (arguments.Count == 3)
        {
            var array = arguments[0].Expression.WithoutTrivia();
            if (array is not (IdentifierNameSyntax or MemberAccessExpressionSyntax or InvocationExpressionSyntax or ElementAccessExpressionSyntax or ThisExpressionSyntax or ParenthesizedExpressionSyntax))
            {
                array = SyntaxFactory.ParenthesizedExpression(array);
            }

            bytes = SyntaxFactory.InvocationExpression(
                    SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, array, SyntaxFactory.IdentifierName("AsSpan")),
                    SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[] { arguments[1].WithoutTrivia(), arguments[2].WithoutTrivia() })))
                .WithAdditionalAnnotations(s_needsMemoryExtensions);
        }
        else
        {
            return null;
        }

        ExpressionSyntax? callee = toHex.Expression switch
        {
            MemberAccessExpressionSyntax access => access.WithName(Renamed(access.Name)),
            IdentifierNameSyntax name => Renamed(name),
            _ => null,
        };
        if (callee is null)
        {
            return null;
        }

        return SyntaxFactory.InvocationExpression(
            callee.WithoutTrivia(),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[] { SyntaxFactory.Argument(bytes), SyntaxFactory.Argument(destination.WithoutTrivia()), written })));
    }

    private static SimpleNameSyntax Renamed(SimpleNameSyntax name) =>
        SyntaxFactory.IdentifierName("Try" + name.Identifier.ValueText).WithTriviaFrom(name);

    /// <summary>Fix All: every copy and append in the document at once (<see cref="FixAll.PerDocument"/>).</summary>
    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var edits = new List<(SyntaxNode Replaced, SyntaxNode[] Replacements)>();
        var taken = new Dictionary<SyntaxNode, HashSet<string>>();
        foreach (var diagnostic in diagnostics)
        {
            if (Edit(document, root, model.Compilation, diagnostic, taken) is { } edit)
            {
                edits.Add(edit);
            }
        }

        if (edits.Count == 0)
        {
            return document;
        }

        var nodes = new List<SyntaxNode>(edits.Count);
        foreach (var edit in edits)
        {
            nodes.Add(edit.Replaced);
        }

        var rewritten = root.TrackNodes(nodes);
        foreach (var (replaced, replacements) in edits)
        {
            if (rewritten.GetCurrentNode(replaced) is { } current)
            {
                rewritten = Replace(rewritten, current, replacements);
            }
        }

        return await FixAsync(document.WithSyntaxRoot(rewritten), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FixAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsMemoryExtensions, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsArgumentException, "System", "System.ArgumentException", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
