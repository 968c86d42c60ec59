using System.Collections.Generic;
using System.Linq;
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
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0902: each read of <c>Id</c> to <c>Environment.ProcessId</c>, each read of <c>MainModule.FileName</c> to
/// <c>Environment.ProcessPath</c>; a local's declaration goes (a <c>using</c> statement leaves its body: its statements,
/// or the block when it declares names of its own). Where the code read the file name as not null
/// (<c>MainModule.FileName</c>, <c>MainModule!.FileName</c>) in a nullable context, the nullable
/// <c>ProcessPath</c> gets <c>!</c>, so the fix adds no warning; <c>MainModule?.FileName</c> was nullable already.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseEnvironmentProcessInfoCodeFixProvider)), Shared]
public sealed class UseEnvironmentProcessInfoCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseEnvironmentProcessInfo);

    // A local's fix spans from its declaration to its last read, and the batch fixer, merging fixes made against the
    // same original, would drop a read in place between them (dotnet format runs Fix All once, and would leave it): Fix
    // All edits a document once, every diagnostic's reads and declarations together.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(
        nameof(UseEnvironmentProcessInfoCodeFixProvider),
        (root, model, diagnostic, _) => EditFor(root, model, diagnostic),
        (document, root, _, edits, cancellationToken) => FixAsync(document, root, edits, cancellationToken));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (EditFor(root, model, diagnostic) is not { } edit)
        {
            return null;
        }

        return CodeAction.Create(
            "Use " + (edit.Replacements.Keys.All(static r => IsIdRead((ExpressionSyntax)r)) ? "Environment.ProcessId" : "Environment.ProcessPath"),
            ct => FixAsync(document, root, new[] { edit }, ct),
            equivalenceKey: nameof(UseEnvironmentProcessInfoCodeFixProvider));
    }

    /// <summary>The reads to replace, and the local's declaration to remove (null for a read in place).</summary>
    private static Edit? EditFor(SyntaxNode root, SemanticModel model, Diagnostic diagnostic)
    {
        var reads = new List<ExpressionSyntax>();
        StatementSyntax? declaration = null;
        if (diagnostic.AdditionalLocations.Count == 0)
        {
            if (LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } read)
            {
                return null;
            }

            reads.Add(read);
        }
        else
        {
            // GetCurrentProcess() in `= ...` of the declarator, of the declaration, of the statement.
            declaration = LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location)?.Parent?.Parent?.Parent?.Parent switch
            {
                LocalDeclarationStatementSyntax statement => statement,
                UsingStatementSyntax statement => statement,
                _ => null,
            };
            if (declaration is null)
            {
                return null;
            }

            foreach (var location in diagnostic.AdditionalLocations)
            {
                if (LinqSyntax.FindExact<ExpressionSyntax>(root, location) is not { } read)
                {
                    return null;
                }

                reads.Add(read);
            }
        }

        var replacements = new Dictionary<SyntaxNode, SyntaxNode>();
        foreach (var read in reads)
        {
            replacements[read] = Replacement(read, model);
        }

        return new Edit(replacements, declaration);
    }

    private static bool IsIdRead(ExpressionSyntax read) => read is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Id" };

    /// <summary><c>Environment.ProcessId</c> or <c>Environment.ProcessPath</c>, with <c>!</c> where the code read a non-null name.</summary>
    private static ExpressionSyntax Replacement(ExpressionSyntax read, SemanticModel model)
    {
        var environment = SyntaxFactory.ParseExpression("global::System.Environment").WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);
        var member = IsIdRead(read) ? "ProcessId" : "ProcessPath";
        ExpressionSyntax replacement = SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, environment, SyntaxFactory.IdentifierName(member));
        if (member == "ProcessPath"
            && read is not ConditionalAccessExpressionSyntax
            && (model.GetNullableContext(read.SpanStart) & NullableContext.WarningsEnabled) != 0)
        {
            replacement = SyntaxFactory.PostfixUnaryExpression(SyntaxKind.SuppressNullableWarningExpression, replacement);
        }

        return replacement.WithTriviaFrom(read);
    }

    private static async Task<Document> FixAsync(Document document, SyntaxNode root, IReadOnlyList<Edit> edits, CancellationToken cancellationToken)
    {
        var nodes = new List<SyntaxNode>();
        foreach (var edit in edits)
        {
            nodes.AddRange(edit.Replacements.Keys);
            if (edit.Declaration is not null)
            {
                nodes.Add(edit.Declaration);
            }
        }

        var tracked = root.TrackNodes(nodes);
        foreach (var edit in edits)
        {
            foreach (var pair in edit.Replacements)
            {
                if (tracked.GetCurrentNode(pair.Key) is { } read)
                {
                    tracked = tracked.ReplaceNode(read, pair.Value);
                }
            }
        }

        foreach (var edit in edits)
        {
            if (edit.Declaration is not null && tracked.GetCurrentNode(edit.Declaration) is { } current)
            {
                tracked = current is UsingStatementSyntax @using
                    ? UsingStatements.Unwrap(tracked, @using)
                    : tracked.RemoveNode(current, SyntaxRemoveOptions.KeepUnbalancedDirectives)!;
            }
        }

        document = document.WithSyntaxRoot(tracked);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, "System", "System.Environment", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    private sealed class Edit
    {
        public Edit(Dictionary<SyntaxNode, SyntaxNode> replacements, StatementSyntax? declaration)
        {
            Replacements = replacements;
            Declaration = declaration;
        }

        public Dictionary<SyntaxNode, SyntaxNode> Replacements { get; }

        public StatementSyntax? Declaration { get; }
    }
}
