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
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Locking;

/// <summary>
/// PERF0301: declares the field as <c>System.Threading.Lock</c> (initializer <c>new()</c>) and rewrites every
/// <c>Monitor</c> call on it, in every document of the type:
/// <c>Enter(f)</c> to <c>f.Enter()</c>, <c>Exit(f)</c> to <c>f.Exit()</c>, <c>TryEnter(f[, t])</c> to <c>f.TryEnter([t])</c>,
/// <c>IsEntered(f)</c> to <c>f.IsHeldByCurrentThread</c>, <c>Enter(f, ref taken);</c> to <c>f.Enter(); taken = true;</c>
/// and <c>TryEnter(f[, t], ref taken);</c> to <c>taken = f.TryEnter([t]);</c>. Lock statements need no change. A field
/// given its object in each constructor instead (<c>_gate = new object();</c>) gets <c>new()</c> there.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseLockTypeCodeFixProvider)), Shared]
public sealed class UseLockTypeCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseLockType);

    public override FixAllProvider GetFixAllProvider() => LockingEdits.WholeScopeFixAll(nameof(UseLockTypeCodeFixProvider), FixAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (diagnostic.AdditionalLocations.Count == 0)
            {
                continue;
            }

            var solution = context.Document.Project.Solution;
            context.RegisterCodeFix(
                CodeAction.Create(
                    "Use System.Threading.Lock",
                    async ct =>
                    {
                        var edits = new LockingEdits(solution);
                        await FixAsync(edits, diagnostic, ct).ConfigureAwait(false);
                        return await edits.ApplyAsync(ct).ConfigureAwait(false);
                    },
                    equivalenceKey: nameof(UseLockTypeCodeFixProvider)),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    private static async Task FixAsync(LockingEdits edits, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        // The declaration: object -> Lock, new object() -> new().
        if (await edits.FindAsync(diagnostic.AdditionalLocations[0], cancellationToken).ConfigureAwait(false) is not { Node: VariableDeclaratorSyntax declarator } found
            || declarator.Parent is not VariableDeclarationSyntax declaration)
        {
            return;
        }

        var lockType = edits.ThreadingName(found.Editor, declaration, "Lock", asType: true);
        found.Editor.ReplaceNode(declaration.Type, lockType.WithTriviaFrom(declaration.Type));
        if (declarator.Initializer is { Value: ObjectCreationExpressionSyntax creation })
        {
            found.Editor.ReplaceNode(creation, SyntaxFactory.ImplicitObjectCreationExpression().WithTriviaFrom(creation));
        }

        for (var i = 1; i < diagnostic.AdditionalLocations.Count; i++)
        {
            switch (await edits.FindAsync(diagnostic.AdditionalLocations[i], cancellationToken).ConfigureAwait(false))
            {
                case { Node: InvocationExpressionSyntax invocation } call:
                    RewriteMonitorCall(call.Editor, invocation);
                    break;
                case { Node: ObjectCreationExpressionSyntax assigned } constructor:
                    // A constructor's '_gate = new object();' -> '_gate = new();'.
                    constructor.Editor.ReplaceNode(assigned, SyntaxFactory.ImplicitObjectCreationExpression().WithTriviaFrom(assigned));
                    break;
            }
        }
    }

    private static void RewriteMonitorCall(DocumentEditor editor, InvocationExpressionSyntax invocation)
    {
        var name = invocation.Expression switch
        {
            MemberAccessExpressionSyntax member => member.Name.Identifier.ValueText,
            SimpleNameSyntax simple => simple.Identifier.ValueText,
            _ => null,
        };
        var arguments = invocation.ArgumentList.Arguments;
        if (name is null || arguments.Count == 0)
        {
            return;
        }

        var field = arguments[0].Expression.WithoutTrivia();
        var last = arguments[arguments.Count - 1];
        var lockTaken = arguments.Count > 1 && last.RefKindKeyword.IsKind(SyntaxKind.RefKeyword) ? last.Expression.WithoutTrivia() : null;
        var timeout = arguments.Count > (lockTaken is null ? 1 : 2) ? arguments[1] : null;

        ExpressionSyntax Call(string method, ArgumentSyntax? argument) =>
            SyntaxFactory.InvocationExpression(
                Member(field, method),
                argument is null ? SyntaxFactory.ArgumentList() : SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(argument.WithoutTrivia())));

        switch (name)
        {
            case "Enter" when lockTaken is null:
                editor.ReplaceNode(invocation, Call("Enter", null).WithTriviaFrom(invocation));
                break;

            case "Enter":
                {
                    // Monitor.Enter(f, ref taken);  ->  f.Enter(); taken = true;  (the analyzer proved taken is false here)
                    if (invocation.Parent is not ExpressionStatementSyntax statement)
                    {
                        return;
                    }

                    var enter = SyntaxFactory.ExpressionStatement(Call("Enter", null))
                        .WithLeadingTrivia(statement.GetLeadingTrivia())
                        .WithTrailingTrivia(SyntaxFactory.ElasticMarker)
                        .WithAdditionalAnnotations(Formatter.Annotation);
                    var flag = SyntaxFactory.ExpressionStatement(
                            SyntaxFactory.AssignmentExpression(SyntaxKind.SimpleAssignmentExpression, lockTaken, SyntaxFactory.LiteralExpression(SyntaxKind.TrueLiteralExpression)))
                        .WithTrailingTrivia(statement.GetTrailingTrivia())
                        .WithAdditionalAnnotations(Formatter.Annotation);
                    editor.InsertAfter(statement, flag);
                    editor.ReplaceNode(statement, enter);
                    break;
                }

            case "Exit":
                editor.ReplaceNode(invocation, Call("Exit", null).WithTriviaFrom(invocation));
                break;

            case "TryEnter" when lockTaken is null:
                editor.ReplaceNode(invocation, Call("TryEnter", timeout).WithTriviaFrom(invocation));
                break;

            case "TryEnter":
                // Monitor.TryEnter(f[, t], ref taken)  ->  taken = f.TryEnter([t])
                editor.ReplaceNode(
                    invocation,
                    SyntaxFactory.AssignmentExpression(SyntaxKind.SimpleAssignmentExpression, lockTaken, Call("TryEnter", timeout)).WithTriviaFrom(invocation));
                break;

            case "IsEntered":
                editor.ReplaceNode(invocation, Member(field, "IsHeldByCurrentThread").WithTriviaFrom(invocation));
                break;
        }
    }

    private static MemberAccessExpressionSyntax Member(ExpressionSyntax receiver, string name) => LockingEdits.Member(receiver, name);
}
