using System.Collections.Immutable;
using System.Composition;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0708: <c>(E)Enum.Parse(typeof(E), s)</c> to <c>Enum.Parse&lt;E&gt;(s)</c>, <c>(E[])Enum.GetValues(typeof(E))</c> and the
/// loop's <c>Enum.GetValues(typeof(E))</c> to <c>Enum.GetValues&lt;E&gt;()</c>, <c>Enum.IsDefined(typeof(E), e)</c> and
/// <c>Enum.GetName(typeof(E), e)</c> to <c>Enum.IsDefined(e)</c> and <c>Enum.GetName(e)</c>. The receiver is kept as
/// written (<c>Enum</c>, <c>System.Enum</c>, an alias), the type argument is the type written in <c>typeof</c>.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseGenericEnumMethodsCodeFixProvider)), Shared]
public sealed class UseGenericEnumMethodsCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseGenericEnumMethods);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseGenericEnumMethodsCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (diagnostic.AdditionalLocations.Count != 2
            || !diagnostic.Properties.TryGetValue(UseGenericEnumMethodsAnalyzer.FormKey, out var form)
            || LinqSyntax.FindExact<InvocationExpressionSyntax>(root, diagnostic.Location) is not { Expression: MemberAccessExpressionSyntax { Name: IdentifierNameSyntax name } access } invocation
            || invocation.ArgumentList.Arguments.Count == 0
            || LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.AdditionalLocations[0]) is not { } replaced
            || LinqSyntax.FindExact<TypeSyntax>(root, diagnostic.AdditionalLocations[1]) is not { } type)
        {
            return null;
        }

        SimpleNameSyntax method = form == UseGenericEnumMethodsAnalyzer.Forms.TypeArgument
            ? SyntaxFactory.GenericName(name.Identifier, SyntaxFactory.TypeArgumentList(SyntaxFactory.SingletonSeparatedList(type.WithoutTrivia())))
            : name;
        var call = invocation
            .WithExpression(access.WithName(method))
            .WithArgumentList(invocation.ArgumentList.WithArguments(invocation.ArgumentList.Arguments.RemoveAt(0)));
        return CodeAction.Create(
            "Use Enum." + name.Identifier.ValueText + (method is GenericNameSyntax ? "<" + type + ">" : string.Empty),
            _ => Task.FromResult(document.WithSyntaxRoot(root.ReplaceNode(replaced, call.WithTriviaFrom(replaced)))),
            equivalenceKey: nameof(UseGenericEnumMethodsCodeFixProvider));
    }
}
