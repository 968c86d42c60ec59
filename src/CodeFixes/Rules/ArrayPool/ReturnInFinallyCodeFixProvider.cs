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
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0502: wraps the statements between the rent and its single <c>Return(x)</c> statement in
/// <c>try { ... } finally { pool.Return(x); }</c>. Offered only when the <c>Return</c> is a statement of the rent's
/// block and the last use of the local, and nothing after it uses a local declared in the wrapped statements.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ReturnInFinallyCodeFixProvider)), Shared]
public sealed class ReturnInFinallyCodeFixProvider : CodeFixProvider
{
    private const string Title = "Return the array in a finally block";

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.ReturnInFinally);

    // Fixes in one block may nest, so Fix All applies them one at a time, last rent first.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(ReturnInFinallyCodeFixProvider), FixAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    // The action runs the Fix All path on this one diagnostic, so that path keeps its own lookup.
    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (!diagnostic.Properties.ContainsKey(ReturnInFinallyAnalyzer.FixableKey)
            || RentedArraySyntax.FindInvocation(root, diagnostic) is not { } rent
            || Apply(root, model, new[] { rent }) is null)
        {
            return null;
        }

        return CodeAction.Create(Title, ct => FixAsync(document, ImmutableArray.Create(diagnostic), ct), equivalenceKey: nameof(ReturnInFinallyCodeFixProvider));
    }

    private static async Task<Document> FixAsync(Document document, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
        if (root is null || model is null)
        {
            return document;
        }

        var rents = new List<InvocationExpressionSyntax>();
        foreach (var diagnostic in diagnostics.OrderByDescending(d => d.Location.SourceSpan.Start))
        {
            if (diagnostic.Properties.ContainsKey(ReturnInFinallyAnalyzer.FixableKey) && RentedArraySyntax.FindInvocation(root, diagnostic) is { } rent && !rents.Contains(rent))
            {
                rents.Add(rent);
            }
        }

        return Apply(root, model, rents) is { } fixedRoot
            ? await FixCleanup.FinishAsync(document.WithSyntaxRoot(fixedRoot), cancellationToken).ConfigureAwait(false)
            : document;
    }

    /// <summary>
    /// Wraps each rent (last first), or returns null when none could be. The declarations of the rents' blocks first get
    /// their type as an annotation, read from the semantic model of the original tree, for the ones the try must hoist.
    /// </summary>
    private static SyntaxNode? Apply(SyntaxNode root, SemanticModel model, IReadOnlyList<InvocationExpressionSyntax> rents)
    {
        var marks = new NodeMarks();
        var rentAnnotations = new List<SyntaxAnnotation>();
        foreach (var rent in rents)
        {
            rentAnnotations.Add(marks.Mark(rent));
            if (rent.FirstAncestorOrSelf<StatementSyntax>() is { Parent: BlockSyntax block })
            {
                foreach (var declaration in block.Statements.OfType<LocalDeclarationStatementSyntax>())
                {
                    if (!marks.Contains(declaration) && HoistedType(declaration, model) is { } type)
                    {
                        marks.Mark(declaration, new SyntaxAnnotation(TypeAnnotationKind, type));
                    }
                }
            }
        }

        root = marks.Apply(root);
        var changed = false;
        foreach (var annotation in rentAnnotations)
        {
            if (root.GetAnnotatedNodes(annotation).FirstOrDefault() is InvocationExpressionSyntax rent && Wrap(root, rent) is { } wrapped)
            {
                root = wrapped;
                changed = true;
            }
        }

        return changed ? root : null;
    }

    private const string TypeAnnotationKind = "PerfAnalyzers.HoistedType";

    /// <summary>The type to declare a local with before the try, when the declaration can be split in two.</summary>
    private static string? HoistedType(LocalDeclarationStatementSyntax declaration, SemanticModel model)
    {
        if (declaration.Declaration.Variables.Count != 1
            || declaration.Declaration.Variables[0].Initializer is null
            || declaration.Modifiers.Count > 0
            || !declaration.UsingKeyword.IsKind(SyntaxKind.None)
            || declaration.Declaration.Type is RefTypeSyntax
            || model.GetDeclaredSymbol(declaration.Declaration.Variables[0]) is not ILocalSymbol { Type: { } type }
            || type.TypeKind == TypeKind.Error
            || type.IsAnonymousType
            || type.IsRefLikeType)
        {
            return null;
        }

        return type.ToMinimalDisplayString(model, declaration.SpanStart);
    }

    /// <summary>The root with the rent's block rewritten, or null when the rewrite would not be safe.</summary>
    private static SyntaxNode? Wrap(SyntaxNode root, InvocationExpressionSyntax rent)
    {
        if (rent.FirstAncestorOrSelf<StatementSyntax>() is not { Parent: BlockSyntax block } statement
            || RentedArraySyntax.LocalName(statement, rent) is not { } name)
        {
            return null;
        }

        var index = block.Statements.IndexOf(statement);
        var returnIndex = -1;
        for (var i = index + 1; i < block.Statements.Count; i++)
        {
            var candidate = block.Statements[i];
            if (candidate is ExpressionStatementSyntax { Expression: InvocationExpressionSyntax call } && RentedArraySyntax.IsReturnOf(call, name))
            {
                returnIndex = i;
                break;
            }
        }

        if (returnIndex <= index + 1)
        {
            return null;
        }

        // Names used after the Return: the Return must be the last use of the local, and locals the try would scope
        // away must be hoisted.
        var usedAfter = new HashSet<string>();
        for (var i = returnIndex + 1; i < block.Statements.Count; i++)
        {
            foreach (var identifier in block.Statements[i].DescendantNodesAndSelf().OfType<IdentifierNameSyntax>())
            {
                usedAfter.Add(identifier.Identifier.ValueText);
            }
        }

        if (usedAfter.Contains(name))
        {
            return null;
        }

        var wrapped = new List<StatementSyntax>();
        var hoisted = new List<StatementSyntax>();
        for (var i = index + 1; i < returnIndex; i++)
        {
            var moved = block.Statements[i];
            if (moved is LabeledStatementSyntax or LocalFunctionStatementSyntax
                || moved.DescendantNodes().Any(n => n is LabeledStatementSyntax || (n is InvocationExpressionSyntax call && RentedArraySyntax.IsReturnOf(call, name))))
            {
                return null;
            }

            foreach (var designation in moved.DescendantNodes().OfType<SingleVariableDesignationSyntax>())
            {
                if (usedAfter.Contains(designation.Identifier.ValueText))
                {
                    return null;
                }
            }

            if (moved is LocalDeclarationStatementSyntax declaration
                && declaration.Declaration.Variables.Any(v => usedAfter.Contains(v.Identifier.ValueText)))
            {
                if (declaration.GetAnnotations(TypeAnnotationKind).FirstOrDefault()?.Data is not { } typeName)
                {
                    return null;
                }

                var variable = declaration.Declaration.Variables[0];
                hoisted.Add(SyntaxFactory.LocalDeclarationStatement(
                    SyntaxFactory.VariableDeclaration(
                        SyntaxFactory.ParseTypeName(typeName),
                        SyntaxFactory.SingletonSeparatedList(SyntaxFactory.VariableDeclarator(variable.Identifier.WithoutTrivia()))))
                    .WithAdditionalAnnotations(Formatter.Annotation));
                moved = SyntaxFactory.ExpressionStatement(
                    SyntaxFactory.AssignmentExpression(
                        SyntaxKind.SimpleAssignmentExpression,
                        SyntaxFactory.IdentifierName(variable.Identifier.WithoutTrivia()),
                        variable.Initializer!.Value.WithoutTrivia()))
                    .WithTriviaFrom(declaration)
                    .WithAdditionalAnnotations(Formatter.Annotation);
            }

            wrapped.Add(moved);
        }

        var returnStatement = block.Statements[returnIndex];
        var tryStatement = SyntaxFactory.TryStatement(
            SyntaxFactory.Block(wrapped),
            default,
            SyntaxFactory.FinallyClause(SyntaxFactory.Block(returnStatement.WithoutTrivia())))
            .WithTrailingTrivia(returnStatement.GetTrailingTrivia())
            .WithAdditionalAnnotations(Formatter.Annotation);

        var leading = block.Statements[index + 1].GetLeadingTrivia();
        if (hoisted.Count > 0)
        {
            hoisted[0] = hoisted[0].WithLeadingTrivia(leading);
        }
        else
        {
            tryStatement = tryStatement.WithLeadingTrivia(leading);
        }

        var statements = block.Statements.Take(index + 1)
            .Concat(hoisted)
            .Append(tryStatement)
            .Concat(block.Statements.Skip(returnIndex + 1));
        return root.ReplaceNode(block, block.WithStatements(SyntaxFactory.List(statements)));
    }
}
