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

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0910: the span overload written after the array overload it mirrors, from the array overload's own body, where
/// that body uses its buffer only to forward it to another stream: every <c>inner.Read(buffer, offset, count)</c> (or
/// <c>Write</c>) becomes <c>inner.Read(buffer)</c>, and <c>count</c> read anywhere else becomes <c>buffer.Length</c>.
/// A body that indexes, copies or hands the array elsewhere gets no fix (the rule still reports).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(OverrideStreamSpanMethodsCodeFixProvider)), Shared]
public sealed class OverrideStreamSpanMethodsCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsSystem = new("PerfAnalyzers.NeedsSystemImport");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.OverrideStreamSpanMethods);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(OverrideStreamSpanMethodsCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken) =>
        root.FindToken(diagnostic.Location.SourceSpan.Start).Parent is ClassDeclarationSyntax declaration
        && model.GetDeclaredSymbol(declaration, cancellationToken) is { } type
        && OverrideStreamSpanMethodsAnalyzer.StreamApis.Find(model.Compilation) is { } apis
        && Overloads(diagnostic, root, model, type, apis, cancellationToken) is { Count: > 0 } overloads
            ? CodeAction.Create(
                overloads.Count == 2 ? "Override Read(Span<byte>) and Write(ReadOnlySpan<byte>)" : overloads[0].Array.Identifier.ValueText == "Read" ? "Override Read(Span<byte>)" : "Override Write(ReadOnlySpan<byte>)",
                ct => FixAsync(document, root, overloads, ct),
                equivalenceKey: nameof(OverrideStreamSpanMethodsCodeFixProvider))
            : null;

    /// <summary>Each missing span overload the diagnostic names that can be written, with the array overload it follows.</summary>
    private static List<(MethodDeclarationSyntax Array, MethodDeclarationSyntax Span)> Overloads(
        Diagnostic diagnostic, SyntaxNode root, SemanticModel model, INamedTypeSymbol type, OverrideStreamSpanMethodsAnalyzer.StreamApis apis, CancellationToken cancellationToken)
    {
        var overloads = new List<(MethodDeclarationSyntax Array, MethodDeclarationSyntax Span)>();
        foreach (var (key, arrayMethod) in new[] { (OverrideStreamSpanMethodsAnalyzer.ReadKey, apis.ReadArray), (OverrideStreamSpanMethodsAnalyzer.WriteKey, apis.WriteArray) })
        {
            if (diagnostic.Properties.ContainsKey(key)
                && apis.DeclaredOverride(type, arrayMethod) is { DeclaringSyntaxReferences: { Length: 1 } references }
                && references[0].GetSyntax(cancellationToken) is MethodDeclarationSyntax array
                && array.SyntaxTree == root.SyntaxTree
                && SpanOverload(array, model, apis, cancellationToken) is { } span)
            {
                overloads.Add((array, span));
            }
        }

        return overloads;
    }

    /// <summary>
    /// The span overload written from the array overload, when every use of its parameters is a forwarding call
    /// <c>stream.Read(buffer, offset, count)</c> on another stream (not <c>this</c> or <c>base</c>, not in a lambda or local
    /// function) or a read of <c>count</c>; null otherwise.
    /// </summary>
    private static MethodDeclarationSyntax? SpanOverload(MethodDeclarationSyntax array, SemanticModel model, OverrideStreamSpanMethodsAnalyzer.StreamApis apis, CancellationToken cancellationToken)
    {
        var forwarded = new HashSet<SyntaxNode>();
        var counts = new List<SyntaxNode>();
        var method = model.GetDeclaredSymbol(array, cancellationToken);
        var convertible = method is { Parameters.Length: 3 } && !array.ContainsDirectives;
        foreach (var operation in model.GetOperation(array, cancellationToken)?.Descendants() ?? Enumerable.Empty<IOperation>())
        {
            // A span can't be captured: no lambda or local function may use a parameter.
            convertible &= !(operation is IAnonymousFunctionOperation or ILocalFunctionOperation && MentionsAParameter(operation.Syntax, array));
            if (convertible && operation is IParameterReferenceOperation { Parameter: var parameter } reference && SymbolEqualityComparer.Default.Equals(parameter.ContainingSymbol, method))
            {
                // Forwarded to another stream (its argument list becomes (buffer)), or count read (buffer.Length).
                var invocation = reference.Parent?.Parent as IInvocationOperation;
                var forwarding = reference.Parent is IArgumentOperation && invocation is not null && IsForwarding(invocation, method!, apis);
                convertible &= forwarding || parameter.Ordinal == 2 && !reference.IsWriteTarget();
                if (forwarding)
                {
                    forwarded.Add(((InvocationExpressionSyntax)invocation!.Syntax).ArgumentList);
                }
                else
                {
                    counts.Add(reference.Syntax);
                }
            }
        }

        return convertible ? Build(array, forwarded, counts) : null;
    }

    private static bool MentionsAParameter(SyntaxNode node, MethodDeclarationSyntax array) =>
        node.Mentions(array.ParameterList.Parameters[0].Identifier.ValueText)
        || node.Mentions(array.ParameterList.Parameters[1].Identifier.ValueText)
        || node.Mentions(array.ParameterList.Parameters[2].Identifier.ValueText);

    /// <summary>The array overload rewritten: the span parameter, each forwarding call given the span, count its length.</summary>
    private static MethodDeclarationSyntax Build(MethodDeclarationSyntax array, HashSet<SyntaxNode> forwarded, List<SyntaxNode> counts)
    {
        var buffer = array.ParameterList.Parameters[0].Identifier.WithoutTrivia();
        var spanName = array.Identifier.ValueText == "Read" ? "Span" : "ReadOnlySpan";
        var spanType = SyntaxFactory.ParseTypeName("global::System." + spanName + "<byte>").WithAdditionalAnnotations(Simplifier.Annotation, s_needsSystem);
        var nodes = new List<SyntaxNode>(forwarded);
        nodes.AddRange(counts);
        var rewritten = array.ReplaceNodes(nodes, (original, current) => original is ArgumentListSyntax
            ? SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(SyntaxFactory.IdentifierName(buffer)))).WithTriviaFrom(current)
            : SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, SyntaxFactory.IdentifierName(buffer), SyntaxFactory.IdentifierName("Length")).WithTriviaFrom(current));
        return rewritten
            .WithAttributeLists(default)
            .WithParameterList(SyntaxFactory.ParameterList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Parameter(buffer).WithType(spanType))).WithTriviaFrom(array.ParameterList))
            .WithTrailingTrivia(array.GetTrailingTrivia())
            .WithAdditionalAnnotations(Formatter.Annotation);
    }

    /// <summary>
    /// <c>stream.Read(buffer, offset, count)</c> (the same overload name) on another stream, with the method's three
    /// parameters in order, positional.
    /// </summary>
    private static bool IsForwarding(IInvocationOperation invocation, IMethodSymbol method, OverrideStreamSpanMethodsAnalyzer.StreamApis apis) =>
        invocation.TargetMethod.Name == method.Name
        && invocation.Instance is { Type: INamedTypeSymbol instanceType } and not IInstanceReferenceOperation
        && instanceType.IsOrDerivesFrom(apis.Stream)
        && (method.Name == "Read" ? apis.ReadArray : apis.WriteArray) is var target
        && (SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.OriginalDefinition, target) || OverrideStreamSpanMethodsAnalyzer.StreamApis.Overrides(invocation.TargetMethod, target))
        && invocation.Arguments.Length == 3
        && IsParameterAt(invocation, 0, method) && IsParameterAt(invocation, 1, method) && IsParameterAt(invocation, 2, method);

    /// <summary>The invocation's argument at <paramref name="i"/> is the method's parameter <paramref name="i"/>, positional.</summary>
    private static bool IsParameterAt(IInvocationOperation invocation, int i, IMethodSymbol method) =>
        invocation.Arguments[i] is { Value: IParameterReferenceOperation { Parameter: var parameter }, Syntax: ArgumentSyntax { NameColon: null } }
        && parameter.Ordinal == i
        && SymbolEqualityComparer.Default.Equals(parameter.ContainingSymbol, method);


    private static async Task<Document> FixAsync(Document document, SyntaxNode root, List<(MethodDeclarationSyntax Array, MethodDeclarationSyntax Span)> overloads, CancellationToken cancellationToken)
    {
        // A blank line, then the array overload's indentation, written out: with only an elastic line break before it,
        // the formatter would move the member's first line to its place and every other line by as much (an arrow on a
        // line of its own indented twice).
        var lineBreak = LineBreaks.Of(document, await document.GetTextAsync(cancellationToken).ConfigureAwait(false));
        var tracked = root.TrackNodes(overloads.ConvertAll(o => o.Array));
        foreach (var (array, span) in overloads)
        {
            if (tracked.GetCurrentNode(array) is { } current)
            {
                var leading = Indentation.Of(array).Insert(0, SyntaxFactory.EndOfLine(lineBreak));
                tracked = tracked.InsertNodesAfter(current, new[] { span.WithLeadingTrivia(leading) });
            }
        }

        document = document.WithSyntaxRoot(tracked);
        var probe = overloads[0].Array.Identifier.ValueText == "Read" ? "System.Span`1" : "System.ReadOnlySpan`1";
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsSystem, "System", probe, cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
