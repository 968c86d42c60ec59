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
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Sealing;

/// <summary>
/// PERF0202: removes <c>virtual</c> from every declaration of the member (the diagnostic's location and, for a
/// partial method, its additional location), and adds <c>new</c> where the member hides an inherited one without it
/// (CS0114 would become CS0108). The declarations of one member can be in two files, so Fix All is our own provider:
/// it gathers every diagnostic of the scope and edits each document once.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(MakeMembersNonVirtualCodeFixProvider)), Shared]
public sealed class MakeMembersNonVirtualCodeFixProvider : CodeFixProvider
{
    internal const string FixAllTitle = "Make members that nothing overrides non-virtual";

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.MakeMembersNonVirtual);

    public override FixAllProvider GetFixAllProvider() =>
        FixAll.WholeScope(
            nameof(MakeMembersNonVirtualCodeFixProvider),
            FixAllTitle,
            static (_, diagnostic) => diagnostic.Id == RuleIdentifiers.MakeMembersNonVirtual && diagnostic.Location.IsInSource,
            RemoveVirtualAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Location.IsInSource || FindMember(root, diagnostic.Location) is null)
        {
            return null;
        }

        var name = root.FindToken(diagnostic.Location.SourceSpan.Start).ValueText;
        var solution = document.Project.Solution;
        return CodeAction.Create(
            $"Make '{name}' non-virtual",
            ct => RemoveVirtualAsync(solution, new[] { diagnostic }, ct),
            equivalenceKey: nameof(MakeMembersNonVirtualCodeFixProvider));
    }

    private static async Task<Solution> RemoveVirtualAsync(Solution solution, IEnumerable<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var edits = new Dictionary<DocumentId, List<Location>>();
        foreach (var diagnostic in diagnostics)
        {
            Add(diagnostic.Location);
            foreach (var location in diagnostic.AdditionalLocations)
            {
                Add(location);
            }
        }

        var result = solution;
        foreach (var pair in edits)
        {
            var document = solution.GetDocument(pair.Key);
            if (document is null || await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false) is not { } root)
            {
                continue;
            }

            var members = new Dictionary<MemberDeclarationSyntax, bool>();
            SemanticModel? model = null;
            foreach (var location in pair.Value)
            {
                if (FindMember(root, location) is not { } member || members.ContainsKey(member))
                {
                    continue;
                }

                var addNew = false;
                if (!ModifierRewriter.HasKind(member.Modifiers, SyntaxKind.NewKeyword))
                {
                    model ??= await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
                    addNew = model is not null && TypeSealer.HidesBaseMember(model, member, cancellationToken);
                }

                members.Add(member, addNew);
            }

            var newRoot = root.ReplaceNodes(members.Keys, (original, _) => ModifierRewriter.RemoveVirtual(original, members[original]));
            result = result.WithDocumentSyntaxRoot(pair.Key, newRoot);
        }

        return result;

        void Add(Location location)
        {
            if (!location.IsInSource || solution.GetDocumentId(location.SourceTree) is not { } id)
            {
                return;
            }

            if (!edits.TryGetValue(id, out var locations))
            {
                locations = new List<Location>();
                edits.Add(id, locations);
            }

            locations.Add(location);
        }
    }

    /// <summary>The declaration whose name is at the location, if it is still 'virtual'.</summary>
    private static MemberDeclarationSyntax? FindMember(SyntaxNode root, Location location)
    {
        var token = root.FindToken(location.SourceSpan.Start);
        if (token.Span != location.SourceSpan)
        {
            return null;
        }

        var member = token.Parent switch
        {
            MethodDeclarationSyntax method when method.Identifier == token => method,
            PropertyDeclarationSyntax property when property.Identifier == token => property,
            IndexerDeclarationSyntax indexer when indexer.ThisKeyword == token => indexer,
            EventDeclarationSyntax @event when @event.Identifier == token => @event,
            VariableDeclaratorSyntax { Parent.Parent: EventFieldDeclarationSyntax eventField } => eventField,
            _ => (MemberDeclarationSyntax?)null,
        };

        return member is not null && ModifierRewriter.HasKind(member.Modifiers, SyntaxKind.VirtualKeyword) ? member : null;
    }
}
