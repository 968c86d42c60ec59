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

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0801: the lookup and the store to one <c>CollectionsMarshal.GetValueRefOrAddDefault</c>. The one-line forms
/// apply the operator to the returned reference (<c>GetValueRefOrAddDefault(d, k, out _)++;</c>); the general form
/// declares <c>ref var value = ref GetValueRefOrAddDefault(d, k, out bool exists);</c> before the statement and rewrites
/// it through them: the lookup becomes <c>exists</c>, <c>d[k]</c> the reference, <c>d.Add(k, init)</c> an assignment.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UpdateDictionaryInPlaceCodeFixProvider)), Shared]
public sealed class UpdateDictionaryInPlaceCodeFixProvider : CodeFixProvider
{
    private const string Title = "Update the entry with CollectionsMarshal.GetValueRefOrAddDefault";
    private const string MarshalType = "System.Runtime.InteropServices.CollectionsMarshal";

    private static readonly SyntaxAnnotation s_needsImport = new("PerfAnalyzers.NeedsInteropServicesImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UpdateDictionaryInPlace);

    // Two general-form fixes in one block would both declare 'exists': Fix All applies them one after the other.
    public override FixAllProvider GetFixAllProvider() => FixAll.WholeScope(
        nameof(UpdateDictionaryInPlaceCodeFixProvider),
        Title,
        FixAll.InDocument,
        static (solution, diagnostics, ct) => FixAll.InSourceOrderAsync(solution, diagnostics, FixOneAsync, FinishAsync, ct));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    // The action runs Fix All's single-diagnostic path, FixOneAsync, which keeps its own lookup and checks (Fix All calls
    // it on documents that earlier fixes changed): the plan checks only the number of locations.
    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count is < 4 or > 5)
        {
            return null;
        }

        return CodeAction.Create(
            Title,
            async ct => await FinishAsync(await FixOneAsync(document, diagnostic, 0, ct).ConfigureAwait(false) ?? document, ct).ConfigureAwait(false),
            equivalenceKey: nameof(UpdateDictionaryInPlaceCodeFixProvider));
    }

    private static async Task<Document> FinishAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsImport, "System.Runtime.InteropServices", MarshalType, cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>
    /// Rewrites the statements of one diagnostic, whose locations are <paramref name="shift"/> characters further in
    /// <paramref name="document"/> than where they were reported; every edit stays within those statements (and the
    /// whitespace before the first). Null when the code is no longer what was reported.
    /// </summary>
    private static async Task<Document?> FixOneAsync(Document document, Diagnostic diagnostic, int shift, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
        var locations = diagnostic.AdditionalLocations;
        if (root is null
            || model is null
            || locations.Count is < 4 or > 5
            || !diagnostic.Properties.TryGetValue(UpdateDictionaryInPlaceAnalyzer.FormKey, out var form)
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location, shift) is not { } call
            || LinqSyntax.FindExact<StatementSyntax>(root, locations[0], shift) is not { } first
            || LinqSyntax.FindExact<StatementSyntax>(root, locations[1], shift) is not { } last
            || LinqSyntax.FindExact<ExpressionSyntax>(root, locations[2], shift) is not { } dictionary
            || LinqSyntax.FindExact<ExpressionSyntax>(root, locations[3], shift) is not { } key
            || model.Compilation.GetTypeByMetadataName(MarshalType) is not { } marshal)
        {
            return null;
        }

        var extra = locations.Count == 5 ? LinqSyntax.FindExact<ExpressionSyntax>(root, locations[4], shift) : null;
        var generator = SyntaxGenerator.GetGenerator(document);
        var marshalName = ((ExpressionSyntax)generator.TypeExpression(marshal)).WithAdditionalAnnotations(Simplifier.Annotation, s_needsImport);
        SyntaxNode? rewritten = form switch
        {
            UpdateDictionaryInPlaceAnalyzer.Forms.Increment or UpdateDictionaryInPlaceAnalyzer.Forms.Compound =>
                OneLine(root, diagnostic, first, last, GetValueRef(marshalName, dictionary, key, NewLocals.OutDiscard()), extra),
            UpdateDictionaryInPlaceAnalyzer.Forms.Slot =>
                Slot(root, model, diagnostic, call, first, last, dictionary, key, marshalName, extra, LineBreaks.Of(document, await document.GetTextAsync(cancellationToken).ConfigureAwait(false)), cancellationToken),
            _ => null,
        };
        return rewritten is null ? null : document.WithSyntaxRoot(rewritten);
    }


    /// <summary><c>GetValueRefOrAddDefault(d, k, out _)++;</c> or <c>... op= e;</c> in place of the statements.</summary>
    private static SyntaxNode? OneLine(SyntaxNode root, Diagnostic diagnostic, StatementSyntax first, StatementSyntax last, ExpressionSyntax reference, ExpressionSyntax? operand)
    {
        diagnostic.Properties.TryGetValue(UpdateDictionaryInPlaceAnalyzer.OperatorKey, out var op);
        ExpressionSyntax? update = op switch
        {
            "++" => SyntaxFactory.PostfixUnaryExpression(SyntaxKind.PostIncrementExpression, reference),
            "--" => SyntaxFactory.PostfixUnaryExpression(SyntaxKind.PostDecrementExpression, reference),
            _ when operand is not null && CompoundKind(op) is { } kind => SyntaxFactory.AssignmentExpression(kind, reference, operand.WithoutTrivia()),
            _ => null,
        };
        if (update is null)
        {
            return null;
        }

        var statement = SyntaxFactory.ExpressionStatement(update)
            .WithLeadingTrivia(first.GetLeadingTrivia())
            .WithTrailingTrivia(last.GetTrailingTrivia());
        if (first == last)
        {
            return root.ReplaceNode(first, statement);
        }

        if (first.Parent is not BlockSyntax block || last.Parent != block)
        {
            return null;
        }

        var position = block.Statements.IndexOf(first);
        var end = block.Statements.IndexOf(last);
        var statements = block.Statements;
        for (var i = end; i >= position; i--)
        {
            statements = statements.RemoveAt(i);
        }

        return root.ReplaceNode(block, block.WithStatements(statements.Insert(position, statement)));
    }

    private static SyntaxKind? CompoundKind(string? op) => op switch
    {
        "+=" => SyntaxKind.AddAssignmentExpression,
        "-=" => SyntaxKind.SubtractAssignmentExpression,
        "*=" => SyntaxKind.MultiplyAssignmentExpression,
        "|=" => SyntaxKind.OrAssignmentExpression,
        "&=" => SyntaxKind.AndAssignmentExpression,
        "^=" => SyntaxKind.ExclusiveOrAssignmentExpression,
        _ => null,
    };

    /// <summary>
    /// <c>ref var value = ref GetValueRefOrAddDefault(d, k, out bool exists);</c> before the statements, which read and
    /// write the entry through <c>value</c> and test <c>exists</c> where they looked the key up.
    /// </summary>
    private static SyntaxNode? Slot(
        SyntaxNode root,
        SemanticModel model,
        Diagnostic diagnostic,
        InvocationExpressionSyntax call,
        StatementSyntax first,
        StatementSyntax last,
        ExpressionSyntax dictionary,
        ExpressionSyntax key,
        ExpressionSyntax marshalName,
        ExpressionSyntax? tryAddInit,
        string lineBreak,
        CancellationToken cancellationToken)
    {
        var tryAdd = diagnostic.Properties.ContainsKey(UpdateDictionaryInPlaceAnalyzer.TryAddKey);
        if ((tryAdd && (tryAddInit is null || first is not IfStatementSyntax)) || (first != last && (first.Parent is not BlockSyntax || last.Parent != first.Parent)))
        {
            return null;
        }

        var taken = NewLocals.TakenAt(first, model, cancellationToken);
        var valueName = diagnostic.Properties.TryGetValue(UpdateDictionaryInPlaceAnalyzer.ValueNameKey, out var name) && name is not null
            ? name
            : NewLocals.Unique("value", taken);
        taken.Add(valueName);
        var existsName = NewLocals.Unique("exists", taken);

        // The out variable's declared type, when written (out int count), becomes the reference's.
        TypeSyntax type = SyntaxFactory.IdentifierName("var");
        if (call.ArgumentList.Arguments.Count == 2 && call.ArgumentList.Arguments[1].Expression is DeclarationExpressionSyntax { Type: { IsVar: false } declared })
        {
            type = declared.WithoutTrivia();
        }

        var dictionarySymbol = model.GetSymbolInfo(dictionary, cancellationToken).Symbol;
        var keyConstant = model.GetConstantValue(key, cancellationToken);
        var keySymbol = model.GetSymbolInfo(key, cancellationToken).Symbol;
        bool IsDictionary(ExpressionSyntax expression) =>
            dictionarySymbol is not null && SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(expression, cancellationToken).Symbol, dictionarySymbol);
        bool IsKey(ExpressionSyntax expression) => keyConstant.HasValue
            ? model.GetConstantValue(expression, cancellationToken) is { HasValue: true } constant && Equals(constant.Value, keyConstant.Value)
            : keySymbol is not null && SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(expression, cancellationToken).Symbol, keySymbol);

        var replaced = new List<SyntaxNode>();
        foreach (var statement in StatementsFrom(first, last))
        {
            foreach (var node in statement.DescendantNodesAndSelf())
            {
                if ((node == call && !tryAdd)
                    || (node is ElementAccessExpressionSyntax { ArgumentList.Arguments.Count: 1 } access && IsDictionary(access.Expression) && IsKey(access.ArgumentList.Arguments[0].Expression))
                    || (node is InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Add" } add, ArgumentList.Arguments.Count: 2 } invocation
                        && node != call
                        && IsDictionary(add.Expression)
                        && IsKey(invocation.ArgumentList.Arguments[0].Expression)))
                {
                    replaced.Add(node);
                }
            }
        }

        var value = SyntaxFactory.IdentifierName(valueName);
        var exists = SyntaxFactory.IdentifierName(existsName);
        SyntaxNode Rewrite(SyntaxNode original, SyntaxNode current) => original switch
        {
            InvocationExpressionSyntax when original == call => exists.WithTriviaFrom(current),
            ElementAccessExpressionSyntax => value.WithTriviaFrom(current),
            InvocationExpressionSyntax add => SyntaxFactory.AssignmentExpression(
                    SyntaxKind.SimpleAssignmentExpression,
                    value,
                    ((InvocationExpressionSyntax)current).ArgumentList.Arguments[1].Expression.WithoutTrivia())
                .WithTriviaFrom(current),
            _ => current,
        };

        var outExists = SyntaxFactory.Argument(SyntaxFactory.DeclarationExpression(
                SyntaxFactory.PredefinedType(SyntaxFactory.Token(SyntaxKind.BoolKeyword)),
                SyntaxFactory.SingleVariableDesignation(SyntaxFactory.Identifier(existsName))))
            .WithRefKindKeyword(SyntaxFactory.Token(SyntaxKind.OutKeyword));
        var declaration = SyntaxFactory.LocalDeclarationStatement(SyntaxFactory.VariableDeclaration(
                SyntaxFactory.RefType(type),
                SyntaxFactory.SingletonSeparatedList(SyntaxFactory.VariableDeclarator(SyntaxFactory.Identifier(valueName))
                    .WithInitializer(SyntaxFactory.EqualsValueClause(SyntaxFactory.RefExpression(GetValueRef(marshalName, dictionary, key, outExists)))))))
            .WithLeadingTrivia(first.GetLeadingTrivia())
            .WithAdditionalAnnotations(Formatter.Annotation);

        var statements = new List<StatementSyntax> { declaration };
        foreach (var statement in StatementsFrom(first, last))
        {
            var updated = statement.ReplaceNodes(Within(replaced, statement), Rewrite);
            if (tryAdd && statement == first)
            {
                // if (!d.TryAdd(k, init)) update;  ->  if (exists) update; else value = init;
                var ifStatement = (IfStatementSyntax)updated;
                StatementSyntax assignInit = SyntaxFactory.ExpressionStatement(SyntaxFactory.AssignmentExpression(SyntaxKind.SimpleAssignmentExpression, value, tryAddInit!.WithoutTrivia()));
                if (ifStatement.Statement is BlockSyntax)
                {
                    assignInit = SyntaxFactory.Block(assignInit);
                }

                // The else on its own line, at the if's indentation; its statement laid out as the if's.
                var elseClause = SyntaxFactory.ElseClause(
                    SyntaxFactory.Token(SyntaxKind.ElseKeyword).WithLeadingTrivia(Indentation.Of(first)).WithTrailingTrivia(SyntaxFactory.Space),
                    (assignInit is BlockSyntax ? assignInit : assignInit.NormalizeWhitespace()).WithTrailingTrivia(ifStatement.Statement.GetTrailingTrivia()));
                updated = ifStatement
                    .WithCondition(exists.WithTriviaFrom(ifStatement.Condition))
                    .WithStatement(ifStatement.Statement.WithTrailingTrivia(SyntaxFactory.EndOfLine(lineBreak)))
                    .WithElse(assignInit is BlockSyntax ? elseClause.WithAdditionalAnnotations(Formatter.Annotation) : elseClause);
            }

            statements.Add(statement == first ? updated.WithLeadingTrivia(Indentation.Of(first)) : updated);
        }

        switch (first.Parent)
        {
            case BlockSyntax block:
                var position = block.Statements.IndexOf(first);
                var list = block.Statements;
                for (var i = block.Statements.IndexOf(last); i >= position; i--)
                {
                    list = list.RemoveAt(i);
                }

                return root.ReplaceNode(block, block.WithStatements(list.InsertRange(position, statements)));
            case SwitchSectionSyntax section when first == last:
                var index = section.Statements.IndexOf(first);
                return root.ReplaceNode(section, section.WithStatements(section.Statements.RemoveAt(index).InsertRange(index, statements)));
            default:
                // The body of an if, else or loop: the declaration needs a block.
                if (first != last)
                {
                    return null;
                }

                statements[0] = statements[0].WithoutLeadingTrivia();
                statements[1] = statements[1].WithoutLeadingTrivia();
                var wrapped = SyntaxFactory.Block(statements)
                    .WithLeadingTrivia(first.GetLeadingTrivia())
                    .WithTrailingTrivia(first.GetTrailingTrivia())
                    .WithAdditionalAnnotations(Formatter.Annotation);
                return root.ReplaceNode(first, wrapped);
        }
    }

    private static ExpressionSyntax GetValueRef(ExpressionSyntax marshalName, ExpressionSyntax dictionary, ExpressionSyntax key, ArgumentSyntax exists) =>
        SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, marshalName, SyntaxFactory.IdentifierName("GetValueRefOrAddDefault")),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(new[]
            {
                SyntaxFactory.Argument(dictionary.WithoutTrivia()),
                SyntaxFactory.Argument(key.WithoutTrivia()),
                exists,
            })));

    // 'out _' binds as a discard only when the identifier's contextual kind says so, as the parser sets it.

    private static IEnumerable<StatementSyntax> StatementsFrom(StatementSyntax first, StatementSyntax last)
    {
        yield return first;
        if (first != last && first.Parent is BlockSyntax block)
        {
            for (var i = block.Statements.IndexOf(first) + 1; i <= block.Statements.IndexOf(last); i++)
            {
                yield return block.Statements[i];
            }
        }
    }

    private static IEnumerable<SyntaxNode> Within(List<SyntaxNode> nodes, SyntaxNode statement)
    {
        foreach (var node in nodes)
        {
            if (statement.Span.Contains(node.Span))
            {
                yield return node;
            }
        }
    }
}
