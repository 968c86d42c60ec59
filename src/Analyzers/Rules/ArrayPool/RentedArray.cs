using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// What <see cref="RentedArrayFlow"/> learned about one local that holds an array rented from an <c>ArrayPool&lt;T&gt;</c>:
/// where it was rented and returned, whether it escapes, and what the control-flow graph says about its paths.
/// </summary>
internal sealed class RentedArray
{
    public RentedArray(ILocalSymbol local) => Local = local;

    public ILocalSymbol Local { get; }

    /// <summary>The <c>Rent</c> calls assigned to the local (operations of the control-flow graph).</summary>
    public List<IInvocationOperation> Rents { get; } = new();

    /// <summary>The <c>Return(local)</c> calls (operations of the control-flow graph), in block order.</summary>
    public List<IInvocationOperation> Returns { get; } = new();

    /// <summary>Stored, returned, captured, passed by ref or to a constructor: someone else's to return.</summary>
    public bool Escapes { get; set; }

    /// <summary>Assigned from something other than <c>Rent</c> or <c>null</c> somewhere.</summary>
    public bool HasOtherAssignments { get; set; }

    /// <summary>Rented under a condition and returned under an unrelated one (a flag the flow analysis can't correlate).</summary>
    public bool HasCorrelatedConditions { get; set; }

    /// <summary>Where a normal path leaves the method while the array is still rented (null when every path returns it).</summary>
    public SyntaxNode? LeakSite { get; set; }

    /// <summary>An operation that can throw runs while the array is rented, with no finally (or catch) that returns it.</summary>
    public SyntaxNode? UnprotectedSite { get; set; }

    /// <summary>Reads of the local after <c>Return</c> on some path, with the <c>Return</c> that came first on that path.</summary>
    public List<(IOperation Use, IOperation Return)> UsesAfterReturn { get; } = new();

    /// <summary><c>Return</c> calls reached when the array may already be returned, with the earlier <c>Return</c>.</summary>
    public List<(IOperation Second, IOperation First)> DoubleReturns { get; } = new();

    /// <summary>True when the flow facts are reliable enough to report: not escaped, only rented or nulled, no correlated flags.</summary>
    public bool IsTrackable => !Escapes && !HasOtherAssignments && Rents.Count > 0;
}
