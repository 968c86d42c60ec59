namespace PerfAnalyzers.ScenarioExecution;

/// <summary>What a rule claims about the allocations of its fix, asserted by the scenario tests on every runtime.</summary>
public enum AllocationClaim
{
    /// <summary>
    /// Nothing is claimed about allocations: measured and printed, not asserted. For scenarios whose own allocations
    /// vary from run to run (starting threads), where the rule's payoff is time.
    /// </summary>
    Unclaimed,

    /// <summary>The fix allocates no more than the original (the payoff is time).</summary>
    NoMore,

    /// <summary>The fix allocates strictly less per call.</summary>
    Fewer,

    /// <summary>The fix allocates at most half as much per call.</summary>
    AtMostHalf,
}

/// <summary>Bytes allocated per call of Run, measured with <see cref="System.GC.GetAllocatedBytesForCurrentThread"/>.</summary>
public sealed record AllocationMeasurement(double BeforeBytesPerCall, double AfterBytesPerCall)
{
    /// <summary>
    /// An object more per call is 24 B or more; under a loaded machine a one-off allocation in the measured calls
    /// (tiering, a timer) has shown up as a byte or two per call when both sides allocate the same.
    /// </summary>
    private const double NoiseBytesPerCall = 8;

    /// <summary>Null when these bytes per call meet <paramref name="claim"/>, else why not.</summary>
    public string? Check(AllocationClaim claim)
    {
        // Whole bytes per call: anything an object allocated per call shows as 24 B or more, while a one-off allocation
        // somewhere in the measured calls (tiering, a lazily made cache) adds a fraction of a byte that is noise.
        var before = System.Math.Round(BeforeBytesPerCall);
        var after = System.Math.Round(AfterBytesPerCall);

        // "Fewer" and "at most half" of nothing can't fail: such a claim needs an original that allocates.
        if (claim is AllocationClaim.Fewer or AllocationClaim.AtMostHalf && before == 0)
        {
            return $"The scenario claims {claim} but the original allocates nothing per call: claim NoMore (the fix adds no allocation) or Unclaimed.";
        }

        return claim switch
        {
            AllocationClaim.NoMore when after >= before + NoiseBytesPerCall => $"The fix allocates more: {this}",
            AllocationClaim.Fewer when after >= before => $"The fix does not allocate less: {this}",
            AllocationClaim.AtMostHalf when after * 2 > before => $"The fix does not halve allocations: {this}",
            _ => null,
        };
    }
}
