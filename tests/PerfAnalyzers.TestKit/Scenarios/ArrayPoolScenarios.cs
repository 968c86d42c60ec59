using System.Collections.Generic;
using PerfAnalyzers.Rules.ArrayPool;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the ArrayPool rules (PERF0501-PERF0508).</summary>
public sealed class ArrayPoolScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/ArrayPool/Scenarios/";

    // The size ladder measures PERF0507's rewrite below its 85,000-byte threshold too.
    private const string BelowThreshold = "dotnet_code_quality.PERF0507.minimum_bytes = 1\n";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        new Scenario(
            RuleIdentifiers.ReturnRentedArray,
            "RentWithoutReturn",
            Folder + "PERF0501_RentWithoutReturn.cs",
            () => new ReturnRentedArrayAnalyzer(),
            () => new ReturnRentedArrayCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.ReturnRentedArray,
            "EarlyExitSkipsReturn",
            Folder + "PERF0501_EarlyExitSkipsReturn.cs",
            () => new ReturnRentedArrayAnalyzer(),
            () => new ReturnRentedArrayCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.ReturnInFinally,
            "ReturnOnNormalPathOnly",
            Folder + "PERF0502_ReturnOnNormalPathOnly.cs",
            () => new ReturnInFinallyAnalyzer(),
            () => new ReturnInFinallyCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore),
        new Scenario(
            RuleIdentifiers.ReturnInFinally,
            "DeclinedShapes",
            Folder + "PERF0502_DeclinedShapes.cs",
            () => new ReturnInFinallyAnalyzer(),
            () => new ReturnInFinallyCodeFixProvider(),
            ExpectedDiagnostics: 3,
            AllocationClaim.NoMore,
            DeclinedDiagnostics: 2),
        new Scenario(
            RuleIdentifiers.ReturnInFinally,
            "AssignedRentNothingHoisted",
            Folder + "PERF0502_AssignedRentNothingHoisted.cs",
            () => new ReturnInFinallyAnalyzer(),
            () => new ReturnInFinallyCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore),
        new Scenario(
            RuleIdentifiers.UseRequestedLength,
            "Base64OfRentedCopy",
            Folder + "PERF0504_Base64OfRentedCopy.cs",
            () => new UseRequestedLengthAnalyzer(),
            () => new UseRequestedLengthCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.NoMore),
        new Scenario(
            RuleIdentifiers.UseRequestedLength,
            "SpanViewsOfRentedCopy",
            Folder + "PERF0504_SpanViewsOfRentedCopy.cs",
            () => new UseRequestedLengthAnalyzer(),
            () => new UseRequestedLengthCodeFixProvider(),
            ExpectedDiagnostics: 7,
            AllocationClaim.NoMore),
        new Scenario(
            RuleIdentifiers.ReturnToRentingPool,
            "ReturnToSharedPool",
            Folder + "PERF0505_ReturnToSharedPool.cs",
            () => new ReturnToRentingPoolAnalyzer(),
            () => new ReturnToRentingPoolCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.CreateArrayPoolOnce,
            "CreatePoolPerCall",
            Folder + "PERF0506_CreatePoolPerCall.cs",
            () => new CreateArrayPoolOnceAnalyzer(),
            () => new CreateArrayPoolOnceCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.CreateArrayPoolOnce,
            "ExistingPoolField",
            Folder + "PERF0506_ExistingPoolField.cs",
            () => new CreateArrayPoolOnceAnalyzer(),
            () => new CreateArrayPoolOnceCodeFixProvider(),
            ExpectedDiagnostics: 2,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.CreateArrayPoolOnce,
            "InstancePoolField",
            Folder + "PERF0506_InstancePoolField.cs",
            () => new CreateArrayPoolOnceAnalyzer(),
            () => new CreateArrayPoolOnceCodeFixProvider(),
            ExpectedDiagnostics: 3,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.PoolLargeArrays,
            "Temporary100B",
            Folder + "PERF0507_Temporary100B.cs",
            () => new PoolLargeArraysAnalyzer(),
            () => new PoolLargeArraysCodeFixProvider(),
            ExpectedDiagnostics: 1,

            // .NET 10 allocates the 100-byte array on the stack: the original allocates nothing to halve.
            AllocationClaim.NoMore,
            EditorConfig: BelowThreshold),
        new Scenario(
            RuleIdentifiers.PoolLargeArrays,
            "Temporary1KB",
            Folder + "PERF0507_Temporary1KB.cs",
            () => new PoolLargeArraysAnalyzer(),
            () => new PoolLargeArraysCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf,
            EditorConfig: BelowThreshold),
        new Scenario(
            RuleIdentifiers.PoolLargeArrays,
            "Temporary10KB",
            Folder + "PERF0507_Temporary10KB.cs",
            () => new PoolLargeArraysAnalyzer(),
            () => new PoolLargeArraysCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf,
            EditorConfig: BelowThreshold),
        new Scenario(
            RuleIdentifiers.PoolLargeArrays,
            "Temporary100KB",
            Folder + "PERF0507_Temporary100KB.cs",
            () => new PoolLargeArraysAnalyzer(),
            () => new PoolLargeArraysCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.PoolLargeArrays,
            "Temporary1MB",
            Folder + "PERF0507_Temporary1MB.cs",
            () => new PoolLargeArraysAnalyzer(),
            () => new PoolLargeArraysCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.PoolLargeArrays,
            "ClearedSpanAndMemoryViews",
            Folder + "PERF0507_ClearedSpanAndMemoryViews.cs",
            () => new PoolLargeArraysAnalyzer(),
            () => new PoolLargeArraysCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.SizedPoolBeforeNet6,
            "LargeBuffers",
            Folder + "PERF0508_LargeBuffers.cs",
            () => new SizedPoolBeforeNet6Analyzer(),
            () => new SizedPoolBeforeNet6CodeFixProvider(),
            ExpectedDiagnostics: 3,
            AllocationClaim.AtMostHalf,
            Runtime: TargetRuntime.NetStandard20,
            RuntimeAssemblies: new[] { "system.buffers/4.5.1/lib/netstandard2.0/System.Buffers.dll" }),
    };
}
