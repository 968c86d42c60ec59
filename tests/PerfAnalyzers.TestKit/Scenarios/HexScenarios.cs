using System.Collections.Generic;
using PerfAnalyzers.Rules.Hex;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the hex rules (PERF0101-PERF0103).</summary>
public sealed class HexScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Hex/Scenarios/";

    /// <summary>
    /// .NET 8 has no Convert.ToHexStringLower: the fix lowercases Convert.ToHexString's string there, one string fewer
    /// than the original's chain, not half its bytes (measured on .NET 8.0.31: 1,472 B to 848 B per call).
    /// </summary>
    private static readonly Dictionary<TargetRuntime, AllocationClaim> FewerBeforeNet9 = new() { [TargetRuntime.Net8] = AllocationClaim.Fewer };

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        new Scenario(
            RuleIdentifiers.UseConvertToHexString,
            "BitConverterReplaceLower",
            Folder + "PERF0101_BitConverterReplaceLower.cs",
            () => new UseConvertToHexStringAnalyzer(),
            () => new UseConvertToHexStringCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf,
            ClaimOn: FewerBeforeNet9),
        new Scenario(
            RuleIdentifiers.UseConvertToHexString,
            "BitConverterReplace",
            Folder + "PERF0101_BitConverterReplace.cs",
            () => new UseConvertToHexStringAnalyzer(),
            () => new UseConvertToHexStringCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.UseConvertToHexString,
            "ComparisonOverloads",
            Folder + "PERF0101_ComparisonOverloads.cs",
            () => new UseConvertToHexStringAnalyzer(),
            () => new UseConvertToHexStringCodeFixProvider(),
            ExpectedDiagnostics: 4,
            AllocationClaim.Fewer),
        new Scenario(
            RuleIdentifiers.UseConvertToHexString,
            "StartLengthOverloads",
            Folder + "PERF0101_StartLengthOverloads.cs",
            () => new UseConvertToHexStringAnalyzer(),
            () => new UseConvertToHexStringCodeFixProvider(),
            ExpectedDiagnostics: 3,
            AllocationClaim.AtMostHalf,
            ClaimOn: FewerBeforeNet9),
        new Scenario(
            RuleIdentifiers.UseConvertToHexString,
            "LowerNet8",
            Folder + "PERF0101_LowerNet8.cs",
            () => new UseConvertToHexStringAnalyzer(),
            () => new UseConvertToHexStringCodeFixProvider(),
            ExpectedDiagnostics: 2,
            AllocationClaim.Fewer,
            Runtime: TargetRuntime.Net8),
        new Scenario(
            RuleIdentifiers.UseConvertToHexStringLower,
            "ToHexStringToLower",
            Folder + "PERF0102_ToHexStringToLower.cs",
            () => new UseConvertToHexStringLowerAnalyzer(),
            () => new UseConvertToHexStringLowerCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf,
            Since: TargetRuntime.Net9),
        new Scenario(
            RuleIdentifiers.UseConvertToHexStringLower,
            "StaticConvertImport",
            Folder + "PERF0102_StaticConvertImport.cs",
            () => new UseConvertToHexStringLowerAnalyzer(),
            () => new UseConvertToHexStringLowerCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf,
            Since: TargetRuntime.Net9),
        new Scenario(
            RuleIdentifiers.ReplaceHandWrittenHex,
            "ConcatSelect",
            Folder + "PERF0103_ConcatSelect.cs",
            () => new ReplaceHandWrittenHexAnalyzer(),
            () => new ReplaceHandWrittenHexCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.ReplaceHandWrittenHex,
            "StringBuilderLoop",
            Folder + "PERF0103_StringBuilderLoop.cs",
            () => new ReplaceHandWrittenHexAnalyzer(),
            () => new ReplaceHandWrittenHexCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.ReplaceHandWrittenHex,
            "LoopThenCommentedReturn",
            Folder + "PERF0103_LoopThenCommentedReturn.cs",
            () => new ReplaceHandWrittenHexAnalyzer(),
            () => new ReplaceHandWrittenHexCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
    };
}
