using System.Collections.Immutable;
using System.Composition;
using System.Globalization;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Locking;

/// <summary>
/// PERF0302: replaces every lock on the object with the Interlocked call it stands for
/// (<c>lock (g) { f++; }</c> to <c>Interlocked.Increment(ref f);</c>, <c>f -= e</c> to <c>Interlocked.Add(ref f, -e)</c>,
/// <c>lock (g) { return f; }</c> to <c>return Volatile.Read(ref f);</c> or <c>Interlocked.Read(ref f)</c> for a long)
/// and removes the lock object's declaration, in every document of the type.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseInterlockedCodeFixProvider)), Shared]
public sealed class UseInterlockedCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseInterlocked);

    public override FixAllProvider GetFixAllProvider() => LockingEdits.WholeScopeFixAll(nameof(UseInterlockedCodeFixProvider), FixAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (diagnostic.AdditionalLocations.Count < 2)
            {
                continue;
            }

            var solution = context.Document.Project.Solution;
            context.RegisterCodeFix(
                CodeAction.Create(
                    "Use Interlocked",
                    async ct =>
                    {
                        var edits = new LockingEdits(solution);
                        await FixAsync(edits, diagnostic, ct).ConfigureAwait(false);
                        return await edits.ApplyAsync(ct).ConfigureAwait(false);
                    },
                    equivalenceKey: nameof(UseInterlockedCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task FixAsync(LockingEdits edits, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (await edits.FindAsync(diagnostic.AdditionalLocations[0], cancellationToken).ConfigureAwait(false) is not { Node: VariableDeclaratorSyntax declarator } found
            || declarator.Parent?.Parent is not FieldDeclarationSyntax field)
        {
            return;
        }

        found.Editor.RemoveNode(field, SyntaxRemoveOptions.KeepUnbalancedDirectives);
        for (var i = 1; i < diagnostic.AdditionalLocations.Count; i++)
        {
            if (!diagnostic.Properties.TryGetValue(i.ToString(CultureInfo.InvariantCulture), out var kind)
                || kind is null
                || await edits.FindAsync(diagnostic.AdditionalLocations[i], cancellationToken).ConfigureAwait(false) is not { Node: LockStatementSyntax lockStatement } target)
            {
                continue;
            }

            var replacement = Rewrite(edits, target.Editor, lockStatement, kind);
            if (replacement is not null)
            {
                target.Editor.ReplaceNode(
                    lockStatement,
                    replacement.WithTriviaFrom(lockStatement).WithAdditionalAnnotations(Formatter.Annotation));
            }
        }
    }

    private static StatementSyntax? Rewrite(LockingEdits edits, DocumentEditor editor, LockStatementSyntax lockStatement, string kind)
    {
        var body = lockStatement.Statement is BlockSyntax { Statements.Count: 1 } block ? block.Statements[0] : lockStatement.Statement;

        if (body is ReturnStatementSyntax { Expression: { } returned })
        {
            var read = kind == UseInterlockedAnalyzer.KindReadInt64
                ? Call(edits, editor, lockStatement, "Interlocked", "Read", returned.WithoutParentheses())
                : Call(edits, editor, lockStatement, "Volatile", "Read", returned.WithoutParentheses());
            return SyntaxFactory.ReturnStatement(read);
        }

        if (body is not ExpressionStatementSyntax { Expression: var expression })
        {
            return null;
        }

        ExpressionSyntax? target;
        ExpressionSyntax? value = null;
        switch (expression)
        {
            case PostfixUnaryExpressionSyntax postfix:
                target = postfix.Operand;
                break;
            case PrefixUnaryExpressionSyntax prefix:
                target = prefix.Operand;
                break;
            case AssignmentExpressionSyntax assignment:
                target = assignment.Left;
                value = assignment.Right;
                break;
            default:
                return null;
        }

        target = target.WithoutParentheses();
        ExpressionSyntax call;
        switch (kind)
        {
            case UseInterlockedAnalyzer.KindIncrement:
                call = Call(edits, editor, lockStatement, "Interlocked", "Increment", target);
                break;
            case UseInterlockedAnalyzer.KindDecrement:
                call = Call(edits, editor, lockStatement, "Interlocked", "Decrement", target);
                break;
            case UseInterlockedAnalyzer.KindAdd when value is not null:
                call = Call(edits, editor, lockStatement, "Interlocked", "Add", target, value.WithoutTrivia());
                break;
            case UseInterlockedAnalyzer.KindSubtract when value is not null:
                call = Call(edits, editor, lockStatement, "Interlocked", "Add", target, Negate(value.WithoutTrivia()));
                break;
            case UseInterlockedAnalyzer.KindSubtractWiden when value is not null:
                var widened = SyntaxFactory.CastExpression(SyntaxFactory.PredefinedType(SyntaxFactory.Token(SyntaxKind.LongKeyword)), Parenthesize(value.WithoutTrivia()));
                call = Call(edits, editor, lockStatement, "Interlocked", "Add", target, SyntaxFactory.PrefixUnaryExpression(SyntaxKind.UnaryMinusExpression, widened));
                break;
            default:
                return null;
        }

        return SyntaxFactory.ExpressionStatement(call);
    }

    /// <summary><c>Interlocked.Method(ref target[, value])</c>.</summary>
    private static ExpressionSyntax Call(LockingEdits edits, DocumentEditor editor, SyntaxNode at, string type, string method, ExpressionSyntax target, ExpressionSyntax? value = null)
    {
        var arguments = SyntaxFactory.SeparatedList(new[]
        {
            SyntaxFactory.Argument(null, SyntaxFactory.Token(SyntaxKind.RefKeyword), target.WithoutTrivia()),
        });
        if (value is not null)
        {
            arguments = arguments.Add(SyntaxFactory.Argument(value));
        }

        return SyntaxFactory.InvocationExpression(
            LockingEdits.Member(edits.ThreadingName(editor, at, type, asType: false), method),
            SyntaxFactory.ArgumentList(arguments));
    }

    private static ExpressionSyntax Negate(ExpressionSyntax value)
    {
        if (value is LiteralExpressionSyntax { RawKind: (int)SyntaxKind.NumericLiteralExpression })
        {
            return SyntaxFactory.PrefixUnaryExpression(SyntaxKind.UnaryMinusExpression, value);
        }

        return SyntaxFactory.PrefixUnaryExpression(SyntaxKind.UnaryMinusExpression, Parenthesize(value));
    }

    private static ExpressionSyntax Parenthesize(ExpressionSyntax value) =>
        value is IdentifierNameSyntax or MemberAccessExpressionSyntax or LiteralExpressionSyntax or ParenthesizedExpressionSyntax
            ? value
            : SyntaxFactory.ParenthesizedExpression(value);
}
