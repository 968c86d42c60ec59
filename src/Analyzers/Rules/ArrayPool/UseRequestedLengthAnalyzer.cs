using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0504: <c>Rent(n)</c> returns an array of at least <c>n</c> elements, often more (the next power of two); using
/// <c>x.Length</c> (or the whole array) as the length of the data reads past what was written. A length used as a
/// capacity, where the array is filled (<c>Read(x, 0, x.Length)</c>), is right and not reported.
/// </summary>
public sealed class UseRequestedLengthAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Diagnostic property: how the fix rewrites the reported node (one of the <c>Kind*</c> values).</summary>
    public const string KindKey = "Kind";

    /// <summary><c>x.Length</c> becomes <c>n</c>.</summary>
    public const string KindLength = "Length";

    /// <summary><c>M(x)</c> becomes <c>M(x, 0, n)</c>.</summary>
    public const string KindRange = "Range";

    /// <summary><c>x</c> becomes <c>x.AsSpan(0, n)</c>.</summary>
    public const string KindSlice = "Slice";

    /// <summary><c>x</c> becomes <c>x.AsMemory(0, n)</c>.</summary>
    public const string KindSliceMemory = "SliceMemory";

    /// <summary><c>x.AsSpan()</c>, <c>x.AsMemory()</c>, <c>new Span&lt;T&gt;(x)</c> get the arguments <c>0, n</c>.</summary>
    public const string KindViewRange = "ViewRange";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0504",
        title: "The rented array may be longer than requested",
        messageFormat: "'{0}' may be longer than the {1} elements requested from the pool: {2}",
        description: "ArrayPool.Rent(n) returns an array of at least n elements, usually more (ArrayPool.Shared rounds up to a power of two). Using the array's Length, or the whole array, as the length of its data reads elements that were never written: leftovers of the array's previous renter. Use the requested length. Lengths used as a capacity, where the array is filled (Stream.Read, Encoding.GetBytes, TryFormat), are right and not reported.",
        RuleLevel.Warning);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        RentedArrayActions.Register(context, Report);
    }

    private static void Report(OperationAnalysisContext context, ImmutableArray<RentedArray> rentedArrays, ArrayPoolApis apis)
    {
        foreach (var rented in rentedArrays)
        {
            if (rented.Rents.Length != 1 || rented.HasOtherAssignments || rented.Local.Type is not IArrayTypeSymbol arrayType)
            {
                continue;
            }

            var requested = rented.Rents[0].Arguments.Length == 1 ? rented.Rents[0].Arguments[0].Value : null;
            if (requested is null)
            {
                continue;
            }

            var fixable = IsStableLength(requested, context.Operation, rented.Local);
            foreach (var operation in context.Operation.Descendants())
            {
                if (operation is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, rented.Local))
                {
                    Analyze(context, reference, rented.Local, arrayType.ElementType, requested, fixable, apis);
                }
            }
        }
    }

    private static void Analyze(OperationAnalysisContext context, ILocalReferenceOperation reference, ILocalSymbol local, ITypeSymbol elementType, IOperation requested, bool fixable, ArrayPoolApis apis)
    {
        // x.Length as a count, or as a loop bound.
        if (reference.Parent is IPropertyReferenceOperation { Property.Name: "Length" } length)
        {
            var value = Climb(length);
            if ((value.Parent is IArgumentOperation { Parameter: { } countParameter } countArgument
                    && ParameterRoles.IsCount(countParameter)
                    && ArrayRole(countArgument.Parent, local, elementType, apis) == ParameterRole.Consumes)
                || IsLoopBoundOverReads(value, local))
            {
                Report(context, length, local, requested, fixable, KindLength, $"use '{requested.Syntax}' instead of '{local.Name}.Length'");
            }

            return;
        }

        var whole = Climb(reference);
        if (whole != reference && whole.Parent is IArgumentOperation { Parameter: { } spanParameter }
            && ParameterRoles.OfSpanType(spanParameter.Type, elementType, apis) == ParameterRole.Consumes)
        {
            // Write(x) through the implicit conversion to ReadOnlySpan<T> / ReadOnlyMemory<T>.
            var memory = apis.IsMemoryLike(whole.Type);
            Report(context, reference, local, requested, fixable, memory ? KindSliceMemory : KindSlice, $"pass '{local.Name}.{(memory ? "AsMemory" : "AsSpan")}(0, {requested.Syntax})'");
            return;
        }

        if (whole.Parent is IArgumentOperation { Parent: IInvocationOperation { TargetMethod: var toArray } } && apis.IsEnumerableToArray(toArray))
        {
            Report(context, reference, local, requested, fixable, KindSlice, $"use '{local.Name}.AsSpan(0, {requested.Syntax}).ToArray()'");
            return;
        }

        if (reference.Parent is not IArgumentOperation { Parameter: { } parameter } argument)
        {
            return;
        }

        switch (argument.Parent)
        {
            case IInvocationOperation { TargetMethod: { IsExtensionMethod: true, Name: "AsSpan" or "AsMemory" } } view when view.Arguments.Length == 1:
                if (ViewRole(view, elementType, apis) == ParameterRole.Consumes)
                {
                    Report(context, view, local, requested, fixable, KindViewRange, $"use '{local.Name}.{view.TargetMethod.Name}(0, {requested.Syntax})'");
                }

                break;
            case IObjectCreationOperation creation when apis.IsSpanLike(creation.Type) && creation.Arguments.Length == 1:
                if (ViewRole(creation, elementType, apis) == ParameterRole.Consumes)
                {
                    Report(context, creation, local, requested, fixable, KindViewRange, $"pass the range '{local.Name}, 0, {requested.Syntax}'");
                }

                break;
            case IInvocationOperation invocation when parameter.Type is IArrayTypeSymbol && !HasRange(invocation.TargetMethod)
                && ParameterRoles.Of(invocation.TargetMethod, parameter, elementType, apis) == ParameterRole.Consumes:
                if (HasRangeOverload(invocation.TargetMethod, parameter))
                {
                    Report(context, reference, local, requested, fixable, KindRange, $"pass the range '{local.Name}, 0, {requested.Syntax}'");
                }
                else
                {
                    Report(context, reference, local, requested, fixable: false, KindRange, $"pass only its first {requested.Syntax} elements");
                }

                break;
        }
    }

    private static void Report(OperationAnalysisContext context, IOperation node, ILocalSymbol local, IOperation requested, bool fixable, string kind, string advice)
    {
        var properties = ImmutableDictionary<string, string?>.Empty;
        if (fixable)
        {
            properties = properties.Add(KindKey, kind);
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            node.Syntax.GetLocation(),
            additionalLocations: new[] { requested.Syntax.GetLocation() },
            properties,
            local.Name,
            requested.Syntax.ToString(),
            advice));
    }

    private static IOperation Climb(IOperation operation)
    {
        while (operation.Parent is IConversionOperation { IsImplicit: true } or IParenthesizedOperation)
        {
            operation = operation.Parent;
        }

        return operation;
    }

    /// <summary>The role of the call's argument that is the local itself (an array or <c>Array</c> parameter).</summary>
    private static ParameterRole ArrayRole(IOperation? call, ILocalSymbol local, ITypeSymbol elementType, ArrayPoolApis apis)
    {
        var (method, arguments) = call switch
        {
            IInvocationOperation invocation => (invocation.TargetMethod, invocation.Arguments),
            IObjectCreationOperation { Constructor: { } constructor } creation => (constructor, creation.Arguments),
            _ => (null, ImmutableArray<IArgumentOperation>.Empty),
        };
        if (method is null)
        {
            return ParameterRole.Unknown;
        }

        foreach (var argument in arguments)
        {
            if (argument.Parameter is { } parameter
                && argument.Value.WithoutImplicitConversions() is ILocalReferenceOperation reference
                && SymbolEqualityComparer.Default.Equals(reference.Local, local)
                && (parameter.Type is IArrayTypeSymbol || parameter.Type.SpecialType == SpecialType.System_Array))
            {
                return ParameterRoles.Of(method, parameter, elementType, apis);
            }
        }

        return ParameterRole.Unknown;
    }

    /// <summary>Where the span or memory made by <c>x.AsSpan()</c> / <c>new Span&lt;T&gt;(x)</c> goes: a consuming parameter?</summary>
    private static ParameterRole ViewRole(IOperation view, ITypeSymbol elementType, ArrayPoolApis apis)
    {
        var value = Climb(view);
        return value.Parent is IArgumentOperation { Parameter: { } parameter }
            ? ParameterRoles.OfSpanType(parameter.Type, elementType, apis)
            : ParameterRole.Unknown;
    }

    /// <summary><c>for (...; i &lt; x.Length; ...)</c> whose body reads <c>x[...]</c>.</summary>
    private static bool IsLoopBoundOverReads(IOperation length, ILocalSymbol local)
    {
        if (length.Parent is not IBinaryOperation { OperatorKind: BinaryOperatorKind.LessThan or BinaryOperatorKind.LessThanOrEqual or BinaryOperatorKind.GreaterThan or BinaryOperatorKind.GreaterThanOrEqual } bound
            || bound.Parent is not IForLoopOperation loop
            || loop.Condition != bound)
        {
            return false;
        }

        foreach (var operation in loop.Body.Descendants())
        {
            if (operation is IArrayElementReferenceOperation { ArrayReference: ILocalReferenceOperation array } element
                && SymbolEqualityComparer.Default.Equals(array.Local, local)
                && !(element.Parent is IAssignmentOperation assignment && assignment.Target == element && assignment is ISimpleAssignmentOperation))
            {
                return true;
            }
        }

        return false;
    }

    private static bool HasRange(IMethodSymbol method)
    {
        foreach (var parameter in method.Parameters)
        {
            if (ParameterRoles.IsRange(parameter))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>An overload taking <c>(T[] x, int offset, int count)</c> where this one takes <c>(T[] x)</c>.</summary>
    private static bool HasRangeOverload(IMethodSymbol method, IParameterSymbol parameter)
    {
        foreach (var member in method.ContainingType.GetMembers(method.Name))
        {
            if (member is not IMethodSymbol overload || overload.IsStatic != method.IsStatic || overload.Parameters.Length != method.Parameters.Length + 2)
            {
                continue;
            }

            var i = parameter.Ordinal;
            if (SymbolEqualityComparer.Default.Equals(overload.Parameters[i].Type, parameter.Type)
                && overload.Parameters[i + 1].Type.SpecialType == SpecialType.System_Int32
                && overload.Parameters[i + 2].Type.SpecialType == SpecialType.System_Int32
                && SameOtherParameters(method, overload, i))
            {
                return true;
            }
        }

        return false;
    }

    private static bool SameOtherParameters(IMethodSymbol method, IMethodSymbol overload, int inserted)
    {
        for (var j = 0; j < method.Parameters.Length; j++)
        {
            var other = overload.Parameters[j <= inserted ? j : j + 2];
            if (!SymbolEqualityComparer.Default.Equals(other.Type, method.Parameters[j].Type))
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// The requested length can be written in place of <c>x.Length</c>: a constant, or a parameter or local (or its
    /// <c>Length</c>/<c>Count</c>) never written after its declaration, and in scope wherever the array is.
    /// </summary>
    private static bool IsStableLength(IOperation requested, IOperation body, ILocalSymbol array)
    {
        var value = requested.WithoutImplicitConversions();
        if (value.ConstantValue.HasValue)
        {
            return value is ILiteralOperation or IFieldReferenceOperation { Field.IsConst: true } or ILocalReferenceOperation;
        }

        if (value is IPropertyReferenceOperation { Property.Name: "Length" or "Count", Instance: { } instance })
        {
            value = instance;
        }

        ISymbol? symbol = value switch
        {
            ILocalReferenceOperation local => local.Local,
            IParameterReferenceOperation parameter => parameter.Parameter,
            _ => null,
        };
        if (symbol is null || IsWritten(symbol, body))
        {
            return false;
        }

        if (symbol is ILocalSymbol lengthLocal)
        {
            if (lengthLocal.DeclaringSyntaxReferences.Length != 1 || array.DeclaringSyntaxReferences.Length != 1)
            {
                return false;
            }

            var scope = lengthLocal.DeclaringSyntaxReferences[0].GetSyntax().FirstAncestorOrSelf<SyntaxNode>(n => n is BlockSyntax or SwitchSectionSyntax or ArrowExpressionClauseSyntax);
            return scope is not null && scope.Span.Contains(array.DeclaringSyntaxReferences[0].Span);
        }

        return true;
    }

    private static bool IsWritten(ISymbol symbol, IOperation body)
    {
        foreach (var operation in body.Descendants())
        {
            ISymbol? referenced = operation switch
            {
                ILocalReferenceOperation local => local.Local,
                IParameterReferenceOperation parameter => parameter.Parameter,
                _ => null,
            };
            if (referenced is null || !SymbolEqualityComparer.Default.Equals(referenced, symbol))
            {
                continue;
            }

            switch (operation.Parent)
            {
                case IAssignmentOperation assignment when assignment.Target == operation:
                case IIncrementOrDecrementOperation:
                case IArgumentOperation { Parameter.RefKind: RefKind.Ref or RefKind.Out }:
                case IDeconstructionAssignmentOperation:
                case ITupleOperation:
                    return true;
            }
        }

        return false;
    }
}
