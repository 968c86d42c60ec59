using System.Collections.Generic;
using PerfAnalyzers.Rules.Hex;

namespace PerfAnalyzers.TestKit;

/// <summary>Every hot-loop scenario: the tests run each once with assertions, the benchmark command runs them longer.</summary>
public static class ScenarioCatalog
{
    private const string HexFolder = "tests/PerfAnalyzers.Tests/Rules/Hex/Scenarios/";

    public static IReadOnlyList<Scenario> All { get; } = new[]
    {
        new Scenario(
            RuleIdentifiers.UseConvertToHexString,
            "BitConverterReplaceLower",
            HexFolder + "PERF0101_BitConverterReplaceLower.cs",
            () => new UseConvertToHexStringAnalyzer(),
            () => new UseConvertToHexStringCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.UseConvertToHexString,
            "BitConverterReplace",
            HexFolder + "PERF0101_BitConverterReplace.cs",
            () => new UseConvertToHexStringAnalyzer(),
            () => new UseConvertToHexStringCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.UseConvertToHexStringLower,
            "ToHexStringToLower",
            HexFolder + "PERF0102_ToHexStringToLower.cs",
            () => new UseConvertToHexStringLowerAnalyzer(),
            () => new UseConvertToHexStringLowerCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.ReplaceHandWrittenHex,
            "ConcatSelect",
            HexFolder + "PERF0103_ConcatSelect.cs",
            () => new ReplaceHandWrittenHexAnalyzer(),
            () => new ReplaceHandWrittenHexCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
        new Scenario(
            RuleIdentifiers.ReplaceHandWrittenHex,
            "StringBuilderLoop",
            HexFolder + "PERF0103_StringBuilderLoop.cs",
            () => new ReplaceHandWrittenHexAnalyzer(),
            () => new ReplaceHandWrittenHexCodeFixProvider(),
            ExpectedDiagnostics: 1,
            AllocationClaim.AtMostHalf),
    };
}
