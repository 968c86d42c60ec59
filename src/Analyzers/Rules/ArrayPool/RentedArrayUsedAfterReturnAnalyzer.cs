using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0503 (correctness): a rented array read after <c>Return</c> on some path before it is reassigned, or returned
/// twice on one path. Once returned, the pool may hand the array to another caller: reads see their data, writes
/// corrupt it, and a second Return lets two callers rent the same array.
/// </summary>
public sealed class RentedArrayUsedAfterReturnAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0503",
        title: "Rented array used after Return, or returned twice",
        messageFormat: "'{0}' is {1} after '{2}' returned it to the pool: {3}",
        description: "Once an array is returned to its ArrayPool, the pool may rent it to another caller at once. Reading it afterwards sees someone else's data, writing it corrupts theirs, and returning it a second time lets two callers rent the same array. Stop using the array before Return, or set the local to null after it.",
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
            if (rented.Escapes)
            {
                continue;
            }

            var name = rented.Local.Name;
            foreach (var (use, returnCall) in rented.UsesAfterReturn)
            {
                context.ReportDiagnostic(Diagnostic.Create(
                    Rule,
                    use.Syntax.GetLocation(),
                    additionalLocations: new[] { returnCall.Syntax.GetLocation() },
                    name,
                    "used in '" + RentedArrayActions.Statement(use.Syntax) + "'",
                    RentedArrayActions.Statement(returnCall.Syntax),
                    "the pool may already have rented it to another caller"));
            }

            foreach (var (second, first) in rented.DoubleReturns)
            {
                context.ReportDiagnostic(Diagnostic.Create(
                    Rule,
                    second.Syntax.GetLocation(),
                    additionalLocations: new[] { first.Syntax.GetLocation() },
                    name,
                    "returned again by '" + RentedArrayActions.Statement(second.Syntax) + "'",
                    RentedArrayActions.Statement(first.Syntax),
                    "two callers can then rent the same array"));
            }
        }
    }
}
