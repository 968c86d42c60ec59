using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace PerfAnalyzers.Internals;

internal static class OperationExtensions
{
    /// <summary>Strips implicit conversions the compiler added (boxing, span conversions, reference conversions).</summary>
    public static IOperation WithoutImplicitConversions(this IOperation operation)
    {
        while (operation is IConversionOperation { IsImplicit: true } conversion)
        {
            operation = conversion.Operand;
        }

        return operation;
    }

    /// <summary>True when the argument was written by name (<c>f(value: x)</c>).</summary>
    public static bool IsNamed(this IArgumentOperation argument) =>
        argument.Syntax is Microsoft.CodeAnalysis.CSharp.Syntax.ArgumentSyntax { NameColon: not null };

    /// <summary>True when the constant value of the operation is this string.</summary>
    public static bool IsConstantString(this IOperation operation, string value) =>
        operation.ConstantValue is { HasValue: true, Value: string s } && s == value;

    /// <summary>
    /// True when evaluating the operation twice, or not at all, can't be observed: literals, constants,
    /// locals, parameters, <c>this</c>, and fields of those.
    /// </summary>
    public static bool IsFreeOfSideEffects(this IOperation operation)
    {
        operation = operation.WithoutImplicitConversions();
        switch (operation)
        {
            case ILiteralOperation:
            case ILocalReferenceOperation:
            case IParameterReferenceOperation:
            case IInstanceReferenceOperation:
                return true;
            case IFieldReferenceOperation field:
                return field.Instance is null || field.Instance.IsFreeOfSideEffects();
            default:
                return operation.ConstantValue.HasValue;
        }
    }
}
