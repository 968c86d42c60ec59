using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.RegularExpressions;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Package;

/// <summary>
/// Packs src/Package once (a unique prerelease version, so no NuGet cache can serve a stale copy), and creates consumer
/// projects that install it from a local folder feed, exactly as a user would, with the samples' code.
/// </summary>
public sealed class PackageFixture : IDisposable
{
    public PackageFixture()
    {
        Root = Path.Combine(Path.GetTempPath(), "perfanalyzers-consumer-" + Guid.NewGuid().ToString("N")[..8]);
        Feed = Path.Combine(Root, "feed");
        Packages = Path.Combine(Root, "packages");
        Directory.CreateDirectory(Feed);
        Version = "0.1.0-test." + DateTime.UtcNow.ToString("yyyyMMddHHmmss");

        var pack = Dotnet(ReferenceSets.RepositoryRoot, $"pack src/Package -c Release -o \"{Feed}\" -p:Version={Version} -nologo");
        if (pack.ExitCode != 0)
        {
            throw new InvalidOperationException("dotnet pack failed:\n" + pack.Output);
        }

        PackagePath = Path.Combine(Feed, $"PerfAnalyzers.{Version}.nupkg");
    }

    public string Root { get; }

    public string Feed { get; }

    public string Packages { get; }

    public string Version { get; }

    public string PackagePath { get; }

    /// <summary>
    /// A new consumer project folder holding the samples' sources, restored from the local feed and, when it references
    /// other packages (<paramref name="extraItems"/>), from the package folder the test kit's restore filled.
    /// </summary>
    public string CreateConsumer(string name, string extraProperties = "", string? editorConfig = null, string extraItems = "")
    {
        var folder = Path.Combine(Root, name);
        Directory.CreateDirectory(folder);
        WriteNuGetConfig(folder, referencePacks: extraItems.Length > 0);
        File.WriteAllText(Path.Combine(folder, "Consumer.csproj"), $"""
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <OutputType>Exe</OutputType>
                <TargetFramework>net10.0</TargetFramework>
                <ImplicitUsings>disable</ImplicitUsings>
                <Nullable>enable</Nullable>
                <!-- As in the samples' project: the native interop samples read C strings through pointers. -->
                <AllowUnsafeBlocks>true</AllowUnsafeBlocks>
                <EnableNETAnalyzers>false</EnableNETAnalyzers>
                <RestorePackagesPath>{Packages}</RestorePackagesPath>
                {extraProperties}
              </PropertyGroup>
              <ItemGroup>
                <PackageReference Include="PerfAnalyzers" Version="{Version}" PrivateAssets="all" />
                {extraItems}
              </ItemGroup>
            </Project>
            """);
        if (editorConfig is not null)
        {
            File.WriteAllText(Path.Combine(folder, ".editorconfig"), "root = true\n\n[*.cs]\n" + editorConfig + "\n");
        }
        else
        {
            File.WriteAllText(Path.Combine(folder, ".editorconfig"), "root = true\n");
        }

        foreach (var file in SampleFiles())
        {
            File.Copy(file, Path.Combine(folder, Path.GetFileName(file)));
        }

        var restore = Dotnet(folder, "restore -nologo");
        if (restore.ExitCode != 0)
        {
            throw new InvalidOperationException("dotnet restore of the consumer failed:\n" + restore.Output);
        }

        return folder;
    }

    /// <summary>
    /// A new consumer project of the given target frameworks holding <paramref name="sources"/>, restored offline: from
    /// the local feed and, for the reference packs of older targets (net8.0, net48), from the package folder the test
    /// kit's restore filled.
    /// </summary>
    public string CreateProject(string name, string targetFrameworks, IReadOnlyDictionary<string, string> sources, string editorConfig = "")
    {
        var folder = Path.Combine(Root, name);
        Directory.CreateDirectory(folder);
        WriteNuGetConfig(folder, referencePacks: true);
        File.WriteAllText(Path.Combine(folder, "Consumer.csproj"), $"""
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFrameworks>{targetFrameworks}</TargetFrameworks>
                <LangVersion>latest</LangVersion>
                <ImplicitUsings>disable</ImplicitUsings>
                <Nullable>enable</Nullable>
                <EnableNETAnalyzers>false</EnableNETAnalyzers>
                <DisableTransitiveFrameworkReferenceDownloads>true</DisableTransitiveFrameworkReferenceDownloads>
                <RestorePackagesPath>{Packages}</RestorePackagesPath>
              </PropertyGroup>
              <ItemGroup>
                <PackageReference Include="PerfAnalyzers" Version="{Version}" PrivateAssets="all" />
              </ItemGroup>
            </Project>
            """);
        File.WriteAllText(Path.Combine(folder, ".editorconfig"), "root = true\n\n[*.cs]\n" + editorConfig + "\n");
        foreach (var (file, text) in sources)
        {
            File.WriteAllText(Path.Combine(folder, file), text);
        }

        var restore = Dotnet(folder, "restore -nologo");
        if (restore.ExitCode != 0)
        {
            throw new InvalidOperationException("dotnet restore of the consumer failed (the reference packs of its targets must be in the test kit's package folder, see PerfAnalyzers.TestKit.csproj):\n" + restore.Output);
        }

        return folder;
    }

    /// <summary>A nuget.config naming only the local feed, and for older targets' reference packs the test kit's package folder.</summary>
    private void WriteNuGetConfig(string folder, bool referencePacks)
    {
        var references = referencePacks ? $"""<add key="references" value="{ReferenceSets.NuGetPackageRoot}" />""" : string.Empty;
        File.WriteAllText(Path.Combine(folder, "nuget.config"), $"""
            <?xml version="1.0" encoding="utf-8"?>
            <configuration>
              <packageSources>
                <clear />
                <add key="local" value="{Feed}" />
                {references}
              </packageSources>
            </configuration>
            """);
    }

    public static IEnumerable<string> SampleFiles() =>
        Directory.GetFiles(Path.Combine(ReferenceSets.RepositoryRoot, "samples", "PerfAnalyzers.Samples"), "*.cs")
            .OrderBy(f => f, StringComparer.Ordinal);

    /// <summary>
    /// Whether the sample line's diagnostic is reported as a suggestion whatever its rule's default severity
    /// ("// expect: PERF1003 (suggestion)": PERF1003's static Regex calls).
    /// </summary>
    public static bool IsSuggestionSite(string fileName, int line)
    {
        var lines = File.ReadAllLines(Path.Combine(ReferenceSets.RepositoryRoot, "samples", "PerfAnalyzers.Samples", fileName));
        return line <= lines.Length && Regex.IsMatch(lines[line - 1], @"//\s*expect:\s*PERF\d{4}\s*\(suggestion\)");
    }

    /// <summary>The "// expect: ID" lines of the samples: file name, line, ID.</summary>
    public static IReadOnlyList<(string File, int Line, string Id)> ExpectedDiagnostics()
    {
        var expect = new Regex(@"//\s*expect:\s*(?<ids>PERF\d{4}(\s*,\s*PERF\d{4})*)");
        var result = new List<(string, int, string)>();
        foreach (var file in SampleFiles())
        {
            var lines = File.ReadAllLines(file);
            for (var i = 0; i < lines.Length; i++)
            {
                var match = expect.Match(lines[i]);
                if (match.Success)
                {
                    foreach (var id in match.Groups["ids"].Value.Split(','))
                    {
                        result.Add((Path.GetFileName(file), i + 1, id.Trim()));
                    }
                }
            }
        }

        return result;
    }

    /// <summary>Builds the consumer; returns the exit code and the PerfAnalyzers diagnostics as "File:Line: severity ID".</summary>
    public BuildResult Build(string folder, string arguments = "")
    {
        var result = Dotnet(folder, $"build --no-restore --no-incremental -nologo {arguments}");
        var pattern = new Regex(@"(?<file>[^\\/\s(]+\.cs)\((?<line>\d+),\d+\): (?<severity>warning|error) (?<id>PERF\d{4})");
        var diagnostics = result.Output.Split('\n')
            .Select(l => pattern.Match(l))
            .Where(m => m.Success)
            .Select(m => $"{m.Groups["file"].Value}:{m.Groups["line"].Value}: {m.Groups["severity"].Value} {m.Groups["id"].Value}")
            .Distinct()
            .OrderBy(x => x, StringComparer.Ordinal)
            .ToList();
        return new BuildResult(result.ExitCode, diagnostics, result.Output);
    }

    public static (int ExitCode, string Output) Dotnet(string workingDirectory, string arguments)
    {
        var start = new ProcessStartInfo("dotnet", arguments)
        {
            WorkingDirectory = workingDirectory,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        start.Environment["DOTNET_NOLOGO"] = "1";
        start.Environment["MSBUILDDISABLENODEREUSE"] = "1";
        using var process = Process.Start(start)!;
        var output = new StringBuilder();
        process.OutputDataReceived += (_, e) => { if (e.Data is not null) { lock (output) { output.AppendLine(e.Data); } } };
        process.ErrorDataReceived += (_, e) => { if (e.Data is not null) { lock (output) { output.AppendLine(e.Data); } } };
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        if (!process.WaitForExit(TimeSpan.FromMinutes(5)))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"dotnet {arguments} did not finish in 5 minutes.");
        }

        process.WaitForExit();
        return (process.ExitCode, output.ToString());
    }

    public void Dispose()
    {
        try
        {
            Directory.Delete(Root, recursive: true);
        }
        catch (IOException)
        {
        }
        catch (UnauthorizedAccessException)
        {
        }
    }
}

public sealed record BuildResult(int ExitCode, IReadOnlyList<string> Diagnostics, string Output);
