using System;
using System.Collections.Generic;
using System.Linq;
using BenchmarkDotNet.Attributes;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Benchmarks;

/// <summary>One BenchmarkDotNet case per scenario and version: the original code (baseline) and our fix's output.</summary>
public class ScenarioBenchmarks
{
    private PreparedScenario? _prepared;
    private Action _before = () => { };
    private Action _after = () => { };

    /// <summary>The scenarios to run, chosen by <see cref="Program"/> from the command line.</summary>
    public static IReadOnlyList<string> SelectedKeys { get; set; } = ScenarioCatalog.All.Select(s => s.Key).ToList();

    public static IEnumerable<string> Keys() => SelectedKeys;

    /// <summary>The code fingerprint of the scenario last set up (the benchmark command runs one scenario per process).</summary>
    public static string LastCodeHash { get; private set; } = string.Empty;

    /// <summary>The scenario (or gate study size) last set up.</summary>
    public static Scenario? LastScenario { get; private set; }

    [ParamsSource(nameof(Keys))]
    public string Scenario { get; set; } = string.Empty;

    [GlobalSetup]
    public void Setup()
    {
        // A scenario of the catalog, or one size of a gate study.
        _prepared = HotLoopHarness.PrepareAsync(Scenario).GetAwaiter().GetResult();
        var scenario = _prepared.Scenario;
        LastScenario = scenario;
        LastCodeHash = _prepared.CodeHash;
        _prepared.Before.Prepare(_prepared.Before.BenchmarkInput);
        _prepared.After.Prepare(_prepared.After.BenchmarkInput);
        _before = _prepared.Before.RunPrepared;
        _after = _prepared.After.RunPrepared;

        // Code that reaches its steady state late runs for a while first (see Scenario.WarmupSeconds), each version in turn.
        var until = System.Diagnostics.Stopwatch.StartNew();
        while (until.Elapsed.TotalSeconds < scenario.WarmupSeconds)
        {
            for (var i = 0; i < 100; i++)
            {
                _before();
                _after();
            }
        }
    }

    [GlobalCleanup]
    public void Cleanup() => _prepared?.Dispose();

    [Benchmark(Baseline = true)]
    public void Before() => _before();

    [Benchmark]
    public void After() => _after();
}
