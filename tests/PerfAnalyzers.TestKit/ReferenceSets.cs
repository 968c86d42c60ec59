using System;
using System.Collections.Concurrent;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.TestKit;

/// <summary>The runtimes test compilations can target, each with the reference pack restored at restore time.</summary>
public enum TargetRuntime
{
    /// <summary>.NET 10: every API the rules suggest.</summary>
    Net10,

    /// <summary>.NET 8: no <c>Convert.ToHexStringLower</c>, no <c>System.Threading.Lock</c>.</summary>
    Net8,

    /// <summary>.NET Core 3.1: no <c>Convert.ToHexString</c>.</summary>
    NetCoreApp31,
}

/// <summary>
/// Metadata references for a <see cref="TargetRuntime"/>, read from the Microsoft.NETCore.App.Ref packages that the
/// TestKit project downloads at restore time (PackageDownload). Nothing is fetched while tests run.
/// </summary>
public static class ReferenceSets
{
    private static readonly ConcurrentDictionary<TargetRuntime, ImmutableArray<MetadataReference>> s_cache = new();

    public static string NuGetPackageRoot { get; } = ReadMetadata("NuGetPackageRoot");

    /// <summary>The repository's root folder, where scenario files and docs are found.</summary>
    public static string RepositoryRoot { get; } = ReadMetadata("RepositoryRoot");

    public static ImmutableArray<MetadataReference> Get(TargetRuntime runtime) =>
        s_cache.GetOrAdd(runtime, static r => Load(r));

    public static string Describe(TargetRuntime runtime) => runtime switch
    {
        TargetRuntime.Net10 => "net10.0",
        TargetRuntime.Net8 => "net8.0",
        TargetRuntime.NetCoreApp31 => "netcoreapp3.1",
        _ => throw new ArgumentOutOfRangeException(nameof(runtime)),
    };

    private static ImmutableArray<MetadataReference> Load(TargetRuntime runtime)
    {
        var (version, tfm) = runtime switch
        {
            TargetRuntime.Net10 => ("10.0.12", "net10.0"),
            TargetRuntime.Net8 => ("8.0.28", "net8.0"),
            TargetRuntime.NetCoreApp31 => ("3.1.0", "netcoreapp3.1"),
            _ => throw new ArgumentOutOfRangeException(nameof(runtime)),
        };

        var folder = Path.Combine(NuGetPackageRoot, "microsoft.netcore.app.ref", version, "ref", tfm);
        if (!Directory.Exists(folder))
        {
            throw new DirectoryNotFoundException(
                $"Reference pack {tfm} not found at '{folder}'. Run 'dotnet restore' (the TestKit project downloads it).");
        }

        return Directory.GetFiles(folder, "*.dll")
            .OrderBy(path => path, StringComparer.Ordinal)
            .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path))
            .ToImmutableArray();
    }

    private static string ReadMetadata(string key)
    {
        var value = typeof(ReferenceSets).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .FirstOrDefault(a => a.Key == key)?.Value;
        return value ?? throw new InvalidOperationException($"Assembly metadata '{key}' is missing.");
    }
}
