using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
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
    /// <summary>
    /// The flow result of each body, shared by the four rules that read it: the compiler hands every analyzer the same
    /// operation tree, so the first rule to see a body computes its graph and the others reuse it. Read-only once stored.
    /// </summary>
    private static readonly ConditionalWeakTable<IOperation, List<RentedArray>> s_results = new();

    private static readonly List<RentedArray> s_none = new();

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
                    if (body.Operation.Parent is not null)
                    {
                        return;
                    }

                    if (!s_results.TryGetValue(body.Operation, out var rented))
                    {
                        // Cheap filter first: no identifier "Rent" in the body's tokens, no rented array.
                        var computed = MentionsRent(body.Operation.Syntax) && RentedArrayFlow.ContainsRent(body.Operation, apis)
                            ? RentedArrayFlow.Analyze(body.Operation, body.GetControlFlowGraph(), apis, body.CancellationToken)
                            : s_none;
                        rented = s_results.GetValue(body.Operation, _ => computed);
                    }

                    if (rented.Count > 0)
                    {
                        report(body, rented, apis);
                    }
                },
                OperationKind.MethodBody,
                OperationKind.ConstructorBody);
        });
    }

    private static bool MentionsRent(SyntaxNode syntax)
    {
        foreach (var token in syntax.DescendantTokens())
        {
            if (token.IsKind(SyntaxKind.IdentifierToken) && token.ValueText == "Rent")
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The one-based line of a node, for messages that name a path.</summary>
    public static int Line(SyntaxNode node) => node.GetLocation().GetLineSpan().StartLinePosition.Line + 1;
}
