using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// Whether an interpolated string put in place of an argument leaves the enclosing call bound as it was: PERF0702
/// (string.Format) and PERF0710 (a concatenation) ask it before they report.
/// </summary>
internal static class InterpolatedStringBinding
{
    /// <summary>
    /// When the expression is an argument, true when the enclosing call binds to the same method with the interpolated
    /// string in its place: some methods take an interpolated string handler (<c>Debug.Assert</c>,
    /// <c>StringBuilder.Append</c>), which would change when, and whether, the holes are evaluated. Without a member of
    /// that name taking a handler, nothing else can bind; otherwise (and for extension methods, whose candidates come
    /// from anywhere in scope) the rewritten call is bound.
    /// </summary>
    /// <param name="operation">The expression the interpolated string replaces (a call, a concatenation).</param>
    /// <param name="call">Its syntax.</param>
    /// <param name="build">Writes the interpolated string; called only when the rewritten call must be bound.</param>
    public static bool EnclosingCallBindsTheSame(
        IOperation operation,
        ExpressionSyntax call,
        INamedTypeSymbol? handlerAttribute,
        System.Func<ExpressionSyntax?> build,
        System.Threading.CancellationToken cancellationToken)
    {
        if (call.Parent is not ArgumentSyntax { Parent: ArgumentListSyntax or BracketedArgumentListSyntax } argument)
        {
            return true;
        }

        var enclosing = argument.Parent!.Parent;
        var parent = operation.Parent is IConversionOperation { IsImplicit: true } conversion ? conversion.Parent : operation.Parent;
        if (enclosing is not (InvocationExpressionSyntax or ObjectCreationExpressionSyntax or ElementAccessExpressionSyntax)
            || parent is not IArgumentOperation { Parent: { } enclosingOperation }
            || operation.SemanticModel is not { } model)
        {
            return false;
        }

        var (type, name, inherited) = enclosingOperation switch
        {
            IInvocationOperation { TargetMethod.IsExtensionMethod: false } invocation => (invocation.Instance?.Type ?? invocation.TargetMethod.ContainingType, invocation.TargetMethod.Name, true),
            IObjectCreationOperation { Constructor: { } constructor } => (constructor.ContainingType, constructor.Name, false),
            IPropertyReferenceOperation { Property.IsIndexer: true, Instance: { } instance } indexer => (instance.Type, indexer.Property.Name, true),
            _ => (null, null, false),
        };
        if (handlerAttribute is null
            || (type is { TypeKind: not TypeKind.TypeParameter and not TypeKind.Error } && name is not null && !HasHandlerOverload(type, name, inherited, handlerAttribute)))
        {
            return true;
        }

        if (model.GetSymbolInfo(enclosing, cancellationToken).Symbol is not { } original
            || build() is not { } interpolated)
        {
            return false;
        }

        var rewritten = enclosing.ReplaceNode(call, interpolated);
        var bound = model.GetSpeculativeSymbolInfo(enclosing.SpanStart, rewritten, SpeculativeBindingOption.BindAsExpression).Symbol;
        return SymbolEqualityComparer.Default.Equals(bound, original);
    }

    /// <summary>A method, constructor or indexer of this name, on the type or what it inherits, with a parameter of an interpolated string handler type.</summary>
    private static bool HasHandlerOverload(ITypeSymbol type, string name, bool inherited, INamedTypeSymbol handlerAttribute)
    {
        for (var current = type; current is not null; current = inherited ? current.BaseType : null)
        {
            if (HasHandlerParameter(current, name, handlerAttribute))
            {
                return true;
            }
        }

        if (inherited && type.TypeKind == TypeKind.Interface)
        {
            foreach (var @interface in type.AllInterfaces)
            {
                if (HasHandlerParameter(@interface, name, handlerAttribute))
                {
                    return true;
                }
            }
        }

        return false;
    }

    private static bool HasHandlerParameter(ITypeSymbol type, string name, INamedTypeSymbol handlerAttribute)
    {
        foreach (var member in type.GetMembers(name))
        {
            var parameters = member switch
            {
                IMethodSymbol method => method.Parameters,
                IPropertySymbol property => property.Parameters,
                _ => ImmutableArray<IParameterSymbol>.Empty,
            };
            foreach (var parameter in parameters)
            {
                foreach (var attribute in parameter.Type.GetAttributes())
                {
                    if (SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, handlerAttribute))
                    {
                        return true;
                    }
                }
            }
        }

        return false;
    }
}
