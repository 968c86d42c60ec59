using System;
using System.Collections.Immutable;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// The runtimes every rewrite is proven on, and the scenario runner (tests/PerfAnalyzers.ScenarioRunner) built
/// self-contained for each of them, so that code compiled for net8.0 runs on .NET 8 and code compiled for net9.0 on
/// .NET 9. The tests and the benchmark command run on .NET 10: .NET 10 targets (and the older targets, netstandard2.0,
/// netcoreapp3.1 and net48, whose own runtimes can't run on this machine) run in their process.
/// </summary>
public static class ScenarioRunners
{
    /// <summary>
    /// The runtimes the rules are proven on, oldest first. Adding a runtime: a <see cref="TargetRuntime"/> with its
    /// reference pack (<see cref="ReferenceSets"/>) and its target framework in the runner project.
    /// </summary>
    public static ImmutableArray<TargetRuntime> Proven { get; } = ImmutableArray.Create(TargetRuntime.Net8, TargetRuntime.Net9, TargetRuntime.Net10);

    /// <summary>Where the runner's builds are: one folder per target framework under bin/&lt;Configuration&gt;.</summary>
    public static string Root { get; } = ReferenceSets.ReadMetadata("ScenarioRunnerRoot");

    /// <summary>The runtime this process runs, and so every target without a runner of its own.</summary>
    public static bool RunsInThisProcess(TargetRuntime runtime) => runtime is not (TargetRuntime.Net8 or TargetRuntime.Net9);

    /// <summary>The major version of the runtime that runs code compiled for <paramref name="runtime"/>: 8, 9 or 10.</summary>
    public static int MajorVersion(TargetRuntime runtime) => runtime switch
    {
        TargetRuntime.Net8 => 8,
        TargetRuntime.Net9 => 9,
        _ => Environment.Version.Major,
    };

    /// <summary>The runner executable that runs code compiled for <paramref name="runtime"/>.</summary>
    public static string PathOf(TargetRuntime runtime) =>
        Path.Combine(Root, ReferenceSets.Describe(RunsInThisProcess(runtime) ? TargetRuntime.Net10 : runtime), "linux-x64", "PerfAnalyzers.ScenarioRunner");

    /// <summary>
    /// Runs the scenario tests' checks (<see cref="ScenarioPair.Check"/>) on the runtime of the scenario's target with
    /// that runtime's runner, and reads its <see cref="CheckReport"/>.
    /// </summary>
    public static Task<CheckReport> CheckAsync(PreparedScenario prepared, bool measureTime, CancellationToken cancellationToken = default) =>
        InvokeAsync<CheckReport>(prepared, "check", measureTime, echo: false, cancellationToken);

    /// <summary>
    /// Measures both versions under BenchmarkDotNet in a process of the runner for the scenario's target (the
    /// benchmark command's child), printing BenchmarkDotNet's log, and reads its <see cref="BenchResult"/>.
    /// </summary>
    public static Task<BenchResult> BenchAsync(PreparedScenario prepared, CancellationToken cancellationToken = default) =>
        InvokeAsync<BenchResult>(prepared, "bench", measureTime: false, echo: true, cancellationToken);

    /// <summary>
    /// Writes both versions and a <see cref="RunnerRequest"/> to a temporary folder, runs the runner for the
    /// scenario's target with <paramref name="verb"/> on them and reads its answer.
    /// </summary>
    private static async Task<T> InvokeAsync<T>(PreparedScenario prepared, string verb, bool measureTime, bool echo, CancellationToken cancellationToken)
    {
        var scenario = prepared.Scenario;
        var runtime = $".NET {MajorVersion(scenario.Runtime).ToString(CultureInfo.InvariantCulture)} ({ReferenceSets.Describe(scenario.Runtime)})";
        var runner = PathOf(scenario.Runtime);
        if (!File.Exists(runner))
        {
            throw new HarnessException(
                $"{scenario.Key}: no scenario runner for {runtime} at {runner}. It is built with the TestKit "
                + "('dotnet build tests/PerfAnalyzers.TestKit'); a restore that could not get the runtime pack "
                + "Microsoft.NETCore.App.Runtime.linux-x64 of that runtime names the package and version it wanted.");
        }

        var folder = Path.Combine(Path.GetTempPath(), "perfanalyzers-runner", Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(folder);
        try
        {
            var before = Path.Combine(folder, prepared.BeforeVersion.AssemblyName + ".dll");
            var after = Path.Combine(folder, prepared.AfterVersion.AssemblyName + ".dll");
            await File.WriteAllBytesAsync(before, prepared.BeforeVersion.Image, cancellationToken).ConfigureAwait(false);
            await File.WriteAllBytesAsync(after, prepared.AfterVersion.Image, cancellationToken).ConfigureAwait(false);
            var request = Path.Combine(folder, "request.json");
            var answer = Path.Combine(folder, "answer.json");
            RunnerRequest.Write(request, new RunnerRequest(
                scenario.Key,
                before,
                after,
                prepared.BeforeVersion.ScenarioTypeName,
                scenario.Collectible,
                prepared.OverridingAssemblies,
                scenario.RuntimeClaim,
                scenario.AllocationCalls,
                measureTime,
                scenario.WarmupSeconds,
                scenario.IterationMilliseconds));

            var (exitCode, errors) = await RunAsync(runner, new[] { verb, request, answer }, echo, cancellationToken).ConfigureAwait(false);
            if (exitCode != 0 || !File.Exists(answer))
            {
                throw new HarnessException($"{scenario.Key} on {runtime}: the scenario runner failed (exit code {exitCode}):{Environment.NewLine}{errors}");
            }

            return RunnerRequest.Read<T>(answer);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    /// <summary>Runs a process; its standard error comes back, and its output too unless <paramref name="echo"/> prints it as it comes.</summary>
    private static async Task<(int ExitCode, string Errors)> RunAsync(string path, string[] arguments, bool echo, CancellationToken cancellationToken)
    {
        var start = new ProcessStartInfo(path) { UseShellExecute = false, RedirectStandardError = true, RedirectStandardOutput = !echo };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        using var process = Process.Start(start)!;
        var errors = process.StandardError.ReadToEndAsync(cancellationToken);
        var output = echo ? Task.FromResult(string.Empty) : process.StandardOutput.ReadToEndAsync(cancellationToken);
        await process.WaitForExitAsync(cancellationToken).ConfigureAwait(false);
        return (process.ExitCode, await errors.ConfigureAwait(false) + await output.ConfigureAwait(false));
    }
}
