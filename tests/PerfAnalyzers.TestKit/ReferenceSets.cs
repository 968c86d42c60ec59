using System;
using System.Collections.Concurrent;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;

namespace PerfAnalyzers.TestKit;

/// <summary>The runtimes test compilations can target, each with the reference pack restored at restore time.</summary>
public enum TargetRuntime
{
    /// <summary>.NET 10: every API the rules suggest.</summary>
    Net10,

    /// <summary>.NET 8: no <c>Convert.ToHexStringLower</c>, no <c>System.Threading.Lock</c>.</summary>
    Net8,

    /// <summary>.NET 9: <c>Convert.ToHexStringLower</c> and <c>System.Threading.Lock</c>, not .NET 10's APIs.</summary>
    Net9,

    /// <summary>.NET Core 3.1: no <c>Convert.ToHexString</c>.</summary>
    NetCoreApp31,

    /// <summary>.NET Standard 2.0 with System.Memory: what most libraries target; no <c>Convert.ToHexString</c>, no <c>SearchValues</c>.</summary>
    NetStandard20,

    /// <summary>.NET Framework 4.8 with System.Memory: the .NET Framework's <c>Enumerable</c> and runtime, spans from the package.</summary>
    Net48,
}

/// <summary>
/// Reference assemblies for a <see cref="TargetRuntime"/>: Microsoft.CodeAnalysis.Testing's
/// <see cref="ReferenceAssemblies"/>, resolved from the packages the TestKit project downloads at restore time
/// (PackageDownload). Resolution reads a NuGet.Config that names the local package folder and no package source, so
/// nothing is fetched while tests run: a missing pack fails at once with a message, it is never downloaded.
/// The verifiers (<see cref="For"/>) and the hot-loop harness (<see cref="Get"/>) use the same references.
/// </summary>
public static class ReferenceSets
{
    private static readonly ConcurrentDictionary<TargetRuntime, ImmutableArray<MetadataReference>> s_cache = new();
    private static readonly Lazy<string> s_offlineNuGetConfig = new(WriteOfflineNuGetConfig);

    public static string NuGetPackageRoot { get; } = ReadMetadata("NuGetPackageRoot");

    private static readonly ConcurrentDictionary<TargetRuntime, ImmutableArray<AnalyzerReference>> s_generators = new();

    /// <summary>
    /// The source generators the SDK adds to every project of <paramref name="runtime"/>, from a reference pack
    /// (analyzers/dotnet/cs): the regex generator ([GeneratedRegex]) and System.Text.Json's (JsonSerializerContext), as
    /// analyzer references, so a test or scenario project generates what a real build would. The .NET 8 pack's
    /// generators serve .NET 10 projects too: the .NET 10 pack's are built against Roslyn 5 and don't load in the Roslyn
    /// the tests run on (4.14); their output compiles against either runtime's references. Empty for runtimes whose pack
    /// has none (.NET Core 3.1, .NET Standard, .NET Framework). Loaded once per process.
    /// </summary>
    public static ImmutableArray<AnalyzerReference> SourceGenerators(TargetRuntime runtime) => s_generators.GetOrAdd(runtime, static r =>
    {
        var version = r switch
        {
            TargetRuntime.Net10 or TargetRuntime.Net9 or TargetRuntime.Net8 => "8.0.28",
            _ => null,
        };
        if (version is null)
        {
            return ImmutableArray<AnalyzerReference>.Empty;
        }

        var folder = Path.Combine(NuGetPackageRoot, "microsoft.netcore.app.ref", version, "analyzers", "dotnet", "cs");
        return ImmutableArray.Create<AnalyzerReference>(
            new AnalyzerFileReference(Path.Combine(folder, "System.Text.RegularExpressions.Generator.dll"), GeneratorLoader.Instance),
            new AnalyzerFileReference(Path.Combine(folder, "System.Text.Json.SourceGeneration.dll"), GeneratorLoader.Instance));
    });

    /// <summary>Loads generator assemblies into the default context, once each (they reference the Roslyn we run).</summary>
    private sealed class GeneratorLoader : IAnalyzerAssemblyLoader
    {
        public static readonly GeneratorLoader Instance = new();

        private readonly ConcurrentDictionary<string, Assembly> _loaded = new(StringComparer.Ordinal);

        public void AddDependencyLocation(string fullPath)
        {
        }

        public Assembly LoadFromPath(string fullPath) => _loaded.GetOrAdd(fullPath, Assembly.LoadFrom);
    }

    /// <summary>The repository's root folder, where scenario files and docs are found.</summary>
    public static string RepositoryRoot { get; } = ReadMetadata("RepositoryRoot");

    /// <summary>Every runtime tests can target, newest first.</summary>
    public static ImmutableArray<TargetRuntime> All { get; } = ImmutableArray.Create(
        TargetRuntime.Net10, TargetRuntime.Net9, TargetRuntime.Net8, TargetRuntime.NetCoreApp31, TargetRuntime.NetStandard20, TargetRuntime.Net48);

    /// <summary>
    /// System.Memory 4.5.5 (with System.Buffers): what a library on netstandard2.0 or net48 references to have
    /// <c>ArrayPool</c>, <c>Span</c> and <c>MemoryExtensions</c>, so the rules are tested where those libraries meet them.
    /// </summary>
    private static readonly ImmutableArray<PackageIdentity> SystemMemory = ImmutableArray.Create(new PackageIdentity("System.Memory", "4.5.5"));

    /// <summary>The framework's description of <paramref name="runtime"/>'s reference assemblies, resolved offline.</summary>
    public static ReferenceAssemblies For(TargetRuntime runtime)
    {
        var assemblies = runtime switch
        {
            TargetRuntime.Net10 => NetCorePack("net10.0", "10.0.12"),
            TargetRuntime.Net9 => NetCorePack("net9.0", "9.0.20"),
            TargetRuntime.Net8 => NetCorePack("net8.0", "8.0.28"),
            TargetRuntime.NetCoreApp31 => NetCorePack("netcoreapp3.1", "3.1.0"),
            TargetRuntime.NetStandard20 => new ReferenceAssemblies(
                    "netstandard2.0",
                    new PackageIdentity("NETStandard.Library", "2.0.3"),
                    Path.Combine("build", "netstandard2.0", "ref"))
                .AddAssemblies(ImmutableArray.Create("netstandard"))
                .AddPackages(SystemMemory),
            TargetRuntime.Net48 => new ReferenceAssemblies(
                    "net48",
                    new PackageIdentity("Microsoft.NETFramework.ReferenceAssemblies.net48", "1.0.3"),
                    Path.Combine("build", ".NETFramework", "v4.8"))
                .AddAssemblies(ImmutableArray.Create("mscorlib", "System", "System.Core", "System.Numerics"))
                .AddFacadeAssemblies(ImmutableArray.Create("netstandard", "System.Runtime"))
                .AddPackages(SystemMemory),
            _ => throw new ArgumentOutOfRangeException(nameof(runtime)),
        };

        return assemblies.WithNuGetConfigFilePath(s_offlineNuGetConfig.Value);
    }

    /// <summary>The resolved metadata references of <paramref name="runtime"/>, for compilations made by hand.</summary>
    public static ImmutableArray<MetadataReference> Get(TargetRuntime runtime) =>
        s_cache.GetOrAdd(runtime, static r => For(r).ResolveAsync(LanguageNames.CSharp, CancellationToken.None).GetAwaiter().GetResult());

    public static string Describe(TargetRuntime runtime) => runtime switch
    {
        TargetRuntime.Net10 => "net10.0",
        TargetRuntime.Net9 => "net9.0",
        TargetRuntime.Net8 => "net8.0",
        TargetRuntime.NetCoreApp31 => "netcoreapp3.1",
        TargetRuntime.NetStandard20 => "netstandard2.0",
        TargetRuntime.Net48 => "net48",
        _ => throw new ArgumentOutOfRangeException(nameof(runtime)),
    };

    private static ReferenceAssemblies NetCorePack(string tfm, string version)
    {
        var folder = Path.Combine(NuGetPackageRoot, "microsoft.netcore.app.ref", version, "ref", tfm);
        if (!Directory.Exists(folder))
        {
            throw new DirectoryNotFoundException(
                $"Reference pack {tfm} not found at '{folder}'. Run 'dotnet restore' (the TestKit project downloads it).");
        }

        return new ReferenceAssemblies(tfm, new PackageIdentity("Microsoft.NETCore.App.Ref", version), Path.Combine("ref", tfm));
    }

    /// <summary>A NuGet.Config with the restore's package folder and no source: resolution never touches the network.</summary>
    private static string WriteOfflineNuGetConfig()
    {
        var folder = Path.Combine(Path.GetTempPath(), "perfanalyzers-tests", Environment.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture));
        Directory.CreateDirectory(folder);
        var path = Path.Combine(folder, "NuGet.Config");
        var packageRoot = System.Security.SecurityElement.Escape(NuGetPackageRoot);
        File.WriteAllText(path, $"""
            <?xml version="1.0" encoding="utf-8"?>
            <configuration>
              <config>
                <add key="globalPackagesFolder" value="{packageRoot}" />
              </config>
              <packageSources>
                <clear />
              </packageSources>
            </configuration>
            """);
        return path;
    }

    internal static string ReadMetadata(string key)
    {
        var value = typeof(ReferenceSets).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .FirstOrDefault(a => a.Key == key)?.Value;
        return value ?? throw new InvalidOperationException($"Assembly metadata '{key}' is missing.");
    }
}
