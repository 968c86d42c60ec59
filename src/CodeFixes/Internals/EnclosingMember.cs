using System.Threading;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The member code is written in, for naming what a fix adds after it: the method, accessor, constructor, field or
/// property (an initializer) around the position, past the lambdas and local functions inside it.
/// </summary>
internal static class EnclosingMember
{
    public static ISymbol? Of(SemanticModel model, int position, CancellationToken cancellationToken)
    {
        var member = model.GetEnclosingSymbol(position, cancellationToken);
        while (member is IMethodSymbol { MethodKind: MethodKind.LambdaMethod or MethodKind.LocalFunction })
        {
            member = member.ContainingSymbol;
        }

        return member;
    }
}
