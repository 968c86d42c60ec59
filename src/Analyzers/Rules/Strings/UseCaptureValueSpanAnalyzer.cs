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
/// PERF0711: <c>Value</c> of a regex <c>Match</c>, <c>Group</c> or <c>Capture</c> read only where a
/// <c>ReadOnlySpan&lt;char&gt;</c> of the same chars serves the same way. Each read of <c>Value</c> allocates a new
/// string and copies the matched chars into it (<c>Text.Substring(Index, Length)</c>); <c>ValueSpan</c> is a span over
/// the input, and <c>Length</c> is the capture's own.
/// </summary>
/// <remarks>
/// <para>Uses that take the span (<see cref="Forms"/>): the comparisons and parse calls of
/// <see cref="SpanReadableUse"/> (ordinal comparisons with a string that can't be null, a static <c>Parse</c>/<c>TryParse</c>
/// whose call binds to the span overload); an indexer read (<c>Value[i]</c>, the same char, the same exception out of
/// range); <c>Value.Length</c>, which becomes the capture's <c>Length</c>; and, from C# 11, a <c>switch</c> statement, a
/// switch expression or an <c>is</c> pattern whose patterns are only string constants, <c>_</c>, <c>not</c>, <c>and</c>
/// and <c>or</c> of them (a span matches a constant pattern as the string did, ordinally).</para>
/// <para>Silent: <c>m?.Value</c> (a span can't be null), a use whose expression awaits (a span can't live across it), a
/// switch statement that awaits or yields anywhere in it, expression trees, a comparison whose other side is written
/// first and has side effects (the fix reads the capture first), <c>case null</c> and type or declaration patterns.</para>
/// <para>Properties: <see cref="FormKey"/>, <see cref="NegateKey"/> for <c>!=</c>, <see cref="OtherIsValueKey"/> when a
/// comparison's other string is another capture's <c>Value</c> (the fix reads both as spans). Additional locations for a
/// comparison: those of <see cref="SpanReadableUse.Use.AddLocations"/>.</para>
/// </remarks>
public sealed class UseCaptureValueSpanAnalyzer : DiagnosticAnalyzer
{
    internal const string FormKey = "Form";
    internal const string NegateKey = "Negate";
    internal const string OtherIsValueKey = "OtherIsValue";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0711",
        title: "Read regex match text as a span",
        messageFormat: "Use '{0}' instead of '{1}': {2}",
        description: "Capture.Value (and so Match.Value and Group.Value) allocates a new string and copies the matched text into it on every read. Where that string is only compared ordinally with a string that can't be null, parsed by a method that has a ReadOnlySpan<char> overload, indexed, switched on against string constants (C# 11) or measured, ValueSpan (or the capture's own Length) gives the same answer without the string.",
        // Suggestion: a fifth fewer bytes and 1.09x-1.15x faster (the Match and its groups are most of what a line costs),
        // short of half or 2x; precise (7 reports on Jellyfin, all correct). See the docs page.
        RuleLevel.Suggestion);

    internal static readonly Payoff ValueSpanPayoff = new(
        "no string allocated and copied per read",
        "PERF0711");

    /// <summary>How the fix writes a use: the span forms of <see cref="SpanReadableUse.Forms"/>, and these.</summary>
    internal static class Forms
    {
        /// <summary><c>Value[i]</c>, <c>switch</c> and <c>is</c>: only <c>Value</c> becomes <c>ValueSpan</c>.</summary>
        public const string Span = "Span";

        /// <summary><c>Value.Length</c> becomes the capture's <c>Length</c>.</summary>
        public const string Length = "Length";
    }

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (!Runtimes.IsNet6OrLater(start.Compilation)
                || types.Get("System.Text.RegularExpressions.Capture") is not { } capture
                || types.Get("System.ReadOnlySpan`1") is not { } readOnlySpan
                || types.Get("System.StringComparison") is not { } stringComparison
                || types.Get("System.MemoryExtensions") is null)
            {
                return;
            }

            IPropertySymbol? value = null;
            var hasValueSpan = false;
            foreach (var member in capture.GetMembers())
            {
                if (member is IPropertySymbol { IsStatic: false, Parameters.Length: 0 } property)
                {
                    value = property.Name == "Value" && property.Type.SpecialType == SpecialType.System_String ? property : value;
                    hasValueSpan |= property.Name == "ValueSpan";
                }
            }

            if (value is null || !hasValueSpan)
            {
                return;
            }

            var symbols = new CaptureValueApis(
                value,
                readOnlySpan.Construct(start.Compilation.GetSpecialType(SpecialType.System_Char)),
                stringComparison,
                types.Get("System.Linq.Expressions.Expression`1"));
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeValue(context, symbols, targets), OperationKind.PropertyReference);
        });
    }

    private static void AnalyzeValue(OperationAnalysisContext context, CaptureValueApis symbols, ProjectTargets targets)
    {
        var value = (IPropertyReferenceOperation)context.Operation;
        if (!SymbolEqualityComparer.Default.Equals(value.Property, symbols.Value)
            || value.Instance is null
            || value.Syntax is not MemberAccessExpressionSyntax { Name: IdentifierNameSyntax }
            || value.Parent is null)
        {
            return;
        }

        ImmutableDictionary<string, string?> properties;
        List<Location>? locations = null;
        string replacement = "ValueSpan";
        string replaced = "Value";
        if (SpanReadableUse.Find(value, symbols.SpanOfChar, symbols.StringComparison) is { } use)
        {
            // When both sides are captures' values, the left one's diagnostic rewrites both; the fix reads the capture
            // first, so another string written before it must be free of side effects.
            var otherIsValue = use.Other is not null && IsCaptureValue(use.Other, symbols);
            if (use.OtherFirst && (otherIsValue || !use.Other!.IsFreeOfSideEffects()))
            {
                return;
            }

            properties = ImmutableDictionary<string, string?>.Empty.Add(FormKey, use.Form);
            if (use.Form != SpanReadableUse.Forms.Parse)
            {
                locations = new List<Location>(3);
                use.AddLocations(locations);
                if (use.Negate)
                {
                    properties = properties.Add(NegateKey, "true");
                }

                if (otherIsValue && use.Form == SpanReadableUse.Forms.SequenceEqual)
                {
                    properties = properties.Add(OtherIsValueKey, "true");
                }
            }
        }
        else if (SpanForm(value) is { } form)
        {
            properties = ImmutableDictionary<string, string?>.Empty.Add(FormKey, form);
            if (form == Forms.Length)
            {
                (replacement, replaced) = ("Length", "Value.Length");
            }
        }
        else
        {
            return;
        }

        if (value.IsInExpressionTree(symbols.ExpressionOfT) || !targets.Allow(ProjectTargets.Net6, value.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            value.Syntax.GetLocation(),
            locations,
            properties,
            replacement,
            replaced,
            ValueSpanPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// <see cref="Forms.Length"/> for <c>Value.Length</c>, <see cref="Forms.Span"/> for an indexer read, a switch or an
    /// <c>is</c> pattern a span serves the same way; null otherwise.
    /// </summary>
    private static string? SpanForm(IPropertyReferenceOperation value)
    {
        switch (value.Parent)
        {
            case IPropertyReferenceOperation { Property: { Name: "Length", ContainingType.SpecialType: SpecialType.System_String } } length when length.Instance == value:
                return Forms.Length;
            case IPropertyReferenceOperation { Property: { IsIndexer: true, ContainingType.SpecialType: SpecialType.System_String, Parameters.Length: 1 } } indexer
                when indexer.Instance == value
                    && indexer.Property.Parameters[0].Type.SpecialType == SpecialType.System_Int32
                    && !indexer.Syntax.ContainsAwait():
                return Forms.Span;
            case ISwitchOperation @switch when @switch.Value == value && AtLeastCSharp11(value) && SwitchServes(@switch):
                return Forms.Span;
            case ISwitchExpressionOperation @switch when @switch.Value == value && AtLeastCSharp11(value) && !@switch.Syntax.ContainsAwait() && ArmsServe(@switch):
                return Forms.Span;
            case IIsPatternOperation @is when @is.Value == value && AtLeastCSharp11(value) && !@is.Syntax.ContainsAwait() && PatternServes(@is.Pattern):
                return Forms.Span;
            default:
                return null;
        }
    }

    private static bool AtLeastCSharp11(IOperation operation) =>
        operation.Syntax.SyntaxTree.Options is CSharpParseOptions { LanguageVersion: >= LanguageVersion.CSharp11 };

    /// <summary>A switch statement whose labels are constant string patterns (or <c>default</c>), with no await or yield in it.</summary>
    private static bool SwitchServes(ISwitchOperation @switch)
    {
        foreach (var node in @switch.Syntax.DescendantNodes())
        {
            if (node.IsKind(SyntaxKind.AwaitExpression) || node.IsKind(SyntaxKind.YieldReturnStatement) || node.IsKind(SyntaxKind.YieldBreakStatement))
            {
                return false;
            }
        }

        foreach (var section in @switch.Cases)
        {
            foreach (var clause in section.Clauses)
            {
                var serves = clause switch
                {
                    IDefaultCaseClauseOperation => true,
                    IPatternCaseClauseOperation pattern => PatternServes(pattern.Pattern),
                    ISingleValueCaseClauseOperation single => IsStringConstant(single.Value),
                    _ => false,
                };
                if (!serves)
                {
                    return false;
                }
            }
        }

        return true;
    }

    private static bool ArmsServe(ISwitchExpressionOperation @switch)
    {
        foreach (var arm in @switch.Arms)
        {
            if (!PatternServes(arm.Pattern))
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>String constants (not null), <c>_</c>, and <c>not</c>, <c>and</c>, <c>or</c> of them.</summary>
    private static bool PatternServes(IPatternOperation pattern) => pattern switch
    {
        IConstantPatternOperation constant => IsStringConstant(constant.Value),
        IDiscardPatternOperation => true,
        INegatedPatternOperation negated => PatternServes(negated.Pattern),
        IBinaryPatternOperation binary => PatternServes(binary.LeftPattern) && PatternServes(binary.RightPattern),
        _ => false,
    };

    private static bool IsStringConstant(IOperation value) =>
        value.ConstantValue is { HasValue: true, Value: string }
        && (value is not IConversionOperation conversion || conversion.Operand.Type?.SpecialType == SpecialType.System_String);

    private static bool IsCaptureValue(IOperation operation, CaptureValueApis symbols) =>
        operation is IPropertyReferenceOperation { Instance: not null, Syntax: MemberAccessExpressionSyntax } property
        && SymbolEqualityComparer.Default.Equals(property.Property, symbols.Value);

    private sealed class CaptureValueApis
    {
        public CaptureValueApis(IPropertySymbol value, INamedTypeSymbol spanOfChar, INamedTypeSymbol stringComparison, INamedTypeSymbol? expressionOfT)
        {
            Value = value;
            SpanOfChar = spanOfChar;
            StringComparison = stringComparison;
            ExpressionOfT = expressionOfT;
        }

        public IPropertySymbol Value { get; }

        public INamedTypeSymbol SpanOfChar { get; }

        public INamedTypeSymbol StringComparison { get; }

        public INamedTypeSymbol? ExpressionOfT { get; }
    }
}
