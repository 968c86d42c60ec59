using System;
using System.Collections.Generic;
using System.Linq;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// One rule family's hot-loop scenarios. Each family adds one class implementing this in
/// <c>tests/PerfAnalyzers.TestKit/Scenarios/&lt;Family&gt;Scenarios.cs</c>; the catalog finds it by reflection.
/// </summary>
public interface IScenarioFamily
{
    IEnumerable<Scenario> Scenarios { get; }
}

/// <summary>Every hot-loop scenario: the tests run each once with assertions, the benchmark command runs them longer.</summary>
public static class ScenarioCatalog
{
    public static IReadOnlyList<Scenario> All { get; } = typeof(ScenarioCatalog).Assembly.GetTypes()
        .Where(t => typeof(IScenarioFamily).IsAssignableFrom(t) && !t.IsAbstract && !t.IsInterface)
        .SelectMany(t => ((IScenarioFamily)Activator.CreateInstance(t)!).Scenarios)
        .OrderBy(s => s.Key, StringComparer.Ordinal)
        .ToList();
}
