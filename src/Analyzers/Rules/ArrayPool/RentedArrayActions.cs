using System;
using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// The registration the flow-based ArrayPool rules share: at compilation start, resolve <see cref="ArrayPoolApis"/>
/// (nothing is registered without <c>ArrayPool&lt;T&gt;</c>); then for each method, constructor or accessor body that
/// calls <c>Rent</c>, build its control-flow graph and run <see cref="RentedArrayFlow"/>.
/// </summary>
internal static class RentedArrayActions
{
    public static void Register(AnalysisContext context, Action<OperationAnalysisContext, List<RentedArray>, ArrayPoolApis> report)
    {
        context.RegisterCompilationStartAction(start =>
        {
            var apis = ArrayPoolApis.Create(start.Compilation);
            if (apis is null)
            {
                return;
            }

            start.RegisterOperationAction(
                body =>
                {
                    if (body.Operation.Parent is not null || !RentedArrayFlow.ContainsRent(body.Operation, apis))
                    {
                        return;
                    }

                    var graph = body.GetControlFlowGraph();
                    var rented = RentedArrayFlow.Analyze(body.Operation, graph, apis, body.CancellationToken);
                    if (rented.Count > 0)
                    {
                        report(body, rented, apis);
                    }
                },
                OperationKind.MethodBody,
                OperationKind.ConstructorBody);
        });
    }

    /// <summary>The one-based line of a node, for messages that name a path.</summary>
    public static int Line(SyntaxNode node) => node.GetLocation().GetLineSpan().StartLinePosition.Line + 1;
}
