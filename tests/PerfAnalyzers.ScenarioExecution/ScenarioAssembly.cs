using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;

namespace PerfAnalyzers.ScenarioExecution;

/// <summary>
/// One compiled version (before or after the fix) of a scenario, loaded in a context of its own. The assembly holds the
/// scenario's class and the harness's driver (<see cref="DriverTypeName"/>): static methods that call Run with
/// arguments given as an object array, once or in a loop, without reflection on the measured path.
/// </summary>
public sealed class ScenarioAssembly : IDisposable
{
    /// <summary>The class the harness adds to each version: Once, Loop, Prepare, RunPrepared and, for a correctness rule, ReferenceOnce.</summary>
    public const string DriverTypeName = "PerfAnalyzersHarnessDriver";

    private ScenarioAssembly(string name, AssemblyLoadContext context, Assembly assembly, string scenarioTypeName)
    {
        Name = name;
        Context = context;
        var scenario = assembly.GetType(scenarioTypeName, throwOnError: true)!;
        var driver = assembly.GetType(DriverTypeName, throwOnError: true)!;
        Once = driver.GetMethod("Once")!.CreateDelegate<Func<object?[], object?>>();
        Loop = driver.GetMethod("Loop")!.CreateDelegate<Action<object?[], int>>();
        Prepare = driver.GetMethod("Prepare")!.CreateDelegate<Action<object?[]>>();
        RunPrepared = driver.GetMethod("RunPrepared")!.CreateDelegate<Action>();
        ReferenceOnce = driver.GetMethod("ReferenceOnce")?.CreateDelegate<Func<object?[], object?>>();
        var inputs = scenario.GetMethod("Inputs", BindingFlags.Public | BindingFlags.Static)
            ?? throw new ScenarioExecutionException("'Scenario' has no static 'Inputs' method.");
        Inputs = ((IEnumerable<object?[]>)inputs.Invoke(null, null)!).ToList();
        if (Inputs.Count == 0)
        {
            throw new ScenarioExecutionException("'Scenario.Inputs' returned no input.");
        }

        var benchmark = scenario.GetMethod("BenchmarkInput", BindingFlags.Public | BindingFlags.Static);
        BenchmarkInput = benchmark is null ? Inputs[^1] : (object?[])benchmark.Invoke(null, null)!;
    }

    /// <summary>
    /// Loads a version from its image. <paramref name="collectible"/>: see the harness's Scenario.Collectible.
    /// <paramref name="overridingAssemblies"/>: full paths of assemblies loaded in place of the running framework's
    /// assemblies of the same name (an older implementation from a package).
    /// </summary>
    public static ScenarioAssembly Load(string name, Stream image, string scenarioTypeName, bool collectible, IReadOnlyList<string> overridingAssemblies)
    {
        var context = overridingAssemblies.Count > 0
            ? new OverridingLoadContext(name, collectible, overridingAssemblies)
            : new AssemblyLoadContext(name, isCollectible: collectible);
        return new ScenarioAssembly(name, context, context.LoadFromStream(image), scenarioTypeName);
    }

    public string Name { get; }

    public AssemblyLoadContext Context { get; }

    /// <summary>Calls Run once with these arguments and returns its result.</summary>
    public Func<object?[], object?> Once { get; }

    /// <summary>Calls the scenario's Reference with these arguments; null when it has none (not a correctness rule).</summary>
    public Func<object?[], object?>? ReferenceOnce { get; }

    /// <summary>Calls Run <c>count</c> times with these arguments, storing each result in a static field.</summary>
    public Action<object?[], int> Loop { get; }

    /// <summary>Stores arguments in static fields for <see cref="RunPrepared"/>.</summary>
    public Action<object?[]> Prepare { get; }

    /// <summary>Calls Run once with the prepared arguments (what a benchmark invokes).</summary>
    public Action RunPrepared { get; }

    public IReadOnlyList<object?[]> Inputs { get; }

    public object?[] BenchmarkInput { get; }

    public void Dispose()
    {
        if (Context.IsCollectible)
        {
            Context.Unload();
        }
    }

    /// <summary>
    /// Loads the given package assemblies instead of the framework's assemblies of the same name (which the default
    /// context would unify them with).
    /// </summary>
    private sealed class OverridingLoadContext : AssemblyLoadContext
    {
        private readonly Dictionary<string, string> _paths = new(StringComparer.OrdinalIgnoreCase);

        public OverridingLoadContext(string name, bool collectible, IReadOnlyList<string> paths)
            : base(name, collectible)
        {
            foreach (var path in paths)
            {
                if (!File.Exists(path))
                {
                    throw new ScenarioExecutionException($"{name}: the runtime assembly {path} is not in the package folder (restore the test project).");
                }

                _paths[Path.GetFileNameWithoutExtension(path)] = path;
            }
        }

        protected override Assembly? Load(AssemblyName assemblyName) =>
            assemblyName.Name is { } simpleName && _paths.TryGetValue(simpleName, out var path) ? LoadFromAssemblyPath(path) : null;
    }
}

/// <summary>A scenario that can't be run: a missing method, no input, a missing assembly.</summary>
public sealed class ScenarioExecutionException : Exception
{
    public ScenarioExecutionException(string message)
        : base(message)
    {
    }
}
