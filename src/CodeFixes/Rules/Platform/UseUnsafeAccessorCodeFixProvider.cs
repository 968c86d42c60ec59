using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
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

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1001: an <c>[UnsafeAccessor]</c> method for the field at the end of the calling type,
/// <c>[UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_count")] private static extern ref int GetCount(Counter counter);</c>
/// (<c>StaticField</c> and a <c>null</c> object for a static field), and each call through it: <c>(int)fi.GetValue(c)</c>
/// to <c>GetCount(c)</c>, <c>fi.SetValue(c, 5)</c> to <c>GetCount(c) = 5</c>. One accessor per field and type, an
/// existing one reused; a private field that kept the <c>FieldInfo</c> is removed when the fix rewrites all its uses.
/// The <c>using</c> for <c>System.Runtime.CompilerServices</c> is added where the file places them.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseUnsafeAccessorCodeFixProvider)), Shared]
public sealed class UseUnsafeAccessorCodeFixProvider : CodeFixProvider
{
    private const string CompilerServices = "System.Runtime.CompilerServices";

    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.UseUnsafeAccessor.NeedsImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseUnsafeAccessor);

    // Accessors are shared by the calls of a type and a cached FieldInfo goes with its last use: each document is edited once.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseUnsafeAccessorCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (Find(root, model, diagnostic, cancellationToken) is not { } access)
        {
            return null;
        }

        return CodeAction.Create(
            "Use an [UnsafeAccessor] method for '" + access.Field.Name + "'",
            ct => FixAsync(document, root, model, new[] { access }, ct),
            equivalenceKey: nameof(UseUnsafeAccessorCodeFixProvider));
    }

    private static Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var accesses = new List<UseUnsafeAccessorAnalyzer.FieldAccess>();
        foreach (var diagnostic in diagnostics.OrderBy(d => d.Location.SourceSpan.Start))
        {
            if (Find(root, model, diagnostic, cancellationToken) is { } access)
            {
                accesses.Add(access);
            }
        }

        return FixAsync(document, root, model, accesses, cancellationToken);
    }

    private static UseUnsafeAccessorAnalyzer.FieldAccess? Find(SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (UseUnsafeAccessorAnalyzer.UseUnsafeAccessorApis.Find(model.Compilation) is not { } symbols
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } call
            || model.GetOperation(call, cancellationToken) is not IInvocationOperation invocation)
        {
            return null;
        }

        return UseUnsafeAccessorAnalyzer.Match(invocation, symbols, cancellationToken);
    }

    private static async Task<Document> FixAsync(Document document, SyntaxNode root, SemanticModel model, IReadOnlyList<UseUnsafeAccessorAnalyzer.FieldAccess> accesses, CancellationToken cancellationToken)
    {
        if (accesses.Count == 0 || UseUnsafeAccessorAnalyzer.UseUnsafeAccessorApis.Find(model.Compilation) is not { } symbols)
        {
            return document;
        }

        var lineBreak = LineBreaks.Of(document, await document.GetTextAsync(cancellationToken).ConfigureAwait(false));
        var marks = new NodeMarks();

        // What each call becomes and what each type gains, decided on the original tree.
        var names = new Dictionary<(SyntaxNode Type, IFieldSymbol Field), string>(new TypeAndField());
        var taken = new HashSet<(SyntaxNode Type, string Name)>();
        var added = new Dictionary<SyntaxAnnotation, List<MemberDeclarationSyntax>>();
        var edits = new List<(SyntaxAnnotation Node, int Length, UseUnsafeAccessorAnalyzer.FieldAccess Access, string Name)>();
        var rewritten = new HashSet<SyntaxNode>();
        var caches = new List<IFieldSymbol>();
        foreach (var access in accesses)
        {
            var key = (access.Declaration, access.Field);
            if (!names.TryGetValue(key, out var name))
            {
                name = Existing(access, symbols, model, cancellationToken);
                if (name is null)
                {
                    name = UniqueName(access, model, taken, cancellationToken);
                    taken.Add((access.Declaration, name));
                    var typeMark = marks.Mark(access.Declaration);
                    if (!added.TryGetValue(typeMark, out var list))
                    {
                        added.Add(typeMark, list = new List<MemberDeclarationSyntax>());
                    }

                    list.Add(Accessor(access, name, model, lineBreak));
                }

                names.Add(key, name);
            }

            edits.Add((marks.Mark(access.Replaced), access.Replaced.Span.Length, access, name));
            rewritten.Add(access.Invocation.Syntax);
            if (access.Cache is { } cache && !caches.Contains(cache, SymbolEqualityComparer.Default))
            {
                caches.Add(cache);
            }
        }

        var removed = new List<SyntaxAnnotation>();
        foreach (var cache in caches)
        {
            if (UnusedAfter(cache, rewritten, root.SyntaxTree, model.Compilation, cancellationToken) is { } declaration)
            {
                removed.Add(marks.Mark(declaration));
            }
        }

        root = marks.Apply(root);

        // A call inside another's arguments is rewritten first (its node is the shorter); the outer one then takes it as written.
        foreach (var (annotation, _, access, name) in edits.OrderBy(e => e.Length))
        {
            if (NodeMarks.Find<ExpressionSyntax>(root, annotation) is { } node && Rewrite(node, access, name) is { } replacement)
            {
                root = root.ReplaceNode(node, replacement);
            }
        }

        foreach (var annotation in removed)
        {
            if (NodeMarks.Find<FieldDeclarationSyntax>(root, annotation) is { } field)
            {
                root = BlankLines.RemoveMember(root, field);
            }
        }

        foreach (var pair in added)
        {
            if (NodeMarks.Find<TypeDeclarationSyntax>(root, pair.Key) is { } type)
            {
                root = root.ReplaceNode(type, type.WithMembers(type.Members.AddRange(pair.Value)));
            }
        }

        var fixedDocument = document.WithSyntaxRoot(root);
        fixedDocument = await Imports.AddUsingWhereNeededAsync(fixedDocument, s_needsImport, CompilerServices, CompilerServices + ".UnsafeAccessorAttribute", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(fixedDocument, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>
    /// <c>Name(o)</c> (with a <c>!</c> where the cast said not null) for a read, <c>Name(o) = value</c> for a write, from
    /// <paramref name="node"/> as it is now (calls in its arguments may be rewritten already).
    /// </summary>
    private static ExpressionSyntax? Rewrite(ExpressionSyntax node, UseUnsafeAccessorAnalyzer.FieldAccess access, string name)
    {
        // Through the parentheses and '!' around the call, and the cast.
        var inner = node;
        while (inner is ParenthesizedExpressionSyntax or PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.SuppressNullableWarningExpression } or CastExpressionSyntax)
        {
            inner = inner switch
            {
                ParenthesizedExpressionSyntax parenthesized => parenthesized.Expression,
                CastExpressionSyntax cast => cast.Expression,
                _ => ((PostfixUnaryExpressionSyntax)inner).Operand,
            };
        }

        if (inner is not InvocationExpressionSyntax call)
        {
            return null;
        }

        var originalArguments = ((InvocationExpressionSyntax)access.Invocation.Syntax).ArgumentList.Arguments;
        var arguments = call.ArgumentList.Arguments;
        ExpressionSyntax target = SyntaxFactory.LiteralExpression(SyntaxKind.NullLiteralExpression);
        if (access.Target?.Parent is ArgumentSyntax targetArgument)
        {
            target = arguments[originalArguments.IndexOf(targetArgument)].Expression.WithoutTrivia();
        }

        ExpressionSyntax replacement = SyntaxFactory.InvocationExpression(
            SyntaxFactory.IdentifierName(name),
            SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(target))));
        if (access.Value?.Parent is ArgumentSyntax valueArgument)
        {
            var value = arguments[originalArguments.IndexOf(valueArgument)].Expression.WithoutTrivia();
            replacement = SyntaxFactory.AssignmentExpression(SyntaxKind.SimpleAssignmentExpression, replacement, value);
        }
        else if (access.Suppress)
        {
            replacement = SyntaxFactory.PostfixUnaryExpression(SyntaxKind.SuppressNullableWarningExpression, replacement);
        }

        return replacement.WithTriviaFrom(node).WithAdditionalAnnotations(Formatter.Annotation);
    }

    /// <summary>An accessor of the calling type already bound to the field (a fix applied before), or null.</summary>
    private static string? Existing(UseUnsafeAccessorAnalyzer.FieldAccess access, UseUnsafeAccessorAnalyzer.UseUnsafeAccessorApis symbols, SemanticModel model, CancellationToken cancellationToken)
    {
        if (model.GetDeclaredSymbol(access.Declaration, cancellationToken) is not { } type)
        {
            return null;
        }

        var field = access.Field;
        var kind = KindValue(symbols, field.IsStatic ? "StaticField" : "Field");
        foreach (var member in type.GetMembers())
        {
            if (member is not IMethodSymbol { IsStatic: true, IsExtern: true, ReturnsByRef: true, Parameters.Length: 1 } method
                || !SymbolEqualityComparer.Default.Equals(method.ReturnType, field.Type)
                || !SymbolEqualityComparer.Default.Equals(method.Parameters[0].Type, field.ContainingType))
            {
                continue;
            }

            foreach (var attribute in method.GetAttributes())
            {
                if (SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, symbols.Accessor)
                    && attribute.ConstructorArguments.Length == 1
                    && Equals(attribute.ConstructorArguments[0].Value, kind)
                    && AccessorName(attribute, method) == field.Name)
                {
                    return method.Name;
                }
            }
        }

        return null;
    }

    /// <summary>The member an accessor binds to: its <c>Name</c>, or the method's own name without one.</summary>
    private static string AccessorName(AttributeData attribute, IMethodSymbol method)
    {
        foreach (var named in attribute.NamedArguments)
        {
            if (named.Key == "Name" && named.Value.Value is string name)
            {
                return name;
            }
        }

        return method.Name;
    }

    private static object? KindValue(UseUnsafeAccessorAnalyzer.UseUnsafeAccessorApis symbols, string name)
    {
        foreach (var member in symbols.Kind.GetMembers(name))
        {
            if (member is IFieldSymbol { HasConstantValue: true } constant)
            {
                return constant.ConstantValue;
            }
        }

        return null;
    }

    /// <summary><c>GetCount</c> for <c>_count</c>; <c>GetCounterCount</c>, then numbered, when the name means something at the call.</summary>
    private static string UniqueName(UseUnsafeAccessorAnalyzer.FieldAccess access, SemanticModel model, HashSet<(SyntaxNode Type, string Name)> taken, CancellationToken cancellationToken)
    {
        var stem = NewMemberNames.Pascal(access.Field.Name);
        if (stem.Length == 0)
        {
            stem = "Field";
        }

        var position = access.Invocation.Syntax.SpanStart;
        return NewMemberNames.FirstFree(
            candidate => taken.Contains((access.Declaration, candidate)) || !model.LookupSymbols(position, name: candidate).IsEmpty,
            "Get" + stem,
            "Get" + NewMemberNames.Pascal(access.Field.ContainingType.Name) + stem);
    }

    /// <summary>
    /// <c>[UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_count")] private static extern ref int GetCount(Counter counter);</c>,
    /// a blank line before it; nullable annotations written where the type's end has them on.
    /// </summary>
    private static MemberDeclarationSyntax Accessor(UseUnsafeAccessorAnalyzer.FieldAccess access, string name, SemanticModel model, string lineBreak)
    {
        var field = access.Field;
        var annotated = model.GetNullableContext(access.Declaration.CloseBraceToken.SpanStart).AnnotationsEnabled();
        var format = annotated
            ? SymbolDisplayFormat.FullyQualifiedFormat.AddMiscellaneousOptions(SymbolDisplayMiscellaneousOptions.IncludeNullableReferenceTypeModifier)
            : SymbolDisplayFormat.FullyQualifiedFormat;
        var fieldType = SyntaxFactory.ParseTypeName(field.Type.ToDisplayString(format)).WithAdditionalAnnotations(Simplifier.Annotation);
        TypeSyntax ownerType = SyntaxFactory.ParseTypeName(field.ContainingType.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat)).WithAdditionalAnnotations(Simplifier.Annotation);
        if (field.IsStatic && annotated)
        {
            // Called with null: the object only names the type.
            ownerType = SyntaxFactory.NullableType(ownerType);
        }

        var parameterName = field.ContainingType.Name.Length == 0
            ? "target"
            : char.ToLowerInvariant(field.ContainingType.Name[0]) + field.ContainingType.Name.Substring(1);
        if (SyntaxFacts.GetKeywordKind(parameterName) != SyntaxKind.None || SyntaxFacts.GetContextualKeywordKind(parameterName) != SyntaxKind.None)
        {
            parameterName = "target";
        }

        var attribute = SyntaxFactory.Attribute(
            SyntaxFactory.ParseName("global::" + CompilerServices + ".UnsafeAccessor").WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport),
            SyntaxFactory.AttributeArgumentList(SyntaxFactory.SeparatedList(new[]
            {
                SyntaxFactory.AttributeArgument(
                    SyntaxFactory.ParseExpression("global::" + CompilerServices + ".UnsafeAccessorKind." + (field.IsStatic ? "StaticField" : "Field"))
                        .WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport)),
                SyntaxFactory.AttributeArgument(
                    SyntaxFactory.NameEquals("Name"),
                    nameColon: null,
                    SyntaxFactory.LiteralExpression(SyntaxKind.StringLiteralExpression, SyntaxFactory.Literal(field.Name))),
            })));
        return SyntaxFactory.MethodDeclaration(SyntaxFactory.RefType(fieldType), SyntaxFactory.Identifier(name))
            .WithAttributeLists(SyntaxFactory.SingletonList(SyntaxFactory.AttributeList(SyntaxFactory.SingletonSeparatedList(attribute))))
            .WithModifiers(SyntaxFactory.TokenList(
                SyntaxFactory.Token(SyntaxKind.PrivateKeyword),
                SyntaxFactory.Token(SyntaxKind.StaticKeyword),
                SyntaxFactory.Token(SyntaxKind.ExternKeyword)))
            .WithParameterList(SyntaxFactory.ParameterList(SyntaxFactory.SingletonSeparatedList(
                SyntaxFactory.Parameter(SyntaxFactory.Identifier(parameterName)).WithType(ownerType))))
            .WithSemicolonToken(SyntaxFactory.Token(SyntaxKind.SemicolonToken))
            .WithLeadingTrivia(SyntaxFactory.EndOfLine(lineBreak))
            .WithTrailingTrivia(SyntaxFactory.EndOfLine(lineBreak))
            .WithAdditionalAnnotations(Formatter.Annotation);
    }

    /// <summary>
    /// The declaration of a private field that kept the <c>FieldInfo</c>, when the fix rewrites every use of it and the
    /// field is declared alone in this document; null otherwise.
    /// </summary>
    private static FieldDeclarationSyntax? UnusedAfter(IFieldSymbol cache, HashSet<SyntaxNode> rewritten, SyntaxTree tree, Compilation compilation, CancellationToken cancellationToken)
    {
        if (cache.DeclaringSyntaxReferences.Length != 1
            || cache.DeclaringSyntaxReferences[0].SyntaxTree != tree
            || cache.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is not VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax { Variables.Count: 1, Parent: FieldDeclarationSyntax declaration } })
        {
            return null;
        }

        var allRewritten = PrivateFieldUses.ForEach(
            cache,
            compilation,
            use => use is IFieldInitializerOperation
                || (use is IFieldReferenceOperation { Parent: IInvocationOperation invocation } && rewritten.Contains(invocation.Syntax)),
            cancellationToken);
        return allRewritten ? declaration : null;
    }

    /// <summary>Keys by the type's declaration node and the field symbol.</summary>
    private sealed class TypeAndField : IEqualityComparer<(SyntaxNode Type, IFieldSymbol Field)>
    {
        public bool Equals((SyntaxNode Type, IFieldSymbol Field) x, (SyntaxNode Type, IFieldSymbol Field) y) =>
            x.Type == y.Type && SymbolEqualityComparer.Default.Equals(x.Field, y.Field);

        public int GetHashCode((SyntaxNode Type, IFieldSymbol Field) obj) =>
            (obj.Type.GetHashCode() * 397) ^ SymbolEqualityComparer.Default.GetHashCode(obj.Field);
    }
}
