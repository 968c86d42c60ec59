using System.Collections.Generic;
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
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class UseSearchValuesForMembershipAnalyzer : DiagnosticAnalyzer
{
    /// <summary>
    /// The smallest string set reported. Our harness measured <c>SearchValues&lt;char&gt;.Contains</c> faster than
    /// <c>"...".Contains(c)</c> at every size from 1 to 16 (1.1-2x, docs/rules/PERF0603.md); a single character is
    /// better compared directly (<c>c == 'x'</c>), a different rewrite, so it is left alone.
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
        RuleIdentifiers.UseSearchValuesForMembership,
        title: "Test character membership with SearchValues",
        messageFormat: "Test membership in these {0} characters with a cached SearchValues<char>: {1}",
        description: "Testing a character against a constant set with string.Contains/IndexOf scans the set, with 'new[] { ... }.Contains' allocates an array and goes through LINQ, and with a HashSet<char> hashes it. SearchValues<char> (.NET 8+) answers with a bitmap lookup.",
        RuleLevel.Suggestion);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
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

            // Membership tests with a literal set: one compilation-wide invocation action, as the SDK's CA1870 has.
            start.RegisterOperationAction(c => AnalyzeInvocation(c, apis, enumerable, charHashSet, null), OperationKind.Invocation);
            if (charHashSet is null)
            {
                return;
            }

            // Tests against a field (a private static readonly HashSet<char> used only for Contains): per-type state,
            // set up only in types that declare such a field; the others cost one callback per type.
            start.RegisterSymbolStartAction(
                symbolStart =>
                {
                    if (!ConstantSets.DeclaresField((INamedTypeSymbol)symbolStart.Symbol, charHashSet, static (field, set) =>
                        field is { IsStatic: true, IsReadOnly: true, DeclaredAccessibility: Accessibility.Private }
                        && SymbolEqualityComparer.Default.Equals(field.Type, set)))
                    {
                        return;
                    }

                    var state = new TypeState();
                    symbolStart.RegisterOperationAction(c => AnalyzeInvocation(c, apis, enumerable, charHashSet, state), OperationKind.Invocation);
                    symbolStart.RegisterOperationAction(c => AnalyzeFieldReference(c, charHashSet, state), OperationKind.FieldReference);
                    symbolStart.RegisterOperationAction(c => AnalyzeFieldInitializer(c, charHashSet, state), OperationKind.FieldInitializer);
                    symbolStart.RegisterSymbolEndAction(c => ReportFields(c, state));
                },
                SymbolKind.NamedType);
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

    private sealed class TypeState
    {
        public readonly object Gate = new();
        public readonly Dictionary<IFieldSymbol, (string Values, SyntaxNode Declarator)> Initializers = new(SymbolEqualityComparer.Default);
        public readonly Dictionary<IFieldSymbol, List<IInvocationOperation>> Uses = new(SymbolEqualityComparer.Default);
        public readonly HashSet<IFieldSymbol> OtherUses = new(SymbolEqualityComparer.Default);
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, SearchValuesApis apis, INamedTypeSymbol? enumerable, INamedTypeSymbol? charHashSet, TypeState? state)
    {
        var invocation = (IInvocationOperation)context.Operation;
        var method = invocation.TargetMethod;

        // With a type's state: only HashSet<char>.Contains on a field (the compilation-wide action does the rest).
        if (state is not null
            && (method.Name != "Contains" || method.IsStatic || !SymbolEqualityComparer.Default.Equals(method.ContainingType, charHashSet)))
        {
            return;
        }

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
                    Report(context.ReportDiagnostic, invocation.Syntax, invocation.Arguments[0].Value, text, negated: false);
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

                // s_set.Contains(c) on a HashSet<char> field: judged at the end of the type.
                if (state is not null
                    && charHashSet is not null
                    && !method.IsStatic
                    && SymbolEqualityComparer.Default.Equals(method.ContainingType, charHashSet)
                    && invocation.Instance is IFieldReferenceOperation { Field: { } field })
                {
                    lock (state.Gate)
                    {
                        if (!state.Uses.TryGetValue(field, out var list))
                        {
                            list = new List<IInvocationOperation>();
                            state.Uses.Add(field, list);
                        }

                        list.Add(invocation);
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
                        Report(context.ReportDiagnostic, comparison.Syntax, invocation.Arguments[0].Value, chars, negated: !hit);
                    }
                }

                return;
        }
    }

    private static void AnalyzeFieldInitializer(OperationAnalysisContext context, INamedTypeSymbol charHashSet, TypeState state)
    {
        var initializer = (IFieldInitializerOperation)context.Operation;
        if (initializer.InitializedFields.Length != 1
            || !SymbolEqualityComparer.Default.Equals(initializer.InitializedFields[0].Type, charHashSet)
            || initializer.Syntax.Parent is not VariableDeclaratorSyntax declarator
            || !TryGetHashSetValues(initializer.Value.WithoutImplicitConversions(), out var values))
        {
            return;
        }

        lock (state.Gate)
        {
            state.Initializers[initializer.InitializedFields[0]] = (values, declarator);
        }
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

    private static void AnalyzeFieldReference(OperationAnalysisContext context, INamedTypeSymbol charHashSet, TypeState state)
    {
        var reference = (IFieldReferenceOperation)context.Operation;
        if (!SymbolEqualityComparer.Default.Equals(reference.Field.Type, charHashSet)
            || (reference.Parent is IInvocationOperation { TargetMethod.Name: "Contains", Arguments.Length: 1 } contains && contains.Instance == reference))
        {
            return;
        }

        lock (state.Gate)
        {
            state.OtherUses.Add(reference.Field);
        }
    }

    private static void ReportFields(SymbolAnalysisContext context, TypeState state)
    {
        lock (state.Gate)
        {
            foreach (var pair in state.Uses)
            {
                var field = pair.Key;

                if (!field.IsStatic
                    || !field.IsReadOnly
                    || field.DeclaredAccessibility != Accessibility.Private
                    || state.OtherUses.Contains(field)
                    || !state.Initializers.TryGetValue(field, out var initializer)
                    || initializer.Declarator.Parent is not VariableDeclarationSyntax { Variables.Count: 1 }
                    // A nested type's code is analyzed with the nested type: not every use of the field is seen here.
                    || ConstantSets.IsNamedInNestedTypes(field, context.CancellationToken))
                {
                    continue;
                }

                foreach (var use in pair.Value)
                {
                    var properties = SearchValuesApis.Properties(
                        (ConstantSets.KindKey, ConstantSets.CharKind),
                        (ConstantSets.ValuesKey, initializer.Values),
                        (ConstantSets.NameHintKey, field.Name),
                        (ModeKey, ModeField),
                        (NegatedKey, "false"));
                    context.ReportDiagnostic(Diagnostic.Create(
                        Rule,
                        use.Syntax.GetLocation(),
                        new[] { initializer.Declarator.GetLocation() },
                        properties,
                        ConstantSets.CountDistinct(initializer.Values),
                        SearchValuesMessages.UseSearchValuesForMembershipPayoff));
                }
            }
        }
    }

    private static void Report(System.Action<Diagnostic> report, SyntaxNode reported, IOperation tested, string values, bool negated)
    {
        var properties = SearchValuesApis.Properties(
            (ConstantSets.KindKey, ConstantSets.CharKind),
            (ConstantSets.ValuesKey, values),
            (ModeKey, ModeExpression),
            (NegatedKey, negated ? "true" : "false"));
        report(Diagnostic.Create(
            Rule,
            reported.GetLocation(),
            new[] { tested.Syntax.GetLocation() },
            properties,
            ConstantSets.CountDistinct(values),
            SearchValuesMessages.UseSearchValuesForMembershipPayoff));
    }
}
