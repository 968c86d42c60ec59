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
/// (<c>hex</c>, <c>written</c>) are free in the member, numbered when taken. In a loop the stackalloc is declared
/// before the outermost loop (the hash's scratch, or a 256-char <c>hexBuffer</c> the bytes' scratch takes when they fit).
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
        if (Edit(document, root, model.Compilation, diagnostic, new Dictionary<SyntaxNode, HashSet<string>>()) is not { } edit
            || Apply(root, new List<HexEdit> { edit }) is not { } rewritten)
        {
            return null;
        }

        return CodeAction.Create(
            Title,
            ct => FixAsync(document.WithSyntaxRoot(rewritten), ct),
            equivalenceKey: nameof(UseTryToHexStringCodeFixProvider));
    }

    /// <summary>
    /// What one diagnostic's fix changes: a node replaced by others (several statements for an append), and for an append
    /// in a loop the scratch's declaration, inserted before the outermost loop.
    /// </summary>
    private sealed class HexEdit
    {
        public HexEdit(SyntaxNode replaced, SyntaxNode[] replacements, StatementSyntax? loop = null, StatementSyntax? hoisted = null)
        {
            Replaced = replaced;
            Replacements = replacements;
            Loop = loop;
            Hoisted = hoisted;
        }

        public SyntaxNode Replaced { get; }

        public SyntaxNode[] Replacements { get; }

        public StatementSyntax? Loop { get; }

        public StatementSyntax? Hoisted { get; }
    }

    /// <summary>
    /// The fix's edit; null when the code is not what the analyzer reports. <paramref name="taken"/>: the names in use
    /// in each member, with those the fixes of this document have declared.
    /// </summary>
    private static HexEdit? Edit(Document document, SyntaxNode root, Compilation compilation, Diagnostic diagnostic, Dictionary<SyntaxNode, HashSet<string>> taken)
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
            return new HexEdit(copy, new SyntaxNode[] { tryCall.WithTriviaFrom(copy) });
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
        return new HexEdit(statement, new SyntaxNode[] { check });
    }

    /// <summary>
    /// <c>Span&lt;char&gt; hex = stackalloc char[SHA256.HashSizeInBytes * 2];</c> (or, for bytes of any length,
    /// <c>bytes.Length &lt;= 128 ? stackalloc char[256] : new char[bytes.Length * 2]</c>), then
    /// <c>Convert.TryToHexString(bytes, hex, out _);</c>, then the statement appending <c>hex</c> (or
    /// <c>hex.Slice(0, written)</c>) where it appended the string. In a loop, the stackalloc is declared before the
    /// outermost loop: the hash's scratch itself, or for bytes of any length a 256-char <c>hexBuffer</c> that
    /// <c>hex</c> takes when they fit.
    /// </summary>
    private static HexEdit? Append(Document document, SyntaxNode root, Diagnostic diagnostic, Dictionary<SyntaxNode, HashSet<string>> taken)
    {
        if (!diagnostic.Properties.TryGetValue(UseTryToHexStringAnalyzer.SizeKey, out var size)
            || diagnostic.AdditionalLocations.Count is not (1 or 2)
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { ArgumentList.Arguments.Count: 1 } toHex
            || LinqSyntax.FindExact<ExpressionStatementSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } statement
            || statement.FirstAncestorOrSelf<MemberDeclarationSyntax>() is not { } member)
        {
            return null;
        }

        // In a loop: the outermost loop, before which the stackalloc goes.
        StatementSyntax? loop = null;
        if (diagnostic.AdditionalLocations.Count == 2
            && (loop = LinqSyntax.FindExact<StatementSyntax>(root, diagnostic.AdditionalLocations[1])) is null)
        {
            return null;
        }

        var names = NewLocals.TakenInMember(member, taken);
        var bytes = toHex.ArgumentList.Arguments[0].Expression.WithoutTrivia();
        var hex = NewLocals.Unique("hex", names);
        var hoistedName = hex;
        string? hoisted = null;
        string? scratch;
        ArgumentSyntax written;
        ExpressionSyntax appended;
        if (size == UseTryToHexStringAnalyzer.Sizes.HashSize
            && bytes is InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Expression: var hashType } })
        {
            scratch = "stackalloc char[" + hashType.WithoutTrivia() + ".HashSizeInBytes * 2]";
            if (loop is not null)
            {
                hoisted = scratch;
                scratch = null;
            }

            written = NewLocals.OutDiscard();
            appended = SyntaxFactory.IdentifierName(hex);
        }
        else if (size == UseTryToHexStringAnalyzer.Sizes.Length)
        {
            var small = "stackalloc char[256]";
            if (loop is not null)
            {
                hoisted = small;
                hoistedName = small = NewLocals.Unique("hexBuffer", names);
            }

            var count = NewLocals.Unique("written", names);
            scratch = bytes + ".Length <= 128 ? " + small + " : new char[" + bytes + ".Length * 2]";
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
        var indentation = Indentation.Of(statement);
        var lineBreak = SyntaxFactory.TriviaList(SyntaxFactory.EndOfLine(LineBreaks.Of(document, root.SyntaxTree.GetText())));
        var statements = new List<SyntaxNode>(3);
        if (scratch is not null)
        {
            statements.Add(Declaration(hex, scratch, leading, lineBreak));
            leading = indentation;
        }

        statements.Add(SyntaxFactory.ExpressionStatement(tryCall)
            .WithLeadingTrivia(leading)
            .WithTrailingTrivia(lineBreak)
            .WithAdditionalAnnotations(Formatter.Annotation));
        statements.Add(statement.ReplaceNode(toHex, appended.WithTriviaFrom(toHex)).WithLeadingTrivia(indentation));
        if (loop is null || hoisted is null)
        {
            return new HexEdit(statement, statements.ToArray());
        }

        return new HexEdit(statement, statements.ToArray(), loop, Declaration(hoistedName, hoisted, Indentation.Of(loop), lineBreak));
    }

    /// <summary><c>Span&lt;char&gt; name = value;</c>, its type marked as needing <c>using System;</c>.</summary>
    private static LocalDeclarationStatementSyntax Declaration(string name, string value, SyntaxTriviaList leading, SyntaxTriviaList lineBreak)
    {
        var declaration = ((LocalDeclarationStatementSyntax)SyntaxFactory.ParseStatement("Span<char> " + name + " = " + value + ";"))
            .WithLeadingTrivia(leading)
            .WithTrailingTrivia(lineBreak);
        return declaration.ReplaceNode(declaration.Declaration.Type, declaration.Declaration.Type.WithAdditionalAnnotations(s_needsMemoryExtensions));
    }

    /// <summary>
    /// Every edit applied to <paramref name="root"/>: the replacements, then the declarations hoisted before each loop
    /// (in the order of their statements; the first takes the loop's comments and blank lines). Null when a loop an
    /// edit needs is gone (replaced by another edit).
    /// </summary>
    private static SyntaxNode? Apply(SyntaxNode root, List<HexEdit> edits)
    {
        var nodes = new List<SyntaxNode>(edits.Count);
        var loops = new List<StatementSyntax>();
        var hoisted = new Dictionary<StatementSyntax, List<StatementSyntax>>();
        foreach (var edit in edits)
        {
            nodes.Add(edit.Replaced);
            if (edit.Loop is { } loop && edit.Hoisted is { } declaration)
            {
                if (!hoisted.TryGetValue(loop, out var declarations))
                {
                    declarations = new List<StatementSyntax>();
                    hoisted.Add(loop, declarations);
                    loops.Add(loop);
                    nodes.Add(loop);
                }

                declarations.Add(declaration);
            }
        }

        var rewritten = root.TrackNodes(nodes);
        foreach (var edit in edits)
        {
            if (rewritten.GetCurrentNode(edit.Replaced) is { } current)
            {
                rewritten = Replace(rewritten, current, edit.Replacements);
            }
        }

        foreach (var loop in loops)
        {
            if (rewritten.GetCurrentNode(loop) is not { } current)
            {
                return null;
            }

            var declarations = hoisted[loop];
            var inserted = new List<SyntaxNode>(declarations.Count + 1);
            for (var i = 0; i < declarations.Count; i++)
            {
                inserted.Add(i == 0 ? declarations[i].WithLeadingTrivia(current.GetLeadingTrivia()) : declarations[i]);
            }

            inserted.Add(current.WithLeadingTrivia(Indentation.Of(current)));
            rewritten = rewritten.ReplaceNode(current, inserted);
        }

        return rewritten;
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
        var edits = new List<HexEdit>();
        var taken = new Dictionary<SyntaxNode, HashSet<string>>();
        foreach (var diagnostic in diagnostics)
        {
            if (Edit(document, root, model.Compilation, diagnostic, taken) is { } edit)
            {
                edits.Add(edit);
            }
        }

        if (edits.Count == 0 || Apply(root, edits) is not { } rewritten)
        {
            return document;
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
