using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace PerfAnalyzers.Internals;

internal static class OperationExtensions
{
    /// <summary>
    /// True when the value can't be null: a non-null constant, a new object or array, what a method whose return type is
    /// annotated not null returned (<c>Substring</c>, <c>SHA256.HashData</c>), or what the compiler's nullable analysis
    /// says is not null. In code without nullable annotations a variable is never known not null. The null-forgiving
    /// operator (<c>maybe!</c>) is not proof: it silences the compiler, and where it is wrong the original code throws,
    /// which a rewrite that reads null as empty would not.
    /// </summary>
    public static bool IsKnownNotNull(this IOperation operation)
    {
        var value = operation.WithoutImplicitConversions();
        if (IsNullForgiven(value.Syntax))
        {
            return false;
        }

        if (value.ConstantValue.HasValue)
        {
            return value.ConstantValue.Value is not null;
        }

        switch (value)
        {
            case IArrayCreationOperation or IObjectCreationOperation:
            case IInvocationOperation { TargetMethod.ReturnNullableAnnotation: NullableAnnotation.NotAnnotated }:
                return true;
        }

        return value.SemanticModel is { } model
            && value.Syntax is Microsoft.CodeAnalysis.CSharp.Syntax.ExpressionSyntax expression
            && model.GetTypeInfo(expression).Nullability.FlowState == NullableFlowState.NotNull;
    }

    /// <summary>
    /// True when the value is an array that can't be null: <see cref="IsKnownNotNull"/>, or a read of a variable whose
    /// <see cref="OnlyValue"/> is an array creation or an array initializer.
    /// </summary>
    public static bool IsKnownNotNullArray(this IOperation value, System.Threading.CancellationToken cancellationToken) =>
        value.IsKnownNotNull()
        || value.OnlyValue(cancellationToken) is { } only
            && (only.IsKind(Microsoft.CodeAnalysis.CSharp.SyntaxKind.ArrayCreationExpression)
                || only.IsKind(Microsoft.CodeAnalysis.CSharp.SyntaxKind.ImplicitArrayCreationExpression)
                || only.IsKind(Microsoft.CodeAnalysis.CSharp.SyntaxKind.ArrayInitializerExpression));

    /// <summary>
    /// The expression a local or a field is declared with, when it is the only value the variable ever holds; null
    /// otherwise. A local: declared alone in its statement with an initializer and never written again in its block (an
    /// assignment, an increment, a <c>ref</c> or <c>out</c> argument). A field of this instance, or a static one:
    /// read-only or private, of a class (a struct's field holds null in the struct's default value, whatever its
    /// initializer) or static, declared with an initializer and written nowhere in its type's declarations
    /// (<see cref="SyntaxNodeExtensions.HasWriteOf"/>: by name, cautious).
    /// </summary>
    public static Microsoft.CodeAnalysis.CSharp.Syntax.ExpressionSyntax? OnlyValue(this IOperation read, System.Threading.CancellationToken cancellationToken)
    {
        switch (read.WithoutImplicitConversions())
        {
            case ILocalReferenceOperation { Local: var local } reference:
                return local.DeclaringSyntaxReferences.Length == 1
                    && reference.SemanticModel is { } model
                    && local.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is Microsoft.CodeAnalysis.CSharp.Syntax.VariableDeclaratorSyntax { Initializer.Value: var initial } syntax
                    && model.GetOperation(syntax, cancellationToken) is IVariableDeclaratorOperation declarator
                    && LocalScope.Of(declarator) is { } scope
                    && !reference.IsWrittenIn(scope)
                        ? initial
                        : null;
            case IFieldReferenceOperation { Field: var field, Instance: null or IInstanceReferenceOperation }
                when (field.IsReadOnly || field.DeclaredAccessibility == Accessibility.Private)
                && (field.IsStatic || field.ContainingType.TypeKind == TypeKind.Class)
                && field.DeclaringSyntaxReferences.Length == 1
                && field.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is Microsoft.CodeAnalysis.CSharp.Syntax.VariableDeclaratorSyntax { Initializer.Value: var declared }:
                foreach (var part in field.ContainingType.DeclaringSyntaxReferences)
                {
                    if (part.GetSyntax(cancellationToken).HasWriteOf(field.Name))
                    {
                        return null;
                    }
                }

                return declared;
            default:
                return null;
        }
    }

    /// <summary>
    /// True when the expression is <c>x!</c>: the operation of <c>x!</c> is <c>x</c>'s, so the operator is around its
    /// syntax (through parentheses), or inside it for <c>(x!)</c>.
    /// </summary>
    private static bool IsNullForgiven(SyntaxNode syntax)
    {
        var inner = syntax;
        while (inner is Microsoft.CodeAnalysis.CSharp.Syntax.ParenthesizedExpressionSyntax parenthesized)
        {
            inner = parenthesized.Expression;
        }

        var outer = syntax;
        while (outer.Parent is Microsoft.CodeAnalysis.CSharp.Syntax.ParenthesizedExpressionSyntax parent)
        {
            outer = parent;
        }

        return inner.IsKind(Microsoft.CodeAnalysis.CSharp.SyntaxKind.SuppressNullableWarningExpression)
            || outer.Parent.IsKind(Microsoft.CodeAnalysis.CSharp.SyntaxKind.SuppressNullableWarningExpression);
    }

    /// <summary>Strips implicit conversions the compiler added (boxing, span conversions, reference conversions).</summary>
    public static IOperation WithoutImplicitConversions(this IOperation operation)
    {
        while (operation is IConversionOperation { IsImplicit: true } conversion)
        {
            operation = conversion.Operand;
        }

        return operation;
    }

    /// <summary>
    /// The other way from <see cref="WithoutImplicitConversions"/>: the outermost implicit conversion the compiler put
    /// around <paramref name="operation"/> (or the operation itself), whose parent is where the value is used.
    /// </summary>
    public static IOperation WithImplicitConversions(this IOperation operation)
    {
        while (operation.Parent is IConversionOperation { IsImplicit: true } conversion)
        {
            operation = conversion;
        }

        return operation;
    }

    /// <summary>
    /// True when the operation is written where it stands: the target of an assignment, incremented or decremented,
    /// passed by reference (<c>ref</c>, <c>out</c>), or a <c>ref</c> taken to it.
    /// </summary>
    public static bool IsWriteTarget(this IOperation operation) =>
        operation.Parent is IAssignmentOperation { Target: var target } && target == operation
        || operation.Parent is IIncrementOrDecrementOperation or IArgumentOperation { Parameter.RefKind: not RefKind.None }
        || operation.Syntax.Parent is Microsoft.CodeAnalysis.CSharp.Syntax.ArgumentSyntax { RefKindKeyword.RawKind: not 0 } or Microsoft.CodeAnalysis.CSharp.Syntax.RefExpressionSyntax;

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

    /// <summary>
    /// True when no loop, lambda or local function lies between the operation and <paramref name="scope"/> (an ancestor):
    /// the operation runs at most once each time the scope does.
    /// </summary>
    public static bool IsOutsideLoopsWithin(this IOperation operation, IOperation scope)
    {
        for (var current = operation.Parent; current is not null && current != scope; current = current.Parent)
        {
            if (current is ILoopOperation or IAnonymousFunctionOperation or ILocalFunctionOperation)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// True when both operations read the same variable: one local, one parameter, or one field of the same object
    /// (static, <c>this</c>, or the same variable's, recursively).
    /// </summary>
    public static bool IsSameVariable(this IOperation a, IOperation b) => (a, b) switch
    {
        (ILocalReferenceOperation x, ILocalReferenceOperation y) => SymbolEqualityComparer.Default.Equals(x.Local, y.Local),
        (IParameterReferenceOperation x, IParameterReferenceOperation y) => SymbolEqualityComparer.Default.Equals(x.Parameter, y.Parameter),
        (IFieldReferenceOperation x, IFieldReferenceOperation y) => SymbolEqualityComparer.Default.Equals(x.Field, y.Field)
            && (x.Instance is null
                ? y.Instance is null
                : y.Instance is not null && ((x.Instance is IInstanceReferenceOperation && y.Instance is IInstanceReferenceOperation) || x.Instance.IsSameVariable(y.Instance))),
        _ => false,
    };

    /// <summary>
    /// True when the operation is inside a lambda converted to an expression tree (<c>Expression&lt;Func&lt;...&gt;&gt;</c>,
    /// given as <paramref name="expressionOfT"/>, the unbound <c>System.Linq.Expressions.Expression`1</c>; null when the
    /// compilation has none): a query provider translates that code, so it is not ours to rewrite, and spans can't be
    /// used there.
    /// </summary>
    public static bool IsInExpressionTree(this IOperation operation, INamedTypeSymbol? expressionOfT)
    {
        if (expressionOfT is null)
        {
            return false;
        }

        for (var current = operation.Parent; current is not null; current = current.Parent)
        {
            if (current is IAnonymousFunctionOperation
                && current.Parent?.Type?.OriginalDefinition is { } type
                && SymbolEqualityComparer.Default.Equals(type, expressionOfT))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// The outermost operation above <paramref name="operation"/>: the body of its method, lambda, local function or
    /// initializer, whose descendants hold every use of a local declared there.
    /// </summary>
    public static IOperation Root(this IOperation operation)
    {
        var root = operation;
        while (root.Parent is { } parent)
        {
            root = parent;
        }

        return root;
    }

    /// <summary>The argument bound to the parameter with this ordinal (arguments can be named and reordered).</summary>
    public static IArgumentOperation? GetArgument(this IInvocationOperation invocation, int ordinal)
    {
        foreach (var argument in invocation.Arguments)
        {
            if (argument.Parameter?.Ordinal == ordinal)
            {
                return argument;
            }
        }

        return null;
    }

    /// <summary>The local's one reference in <paramref name="scope"/>, or null when it has none or more.</summary>
    public static ILocalReferenceOperation? SingleUseOf(this IOperation scope, ILocalSymbol local)
    {
        ILocalReferenceOperation? found = null;
        foreach (var operation in scope.Descendants())
        {
            if (operation is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, local))
            {
                if (found is not null)
                {
                    return null;
                }

                found = reference;
            }
        }

        return found;
    }

    /// <summary>
    /// The declarator of <paramref name="local"/>, searched from <paramref name="inside"/> outwards (the declarations of
    /// each enclosing block, <c>using</c> statement and switch section) to its method's, lambda's or local function's
    /// body; null when it is declared elsewhere (a parameter, a pattern, a loop variable).
    /// </summary>
    public static IVariableDeclaratorOperation? DeclaratorOf(this IOperation inside, ILocalSymbol local)
    {
        for (var current = inside; current is not null; current = current.Parent)
        {
            if (current is not IBlockOperation and not IUsingOperation and not ISwitchCaseOperation)
            {
                continue;
            }

            foreach (var operation in current.ChildOperations)
            {
                var group = operation switch
                {
                    IVariableDeclarationGroupOperation g => g,
                    IUsingDeclarationOperation u => u.DeclarationGroup,
                    _ => null,
                };
                if (group is null)
                {
                    continue;
                }

                foreach (var declaration in group.Declarations)
                {
                    foreach (var declarator in declaration.Declarators)
                    {
                        if (SymbolEqualityComparer.Default.Equals(declarator.Symbol, local))
                        {
                            return declarator;
                        }
                    }
                }
            }

            if (current is IAnonymousFunctionOperation or ILocalFunctionOperation or IMethodBodyOperation)
            {
                break;
            }
        }

        return null;
    }

    /// <summary>
    /// True when <paramref name="operation"/> is in the statement that runs right after <paramref name="declaration"/>:
    /// the next statement of its block, or the first of a <c>using</c> statement's body (not a nested block).
    /// </summary>
    public static bool IsInNextStatement(this IOperation operation, IOperation declaration)
    {
        IOperation? next = null;
        if (declaration is IUsingOperation @using)
        {
            next = @using.Body is IBlockOperation { Operations.Length: > 0 } body ? body.Operations[0] : @using.Body;
        }
        else if (declaration.Parent is IBlockOperation block)
        {
            var index = -1;
            for (var i = 0; i < block.Operations.Length; i++)
            {
                if (block.Operations[i] == declaration)
                {
                    index = i;
                    break;
                }
            }

            next = index >= 0 && index + 1 < block.Operations.Length ? block.Operations[index + 1] : null;
        }

        if (next is null || next is IBlockOperation)
        {
            return false;
        }

        for (var current = operation; current is not null; current = current.Parent)
        {
            if (current == next)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// True when <paramref name="scope"/> writes the variable <paramref name="variable"/> reads (<see cref="IsSameVariable"/>):
    /// an assignment to it, an increment or decrement, or an argument passed by reference (<c>ref</c>, <c>out</c>, <c>in</c>).
    /// </summary>
    public static bool IsWrittenIn(this IOperation variable, IOperation scope)
    {
        foreach (var operation in scope.Descendants())
        {
            var target = operation switch
            {
                IAssignmentOperation assignment => assignment.Target,
                IIncrementOrDecrementOperation increment => increment.Target,
                IArgumentOperation { Parameter.RefKind: not RefKind.None } argument => argument.Value,
                _ => null,
            };
            if (target is not null && target.IsSameVariable(variable))
            {
                return true;
            }
        }

        return false;
    }
}
