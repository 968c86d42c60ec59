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
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1002: the options argument becomes the context's <c>JsonTypeInfo&lt;T&gt;</c> property:
/// <c>JsonSerializer.Serialize(order)</c> to <c>JsonSerializer.Serialize(order, AppJsonContext.Default.Order)</c>,
/// <c>SerializeAsync(stream, order, AppJsonContext.Default.Options)</c> to
/// <c>SerializeAsync(stream, order, AppJsonContext.Default.Order)</c>, <c>ctx.Options</c> to <c>ctx.Order</c>. A
/// named <c>options:</c> argument is named <c>jsonTypeInfo:</c>; a left-out one is written where it goes (named at the
/// end when the arguments before it are named). The context is named as the file can (a <c>using</c> added for its
/// namespace where the file places them, unless the name means something else there).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseGeneratedJsonMetadataCodeFixProvider)), Shared]
public sealed class UseGeneratedJsonMetadataCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.UseGeneratedJsonMetadata.NeedsImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseGeneratedJsonMetadata);

    // A call can be another's argument (Serialize(a, Serialize(b)) in a generic call): each document is edited once, every call
    // rewritten from its own arguments' positions.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(UseGeneratedJsonMetadataCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (UseGeneratedJsonMetadataAnalyzer.UseGeneratedJsonMetadataApis.Find(model.Compilation) is not { } symbols
            || Edit(root, model, symbols, diagnostic, cancellationToken) is not { } edit)
        {
            return null;
        }

        return CodeAction.Create(
            "Use " + edit.Replacement,
            ct => FixAsync(document, root, new Dictionary<InvocationExpressionSyntax, CallEdit> { [edit.Call] = edit }, ct),
            equivalenceKey: nameof(UseGeneratedJsonMetadataCodeFixProvider));
    }

    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        if (UseGeneratedJsonMetadataAnalyzer.UseGeneratedJsonMetadataApis.Find(model.Compilation) is not { } symbols)
        {
            return document;
        }

        var edits = new Dictionary<InvocationExpressionSyntax, CallEdit>();
        foreach (var diagnostic in diagnostics)
        {
            if (Edit(root, model, symbols, diagnostic, cancellationToken) is { } edit)
            {
                edits[edit.Call] = edit;
            }
        }

        return edits.Count == 0 ? document : await FixAsync(document, root, edits, cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FixAsync(Document document, SyntaxNode root, Dictionary<InvocationExpressionSyntax, CallEdit> edits, CancellationToken cancellationToken)
    {
        // Inner calls are rewritten first; an outer call's arguments keep their positions.
        root = root.ReplaceNodes(edits.Keys, (original, rewritten) => edits[original].Apply(rewritten));
        var fixedDocument = document.WithSyntaxRoot(root);
        var imported = new HashSet<string>();
        foreach (var edit in edits.Values)
        {
            if (edit.Namespace is { } editNamespace && imported.Add(editNamespace))
            {
                fixedDocument = await Imports.AddUsingWhereNeededAsync(fixedDocument, s_needsImport, editNamespace, edit.ContextMetadataName, cancellationToken).ConfigureAwait(false);
            }
        }

        return await FixCleanup.FinishAsync(fixedDocument, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>How the reported call's arguments change, or null when the call no longer matches.</summary>
    private static CallEdit? Edit(SyntaxNode root, SemanticModel model, UseGeneratedJsonMetadataAnalyzer.UseGeneratedJsonMetadataApis symbols, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } call
            || model.GetOperation(call, cancellationToken) is not IInvocationOperation invocation
            || UseGeneratedJsonMetadataAnalyzer.Match(invocation, symbols, cancellationToken) is not { } match)
        {
            return null;
        }

        var parameterName = match.Counterpart.Parameters[match.Options.Parameter!.Ordinal].Name;
        ExpressionSyntax typeInfo;
        string? ns = null;
        // The written argument (the operation's syntax is the expression inside it when that is in parentheses or has a '!').
        var written = match.Options.ArgumentKind == ArgumentKind.Explicit ? match.Options.Syntax.FirstAncestorOrSelf<ArgumentSyntax>() : null;
        if (match.ContextInstance is not null)
        {
            // ctx.Options -> ctx.T: the same receiver, evaluated once as before (parentheses or a '!' around it go).
            if (match.Options.Value.WithoutImplicitConversions().Syntax is not MemberAccessExpressionSyntax optionsRead)
            {
                return null;
            }

            typeInfo = optionsRead.WithName(SyntaxFactory.IdentifierName(match.Property.Name)).WithoutTrivia();
        }
        else
        {
            // Parsed as an expression (global::N.Ctx.Default.T: member accesses), the name then simplified.
            typeInfo = SyntaxFactory.ParseExpression(match.Context.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat) + ".Default." + match.Property.Name)
                .WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);
            if (match.Context.ContainingType is null && match.Context.ContainingNamespace is { IsGlobalNamespace: false } containing)
            {
                ns = containing.ToDisplayString();
            }
        }

        // Where the argument goes: the options argument's place, or, left out (an implicit argument, whose syntax is the
        // call's or the argument around the call), after the arguments of the parameters before it.
        var arguments = call.ArgumentList.Arguments;
        var index = -1;
        var insertAt = -1;
        var named = false;
        if (written is not null)
        {
            index = arguments.IndexOf(written);
            if (index < 0)
            {
                return null;
            }
        }
        else
        {
            // Positional when the arguments before it are each in their parameter's place, else named at the end.
            var ordinal = match.Options.Parameter.Ordinal;
            insertAt = 0;
            foreach (var argument in match.Invocation.Arguments)
            {
                if (argument.ArgumentKind == ArgumentKind.Explicit
                    && argument.Syntax is ArgumentSyntax explicitArgument
                    && argument.Parameter is { } parameter
                    && parameter.Ordinal < ordinal)
                {
                    insertAt++;
                    named |= arguments.IndexOf(explicitArgument) != parameter.Ordinal;
                }
            }

            if (named)
            {
                insertAt = arguments.Count;
            }
        }

        return new CallEdit(call, index, insertAt, named, parameterName, typeInfo, ns, match.Context.MetadataName, match.Replacement);
    }

    private sealed class CallEdit
    {
        private readonly int _index;
        private readonly int _insertAt;
        private readonly bool _named;
        private readonly string _parameterName;
        private readonly ExpressionSyntax _typeInfo;

        public CallEdit(InvocationExpressionSyntax call, int index, int insertAt, bool named, string parameterName, ExpressionSyntax typeInfo, string? ns, string contextMetadataName, string replacement)
        {
            Call = call;
            _index = index;
            _insertAt = insertAt;
            _named = named;
            _parameterName = parameterName;
            _typeInfo = typeInfo;
            Namespace = ns;
            ContextMetadataName = (ns is null ? string.Empty : ns + ".") + contextMetadataName;
            Replacement = replacement;
        }

        public InvocationExpressionSyntax Call { get; }

        /// <summary>The context's namespace, when the fix names the context (null: it is global, nested, or not named).</summary>
        public string? Namespace { get; }

        public string ContextMetadataName { get; }

        /// <summary>What the options become, as the title and the message show it.</summary>
        public string Replacement { get; }

        /// <summary>The call with the type info in the options' place (<paramref name="call"/> may have inner calls fixed).</summary>
        public InvocationExpressionSyntax Apply(InvocationExpressionSyntax call)
        {
            var arguments = call.ArgumentList.Arguments;
            if (_index >= 0)
            {
                var argument = arguments[_index];
                var replaced = argument.WithExpression(_typeInfo.WithTriviaFrom(argument.Expression));
                if (argument.NameColon is { } nameColon)
                {
                    replaced = replaced.WithNameColon(nameColon.WithName(SyntaxFactory.IdentifierName(_parameterName).WithTriviaFrom(nameColon.Name)));
                }

                return call.WithArgumentList(call.ArgumentList.WithArguments(arguments.Replace(argument, replaced)));
            }

            var added = SyntaxFactory.Argument(_typeInfo);
            if (_named)
            {
                added = added.WithNameColon(SyntaxFactory.NameColon(_parameterName));
            }

            // The call's own separators (", " where it has none yet).
            var items = new List<ArgumentSyntax>(arguments);
            items.Insert(_insertAt, added);
            var separators = new List<SyntaxToken>();
            for (var i = 0; i < items.Count - 1; i++)
            {
                separators.Add(i < arguments.SeparatorCount
                    ? arguments.GetSeparator(i)
                    : SyntaxFactory.Token(SyntaxKind.CommaToken).WithTrailingTrivia(SyntaxFactory.Space));
            }

            return call.WithArgumentList(call.ArgumentList.WithArguments(SyntaxFactory.SeparatedList(items, separators)));
        }
    }
}
