using System;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;

namespace PerfAnalyzers.TestKit;

/// <summary>What a rule claims about the allocations of its fix, asserted by the scenario tests.</summary>
public enum AllocationClaim
{
    /// <summary>
    /// Nothing is claimed about allocations: measured and printed, not asserted. For scenarios whose own allocations
    /// vary from run to run (starting threads), where the rule's payoff is time.
    /// </summary>
    Unclaimed,

    /// <summary>The fix allocates no more than the original (the payoff is time).</summary>
    NoMore,

    /// <summary>The fix allocates strictly less per call.</summary>
    Fewer,

    /// <summary>The fix allocates at most half as much per call.</summary>
    AtMostHalf,
}

/// <summary>
/// A hot-loop scenario: a C# file (<see cref="RelativePath"/>, from the repository root) with a class <c>Scenario</c> holding
/// <list type="bullet">
/// <item><c>public static R Run(T1 a, ...)</c>: the hot method, written the slow way the rule finds;</item>
/// <item><c>public static IEnumerable&lt;object[]&gt; Inputs()</c>: fixed argument lists for Run, edge cases included;</item>
/// <item>optionally <c>public static object[] BenchmarkInput()</c>: the arguments the benchmark uses (else the last input).</item>
/// </list>
/// The harness always turns the scenario's own rule on; <see cref="EditorConfig"/>, when set, holds more lines for the
/// <c>[*.cs]</c> section of the scenario project's .editorconfig (a rule's option, for example).
/// <see cref="Collectible"/>: false loads the compiled scenario into a non-collectible load context. The JIT does not
/// devirtualize (guarded devirtualization under Dynamic PGO) a delegate call from framework code into a method of a
/// collectible assembly, so framework code that calls the scenario's lambdas in its loop (LINQ) runs a slow path there
/// that real applications, whose lambdas live in ordinary assemblies, don't. Scenarios whose hot path is such a
/// callback set it to false; the assemblies then stay loaded for the life of the process.
/// <see cref="DeclinedDiagnostics"/>: of the <see cref="ExpectedDiagnostics"/>, how many mark shapes the fixer declines
/// (reported without a fix): they remain after Fix All, their code runs unchanged on both sides, and the fixer's
/// decision not to fix them is executed, not just unit-tested.
/// <see cref="AllocationCalls"/>: how many calls of Run the scenario test measures allocations over (three times, each
/// side): fewer for a scenario whose every call takes milliseconds (a system call that lists the process's modules).
/// <see cref="RuntimeAssemblies"/>: package assemblies (paths under the NuGet package folder) loaded for the scenario
/// in place of the running framework's assemblies of the same name, to run the implementation an older runtime has:
/// System.Buffers 4.5.1's ArrayPool, the one .NET Framework and .NET Standard libraries get, keeps arrays of up to
/// 1,048,576 elements as every runtime before .NET 6 did.
/// <see cref="SourceGenerators"/>: the scenario project runs the SDK's source generators (the regex and JSON
/// generators), as a build does, for rules whose fix writes [GeneratedRegex] or uses generated serializer metadata.
/// <see cref="WarmupSeconds"/>: how long the benchmark command runs each version before measuring it, for code that
/// reaches its steady state later than the benchmark's warm-up iterations (the JSON serializer's generated code went
/// on getting faster for 10 seconds and more of calls); 0 leaves it to the warm-up iterations.
/// </summary>
public sealed record Scenario(
    string RuleId,
    string Name,
    string RelativePath,
    Func<DiagnosticAnalyzer> CreateAnalyzer,
    Func<CodeFixProvider> CreateFixer,
    int ExpectedDiagnostics,
    AllocationClaim Claim,
    TargetRuntime Runtime = TargetRuntime.Net10,
    string? EditorConfig = null,
    bool Collectible = true,
    int DeclinedDiagnostics = 0,
    int AllocationCalls = 1000,
    string[]? RuntimeAssemblies = null,
    bool SourceGenerators = false,
    int WarmupSeconds = 0)
{
    public string Key => RuleId + "/" + Name;

    public override string ToString() => Key;
}
