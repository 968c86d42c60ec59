using System;
using System.Diagnostics;
using BenchmarkDotNet.Attributes;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.ScenarioRunner;

/// <summary>
/// One BenchmarkDotNet case per version of the scenario this process runs: the original code (baseline) and our fix's
/// output. BenchmarkDotNet's in-process toolchain runs it in this process, on this process's runtime.
/// </summary>
public class ScenarioBenchmarks
{
    private ScenarioPair? _pair;
    private Action _before = () => { };
    private Action _after = () => { };

    /// <summary>The scenario to run, set by <see cref="Program"/> before BenchmarkDotNet starts.</summary>
    public static RunnerRequest? Request { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        var request = Request ?? throw new InvalidOperationException("No scenario to benchmark.");
        _pair = request.Load();
        _pair.Before.Prepare(_pair.Before.BenchmarkInput);
        _pair.After.Prepare(_pair.After.BenchmarkInput);
        _before = _pair.Before.RunPrepared;
        _after = _pair.After.RunPrepared;

        // Code that reaches its steady state late runs for a while first (the harness's Scenario.WarmupSeconds), each
        // version in turn.
        var until = Stopwatch.StartNew();
        while (until.Elapsed.TotalSeconds < request.WarmupSeconds)
        {
            for (var i = 0; i < 100; i++)
            {
                _before();
                _after();
            }
        }
    }

    [GlobalCleanup]
    public void Cleanup() => _pair?.Dispose();

    [Benchmark(Baseline = true)]
    public void Before() => _before();

    [Benchmark]
    public void After() => _after();
}
