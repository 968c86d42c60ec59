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
/// <para>Properties: <see cref="FormKey"/> (<see cref="Forms"/>), <see cref="NegateKey"/> for <c>!=</c>. Additional
/// locations for comparisons: the expression the fix replaces, the other string, and the comparison argument when there
/// is one.</para>
/// </remarks>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class UseSpanInsteadOfSubstringAnalyzer : DiagnosticAnalyzer
{
    internal const string FormKey = "Form";
    internal const string NegateKey = "Negate";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        RuleIdentifiers.UseSpanInsteadOfSubstring,
        title: "Compare or parse a slice without Substring",
        messageFormat: "Use 'AsSpan' instead of 'Substring' to {0}: {1}",
        description: "Substring allocates a new string and copies the chars into it. When that string is only compared (==, !=, Equals, an ordinal StartsWith or EndsWith) or parsed by a method that has a ReadOnlySpan<char> overload, a slice of the original string (AsSpan) gives the same answer without the allocation and the copy.",
        StringsMessages.SpanInsteadOfSubstringLevel);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
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

            var symbols = new RequiredSymbols(
                readOnlySpan.Construct(start.Compilation.GetSpecialType(SpecialType.System_Char)),
                stringComparison,
                types.Get("System.Linq.Expressions.Expression`1"));
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, RequiredSymbols symbols, ProjectTargets targets)
    {
        var substring = (IInvocationOperation)context.Operation;
        if (substring.TargetMethod is not { Name: "Substring", IsStatic: false, ContainingType.SpecialType: SpecialType.System_String }
            || substring.Instance is null
            || substring.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name: IdentifierNameSyntax } })
        {
            return;
        }

        Diagnostic? diagnostic = substring.Parent switch
        {
            IBinaryOperation binary => Equality(substring, binary),
            IInvocationOperation call when call.Instance == substring => InstanceComparison(substring, call, symbols),
            IArgumentOperation { Parent: IInvocationOperation call } argument => StaticCall(substring, argument, call, symbols),
            _ => null,
        };

        if (diagnostic is not null
            && !substring.IsInExpressionTree(symbols.ExpressionOfT)
            && targets.Allow(ProjectTargets.Net6, substring.Syntax))
        {
            context.ReportDiagnostic(diagnostic);
        }
    }

    /// <summary><c>s.Substring(...) == other</c>, <c>!=</c>, either side.</summary>
    private static Diagnostic? Equality(IInvocationOperation substring, IBinaryOperation binary)
    {
        if (binary.OperatorKind is not (BinaryOperatorKind.Equals or BinaryOperatorKind.NotEquals)
            || binary.LeftOperand.Type?.SpecialType != SpecialType.System_String
            || binary.RightOperand.Type?.SpecialType != SpecialType.System_String
            || binary.OperatorMethod is { ContainingType.SpecialType: not SpecialType.System_String })
        {
            return null;
        }

        var first = binary.LeftOperand == substring;
        var other = first ? binary.RightOperand : binary.LeftOperand;
        if (!first && IsSubstring(other))
        {
            return null; // the left substring's diagnostic rewrites both
        }

        return Compare(substring, binary, other, comparison: null, Forms.SequenceEqual, otherFirst: !first, negate: binary.OperatorKind == BinaryOperatorKind.NotEquals);
    }

    /// <summary><c>s.Substring(...).Equals(other[, comparison])</c>, <c>.StartsWith(other, comparison)</c>, <c>.EndsWith(...)</c>.</summary>
    private static Diagnostic? InstanceComparison(IInvocationOperation substring, IInvocationOperation call, RequiredSymbols symbols)
    {
        var method = call.TargetMethod;
        if (method.ContainingType?.SpecialType != SpecialType.System_String
            || method.IsStatic
            || call.Arguments.Length != method.Parameters.Length
            || method.Parameters.Length is 0 or > 2
            || method.Parameters[0].Type.SpecialType != SpecialType.System_String)
        {
            return null;
        }

        var other = call.GetArgument(0);
        IArgumentOperation? comparison = null;
        if (method.Parameters.Length == 2
            && (!SymbolEqualityComparer.Default.Equals(method.Parameters[1].Type, symbols.StringComparison) || !IsOrdinal(comparison = call.GetArgument(1))))
        {
            return null;
        }

        string form;
        switch (method.Name)
        {
            case "Equals":
                form = comparison is null ? Forms.SequenceEqual : Forms.EqualsWith;
                break;
            case "StartsWith" when comparison is not null:
                form = Forms.StartsWith;
                break;
            case "EndsWith" when comparison is not null:
                form = Forms.EndsWith;
                break;
            default:
                return null;
        }

        return other is null ? null : Compare(substring, call, other.Value, comparison?.Value, form, otherFirst: false, negate: false);
    }

    /// <summary><c>string.Equals(a, b[, comparison])</c> with a substring for a or b, or a parse method given one.</summary>
    private static Diagnostic? StaticCall(IInvocationOperation substring, IArgumentOperation argument, IInvocationOperation call, RequiredSymbols symbols)
    {
        var method = call.TargetMethod;
        if (!method.IsStatic || argument.Parameter is null || call.Arguments.Length != method.Parameters.Length)
        {
            return null;
        }

        if (method is { Name: "Equals", ContainingType.SpecialType: SpecialType.System_String } && method.Parameters.Length is 2 or 3)
        {
            if (method.Parameters[0].Type.SpecialType != SpecialType.System_String
                || method.Parameters[1].Type.SpecialType != SpecialType.System_String
                || call.GetArgument(0) is not { } a
                || call.GetArgument(1) is not { } b
                || a.IsNamed()
                || b.IsNamed())
            {
                return null;
            }

            IArgumentOperation? comparison = null;
            if (method.Parameters.Length == 3
                && (!SymbolEqualityComparer.Default.Equals(method.Parameters[2].Type, symbols.StringComparison) || !IsOrdinal(comparison = call.GetArgument(2))))
            {
                return null;
            }

            var first = a == argument;
            if (!first && IsSubstring(a.Value))
            {
                return null;
            }

            return Compare(substring, call, first ? b.Value : a.Value, comparison?.Value, comparison is null ? Forms.SequenceEqual : Forms.EqualsWith, otherFirst: !first, negate: false);
        }

        if (!method.Name.StartsWith("Parse", System.StringComparison.Ordinal) && !method.Name.StartsWith("TryParse", System.StringComparison.Ordinal)
            || argument.Parameter.Type.SpecialType != SpecialType.System_String
            || call.Syntax.ContainsAwait()
            || !SpanOverloadBinds(substring, argument, call, symbols))
        {
            return null;
        }

        return Diagnostic.Create(
            Rule,
            substring.Syntax.GetLocation(),
            ImmutableDictionary<string, string?>.Empty.Add(FormKey, Forms.Parse),
            "parse",
            StringsMessages.SpanInsteadOfSubstringParsePayoff);
    }

    private static Diagnostic? Compare(IInvocationOperation substring, IOperation replaced, IOperation other, IOperation? comparison, string form, bool otherFirst, bool negate)
    {
        if (!IsNotNull(other)
            || (otherFirst && !other.IsFreeOfSideEffects())
            || replaced.Syntax.ContainsAwait())
        {
            return null;
        }

        var locations = comparison is null
            ? new[] { replaced.Syntax.GetLocation(), other.Syntax.GetLocation() }
            : new[] { replaced.Syntax.GetLocation(), other.Syntax.GetLocation(), comparison.Syntax.GetLocation() };
        var properties = ImmutableDictionary<string, string?>.Empty.Add(FormKey, form);
        if (negate)
        {
            properties = properties.Add(NegateKey, "true");
        }

        return Diagnostic.Create(Rule, substring.Syntax.GetLocation(), locations, properties, "compare", StringsMessages.SpanInsteadOfSubstringComparePayoff);
    }

    private static bool IsSubstring(IOperation operation) =>
        operation is IInvocationOperation { TargetMethod: { Name: "Substring", IsStatic: false, ContainingType.SpecialType: SpecialType.System_String }, Instance: not null };

    /// <summary>A string that can't be null (<see cref="OperationExtensions.IsKnownNotNull"/>).</summary>
    private static bool IsNotNull(IOperation operation) =>
        operation.Type?.SpecialType == SpecialType.System_String && operation.IsKnownNotNull();

    private static bool IsOrdinal(IArgumentOperation? comparison) =>
        comparison?.Value.ConstantValue is { HasValue: true, Value: int value }
        && value is (int)System.StringComparison.Ordinal or (int)System.StringComparison.OrdinalIgnoreCase;

    /// <summary>
    /// True when the call, with <c>MemoryExtensions.AsSpan(...)</c> in the substring's place, binds to a method of the same
    /// name and type whose parameter there is a <c>ReadOnlySpan&lt;char&gt;</c>, with the same return type.
    /// </summary>
    private static bool SpanOverloadBinds(IInvocationOperation substring, IArgumentOperation argument, IInvocationOperation call, RequiredSymbols symbols)
    {
        if (call.SemanticModel is not { } model
            || call.Syntax is not InvocationExpressionSyntax callSyntax
            || argument.Syntax is not ArgumentSyntax argumentSyntax
            || substring.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax access } substringSyntax)
        {
            return false;
        }

        var arguments = SyntaxFactory.SeparatedList<ArgumentSyntax>().Add(SyntaxFactory.Argument(access.Expression.WithoutTrivia()));
        arguments = arguments.AddRange(substringSyntax.ArgumentList.Arguments);
        var asSpan = SyntaxFactory.InvocationExpression(
            SyntaxFactory.ParseExpression("global::System.MemoryExtensions.AsSpan"),
            SyntaxFactory.ArgumentList(arguments));
        var rewritten = callSyntax.ReplaceNode(argumentSyntax, argumentSyntax.WithExpression(asSpan));
        var bound = model.GetSpeculativeSymbolInfo(callSyntax.SpanStart, rewritten, SpeculativeBindingOption.BindAsExpression).Symbol as IMethodSymbol;
        if (bound is null
            || bound.Name != call.TargetMethod.Name
            || !SymbolEqualityComparer.Default.Equals(bound.ContainingType, call.TargetMethod.ContainingType)
            || !SymbolEqualityComparer.Default.Equals(bound.ReturnType, call.TargetMethod.ReturnType))
        {
            return false;
        }

        // The argument binds to the parameter of its name when it is written with one, else to its position.
        var parameter = argument.Parameter!;
        foreach (var candidate in bound.Parameters)
        {
            if (argument.IsNamed() ? candidate.Name == parameter.Name : candidate.Ordinal == parameter.Ordinal)
            {
                return SymbolEqualityComparer.Default.Equals(candidate.Type, symbols.SpanOfChar);
            }
        }

        return false;
    }

    internal static class Forms
    {
        public const string SequenceEqual = "SequenceEqual";
        public const string EqualsWith = "Equals";
        public const string StartsWith = "StartsWith";
        public const string EndsWith = "EndsWith";
        public const string Parse = "Parse";
    }

    private sealed class RequiredSymbols
    {
        public RequiredSymbols(INamedTypeSymbol spanOfChar, INamedTypeSymbol stringComparison, INamedTypeSymbol? expressionOfT)
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
