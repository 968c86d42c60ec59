using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit;

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
/// <see cref="Since"/>: the oldest runtime whose target the rule reports this scenario for (its gate). The scenario is
/// proven on every runtime from there to its <see cref="Runtime"/> (<see cref="ProvenOn"/>): compiled for that
/// runtime's target, fixed as for a project targeting it, run on that runtime; on the runtimes before it the rule must
/// stay silent. <see cref="ClaimOn"/>: the allocation claim on a runtime where it differs from <see cref="Claim"/>.
/// <see cref="IterationMilliseconds"/>: BenchmarkDotNet's iteration time for the benchmark command (0: its default;
/// a gate study's sizes run 100 ms iterations).
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
    int WarmupSeconds = 0,
    TargetRuntime Since = TargetRuntime.Net8,
    IReadOnlyDictionary<TargetRuntime, AllocationClaim>? ClaimOn = null,
    int IterationMilliseconds = 0)
{
    /// <summary>
    /// The allocation claim on the runtime of <see cref="Runtime"/>: <see cref="ClaimOn"/>'s where it names that
    /// runtime (the fix writes another shape for an older target), else <see cref="Claim"/>.
    /// </summary>
    public AllocationClaim RuntimeClaim => ClaimOn is not null && ClaimOn.TryGetValue(Runtime, out var claim) ? claim : Claim;

    public string Key => RuleId + "/" + Name;

    /// <summary>
    /// The targets this scenario runs for, oldest first: every runtime of <see cref="ScenarioRunners.Proven"/> from
    /// <see cref="Since"/> to <see cref="Runtime"/>, or <see cref="Runtime"/> alone for a target that is not one of
    /// them (netstandard2.0, whose code runs on .NET 10 here).
    /// </summary>
    public ImmutableArray<TargetRuntime> ProvenOn
    {
        get
        {
            var proven = ScenarioRunners.Proven;
            var last = proven.IndexOf(Runtime);
            var first = proven.IndexOf(Since);
            return last < 0 || first < 0 || first > last ? ImmutableArray.Create(Runtime) : proven[first..(last + 1)];
        }
    }

    /// <summary>The runtimes before <see cref="ProvenOn"/> where the rule must stay silent on this scenario.</summary>
    public ImmutableArray<TargetRuntime> SilentOn
    {
        get
        {
            var proven = ScenarioRunners.Proven;
            var first = proven.IndexOf(ProvenOn[0]);
            return first < 0 ? ImmutableArray<TargetRuntime>.Empty : proven[..first];
        }
    }

    /// <summary>This scenario as compiled for <paramref name="runtime"/>'s target.</summary>
    public Scenario For(TargetRuntime runtime) => this with { Runtime = runtime };

    public override string ToString() => Key;
}
