using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0704: <c>s.Substring(...)</c> whose string is only compared (<c>==</c>, <c>!=</c>, <c>Equals</c>,
/// <c>string.Equals</c>, an ordinal <c>StartsWith</c>/<c>EndsWith</c>) or passed to a parse method that has the same
/// overload for a <c>ReadOnlySpan&lt;char&gt;</c>: the substring is allocated and copied to be read once. A slice of
/// the string (<c>s.AsSpan(...)</c>) compares and parses the same chars without the copy.
/// </summary>
/// <remarks>
/// <para>Comparisons: reported only when the other string can't be null (a constant, another substring, the result of
/// a method annotated to return a non-null string, or an expression the compiler's nullable analysis says is not null,
/// <see cref="OperationExtensions.IsKnownNotNull"/>): a span made from a null string is empty, so
/// <c>s.Substring(1, 0) == null</c> (false) would become true. Culture-sensitive comparisons (<c>StartsWith(string)</c>,
/// <c>CurrentCulture</c>, <c>InvariantCulture</c>) are not reported. When the substring is the second operand, the first
/// must be free of side effects (the fix evaluates the substring's string first).</para>
/// <para>Parse methods: a static <c>Parse</c>/<c>TryParse</c> method of any type, reported when the call with a span in
/// the substring's place binds to the same method name of the same type with the span parameter there (checked by
/// binding the rewritten call).</para>
/// <para>Properties: <see cref="FormKey"/> (<see cref="SpanReadableUse.Forms"/>), <see cref="NegateKey"/> for <c>!=</c>. Additional
/// locations for comparisons: the expression the fix replaces, the other string, and the comparison argument when there
/// is one.</para>
/// </remarks>
public sealed class UseSpanInsteadOfSubstringAnalyzer : DiagnosticAnalyzer
{
    internal const string FormKey = "Form";
    internal const string NegateKey = "Negate";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0704",
        title: "Compare or parse a slice without Substring",
        messageFormat: "Use 'AsSpan' instead of 'Substring' to {0}: {1}",
        description: "Substring allocates a new string and copies the chars into it. When that string is only compared (==, !=, Equals, an ordinal StartsWith or EndsWith) or parsed by a method that has a ReadOnlySpan<char> overload, a slice of the original string (AsSpan) gives the same answer without the allocation and the copy.",
        // Warning: precise (only comparisons whose answer a span gives exactly, parse calls that bind to the span
        // overload; eight reports on ILSpy's decompiler, all correct), and every shape allocates nothing after the fix;
        // see the docs page.
        RuleLevel.Warning);

    internal static readonly Payoff SpanInsteadOfSubstringParsePayoff = new(
        "no substring to allocate and copy",
        "PERF0704/Parse");

    internal static readonly Payoff SpanInsteadOfSubstringComparePayoff = new(
        "no substring to allocate and copy",
        "PERF0704/OrdinalComparison", "PERF0704/Equality");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (!Runtimes.IsNet6OrLater(start.Compilation)
                || types.Get("System.MemoryExtensions") is null
                || types.Get("System.ReadOnlySpan`1") is not { } readOnlySpan
                || types.Get("System.StringComparison") is not { } stringComparison)
            {
                return;
            }

            var symbols = new UseSpanInsteadOfSubstringApis(
                readOnlySpan.Construct(start.Compilation.GetSpecialType(SpecialType.System_Char)),
                stringComparison,
                types.Get("System.Linq.Expressions.Expression`1"));
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, UseSpanInsteadOfSubstringApis symbols, ProjectTargets targets)
    {
        var substring = (IInvocationOperation)context.Operation;
        if (substring.TargetMethod is not { Name: "Substring", IsStatic: false, ContainingType.SpecialType: SpecialType.System_String }
            || substring.Instance is null
            || substring.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name: IdentifierNameSyntax } })
        {
            return;
        }

        // When both operands are substrings, the left one's diagnostic rewrites both; the fix evaluates the substring's
        // string first, so another string written before it must be free of side effects.
        if (SpanReadableUse.Find(substring, symbols.SpanOfChar, symbols.StringComparison) is not { } use
            || (use.OtherFirst && (IsSubstring(use.Other!) || !use.Other!.IsFreeOfSideEffects()))
            || substring.IsInExpressionTree(symbols.ExpressionOfT)
            || !targets.Allow(ProjectTargets.Net6, substring.Syntax))
        {
            return;
        }

        if (use.Form == SpanReadableUse.Forms.Parse)
        {
            context.ReportDiagnostic(Diagnostic.Create(
                Rule,
                substring.Syntax.GetLocation(),
                ImmutableDictionary<string, string?>.Empty.Add(FormKey, use.Form),
                "parse",
                SpanInsteadOfSubstringParsePayoff.For(context.Compilation)));
            return;
        }

        var locations = new List<Location>(3);
        use.AddLocations(locations);
        var properties = ImmutableDictionary<string, string?>.Empty.Add(FormKey, use.Form);
        if (use.Negate)
        {
            properties = properties.Add(NegateKey, "true");
        }

        context.ReportDiagnostic(Diagnostic.Create(Rule, substring.Syntax.GetLocation(), locations, properties, "compare", SpanInsteadOfSubstringComparePayoff.For(context.Compilation)));
    }

    private static bool IsSubstring(IOperation operation) =>
        operation is IInvocationOperation { TargetMethod: { Name: "Substring", IsStatic: false, ContainingType.SpecialType: SpecialType.System_String }, Instance: not null };

    private sealed class UseSpanInsteadOfSubstringApis
    {
        public UseSpanInsteadOfSubstringApis(INamedTypeSymbol spanOfChar, INamedTypeSymbol stringComparison, INamedTypeSymbol? expressionOfT)
        {
            SpanOfChar = spanOfChar;
            StringComparison = stringComparison;
            ExpressionOfT = expressionOfT;
        }

        public INamedTypeSymbol SpanOfChar { get; }

        public INamedTypeSymbol StringComparison { get; }

        public INamedTypeSymbol? ExpressionOfT { get; }
    }
}
