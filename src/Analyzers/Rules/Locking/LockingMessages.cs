using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Locking;

/// <summary>
/// What each locking rule's fix buys, quoted from the benchmark command's measurements (docs/benchmarks.md) through the
/// generated <see cref="Measured"/> constants: a benchmark run that moves a number moves the message.
/// </summary>
internal static class LockingMessages
{
    // Disabled by default: on .NET 10 the Lock type measured faster on some shapes and slower on others, and the
    // verdicts changed with the machine's state (docs/rules/PERF0301.md).
    public const string UseLockTypePayoff =
        "the type states the field's purpose; not consistently faster on .NET 10 in our benchmark: " + Measured.PERF0301_LockStatement.Ratio + " for an uncontended lock statement, " + Measured.PERF0301_StaticMonitorTryEnter.Ratio + " for Monitor.TryEnter";

    public const string UseInterlockedPayoff =
        "about " + Measured.PERF0302_Increment.Speedup + " faster uncontended and " + Measured.PERF0302_Contended.Speedup + " with two threads contending in our benchmark";
}
