using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0501: an array rented into a local, that does not escape, reaches the end of the method on some normal path
/// without <c>Return</c>. The pool then has one array fewer, and its next <c>Rent</c> allocates.
/// </summary>
public sealed class ReturnRentedArrayAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Diagnostic property: present when the fix can wrap the uses in try/finally.</summary>
    public const string FixableKey = "Fixable";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0501",
        title: "Rented array is not returned",
        messageFormat: "'{0}' is rented from the pool but not returned on every path (the path through '{1}' leaves it rented): return it in a finally block; {2}",
        description: "An array rented from an ArrayPool and never returned is lost to the pool: the pool's next Rent allocates a new array, so the pooling costs more than plain allocation. Return the array on every path, best in a finally block.",
        RuleLevel.Warning);

    internal static readonly Payoff ReturnRentedArrayPayoff = new(
        "without Return every Rent allocates a new array",
        "PERF0501/RentWithoutReturn");

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
            if (!rented.IsTrackable || rented.HasCorrelatedConditions || rented.LeakSite is null)
            {
                continue;
            }

            var rent = rented.Rents[0];
            var where = RentedArrayActions.Statement(rented.LeakSite);
            var properties = ImmutableDictionary<string, string?>.Empty;
            if (rented.Rents.Length == 1 && IsReusablePool(rent.Instance))
            {
                properties = properties.Add(FixableKey, "true");
            }

            context.ReportDiagnostic(Diagnostic.Create(
                Rule,
                rent.Syntax.GetLocation(),
                properties,
                rented.Local.Name,
                where,
                ReturnRentedArrayPayoff.For(context.Compilation)));
        }
    }

    /// <summary>True when the pool expression of the Rent call can be evaluated again in a finally block.</summary>
    internal static bool IsReusablePool(IOperation? pool) =>
        pool is not null
        && (pool.IsFreeOfSideEffects()
            || pool is IPropertyReferenceOperation { Property.IsStatic: true, Property.Name: "Shared" }
            || pool is IFieldReferenceOperation { Field.IsReadOnly: true, Instance: null or IInstanceReferenceOperation });
}
