using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// docs/configuration.md lists every setting: each analyzer config key the analyzers read (found in their sources),
/// each MSBuild property the package's build files define, and each preset.
/// </summary>
public sealed class ConfigurationDocsTests
{
    private static readonly string Docs = File.ReadAllText(Path.Combine(ReferenceSets.RepositoryRoot, "docs", "configuration.md"));

    public static TheoryData<string> AnalyzerConfigKeys()
    {
        var data = new TheoryData<string>();
        foreach (var key in ScanKeys())
        {
            data.Add(key);
        }

        return data;
    }

    private static SortedSet<string> ScanKeys()
    {
        // Every string literal in the analyzers that is an analyzer config key: "dotnet_code_quality.<...>",
        // "build_property.<...>", or a bare key passed to TryGetValue.
        var keys = new SortedSet<string>(StringComparer.Ordinal);
        var literal = new Regex("\"(?<key>(dotnet_code_quality|build_property)\\.[A-Za-z0-9_.]+)\"");
        var bare = new Regex("TryGetValue\\(\"(?<key>[a-z_]+)\"");
        foreach (var file in Directory.GetFiles(Path.Combine(ReferenceSets.RepositoryRoot, "src", "Analyzers"), "*.cs", SearchOption.AllDirectories))
        {
            if (file.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            {
                continue;
            }

            var text = File.ReadAllText(file);
            foreach (Match match in literal.Matches(text))
            {
                keys.Add(match.Groups["key"].Value);
            }

            foreach (Match match in bare.Matches(text))
            {
                keys.Add(match.Groups["key"].Value);
            }
        }

        return keys;
    }

    [Theory]
    [MemberData(nameof(AnalyzerConfigKeys))]
    public void AnalyzerConfigKey_IsDocumented(string key)
    {
        Assert.True(Docs.Contains("`" + key + "`", StringComparison.Ordinal), $"docs/configuration.md doesn't list `{key}`, which the analyzers read.");
    }

    [Fact]
    public void TheKnownKeys_AreFoundInTheSources()
    {
        // The scan above must find what we know is read; otherwise the theory could pass by finding nothing.
        var keys = ScanKeys();
        Assert.Contains("dotnet_code_quality.PERF0507.minimum_bytes", keys);
        Assert.Contains("dotnet_code_quality.PERF0602.minimum_strings", keys);
        Assert.Contains("dotnet_code_quality.PERF0201.ignore_internalsvisibleto", keys);
        Assert.Contains("build_property.PerfAnalyzersTargetFrameworks", keys);
        Assert.Contains("generated_code", keys);
    }

    [Fact]
    public void PackageProperties_AreDocumented()
    {
        var targets = File.ReadAllText(Path.Combine(ReferenceSets.RepositoryRoot, "src", "Package", "build", "PerfAnalyzers.targets"));
        var properties = Regex.Matches(targets, @"<(?<name>PerfAnalyzers\w+)[ >]").Select(m => m.Groups["name"].Value).Distinct().ToList();
        Assert.Contains("PerfAnalyzersMode", properties);
        foreach (var property in properties)
        {
            Assert.True(Docs.Contains("`" + property + "`", StringComparison.Ordinal), $"docs/configuration.md doesn't list the MSBuild property `{property}`.");
        }
    }

    [Fact]
    public void Presets_AreDocumented()
    {
        var presets = Directory.GetFiles(Path.Combine(ReferenceSets.RepositoryRoot, "src", "Package", "config"), "PerfAnalyzers.*.globalconfig")
            .Select(f => Path.GetFileName(f)["PerfAnalyzers.".Length..^".globalconfig".Length])
            .ToList();
        Assert.NotEmpty(presets);
        foreach (var preset in presets)
        {
            Assert.True(Docs.Contains("| `" + preset + "`", StringComparison.Ordinal), $"docs/configuration.md doesn't list the preset `{preset}`.");
        }
    }
}
