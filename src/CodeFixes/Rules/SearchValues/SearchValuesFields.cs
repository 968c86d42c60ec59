using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// The engine of the SearchValues fixes: gives every set a <c>private static readonly SearchValues&lt;T&gt;</c> field in the
/// containing type (reusing a field that holds the same set, naming new ones uniquely), rewrites the uses, and does it
/// for one diagnostic or a whole Fix All batch across documents without ever declaring a set twice.
/// </summary>
internal static class SearchValuesFields
{
    /// <summary>True when the diagnostic's code sits in a class, struct or record that can hold a new field.</summary>
    /// <summary>
    /// The single-diagnostic action of the three SearchValues fixers (see <see cref="FixRegistration"/>): offered when
    /// the diagnostic carries its set and at least <paramref name="minimumLocations"/> additional locations and a type
    /// can hold the field. The fix is the engine Fix All runs (<see cref="FixAsync"/>), which finds its nodes itself in
    /// whichever documents it edits.
    /// </summary>
    public static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic, int minimumLocations, ISearchValuesRewriter rewriter, string title, string equivalenceKey)
    {
        if (SetRequest.From(diagnostic) is null
            || diagnostic.AdditionalLocations.Count < minimumLocations
            || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not { } node
            || FindHost(node) is null)
        {
            return null;
        }

        return CodeAction.Create(title, ct => FixAsync(document.Project.Solution, new[] { (document.Id, diagnostic) }, rewriter, ct), equivalenceKey);
    }

    /// <summary>
    /// Fix All for the SearchValues fixes. The batch fixer merges independent text changes, so two fixes of one set would
    /// each add the field (and clash); this plans every diagnostic of the scope at once, across documents, with one field
    /// per set and type.
    /// </summary>
    public static FixAllProvider WholeScopeFixAll(string equivalenceKey, ISearchValuesRewriter rewriter, string title) =>
        FixAll.WholeScope(
            equivalenceKey,
            title,
            FixAll.InDocument,
            (solution, diagnostics, ct) =>
            {
                var items = new List<(DocumentId Document, Diagnostic Diagnostic)>(diagnostics.Count);
                foreach (var diagnostic in diagnostics)
                {
                    items.Add((solution.GetDocument(diagnostic.Location.SourceTree)!.Id, diagnostic));
                }

                return FixAsync(solution, items, rewriter, ct);
            });

    public static async Task<Solution> FixAsync(
        Solution solution,
        IReadOnlyList<(DocumentId Document, Diagnostic Diagnostic)> items,
        ISearchValuesRewriter rewriter,
        CancellationToken cancellationToken)
    {
        var plans = new Dictionary<INamedTypeSymbol, TypePlan>(SymbolEqualityComparer.Default);
        var replacements = new Dictionary<DocumentId, List<UseEdit>>();
        var inserts = new Dictionary<DocumentId, Dictionary<TypeDeclarationSyntax, List<FieldDeclarationSyntax>>>();
        var conversions = new Dictionary<DocumentId, Dictionary<TextSpan2, SetRequest>>();
        var localConstants = new Dictionary<DocumentId, List<VariableDeclaratorSyntax>>();

        // Fields converted in place first: other uses of the same set then reuse them rather than adding a copy.
        var ordered = items
            .OrderBy(i => ConvertsAField(rewriter, i.Diagnostic) ? 0 : 1)
            .ThenBy(i => solution.GetDocument(i.Document)?.FilePath ?? string.Empty, StringComparer.Ordinal)
            .ThenBy(i => i.Diagnostic.Location.SourceSpan.Start)
            .ToList();

        foreach (var (documentId, diagnostic) in ordered)
        {
            var document = solution.GetDocument(documentId);
            var requests = SetRequest.AllFrom(diagnostic);
            if (document is null || requests.Count == 0)
            {
                continue;
            }

            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            if (root is null || model is null
                || SearchValuesFixApis.Create(model.Compilation, document) is not { } symbols
                || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not { } node
                || FindHost(node) is not { } host
                || model.GetDeclaredSymbol(host, cancellationToken) is not INamedTypeSymbol type)
            {
                continue;
            }

            if (!plans.TryGetValue(type, out var plan))
            {
                plan = TypePlan.Create(type, symbols, cancellationToken);
                plans.Add(type, plan);
            }

            var names = new List<string>(requests.Count);
            for (var set = 0; set < requests.Count; set++)
            {
                if (NameFor(solution, documentId, diagnostic, requests[set], set, rewriter, plan, host, node, model, symbols, root, inserts, conversions, cancellationToken) is not { } name)
                {
                    break;
                }

                names.Add(name);
            }

            var edits = names.Count == requests.Count ? rewriter.GetEdits(diagnostic, root, model, names, symbols) : null;
            if (edits is null)
            {
                continue;
            }

            if (!replacements.TryGetValue(documentId, out var list))
            {
                list = new List<UseEdit>();
                replacements.Add(documentId, list);
            }

            list.AddRange(edits);

            // A local constant only the replaced code read goes (an unused constant is CS0219).
            if (!localConstants.TryGetValue(documentId, out var readConstants))
            {
                localConstants.Add(documentId, readConstants = new List<VariableDeclaratorSyntax>());
            }

            foreach (var edit in edits)
            {
                LocalConstants.AddReadIn(edit.Node, model, readConstants, cancellationToken);
            }
        }

        var documents = replacements.Keys.Concat(inserts.Keys).Concat(conversions.Keys).Distinct().ToList();
        foreach (var documentId in documents)
        {
            var document = solution.GetDocument(documentId)!;
            var editor = await DocumentEditor.CreateAsync(document, cancellationToken).ConfigureAwait(false);
            var root = editor.OriginalRoot;
            var done = new HashSet<TextSpan2>();

            if (conversions.TryGetValue(documentId, out var converted))
            {
                var symbols = SearchValuesFixApis.Create(editor.SemanticModel.Compilation, document)!;
                foreach (var pair in converted)
                {
                    if (root.FindNode(new Microsoft.CodeAnalysis.Text.TextSpan(pair.Key.Start, pair.Key.Length), getInnermostNodeForTie: true) is VariableDeclaratorSyntax declarator
                        && declarator.Parent is VariableDeclarationSyntax declaration)
                    {
                        var type = TypeSyntax(pair.Value.Kind, symbols);
                        var initializer = CreateCall(pair.Value, symbols, (CSharpParseOptions)root.SyntaxTree.Options);
                        editor.ReplaceNode(declaration.Type, type.WithTriviaFrom(declaration.Type));
                        editor.ReplaceNode(declarator, declarator.WithInitializer(SyntaxFactory.EqualsValueClause(initializer)));
                    }
                }
            }

            if (replacements.TryGetValue(documentId, out var edits))
            {
                foreach (var edit in edits)
                {
                    if (done.Add(new TextSpan2(edit.Node.SpanStart, edit.Node.Span.Length)))
                    {
                        editor.ReplaceNode(edit.Node, edit.Replace);
                    }
                }
            }

            if (inserts.TryGetValue(documentId, out var byHost))
            {
                var documentNewLine = LineBreaks.Of(document, await document.GetTextAsync(cancellationToken).ConfigureAwait(false));
                foreach (var pair in byHost)
                {
                    var fields = pair.Value;
                    editor.ReplaceNode(pair.Key, (current, _) => InsertFields((TypeDeclarationSyntax)current, fields, documentNewLine));
                }
            }

            var constantMark = new SyntaxAnnotation();
            if (localConstants.TryGetValue(documentId, out var declarators))
            {
                foreach (var declarator in declarators)
                {
                    editor.ReplaceNode(declarator, (current, _) => current.WithAdditionalAnnotations(constantMark));
                }
            }

            var changed = editor.GetChangedDocument();
            changed = await RemoveUnusedConstantsAsync(changed, constantMark, cancellationToken).ConfigureAwait(false);
            changed = await AddImportsAsync(changed, cancellationToken).ConfigureAwait(false);
            solution = changed.Project.Solution;
        }

        return solution;
    }

    // The local constants marked with the annotation, each removed when nothing reads it any more.
    private static async Task<Document> RemoveUnusedConstantsAsync(Document document, SyntaxAnnotation mark, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        if (root is null)
        {
            return document;
        }

        // Each removal makes a new tree, and may leave unused a constant an earlier one's initializer read: the marked
        // constants are tried again until none goes.
        bool removed;
        do
        {
            removed = false;
            foreach (var declarator in root.GetAnnotatedNodes(mark).OfType<VariableDeclaratorSyntax>())
            {
                var next = LocalConstants.RemoveIfUnused(root, declarator);
                if (next != root)
                {
                    root = next;
                    removed = true;
                    break;
                }
            }
        }
        while (removed);

        return document.WithSyntaxRoot(root);
    }

    private static bool ConvertsAField(ISearchValuesRewriter rewriter, Diagnostic diagnostic)
    {
        var sets = SetRequest.AllFrom(diagnostic).Count;
        for (var set = 0; set < sets; set++)
        {
            if (rewriter.GetFieldToConvert(diagnostic, set) is not null)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// The name of the field that holds one set of a diagnostic: none for values passed where they are used (empty), the
    /// converted field's own, a field of the type that already holds the set, or a new one, planned for insertion.
    /// Null when the field to convert is no longer there.
    /// </summary>
    private static string? NameFor(
        Solution solution,
        DocumentId documentId,
        Diagnostic diagnostic,
        SetRequest request,
        int set,
        ISearchValuesRewriter rewriter,
        TypePlan plan,
        TypeDeclarationSyntax host,
        SyntaxNode node,
        SemanticModel model,
        SearchValuesFixApis symbols,
        SyntaxNode root,
        Dictionary<DocumentId, Dictionary<TypeDeclarationSyntax, List<FieldDeclarationSyntax>>> inserts,
        Dictionary<DocumentId, Dictionary<TextSpan2, SetRequest>> conversions,
        CancellationToken cancellationToken)
    {
        if (diagnostic.Properties.TryGetValue(ConstantSets.InlineKey, out var inline) && inline == "true")
        {
            // The values are passed where they are used: no field.
            return string.Empty;
        }

        if (rewriter.GetFieldToConvert(diagnostic, set) is { } convert)
        {
            var convertDocument = solution.GetDocument(convert.SourceTree);
            var convertRoot = convert.SourceTree?.GetRoot(cancellationToken);
            if (convertDocument is null
                || convertRoot?.FindNode(convert.SourceSpan, getInnermostNodeForTie: true) is not VariableDeclaratorSyntax declarator)
            {
                return null;
            }

            var converted = declarator.Identifier.ValueText;
            plan.Fields[request.Key] = converted;
            if (!conversions.TryGetValue(convertDocument.Id, out var byField))
            {
                byField = new Dictionary<TextSpan2, SetRequest>();
                conversions.Add(convertDocument.Id, byField);
            }

            byField[new TextSpan2(convert.SourceSpan.Start, convert.SourceSpan.Length)] = request;
            return converted;
        }

        if (plan.Fields.TryGetValue(request.Key, out var existing))
        {
            return existing;
        }

        var name = plan.NewName(request, node, model, cancellationToken);
        plan.Fields[request.Key] = name;
        if (!inserts.TryGetValue(documentId, out var byHost))
        {
            byHost = new Dictionary<TypeDeclarationSyntax, List<FieldDeclarationSyntax>>();
            inserts.Add(documentId, byHost);
        }

        if (!byHost.TryGetValue(host, out var fields))
        {
            fields = new List<FieldDeclarationSyntax>();
            byHost.Add(host, fields);
        }

        fields.Add(CreateField(name, request, symbols, (CSharpParseOptions)root.SyntaxTree.Options));
        return name;
    }

    /// <summary>Marks the SearchValues type names the fix writes: the file needs <c>using System.Buffers;</c>.</summary>
    public static readonly SyntaxAnnotation NeedsBuffersImport = new("PerfAnalyzers.NeedsBuffersImport");

    /// <summary>
    /// Adds <c>using System;</c> (extension methods on spans bind only with it) and <c>using System.Buffers;</c> where the
    /// fix needs them and the simple name is free, then lets the simplifier shorten the qualified names we wrote.
    /// </summary>
    private static async Task<Document> AddImportsAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, SearchValuesFixApis.NeedsSystemImport, "System", "System.MemoryExtensions", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, NeedsBuffersImport, "System.Buffers", "System.Buffers.SearchValues", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>
    /// Puts the new fields in the block of SearchValues fields at the top of the type, in name order (so that fixing
    /// one by one and Fix All write the same code), with a blank line before the next member. The line break is the
    /// type's own, else the document's (<see cref="LineBreaks"/>: a file without any takes .editorconfig's).
    /// </summary>
    private static TypeDeclarationSyntax InsertFields(TypeDeclarationSyntax type, List<FieldDeclarationSyntax> fields, string documentNewLine)
    {
        var members = type.Members;
        var newLine = type.DescendantTrivia().FirstOrDefault(t => t.IsKind(SyntaxKind.EndOfLineTrivia));
        if (!newLine.IsKind(SyntaxKind.EndOfLineTrivia))
        {
            newLine = SyntaxFactory.EndOfLine(documentNewLine);
        }

        foreach (var field in fields.OrderBy(f => f.Declaration.Variables[0].Identifier.ValueText, StringComparer.Ordinal))
        {
            var name = field.Declaration.Variables[0].Identifier.ValueText;
            var index = 0;
            while (index < members.Count
                && IsSearchValuesField(members[index], out var existing)
                && string.CompareOrdinal(existing, name) < 0)
            {
                index++;
            }

            members = BlankLines.InsertMember(members, index, field.WithTrailingTrivia(newLine), static member => IsSearchValuesField(member, out _), newLine);
        }

        return type.WithMembers(members);
    }

    private static bool IsSearchValuesField(MemberDeclarationSyntax member, out string name)
    {
        name = string.Empty;
        if (member is not FieldDeclarationSyntax { Declaration: { Variables.Count: 1 } declaration })
        {
            return false;
        }

        var type = declaration.Type;
        if (type is QualifiedNameSyntax qualified)
        {
            type = qualified.Right;
        }
        else if (type is AliasQualifiedNameSyntax alias)
        {
            type = alias.Name;
        }

        name = declaration.Variables[0].Identifier.ValueText;
        return type is GenericNameSyntax { Identifier.ValueText: "SearchValues" };
    }

    private static TypeDeclarationSyntax? FindHost(SyntaxNode node)
    {
        foreach (var ancestor in node.AncestorsAndSelf())
        {
            switch (ancestor)
            {
                case InterfaceDeclarationSyntax:
                    return null;
                case TypeDeclarationSyntax type:
                    return type;
            }
        }

        return null;
    }

    private static FieldDeclarationSyntax CreateField(string name, SetRequest request, SearchValuesFixApis symbols, CSharpParseOptions options) =>
        SyntaxFactory.FieldDeclaration(
                SyntaxFactory.VariableDeclaration(
                    TypeSyntax(request.Kind, symbols),
                    SyntaxFactory.SingletonSeparatedList(
                        SyntaxFactory.VariableDeclarator(SyntaxFactory.Identifier(name))
                            .WithInitializer(SyntaxFactory.EqualsValueClause(CreateCall(request, symbols, options))))))
            .WithModifiers(SyntaxFactory.TokenList(
                SyntaxFactory.Token(SyntaxKind.PrivateKeyword),
                SyntaxFactory.Token(SyntaxKind.StaticKeyword),
                SyntaxFactory.Token(SyntaxKind.ReadOnlyKeyword)))
            .WithAdditionalAnnotations(Formatter.Annotation);

    private static TypeSyntax TypeSyntax(string kind, SearchValuesFixApis symbols)
    {
        var generator = symbols.Generator;
        return ((TypeSyntax)generator.TypeExpression(symbols.SearchValuesOfT.Construct(symbols.ElementType(kind)))).WithAdditionalAnnotations(Simplifier.Annotation, NeedsBuffersImport);
    }

    /// <summary>
    /// <c>SearchValues.Create("...")</c>, <c>SearchValues.Create(Constant)</c>, <c>SearchValues.Create("..."u8)</c>, or
    /// <c>SearchValues.Create(["a", "b"], StringComparison.X)</c>.
    /// </summary>
    private static ExpressionSyntax CreateCall(SetRequest request, SearchValuesFixApis symbols, CSharpParseOptions options)
    {
        var generator = symbols.Generator;
        var factory = generator.MemberAccessExpression(generator.TypeExpression(symbols.SearchValues).WithAdditionalAnnotations(Simplifier.Annotation, NeedsBuffersImport), "Create");
        var arguments = new List<SyntaxNode>();
        switch (request.Kind)
        {
            case ConstantSets.CharKind when request.Source is { } source:
                // The constant the set is: it stays the one place the set is written.
                arguments.Add(SyntaxFactory.ParseExpression(source));
                break;
            case ConstantSets.CharKind or ConstantSets.ByteKind when request.NeedleNames is { } names:
                // The named constants the set was written with: they stay in use.
                arguments.Add(Collection(string.Join(", ", names), options));
                break;
            case ConstantSets.CharKind:
                arguments.Add(SyntaxFactory.LiteralExpression(SyntaxKind.StringLiteralExpression, SyntaxFactory.Literal(Distinct(request.Values))));
                break;
            case ConstantSets.ByteKind:
                arguments.Add(ByteSet(Distinct(request.Values), options));
                break;
            default:
                // The named constants the needles came from, else their literals.
                var literals = string.Join(", ", request.NeedleNames ?? request.DistinctNeedles.Select(n => SyntaxFactory.Literal(n).Text));
                arguments.Add(Collection(literals, options));
                if (symbols.StringComparison is not null)
                {
                    arguments.Add(generator.MemberAccessExpression(generator.TypeExpression(symbols.StringComparison).WithAdditionalAnnotations(Simplifier.Annotation), request.Comparison ?? "Ordinal"));
                }

                break;
        }

        return (ExpressionSyntax)generator.InvocationExpression(factory, arguments);
    }

    // [a, b] from C# 12, else new[] { a, b }.
    private static ExpressionSyntax Collection(string elements, CSharpParseOptions options) =>
        (int)options.LanguageVersion >= 1200
            ? SyntaxFactory.ParseExpression("[" + elements + "]", options: options)
            : SyntaxFactory.ParseExpression("new[] { " + elements + " }", options: options);

    private static ExpressionSyntax ByteSet(string values, CSharpParseOptions options)
    {
        var printable = values.All(c => c < 0x80);
        if (printable && options.LanguageVersion >= LanguageVersion.CSharp11)
        {
            return SyntaxFactory.ParseExpression(SyntaxFactory.Literal(values).Text + "u8", options: options);
        }

        var builder = new StringBuilder("new byte[] { ");
        for (var i = 0; i < values.Length; i++)
        {
            builder.Append(i == 0 ? string.Empty : ", ");
            var c = values[i];
            builder.Append(c >= 0x20 && c < 0x7F && c != '\'' && c != '\\' ? "(byte)'" + c + "'" : "0x" + ((int)c).ToString("X2", System.Globalization.CultureInfo.InvariantCulture));
        }

        builder.Append(" }");
        return SyntaxFactory.ParseExpression(builder.ToString(), options: options);
    }

    private static string Distinct(string values)
    {
        var builder = new StringBuilder(values.Length);
        foreach (var c in values)
        {
            if (builder.ToString().IndexOf(c) < 0)
            {
                builder.Append(c);
            }
        }

        return builder.ToString();
    }

    /// <summary>A span that is a dictionary key without a dependency on its text.</summary>
    private readonly struct TextSpan2 : IEquatable<TextSpan2>
    {
        public TextSpan2(int start, int length)
        {
            Start = start;
            Length = length;
        }

        public int Start { get; }

        public int Length { get; }

        public bool Equals(TextSpan2 other) => Start == other.Start && Length == other.Length;

        public override bool Equals(object? obj) => obj is TextSpan2 other && Equals(other);

        public override int GetHashCode() => (Start * 397) ^ Length;
    }

    /// <summary>The SearchValues fields of one type: those it has, those the fix adds, and every name in use.</summary>
    private sealed class TypePlan
    {
        private readonly HashSet<string> _names;
        private readonly string _prefix;

        private TypePlan(HashSet<string> names, string prefix)
        {
            _names = names;
            _prefix = prefix;
        }

        /// <summary>Set key to field name, for existing and new fields.</summary>
        public Dictionary<string, string> Fields { get; } = new(StringComparer.Ordinal);

        public static TypePlan Create(INamedTypeSymbol type, SearchValuesFixApis symbols, CancellationToken cancellationToken)
        {
            var names = new HashSet<string>(StringComparer.Ordinal) { type.Name };
            for (var current = type; current is not null; current = current.BaseType)
            {
                foreach (var member in current.GetMembers())
                {
                    names.Add(member.Name);
                }
            }

            foreach (var parameter in type.TypeParameters)
            {
                names.Add(parameter.Name);
            }

            var plan = new TypePlan(names, NewMemberNames.StaticFieldPrefix(type, fallbackPrefix: "s_"));
            foreach (var reference in type.DeclaringSyntaxReferences)
            {
                // Every identifier the type's code uses: a new field must not be shadowed by a local or parameter.
                NewMemberNames.AddIdentifiers(reference.GetSyntax(cancellationToken), names);
            }

            foreach (var member in type.GetMembers())
            {
                if (member is IFieldSymbol { IsStatic: true, IsReadOnly: true, Type: INamedTypeSymbol fieldType } field
                    && SymbolEqualityComparer.Default.Equals(fieldType.OriginalDefinition, symbols.SearchValuesOfT)
                    && TryReadExistingSet(field, fieldType, symbols, cancellationToken) is { } key)
                {
                    plan.Fields[key] = field.Name;
                }
            }

            return plan;
        }

        public string NewName(SetRequest request, SyntaxNode use, SemanticModel model, CancellationToken cancellationToken)
        {
            var baseName = FieldNaming.BaseName(request, use, model, cancellationToken);
            var unique = NewMemberNames.FirstFree(
                _names.Contains,
                NewMemberNames.Spell(_prefix, baseName),
                NewMemberNames.Spell(_prefix, baseName + "SearchValues"));
            _names.Add(unique);
            return unique;
        }

        // static readonly SearchValues<T> s_x = SearchValues.Create(<constants>[, StringComparison.X]);
        private static string? TryReadExistingSet(IFieldSymbol field, INamedTypeSymbol fieldType, SearchValuesFixApis symbols, CancellationToken cancellationToken)
        {
            if (field.DeclaringSyntaxReferences.Length != 1
                || field.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is not VariableDeclaratorSyntax { Initializer.Value: { } value }
                || fieldType.TypeArguments.Length != 1)
            {
                return null;
            }

            var model = symbols.Compilation.GetSemanticModel(value.SyntaxTree);
            if (model.GetOperation(value, cancellationToken) is not IInvocationOperation { TargetMethod.Name: "Create", Arguments.Length: >= 1 } create
                || !SymbolEqualityComparer.Default.Equals(create.TargetMethod.ContainingType, symbols.SearchValues))
            {
                return null;
            }

            var element = fieldType.TypeArguments[0].SpecialType;
            switch (element)
            {
                case SpecialType.System_Char:
                case SpecialType.System_Byte:
                    return create.Arguments.Length == 1 && ConstantSets.TryGetElements(create.Arguments[0].Value, element, out var values, out _)
                        ? SetRequest.Create(element == SpecialType.System_Char ? ConstantSets.CharKind : ConstantSets.ByteKind, values, null).Key
                        : null;
                case SpecialType.System_String:
                    if (create.Arguments.Length != 2
                        || !ConstantSets.TryGetStrings(create.Arguments[0].Value, out var needles, out _)
                        || SearchValuesApis.GetOrdinalComparison(create.Arguments[1].Value) is not { } comparison)
                    {
                        return null;
                    }

                    return SetRequest.Create(ConstantSets.StringKind, needles, SearchValuesApis.ComparisonName(comparison)).Key;
                default:
                    return null;
            }
        }
    }
}
