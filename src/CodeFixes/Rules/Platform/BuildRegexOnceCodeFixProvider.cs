using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Globalization;
using System.Linq;
using System.Text;
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

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1003: the regex is built once. With the generator (.NET 7), a <c>[GeneratedRegex(pattern, options)] private
/// static partial Regex NameRegex();</c> method at the end of the type (<c>partial</c> added to the type and the types
/// around it), and the call goes through it: <c>Regex.IsMatch(input, pattern)</c> becomes
/// <c>NameRegex().IsMatch(input)</c>, <c>new Regex(pattern)</c> becomes <c>NameRegex()</c>;
/// <c>RegexOptions.Compiled</c> is dropped (the generated code is compiled already). Without it, a <c>private static
/// readonly Regex</c> field with the same options after the type's fields, used in place of the <c>new Regex(...)</c>,
/// or the private readonly instance field it initializes made static. The pattern is written as the code wrote it when
/// that is literals and constant fields, else as a literal; the name comes from the constant holding the pattern, else
/// from the member using it. Sites in one type with the same pattern and options share one method or field, an existing
/// one included.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(BuildRegexOnceCodeFixProvider)), Shared]
public sealed class BuildRegexOnceCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.BuildRegexOnce.NeedsImport");

    private static readonly (string Name, int Value)[] s_options =
    {
        ("IgnoreCase", 1),
        ("Multiline", 2),
        ("ExplicitCapture", 4),
        ("Compiled", 8),
        ("Singleline", 16),
        ("IgnorePatternWhitespace", 32),
        ("RightToLeft", 64),
        ("ECMAScript", 256),
        ("CultureInvariant", 512),
    };

    private const int Compiled = 8;

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.BuildRegexOnce);

    // Sites in one type share the method or field they add, and every site of a type adds to it: Fix All edits a
    // document once, with all of its sites.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(BuildRegexOnceCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        // One site uses a member the type has, or one made or added for it (never hidden at the site: UniqueName checks).
        if (Site.Find(root, model, diagnostic, cancellationToken) is not { } site
            || (!site.Generated && CreatesItselfStatically(site, model, cancellationToken))
            || IsHiddenAt(site, Existing(site, FixedOptions(site), model, cancellationToken), model))
        {
            return null;
        }

        return CodeAction.Create(
            site.Generated ? "Use a [GeneratedRegex] method" : "Keep the Regex in a static readonly field",
            ct => FixAsync(document, root, model, new[] { site }, ct),
            equivalenceKey: nameof(BuildRegexOnceCodeFixProvider));
    }

    private static Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        // Whether a type creates itself statically is asked once per type, not once per site.
        var sites = new List<Site>();
        var selfCreating = new Dictionary<SyntaxNode, bool>();
        foreach (var diagnostic in diagnostics.OrderBy(d => d.Location.SourceSpan.Start))
        {
            if (Site.Find(root, model, diagnostic, cancellationToken) is { } site
                && (site.Generated || !CreatesItselfStatically(site, model, selfCreating, cancellationToken)))
            {
                sites.Add(site);
            }
        }

        return FixAsync(document, root, model, sites, cancellationToken);
    }

    /// <summary>
    /// Rewrites <paramref name="sites"/>, each already found fixable: not a static field of a type that creates itself
    /// statically (a static field read while a static initializer builds an instance of the type may not be set yet).
    /// </summary>
    private static async Task<Document> FixAsync(Document document, SyntaxNode root, SemanticModel model, IReadOnlyList<Site> sites, CancellationToken cancellationToken)
    {
        var lineBreak = LineBreaks.Of(document, await document.GetTextAsync(cancellationToken).ConfigureAwait(false));
        var marks = new NodeMarks();

        // What each site becomes, and what each type gains, decided on the original tree.
        var names = new Dictionary<(SyntaxNode Type, bool Generated, string Pattern, int Options), string>();
        var taken = new HashSet<(SyntaxNode Type, string Name)>();
        var edits = new List<(SyntaxAnnotation Site, Site Info, string Name)>();
        var added = new Dictionary<SyntaxAnnotation, List<MemberDeclarationSyntax>>();
        var partials = new HashSet<SyntaxAnnotation>();
        var constants = new HashSet<SyntaxAnnotation>();
        var madeStatic = new HashSet<SyntaxAnnotation>();
        foreach (var site in sites)
        {
            var options = FixedOptions(site);
            var key = (site.Type, site.Generated, site.Pattern, options);
            if (!names.TryGetValue(key, out var name))
            {
                name = Existing(site, options, model, cancellationToken);
                if (name is null && !site.Generated && FieldToMakeStatic(site, model, cancellationToken) is { } field)
                {
                    // The instance field the regex is built for becomes the static field: nothing to add or rename.
                    madeStatic.Add(marks.Mark(field));
                    names.Add(key, field.Declaration.Variables[0].Identifier.ValueText);
                    continue;
                }

                if (name is null)
                {
                    name = UniqueName(site, model, taken, cancellationToken);
                    taken.Add((site.Type, name));
                    var member = site.Generated ? GeneratedMethod(site, name, options, lineBreak) : Field(site, name, options, lineBreak);
                    if (member is null)
                    {
                        continue;
                    }

                    var typeMark = marks.Mark(site.Type);
                    if (!added.TryGetValue(typeMark, out var list))
                    {
                        added.Add(typeMark, list = new List<MemberDeclarationSyntax>());
                    }

                    list.Add(member);
                }

                names.Add(key, name);
            }

            // A site that reuses a member (made static, already there, or added for another site) may have a local or
            // parameter of its name in scope, which the rewritten call would read instead.
            if (IsHiddenAt(site, name, model))
            {
                continue;
            }

            if (site.Generated)
            {
                foreach (var type in site.Type.AncestorsAndSelf().OfType<TypeDeclarationSyntax>())
                {
                    partials.Add(marks.Mark(type));
                }
            }

            edits.Add((marks.Mark(site.Node), site, name));
            foreach (var constant in site.Constants)
            {
                constants.Add(marks.Mark(constant));
            }
        }

        if (edits.Count == 0 && madeStatic.Count == 0)
        {
            return document;
        }

        root = marks.Apply(root);
        foreach (var (annotation, site, name) in edits)
        {
            if (NodeMarks.Find<ExpressionSyntax>(root, annotation) is { } node)
            {
                root = ReplaceSite(root, node, site, name);
            }
        }

        foreach (var annotation in madeStatic)
        {
            if (NodeMarks.Find<FieldDeclarationSyntax>(root, annotation) is { } field)
            {
                root = root.ReplaceNode(field, StaticFields.WithStatic(field));
            }
        }

        foreach (var annotation in constants)
        {
            if (NodeMarks.Find<VariableDeclaratorSyntax>(root, annotation) is { } declarator)
            {
                root = LocalConstants.RemoveIfUnused(root, declarator);
            }
        }

        foreach (var pair in added)
        {
            if (NodeMarks.Find<TypeDeclarationSyntax>(root, pair.Key) is { } type)
            {
                root = root.ReplaceNode(type, AddMembers(type, pair.Value, lineBreak));
            }
        }

        foreach (var annotation in partials)
        {
            if (NodeMarks.Find<TypeDeclarationSyntax>(root, annotation) is { } type && !type.Modifiers.Any(SyntaxKind.PartialKeyword))
            {
                root = root.ReplaceNode(type, AddPartial(type));
            }
        }

        var fixedDocument = document.WithSyntaxRoot(root);
        fixedDocument = await Imports.AddUsingWhereNeededAsync(fixedDocument, s_needsImport, "System.Text.RegularExpressions", "System.Text.RegularExpressions.Regex", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(fixedDocument, cancellationToken).ConfigureAwait(false);
    }

    /// <summary><c>Regex.IsMatch(input, pattern)</c> to <c>Name().IsMatch(input)</c>; <c>new Regex(pattern)</c> to <c>Name()</c> or the field.</summary>
    private static SyntaxNode ReplaceSite(SyntaxNode root, ExpressionSyntax node, Site site, string name)
    {
        ExpressionSyntax regex = site.Generated
            ? SyntaxFactory.InvocationExpression(SyntaxFactory.IdentifierName(name))
            : SyntaxFactory.IdentifierName(name);
        if (node is InvocationExpressionSyntax call)
        {
            var method = call.Expression switch
            {
                MemberAccessExpressionSyntax access => access.Name,
                SimpleNameSyntax simple => simple,
                _ => null,
            };
            if (method is null)
            {
                return root;
            }

            var kept = new List<ArgumentSyntax>();
            for (var i = 0; i < call.ArgumentList.Arguments.Count; i++)
            {
                if (!site.Dropped.Contains(i))
                {
                    kept.Add(call.ArgumentList.Arguments[i]);
                }
            }

            var replacement = SyntaxFactory.InvocationExpression(
                    SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, regex, method.WithoutTrivia()),
                    call.ArgumentList.WithArguments(SyntaxFactory.SeparatedList(kept)))
                .WithTriviaFrom(call);
            return root.ReplaceNode(call, replacement);
        }

        ExpressionSyntax replaced = node;
        while (replaced.Parent is ParenthesizedExpressionSyntax parenthesized)
        {
            replaced = parenthesized;
        }

        return root.ReplaceNode(replaced, regex.WithTriviaFrom(replaced));
    }

    /// <summary>
    /// The field whose initializer the site is, when it can simply become static (the field the fix would add, under
    /// the name the code already reads): a private readonly instance field declared alone, read only by its simple name
    /// in its type (no <c>this.</c> or <c>other.</c>, no assignment in a constructor, no <c>ref</c>), in every part of
    /// the type.
    /// </summary>
    private static FieldDeclarationSyntax? FieldToMakeStatic(Site site, SemanticModel model, CancellationToken cancellationToken)
    {
        if (StaticFields.InitializedBy(site.Node, site.Type) is not { } field
            || model.GetDeclaredSymbol(field.Declaration.Variables[0], cancellationToken) is not IFieldSymbol symbol
            || !SymbolEqualityComparer.Default.Equals(symbol.Type, site.Regex))
        {
            return null;
        }

        foreach (var reference in symbol.ContainingType.DeclaringSyntaxReferences)
        {
            var typeSyntax = reference.GetSyntax(cancellationToken);
            var typeModel = typeSyntax.SyntaxTree == model.SyntaxTree ? model : model.Compilation.GetSemanticModel(typeSyntax.SyntaxTree);
            foreach (var node in typeSyntax.DescendantNodes())
            {
                if (node is IdentifierNameSyntax name
                    && name.Identifier.ValueText == symbol.Name
                    && SymbolEqualityComparer.Default.Equals(typeModel.GetSymbolInfo(name, cancellationToken).Symbol, symbol)
                    && !StaticFields.IsReadByName(name))
                {
                    return null;
                }
            }
        }

        return field;
    }

    // The options the new member is built with: a generated regex is compiled already.
    private static int FixedOptions(Site site) => site.Generated ? site.Options & ~Compiled : site.Options;

    private static bool IsHiddenAt(Site site, string? name, SemanticModel model) =>
        name is not null
        && model.LookupSymbols(site.Node.SpanStart, name: name).Any(static symbol => symbol is ILocalSymbol or IParameterSymbol or IRangeVariableSymbol);

    /// <summary>
    /// <see cref="CreatesItselfStatically(Site, SemanticModel, CancellationToken)"/>, asked once per type: Fix All
    /// has many sites in few types.
    /// </summary>
    private static bool CreatesItselfStatically(Site site, SemanticModel model, Dictionary<SyntaxNode, bool> known, CancellationToken cancellationToken)
    {
        if (!known.TryGetValue(site.Type, out var creates))
        {
            known.Add(site.Type, creates = CreatesItselfStatically(site, model, cancellationToken));
        }

        return creates;
    }

    /// <summary>
    /// True when a static field or property initializer of the type creates an instance of it (a singleton's
    /// <c>Instance = new C()</c>) or calls a method of it (a factory): initializers run in the order of the text, and the instance's code would read the
    /// static regex field before its own initializer ran.
    /// </summary>
    private static bool CreatesItselfStatically(Site site, SemanticModel model, CancellationToken cancellationToken)
    {
        if (model.GetDeclaredSymbol(site.Type, cancellationToken) is not INamedTypeSymbol type)
        {
            return true;
        }

        foreach (var member in type.GetMembers())
        {
            if (!member.IsStatic || member is not (IFieldSymbol or IPropertySymbol))
            {
                continue;
            }

            foreach (var reference in member.DeclaringSyntaxReferences)
            {
                var syntax = reference.GetSyntax(cancellationToken);
                SyntaxNode? initializer = syntax switch
                {
                    VariableDeclaratorSyntax variable => variable.Initializer,
                    PropertyDeclarationSyntax property => property.Initializer,
                    _ => null,
                };
                if (initializer is null)
                {
                    continue;
                }

                var initializerModel = syntax.SyntaxTree == model.SyntaxTree ? model : model.Compilation.GetSemanticModel(syntax.SyntaxTree);
                foreach (var node in initializer.DescendantNodesAndSelf())
                {
                    // new C(), new C<int>(), or a method of the type that may build one (IParser Default = Create()).
                    if ((node is BaseObjectCreationExpressionSyntax creation
                            && SymbolEqualityComparer.Default.Equals(initializerModel.GetTypeInfo(creation, cancellationToken).Type?.OriginalDefinition, type))
                        || (node is InvocationExpressionSyntax call
                            && SymbolEqualityComparer.Default.Equals(initializerModel.GetSymbolInfo(call, cancellationToken).Symbol?.ContainingType?.OriginalDefinition, type)))
                    {
                        return true;
                    }
                }
            }
        }

        return false;
    }

    /// <summary>The name of a method (or field) the type has already for this pattern and these options.</summary>
    private static string? Existing(Site site, int options, SemanticModel model, CancellationToken cancellationToken)
    {
        if (model.GetDeclaredSymbol(site.Type, cancellationToken) is not INamedTypeSymbol type)
        {
            return null;
        }

        var generatedRegex = model.Compilation.GetTypeByMetadataName("System.Text.RegularExpressions.GeneratedRegexAttribute");
        foreach (var member in type.GetMembers())
        {
            if (site.Generated
                && member is IMethodSymbol { IsStatic: true, IsPartialDefinition: true, Parameters.Length: 0, TypeParameters.Length: 0 } method
                && SymbolEqualityComparer.Default.Equals(method.ReturnType, site.Regex))
            {
                foreach (var attribute in method.GetAttributes())
                {
                    if (SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, generatedRegex)
                        && attribute.NamedArguments.Length == 0
                        && attribute.ConstructorArguments.Length is 1 or 2
                        && attribute.ConstructorArguments[0].Value is string pattern
                        && pattern == site.Pattern
                        && (attribute.ConstructorArguments.Length == 1 ? 0 : attribute.ConstructorArguments[1].Value is int value ? value & ~Compiled : -1) == options)
                    {
                        return method.Name;
                    }
                }
            }
            else if (!site.Generated
                && member is IFieldSymbol { IsStatic: true, IsReadOnly: true } field
                && SymbolEqualityComparer.Default.Equals(field.Type, site.Regex)
                && field.DeclaringSyntaxReferences.Length == 1
                && field.DeclaringSyntaxReferences[0].SyntaxTree == model.SyntaxTree
                && field.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is VariableDeclaratorSyntax { Initializer.Value: { } initializer }
                && model.GetOperation(initializer, cancellationToken) is IObjectCreationOperation creation
                && BuildRegexOnceAnalyzer.ReadConstants(creation.Arguments) is { } constants
                && constants.Pattern == site.Pattern
                && constants.Options == options)
            {
                return field.Name;
            }
        }

        return null;
    }

    /// <summary>
    /// A name free in the type and at the site (a local of that name would hide it there): from the constant holding the
    /// pattern, else from the member the site is in; the field's spelled as the type's other private fields are.
    /// </summary>
    private static string UniqueName(Site site, SemanticModel model, HashSet<(SyntaxNode Type, string Name)> taken, CancellationToken cancellationToken)
    {
        // The constant holding the pattern, else the member using it, without a suffix that says regex (YearRegex gives
        // Year, and a field named _regex nothing); else Pattern.
        var stem = Stem(site.NameHint);
        if (stem.Length == 0)
        {
            stem = Stem(MemberName(site, model, cancellationToken));
        }

        if (stem.Length == 0)
        {
            stem = "Pattern";
        }

        string baseName;
        if (site.Generated)
        {
            baseName = stem + "Regex";
        }
        else
        {
            var camel = char.ToLowerInvariant(stem[0]) + stem.Substring(1) + "Regex";
            baseName = model.GetDeclaredSymbol(site.Type, cancellationToken) is INamedTypeSymbol type
                ? NewMemberNames.StaticField(type, camel, fallbackPrefix: string.Empty)
                : stem + "Regex";
        }

        var typePosition = site.Type.OpenBraceToken.Span.End;
        return NewMemberNames.FirstFree(
            name => taken.Contains((site.Type, name))
                || model.LookupSymbols(typePosition, name: name).Length > 0
                || model.LookupSymbols(site.Node.SpanStart, name: name).Length > 0
                || SyntaxFacts.GetKeywordKind(name) != SyntaxKind.None,
            baseName);
    }

    private static string Stem(string name)
    {
        var stem = NewMemberNames.Pascal(name);
        foreach (var suffix in new[] { "RegexPattern", "Pattern", "Regex", "Expression" })
        {
            if (stem.EndsWith(suffix, System.StringComparison.Ordinal))
            {
                return stem.Substring(0, stem.Length - suffix.Length);
            }
        }

        return stem;
    }

    private static string MemberName(Site site, SemanticModel model, CancellationToken cancellationToken)
    {
        var member = EnclosingMember.Of(model, site.Node.SpanStart, cancellationToken);
        return member switch
        {
            IMethodSymbol { AssociatedSymbol: { } property } => property.Name,
            IMethodSymbol { MethodKind: MethodKind.Ordinary } method => method.Name,
            IMethodSymbol { MethodKind: MethodKind.Constructor } constructor => constructor.ContainingType.Name,
            IFieldSymbol or IPropertySymbol => member.Name,
            _ => string.Empty,
        };
    }

    /// <summary><c>[GeneratedRegex(pattern, options)] private static partial Regex Name();</c>, a blank line before it.</summary>
    private static MemberDeclarationSyntax? GeneratedMethod(Site site, string name, int options, string lineBreak)
    {
        var arguments = new List<AttributeArgumentSyntax> { SyntaxFactory.AttributeArgument(site.PatternSyntax.WithoutTrivia()) };
        if (options != 0)
        {
            if (OptionsSyntax(options) is not { } optionsSyntax)
            {
                return null;
            }

            arguments.Add(SyntaxFactory.AttributeArgument(optionsSyntax));
        }

        var attribute = SyntaxFactory.Attribute(RegexName("GeneratedRegex"), SyntaxFactory.AttributeArgumentList(SyntaxFactory.SeparatedList(arguments)));
        return SyntaxFactory.MethodDeclaration(RegexName("Regex"), SyntaxFactory.Identifier(name))
            .WithAttributeLists(SyntaxFactory.SingletonList(SyntaxFactory.AttributeList(SyntaxFactory.SingletonSeparatedList(attribute))))
            .WithModifiers(SyntaxFactory.TokenList(
                SyntaxFactory.Token(SyntaxKind.PrivateKeyword),
                SyntaxFactory.Token(SyntaxKind.StaticKeyword),
                SyntaxFactory.Token(SyntaxKind.PartialKeyword)))
            .WithSemicolonToken(SyntaxFactory.Token(SyntaxKind.SemicolonToken))
            .WithLeadingTrivia(SyntaxFactory.EndOfLine(lineBreak))
            .WithTrailingTrivia(SyntaxFactory.EndOfLine(lineBreak))
            .WithAdditionalAnnotations(Formatter.Annotation);
    }

    /// <summary><c>private static readonly Regex Name = new Regex(pattern, options);</c>: the options as the code wrote them.</summary>
    private static MemberDeclarationSyntax? Field(Site site, string name, int options, string lineBreak)
    {
        var arguments = new List<ArgumentSyntax> { SyntaxFactory.Argument(site.PatternSyntax.WithoutTrivia()) };
        if (site.OptionsSyntax is { } written)
        {
            arguments.Add(SyntaxFactory.Argument(written.WithoutTrivia()));
        }
        else if (options != 0)
        {
            if (OptionsSyntax(options) is not { } optionsSyntax)
            {
                return null;
            }

            arguments.Add(SyntaxFactory.Argument(optionsSyntax));
        }

        var creation = SyntaxFactory.ObjectCreationExpression(RegexName("Regex"))
            .WithArgumentList(SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments)));
        return SyntaxFactory.FieldDeclaration(
                SyntaxFactory.VariableDeclaration(
                    RegexName("Regex"),
                    SyntaxFactory.SingletonSeparatedList(SyntaxFactory.VariableDeclarator(name).WithInitializer(SyntaxFactory.EqualsValueClause(creation)))))
            .WithModifiers(SyntaxFactory.TokenList(
                SyntaxFactory.Token(SyntaxKind.PrivateKeyword),
                SyntaxFactory.Token(SyntaxKind.StaticKeyword),
                SyntaxFactory.Token(SyntaxKind.ReadOnlyKeyword)))
            .WithTrailingTrivia(SyntaxFactory.EndOfLine(lineBreak))
            .WithAdditionalAnnotations(Formatter.Annotation);
    }

    /// <summary><c>RegexOptions.A | RegexOptions.B</c> for the value, or null when it has bits no option names.</summary>
    private static ExpressionSyntax? OptionsSyntax(int options)
    {
        ExpressionSyntax? expression = null;
        var rest = options;
        foreach (var (name, value) in s_options)
        {
            if ((options & value) == 0)
            {
                continue;
            }

            rest &= ~value;
            var flag = SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, RegexName("RegexOptions"), SyntaxFactory.IdentifierName(name));
            expression = expression is null ? flag : SyntaxFactory.BinaryExpression(SyntaxKind.BitwiseOrExpression, expression, flag);
        }

        return rest == 0 ? expression : null;
    }

    /// <summary><c>global::System.Text.RegularExpressions.<paramref name="name"/></c>, shortened by the simplifier (the using added where the name is free).</summary>
    private static NameSyntax RegexName(string name) =>
        SyntaxFactory.ParseName("global::System.Text.RegularExpressions." + name).WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);

    /// <summary>Generated methods at the end of the type; fields after the type's last field (first, when it has none).</summary>
    private static TypeDeclarationSyntax AddMembers(TypeDeclarationSyntax type, List<MemberDeclarationSyntax> members, string lineBreak)
    {
        var list = type.Members;
        foreach (var member in members)
        {
            if (member is MethodDeclarationSyntax)
            {
                list = list.Add(member);
                continue;
            }

            var index = 0;
            for (var i = 0; i < list.Count; i++)
            {
                if (list[i] is FieldDeclarationSyntax)
                {
                    index = i + 1;
                }
            }

            list = BlankLines.InsertMember(list, index, member, static next => next is FieldDeclarationSyntax, SyntaxFactory.EndOfLine(lineBreak));
        }

        return type.WithMembers(list);
    }

    /// <summary><c>partial</c> last among the modifiers, where the language wants it (a declaration without modifiers gives it the keyword's leading trivia).</summary>
    private static TypeDeclarationSyntax AddPartial(TypeDeclarationSyntax type)
    {
        var partial = SyntaxFactory.Token(SyntaxKind.PartialKeyword).WithTrailingTrivia(SyntaxFactory.Space);
        if (type.Modifiers.Count == 0)
        {
            partial = partial.WithLeadingTrivia(type.Keyword.LeadingTrivia);
            type = type.WithKeyword(type.Keyword.WithLeadingTrivia());
        }

        return type.WithModifiers(type.Modifiers.Add(partial));
    }

    /// <summary>What the fix needs of one reported site, found on the original tree.</summary>
    private sealed class Site
    {
        private Site(ExpressionSyntax node, TypeDeclarationSyntax type, bool generated, string pattern, int options, ExpressionSyntax patternSyntax, ExpressionSyntax? optionsSyntax, HashSet<int> dropped, string nameHint, INamedTypeSymbol regex, List<VariableDeclaratorSyntax> constants)
        {
            Constants = constants;
            Node = node;
            Type = type;
            Generated = generated;
            Pattern = pattern;
            Options = options;
            PatternSyntax = patternSyntax;
            OptionsSyntax = optionsSyntax;
            Dropped = dropped;
            NameHint = nameHint;
            Regex = regex;
        }

        public ExpressionSyntax Node { get; }

        /// <summary>The innermost class, struct or record around the site: it gets the method or field.</summary>
        public TypeDeclarationSyntax Type { get; }

        public bool Generated { get; }

        public string Pattern { get; }

        public int Options { get; }

        /// <summary>The pattern as the code wrote it (literals and constant fields), else a literal.</summary>
        public ExpressionSyntax PatternSyntax { get; }

        /// <summary>The options as the code wrote them, when that can be moved (for the field), else null.</summary>
        public ExpressionSyntax? OptionsSyntax { get; }

        /// <summary>The positions of the pattern and options arguments in a static call's argument list.</summary>
        public HashSet<int> Dropped { get; }

        /// <summary>The name of the constant holding the pattern, or empty.</summary>
        public string NameHint { get; }

        public INamedTypeSymbol Regex { get; }

        /// <summary>The local constants the pattern and options read: the fix removes those it leaves unused.</summary>
        public List<VariableDeclaratorSyntax> Constants { get; }

        public static Site? Find(SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
        {
            if (!diagnostic.Properties.TryGetValue(BuildRegexOnceAnalyzer.KindKey, out var kind)
                || !diagnostic.Properties.TryGetValue(BuildRegexOnceAnalyzer.PatternKey, out var pattern)
                || pattern is null
                || !diagnostic.Properties.TryGetValue(BuildRegexOnceAnalyzer.OptionsKey, out var optionsText)
                || !int.TryParse(optionsText, NumberStyles.Integer, CultureInfo.InvariantCulture, out var options)
                || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ExpressionSyntax node
                || node.Span != diagnostic.Location.SourceSpan
                || node.FirstAncestorOrSelf<TypeDeclarationSyntax>() is not { } type
                || type is InterfaceDeclarationSyntax
                || model.GetOperation(node, cancellationToken) is not { } operation)
            {
                return null;
            }

            var (arguments, regex) = operation switch
            {
                IInvocationOperation invocation => (invocation.Arguments, invocation.TargetMethod.ContainingType),
                IObjectCreationOperation creation => (creation.Arguments, creation.Type as INamedTypeSymbol),
                _ => (ImmutableArray<IArgumentOperation>.Empty, null),
            };
            if (regex is null || arguments.IsEmpty)
            {
                return null;
            }

            var argumentList = node switch
            {
                InvocationExpressionSyntax call => call.ArgumentList,
                BaseObjectCreationExpressionSyntax creation => creation.ArgumentList,
                _ => null,
            };
            ExpressionSyntax? patternSyntax = null;
            ExpressionSyntax? optionsSyntax = null;
            var nameHint = string.Empty;
            var dropped = new HashSet<int>();
            var constants = new List<VariableDeclaratorSyntax>();
            foreach (var argument in arguments)
            {
                if (argument.Parameter?.Name is not ("pattern" or "options") || argument.Syntax is not ArgumentSyntax argumentSyntax)
                {
                    continue;
                }

                if (argumentList is not null && argumentList.Arguments.IndexOf(argumentSyntax) is var index and >= 0)
                {
                    dropped.Add(index);
                }

                foreach (var descendant in argument.Value.DescendantsAndSelf())
                {
                    if (descendant is ILocalReferenceOperation { Local: { IsConst: true } local }
                        && local.DeclaringSyntaxReferences.Length == 1
                        && local.DeclaringSyntaxReferences[0].SyntaxTree == node.SyntaxTree
                        && local.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is VariableDeclaratorSyntax declarator)
                    {
                        constants.Add(declarator);
                    }
                }

                var movable = IsMovable(argument.Value);
                if (argument.Parameter.Name == "pattern")
                {
                    patternSyntax = movable ? argumentSyntax.Expression : Literal(pattern);
                    nameHint = argument.Value.WithoutImplicitConversions() switch
                    {
                        IFieldReferenceOperation { Field.IsConst: true } field => field.Field.Name,
                        ILocalReferenceOperation { Local.IsConst: true } local => local.Local.Name,
                        _ => string.Empty,
                    };
                }
                else if (movable)
                {
                    optionsSyntax = argumentSyntax.Expression;
                }
            }

            if (patternSyntax is null)
            {
                return null;
            }

            var generated = kind == BuildRegexOnceAnalyzer.GeneratedKind;
            return new Site(node, type, generated, pattern, options, patternSyntax, optionsSyntax, dropped, nameHint, regex, constants);
        }

        /// <summary>
        /// The argument can be written in the new member as it is: literals, constant fields (the member is in the type the
        /// code is in, where the same names mean the same fields), <c>+</c> and <c>|</c> of those.
        /// </summary>
        private static bool IsMovable(IOperation operation)
        {
            switch (operation)
            {
                case IConversionOperation conversion:
                    return IsMovable(conversion.Operand);
                case ILiteralOperation:
                case IFieldReferenceOperation { Field.IsConst: true, Instance: null }:
                    return true;
                case IBinaryOperation { OperatorKind: BinaryOperatorKind.Add or BinaryOperatorKind.Or } binary:
                    return IsMovable(binary.LeftOperand) && IsMovable(binary.RightOperand);
                default:
                    return false;
            }
        }

        /// <summary>The pattern as a literal: verbatim when it has backslashes or quotes and no control characters.</summary>
        private static ExpressionSyntax Literal(string pattern)
        {
            var verbatim = pattern.IndexOfAny(new[] { '\\', '"' }) >= 0 && !pattern.Any(c => char.IsControl(c) || c is '\u2028' or '\u2029' or '\u0085');
            var text = verbatim ? "@\"" + pattern.Replace("\"", "\"\"") + "\"" : SymbolDisplay.FormatLiteral(pattern, quote: true);
            return SyntaxFactory.LiteralExpression(SyntaxKind.StringLiteralExpression, SyntaxFactory.Literal(text, pattern));
        }
    }
}
