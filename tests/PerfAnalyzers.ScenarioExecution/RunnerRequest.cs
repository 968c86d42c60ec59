using System.Collections.Generic;
using System.IO;
using System.Text.Json;

namespace PerfAnalyzers.ScenarioExecution;

/// <summary>
/// What the harness asks the scenario runner to do, as a JSON file: the two compiled versions of a scenario and how to
/// load them; for <c>check</c>, the allocation claim to check and whether to time both versions briefly (for a log),
/// answered with a <see cref="CheckReport"/>; for <c>bench</c>, how long to run both versions before measuring
/// (<see cref="WarmupSeconds"/>) and BenchmarkDotNet's iteration time (0: its default), answered with a
/// <see cref="BenchResult"/>.
/// </summary>
public sealed record RunnerRequest(
    string Key,
    string BeforePath,
    string AfterPath,
    string ScenarioType,
    bool Collectible,
    IReadOnlyList<string> OverridingAssemblies,
    AllocationClaim Claim,
    int AllocationCalls,
    bool MeasureTime,
    int WarmupSeconds = 0,
    int IterationMilliseconds = 0)
{
    private static readonly JsonSerializerOptions s_options = new() { WriteIndented = true };

    public static T Read<T>(string path) => JsonSerializer.Deserialize<T>(File.ReadAllText(path), s_options)
        ?? throw new ScenarioExecutionException($"{path} holds no {typeof(T).Name}.");

    public static void Write<T>(string path, T value) => File.WriteAllText(path, JsonSerializer.Serialize(value, s_options));

    /// <summary>Loads both versions as the request says.</summary>
    public ScenarioPair Load()
    {
        using var before = File.OpenRead(BeforePath);
        using var after = File.OpenRead(AfterPath);
        return new ScenarioPair(
            ScenarioAssembly.Load(Key + " before", before, ScenarioType, Collectible, OverridingAssemblies),
            ScenarioAssembly.Load(Key + " after", after, ScenarioType, Collectible, OverridingAssemblies));
    }
}

/// <summary>
/// What one benchmark process measured: BenchmarkDotNet's means and the margins of their 99.9% confidence intervals,
/// the bytes per call, the runtime's version and the processor.
/// </summary>
public sealed record BenchResult(
    double BeforeNs,
    double BeforeMarginNs,
    double AfterNs,
    double AfterMarginNs,
    long BeforeBytes,
    long AfterBytes,
    string Runtime,
    string Cpu);
