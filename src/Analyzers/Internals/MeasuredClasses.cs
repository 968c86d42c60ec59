using System.Collections.Generic;

namespace PerfAnalyzers.Internals;

/// <summary>How much faster the rewrite measured, by order of magnitude (the verdict first: slower, no measurable difference).</summary>
internal enum Speed
{
    Slower,
    Same,

    /// <summary>Faster, under 2x.</summary>
    Faster,
    TwoTo10x,
    TenTo100x,
    HundredTo1000x,
    Beyond1000x,
}

/// <summary>What the rewrite allocates per call, compared with the code before it.</summary>
internal enum Bytes
{
    More,
    Same,
    Fewer,
    HalfOrLess,

    /// <summary>Nothing, where the code before allocated.</summary>
    None,
}

/// <summary>One benchmark row as a message quotes it: its scenario, runtime and classes.</summary>
internal readonly struct MeasuredClass
{
    public MeasuredClass(string scenario, int runtime, Speed speed, Bytes bytes)
    {
        Scenario = scenario;
        Runtime = runtime;
        Speed = speed;
        Bytes = bytes;
    }

    public string Scenario { get; }

    public int Runtime { get; }

    public Speed Speed { get; }

    public Bytes Bytes { get; }
}

/// <summary>
/// The classes of the benchmark rows the messages quote (<see cref="Payoff"/>): the rows themselves are generated from
/// docs/benchmarks.md into <c>MeasuredClasses.Rows.cs</c>, one line a scenario and runtime.
/// </summary>
internal static partial class MeasuredClasses
{
    /// <summary>Adds the rows of <paramref name="scenarios"/> (keys, or rule IDs for all of a rule's) measured on <paramref name="runtime"/>.</summary>
    public static void Collect(IReadOnlyList<string> scenarios, int runtime, List<MeasuredClass> into)
    {
        foreach (var row in s_rows)
        {
            if (row.Runtime != runtime)
            {
                continue;
            }

            foreach (var scenario in scenarios)
            {
                if (Matches(row.Scenario, scenario))
                {
                    into.Add(row);
                    break;
                }
            }
        }
    }

    private static bool Matches(string rowScenario, string scenario) =>
        scenario.IndexOf('/') < 0
            ? rowScenario.Length > scenario.Length && rowScenario[scenario.Length] == '/' && rowScenario.StartsWith(scenario, System.StringComparison.Ordinal)
            : rowScenario == scenario;
}
