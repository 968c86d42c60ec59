using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0502 (disabled by default): an array rented into a local, that does not escape, is returned on every normal path,
/// but an operation that can throw runs while it is rented with no finally (or catch) that returns it. An exception
/// then loses the array to the pool (it is only garbage, so many fast codebases accept that on purpose).
/// </summary>
public sealed class ReturnInFinallyAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Diagnostic property: present when the fix can move the single Return into a finally block.</summary>
    public const string FixableKey = "Fixable";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0502",
        title: "Return rented arrays in a finally block",
        messageFormat: "'{0}' is returned to the pool on every normal path, but an exception thrown in '{1}' skips the Return: return it in a finally block; {2}",
        description: "An array rented from an ArrayPool and returned only on normal paths is lost to the pool when an exception is thrown between Rent and Return. A lost array is only garbage, so this rule is off by default; enable it to return the array in a finally block, as the ArrayPool guidance recommends.",
        RuleLevel.Disabled);

    internal static readonly Payoff ReturnInFinallyPayoff = new(
        "an exception no longer loses the array to the pool, and the finally costs nothing on the normal path",
        "PERF0502/ReturnOnNormalPathOnly");

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
            if (!rented.IsTrackable
                || rented.HasCorrelatedConditions
                || rented.LeakSite is not null
                || rented.UnprotectedSite is null
                || rented.Returns.Length == 0)
            {
                continue;
            }

            var rent = rented.Rents[0];
            var properties = ImmutableDictionary<string, string?>.Empty;
            if (rented.Rents.Length == 1 && rented.Returns.Length == 1 && rented.UsesAfterReturn.Length == 0 && rented.DoubleReturns.Length == 0)
            {
                properties = properties.Add(FixableKey, "true");
            }

            context.ReportDiagnostic(Diagnostic.Create(
                Rule,
                rent.Syntax.GetLocation(),
                properties,
                rented.Local.Name,
                RentedArrayActions.Statement(rented.UnprotectedSite),
                ReturnInFinallyPayoff.For(context.Compilation)));
        }
    }
}
