using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// PERF0602: one string searched for several constant strings one after the other (<c>s.Contains("a") || s.Contains("b")</c>,
/// <c>IndexOf(x, Ordinal) == -1 &amp;&amp; ...</c>, <c>needles.Any(n =&gt; s.Contains(n))</c>, a <c>foreach</c> returning on the
/// first hit) with one ordinal comparison: a cached <c>SearchValues&lt;string&gt;</c> (.NET 9) searches for all at once.
/// </summary>
public sealed class UseStringSearchValuesAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: which shape was found; one of the Shape* constants.</summary>
    internal const string ShapeKey = "Shape";

    /// <summary>
    /// A run of tests in a <c>||</c> (or, negated, <c>&amp;&amp;</c>) chain. Additional locations: 0 the chain node that ends
    /// with the run, 1 the receiver. Properties <see cref="RunStartKey"/> and <see cref="RunLengthKey"/> place the run.
    /// </summary>
    internal const string ShapeChain = "Chain";

    /// <summary><c>needles.Any(n =&gt; s.Contains(n))</c>. Additional locations: 0 the Any call, 1 the receiver.</summary>
    internal const string ShapeAny = "Any";

    /// <summary>A foreach over the needles returning on the first hit. Additional locations: 0 the loop, 1 the receiver, 2 the statement run on a hit.</summary>
    internal const string ShapeForEach = "ForEach";

    /// <summary>Property: the index of the run's first operand in the flattened chain (0: the run starts the chain).</summary>
    internal const string RunStartKey = "RunStart";

    /// <summary>Property: the number of operands in the run.</summary>
    internal const string RunLengthKey = "RunLength";

    /// <summary>
    /// The fewest strings worth a SearchValues&lt;string&gt;: with two, the two IndexOf calls measured faster on a typical
    /// short line (WarningOrErrorShort slower), from three on SearchValues wins (the IgnoreCase ladder in
    /// docs/benchmarks.md). Configurable for measuring below it.
    /// </summary>
    public const int DefaultMinimumStrings = 3;

    public const string MinimumStringsOption = "dotnet_code_quality.PERF0602.minimum_strings";

    /// <summary>Property: "true" when the tests are negated (an <c>&amp;&amp;</c> chain of misses): the fix writes <c>!...ContainsAny(...)</c>.</summary>
    internal const string NegatedKey = "Negated";

    /// <summary>Property: "true" when the receiver is already a span (no <c>AsSpan()</c>).</summary>
    internal const string SpanReceiverKey = "SpanReceiver";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0602",
        title: "Search for several strings at once with SearchValues<string>",
        messageFormat: "Search for these {0} strings at once with a cached SearchValues<string> ({1}): {2}",
        description: "Searching a string for several needles one by one scans it once per needle, and a miss scans all of it. SearchValues<string> (.NET 9+) finds any of the needles in a single vectorized pass (Teddy, Aho-Corasick).",
        RuleLevel.Suggestion,
        generatedCode: GeneratedCodeAnalysisFlags.ReportDiagnostics);

    internal static readonly Payoff UseStringSearchValuesPayoff = new(
        "one search for all the strings instead of one per string",
        "PERF0602/DaysOfWeekLadderLong", "PERF0602/DaysOfWeekLadderShort");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        // Generated code is not analyzed (no Analyze flag: generated files and [GeneratedCode] members are skipped),
        // and every diagnostic's location is in the search being analyzed, so none can be in generated code:
        // ReportDiagnostics tells the driver not to look for generated code around each one (docs/performance.md).
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = SearchValuesApis.Create(start.Compilation);
            if (apis is null || !apis.HasStringSearchValues || apis.StringComparison is null)
            {
                return;
            }

            // The fix adds a member (or changes a field's type) that every target of the project compiles: in a project
            // that also targets a runtime without SearchValues<string>, nothing is reported (see ProjectTargets).
            if (!ProjectTargets.Read(start.Options).AllAtLeast(ProjectTargets.Net9))
            {
                return;
            }

            var enumerable = WellKnownTypes.Get(start.Compilation).Get("System.Linq.Enumerable");

            // A needle field's verdict is computed from its every use once per compilation, at its first search.
            var fields = new ConcurrentDictionary<IFieldSymbol, NeedleField>(SymbolEqualityComparer.Default);

            // Chains are found from their searches: an action on every binary operation (arithmetic and comparisons
            // included) cost more than the rule's work (docs/performance.md).
            start.RegisterOperationAction(c => AnalyzeInvocation(c, apis, enumerable, fields), OperationKind.Invocation);

            start.RegisterOperationAction(c => AnalyzeForEach(c, apis, fields), OperationKind.Loop);
        });
    }

    /// <summary>One test of a string against a needle.</summary>
    private readonly struct Test
    {
        public Test(IOperation receiver, IOperation needle, int comparison, bool negated, bool spanReceiver)
        {
            Receiver = receiver;
            Needle = needle;
            Comparison = comparison;
            Negated = negated;
            SpanReceiver = spanReceiver;
        }

        public IOperation Receiver { get; }

        public IOperation Needle { get; }

        public int Comparison { get; }

        public bool Negated { get; }

        public bool SpanReceiver { get; }
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, SearchValuesApis apis, INamedTypeSymbol? enumerable, ConcurrentDictionary<IFieldSymbol, NeedleField> fields)
    {
        var invocation = (IInvocationOperation)context.Operation;
        switch (invocation.TargetMethod.Name)
        {
            case "Contains":
            case "IndexOf":
                if (ChainFromItsFirstSearch(invocation) is { } chain)
                {
                    AnalyzeChain(context, chain, apis);
                }

                return;

            case "Any":
                if (enumerable is not null)
                {
                    AnalyzeAny(context, apis, enumerable, fields);
                }

                return;
        }
    }

    /// <summary>
    /// The top of the <c>&amp;&amp;</c>/<c>||</c> chain <paramref name="search"/> is an operand of (as the call, <c>!call</c>,
    /// or the comparison the call is the left side of), when it is the chain's first operand shaped like a search: each
    /// chain is analyzed once, from there. Null otherwise.
    /// </summary>
    private static IBinaryOperation? ChainFromItsFirstSearch(IInvocationOperation search)
    {
        IOperation operand = search;
        if (operand.Parent is IUnaryOperation { OperatorKind: UnaryOperatorKind.Not } not)
        {
            operand = not;
        }
        else if (operand.Parent is IBinaryOperation { OperatorKind: not (BinaryOperatorKind.ConditionalOr or BinaryOperatorKind.ConditionalAnd) } comparison
            && comparison.LeftOperand == search)
        {
            operand = comparison;
        }

        if (operand.Parent is not IBinaryOperation { OperatorKind: BinaryOperatorKind.ConditionalOr or BinaryOperatorKind.ConditionalAnd } top)
        {
            return null;
        }

        var kind = top.OperatorKind;
        while (IsChainLink(top) && top.Parent is IBinaryOperation parent && parent.OperatorKind == kind)
        {
            top = parent;
        }

        // The chain's operands right to left, down its left spine (as AnalyzeChain reads them): the last shaped one
        // seen is the first written.
        IOperation? first = null;
        IOperation scan = top;
        while (scan is IBinaryOperation link && link.OperatorKind == kind && link.OperatorMethod is null && (link == top || IsChainLink(link)))
        {
            first = LooksLikeTest(link.RightOperand) ? link.RightOperand : first;
            scan = link.LeftOperand;
        }

        first = LooksLikeTest(scan) ? scan : first;
        return first == operand ? top : null;
    }

    private static void AnalyzeChain(OperationAnalysisContext context, IBinaryOperation binary, SearchValuesApis apis)
    {
        var kind = binary.OperatorKind;
        if (kind is not (BinaryOperatorKind.ConditionalOr or BinaryOperatorKind.ConditionalAnd)
            || binary.OperatorMethod is not null
            || binary.Syntax is not BinaryExpressionSyntax
            || (binary.Parent is IBinaryOperation { OperatorKind: var parentKind } && parentKind == kind && IsChainLink(binary)))
        {
            return;
        }

        // Most && and || chains are null checks and flags: count the operands shaped like a string search before
        // allocating anything (a run needs two at least).
        var shaped = 0;
        IOperation scan = binary;
        while (scan is IBinaryOperation scanLink && scanLink.OperatorKind == kind && scanLink.OperatorMethod is null && (scanLink == binary || IsChainLink(scanLink)))
        {
            shaped += LooksLikeTest(scanLink.RightOperand) ? 1 : 0;
            scan = scanLink.LeftOperand;
        }

        shaped += LooksLikeTest(scan) ? 1 : 0;
        if (shaped < 2)
        {
            return;
        }

        // a || b || c is ((a || b) || c): flatten the left spine, left to right.
        var operands = new List<IOperation>();
        var nodes = new List<IOperation>();
        IOperation current = binary;
        while (current is IBinaryOperation link && link.OperatorKind == kind && link.OperatorMethod is null && (link == binary || IsChainLink(link)))
        {
            operands.Add(link.RightOperand);
            nodes.Add(link);
            current = link.LeftOperand;
        }

        operands.Add(current);
        operands.Reverse();
        nodes.Reverse();

        // nodes[k - 1] is the chain node ending with operands[k].
        var negated = kind == BinaryOperatorKind.ConditionalAnd;
        var tests = new Test?[operands.Count];
        for (var i = 0; i < operands.Count; i++)
        {
            tests[i] = TryGetTest(operands[i], apis, out var test) && test.Negated == negated && test.Needle.ConstantValue is { HasValue: true, Value: string text } && ConstantSets.IsUsableNeedle(text)
                ? test
                : null;
        }

        var start = 0;
        while (start < operands.Count)
        {
            if (tests[start] is not { } first)
            {
                start++;
                continue;
            }

            var end = start + 1;
            while (end < operands.Count
                && tests[end] is { } next
                && next.Comparison == first.Comparison
                && next.SpanReceiver == first.SpanReceiver
                && SameVariable(next.Receiver, first.Receiver))
            {
                end++;
            }

            var length = end - start;
            if (length >= 2 && length >= MinimumStrings(context))
            {
                var needles = new StringBuilder();
                StringBuilder? names = new();
                for (var i = start; i < end; i++)
                {
                    var needle = tests[i]!.Value.Needle;
                    ConstantSets.Append(needles, (string)needle.ConstantValue.Value!);

                    // s.Contains(Get) || s.Contains(HttpMethods.Put): the constants' names, as written.
                    if (names is not null && needle.WithoutImplicitConversions() is IFieldReferenceOperation { Field.IsConst: true } constant)
                    {
                        ConstantSets.Append(names, constant.Syntax.ToString());
                    }
                    else
                    {
                        names = null;
                    }
                }

                var runNode = nodes[end - 2];
                var location = Location.Create(runNode.Syntax.SyntaxTree, Microsoft.CodeAnalysis.Text.TextSpan.FromBounds(operands[start].Syntax.SpanStart, operands[end - 1].Syntax.Span.End));
                Report(
                    context.ReportDiagnostic,
                    location,
                    new[] { runNode.Syntax.GetLocation(), first.Receiver.Syntax.GetLocation() },
                    ShapeChain,
                    needles.ToString(),
                    length,
                    first,
                    null,
                    (RunStartKey, start.ToString(System.Globalization.CultureInfo.InvariantCulture)),
                    (RunLengthKey, length.ToString(System.Globalization.CultureInfo.InvariantCulture)),
                    (ConstantSets.NeedleNamesKey, names?.ToString()));
            }

            start = end;
        }
    }

    /// <summary>A cheap look at an operand: a <c>Contains</c> call (maybe negated) or a comparison of an <c>IndexOf</c> call.</summary>
    private static bool LooksLikeTest(IOperation operation)
    {
        if (operation is IUnaryOperation { OperatorKind: UnaryOperatorKind.Not } not)
        {
            operation = not.Operand;
        }

        return operation is IInvocationOperation { TargetMethod.Name: "Contains" }
            || operation is IBinaryOperation { LeftOperand: IInvocationOperation { TargetMethod.Name: "IndexOf" } };
    }

    // A link of the chain as written: not parenthesized (the fix rebuilds the chain from its syntax).
    private static bool IsChainLink(IOperation link) =>
        link.Syntax is BinaryExpressionSyntax && link.Syntax.Parent is BinaryExpressionSyntax;

    /// <summary>
    /// <c>s.Contains(needle)</c> (ordinal), <c>s.Contains(needle, Ordinal|OrdinalIgnoreCase)</c>, <c>s.IndexOf(needle, c) &gt;= 0</c>
    /// (<c>!= -1</c>, <c>&gt; -1</c>; negated: <c>== -1</c>, <c>&lt; 0</c>), <c>!s.Contains(...)</c>, and
    /// <c>span.Contains(needle, c)</c> on a span.
    /// </summary>
    private static bool TryGetTest(IOperation operation, SearchValuesApis apis, out Test test)
    {
        test = default;
        var negated = false;
        if (operation is IUnaryOperation { OperatorKind: UnaryOperatorKind.Not, OperatorMethod: null } not)
        {
            negated = true;
            operation = not.Operand;
        }

        if (operation is IInvocationOperation contains && contains.TargetMethod.Name == "Contains")
        {
            return TryGetSearch(contains, apis, isIndexOf: false, negated, out test);
        }

        if (!negated
            && operation is IBinaryOperation { OperatorMethod: null } comparison
            && comparison.LeftOperand is IInvocationOperation { TargetMethod.Name: "IndexOf" } indexOf
            && comparison.RightOperand.ConstantValue is { HasValue: true, Value: int bound })
        {
            bool? hit = (comparison.OperatorKind, bound) switch
            {
                (BinaryOperatorKind.GreaterThanOrEqual, 0) => true,
                (BinaryOperatorKind.GreaterThan, -1) => true,
                (BinaryOperatorKind.NotEquals, -1) => true,
                (BinaryOperatorKind.Equals, -1) => false,
                (BinaryOperatorKind.LessThan, 0) => false,
                _ => null,
            };

            return hit is { } found && TryGetSearch(indexOf, apis, isIndexOf: true, !found, out test);
        }

        return false;
    }

    private static bool TryGetSearch(IInvocationOperation invocation, SearchValuesApis apis, bool isIndexOf, bool negated, out Test test)
    {
        test = default;
        var method = invocation.TargetMethod;
        IOperation? receiver;
        IOperation? needle = null;
        int? comparison = null;
        var spanReceiver = false;
        if (method.ContainingType.SpecialType == SpecialType.System_String && !method.IsStatic)
        {
            // string.Contains(string) is ordinal; IndexOf(string) without a comparison is culture-sensitive.
            if (method.Parameters.Length is < 1 or > 2
                || method.Parameters[0].Type.SpecialType != SpecialType.System_String
                || (method.Parameters.Length == 2 && !SymbolEqualityComparer.Default.Equals(method.Parameters[1].Type, apis.StringComparison))
                || (method.Parameters.Length == 1 && isIndexOf))
            {
                return false;
            }

            receiver = invocation.Instance;
            comparison = method.Parameters.Length == 1 ? 4 : null;
        }
        else if (!isIndexOf
            && method.IsStatic
            && SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.MemoryExtensions)
            && method.Parameters.Length == 3
            && apis.IsSpan(method.Parameters[0].Type)
            && method.Parameters[0].Type is INamedTypeSymbol { TypeArguments.Length: 1 } spanType
            && spanType.TypeArguments[0].SpecialType == SpecialType.System_Char
            && SymbolEqualityComparer.Default.Equals(method.Parameters[2].Type, apis.StringComparison))
        {
            receiver = null;
            spanReceiver = true;
        }
        else
        {
            return false;
        }

        foreach (var argument in invocation.Arguments)
        {
            switch (argument.Parameter?.Ordinal)
            {
                case 0 when spanReceiver:
                    receiver = argument.Value.WithoutImplicitConversions();
                    break;
                case 0:
                case 1 when spanReceiver:
                    needle = argument.Value.WithoutImplicitConversions();
                    break;
                default:
                    comparison = SearchValuesApis.GetOrdinalComparison(argument.Value);
                    if (comparison is null)
                    {
                        return false;
                    }

                    break;
            }
        }

        if (receiver is null || needle is null || comparison is null || !IsStableReceiver(receiver) || (spanReceiver && !apis.IsSpan(receiver.Type)))
        {
            return false;
        }

        test = new Test(receiver, needle, comparison.Value, negated, spanReceiver);
        return true;
    }

    // Read twice or once after the fix: a local, a parameter, or a field of those.
    private static bool IsStableReceiver(IOperation receiver) =>
        receiver is ILocalReferenceOperation or IParameterReferenceOperation
        || (receiver is IFieldReferenceOperation field && (field.Instance is null || field.Instance is IInstanceReferenceOperation || IsStableReceiver(field.Instance)))
        || (receiver is IPropertyReferenceOperation { Property.IsReadOnly: true, Arguments.Length: 0 } property
            && property.Property.DeclaringSyntaxReferences.Length == 0 && property.Instance is not null && IsStableReceiver(property.Instance));

    /// <summary>The same variable (<see cref="OperationExtensions.IsSameVariable"/>), or the same property of it.</summary>
    private static bool SameVariable(IOperation a, IOperation b) => (a, b) switch
    {
        (IPropertyReferenceOperation x, IPropertyReferenceOperation y) => SymbolEqualityComparer.Default.Equals(x.Property, y.Property)
            && x.Instance is not null && y.Instance is not null && SameVariable(x.Instance, y.Instance),
        _ => a.IsSameVariable(b),
    };

    // needles.Any(n => s.Contains(n, c))
    private static void AnalyzeAny(OperationAnalysisContext context, SearchValuesApis apis, INamedTypeSymbol enumerable, ConcurrentDictionary<IFieldSymbol, NeedleField> fields)
    {
        var any = (IInvocationOperation)context.Operation;
        if (any.TargetMethod.Name != "Any"
            || any.Arguments.Length != 2
            || !SymbolEqualityComparer.Default.Equals(any.TargetMethod.ContainingType, enumerable)
            || !TryGetNeedleField(context, any.Arguments[0].Value, fields, out var field, out var needles, out var count)
            || count < MinimumStrings(context)
            || any.Arguments[1].Value.WithoutImplicitConversions() is not IDelegateCreationOperation { Target: IAnonymousFunctionOperation lambda }
            || lambda.Symbol.Parameters.Length != 1
            || lambda.Body.Operations.Length != 1
            || lambda.Body.Operations[0] is not IReturnOperation { ReturnedValue: { } returned }
            || !TryGetTest(returned, apis, out var test)
            || test.Negated
            || test.Needle is not IParameterReferenceOperation needle
            || !SymbolEqualityComparer.Default.Equals(needle.Parameter, lambda.Symbol.Parameters[0]))
        {
            return;
        }

        Report(context.ReportDiagnostic, any.Syntax.GetLocation(), new[] { any.Syntax.GetLocation(), test.Receiver.Syntax.GetLocation() }, ShapeAny, needles, count, test, field.Name);
    }

    // foreach (var n in needles) { if (s.Contains(n, c)) return x; }
    private static void AnalyzeForEach(OperationAnalysisContext context, SearchValuesApis apis, ConcurrentDictionary<IFieldSymbol, NeedleField> fields)
    {
        if (context.Operation is not IForEachLoopOperation loop
            || loop.Locals.Length != 1
            || !TryGetNeedleField(context, loop.Collection, fields, out var field, out var needles, out var count)
            || count < MinimumStrings(context)
            || loop.Body is not IBlockOperation { Operations.Length: 1 } body
            || body.Operations[0] is not IConditionalOperation { WhenFalse: null, WhenTrue: { } whenTrue } branch
            || !TryGetTest(branch.Condition, apis, out var test)
            || test.Negated
            || test.Needle is not ILocalReferenceOperation needle
            || !SymbolEqualityComparer.Default.Equals(needle.Local, loop.Locals[0])
            || (whenTrue is IBlockOperation { Operations.Length: 1 } block ? block.Operations[0] : whenTrue) is not IReturnOperation hit
            || (hit.ReturnedValue is { } value && !value.ConstantValue.HasValue)
            || loop.Syntax is not ForEachStatementSyntax)
        {
            return;
        }

        Report(
            context.ReportDiagnostic,
            loop.Syntax.GetLocation(),
            new[] { loop.Syntax.GetLocation(), test.Receiver.Syntax.GetLocation(), whenTrue.Syntax.GetLocation() },
            ShapeForEach,
            needles,
            count,
            test,
            field.Name);
    }

    /// <summary>The .editorconfig minimum (an integer of 2 or more); anything else is ignored for the default.</summary>
    private static int MinimumStrings(OperationAnalysisContext context)
    {
        var options = context.Options.AnalyzerConfigOptionsProvider.GetOptions(context.Operation.Syntax.SyntaxTree);
        return options.TryGetValue(MinimumStringsOption, out var text)
            && int.TryParse(text, System.Globalization.NumberStyles.Integer, System.Globalization.CultureInfo.InvariantCulture, out var value)
            && value >= 2
                ? value
                : DefaultMinimumStrings;
    }

    /// <summary>
    /// The set of a private static readonly string[] field of constants that is read (never written, passed or
    /// exposed) only by <c>Any</c>, <c>foreach</c> and <c>.Length</c>: judged once per field from every use of it
    /// (<see cref="PrivateFieldUses"/>, the component the field rules share).
    /// </summary>
    private sealed class NeedleField
    {
        public static readonly NeedleField None = new(string.Empty, 0);

        public NeedleField(string needles, int count)
        {
            Needles = needles;
            Count = count;
        }

        public string Needles { get; }

        public int Count { get; }
    }

    private static bool TryGetNeedleField(
        OperationAnalysisContext context,
        IOperation collection,
        ConcurrentDictionary<IFieldSymbol, NeedleField> fields,
        out IFieldSymbol field,
        out string needles,
        out int count)
    {
        field = null!;
        needles = string.Empty;
        count = 0;
        if (collection.WithoutImplicitConversions() is not IFieldReferenceOperation { Field: { IsStatic: true, IsReadOnly: true, DeclaredAccessibility: Accessibility.Private } candidate }
            || candidate.Type is not IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_String })
        {
            return false;
        }

        var definition = candidate.OriginalDefinition;
        if (!fields.TryGetValue(definition, out var verdict))
        {
            // Computed outside the dictionary: a cancelled computation leaves nothing behind.
            verdict = fields.GetOrAdd(definition, JudgeNeedleField(definition, context.Compilation, context.CancellationToken));
        }

        if (verdict.Count < 2)
        {
            return false;
        }

        field = candidate;
        needles = verdict.Needles;
        count = verdict.Count;
        return true;
    }

    private static NeedleField JudgeNeedleField(IFieldSymbol field, Compilation compilation, System.Threading.CancellationToken cancellationToken)
    {
        string? needles = null;
        var count = 0;
        var safe = PrivateFieldUses.ForEach(
            field,
            compilation,
            use =>
            {
                switch (use)
                {
                    case IFieldInitializerOperation initializer:
                        if (initializer.InitializedFields.Length != 1 || !ConstantSets.TryGetStrings(initializer.Value, out var values, out count))
                        {
                            return false;
                        }

                        needles = values;
                        return true;

                    case IFieldReferenceOperation reference:
                        return reference.WithImplicitConversions().Parent switch
                        {
                            // needles.Any(...), needles.Length, foreach (var n in needles)
                            IArgumentOperation { Parameter.Ordinal: 0, Parent: IInvocationOperation { TargetMethod: { Name: "Any", IsExtensionMethod: true } } } => true,
                            IPropertyReferenceOperation { Property.Name: "Length" } length => length.Instance == reference,
                            IForEachLoopOperation loop => loop.Collection.WithoutImplicitConversions() == reference,
                            _ => false,
                        };

                    default:
                        return false;
                }
            },
            cancellationToken);
        return safe && needles is not null ? new NeedleField(needles, count) : NeedleField.None;
    }

    private static void Report(
        System.Action<Diagnostic> report,
        Location location,
        Location[] additional,
        string shape,
        string needles,
        int count,
        Test test,
        string? nameHint,
        params (string Key, string? Value)[] extra)
    {
        var comparison = SearchValuesApis.ComparisonName(test.Comparison);
        var entries = new List<(string Key, string? Value)>
        {
            (ConstantSets.KindKey, ConstantSets.StringKind),
            (ConstantSets.ValuesKey, needles),
            (ConstantSets.ComparisonKey, comparison),
            (ConstantSets.NameHintKey, nameHint),
            (ShapeKey, shape),
            (NegatedKey, test.Negated ? "true" : "false"),
            (SpanReceiverKey, test.SpanReceiver ? "true" : "false"),
        };
        entries.AddRange(extra);
        report(Diagnostic.Create(
            Rule,
            location,
            additional,
            SearchValuesApis.Properties(entries.ToArray()),
            count,
            comparison,
            UseStringSearchValuesPayoff.For(test.Receiver.SemanticModel!.Compilation)));
    }
}
