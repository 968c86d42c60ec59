using System.Collections.Generic;
using PerfAnalyzers.Rules.Linq;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the LINQ rules (PERF0401-PERF0404).</summary>
public sealed class LinqScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Linq/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        // PERF0401 on .NET 9+: the predicate overload, for each source shape. No Where iterator: fewer bytes.
        PassPredicate("ArrayFirstOrDefault", AllocationClaim.Fewer),
        PassPredicate("ListAny", AllocationClaim.Fewer, since: TargetRuntime.Net9),
        PassPredicate("LazyCount", AllocationClaim.Fewer, since: TargetRuntime.Net9),

        // PERF0401 before .NET 9 (compiled against net8.0, run on the installed runtime): Array.Find.
        PassPredicate("ArrayFindNet8", AllocationClaim.Fewer, TargetRuntime.Net8),

        // PERF0402: the payoff is time; both forms allocate the same (an enumerator or a closure).
        UseAny("LazyCountGreaterThanZero", AllocationClaim.NoMore),
        UseAny("ArrayCountPredicate", AllocationClaim.NoMore),
        UseAny("LazyEmptyChecks", AllocationClaim.NoMore, diagnostics: 7),

        // PERF0403 at n = 10, 100, 10,000 (the curve), and on a List<T> of value tuples and a lazy sequence.
        UseMinBy("ArrayMinBy10", AllocationClaim.AtMostHalf),
        UseMinBy("ArrayMinBy100", AllocationClaim.AtMostHalf),
        UseMinBy("ArrayMinBy10000", AllocationClaim.AtMostHalf),
        UseMinBy("ListMaxByValueTuple", AllocationClaim.AtMostHalf),
        UseMinBy("LazyMinBy", AllocationClaim.Fewer),

        // PERF0403 for integral elements sorted by themselves: Min()/Max(). From the code as written (OrderBy(v => v)
        // .First()); from MA0159's and RCS1077's output (OrderDescending().First()) and over a lazy sequence, which the
        // rule reports only before .NET 9 (from .NET 9 Order().First() searches without sorting, and measured as fast).
        UseMinBy("IdentityOrderByList", AllocationClaim.AtMostHalf),
        UseMinBy("OrderDescendingFirst", AllocationClaim.AtMostHalf, TargetRuntime.Net8),
        UseMinBy("LazyCharOrder", AllocationClaim.Fewer, TargetRuntime.Net8),

        // PERF0404, one per way the fix makes the span: a string (its boxed enumerator goes), an array with a constant
        // cast to the element type (a static lambda: nothing allocated before or after on .NET 9+), a List<T> through
        // CollectionsMarshal with a captured value (the closure and delegate go).
        UseSpanCount("StringChar", AllocationClaim.AtMostHalf),
        UseSpanCount("ByteArrayZero", AllocationClaim.NoMore),
        UseSpanCount("ListValue", AllocationClaim.AtMostHalf),
        UseSpanCount("StringLoop", AllocationClaim.NoMore),
        UseSpanCount("ArrayForLoop", AllocationClaim.NoMore),
        UseTakeRange("SetPage", AllocationClaim.Fewer),
        UseTakeRange("ListPage", AllocationClaim.Fewer),
        ZipThree("Triples", AllocationClaim.Fewer),
    };

    private static Scenario PassPredicate(string name, AllocationClaim claim, TargetRuntime runtime = TargetRuntime.Net10, TargetRuntime since = TargetRuntime.Net8) => new(
        RuleIdentifiers.PassPredicateToTerminal,
        name,
        Folder + "PERF0401_" + name + ".cs",
        () => new PassPredicateToTerminalAnalyzer(),
        () => new PassPredicateToTerminalCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim,
        runtime,
        Collectible: false,
        Since: since);

    private static Scenario UseAny(string name, AllocationClaim claim, int diagnostics = 1) => new(
        RuleIdentifiers.UseAnyInsteadOfCount,
        name,
        Folder + "PERF0402_" + name + ".cs",
        () => new UseAnyInsteadOfCountAnalyzer(),
        () => new UseAnyInsteadOfCountCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        Collectible: false);

    private static Scenario UseMinBy(string name, AllocationClaim claim, TargetRuntime runtime = TargetRuntime.Net10) => new(
        RuleIdentifiers.UseMinByMaxBy,
        name,
        Folder + "PERF0403_" + name + ".cs",
        () => new UseMinByMaxByAnalyzer(),
        () => new UseMinByMaxByCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim,
        Collectible: false,
        Runtime: runtime);

    private static Scenario UseSpanCount(string name, AllocationClaim claim) => new(
        RuleIdentifiers.UseSpanCount,
        name,
        Folder + "PERF0404_" + name + ".cs",
        () => new UseSpanCountAnalyzer(),
        () => new UseSpanCountCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim,
        Collectible: false);

    private static Scenario UseTakeRange(string name, AllocationClaim claim) => new(
        RuleIdentifiers.UseTakeRange,
        name,
        Folder + "PERF0405_" + name + ".cs",
        () => new UseTakeRangeAnalyzer(),
        () => new UseTakeRangeCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim,
        Collectible: false);

    private static Scenario ZipThree(string name, AllocationClaim claim) => new(
        RuleIdentifiers.ZipThree,
        name,
        Folder + "PERF0406_" + name + ".cs",
        () => new ZipThreeAnalyzer(),
        () => new ZipThreeCodeFixProvider(),
        ExpectedDiagnostics: 1,
        claim,
        Collectible: false);
}
