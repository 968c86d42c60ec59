using System.Collections.Generic;
using PerfAnalyzers.Rules.Locking;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the locking rules (PERF0301-PERF0302), uncontended and contended.</summary>
public sealed class LockingScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Locking/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        // A Lock is a bigger object than a plain object, but it is allocated once, not per call.
        new Scenario(
            RuleIdentifiers.UseLockType,
            "LockStatement",
            Folder + "PERF0301_LockStatement.cs",
            () => new UseLockTypeAnalyzer(),
            () => new UseLockTypeCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore,
            Since: TargetRuntime.Net9),
        new Scenario(
            RuleIdentifiers.UseLockType,
            "MonitorEnterExit",
            Folder + "PERF0301_MonitorEnterExit.cs",
            () => new UseLockTypeAnalyzer(),
            () => new UseLockTypeCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore,
            Since: TargetRuntime.Net9),
        new Scenario(
            RuleIdentifiers.UseLockType,
            "StaticMonitorTryEnter",
            Folder + "PERF0301_StaticMonitorTryEnter.cs",
            () => new UseLockTypeAnalyzer(),
            () => new UseLockTypeCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore,
            Since: TargetRuntime.Net9),
        new Scenario(
            RuleIdentifiers.UseLockType,
            "Contended",
            Folder + "PERF0301_Contended.cs",
            () => new UseLockTypeAnalyzer(),
            () => new UseLockTypeCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.Unclaimed,
            Since: TargetRuntime.Net9),
        new Scenario(
            RuleIdentifiers.UseInterlocked,
            "Increment",
            Folder + "PERF0302_Increment.cs",
            () => new UseInterlockedAnalyzer(),
            () => new UseInterlockedCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore),
        new Scenario(
            RuleIdentifiers.UseInterlocked,
            "Accounting",
            Folder + "PERF0302_Accounting.cs",
            () => new UseInterlockedAnalyzer(),
            () => new UseInterlockedCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore),
        new Scenario(
            RuleIdentifiers.UseInterlocked,
            "ParenthesizedOperands",
            Folder + "PERF0302_ParenthesizedOperands.cs",
            () => new UseInterlockedAnalyzer(),
            () => new UseInterlockedCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore),
        // Ours against the other packages' fix: the gate is already the Lock that IDE0330 and MA0158 write.
        new Scenario(
            RuleIdentifiers.UseInterlocked,
            "LockTypeGate",
            Folder + "PERF0302_LockTypeGate.cs",
            () => new UseInterlockedAnalyzer(),
            () => new UseInterlockedCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore,
            Since: TargetRuntime.Net9),
        new Scenario(
            RuleIdentifiers.UseInterlocked,
            "Contended",
            Folder + "PERF0302_Contended.cs",
            () => new UseInterlockedAnalyzer(),
            () => new UseInterlockedCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.Unclaimed),
    };
}
