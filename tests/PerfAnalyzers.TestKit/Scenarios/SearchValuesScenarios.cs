using System.Collections.Generic;
using PerfAnalyzers.Rules.SearchValues;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the SearchValues rules (PERF0601-PERF0603), on short and long inputs.</summary>
public sealed class SearchValuesScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/SearchValues/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        Cached("ArrayIndexOfAnyShort", AllocationClaim.AtMostHalf),
        Cached("ArrayIndexOfAnyLong", AllocationClaim.AtMostHalf),
        Cached("LiteralIndexOfAnyShort", AllocationClaim.NoMore),
        Cached("ArrayFieldIndexOfAnyLong", AllocationClaim.NoMore),
        Cached("ByteSets", AllocationClaim.NoMore, diagnostics: 4),
        Cached("FieldNames", AllocationClaim.AtMostHalf, diagnostics: 16),
        Cached("FewCharsAllocated", AllocationClaim.AtMostHalf, diagnostics: 4),
        Cached("StartIndexHitTests", AllocationClaim.AtMostHalf, diagnostics: 2),
        Cached("ConditionalSets", AllocationClaim.NoMore, diagnostics: 2),
        Cached("NamedConstants", AllocationClaim.AtMostHalf, diagnostics: 2),
        // A file without a line break: the fix takes the line break from .editorconfig.
        Cached("OneLineFileCrlfConfig", AllocationClaim.NoMore, editorConfig: "end_of_line = crlf\n"),
        Cached("OneLineFileLfConfig", AllocationClaim.AtMostHalf, diagnostics: 2, editorConfig: "end_of_line = lf\n"),
        Strings("DaysOfWeekLadderShort"),
        Strings("DaysOfWeekLadderLong"),
        // Two strings are below the rule's minimum (measured slower): measured with the minimum lowered to 2.
        Strings("WarningOrErrorShort", "dotnet_code_quality.PERF0602.minimum_strings = 2\n"),
        Strings("IgnoreCase3NeedlesShort"),
        Strings("IgnoreCase4NeedlesShort"),
        Strings("AnyAndChainAfterOtherTest", diagnostics: 2),
        Strings("MarkupConstants"),
        Membership("StringContains", AllocationClaim.NoMore),
        Membership("ArrayContains", AllocationClaim.AtMostHalf),
        Membership("HashSetContains", AllocationClaim.NoMore),
        Membership("NegatedInNamespaceWithUsings", AllocationClaim.NoMore),
        Membership("ConstantContains", AllocationClaim.NoMore, diagnostics: 3),
    };

    private static Scenario Cached(string name, AllocationClaim claim, int diagnostics = 1, string? editorConfig = null) => new(
        RuleIdentifiers.UseCachedSearchValues,
        name,
        Folder + "PERF0601_" + name + ".cs",
        () => new UseCachedSearchValuesAnalyzer(),
        () => new UseCachedSearchValuesCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        EditorConfig: editorConfig);

    private static Scenario Strings(string name, string? editorConfig = null, int diagnostics = 1) => new(
        RuleIdentifiers.UseStringSearchValues,
        name,
        Folder + "PERF0602_" + name + ".cs",
        () => new UseStringSearchValuesAnalyzer(),
        () => new UseStringSearchValuesCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        AllocationClaim.NoMore,
        EditorConfig: editorConfig,
        Since: TargetRuntime.Net9);

    private static Scenario Membership(string name, AllocationClaim claim, int diagnostics = 1) => new(
        RuleIdentifiers.UseSearchValuesForMembership,
        name,
        Folder + "PERF0603_" + name + ".cs",
        () => new UseSearchValuesForMembershipAnalyzer(),
        () => new UseSearchValuesForMembershipCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);
}
