using System.Collections.Generic;
using PerfAnalyzers.Rules.SearchValues;

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
        Strings("DaysOfWeekLadderShort"),
        Strings("DaysOfWeekLadderLong"),
        Strings("WarningOrErrorShort"),
        Membership("StringContains", AllocationClaim.NoMore),
        Membership("ArrayContains", AllocationClaim.AtMostHalf),
        Membership("HashSetContains", AllocationClaim.NoMore),
    };

    private static Scenario Cached(string name, AllocationClaim claim) => new(
        RuleIdentifiers.UseCachedSearchValues,
        name,
        Folder + "PERF0601_" + name + ".cs",
        () => new UseCachedSearchValuesAnalyzer(),
        () => new UseCachedSearchValuesCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim);

    private static Scenario Strings(string name) => new(
        RuleIdentifiers.UseStringSearchValues,
        name,
        Folder + "PERF0602_" + name + ".cs",
        () => new UseStringSearchValuesAnalyzer(),
        () => new UseStringSearchValuesCodeFixProvider(),
        ExpectedDiagnostics: 1,
        AllocationClaim.NoMore);

    private static Scenario Membership(string name, AllocationClaim claim) => new(
        RuleIdentifiers.UseSearchValuesForMembership,
        name,
        Folder + "PERF0603_" + name + ".cs",
        () => new UseSearchValuesForMembershipAnalyzer(),
        () => new UseSearchValuesForMembershipCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim);
}
