using System;
using System.Linq;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.ScenarioRunner;

/// <summary>
/// Runs a compiled scenario (<see cref="RunnerRequest"/>) on the runtime this build of the runner is for.
/// <list type="bullet">
/// <item><c>check REQUEST REPORT</c>: the checks the scenario tests assert (<see cref="ScenarioPair.Check"/>), written
/// as a <see cref="CheckReport"/>.</item>
/// <item><c>bench REQUEST RESULT</c>: both versions under BenchmarkDotNet (in-process toolchain, memory diagnoser),
/// written as a <see cref="BenchResult"/>.</item>
/// </list>
/// Exit code 0 when the answer was written, whatever it says; 2 for a bad command line; 1 when the scenario could not be
/// run (the message on standard error).
/// </summary>
public static class Program
{
    public static int Main(string[] args)
    {
        if (args.Length != 3 || args[0] is not ("check" or "bench"))
        {
            Console.Error.WriteLine("usage: PerfAnalyzers.ScenarioRunner check|bench REQUEST.json ANSWER.json");
            return 2;
        }

        try
        {
            var request = RunnerRequest.Read<RunnerRequest>(args[1]);
            if (args[0] == "check")
            {
                using var pair = request.Load();
                RunnerRequest.Write(args[2], pair.Check(request.Claim, request.AllocationCalls, request.MeasureTime));
                return 0;
            }

            return Bench(request, args[2]);
        }
        catch (Exception exception)
        {
            Console.Error.WriteLine(exception);
            return 1;
        }
    }

    private static int Bench(RunnerRequest request, string output)
    {
        ScenarioBenchmarks.Request = request;
        var job = Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithWarmupCount(6)
            .WithIterationCount(15)
            .WithId("InProcess");
        if (request.IterationMilliseconds > 0)
        {
            job = job.WithIterationTime(Perfolizer.Horology.TimeInterval.FromMilliseconds(request.IterationMilliseconds));
        }

        var config = ManualConfig.CreateEmpty()
            .AddJob(job)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddColumnProvider(DefaultColumnProviders.Instance)
            .AddLogger(ConsoleLogger.Default)
            .WithOptions(ConfigOptions.DisableOptimizationsValidator);

        var summary = BenchmarkRunner.Run<ScenarioBenchmarks>(config);
        if (summary.HasCriticalValidationErrors || summary.Reports.Any(r => !r.Success) || summary.Reports.Length != 2)
        {
            Console.Error.WriteLine($"{request.Key}: BenchmarkDotNet did not measure both versions.");
            return 1;
        }

        var before = summary.Reports.Single(r => r.BenchmarkCase.Descriptor.WorkloadMethod.Name == nameof(ScenarioBenchmarks.Before));
        var after = summary.Reports.Single(r => r.BenchmarkCase.Descriptor.WorkloadMethod.Name == nameof(ScenarioBenchmarks.After));
        RunnerRequest.Write(output, new BenchResult(
            before.ResultStatistics!.Mean,
            before.ResultStatistics.ConfidenceInterval.Margin,
            after.ResultStatistics!.Mean,
            after.ResultStatistics.ConfidenceInterval.Margin,
            before.GcStats.GetBytesAllocatedPerOperation(before.BenchmarkCase) ?? 0,
            after.GcStats.GetBytesAllocatedPerOperation(after.BenchmarkCase) ?? 0,
            Environment.Version.ToString(),
            summary.HostEnvironmentInfo.CpuInfo.Value?.ProcessorName ?? "unknown CPU"));
        return 0;
    }
}
