using System.Collections.Generic;
using PerfAnalyzers.Rules.Hex;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the hex rules (PERF0101-PERF0103).</summary>
public sealed class HexScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Hex/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        new Scenario(
            RuleIdentifiers.UseConvertToHexString,
            "BitConverterReplaceLower",
            Folder + "PERF0101_BitConverterReplaceLower.cs",
            () => new UseConvertToHexStringAnalyzer(),
            () => new UseConvertToHexStringCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
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
            AllocationClaim.AtMostHalf),
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
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.UseConvertToHexStringLower,
            "StaticConvertImport",
            Folder + "PERF0102_StaticConvertImport.cs",
            () => new UseConvertToHexStringLowerAnalyzer(),
            () => new UseConvertToHexStringLowerCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
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
