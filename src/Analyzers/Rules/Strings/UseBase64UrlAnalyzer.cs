using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0701: <c>Convert.ToBase64String(bytes)</c> made URL-safe by hand: <c>+</c> replaced by <c>-</c>, <c>/</c> by
/// <c>_</c>, and the <c>=</c> padding removed (<c>TrimEnd('=')</c>, <c>Replace("=", "")</c> or <c>Split('=')[0]</c>), in
/// any order. Each step scans the string and allocates a new one; <c>Base64Url.EncodeToString(bytes)</c> writes the
/// URL-safe text, unpadded, in one pass.
/// </summary>
/// <remarks>
/// <para>The three steps commute (they touch different chars, and <c>=</c> only ever ends Base64 text), so any order is
/// the same string; all three must be there: a chain that keeps the padding, or one of <c>+</c>/<c>/</c>, is not
/// Base64Url. <c>Replace</c> with chars or with one-char strings; a step repeated changes nothing.</para>
/// <para>The bytes: an array that can't be null (<c>ToBase64String(null)</c> throws, where an empty span encodes to ""),
/// an array with an offset and a length (sliced with <c>AsSpan</c>, which throws the same
/// <c>ArgumentOutOfRangeException</c> for the same bad offsets), or a span; the formatting options, when given, must be
/// the constant <c>None</c> (line breaks are not Base64Url); arguments written by position.</para>
/// <para>Gate: <c>System.Buffers.Text.Base64Url</c>, from .NET 9 or the Microsoft.Bcl.Memory package; from .NET 9 every
/// target of the project must be .NET 9 or later (the package's type is on every target that references it).</para>
/// <para>Additional location: the <c>ToBase64String</c> call.</para>
/// </remarks>
public sealed class UseBase64UrlAnalyzer : DiagnosticAnalyzer
{
    private const int Plus = 1;
    private const int Slash = 2;
    private const int Padding = 4;

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0701",
        title: "Encode Base64Url with the Base64Url API",
        messageFormat: "Use 'Base64Url.EncodeToString' instead of making Base64 URL-safe by hand: {0}",
        description: "Replacing '+' and '/' and trimming the '=' padding of Convert.ToBase64String scans and copies the text once per step. Base64Url.EncodeToString writes the same URL-safe, unpadded text in one pass.",
        // Warning: precise (only the complete URL-safe rewrite, in any order), and two thirds of the bytes go (one
        // string instead of one per step), and faster (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff Base64UrlPayoff = new(
        "one pass and one string instead of a string per step",
        "PERF0701");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (types.Get("System.Buffers.Text.Base64Url") is not { } base64Url
                || types.Get("System.Convert") is not { } convert
                || types.Get("System.Base64FormattingOptions") is not { } formattingOptions
                || types.Get("System.ReadOnlySpan`1") is null)
            {
                return;
            }

            // The core library's type needs every target to have it; a package's is on every target that references it.
            var fromPackage = !SymbolEqualityComparer.Default.Equals(base64Url.ContainingAssembly, start.Compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly);
            var targets = ProjectTargets.Read(start.Options);
            var expressionOfT = types.Get("System.Linq.Expressions.Expression`1");
            start.RegisterOperationAction(context => AnalyzeInvocation(context, convert, formattingOptions, expressionOfT, fromPackage, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, INamedTypeSymbol convert, INamedTypeSymbol formattingOptions, INamedTypeSymbol? expressionOfT, bool fromPackage, ProjectTargets targets)
    {
        var toBase64 = (IInvocationOperation)context.Operation;
        if (toBase64.TargetMethod is not { Name: "ToBase64String", IsStatic: true } method
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, convert)
            || !HasPlainBytes(toBase64, formattingOptions))
        {
            return;
        }

        // Up the chain while each call is one of the three steps on the string before it.
        var steps = 0;
        IOperation end = toBase64;
        while (Step(end) is var (next, step) && step != 0)
        {
            steps |= step;
            end = next;
        }

        if (steps != (Plus | Slash | Padding)
            || toBase64.IsInExpressionTree(expressionOfT)
            || !(fromPackage || targets.Allow(ProjectTargets.Net9, toBase64.Syntax)))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            end.Syntax.GetLocation(),
            ImmutableArray.Create(toBase64.Syntax.GetLocation()),
            properties: null,
            Base64UrlPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// <c>(bytes)</c> with an array that can't be null, <c>(bytes, offset, length)</c>, or a span; the options, when
    /// given, the constant <c>None</c>.
    /// </summary>
    private static bool HasPlainBytes(IInvocationOperation toBase64, INamedTypeSymbol formattingOptions)
    {
        var parameters = toBase64.TargetMethod.Parameters;
        if (parameters.Length == 0 || toBase64.Arguments.Length != parameters.Length)
        {
            return false;
        }

        foreach (var argument in toBase64.Arguments)
        {
            if (argument.IsNamed())
            {
                return false;
            }
        }

        var last = parameters[parameters.Length - 1];
        var withOptions = SymbolEqualityComparer.Default.Equals(last.Type, formattingOptions);
        if (withOptions && toBase64.GetArgument(last.Ordinal)?.Value.ConstantValue is not { HasValue: true, Value: 0 })
        {
            return false;
        }

        var count = withOptions ? parameters.Length - 1 : parameters.Length;
        if (toBase64.GetArgument(0) is not { } bytes)
        {
            return false;
        }

        return (count, parameters[0].Type) switch
        {
            (1, IArrayTypeSymbol) => bytes.Value.IsKnownNotNull(),
            (1, INamedTypeSymbol { Name: "ReadOnlySpan" }) => true,
            (3, IArrayTypeSymbol) => bytes.Value.IsKnownNotNull(),
            _ => false,
        };
    }

    /// <summary>The operation one step up the chain and which step it is; step 0 when the parent is no step.</summary>
    private static (IOperation Next, int Step) Step(IOperation text)
    {
        switch (text.Parent)
        {
            case IInvocationOperation { TargetMethod: { IsStatic: false, ContainingType.SpecialType: SpecialType.System_String } method } call
                when call.Instance == text && call.Arguments.Length == method.Parameters.Length:
                switch (method.Name)
                {
                    case "Replace" when call.Arguments.Length == 2:
                        return (call, (Text(call.Arguments[0].Value), Text(call.Arguments[1].Value)) switch
                        {
                            ("+", "-") => Plus,
                            ("/", "_") => Slash,
                            ("=", "") => Padding,
                            _ => 0,
                        });
                    case "TrimEnd" when call.Arguments.Length == 1 && IsPaddingChar(call.Arguments[0].Value):
                        return (call, Padding);
                    case "Split" when call.Arguments.Length >= 1
                        && IsPaddingChar(call.Arguments[0].Value)
                        && (call.Arguments.Length == 1 || call.Arguments[1].Value.ConstantValue is { HasValue: true, Value: 0 })
                        && call.Parent is IArrayElementReferenceOperation { Indices.Length: 1 } element
                        && element.Indices[0].ConstantValue is { HasValue: true, Value: 0 }:
                        return (element, Padding);
                }

                break;
        }

        return (text, 0);
    }

    /// <summary>A constant char or string as a string, <c>string.Empty</c> as "".</summary>
    private static string? Text(IOperation value) =>
        value.ConstantValue switch
        {
            { HasValue: true, Value: char c } => c.ToString(),
            { HasValue: true, Value: string s } => s,
            _ => value is IFieldReferenceOperation { Field: { Name: "Empty", ContainingType.SpecialType: SpecialType.System_String } } ? "" : null,
        };

    /// <summary><c>'='</c>, or a params array of that one char.</summary>
    private static bool IsPaddingChar(IOperation value)
    {
        if (value is IArrayCreationOperation { Initializer.ElementValues: { Length: 1 } elements })
        {
            value = elements[0];
        }

        return value.ConstantValue is { HasValue: true, Value: '=' };
    }
}
