using System.Collections.Generic;
using System.Collections.Immutable;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0703: <c>foreach (var part in s.Split(separator[, options]))</c> allocates an array and a string for every part,
/// to read each part once. Enumerating the ranges of <c>s.AsSpan().Split(separator)</c> (.NET 9) and slicing
/// <c>s.AsSpan(range)</c> reads the same chars without allocating anything.
/// </summary>
/// <remarks>
/// <para>Reported when the separator is one <c>char</c>, or a constant non-empty string; the options are a constant
/// (none, <c>RemoveEmptyEntries</c>, <c>TrimEntries</c> or both: the fix trims the slice and skips empty ones, as
/// Split does); <c>s</c> is a local or parameter that can't be null (a span of null is empty, where Split throws) and the
/// loop doesn't assign it (the fix reads it again for every part).</para>
/// <para>Every read of the part must be one a span does the same way: <c>Length</c>, an indexer (also <c>part[^1]</c>), a comparison or parse
/// call <see cref="SpanReadableUse"/> accepts, a switch or <c>is</c> pattern on constant strings (C# 11). A part stored,
/// returned, captured by a lambda or passed anywhere else keeps the rule silent. So do loops with an <c>await</c> or
/// <c>yield</c> in them (a span can't be alive across either) and, before C# 13, any loop in an async method or
/// iterator.</para>
/// <para>Properties: <see cref="OptionsKey"/> (the <c>StringSplitOptions</c> value), <see cref="ComparisonsKey"/> (one
/// <see cref="SpanReadableUse.Forms"/> name per comparison the fix rewrites, <c>!</c> before a negated one, joined by
/// <c>,</c>). Additional locations, per comparison: the expression replaced, the other string, and the
/// <c>StringComparison</c> argument for the forms that pass one.</para>
/// </remarks>
public sealed class UseSpanSplitAnalyzer : DiagnosticAnalyzer
{
    internal const string OptionsKey = "Options";
    internal const string ComparisonsKey = "Comparisons";

    private const int RemoveEmptyEntries = 1;
    private const int TrimEntries = 2;

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0703",
        title: "Split a span instead of allocating the parts",
        messageFormat: "Enumerate the ranges of '{0}.AsSpan().Split(...)' instead of allocating a string for every part: {1}",
        description: "string.Split allocates an array and a new string for every part. When each part is only read (its length, its chars, compared or parsed), enumerating the ranges of MemoryExtensions.Split on a span of the string and slicing it reads the same chars without allocating anything.",
        // Warning: precise (only parts read as a span reads them: length, chars, comparisons, parse calls, constant
        // patterns), and the array and every part are all of what the loop allocates (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff SpanSplitPayoff = new(
        "no array and no string per part to allocate",
        "PERF0703");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (types.Get("System.MemoryExtensions+SpanSplitEnumerator`1") is null
                || types.Get("System.Range") is null
                || types.Get("System.ReadOnlySpan`1") is not { } readOnlySpan
                || types.Get("System.StringComparison") is not { } stringComparison
                || types.Get("System.StringSplitOptions") is not { } splitOptions)
            {
                return;
            }

            var symbols = new UseSpanSplitApis(readOnlySpan.Construct(start.Compilation.GetSpecialType(SpecialType.System_Char)), stringComparison, splitOptions);
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeLoop(context, symbols, targets), OperationKind.Loop);
        });
    }

    private static void AnalyzeLoop(OperationAnalysisContext context, UseSpanSplitApis symbols, ProjectTargets targets)
    {
        if (context.Operation is not IForEachLoopOperation { IsAsynchronous: false, Locals.Length: 1 } loop
            || loop.Syntax is not ForEachStatementSyntax forEach
            || loop.Locals[0] is not { Type.SpecialType: SpecialType.System_String, RefKind: RefKind.None } part
            || loop.Collection.WithoutImplicitConversions() is not IInvocationOperation { TargetMethod: { Name: "Split", IsStatic: false, ContainingType.SpecialType: SpecialType.System_String } } split
            || split.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax text } }
            || !IsReadOnlyString(split.Instance)
            || IsWrittenWhileLooping(forEach, text.Identifier.ValueText)
            || Options(split, symbols) is not { } options
            || forEach.Statement.ContainsAwait()
            || !SpansAllowedIn(forEach)
            || !targets.Allow(ProjectTargets.Net9, forEach))
        {
            return;
        }

        var comparisons = new StringBuilder();
        var locations = new List<Location>();
        foreach (var read in loop.Body.Descendants())
        {
            if (read is ILocalReferenceOperation reference
                && SymbolEqualityComparer.Default.Equals(reference.Local, part)
                && !IsSpanRead(reference, loop, symbols, comparisons, locations))
            {
                return;
            }
        }

        var properties = ImmutableDictionary<string, string?>.Empty
            .Add(OptionsKey, options.ToString(System.Globalization.CultureInfo.InvariantCulture))
            .Add(ComparisonsKey, comparisons.ToString());
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            split.Syntax.GetLocation(),
            locations,
            properties,
            text.Identifier.ValueText,
            SpanSplitPayoff.For(context.Compilation)));
    }

    /// <summary>A local or by-value parameter of type string that can't be null where it is split.</summary>
    private static bool IsReadOnlyString(IOperation? instance) =>
        instance switch
        {
            ILocalReferenceOperation { Local.RefKind: RefKind.None } => instance.IsKnownNotNull(),
            IParameterReferenceOperation { Parameter.RefKind: RefKind.None or RefKind.In } => instance.IsKnownNotNull(),
            _ => false,
        };

    /// <summary>
    /// The options of <c>Split(char[, options])</c> or <c>Split(string[, options])</c> with a constant non-empty string
    /// (an empty one doesn't split, where a span's Split would), when they are a constant the fix can emulate; else null.
    /// </summary>
    private static int? Options(IInvocationOperation split, UseSpanSplitApis symbols)
    {
        var parameters = split.TargetMethod.Parameters;
        if (parameters.Length is 0 or > 2
            || split.Arguments.Length != parameters.Length
            || split.GetArgument(0) is not { } separator)
        {
            return null;
        }

        switch (parameters[0].Type.SpecialType)
        {
            case SpecialType.System_Char:
                break;
            case SpecialType.System_String when separator.Value.ConstantValue is { HasValue: true, Value: string { Length: > 0 } }:
                break;
            default:
                return null;
        }

        if (parameters.Length == 1)
        {
            return 0;
        }

        if (!SymbolEqualityComparer.Default.Equals(parameters[1].Type, symbols.StringSplitOptions)
            || split.GetArgument(1)?.Value.ConstantValue is not { HasValue: true, Value: int options }
            || (options & ~(RemoveEmptyEntries | TrimEntries)) != 0)
        {
            return null;
        }

        return options;
    }

    /// <summary>
    /// True when a span local and a span enumerator may live in the loop: no <c>yield</c> in it (nor an <c>await</c>,
    /// checked before), and from C# 13 anywhere, before it outside async methods and iterators.
    /// </summary>
    private static bool SpansAllowedIn(ForEachStatementSyntax forEach)
    {
        foreach (var node in forEach.Statement.DescendantNodes())
        {
            if (node is YieldStatementSyntax)
            {
                return false;
            }
        }

        if (forEach.SyntaxTree.Options is CSharpParseOptions { LanguageVersion: var version } && (int)version >= 1300)
        {
            return true;
        }

        for (SyntaxNode? node = forEach.Parent; node is not null; node = node.Parent)
        {
            switch (node)
            {
                case AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax or BaseMethodDeclarationSyntax or AccessorDeclarationSyntax:
                    return !node.IsAsyncOrIterator();
                case GlobalStatementSyntax { Parent: { } unit }:
                    return !unit.ContainsAwait();
            }
        }

        return true;
    }

    /// <summary>
    /// True when the string's variable can change while the loop runs (the fix slices it again for every part): the
    /// loop writes it, the member takes a <c>ref</c> to it, or a lambda or local function of the member writes it
    /// (<see cref="SyntaxNodeExtensions.HasWriteOf"/>, by name).
    /// </summary>
    private static bool IsWrittenWhileLooping(ForEachStatementSyntax forEach, string name)
    {
        if (forEach.Statement.HasWriteOf(name))
        {
            return true;
        }

        SyntaxNode? member = forEach;
        while (member is not null and not (MemberDeclarationSyntax or CompilationUnitSyntax))
        {
            member = member.Parent;
        }

        if (member is null)
        {
            return true;
        }

        foreach (var node in member.DescendantNodes())
        {
            switch (node)
            {
                case RefExpressionSyntax { Expression: IdentifierNameSyntax target } when target.Identifier.ValueText == name:
                    return true;
                case AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax when node.HasWriteOf(name):
                    return true;
            }
        }

        return false;
    }

    /// <summary>
    /// True when a span does what this read of the part does; comparisons the fix rewrites are added to
    /// <paramref name="comparisons"/> and <paramref name="locations"/>.
    /// </summary>
    private static bool IsSpanRead(ILocalReferenceOperation reference, IForEachLoopOperation loop, UseSpanSplitApis symbols, StringBuilder comparisons, List<Location> locations)
    {
        // A span can't be captured.
        for (var node = reference.Parent; node is not null && node != loop; node = node.Parent)
        {
            if (node is IAnonymousFunctionOperation or ILocalFunctionOperation)
            {
                return false;
            }
        }

        // Switching a span on constant strings takes C# 11.
        var patterns = reference.Syntax.SyntaxTree.Options is CSharpParseOptions { LanguageVersion: var version } && (int)version >= 1100;
        switch (reference.Parent)
        {
            case IPropertyReferenceOperation { Property: { ContainingType.SpecialType: SpecialType.System_String } property } access
                when access.Instance == reference && (property.Name == "Length" || property.IsIndexer):
                return true;

            // part[^1]: the compiler reads Length and the int indexer, as it does for a span (a range, part[1..], is
            // Substring on a string and a slice of another type on a span: not the same read).
            case IImplicitIndexerReferenceOperation { IndexerSymbol: IPropertySymbol } fromEnd when fromEnd.Instance == reference:
                return true;
            case ISwitchOperation switchStatement when switchStatement.Value == reference:
                return patterns && IsConstantSwitch(switchStatement);
            case IIsPatternOperation isPattern when isPattern.Value == reference:
                return patterns && IsConstantPattern(isPattern.Pattern);
            case ISwitchExpressionOperation switchExpression when switchExpression.Value == reference:
                if (!patterns)
                {
                    return false;
                }

                foreach (var arm in switchExpression.Arms)
                {
                    if (arm.Guard is not null || !IsConstantPattern(arm.Pattern))
                    {
                        return false;
                    }
                }

                return true;
        }

        if (SpanReadableUse.Find(reference, symbols.SpanOfChar, symbols.StringComparison) is not { } use)
        {
            return false;
        }

        if (use.Form == SpanReadableUse.Forms.Parse)
        {
            return true;
        }

        // Another loop's part compared with this one is rewritten by that loop's fix.
        if (use.Other is ILocalReferenceOperation { Local: var other } && IsSplitPart(other))
        {
            return false;
        }

        if (comparisons.Length > 0)
        {
            comparisons.Append(',');
        }

        comparisons.Append(use.Negate ? "!" + use.Form : use.Form);
        use.AddLocations(locations);

        return true;
    }

    private static bool IsSplitPart(ILocalSymbol local)
    {
        foreach (var reference in local.DeclaringSyntaxReferences)
        {
            if (reference.GetSyntax() is ForEachStatementSyntax { Expression: InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Split" } } })
            {
                return true;
            }
        }

        return false;
    }

    /// <summary><c>case "text":</c> and <c>default:</c> only (a span switches on constant strings, not on null).</summary>
    private static bool IsConstantSwitch(ISwitchOperation switchStatement)
    {
        foreach (var section in switchStatement.Cases)
        {
            foreach (var clause in section.Clauses)
            {
                switch (clause)
                {
                    case IDefaultCaseClauseOperation:
                        continue;
                    case ISingleValueCaseClauseOperation single when IsConstantString(single.Value):
                        continue;
                    case IPatternCaseClauseOperation { Guard: null } pattern when IsConstantPattern(pattern.Pattern):
                        continue;
                    default:
                        return false;
                }
            }
        }

        return true;
    }

    /// <summary>A constant non-null string, <c>not</c>/<c>or</c>/<c>and</c> of those, or a discard.</summary>
    private static bool IsConstantPattern(IPatternOperation pattern) =>
        pattern switch
        {
            IConstantPatternOperation constant => IsConstantString(constant.Value),
            INegatedPatternOperation negated => IsConstantPattern(negated.Pattern),
            IBinaryPatternOperation binary => IsConstantPattern(binary.LeftPattern) && IsConstantPattern(binary.RightPattern),
            IDiscardPatternOperation => true,
            _ => false,
        };

    private static bool IsConstantString(IOperation value) =>
        value.WithoutImplicitConversions().ConstantValue is { HasValue: true, Value: string };

    private sealed class UseSpanSplitApis
    {
        public UseSpanSplitApis(INamedTypeSymbol spanOfChar, INamedTypeSymbol stringComparison, INamedTypeSymbol stringSplitOptions)
        {
            SpanOfChar = spanOfChar;
            StringComparison = stringComparison;
            StringSplitOptions = stringSplitOptions;
        }

        public INamedTypeSymbol SpanOfChar { get; }

        public INamedTypeSymbol StringComparison { get; }

        public INamedTypeSymbol StringSplitOptions { get; }
    }
}
