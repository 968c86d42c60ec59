using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0911: HTTP headers read through the validating view of <c>HttpHeaders</c> where the code only enumerates their
/// names or their values as strings: <c>foreach (var header in response.Headers)</c> and
/// <c>headers.TryGetValues(name, out var values)</c>. Reading a header through that view parses every value with the
/// header's parser (dates, cache directives, product tokens, URIs), stores the parsed objects and formats them back into
/// strings; <c>headers.NonValidated</c> (.NET 6) hands out the values as they were received, without parsing.
/// </summary>
/// <remarks>
/// <para>Reported when the loop variable is used only as <c>header.Key</c> and as <c>header.Value</c> enumerated
/// (<c>foreach</c>, <c>string.Join</c>, a LINQ method), and for <c>TryGetValues</c> of a constant name whose values
/// are used only that way: for a header with a parser, any of them; for one without, only <c>foreach</c> (its validated
/// read parses nothing, and costs a store item and an array that a boxed <c>HeaderStringValues</c> handed to
/// <c>string.Join</c> or LINQ costs again: measured, no lighter). Not reported when the values are stored, returned,
/// passed elsewhere, captured or written, nor for a name that isn't a constant.</para>
/// <para>The raw values differ from the validated ones for headers that have a parser: the validated view splits
/// lists (<c>Vary: Accept,Accept-Encoding</c> is two values), normalizes spacing (<c>no-cache,  max-age=0</c>
/// becomes <c>no-cache, max-age=0</c>), escapes URIs (<c>Location</c>) and drops values that hold a line break. The
/// fix (<see cref="FixableKey"/>) is offered only where none of that can be seen: a loop that reads only the names,
/// and <c>TryGetValues</c> of a constant name that has no parser (a custom header such as <c>X-Request-ID</c>, or
/// <c>Set-Cookie</c>), whose values are the received strings either way. Where the values are read the rule reports
/// without a fix: whether the raw values serve is the code owner's call (a proxy or a log usually wants them).</para>
/// <para>Gate: .NET 6 (<c>HttpHeaders.NonValidated</c>), every target of the project.</para>
/// </remarks>
public sealed class UseNonValidatedHeadersAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Present when the fix is offered: the code reads nothing the raw view gives differently.</summary>
    internal const string FixableKey = "Fixable";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0911",
        title: "Read HTTP headers without validation when only enumerating them",
        messageFormat: "Read the headers through 'NonValidated' when only enumerating them: {0}",
        description: "Enumerating HttpHeaders, or reading them with TryGetValues, parses every value with its header's parser, keeps the parsed objects and formats them back into strings. HttpHeaders.NonValidated (.NET 6) enumerates and reads the values as they were received, without parsing. The raw values of headers that have a parser differ from the validated ones (lists are not split, spacing is not normalized), so the fix is offered only where the code reads the names alone, or the values of a header without a parser.",
        // Suggestion: the fix is offered only where the raw values can't be told apart; where the values are read, what
        // they should be is the code owner's decision. See the docs page.
        RuleLevel.Suggestion);

    internal static readonly Payoff NonValidatedPayoff = new(
        "the values are not parsed, stored and formatted back",
        "PERF0911");

    /// <summary>The header names whose values go through a parser when read validated (System.Net.Http's known headers that have one).</summary>
    private static readonly ImmutableHashSet<string> s_parsedHeaders = ImmutableHashSet.Create(
        System.StringComparer.OrdinalIgnoreCase,
        "Accept", "Accept-Charset", "Accept-Encoding", "Accept-Language", "Accept-Ranges", "Age", "Allow", "Alt-Svc",
        "Authorization", "Cache-Control", "Connection", "Content-Disposition", "Content-Encoding", "Content-Language",
        "Content-Length", "Content-Location", "Content-MD5", "Content-Range", "Content-Type", "Date", "ETag", "Expect",
        "Expires", "From", "Host", "If-Match", "If-Modified-Since", "If-None-Match", "If-Range", "If-Unmodified-Since",
        "Last-Modified", "Location", "Max-Forwards", "Pragma", "Proxy-Authenticate", "Proxy-Authorization", "Range",
        "Referer", "Retry-After", "Server", "TE", "Trailer", "Transfer-Encoding", "Upgrade", "User-Agent", "Vary", "Via",
        "WWW-Authenticate", "Warning");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (HeaderApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeLoop(context, symbols, targets), OperationKind.Loop);
            start.RegisterOperationAction(context => AnalyzeTryGetValues(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeLoop(OperationAnalysisContext context, HeaderApis symbols, ProjectTargets targets)
    {
        if (context.Operation is not IForEachLoopOperation { Locals.Length: 1, LoopControlVariable: IVariableDeclaratorOperation declarator } loop
            || declarator.Symbol is not { } variable
            || loop.Collection.WithoutImplicitConversions() is not { Type: { } headersType } headers
            || !symbols.IsHeaders(headersType)
            || headers.Syntax is not ExpressionSyntax
            || loop.Syntax is not ForEachStatementSyntax statement)
        {
            return;
        }

        var readsValues = false;
        foreach (var operation in loop.Body.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, variable))
            {
                continue;
            }

            if (reference.Parent is not IPropertyReferenceOperation { Property.Name: "Key" or "Value" } member || member.Instance != reference)
            {
                return;
            }

            if (member.Property.Name == "Value")
            {
                if (!IsEnumeratedOnly(member, symbols))
                {
                    return;
                }

                readsValues = true;
            }
        }

        if (!targets.Allow(ProjectTargets.Net6, loop.Syntax))
        {
            return;
        }

        Report(context, headers, fixable: !readsValues && statement.Type.IsVar);
    }

    private static void AnalyzeTryGetValues(OperationAnalysisContext context, HeaderApis symbols, ProjectTargets targets)
    {
        var invocation = (IInvocationOperation)context.Operation;
        if (invocation.TargetMethod is not { Name: "TryGetValues", IsStatic: false, Parameters.Length: 2 } method
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.Headers)
            || method.Parameters[0].Type.SpecialType != SpecialType.System_String
            || invocation.Instance is not { Syntax: ExpressionSyntax } headers
            || invocation.GetArgument(1) is not { Value: var outValue } valuesArgument
            || invocation.GetArgument(0) is not { Value: var name })
        {
            return;
        }

        // out var values (a new local), or out values of a local declared before: every other use enumerates it.
        ILocalSymbol? values = outValue switch
        {
            IDeclarationExpressionOperation { Expression: ILocalReferenceOperation declared } => declared.Local,
            ILocalReferenceOperation existing => existing.Local,
            _ => null,
        };
        if (values is null || name.ConstantValue is not { HasValue: true, Value: string constant })
        {
            return;
        }

        var onlyForEach = true;
        foreach (var operation in invocation.Root().Descendants())
        {
            if (operation is ILocalReferenceOperation reference
                && SymbolEqualityComparer.Default.Equals(reference.Local, values)
                && reference != outValue
                && reference.Parent != outValue)
            {
                if (!IsEnumeratedOnly(reference, symbols))
                {
                    return;
                }

                onlyForEach &= reference.WithImplicitConversions().Parent is IForEachLoopOperation;
            }
        }

        // A header without a parser: the validated read costs a store item and an array of the same strings, which a
        // boxed HeaderStringValues (string.Join, LINQ) costs again; only a foreach, over its struct enumerator, gains.
        var parsed = s_parsedHeaders.Contains(constant.Trim());
        if ((!parsed && !onlyForEach) || !targets.Allow(ProjectTargets.Net6, invocation.Syntax))
        {
            return;
        }

        var fixable = !parsed
            && outValue is IDeclarationExpressionOperation
            && valuesArgument.Syntax is ArgumentSyntax { Expression: DeclarationExpressionSyntax { Type.IsVar: true } };
        Report(context, headers, fixable);
    }

    private static void Report(OperationAnalysisContext context, IOperation headers, bool fixable)
    {
        var properties = fixable
            ? ImmutableDictionary<string, string?>.Empty.Add(FixableKey, "")
            : ImmutableDictionary<string, string?>.Empty;
        context.ReportDiagnostic(Diagnostic.Create(Rule, headers.Syntax.GetLocation(), properties, NonValidatedPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// True when the values <paramref name="values"/> reads are only enumerated as strings: a <c>foreach</c>'s collection,
    /// <c>string.Join</c>'s values, or the source of a LINQ method (<c>First</c>, <c>Any</c>, <c>ToList</c>...).
    /// </summary>
    private static bool IsEnumeratedOnly(IOperation values, HeaderApis symbols)
    {
        var used = values.WithImplicitConversions();
        switch (used.Parent)
        {
            case IForEachLoopOperation loop when loop.Collection == used:
                return true;
            case IArgumentOperation { Parameter: { } parameter, Parent: IInvocationOperation { TargetMethod: var method } }:
                return (method.Name == "Join" && method.ContainingType.SpecialType == SpecialType.System_String && parameter.Ordinal == 1)
                    || (method.IsExtensionMethod && parameter.Ordinal == 0 && SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.Enumerable));
            default:
                return false;
        }
    }

    internal sealed class HeaderApis
    {
        private HeaderApis(INamedTypeSymbol headers, INamedTypeSymbol? enumerable)
        {
            Headers = headers;
            Enumerable = enumerable;
        }

        public INamedTypeSymbol Headers { get; }

        public INamedTypeSymbol? Enumerable { get; }

        /// <summary><c>HttpHeaders</c> or a type derived from it (request, response, content headers).</summary>
        public bool IsHeaders(ITypeSymbol type)
        {
            for (var current = type as INamedTypeSymbol; current is not null; current = current.BaseType)
            {
                if (SymbolEqualityComparer.Default.Equals(current, Headers))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>The symbols, when the compilation has <c>HttpHeaders.NonValidated</c>; null otherwise.</summary>
        public static HeaderApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Net.Http.Headers.HttpHeaders") is not { } headers
                || types.Get("System.Net.Http.Headers.HeaderStringValues") is null)
            {
                return null;
            }

            foreach (var member in headers.GetMembers("NonValidated"))
            {
                if (member is IPropertySymbol { IsStatic: false })
                {
                    return new HeaderApis(headers, types.Get("System.Linq.Enumerable"));
                }
            }

            return null;
        }
    }
}
