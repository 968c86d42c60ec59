using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// What <see cref="RentedArrayFlow"/> learned about one local that holds an array rented from an <c>ArrayPool&lt;T&gt;</c>:
/// where it was rented and returned, whether it escapes, and what the control-flow graph says about its paths.
/// Immutable: one result is shared by every ArrayPool rule that reads the same body (<see cref="RentedArrayActions"/>),
/// possibly on several threads; the flow analysis fills a <see cref="Builder"/> and freezes it.
/// </summary>
internal sealed class RentedArray
{
    private RentedArray(Builder builder)
    {
        Local = builder.Local;
        Rents = builder.Rents.ToImmutableArray();
        Returns = builder.Returns.ToImmutableArray();
        Escapes = builder.Escapes;
        HasOtherAssignments = builder.HasOtherAssignments;
        HasCorrelatedConditions = builder.HasCorrelatedConditions;
        LeakSite = builder.LeakSite;
        UnprotectedSite = builder.UnprotectedSite;
        UsesAfterReturn = builder.UsesAfterReturn.ToImmutableArray();
        DoubleReturns = builder.DoubleReturns.ToImmutableArray();
    }

    public ILocalSymbol Local { get; }

    /// <summary>The <c>Rent</c> calls assigned to the local (operations of the control-flow graph).</summary>
    public ImmutableArray<IInvocationOperation> Rents { get; }

    /// <summary>The <c>Return(local)</c> calls (operations of the control-flow graph), in block order.</summary>
    public ImmutableArray<IInvocationOperation> Returns { get; }

    /// <summary>Stored, returned, captured, passed by ref or to a constructor that keeps it: someone else's to return.</summary>
    public bool Escapes { get; }

    /// <summary>Assigned from something other than <c>Rent</c> or <c>null</c> somewhere.</summary>
    public bool HasOtherAssignments { get; }

    /// <summary>Rented under a condition and returned under an unrelated one (a flag the flow analysis can't correlate).</summary>
    public bool HasCorrelatedConditions { get; }

    /// <summary>Where a normal path leaves the method while the array is still rented (null when every path returns it).</summary>
    public SyntaxNode? LeakSite { get; }

    /// <summary>An operation that can throw runs while the array is rented, with no finally (or catch) that returns it.</summary>
    public SyntaxNode? UnprotectedSite { get; }

    /// <summary>Reads of the local after <c>Return</c> on some path, with the <c>Return</c> that came first on that path.</summary>
    public ImmutableArray<(IOperation Use, IOperation Return)> UsesAfterReturn { get; }

    /// <summary><c>Return</c> calls reached when the array may already be returned, with the earlier <c>Return</c>.</summary>
    public ImmutableArray<(IOperation Second, IOperation First)> DoubleReturns { get; }

    /// <summary>True when the flow facts are reliable enough to report: not escaped, only rented or nulled, no correlated flags.</summary>
    public bool IsTrackable => !Escapes && !HasOtherAssignments && Rents.Length > 0;

    /// <summary>The facts while the flow analysis gathers them, for one local; <see cref="ToResult"/> freezes them.</summary>
    internal sealed class Builder
    {
        public Builder(ILocalSymbol local) => Local = local;

        public ILocalSymbol Local { get; }

        public List<IInvocationOperation> Rents { get; } = new();

        public List<IInvocationOperation> Returns { get; } = new();

        public bool Escapes { get; set; }

        public bool HasOtherAssignments { get; set; }

        public bool HasCorrelatedConditions { get; set; }

        public SyntaxNode? LeakSite { get; set; }

        public SyntaxNode? UnprotectedSite { get; set; }

        public List<(IOperation Use, IOperation Return)> UsesAfterReturn { get; } = new();

        public List<(IOperation Second, IOperation First)> DoubleReturns { get; } = new();

        public RentedArray ToResult() => new(this);
    }
}
