using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0505: an array rented from one pool and returned to another (<c>ArrayPool&lt;T&gt;.Shared</c> vs a pool made by
/// <c>ArrayPool&lt;T&gt;.Create</c>, or two created pools). The renting pool never gets its array back and allocates
/// again; the other may reject the array or hold it uselessly.
/// </summary>
public sealed class ReturnToRentingPoolAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Diagnostic property: present when the renting pool's expression can be written at the Return.</summary>
    public const string FixableKey = "Fixable";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0505",
        title: "Return the array to the pool it came from",
        messageFormat: "'{0}' was rented from '{1}' but is returned to '{2}': return it to '{1}'; {3}",
        description: "An array returned to a pool other than the one it was rented from is lost to its own pool, which allocates again on its next Rent; the other pool may throw (an array of a size it doesn't pool) or keep an array it never hands out. Return each array to the pool that rented it.",
        RuleLevel.Warning);

    internal static readonly Payoff ReturnToRentingPoolPayoff = new(
        "the renting pool otherwise allocates on every Rent",
        "PERF0505/ReturnToSharedPool");

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
            if (rented.Rents.Length != 1 || rented.HasOtherAssignments || rented.Escapes)
            {
                continue;
            }

            var rent = rented.Rents[0];
            var rentPool = PoolIdentity.Of(rent.Instance, context.Operation, apis);
            if (rentPool is null)
            {
                continue;
            }

            foreach (var returnCall in rented.Returns)
            {
                var returnPool = PoolIdentity.Of(returnCall.Instance, context.Operation, apis);
                if (returnPool is null || returnPool.Value.Equals(rentPool.Value) || returnCall.Instance is null || rent.Instance is null)
                {
                    continue;
                }

                var properties = ImmutableDictionary<string, string?>.Empty;
                if (IsWritableAt(rent.Instance, returnCall))
                {
                    properties = properties.Add(FixableKey, "true");
                }

                context.ReportDiagnostic(Diagnostic.Create(
                    Rule,
                    returnCall.Instance.Syntax.GetLocation(),
                    additionalLocations: new[] { rent.Instance.Syntax.GetLocation() },
                    properties,
                    rented.Local.Name,
                    rent.Instance.Syntax.ToString(),
                    returnCall.Instance.Syntax.ToString(),
                    ReturnToRentingPoolPayoff.For(context.Compilation)));
            }
        }
    }

    /// <summary>The renting pool's expression means the same at the Return: static, a field of this, or a local in scope.</summary>
    private static bool IsWritableAt(IOperation pool, IOperation returnCall)
    {
        switch (pool)
        {
            case IPropertyReferenceOperation { Property.IsStatic: true }:
            case IFieldReferenceOperation { Instance: null or IInstanceReferenceOperation }:
                return true;
            case ILocalReferenceOperation { Local: var local } when local.DeclaringSyntaxReferences.Length == 1:
                var scope = local.DeclaringSyntaxReferences[0].GetSyntax().FirstAncestorOrSelf<SyntaxNode>(n => n is BlockSyntax or SwitchSectionSyntax);
                return scope is not null && scope.Span.Contains(returnCall.Syntax.Span);
            case IParameterReferenceOperation:
                return true;
            default:
                return false;
        }
    }

    /// <summary>Which pool an expression denotes, as far as the rule can prove: the shared pool, or one pool made by Create.</summary>
    private readonly struct PoolIdentity : System.IEquatable<PoolIdentity>
    {
        private PoolIdentity(ISymbol? created) => Created = created;

        /// <summary>The field or local holding a pool made by Create; null for <c>ArrayPool&lt;T&gt;.Shared</c>.</summary>
        public ISymbol? Created { get; }

        public static PoolIdentity? Of(IOperation? pool, IOperation body, ArrayPoolApis apis)
        {
            pool = pool?.WithoutImplicitConversions();
            switch (pool)
            {
                case IPropertyReferenceOperation { Property: var property } when apis.IsShared(property):
                    return new PoolIdentity(null);
                case IFieldReferenceOperation { Field: { IsReadOnly: true } field }:
                    return OfInitializer(field, body, apis);
                case ILocalReferenceOperation { Local: var local }:
                    return OfLocal(local, body, apis);
                default:
                    return null;
            }
        }

        /// <summary>
        /// A readonly field initialized with Shared or Create, decided by the symbols its initializer binds to. Only a
        /// field declared in the tree being analyzed is read (its semantic model is the operation's); a pool field of a
        /// partial type declared in another file is unknown, and unknown pools are never reported.
        /// </summary>
        private static PoolIdentity? OfInitializer(IFieldSymbol field, IOperation body, ArrayPoolApis apis)
        {
            if (field.DeclaringSyntaxReferences.Length != 1
                || field.DeclaringSyntaxReferences[0].GetSyntax() is not VariableDeclaratorSyntax { Initializer.Value: var initializer }
                || initializer.SyntaxTree != body.Syntax.SyntaxTree
                || body.SemanticModel is not { } model)
            {
                return null;
            }

            return model.GetSymbolInfo(initializer).Symbol switch
            {
                IPropertySymbol property when apis.IsShared(property) => new PoolIdentity(null),
                IMethodSymbol method when apis.IsCreate(method) => new PoolIdentity(field),
                _ => null,
            };
        }

        /// <summary>A local assigned once, from Shared or Create (or a readonly pool field).</summary>
        private static PoolIdentity? OfLocal(ILocalSymbol local, IOperation body, ArrayPoolApis apis)
        {
            IOperation? value = null;
            foreach (var operation in body.Descendants())
            {
                switch (operation)
                {
                    case IVariableDeclaratorOperation declarator when SymbolEqualityComparer.Default.Equals(declarator.Symbol, local):
                        if (value is not null || declarator.Initializer is null)
                        {
                            return null;
                        }

                        value = declarator.Initializer.Value;
                        break;
                    case ISimpleAssignmentOperation { Target: ILocalReferenceOperation target } when SymbolEqualityComparer.Default.Equals(target.Local, local):
                        return null;
                    case ILocalReferenceOperation reference when SymbolEqualityComparer.Default.Equals(reference.Local, local)
                        && reference.Parent is IArgumentOperation { Parameter.RefKind: RefKind.Ref or RefKind.Out }:
                        return null;
                }
            }

            value = value?.WithoutImplicitConversions();
            if (value is IInvocationOperation { TargetMethod: var create } && apis.IsCreate(create))
            {
                return new PoolIdentity(local);
            }

            return value is IPropertyReferenceOperation or IFieldReferenceOperation ? Of(value, body, apis) : null;
        }

        public bool Equals(PoolIdentity other) => SymbolEqualityComparer.Default.Equals(Created, other.Created);

        public override bool Equals(object? obj) => obj is PoolIdentity other && Equals(other);

        public override int GetHashCode() => Created is null ? 0 : SymbolEqualityComparer.Default.GetHashCode(Created);
    }
}
