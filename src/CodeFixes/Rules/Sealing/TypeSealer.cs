using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.Rules.Sealing;

/// <summary>
/// The edits of PERF0201's fix. A diagnostic's location is the identifier of the declaration that gets
/// <c>sealed</c>; its additional locations are the identifiers of the type's other (partial) declarations.
/// In every declaration, the direct members are rewritten so that the sealed type compiles without new warnings:
/// <list type="bullet">
/// <item><c>virtual</c> is removed (a sealed type can't introduce virtual members, CS0549);</item>
/// <item><c>protected</c> becomes <c>private</c>, <c>protected internal</c> becomes <c>internal</c>,
/// <c>private protected</c> becomes <c>private</c> (CS0628), also on accessors; overrides keep theirs;</item>
/// <item>a protected field the type never reads becomes <c>internal</c>, not <c>private</c>: a private field that is
/// never read gets CS0169/CS0414, which the protected one did not.</item>
/// </list>
/// </summary>
internal static class TypeSealer
{
    public static async Task<Solution> SealAsync(Solution solution, IEnumerable<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var edits = new Dictionary<DocumentId, DocumentEdits>();
        foreach (var diagnostic in diagnostics)
        {
            if (!Add(solution, edits, diagnostic.Location, seal: true))
            {
                continue;
            }

            foreach (var location in diagnostic.AdditionalLocations)
            {
                Add(solution, edits, location, seal: false);
            }
        }

        var facts = await AnalyzeMembersAsync(solution, edits, cancellationToken).ConfigureAwait(false);
        var result = solution;
        foreach (var pair in edits)
        {
            var document = solution.GetDocument(pair.Key);
            var root = document is null ? null : await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            if (root is null)
            {
                continue;
            }

            var seal = new HashSet<TypeDeclarationSyntax>();
            var rewrite = new HashSet<TypeDeclarationSyntax>();
            foreach (var span in pair.Value.Rewrite)
            {
                if (FindDeclaration(root, span) is { } declaration)
                {
                    rewrite.Add(declaration);
                    if (pair.Value.Seal.Contains(span))
                    {
                        seal.Add(declaration);
                    }
                }
            }

            var newRoot = new Rewriter(seal, rewrite, facts).Visit(root);
            result = result.WithDocumentSyntaxRoot(pair.Key, newRoot);
        }

        return result;
    }

    private static bool Add(Solution solution, Dictionary<DocumentId, DocumentEdits> edits, Location location, bool seal)
    {
        if (!location.IsInSource || solution.GetDocumentId(location.SourceTree) is not { } id)
        {
            return false;
        }

        if (!edits.TryGetValue(id, out var documentEdits))
        {
            documentEdits = new DocumentEdits();
            edits.Add(id, documentEdits);
        }

        documentEdits.Rewrite.Add(location.SourceSpan);
        if (seal)
        {
            documentEdits.Seal.Add(location.SourceSpan);
        }

        return true;
    }

    private static TypeDeclarationSyntax? FindDeclaration(SyntaxNode root, TextSpan identifierSpan)
    {
        var token = root.FindToken(identifierSpan.Start);
        return token.Span == identifierSpan && token.Parent is TypeDeclarationSyntax declaration && declaration.Identifier == token
            ? declaration
            : null;
    }

    /// <summary>
    /// What the rewrite needs the semantic model for: protected fields of the types being sealed that nothing reads
    /// (only assigned, or unused), and virtual members that hide a base member without 'new'.
    /// Both are rare in the types this rule finds, so only those members are bound.
    /// </summary>
    private static async Task<MemberFacts> AnalyzeMembersAsync(
        Solution solution,
        Dictionary<DocumentId, DocumentEdits> edits,
        CancellationToken cancellationToken)
    {
        var facts = new MemberFacts();
        var unread = facts.UnreadFields;
        foreach (var pair in edits)
        {
            var document = solution.GetDocument(pair.Key);
            if (document is null || await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false) is not { } root)
            {
                continue;
            }

            SemanticModel? model = null;
            foreach (var span in pair.Value.Rewrite)
            {
                if (FindDeclaration(root, span) is not { } declaration)
                {
                    continue;
                }

                foreach (var member in declaration.Members)
                {
                    if (ModifierRewriter.HasKind(member.Modifiers, SyntaxKind.VirtualKeyword)
                        && !ModifierRewriter.HasKind(member.Modifiers, SyntaxKind.NewKeyword))
                    {
                        model ??= await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
                        if (model is not null && HidesBaseMember(model, member, cancellationToken))
                        {
                            facts.HidingVirtuals.Add(member);
                        }
                    }

                    if (member is not FieldDeclarationSyntax field
                        || !ModifierRewriter.HasKind(field.Modifiers, SyntaxKind.ProtectedKeyword)
                        || ModifierRewriter.HasKind(field.Modifiers, SyntaxKind.InternalKeyword)
                        || ModifierRewriter.HasKind(field.Modifiers, SyntaxKind.PrivateKeyword))
                    {
                        continue;
                    }

                    model ??= await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
                    foreach (var variable in field.Declaration.Variables)
                    {
                        if (model?.GetDeclaredSymbol(variable, cancellationToken) is IFieldSymbol symbol
                            && !await IsReadAsync(solution, symbol, cancellationToken).ConfigureAwait(false))
                        {
                            unread.Add(variable);
                        }
                    }
                }
            }
        }

        return facts;
    }

    internal static bool HidesBaseMember(SemanticModel model, MemberDeclarationSyntax member, CancellationToken cancellationToken)
    {
        var symbol = member switch
        {
            EventFieldDeclarationSyntax eventField when eventField.Declaration.Variables.Count > 0
                => model.GetDeclaredSymbol(eventField.Declaration.Variables[0], cancellationToken),
            _ => model.GetDeclaredSymbol(member, cancellationToken),
        };

        if (symbol?.ContainingType is not { } type)
        {
            return false;
        }

        for (var baseType = type.BaseType; baseType is not null; baseType = baseType.BaseType)
        {
            foreach (var candidate in baseType.GetMembers(symbol.Name))
            {
                if (candidate.DeclaredAccessibility != Accessibility.Private
                    && !candidate.IsImplicitlyDeclared
                    && SameSignature(symbol, candidate))
                {
                    return true;
                }
            }
        }

        return false;
    }

    /// <summary>The C# hiding rules: a method hides methods of its signature and every non-method of its name, an
    /// indexer hides indexers of its signature, any other member hides every member of its name.</summary>
    private static bool SameSignature(ISymbol member, ISymbol candidate) => member switch
    {
        IMethodSymbol method => candidate is not IMethodSymbol other
            || (method.TypeParameters.Length == other.TypeParameters.Length && SameParameters(method.Parameters, other.Parameters)),
        IPropertySymbol { IsIndexer: true } indexer => candidate is IPropertySymbol { IsIndexer: true } other && SameParameters(indexer.Parameters, other.Parameters),
        _ => true,
    };

    private static bool SameParameters(System.Collections.Immutable.ImmutableArray<IParameterSymbol> left, System.Collections.Immutable.ImmutableArray<IParameterSymbol> right)
    {
        if (left.Length != right.Length)
        {
            return false;
        }

        for (var i = 0; i < left.Length; i++)
        {
            if (left[i].RefKind != right[i].RefKind
                || !SymbolEqualityComparer.Default.Equals(left[i].Type, right[i].Type))
            {
                return false;
            }
        }

        return true;
    }

    private static async Task<bool> IsReadAsync(Solution solution, IFieldSymbol field, CancellationToken cancellationToken)
    {
        // Nothing derives from the type, so a protected field can only be used inside the type's own declarations.
        foreach (var reference in field.ContainingType.DeclaringSyntaxReferences)
        {
            var document = solution.GetDocument(reference.SyntaxTree);
            if (document is null)
            {
                return true;
            }

            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            var declaration = await reference.GetSyntaxAsync(cancellationToken).ConfigureAwait(false);
            if (model is null)
            {
                return true;
            }

            foreach (var node in declaration.DescendantNodes())
            {
                if (node is IdentifierNameSyntax name
                    && name.Identifier.ValueText == field.Name
                    && !IsAssignmentTarget(name)
                    && SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(name, cancellationToken).Symbol?.OriginalDefinition, field))
                {
                    return true;
                }
            }
        }

        return false;
    }

    private static bool IsAssignmentTarget(IdentifierNameSyntax name)
    {
        SyntaxNode target = name;
        if (name.Parent is MemberAccessExpressionSyntax access && access.Name == name)
        {
            target = access;
        }

        return target.Parent is AssignmentExpressionSyntax assignment
            && assignment.IsKind(SyntaxKind.SimpleAssignmentExpression)
            && assignment.Left == target;
    }

    internal sealed class MemberFacts
    {
        public HashSet<VariableDeclaratorSyntax> UnreadFields { get; } = new();

        public HashSet<MemberDeclarationSyntax> HidingVirtuals { get; } = new();
    }

    private sealed class DocumentEdits
    {
        public HashSet<TextSpan> Seal { get; } = new();

        public HashSet<TextSpan> Rewrite { get; } = new();
    }

    private sealed class Rewriter : CSharpSyntaxRewriter
    {
        private readonly HashSet<TypeDeclarationSyntax> _seal;
        private readonly HashSet<TypeDeclarationSyntax> _rewrite;
        private readonly MemberFacts _facts;

        public Rewriter(HashSet<TypeDeclarationSyntax> seal, HashSet<TypeDeclarationSyntax> rewrite, MemberFacts facts)
        {
            _seal = seal;
            _rewrite = rewrite;
            _facts = facts;
        }

        public override SyntaxNode? VisitClassDeclaration(ClassDeclarationSyntax node) =>
            Rewrite(node, base.VisitClassDeclaration(node));

        public override SyntaxNode? VisitRecordDeclaration(RecordDeclarationSyntax node) =>
            Rewrite(node, base.VisitRecordDeclaration(node));

        private SyntaxNode? Rewrite(TypeDeclarationSyntax original, SyntaxNode? visited)
        {
            if (visited is not TypeDeclarationSyntax type)
            {
                return visited;
            }

            if (_rewrite.Contains(original) && type.Members.Count == original.Members.Count)
            {
                var members = new List<MemberDeclarationSyntax>(type.Members.Count);
                for (var i = 0; i < type.Members.Count; i++)
                {
                    members.Add(ModifierRewriter.RewriteMember(original.Members[i], type.Members[i], _facts));
                }

                type = type.WithMembers(SyntaxFactory.List(members));
            }

            if (_seal.Contains(original))
            {
                type = ModifierRewriter.AddSealed(type);
            }

            return type;
        }
    }
}
