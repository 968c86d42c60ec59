using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Composition;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// PERF0601: a constant set passed to IndexOfAny and relatives becomes a cached <c>SearchValues&lt;T&gt;</c> field
/// (<c>s.AsSpan().IndexOfAny(s_x)</c> on strings); a <c>static readonly char[]</c> used only in searches is converted in place.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseCachedSearchValuesCodeFixProvider)), Shared]
public sealed class UseCachedSearchValuesCodeFixProvider : CodeFixProvider
{
    private const string Title = "Use a cached SearchValues";

    private static readonly Rewriter s_rewriter = new();

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseCachedSearchValues);

    public override FixAllProvider GetFixAllProvider() => SearchValuesFields.WholeScopeFixAll(nameof(UseCachedSearchValuesCodeFixProvider), s_rewriter, Title);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) =>
        FixRegistration.RegisterEachAsync(context, static (document, root, diagnostic) =>
            SearchValuesFields.Plan(document, root, diagnostic, minimumLocations: 1, s_rewriter, Title, nameof(UseCachedSearchValuesCodeFixProvider)));

    private sealed class Rewriter : ISearchValuesRewriter
    {
        public Location? GetFieldToConvert(Diagnostic diagnostic, int set)
        {
            switch (Mode(diagnostic))
            {
                case UseCachedSearchValuesAnalyzer.ModeField:
                    return set == 0 && diagnostic.AdditionalLocations.Count > 0 ? diagnostic.AdditionalLocations[0] : null;

                case UseCachedSearchValuesAnalyzer.ModeConditional:
                    // The declarators follow the invocation, in the order the property lists their branches.
                    var at = InPlaceBranches(diagnostic).IndexOf((char)('0' + set));
                    return at >= 0 && at + 1 < diagnostic.AdditionalLocations.Count ? diagnostic.AdditionalLocations[at + 1] : null;

                default:
                    return null;
            }
        }

        public IReadOnlyList<UseEdit>? GetEdits(Diagnostic diagnostic, SyntaxNode root, SemanticModel model, IReadOnlyList<string> fieldNames, SearchValuesFixApis symbols)
        {
            var fieldName = fieldNames[0];
            switch (Mode(diagnostic))
            {
                case UseCachedSearchValuesAnalyzer.ModeArgument:
                    if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true)?.FirstAncestorOrSelf<ArgumentSyntax>() is not { } argument)
                    {
                        return null;
                    }

                    return new[] { new UseEdit(argument.Expression, (current, _) => SyntaxFactory.IdentifierName(fieldName).WithTriviaFrom(current)) };

                case UseCachedSearchValuesAnalyzer.ModeStringReceiver:
                    if (root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax invocation)
                    {
                        return null;
                    }

                    var moved = StartArguments(diagnostic);
                    return new[] { new UseEdit(invocation, (current, _) => WithAsSpan((InvocationExpressionSyntax)current, SyntaxFactory.IdentifierName(fieldName), symbols, moved)) };

                case UseCachedSearchValuesAnalyzer.ModeValues:
                    if (root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax call
                        || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true)?.FirstAncestorOrSelf<ArgumentSyntax>() is not { } valuesArgument
                        || !diagnostic.Properties.TryGetValue(ConstantSets.ValuesKey, out var set)
                        || set is null)
                    {
                        return null;
                    }

                    // The argument's position, read in the tree the analysis saw (the editor's current node has moved).
                    var index = call.ArgumentList.Arguments.IndexOf(valuesArgument);
                    var onString = diagnostic.Properties.TryGetValue(UseCachedSearchValuesAnalyzer.StringReceiverKey, out var receiver) && receiver == "true";
                    var start = StartArguments(diagnostic);
                    var names = SetRequest.From(diagnostic)?.NeedleNames;
                    return index < 0 ? null : new[] { new UseEdit(call, (current, _) => WithValues((InvocationExpressionSyntax)current, index, set, names, onString, start, symbols)) };

                case UseCachedSearchValuesAnalyzer.ModeConditional:
                    if (fieldNames.Count != 2
                        || root.FindNode(diagnostic.AdditionalLocations[0].SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax search
                        || root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true)?.FirstAncestorOrSelf<ArgumentSyntax>() is not { } setArgument)
                    {
                        return null;
                    }

                    var position = search.ArgumentList.Arguments.IndexOf(setArgument);
                    var asSpan = diagnostic.Properties.TryGetValue(UseCachedSearchValuesAnalyzer.StringReceiverKey, out var stringReceiver) && stringReceiver == "true";
                    var inPlace = InPlaceBranches(diagnostic);
                    return position < 0 ? null : new[] { new UseEdit(search, (current, _) => WithBranches((InvocationExpressionSyntax)current, position, fieldNames, inPlace, asSpan, symbols)) };

                case UseCachedSearchValuesAnalyzer.ModeField:
                    var edits = new List<UseEdit>();
                    for (var i = 1; i < diagnostic.AdditionalLocations.Count; i++)
                    {
                        if (root.FindNode(diagnostic.AdditionalLocations[i].SourceSpan, getInnermostNodeForTie: true) is InvocationExpressionSyntax use)
                        {
                            edits.Add(new UseEdit(use, (current, _) => WithAsSpan((InvocationExpressionSyntax)current, null, symbols)));
                        }
                    }

                    return edits;

                default:
                    return null;
            }
        }

        private static string InPlaceBranches(Diagnostic diagnostic) =>
            diagnostic.Properties.TryGetValue(UseCachedSearchValuesAnalyzer.InPlaceKey, out var branches) && branches is not null ? branches : string.Empty;

        // s.IndexOfAny(flag ? A : B) -> s.AsSpan().IndexOfAny(flag ? s_a : s_b); a branch whose field is converted in
        // place is kept as written.
        private static SyntaxNode WithBranches(InvocationExpressionSyntax invocation, int index, IReadOnlyList<string> fieldNames, string inPlace, bool onString, SearchValuesFixApis symbols)
        {
            if (index >= invocation.ArgumentList.Arguments.Count)
            {
                return invocation;
            }

            var argument = invocation.ArgumentList.Arguments[index];
            if (WrittenExpression.Inner(argument.Expression) is not ConditionalExpressionSyntax conditional)
            {
                return invocation;
            }

            var rewritten = conditional
                .WithWhenTrue(Branch(conditional.WhenTrue, fieldNames[0], inPlace.IndexOf('0') >= 0))
                .WithWhenFalse(Branch(conditional.WhenFalse, fieldNames[1], inPlace.IndexOf('1') >= 0));
            var values = argument.Expression.ReplaceNode(conditional, rewritten);
            if (onString)
            {
                return WithAsSpan(invocation, values, symbols);
            }

            return invocation.WithArgumentList(invocation.ArgumentList.WithArguments(
                invocation.ArgumentList.Arguments.Replace(argument, argument.WithExpression(values))));
        }

        private static ExpressionSyntax Branch(ExpressionSyntax branch, string fieldName, bool convertedInPlace) =>
            convertedInPlace ? branch : SyntaxFactory.IdentifierName(fieldName).WithTriviaFrom(branch);

        private static string? Mode(Diagnostic diagnostic) =>
            diagnostic.Properties.TryGetValue(UseCachedSearchValuesAnalyzer.ModeKey, out var mode) ? mode : null;

        // s.IndexOfAny(values, start[, count]): how many arguments after the values move into AsSpan(start[, count]).
        private static int StartArguments(Diagnostic diagnostic) =>
            diagnostic.Properties.TryGetValue(UseCachedSearchValuesAnalyzer.StartArgumentsKey, out var text) && text is "1" or "2" ? text[0] - '0' : 0;

        private static IEnumerable<ArgumentSyntax> WithoutTrivia(IEnumerable<ArgumentSyntax> arguments)
        {
            foreach (var argument in arguments)
            {
                yield return argument.WithoutTrivia();
            }
        }

        // s.IndexOfAny(new[] { '-', '_' }) -> s.AsSpan().IndexOfAny('-', '_'); span.IndexOfAny(new[] { ... }) -> span.IndexOfAny('-', '_').
        // The values are written as the named constants they came from when there are names (see ConstantSets.ElementNames).
        private static SyntaxNode WithValues(InvocationExpressionSyntax invocation, int index, string set, IReadOnlyList<string>? names, bool onString, int startArguments, SearchValuesFixApis symbols)
        {
            if (index >= invocation.ArgumentList.Arguments.Count)
            {
                return invocation;
            }

            var arguments = new List<ArgumentSyntax>(invocation.ArgumentList.Arguments);
            var slice = arguments.GetRange(index + 1, System.Math.Min(startArguments, arguments.Count - index - 1));
            arguments.RemoveRange(index, 1 + slice.Count);
            var seen = new HashSet<char>();
            var at = index;
            foreach (var value in set)
            {
                if (seen.Add(value))
                {
                    var written = names is not null && seen.Count <= names.Count
                        ? SyntaxFactory.ParseExpression(names[seen.Count - 1])
                        : SyntaxFactory.LiteralExpression(SyntaxKind.CharacterLiteralExpression, SyntaxFactory.Literal(value));
                    arguments.Insert(at++, SyntaxFactory.Argument(written));
                }
            }

            var list = SyntaxFactory.SeparatedList(arguments);
            var rewritten = invocation.WithArgumentList(invocation.ArgumentList.WithArguments(list));
            if (onString && invocation.Expression is MemberAccessExpressionSyntax access)
            {
                rewritten = rewritten.WithExpression(access.WithExpression(symbols.AsSpan(access.Expression, WithoutTrivia(slice)).WithTriviaFrom(access.Expression)));
            }

            return rewritten;
        }

        // s.IndexOfAny(x) -> s.AsSpan().IndexOfAny(field); the argument is kept (without a name) when field is null.
        // s.IndexOfAny(x, start, count) -> s.AsSpan(start, count).IndexOfAny(field) (a hit test: see the analyzer).
        private static SyntaxNode WithAsSpan(InvocationExpressionSyntax invocation, ExpressionSyntax? field, SearchValuesFixApis symbols, int startArguments = 0)
        {
            if (invocation.Expression is not MemberAccessExpressionSyntax access || invocation.ArgumentList.Arguments.Count != 1 + startArguments)
            {
                return invocation;
            }

            var value = field ?? invocation.ArgumentList.Arguments[0].Expression;
            var argument = SyntaxFactory.Argument(value.WithTriviaFrom(invocation.ArgumentList.Arguments[0]));
            var slice = WithoutTrivia(invocation.ArgumentList.Arguments.Skip(1));
            return invocation
                .WithExpression(access.WithExpression(symbols.AsSpan(access.Expression, slice).WithTriviaFrom(access.Expression)))
                .WithArgumentList(invocation.ArgumentList.WithArguments(SyntaxFactory.SingletonSeparatedList(argument)));
        }
    }
}
