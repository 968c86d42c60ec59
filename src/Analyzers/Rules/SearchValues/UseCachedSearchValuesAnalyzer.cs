using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// PERF0601: <c>IndexOfAny</c>, <c>LastIndexOfAny</c>, <c>IndexOfAnyExcept</c>, <c>LastIndexOfAnyExcept</c>,
/// <c>ContainsAny</c> and <c>ContainsAnyExcept</c> with a constant set of chars or bytes, which the runtime analyzes
/// again on every call (and, for <c>new[] { ... }</c> or <c>ToCharArray()</c>, allocates every call). A cached
/// <c>SearchValues&lt;T&gt;</c> does the analysis once.
/// </summary>
public sealed class UseCachedSearchValuesAnalyzer : DiagnosticAnalyzer
{
    /// <summary>
    /// The smallest set for which a cached SearchValues beats passing the values, when passing them allocates nothing,
    /// to any of the searches (IndexOfAny, LastIndexOfAny, ContainsAny and their Except forms). The gate studies measure
    /// 1 to 16 values on 16- and 1,000-character inputs (GateStudy, tables in docs/rules/PERF0601.md): from 6 values on
    /// SearchValues is faster on the short input and slower on neither; below, the span overloads' dedicated vectorized
    /// code for up to 5 values keeps up on short inputs. The gate study tests check that the rule reports exactly from
    /// here.
    /// </summary>
    internal const int MinimumValues = 6;

    /// <summary>Property: how the fix rewrites the call; one of the Mode* constants.</summary>
    internal const string ModeKey = "Mode";

    /// <summary>Replace the values argument (a span method). Additional location 0: the invocation.</summary>
    internal const string ModeArgument = "Argument";

    /// <summary><c>s.IndexOfAny(x)</c> on a string: <c>s.AsSpan().IndexOfAny(field)</c>. Additional location 0: the invocation.</summary>
    internal const string ModeStringReceiver = "StringReceiver";

    /// <summary>
    /// Two or three characters in an array made per call (below <see cref="MinimumValues"/>, where the span overloads
    /// beat SearchValues): pass them as arguments, <c>s.AsSpan().IndexOfAny('-', '_')</c>. No field. Additional
    /// location 0: the invocation.
    /// </summary>
    internal const string ModeValues = "Values";

    /// <summary>Property with <see cref="ModeValues"/>: "true" when the receiver is a string that needs <c>AsSpan()</c>.</summary>
    internal const string StringReceiverKey = "StringReceiver";

    /// <summary>
    /// Property: "1" or "2" for <c>s.IndexOfAny(values, start[, count])</c> tested only for a hit (<c>&gt;= 0</c>,
    /// <c>== -1</c>, ...): the start (and count) move into <c>s.AsSpan(start[, count])</c>, which finds a hit exactly
    /// when the string's search does (the index would differ by <c>start</c>, so other uses are not reported).
    /// </summary>
    internal const string StartArgumentsKey = "StartArguments";

    /// <summary>
    /// Convert the <c>static readonly char[]</c> field in place. Additional locations: 0 the field's declarator, then
    /// every invocation on a string receiver that must gain <c>AsSpan()</c>.
    /// </summary>
    internal const string ModeField = "Field";

    /// <summary>
    /// <c>s.IndexOfAny(flag ? A : B)</c> with a constant set in each branch: each branch becomes a cached SearchValues
    /// (<c>s.AsSpan().IndexOfAny(flag ? s_a : s_b)</c>). The sets are <see cref="ConstantSets.ValuesKey"/> and its
    /// <c>.1</c> variant (see <see cref="ConstantSets.Indexed"/>). Additional locations: 0 the invocation, then the
    /// declarator of each branch's field converted in place, in the order <see cref="InPlaceKey"/> lists them.
    /// </summary>
    internal const string ModeConditional = "Conditional";

    /// <summary>
    /// Property with <see cref="ModeConditional"/>: the branches (0 when true, 1 when false) whose <c>static readonly</c>
    /// array field is converted in place, as digits ("0", "1", "01"); absent when none is.
    /// </summary>
    internal const string InPlaceKey = "InPlace";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0601",
        title: "Use a cached SearchValues for a constant set of characters or bytes",
        messageFormat: "Search for these {0} {1} {2}: {3}",
        description: "IndexOfAny and its relatives analyze the set of values on every call to pick a search algorithm, and 'new[] { ... }' or 'ToCharArray()' allocate the set every call. A static readonly SearchValues<T> (.NET 8+) does the analysis once and searches with the best vectorized algorithm.",
        RuleLevel.Suggestion,
        generatedCode: GeneratedCodeAnalysisFlags.ReportDiagnostics,
        sameFinding: new[] { "CA1870", "CA1861" });

    internal static readonly Payoff UseCachedSearchValuesPayoff = new(
        "a vectorized search prepared once, and no array allocated per call for new[] { ... } or ToCharArray()",
        "PERF0601");

    internal static readonly Payoff FewValuesPayoff = new(
        "no array allocated per call; below six values the span overloads beat a SearchValues",
        "PERF0601/FewCharsAllocated");

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
            if (apis is null)
            {
                return;
            }

            // The fix adds a member (or changes a field's type) that every target of the project compiles: in a project
            // that also targets a runtime without SearchValues, nothing is reported (see ProjectTargets).
            if (!ProjectTargets.Read(start.Options).AllAtLeast(ProjectTargets.Net8))
            {
                return;
            }

            // One compilation-wide invocation action, as the SDK's CA1870 has. A search with a private readonly
            // char[]/byte[] field's set is judged by every use of the field, once per field (see PrivateFieldUses).
            var fields = new ConcurrentDictionary<IFieldSymbol, FieldVerdict>(SymbolEqualityComparer.Default);
            start.RegisterOperationAction(c => AnalyzeInvocation(c, apis, fields), OperationKind.Invocation);
        });
    }

    /// <summary>What a field's set is and how the fix treats it, when every use of the field allows the rewrite.</summary>
    private sealed class FieldVerdict
    {
        public static readonly FieldVerdict None = new(null, 0, searchesReported: false, null, null, otherReads: false);

        public FieldVerdict(string? values, int count, bool searchesReported, List<Location>? inPlaceLocations, Location? conditionalDeclarator, bool otherReads)
        {
            Values = values;
            Count = count;
            SearchesReported = searchesReported;
            InPlaceLocations = inPlaceLocations;
            ConditionalDeclarator = conditionalDeclarator;
            OtherReads = otherReads;
        }

        /// <summary>The set, or null when the field is not a constant set only read.</summary>
        public string? Values { get; }

        public int Count { get; }

        /// <summary>True when the searches that pass the field directly are reported (each has enough values).</summary>
        public bool SearchesReported { get; }

        /// <summary>
        /// For a field converted in place (static, declared alone, used only by direct searches): its declarator and
        /// every search on a string receiver; null when each search is rewritten on its own.
        /// </summary>
        public List<Location>? InPlaceLocations { get; }

        /// <summary>
        /// For a static field declared alone whose only use is one branch of one conditional set
        /// (<c>flag ? s_a : s_b</c>): its declarator, converted in place by that search's fix; else null.
        /// </summary>
        public Location? ConditionalDeclarator { get; }

        /// <summary>
        /// True when the field is also read outside searches: a search's fix adds a SearchValues field and the array
        /// stays in use.
        /// </summary>
        public bool OtherReads { get; }
    }

    private static FieldVerdict VerdictOf(IFieldSymbol definition, SearchValuesApis apis, ConcurrentDictionary<IFieldSymbol, FieldVerdict> fields, Compilation compilation, System.Threading.CancellationToken cancellationToken)
    {
        if (!fields.TryGetValue(definition, out var verdict))
        {
            // Computed outside the dictionary: a cancelled computation leaves nothing behind.
            verdict = fields.GetOrAdd(definition, Judge(definition, apis, compilation, cancellationToken));
        }

        return verdict;
    }

    /// <summary>One branch of a conditional set: its values, and the field converted in place for it, if any.</summary>
    private readonly struct Branch
    {
        public Branch(string values, int count, string? nameHint, Location? declarator, string? elementNames = null)
        {
            Values = values;
            Count = count;
            NameHint = nameHint;
            Declarator = declarator;
            ElementNames = elementNames;
        }

        /// <summary>The named constants the set was written with (see <see cref="ConstantSets.ElementNames"/>), or null.</summary>
        public string? ElementNames { get; }

        public string Values { get; }

        public int Count { get; }

        public string? NameHint { get; }

        public Location? Declarator { get; }
    }

    // s.IndexOfAny(flag ? A : B): reported when each branch is a constant set with enough values for SearchValues.
    private static void AnalyzeConditional(
        OperationAnalysisContext context,
        SearchValuesApis apis,
        ConcurrentDictionary<IFieldSymbol, FieldVerdict> fields,
        IInvocationOperation invocation,
        IArgumentOperation values,
        IConditionalOperation conditional,
        SpecialType element,
        bool stringReceiver)
    {
        if (conditional.IsRef
            || conditional.WhenFalse is not { } whenFalse
            || !TryGetBranch(context, apis, fields, conditional.WhenTrue, element, MinimumValues, out var first)
            || !TryGetBranch(context, apis, fields, whenFalse, element, MinimumValues, out var second))
        {
            return;
        }

        var kind = element == SpecialType.System_Byte ? ConstantSets.ByteKind : ConstantSets.CharKind;
        var additional = new List<Location>(3) { invocation.Syntax.GetLocation() };
        string? inPlace = null;
        if (first.Declarator is { } firstDeclarator)
        {
            additional.Add(firstDeclarator);
            inPlace = "0";
        }

        if (second.Declarator is { } secondDeclarator)
        {
            additional.Add(secondDeclarator);
            inPlace += "1";
        }

        var properties = SearchValuesApis.Properties(
            (ConstantSets.KindKey, kind),
            (ConstantSets.ValuesKey, first.Values),
            (ConstantSets.NameHintKey, first.NameHint),
            (ConstantSets.NeedleNamesKey, first.ElementNames),
            (ConstantSets.Indexed(ConstantSets.ValuesKey, 1), second.Values),
            (ConstantSets.Indexed(ConstantSets.NameHintKey, 1), second.NameHint),
            (ConstantSets.Indexed(ConstantSets.NeedleNamesKey, 1), second.ElementNames),
            (StringReceiverKey, stringReceiver ? "true" : null),
            (InPlaceKey, inPlace),
            (ModeKey, ModeConditional));
        var counts = first.Count == second.Count
            ? first.Count.ToString(System.Globalization.CultureInfo.InvariantCulture)
            : first.Count.ToString(System.Globalization.CultureInfo.InvariantCulture) + " or " + second.Count.ToString(System.Globalization.CultureInfo.InvariantCulture);
        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
            Rule,
            values.Syntax.GetLocation(),
            additional,
            properties,
            counts,
            kind == ConstantSets.ByteKind ? "bytes" : "characters",
            "with a cached SearchValues<" + kind + "> for each set",
            UseCachedSearchValuesPayoff.For(context.Compilation))));
    }

    // A branch is a constant set (an array made in place, a constant string or UTF-8 literal, ...) or a private readonly
    // array field holding one that the fix can convert in place or that stays in use elsewhere.
    private static bool TryGetBranch(
        OperationAnalysisContext context,
        SearchValuesApis apis,
        ConcurrentDictionary<IFieldSymbol, FieldVerdict> fields,
        IOperation branch,
        SpecialType element,
        int minimum,
        out Branch result)
    {
        result = default;
        var operation = branch.WithoutImplicitConversions();
        if (operation is IFieldReferenceOperation { Field: { } field } reference
            && field.Type is IArrayTypeSymbol { ElementType: { } fieldElement }
            && fieldElement.SpecialType == element)
        {
            if (reference.Instance is not (null or IInstanceReferenceOperation)
                || field is not { IsReadOnly: true, DeclaredAccessibility: Accessibility.Private })
            {
                return false;
            }

            var verdict = VerdictOf(field.OriginalDefinition, apis, fields, context.Compilation, context.CancellationToken);
            if (verdict.Values is not { } fieldValues
                || verdict.Count < minimum
                || (verdict.ConditionalDeclarator is null && !verdict.OtherReads))
            {
                return false;
            }

            result = new Branch(fieldValues, verdict.Count, field.Name, verdict.ConditionalDeclarator);
            return true;
        }

        if (operation is IPropertyReferenceOperation
            || !ConstantSets.TryGetElements(branch, element, out var set, out _))
        {
            return false;
        }

        var count = ConstantSets.CountDistinct(set);
        if (count < minimum)
        {
            return false;
        }

        var nameHint = operation switch
        {
            ILocalReferenceOperation local => local.Local.Name,
            IFieldReferenceOperation constant => constant.Field.Name,
            _ => null,
        };
        result = new Branch(set, count, nameHint, null, ConstantSets.ElementNames(branch));
        return true;
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, SearchValuesApis apis, ConcurrentDictionary<IFieldSymbol, FieldVerdict> fields)
    {
        var invocation = (IInvocationOperation)context.Operation;
        if (!IsSearch(invocation, apis, out var values, out var element, out var stringReceiver, allowStart: true))
        {
            return;
        }

        // s.IndexOfAny(new[] { ... }, start[, count]): only a test for a hit keeps its meaning on the span's slice.
        var startArguments = stringReceiver ? invocation.TargetMethod.Parameters.Length - 1 : 0;
        if (startArguments > 0
            && (!IsHitTest(invocation)
                || values.Value.WithoutImplicitConversions() is IFieldReferenceOperation or ILocalReferenceOperation or IPropertyReferenceOperation or IConditionalOperation
                || HasNamedArgument(invocation)))
        {
            return;
        }

        var argument = values.Value.WithoutImplicitConversions();
        if (argument is IConditionalOperation conditional)
        {
            AnalyzeConditional(context, apis, fields, invocation, values, conditional, element, stringReceiver);
            return;
        }

        if (argument is IFieldReferenceOperation { Field: { } field } fieldReference
            && field.Type is IArrayTypeSymbol { ElementType: { } fieldElement }
            && fieldElement.SpecialType == element)
        {
            if (fieldReference.Instance is null or IInstanceReferenceOperation
                && field is { IsReadOnly: true, DeclaredAccessibility: Accessibility.Private })
            {
                var definition = field.OriginalDefinition;
                var verdict = VerdictOf(definition, apis, fields, context.Compilation, context.CancellationToken);
                if (verdict.SearchesReported && verdict.Values is { } fieldValues)
                {
                    var mode = verdict.InPlaceLocations is not null ? ModeField : stringReceiver ? ModeStringReceiver : ModeArgument;
                    Report(context, values, invocation, element, fieldValues, verdict.Count, mode, field.Name, verdict.InPlaceLocations);
                }
            }

            return;
        }

        string set;
        bool allocates;
        string? nameHint = null;
        string? elementNames = null;
        if (argument is IPropertyReferenceOperation { Property: { } property })
        {
            if (!TryGetPropertyValues(property, apis, element, invocation.SemanticModel, context.CancellationToken, out set, out allocates))
            {
                return;
            }

            nameHint = property.Name;
        }
        else if (!ConstantSets.TryGetElements(values.Value, element, out set, out allocates))
        {
            return;
        }
        else if (ConstantSets.ElementNames(values.Value) is { } names)
        {
            elementNames = names;
        }
        else if (argument is ILocalReferenceOperation local)
        {
            nameHint = local.Local.Name;
        }
        else if (argument is IFieldReferenceOperation constantField)
        {
            nameHint = constantField.Field.Name;
        }

        var count = ConstantSets.CountDistinct(set);
        if (count < MinimumValues)
        {
            if (!allocates)
            {
                return;
            }

            // new[] { '-', '_' } in place: the span overloads that take two or three values, with no array and no field.
            if (element == SpecialType.System_Char
                && count is 2 or 3
                && invocation.TargetMethod.Name is "IndexOfAny" or "LastIndexOfAny" or "ContainsAny"
                && argument is not (ILocalReferenceOperation or IFieldReferenceOperation or IPropertyReferenceOperation)
                && values.Syntax is ArgumentSyntax { NameColon: null })
            {
                Report(context, values, invocation, element, set, count, ModeValues, null, null, stringReceiver, startArguments, elementNames);
                return;
            }
        }

        Report(context, values, invocation, element, set, count, stringReceiver ? ModeStringReceiver : ModeArgument, nameHint, null, stringReceiver, startArguments, elementNames);
    }

    // The start and count move into AsSpan by position: every argument must be written in order, unnamed.
    private static bool HasNamedArgument(IInvocationOperation invocation)
    {
        if (invocation.Syntax is not InvocationExpressionSyntax call)
        {
            return true;
        }

        foreach (var argument in call.ArgumentList.Arguments)
        {
            if (argument.NameColon is not null)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The search's result compared with -1 or 0 only to tell a hit from a miss: <c>&gt;= 0</c>, <c>&lt; 0</c>, <c>== -1</c>, <c>!= -1</c>, <c>&gt; -1</c> (either side).</summary>
    private static bool IsHitTest(IInvocationOperation invocation)
    {
        if (invocation.Parent is not IBinaryOperation comparison)
        {
            return false;
        }

        var searchOnLeft = comparison.LeftOperand == invocation;
        var other = searchOnLeft ? comparison.RightOperand : comparison.LeftOperand;
        if (other.ConstantValue is not { HasValue: true, Value: int constant })
        {
            return false;
        }

        var kind = comparison.OperatorKind;
        if (!searchOnLeft)
        {
            // 0 <= i is i >= 0: mirror the comparison.
            kind = kind switch
            {
                BinaryOperatorKind.LessThan => BinaryOperatorKind.GreaterThan,
                BinaryOperatorKind.LessThanOrEqual => BinaryOperatorKind.GreaterThanOrEqual,
                BinaryOperatorKind.GreaterThan => BinaryOperatorKind.LessThan,
                BinaryOperatorKind.GreaterThanOrEqual => BinaryOperatorKind.LessThanOrEqual,
                _ => kind,
            };
        }

        return (kind, constant) switch
        {
            (BinaryOperatorKind.GreaterThanOrEqual, 0) => true,
            (BinaryOperatorKind.LessThan, 0) => true,
            (BinaryOperatorKind.GreaterThan, -1) => true,
            (BinaryOperatorKind.LessThanOrEqual, -1) => true,
            (BinaryOperatorKind.Equals, -1) => true,
            (BinaryOperatorKind.NotEquals, -1) => true,
            _ => false,
        };
    }

    /// <summary>
    /// <c>s.IndexOfAny(char[])</c>/<c>LastIndexOfAny(char[])</c> on a string, or one of the MemoryExtensions
    /// search methods taking <c>(span, ReadOnlySpan&lt;T&gt; values)</c> with T char or byte.
    /// </summary>
    internal static bool IsSearch(IInvocationOperation invocation, SearchValuesApis apis, out IArgumentOperation values, out SpecialType element, out bool stringReceiver, bool allowStart = false)
    {
        values = null!;
        element = SpecialType.None;
        stringReceiver = false;
        var method = invocation.TargetMethod;
        switch (method.Name)
        {
            case "IndexOfAny":
            case "LastIndexOfAny":
                break;
            case "IndexOfAnyExcept":
            case "LastIndexOfAnyExcept":
            case "ContainsAny":
            case "ContainsAnyExcept":
                if (method.ContainingType.SpecialType == SpecialType.System_String)
                {
                    return false;
                }

                break;
            default:
                return false;
        }

        int valuesOrdinal;
        if (method.ContainingType.SpecialType == SpecialType.System_String)
        {
            // string.IndexOfAny(char[]); IndexOfAny(char[], startIndex[, count]) when the caller allows it (a slice of
            // the span finds the same hits; LastIndexOfAny's start counts from the end and is left alone).
            if (method.IsStatic
                || (method.Parameters.Length != 1 && !(allowStart && method.Name == "IndexOfAny" && method.Parameters.Length <= 3))
                || method.Parameters[0].Type is not IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_Char }
                || invocation.Instance is null or IConditionalAccessInstanceOperation
                || invocation.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax })
            {
                return false;
            }

            element = SpecialType.System_Char;
            stringReceiver = true;
            valuesOrdinal = 0;
        }
        else
        {
            if (!method.IsStatic
                || method.Parameters.Length != 2
                || method.TypeArguments.Length != 1
                || !SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.MemoryExtensions)
                || !apis.IsSpan(method.Parameters[0].Type)
                || !apis.IsReadOnlySpan(method.Parameters[1].Type))
            {
                return false;
            }

            element = method.TypeArguments[0].SpecialType;
            if (element is not (SpecialType.System_Char or SpecialType.System_Byte))
            {
                return false;
            }

            valuesOrdinal = 1;
        }

        foreach (var argument in invocation.Arguments)
        {
            if (argument.Parameter?.Ordinal == valuesOrdinal)
            {
                values = argument;
                return true;
            }
        }

        return false;
    }

    // ReadOnlySpan<char> Values => "abc"; ReadOnlySpan<byte> Values => "abc"u8; ... => new[] { ... }: CA1870's property shape.
    private static bool TryGetPropertyValues(IPropertySymbol property, SearchValuesApis apis, SpecialType element, SemanticModel? model, System.Threading.CancellationToken cancellationToken, out string values, out bool allocates)
    {
        values = string.Empty;
        allocates = false;
        if (!property.IsReadOnly
            || !apis.IsReadOnlySpan(property.Type)
            || model is null
            || property.DeclaringSyntaxReferences.Length != 1)
        {
            return false;
        }

        var syntax = property.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken);
        if (syntax.SyntaxTree != model.SyntaxTree
            || syntax is not PropertyDeclarationSyntax { ExpressionBody.Expression: { } body })
        {
            return false;
        }

        // The getter runs on every call: ToCharArray() there allocates every time (an array converted to a span does not).
        if (model.GetOperation(body, cancellationToken) is not { } operation
            || !ConstantSets.TryGetElements(operation, element, out values, out _))
        {
            return false;
        }

        allocates = operation.WithoutImplicitConversions() is IInvocationOperation;
        return true;
    }

    /// <summary>
    /// A private readonly char[]/byte[] field initialized with a constant set and never written: reported at each
    /// search that passes it (on this instance) when every search has enough values for SearchValues to pay off, and
    /// usable as a branch of a conditional set (see <see cref="FieldVerdict"/>).
    /// </summary>
    private static FieldVerdict Judge(IFieldSymbol field, SearchValuesApis apis, Compilation compilation, System.Threading.CancellationToken cancellationToken)
    {
        string? set = null;
        SyntaxNode? declarator = null;
        var searches = new List<(IInvocationOperation Invocation, bool StringReceiver)>();
        var otherReads = false;
        var conditionalUses = 0;
        var safe = PrivateFieldUses.ForEach(
            field,
            compilation,
            use =>
            {
                switch (use)
                {
                    case IFieldInitializerOperation initializer:
                        if (initializer.InitializedFields.Length != 1
                            || field.Type is not IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_Char or SpecialType.System_Byte } array
                            || !ConstantSets.TryGetElements(initializer.Value, array.ElementType.SpecialType, out var values, out _)
                            || initializer.Syntax.Parent is not VariableDeclaratorSyntax found)
                        {
                            return false;
                        }

                        set = values;
                        declarator = found;
                        return true;

                    case IFieldReferenceOperation reference:
                        // The values argument of a search, or a branch of the conditional that is.
                        var written = reference.WithImplicitConversions();
                        var parent = written.Parent;
                        if (parent is IConditionalOperation conditional && (conditional.WhenTrue == written || conditional.WhenFalse == written))
                        {
                            if (conditional.IsRef)
                            {
                                return false;
                            }

                            parent = conditional.WithImplicitConversions().Parent;
                            if (parent is IArgumentOperation { Parent: IInvocationOperation conditionalSearch } conditionalArgument
                                && reference.Instance is null or IInstanceReferenceOperation
                                && IsSearch(conditionalSearch, apis, out var conditionalValues, out _, out _)
                                && conditionalValues == conditionalArgument)
                            {
                                conditionalUses++;
                                return true;
                            }

                            otherReads = true;
                            return true;
                        }

                        if (parent is IArgumentOperation { Parent: IInvocationOperation invocation } argument
                            && IsSearch(invocation, apis, out var searched, out _, out var stringReceiver)
                            && searched == argument)
                        {
                            if (reference.Instance is null or IInstanceReferenceOperation)
                            {
                                searches.Add((invocation, stringReceiver));
                            }

                            return true;
                        }

                        otherReads = true;
                        return !IsWrite(reference);

                    default:
                        return false;
                }
            },
            cancellationToken);
        if (!safe || set is null)
        {
            return FieldVerdict.None;
        }

        var count = ConstantSets.CountDistinct(set);
        var searchesReported = searches.Count > 0 && count >= MinimumValues;

        // Converted in place only when every use is rewritten by the same fix: all direct searches (each diagnostic
        // carries them all), or the one conditional that is the field's only use.
        var convertible = field.IsStatic && !otherReads && declarator!.Parent is VariableDeclarationSyntax { Variables.Count: 1 };
        List<Location>? inPlace = null;
        if (convertible && conditionalUses == 0 && searchesReported)
        {
            inPlace = new List<Location> { declarator!.GetLocation() };
            foreach (var search in searches)
            {
                if (search.StringReceiver)
                {
                    inPlace.Add(search.Invocation.Syntax.GetLocation());
                }
            }
        }

        var conditionalDeclarator = convertible && conditionalUses == 1 && searches.Count == 0 ? declarator!.GetLocation() : null;

        // A field both searched directly and used in a conditional set: the direct searches add their own SearchValues
        // field, and the conditional is not reported, so the array stays in use.
        return new FieldVerdict(set, count, searchesReported, inPlace, conditionalDeclarator, otherReads);
    }

    // The field itself assigned, passed by ref, or one of its elements written.
    private static bool IsWrite(IFieldReferenceOperation reference)
    {
        var parent = reference.Parent;
        switch (parent)
        {
            case IAssignmentOperation assignment when assignment.Target == reference:
            case IArgumentOperation { Parameter.RefKind: not RefKind.None }:
                return true;
            case IArrayElementReferenceOperation element when element.ArrayReference == reference:
                return element.Parent is IAssignmentOperation elementAssignment && elementAssignment.Target == element
                    || element.Parent is IIncrementOrDecrementOperation
                    || element.Parent is IArgumentOperation { Parameter.RefKind: not RefKind.None };
            case IConversionOperation:
                // To a span: writable through Span<T>; to ReadOnlySpan<T> or object: only read here.
                return parent.Type is INamedTypeSymbol { Name: "Span" };
            default:
                return false;
        }
    }

    private static void Report(
        OperationAnalysisContext context,
        IArgumentOperation values,
        IInvocationOperation invocation,
        SpecialType element,
        string set,
        int count,
        string mode,
        string? nameHint,
        List<Location>? fieldLocations,
        bool stringReceiver = false,
        int startArguments = 0,
        string? elementNames = null)
    {
        var kind = element == SpecialType.System_Byte ? ConstantSets.ByteKind : ConstantSets.CharKind;
        var inline = mode == ModeValues;
        var properties = SearchValuesApis.Properties(
            (ConstantSets.KindKey, kind),
            (ConstantSets.ValuesKey, set),
            (ConstantSets.NameHintKey, nameHint),
            (ConstantSets.NeedleNamesKey, elementNames),
            (ConstantSets.InlineKey, inline ? "true" : null),
            (StringReceiverKey, inline && stringReceiver ? "true" : null),
            (StartArgumentsKey, startArguments > 0 ? startArguments.ToString(System.Globalization.CultureInfo.InvariantCulture) : null),
            (ModeKey, mode));
        var additional = fieldLocations ?? new List<Location> { invocation.Syntax.GetLocation() };
        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
            Rule,
            values.Syntax.GetLocation(),
            additional,
            properties,
            count,
            kind == ConstantSets.ByteKind ? (count == 1 ? "byte" : "bytes") : (count == 1 ? "character" : "characters"),
            inline ? "as arguments of the span overload" : "with a cached SearchValues<" + kind + ">",
            (inline ? FewValuesPayoff : UseCachedSearchValuesPayoff).For(invocation.SemanticModel!.Compilation))));
    }
}
