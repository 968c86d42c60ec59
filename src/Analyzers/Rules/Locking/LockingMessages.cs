namespace PerfAnalyzers.Rules.Locking;

/// <summary>
/// What each locking rule's fix buys, as measured by the benchmark command (docs/benchmarks.md, .NET 10.0.12).
/// Keep in step with that file when the numbers move.
/// </summary>
internal static class LockingMessages
{
    public const string UseLockTypePayoff = "not measured yet";

    public const string UseInterlockedPayoff = "not measured yet";
}
