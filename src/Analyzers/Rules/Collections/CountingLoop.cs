using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// The loop shape the collection rules rewrite (PERF0804, PERF0805): <c>for (int i = 0; i &lt; limit; i++)</c> whose
/// body is one statement indexing arrays or spans at <c>i</c>.
/// </summary>
internal static class CountingLoop
{
    /// <summary>
    /// True for <c>for (int i = 0; i &lt; limit; i++)</c> (or <c>++i</c>, <c>i += 1</c>): one new <c>int</c> index from
    /// 0, compared with <paramref name="limit"/>, stepped by one.
    /// </summary>
    public static bool Match(IForLoopOperation loop, ForStatementSyntax syntax, out ILocalSymbol index, out IOperation limit)
    {
        index = null!;
        limit = null!;
        if (syntax.Declaration is not { Variables.Count: 1 } declaration
            || declaration.Variables[0].Initializer?.Value is not LiteralExpressionSyntax { Token.ValueText: "0" }
            || syntax.Incrementors.Count != 1
            || loop.Locals.Length != 1
            || loop.Locals[0] is not { Type.SpecialType: SpecialType.System_Int32 } local
            || !IsIncrement(loop.AtLoopBottom, local)
            || loop.Condition is not IBinaryOperation { OperatorKind: BinaryOperatorKind.LessThan, LeftOperand: ILocalReferenceOperation bound, RightOperand: { } right }
            || !SymbolEqualityComparer.Default.Equals(bound.Local, local))
        {
            return false;
        }

        index = local;
        limit = right;
        return true;
    }

    /// <summary>The only statement of a block (or the statement itself); null for a block of any other size.</summary>
    public static IOperation? SingleStatement(IOperation body) => body switch
    {
        IBlockOperation { Operations.Length: 1 } block => block.Operations[0],
        IBlockOperation => null,
        _ => body,
    };

    /// <summary>
    /// What an array or span expression names when the loop can't make it name something else: a local or a
    /// parameter (not by reference), or a field of <c>this</c> or a static one.
    /// </summary>
    public static ISymbol? Sequence(IOperation operation) => operation switch
    {
        ILocalReferenceOperation local when local.Local.RefKind == RefKind.None => local.Local,
        IParameterReferenceOperation parameter when parameter.Parameter.RefKind == RefKind.None => parameter.Parameter,
        IFieldReferenceOperation { Instance: null or IInstanceReferenceOperation } field => field.Field,
        _ => null,
    };

    /// <summary>
    /// <c>x[i]</c> on a one-dimensional array, or through the indexer of <paramref name="spanType"/> (or
    /// <paramref name="otherSpanType"/>), where <c>x</c> is a <see cref="Sequence"/>.
    /// </summary>
    public static bool IsElementAt(
        IOperation operation,
        ILocalSymbol index,
        INamedTypeSymbol spanType,
        INamedTypeSymbol? otherSpanType,
        out ISymbol sequence,
        out IOperation instance,
        out ITypeSymbol elementType,
        out bool isArray)
    {
        sequence = null!;
        instance = null!;
        elementType = null!;
        isArray = false;
        switch (operation.WithoutImplicitConversions())
        {
            case IArrayElementReferenceOperation { Indices.Length: 1 } element
                when element.ArrayReference.Type is IArrayTypeSymbol { IsSZArray: true } arrayType
                && IsIndex(element.Indices[0], index)
                && Sequence(element.ArrayReference) is { } array:
                (sequence, instance, elementType, isArray) = (array, element.ArrayReference, arrayType.ElementType, true);
                return true;
            case IPropertyReferenceOperation { Property.IsIndexer: true, Arguments.Length: 1, Instance: { Type: INamedTypeSymbol type } target } indexer
                when (SymbolEqualityComparer.Default.Equals(type.OriginalDefinition, spanType) || SymbolEqualityComparer.Default.Equals(type.OriginalDefinition, otherSpanType))
                && IsIndex(indexer.Arguments[0].Value, index)
                && Sequence(target) is { } span:
                (sequence, instance, elementType) = (span, target, type.TypeArguments[0]);
                return true;
            default:
                return false;
        }
    }

    private static bool IsIndex(IOperation operation, ILocalSymbol index) =>
        operation.WithoutImplicitConversions() is ILocalReferenceOperation local && SymbolEqualityComparer.Default.Equals(local.Local, index);

    private static bool IsIncrement(ImmutableArray<IOperation> bottom, ILocalSymbol index) =>
        bottom.Length == 1
        && bottom[0] is IExpressionStatementOperation { Operation: { } step }
        && step switch
        {
            IIncrementOrDecrementOperation { Kind: OperationKind.Increment, Target: ILocalReferenceOperation target } => SymbolEqualityComparer.Default.Equals(target.Local, index),
            ICompoundAssignmentOperation { OperatorKind: BinaryOperatorKind.Add, Target: ILocalReferenceOperation target, Value.ConstantValue: { HasValue: true, Value: 1 } } => SymbolEqualityComparer.Default.Equals(target.Local, index),
            _ => false,
        };
}
