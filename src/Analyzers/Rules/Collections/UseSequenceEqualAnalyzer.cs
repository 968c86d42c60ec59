using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0805: the hand-written equality check of two arrays or spans of an integral type, a length test, a loop that
/// returns false on the first difference, then <c>return true;</c>: <c>MemoryExtensions.SequenceEqual</c> compares them
/// with vector instructions. Floating-point types are left alone: <c>NaN != NaN</c> in the loop, but
/// <c>SequenceEqual</c> compares with <c>Equals</c>, for which NaN equals NaN.
/// </summary>
/// <remarks>
/// Reported on the <c>for</c> keyword. Additional locations: the length test, the <c>return true;</c>, the first and
/// the second sequence (from the loop's comparison). <see cref="IsArrayKey"/> is present when they are arrays.
/// </remarks>
public sealed class UseSequenceEqualAnalyzer : DiagnosticAnalyzer
{
    public const string IsArrayKey = "IsArray";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0805",
        title: "Compare sequences with SequenceEqual instead of a loop",
        messageFormat: "Replace the comparison loop with 'SequenceEqual': {0}",
        description: "Comparing two arrays or spans of an integral type element by element does one bounds-checked comparison per element; MemoryExtensions.SequenceEqual compares whole vectors at a time and checks the lengths first, exactly as the loop's length test did.",
        // Warning: precise (the exact three-statement shape, integral element types) and several times faster (see the
        // docs page).
        RuleLevel.Warning);

    internal static readonly Payoff SequenceEqualPayoff = new(
        "vector comparisons instead of one per element",
        "PERF0805");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            var span = types.Get("System.Span`1");
            var readOnlySpan = types.Get("System.ReadOnlySpan`1");
            var memoryExtensions = types.Get("System.MemoryExtensions");

            // The SequenceEqual overload with a comparer came with .NET 6's vectorized SequenceEqual for every
            // primitive type (dotnet/runtime#48677): the proxy for that runtime.
            if (span is null || readOnlySpan is null || memoryExtensions is null || !HasComparerOverload(memoryExtensions))
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeLoop(context, span, readOnlySpan, targets), OperationKind.Loop);
        });
    }

    private static bool HasComparerOverload(INamedTypeSymbol memoryExtensions)
    {
        foreach (var member in memoryExtensions.GetMembers("SequenceEqual"))
        {
            if (member is IMethodSymbol { Parameters.Length: 3 } method && method.Parameters[2].Type.Name == "IEqualityComparer")
            {
                return true;
            }
        }

        return false;
    }

    private static void AnalyzeLoop(OperationAnalysisContext context, INamedTypeSymbol span, INamedTypeSymbol readOnlySpan, ProjectTargets targets)
    {
        if (context.Operation is not IForLoopOperation loop
            || loop.Syntax is not ForStatementSyntax { Parent: BlockSyntax block } forSyntax
            || !CountingLoop.Match(loop, forSyntax, out var index, out var limit)
            || CountingLoop.SingleStatement(loop.Body) is not IConditionalOperation { WhenFalse: null, Condition: IBinaryOperation difference, WhenTrue: { } whenDifferent }
            || !ReturnsConstant(whenDifferent, false)
            || difference.OperatorKind != BinaryOperatorKind.NotEquals
            || difference.OperatorMethod is not null
            || !CountingLoop.IsElementAt(difference.LeftOperand, index, span, readOnlySpan, out var first, out var firstOperation, out var firstType, out var firstIsArray)
            || !CountingLoop.IsElementAt(difference.RightOperand, index, span, readOnlySpan, out var second, out var secondOperation, out var secondType, out var secondIsArray)
            || firstIsArray != secondIsArray
            || !SymbolEqualityComparer.Default.Equals(firstType, secondType)
            || !IsIntegral(firstType)
            || !IsLengthOf(limit, first, second))
        {
            return;
        }

        // The statements around the loop: 'if (a.Length != b.Length) return false;' before, 'return true;' after.
        var position = block.Statements.IndexOf(forSyntax);
        if (position < 1
            || position + 1 >= block.Statements.Count
            || context.Operation.SemanticModel is not { } model
            || model.GetOperation(block.Statements[position - 1], context.CancellationToken) is not IConditionalOperation { WhenFalse: null, Condition: IBinaryOperation lengths, WhenTrue: { } whenLengthsDiffer }
            || lengths.OperatorKind != BinaryOperatorKind.NotEquals
            || !ReturnsConstant(whenLengthsDiffer, false)
            || !((IsLengthOf(lengths.LeftOperand, first, null) && IsLengthOf(lengths.RightOperand, second, null))
                || (IsLengthOf(lengths.LeftOperand, second, null) && IsLengthOf(lengths.RightOperand, first, null)))
            || model.GetOperation(block.Statements[position + 1], context.CancellationToken) is not { } after
            || !ReturnsConstant(after, true)
            || !targets.Allow(ProjectTargets.Net6, forSyntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            forSyntax.ForKeyword.GetLocation(),
            new[] { block.Statements[position - 1].GetLocation(), block.Statements[position + 1].GetLocation(), firstOperation.Syntax.GetLocation(), secondOperation.Syntax.GetLocation() },
            firstIsArray ? ImmutableDictionary<string, string?>.Empty.Add(IsArrayKey, "true") : ImmutableDictionary<string, string?>.Empty,
            SequenceEqualPayoff.For(context.Compilation)));
    }

    private static bool ReturnsConstant(IOperation operation, bool value) =>
        CountingLoop.SingleStatement(operation) is IReturnOperation { ReturnedValue.ConstantValue: { HasValue: true, Value: bool returned } } && returned == value;

    /// <summary><c>x.Length</c> of the first sequence, or of the second when <paramref name="other"/> is given.</summary>
    private static bool IsLengthOf(IOperation operation, ISymbol sequence, ISymbol? other) =>
        operation.WithoutImplicitConversions() is IPropertyReferenceOperation { Property.Name: "Length", Instance: { } instance }
        && CountingLoop.Sequence(instance) is { } owner
        && (SymbolEqualityComparer.Default.Equals(owner, sequence) || (other is not null && SymbolEqualityComparer.Default.Equals(owner, other)));

    // Integral types and char and bool: == is bitwise equality, as SequenceEqual's. Not float, double or decimal.
    private static bool IsIntegral(ITypeSymbol type) => type.SpecialType is SpecialType.System_Boolean
        or SpecialType.System_Char
        or SpecialType.System_SByte
        or SpecialType.System_Byte
        or SpecialType.System_Int16
        or SpecialType.System_UInt16
        or SpecialType.System_Int32
        or SpecialType.System_UInt32
        or SpecialType.System_Int64
        or SpecialType.System_UInt64;
}
