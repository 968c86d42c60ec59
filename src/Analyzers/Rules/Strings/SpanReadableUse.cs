using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// The one answer to "does a <c>ReadOnlySpan&lt;char&gt;</c> of the same chars do what this string is used for": the
/// string is compared (<c>==</c>, <c>!=</c>, <c>Equals(other[, comparison])</c>, <c>string.Equals(a, b[, comparison])</c>,
/// <c>StartsWith</c>/<c>EndsWith</c> with an ordinal comparison) with a string that can't be null, or passed to a static
/// <c>Parse</c>/<c>TryParse</c> method whose call binds to the same method name of the same type with a span there.
/// PERF0704 asks it of a <c>Substring</c>'s result, PERF0703 of each read of a split part.
/// </summary>
/// <remarks>
/// A span made from a null string is empty, so the other string must be known not null
/// (<see cref="OperationExtensions.IsKnownNotNull"/>); culture-sensitive comparisons have no span equivalent with the same
/// result; a span can't be alive across an <c>await</c>, so a use whose expression awaits is not one.
/// </remarks>
internal static class SpanReadableUse
{
    /// <summary>
    /// How the use is written for a span: the <c>MemoryExtensions</c> method a comparison becomes, or
    /// <see cref="Forms.Parse"/> (the call stays, the span is passed).
    /// </summary>
    internal static class Forms
    {
        public const string SequenceEqual = "SequenceEqual";
        public const string EqualsWith = "Equals";
        public const string StartsWith = "StartsWith";
        public const string EndsWith = "EndsWith";
        public const string Parse = "Parse";

        /// <summary>True for the forms whose call passes the <c>StringComparison</c> on.</summary>
        public static bool HasComparison(string form) => form is EqualsWith or StartsWith or EndsWith;
    }

    /// <summary>
    /// The use of <paramref name="value"/> (a string-typed operation) by its parent, or null when a span can't stand in
    /// for it.
    /// </summary>
    public static Use? Find(IOperation value, INamedTypeSymbol spanOfChar, INamedTypeSymbol stringComparison)
    {
        var use = value.Parent switch
        {
            IBinaryOperation binary => Equality(value, binary),
            IInvocationOperation call when call.Instance == value => InstanceComparison(call, stringComparison),
            IArgumentOperation { Parent: IInvocationOperation call } argument => StaticCall(value, argument, call, spanOfChar, stringComparison),
            _ => null,
        };

        return use is null || use.Replaced.Syntax.ContainsAwait() ? null : use;
    }

    /// <summary><c>value == other</c>, <c>!=</c>, either side.</summary>
    private static Use? Equality(IOperation value, IBinaryOperation binary)
    {
        if (binary.OperatorKind is not (BinaryOperatorKind.Equals or BinaryOperatorKind.NotEquals)
            || binary.LeftOperand.Type?.SpecialType != SpecialType.System_String
            || binary.RightOperand.Type?.SpecialType != SpecialType.System_String
            || binary.OperatorMethod is { ContainingType.SpecialType: not SpecialType.System_String })
        {
            return null;
        }

        var first = binary.LeftOperand == value;
        return Compare(binary, first ? binary.RightOperand : binary.LeftOperand, comparison: null, Forms.SequenceEqual, otherFirst: !first, negate: binary.OperatorKind == BinaryOperatorKind.NotEquals);
    }

    /// <summary><c>value.Equals(other[, comparison])</c>, <c>.StartsWith(other, comparison)</c>, <c>.EndsWith(...)</c>.</summary>
    private static Use? InstanceComparison(IInvocationOperation call, INamedTypeSymbol stringComparison)
    {
        var method = call.TargetMethod;
        if (method.ContainingType?.SpecialType != SpecialType.System_String
            || method.IsStatic
            || call.Arguments.Length != method.Parameters.Length
            || method.Parameters.Length is 0 or > 2
            || method.Parameters[0].Type.SpecialType != SpecialType.System_String
            || call.GetArgument(0) is not { } other)
        {
            return null;
        }

        IArgumentOperation? comparison = null;
        if (method.Parameters.Length == 2
            && (!SymbolEqualityComparer.Default.Equals(method.Parameters[1].Type, stringComparison) || !IsOrdinal(comparison = call.GetArgument(1))))
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

        return Compare(call, other.Value, comparison?.Value, form, otherFirst: false, negate: false);
    }

    /// <summary><c>string.Equals(a, b[, comparison])</c> with the value for a or b, or a parse method given it.</summary>
    private static Use? StaticCall(IOperation value, IArgumentOperation argument, IInvocationOperation call, INamedTypeSymbol spanOfChar, INamedTypeSymbol stringComparison)
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
                && (!SymbolEqualityComparer.Default.Equals(method.Parameters[2].Type, stringComparison) || !IsOrdinal(comparison = call.GetArgument(2))))
            {
                return null;
            }

            var first = a == argument;
            return Compare(call, first ? b.Value : a.Value, comparison?.Value, comparison is null ? Forms.SequenceEqual : Forms.EqualsWith, otherFirst: !first, negate: false);
        }

        if (!method.Name.StartsWith("Parse", System.StringComparison.Ordinal) && !method.Name.StartsWith("TryParse", System.StringComparison.Ordinal)
            || argument.Parameter.Type.SpecialType != SpecialType.System_String
            || call.Syntax.ContainsAwait()
            || !SpanOverloadBinds(argument, call, spanOfChar))
        {
            return null;
        }

        return new Use(Forms.Parse, value, other: null, comparison: null, otherFirst: false, negate: false);
    }

    private static Use? Compare(IOperation replaced, IOperation other, IOperation? comparison, string form, bool otherFirst, bool negate) =>
        other.Type?.SpecialType == SpecialType.System_String && other.IsKnownNotNull()
            ? new Use(form, replaced, other, comparison, otherFirst, negate)
            : null;

    private static bool IsOrdinal(IArgumentOperation? comparison) =>
        comparison?.Value.ConstantValue is { HasValue: true, Value: int value }
        && value is (int)System.StringComparison.Ordinal or (int)System.StringComparison.OrdinalIgnoreCase;

    /// <summary>
    /// True when the call, with a <c>ReadOnlySpan&lt;char&gt;</c> in the argument's place, binds to a method of the same
    /// name and type whose parameter there is a <c>ReadOnlySpan&lt;char&gt;</c>, with the same return type.
    /// </summary>
    private static bool SpanOverloadBinds(IArgumentOperation argument, IInvocationOperation call, INamedTypeSymbol spanOfChar)
    {
        if (call.SemanticModel is not { } model
            || call.Syntax is not InvocationExpressionSyntax callSyntax
            || argument.Syntax is not ArgumentSyntax argumentSyntax)
        {
            return false;
        }

        // Overload resolution sees only the argument's type, so a default span binds as the slice or the span local would.
        var span = SyntaxFactory.ParseExpression("default(global::System.ReadOnlySpan<char>)");
        var rewritten = callSyntax.ReplaceNode(argumentSyntax, argumentSyntax.WithExpression(span));
        var bound = model.GetSpeculativeSymbolInfo(callSyntax.SpanStart, rewritten, SpeculativeBindingOption.BindAsExpression).Symbol as IMethodSymbol;
        if (bound is null
            || bound.Name != call.TargetMethod.Name
            || !SymbolEqualityComparer.Default.Equals(bound.ContainingType, call.TargetMethod.ContainingType)
            || !SymbolEqualityComparer.Default.Equals(bound.ReturnType, call.TargetMethod.ReturnType))
        {
            return false;
        }

        if (!SymbolEqualityComparer.Default.Equals(BoundParameter(argument, bound)?.Type, spanOfChar))
        {
            return false;
        }

        // Another string passed where the span overload takes a span too (ParseExact's format): a null string threw
        // ArgumentNullException, and would become an empty span (a FormatException, or a different result).
        foreach (var other in call.Arguments)
        {
            if (other != argument
                && other.ArgumentKind == ArgumentKind.Explicit
                && other.Parameter?.Type.SpecialType == SpecialType.System_String
                && SymbolEqualityComparer.Default.Equals(BoundParameter(other, bound)?.Type, spanOfChar)
                && !other.Value.IsKnownNotNull())
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>The parameter of <paramref name="bound"/> the argument binds to: of its name when it is written with one, else of its position.</summary>
    private static IParameterSymbol? BoundParameter(IArgumentOperation argument, IMethodSymbol bound)
    {
        var parameter = argument.Parameter!;
        foreach (var candidate in bound.Parameters)
        {
            if (argument.IsNamed() ? candidate.Name == parameter.Name : candidate.Ordinal == parameter.Ordinal)
            {
                return candidate;
            }
        }

        return null;
    }

    /// <summary>
    /// A use a span can stand in for: <see cref="Replaced"/> is the expression the fix rewrites (the comparison, or the
    /// value itself for <see cref="Forms.Parse"/>), <see cref="Other"/> the string compared with and
    /// <see cref="Comparison"/> the <c>StringComparison</c> argument when there is one. <see cref="OtherFirst"/>: the
    /// other string is evaluated before the value as written.
    /// </summary>
    internal sealed class Use
    {
        public Use(string form, IOperation replaced, IOperation? other, IOperation? comparison, bool otherFirst, bool negate)
        {
            Form = form;
            Replaced = replaced;
            Other = other;
            Comparison = comparison;
            OtherFirst = otherFirst;
            Negate = negate;
        }

        public string Form { get; }

        public IOperation Replaced { get; }

        public IOperation? Other { get; }

        public IOperation? Comparison { get; }

        public bool OtherFirst { get; }

        public bool Negate { get; }

        /// <summary>
        /// The additional locations a comparison's diagnostic carries for its fix, which reads them back in this order
        /// (<c>SpanComparisonSyntax.Read</c>): the expression replaced, the other string, the comparison when there is one.
        /// </summary>
        public void AddLocations(List<Location> locations)
        {
            locations.Add(Replaced.Syntax.GetLocation());
            if (Other is not null)
            {
                locations.Add(Other.Syntax.GetLocation());
            }

            if (Comparison is not null)
            {
                locations.Add(Comparison.Syntax.GetLocation());
            }
        }
    }
}
