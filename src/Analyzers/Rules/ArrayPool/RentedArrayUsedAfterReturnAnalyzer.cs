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
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class RentedArrayUsedAfterReturnAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        RuleIdentifiers.RentedArrayUsedAfterReturn,
        title: "Rented array used after Return, or returned twice",
        messageFormat: "{0}",
        description: "Once an array is returned to its ArrayPool, the pool may rent it to another caller at once. Reading it afterwards sees someone else's data, writing it corrupts theirs, and returning it a second time lets two callers rent the same array. Stop using the array before Return, or set the local to null after it.",
        RuleLevel.Warning);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        RentedArrayActions.Register(context, Report);
    }

    private static void Report(OperationAnalysisContext context, List<RentedArray> rentedArrays, ArrayPoolApis apis)
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
                    $"'{name}' is used at line {RentedArrayActions.Line(use.Syntax)} after it was returned to the pool at line {RentedArrayActions.Line(returnCall.Syntax)} (on the path from that Return to this use); the pool may already have rented it to another caller"));
            }

            foreach (var (second, first) in rented.DoubleReturns)
            {
                context.ReportDiagnostic(Diagnostic.Create(
                    Rule,
                    second.Syntax.GetLocation(),
                    additionalLocations: new[] { first.Syntax.GetLocation() },
                    $"'{name}' is returned to the pool twice: at line {RentedArrayActions.Line(first.Syntax)} and again at line {RentedArrayActions.Line(second.Syntax)} on the path between them; two callers can then rent the same array"));
            }
        }
    }
}
