using System.Collections.Concurrent;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// PERF0603: a character tested against a constant set the slow way: <c>"aeiou".Contains(c)</c>,
/// <c>"aeiou".IndexOf(c) &gt;= 0</c>, <c>new[] { ... }.Contains(c)</c> (an array and a LINQ call per test), or a
/// <c>static readonly HashSet&lt;char&gt;</c> of constants used only for <c>Contains</c>. A cached
/// <c>SearchValues&lt;char&gt;</c> answers with a bitmap lookup. Chains of <c>c == 'a' || c == 'b'</c> are left alone:
/// the JIT already compiles them to a bit test.
/// </summary>
public sealed class UseSearchValuesForMembershipAnalyzer : DiagnosticAnalyzer
{
    /// <summary>
    /// The smallest string set reported. The gate study measures <c>SearchValues&lt;char&gt;.Contains</c> against
    /// <c>"...".Contains(c)</c> for 1 to 16 characters (GateStudy, table in docs/rules/PERF0603.md): faster or without a
    /// measurable difference at every size, never slower; a single character is better compared directly
    /// (<c>c == 'x'</c>), a different rewrite, so it is left alone.
    /// </summary>
    internal const int MinimumStringValues = 2;

    /// <summary>Property: "Expression" (replace the reported test) or "Field" (convert the HashSet field in place).</summary>
    internal const string ModeKey = "Mode";

    /// <summary>Replace the reported expression with <c>[!]s_x.Contains(c)</c>. Additional location 0: the tested character.</summary>
    internal const string ModeExpression = "Expression";

    /// <summary>Convert the HashSet field in place. Additional location 0: the field's declarator.</summary>
    internal const string ModeField = "Field";

    /// <summary>Property: "true" when the test is negated (<c>IndexOf(c) == -1</c>, <c>&lt; 0</c>).</summary>
    internal const string NegatedKey = "Negated";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0603",
        title: "Test character membership with SearchValues",
        messageFormat: "Test membership in these {0} characters with a cached SearchValues<char>: {1}",
        description: "Testing a character against a constant set with string.Contains/IndexOf scans the set, with 'new[] { ... }.Contains' allocates an array and goes through LINQ, and with a HashSet<char> hashes it. SearchValues<char> (.NET 8+) answers with a bitmap lookup.",
        RuleLevel.Suggestion);

    internal static readonly Payoff UseSearchValuesForMembershipPayoff = new(
        "a bitmap test instead of a search or a hash per character, and no array per call",
        "PERF0603/ArrayContains", "PERF0603/StringContains", "PERF0603/HashSetContains");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = SearchValuesApis.Create(start.Compilation);
            if (apis is null || !HasContains(apis.SearchValuesOfT))
            {
                return;
            }

            // The fix adds a member (or changes a field's type) that every target of the project compiles: in a project
            // that also targets a runtime without SearchValues, nothing is reported (see ProjectTargets).
            if (!ProjectTargets.Read(start.Options).AllAtLeast(ProjectTargets.Net8))
            {
                return;
            }

            var types = WellKnownTypes.Get(start.Compilation);
            var enumerable = types.Get("System.Linq.Enumerable");
            var hashSet = types.Get("System.Collections.Generic.HashSet`1");
            var charType = start.Compilation.GetSpecialType(SpecialType.System_Char);
            var charHashSet = hashSet?.Construct(charType);

            // One compilation-wide invocation action, as the SDK's CA1870 has. A test against a private static readonly
            // HashSet<char> field is judged by every use of the field, once per field (see PrivateFieldUses).
            var fields = charHashSet is null ? null : new ConcurrentDictionary<IFieldSymbol, FieldVerdict>(SymbolEqualityComparer.Default);
            start.RegisterOperationAction(c => AnalyzeInvocation(c, apis, enumerable, charHashSet, fields), OperationKind.Invocation);
        });
    }

    private static bool HasContains(INamedTypeSymbol searchValuesOfT)
    {
        foreach (var member in searchValuesOfT.GetMembers("Contains"))
        {
            if (member is IMethodSymbol { IsStatic: false, Parameters.Length: 1 })
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// <c>string.Contains(char, StringComparison)</c> called with the constant <c>StringComparison.Ordinal</c>: the same
    /// test as <c>Contains(char)</c>. Other comparisons are not rewritten: <c>OrdinalIgnoreCase</c> also matches the other
    /// case of each character (a different set), and the culture-sensitive ones can match ignorable characters.
    /// </summary>
    private static bool IsOrdinalComparison(IInvocationOperation invocation, SearchValuesApis apis)
    {
        var parameters = invocation.TargetMethod.Parameters;
        return parameters.Length == 2
            && apis.StringComparison is not null
            && SymbolEqualityComparer.Default.Equals(parameters[1].Type, apis.StringComparison)
            && invocation.Arguments.Length == 2
            && invocation.Arguments[1].Parameter?.Ordinal == 1
            && invocation.Arguments[1].Value.ConstantValue is { HasValue: true, Value: int comparison }
            && comparison == (int)System.StringComparison.Ordinal;
    }

    /// <summary>What a HashSet&lt;char&gt; field holds, when its every use is a Contains test; null values otherwise.</summary>
    private sealed class FieldVerdict
    {
        public static readonly FieldVerdict None = new(null, null);

        public FieldVerdict(string? values, SyntaxNode? declarator)
        {
            Values = values;
            Declarator = declarator;
        }

        public string? Values { get; }

        public SyntaxNode? Declarator { get; }
    }

    private static void AnalyzeInvocation(
        OperationAnalysisContext context,
        SearchValuesApis apis,
        INamedTypeSymbol? enumerable,
        INamedTypeSymbol? charHashSet,
        ConcurrentDictionary<IFieldSymbol, FieldVerdict>? fields)
    {
        var invocation = (IInvocationOperation)context.Operation;
        var method = invocation.TargetMethod;
        switch (method.Name)
        {
            case "Contains":
                // "aeiou".Contains(c), and "aeiou".Contains(c, StringComparison.Ordinal): the same ordinal test.
                if (method.ContainingType.SpecialType == SpecialType.System_String
                    && !method.IsStatic
                    && (method.Parameters.Length == 1 || IsOrdinalComparison(invocation, apis))
                    && method.Parameters[0].Type.SpecialType == SpecialType.System_Char
                    && invocation.Instance?.ConstantValue is { HasValue: true, Value: string text }
                    && ConstantSets.CountDistinct(text) >= MinimumStringValues)
                {
                    Report(context.ReportDiagnostic, invocation.Syntax, invocation.Arguments[0].Value, text, negated: false, invocation.Instance);
                    return;
                }

                // new[] { 'a', 'e' }.Contains(c): an array per test, then LINQ.
                if (enumerable is not null
                    && method.IsStatic
                    && SymbolEqualityComparer.Default.Equals(method.ContainingType, enumerable)
                    && method.Parameters.Length == 2
                    && method.TypeArguments.Length == 1
                    && method.TypeArguments[0].SpecialType == SpecialType.System_Char
                    && invocation.Arguments.Length == 2
                    && invocation.Arguments[0].Parameter?.Ordinal == 0
                    && ConstantSets.TryGetElements(invocation.Arguments[0].Value, SpecialType.System_Char, out var values, out _))
                {
                    Report(context.ReportDiagnostic, invocation.Syntax, invocation.Arguments[1].Value, values, negated: false);
                    return;
                }

                // C# 14 binds new[] { ... }.Contains(c) to MemoryExtensions.Contains(ReadOnlySpan<char>, char): no array,
                // but the set is still scanned per test, like "...".Contains(c).
                if (method.IsStatic
                    && SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.MemoryExtensions)
                    && method.Parameters.Length == 2
                    && method.TypeArguments.Length == 1
                    && method.TypeArguments[0].SpecialType == SpecialType.System_Char
                    && apis.IsSpan(method.Parameters[0].Type)
                    && invocation.Arguments.Length == 2
                    && invocation.Arguments[0].Parameter?.Ordinal == 0
                    && ConstantSets.TryGetElements(invocation.Arguments[0].Value, SpecialType.System_Char, out var spanValues, out var allocates)
                    && (allocates || ConstantSets.CountDistinct(spanValues) >= MinimumStringValues))
                {
                    Report(context.ReportDiagnostic, invocation.Syntax, invocation.Arguments[1].Value, spanValues, negated: false);
                    return;
                }

                // s_set.Contains(c) on a HashSet<char> field: judged by all the field's uses.
                if (fields is not null
                    && !method.IsStatic
                    && SymbolEqualityComparer.Default.Equals(method.ContainingType, charHashSet)
                    && invocation.Instance is IFieldReferenceOperation { Field: { IsStatic: true, IsReadOnly: true, DeclaredAccessibility: Accessibility.Private } field })
                {
                    var definition = field.OriginalDefinition;
                    if (!fields.TryGetValue(definition, out var verdict))
                    {
                        // Computed outside the dictionary: a cancelled computation leaves nothing behind.
                        verdict = fields.GetOrAdd(definition, Judge(definition, context.Compilation, context.CancellationToken));
                    }

                    if (verdict.Values is { } fieldValues)
                    {
                        var properties = SearchValuesApis.Properties(
                            (ConstantSets.KindKey, ConstantSets.CharKind),
                            (ConstantSets.ValuesKey, fieldValues),
                            (ConstantSets.NameHintKey, field.Name),
                            (ModeKey, ModeField),
                            (NegatedKey, "false"));
                        context.ReportDiagnostic(Diagnostic.Create(
                            Rule,
                            invocation.Syntax.GetLocation(),
                            new[] { verdict.Declarator!.GetLocation() },
                            properties,
                            ConstantSets.CountDistinct(fieldValues),
                            UseSearchValuesForMembershipPayoff.For(context.Compilation)));
                    }
                }

                return;

            case "IndexOf":
                // "aeiou".IndexOf(c) >= 0, != -1, > -1; negated: == -1, < 0.
                if (method.ContainingType.SpecialType == SpecialType.System_String
                    && !method.IsStatic
                    && method.Parameters.Length == 1
                    && method.Parameters[0].Type.SpecialType == SpecialType.System_Char
                    && invocation.Instance?.ConstantValue is { HasValue: true, Value: string chars }
                    && ConstantSets.CountDistinct(chars) >= MinimumStringValues
                    && invocation.Parent is IBinaryOperation { OperatorMethod: null } comparison
                    && comparison.LeftOperand == invocation
                    && comparison.RightOperand.ConstantValue is { HasValue: true, Value: int bound })
                {
                    bool? found = (comparison.OperatorKind, bound) switch
                    {
                        (BinaryOperatorKind.GreaterThanOrEqual, 0) => true,
                        (BinaryOperatorKind.GreaterThan, -1) => true,
                        (BinaryOperatorKind.NotEquals, -1) => true,
                        (BinaryOperatorKind.Equals, -1) => false,
                        (BinaryOperatorKind.LessThan, 0) => false,
                        _ => null,
                    };

                    if (found is { } hit)
                    {
                        Report(context.ReportDiagnostic, comparison.Syntax, invocation.Arguments[0].Value, chars, negated: !hit, invocation.Instance);
                    }
                }

                return;
        }
    }

    /// <summary>
    /// A private static readonly HashSet&lt;char&gt; field, declared alone with a constant set, whose every use is
    /// <c>field.Contains(c)</c>: its set; <see cref="FieldVerdict.None"/> for anything else.
    /// </summary>
    private static FieldVerdict Judge(IFieldSymbol field, Compilation compilation, System.Threading.CancellationToken cancellationToken)
    {
        string? values = null;
        SyntaxNode? declarator = null;
        var onlyTests = PrivateFieldUses.ForEach(
            field,
            compilation,
            use =>
            {
                switch (use)
                {
                    case IFieldInitializerOperation initializer:
                        if (initializer.InitializedFields.Length != 1
                            || initializer.Syntax.Parent is not VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax { Variables.Count: 1 } } found
                            || !TryGetHashSetValues(initializer.Value.WithoutImplicitConversions(), out var set))
                        {
                            return false;
                        }

                        values = set;
                        declarator = found;
                        return true;

                    case IFieldReferenceOperation reference:
                        return reference.Parent is IInvocationOperation { TargetMethod.Name: "Contains", Arguments.Length: 1 } contains
                            && contains.Instance == reference;

                    default:
                        return false;
                }
            },
            cancellationToken);
        return onlyTests && values is not null ? new FieldVerdict(values, declarator) : FieldVerdict.None;
    }

    // new HashSet<char> { 'a', 'b' }, new HashSet<char>("ab"), new HashSet<char>(new[] { ... }), new(...), ['a', 'b'].
    private static bool TryGetHashSetValues(IOperation value, out string values)
    {
        values = string.Empty;
        if (ConstantSets.IsCollectionExpression(value))
        {
            return ConstantSets.TryGetElements(value, SpecialType.System_Char, out values, out _);
        }

        if (value is not IObjectCreationOperation creation)
        {
            return false;
        }

        var builder = new System.Text.StringBuilder();
        if (creation.Arguments.Length == 1)
        {
            if (creation.Constructor?.Parameters[0].Type is not INamedTypeSymbol { Name: "IEnumerable" }
                || !ConstantSets.TryGetElements(creation.Arguments[0].Value.WithoutImplicitConversions(), SpecialType.System_Char, out var fromArgument, out _))
            {
                return false;
            }

            builder.Append(fromArgument);
        }
        else if (creation.Arguments.Length != 0)
        {
            return false;
        }

        if (creation.Initializer is { } initializer)
        {
            foreach (var element in initializer.Initializers)
            {
                if (element is not IInvocationOperation { TargetMethod.Name: "Add", Arguments.Length: 1 } add
                    || add.Arguments[0].Value.ConstantValue is not { HasValue: true, Value: char c })
                {
                    return false;
                }

                builder.Append(c);
            }
        }

        values = builder.ToString();
        return values.Length > 0;
    }

    private static void Report(System.Action<Diagnostic> report, SyntaxNode reported, IOperation tested, string values, bool negated, IOperation? set = null)
    {
        // A set held in a string constant field is passed as that constant, and the new field is named after it.
        var constant = ConstantSets.ConstantField(set);
        var properties = SearchValuesApis.Properties(
            (ConstantSets.KindKey, ConstantSets.CharKind),
            (ConstantSets.ValuesKey, values),
            (ConstantSets.SourceKey, constant?.Syntax.ToString()),
            (ConstantSets.NameHintKey, constant?.Field.Name),
            (ModeKey, ModeExpression),
            (NegatedKey, negated ? "true" : "false"));
        report(Diagnostic.Create(
            Rule,
            reported.GetLocation(),
            new[] { tested.Syntax.GetLocation() },
            properties,
            ConstantSets.CountDistinct(values),
            UseSearchValuesForMembershipPayoff.For(tested.SemanticModel!.Compilation)));
    }
}
