using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0804: <c>for (int i = 0; i &lt; a.Length; i++) a[i] = v;</c> over a whole array or <c>Span&lt;T&gt;</c> with a
/// loop-invariant <c>v</c>. <c>Span&lt;T&gt;.Fill</c> is vectorized for primitive element types (.NET 6), and
/// <c>Clear</c> is a memset.
/// </summary>
/// <remarks>
/// Reported on the <c>for</c> keyword. Additional locations: the loop statement, the collection expression, then the
/// value expression. <see cref="FormKey"/> says which call the fix writes (<see cref="Forms"/>).
/// </remarks>
public sealed class UseFillAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The property naming the rewrite.</summary>
    public const string FormKey = "Form";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0804",
        title: "Fill with Fill instead of a loop",
        messageFormat: "Replace the loop with '{0}': {1}",
        description: "A for loop that stores the same value into every element of an array or a span does one bounds-checked store per element (and, for an array of a non-sealed reference type, a covariance check). Span<T>.Fill writes the whole range with vector stores for primitive types, Array.Clear and Span<T>.Clear with a memset.",
        // Suggestion: large for value types, but under 2x for an array of a non-sealed reference type (see the docs
        // page).
        RuleLevel.Suggestion);

    internal static readonly Payoff ClearPayoff = new(
        "a memset instead of one checked store per element",
        "PERF0804/CharArrayClear", "PERF0804/DoubleSpanClear");

    internal static readonly Payoff FillPayoff = new(
        "vector stores instead of one checked store per element",
        "PERF0804/IntArrayFill", "PERF0804/ByteSpanFill", "PERF0804/ObjectArrayFill");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            var span = types.Get("System.Span`1");
            var memoryExtensions = types.Get("System.MemoryExtensions");
            var array = start.Compilation.GetSpecialType(SpecialType.System_Array);

            // Array.Clear(Array), new in .NET 6, is both what the fix writes for default values and the proxy for the
            // runtime whose Span<T>.Fill is vectorized.
            if (span is null || memoryExtensions is null || !HasMethod(array, "Clear", 1) || !HasMethod(array, "Fill", 2) || !HasMethod(span, "Fill", 1))
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeLoop(context, span, targets), OperationKind.Loop);
        });
    }

    private static void AnalyzeLoop(OperationAnalysisContext context, INamedTypeSymbol span, ProjectTargets targets)
    {
        if (context.Operation is not IForLoopOperation loop
            || loop.Syntax is not ForStatementSyntax forSyntax
            || !CountingLoop.Match(loop, forSyntax, out var index, out var limit)
            || limit is not IPropertyReferenceOperation { Property.Name: "Length", Instance: { } lengthOf }
            || CountingLoop.Sequence(lengthOf) is not { } collection
            || CountingLoop.SingleStatement(loop.Body) is not IExpressionStatementOperation { Operation: ISimpleAssignmentOperation store }
            || !CountingLoop.IsElementAt(store.Target, index, span, null, out var stored, out _, out var elementType, out var isArray)
            || !SymbolEqualityComparer.Default.Equals(stored, collection)
            || elementType.TypeKind is TypeKind.Pointer or TypeKind.FunctionPointer
            || MakesAnObjectPerElement(store.Value)
            || store.Value.WithoutImplicitConversions() is not { } value
            || !IsInvariant(value, index, collection)
            || lengthOf.Syntax is not ExpressionSyntax collectionSyntax
            || !targets.Allow(ProjectTargets.Net6, forSyntax))
        {
            return;
        }

        string form;
        if (CollectionsApis.IsDefaultBitForBit(store.Value))
        {
            form = isArray ? Forms.ArrayClear : Forms.SpanClear;
        }
        else if (!isArray)
        {
            form = Forms.SpanFill;
        }
        else
        {
            // An array of a non-sealed reference type may be an array of a derived type at run time: AsSpan would throw
            // ArrayTypeMismatchException where the loop stored fine; Array.Fill checks that and falls back to a loop.
            form = elementType.IsValueType || (elementType.IsSealed && elementType.TypeKind != TypeKind.TypeParameter) ? Forms.AsSpanFill : Forms.ArrayFill;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            forSyntax.ForKeyword.GetLocation(),
            new[] { forSyntax.GetLocation(), collectionSyntax.GetLocation(), store.Value.Syntax.GetLocation() },
            ImmutableDictionary<string, string?>.Empty.Add(FormKey, form),
            Forms.Display(form),
            form is Forms.ArrayClear or Forms.SpanClear ? ClearPayoff.For(context.Compilation) : FillPayoff.For(context.Compilation)));
    }

    /// <summary>A boxing or user-defined conversion of the stored value: a new object per element, where Fill stores one.</summary>
    private static bool MakesAnObjectPerElement(IOperation value) =>
        value is IConversionOperation conversion
        && (conversion.Conversion.IsUserDefined
            || (conversion.Operand.Type?.IsValueType == true && conversion.Type?.IsReferenceType == true));

    private static bool HasMethod(INamedTypeSymbol type, string name, int parameters)
    {
        foreach (var member in type.GetMembers(name))
        {
            if (member is IMethodSymbol { DeclaredAccessibility: Accessibility.Public } method && method.Parameters.Length == parameters)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// A value that is the same on every iteration and can be read once: a constant, <c>default</c>, or a local,
    /// parameter or read-only field other than the index and the collection (the loop body stores nothing else).
    /// </summary>
    private static bool IsInvariant(IOperation value, ILocalSymbol index, ISymbol collection) => value switch
    {
        _ when value.ConstantValue.HasValue => true,
        IDefaultValueOperation => true,
        ILocalReferenceOperation local => !SymbolEqualityComparer.Default.Equals(local.Local, index) && !SymbolEqualityComparer.Default.Equals(local.Local, collection),
        IParameterReferenceOperation parameter => !SymbolEqualityComparer.Default.Equals(parameter.Parameter, collection),
        IFieldReferenceOperation { Field.IsReadOnly: true, Instance: null or IInstanceReferenceOperation } field => !SymbolEqualityComparer.Default.Equals(field.Field, collection),
        _ => false,
    };

    /// <summary>The calls the fix writes.</summary>
    public static class Forms
    {
        public const string AsSpanFill = "AsSpanFill";
        public const string ArrayFill = "ArrayFill";
        public const string ArrayClear = "ArrayClear";
        public const string SpanFill = "SpanFill";
        public const string SpanClear = "SpanClear";

        public static string Display(string form) => form switch
        {
            AsSpanFill => "array.AsSpan().Fill(value)",
            ArrayFill => "Array.Fill(array, value)",
            ArrayClear => "Array.Clear(array)",
            SpanFill => "span.Fill(value)",
            _ => "span.Clear()",
        };
    }
}
