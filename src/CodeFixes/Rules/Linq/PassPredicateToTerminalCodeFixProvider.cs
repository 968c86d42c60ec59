using System.Collections.Immutable;
using System.Composition;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>PERF0401: <c>source.Where(p).First()</c> to <c>source.First(p)</c> (.NET 9+), or to <c>Array.Find</c>/<c>Exists</c>/<c>FindLast</c> before.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PassPredicateToTerminalCodeFixProvider)), Shared]
public sealed class PassPredicateToTerminalCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.PassPredicateToTerminal);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(PassPredicateToTerminalCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 3
            || !diagnostic.Properties.TryGetValue(PassPredicateToTerminalAnalyzer.ModeKey, out var mode)
            || !diagnostic.Properties.TryGetValue(PassPredicateToTerminalAnalyzer.MethodKey, out var method)
            || mode is null
            || method is null
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { } terminal
            || LinqSyntax.GetMethodName(terminal) is not { } terminalName
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } where
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } source
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[2]) is not { } predicate
            || PassPredicateToTerminalAnalyzer.BuildReplacement(mode, method, terminalName, where, source, predicate, Simplifier.Annotation) is not { } replacement)
        {
            return null;
        }

        var title = mode switch
        {
            PassPredicateToTerminalAnalyzer.ArrayMode => "Use Array." + method,
            _ => "Pass the predicate to " + method,
        };
        return CodeAction.Create(
            title,
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(terminal, replacement.WithTriviaFrom(terminal)))),
            equivalenceKey: nameof(PassPredicateToTerminalCodeFixProvider));
    }
}
