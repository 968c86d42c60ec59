using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.IO.Compression;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Package;

/// <summary>
/// The package as users get it: packed, installed from a folder feed into a fresh project (no project reference),
/// built, and tuned with .editorconfig, NoWarn, #pragma, PerfAnalyzersMode, and dotnet format.
/// </summary>
[Collection(nameof(PackageCollection))]
public sealed class PackageConsumptionTests
{
    private readonly PackageFixture _package;

    public PackageConsumptionTests(PackageFixture package) => _package = package;

    private static string[] DefaultWarnings() =>
        PackageFixture.ExpectedDiagnostics()
            .Where(e => IsWarningByDefault(e.Id) && !PackageFixture.IsSuggestionSite(e.File, e.Line))
            .Select(e => $"{e.File}:{e.Line}: warning {e.Id}")
            .OrderBy(x => x, StringComparer.Ordinal)
            .ToArray();

    private static bool IsEnabledByDefault(string id) =>
        DocsGenerator.Rules().Single(r => r.Descriptor.Id == id).Descriptor.IsEnabledByDefault;

    private static bool IsWarningByDefault(string id)
    {
        var descriptor = DocsGenerator.Rules().Single(r => r.Descriptor.Id == id).Descriptor;
        return descriptor.IsEnabledByDefault && descriptor.DefaultSeverity == DiagnosticSeverity.Warning;
    }

    [Fact]
    public void Package_HasAnalyzersOnlyLayout()
    {
        using var archive = ZipFile.OpenRead(_package.PackagePath);
        var entries = archive.Entries.Select(e => e.FullName).ToList();
        Assert.Contains("analyzers/dotnet/cs/PerfAnalyzers.Analyzers.dll", entries);
        Assert.Contains("analyzers/dotnet/cs/PerfAnalyzers.CodeFixes.dll", entries);
        Assert.Contains("build/PerfAnalyzers.targets", entries);
        Assert.Contains("README.md", entries);
        Assert.Contains("LICENSE", entries);
        Assert.DoesNotContain(entries, e => e.StartsWith("lib/", StringComparison.Ordinal));

        var nuspec = archive.Entries.Single(e => e.FullName.EndsWith(".nuspec", StringComparison.Ordinal));
        using var reader = new StreamReader(nuspec.Open());
        var text = reader.ReadToEnd();
        Assert.Contains("<developmentDependency>true</developmentDependency>", text, StringComparison.Ordinal);
        Assert.Contains("<license type=\"expression\">MIT</license>", text, StringComparison.Ordinal);
        Assert.Contains("<repository type=\"git\"", text, StringComparison.Ordinal);
        Assert.DoesNotContain("<dependencies>", text, StringComparison.Ordinal);
    }

    [Fact]
    public void PackageReadme_HasOnlyAbsoluteLinks()
    {
        using var archive = ZipFile.OpenRead(_package.PackagePath);
        using var reader = new StreamReader(archive.GetEntry("README.md")!.Open());
        var readme = reader.ReadToEnd();
        Assert.Contains("| PERF0101 ", readme.Replace("[PERF0101]", "PERF0101 ", StringComparison.Ordinal), StringComparison.Ordinal);
        var links = System.Text.RegularExpressions.Regex.Matches(readme, @"\]\((?<target>[^)\s]+)\)").Select(m => m.Groups["target"].Value).ToList();
        Assert.NotEmpty(links);
        Assert.All(links, link => Assert.True(link.StartsWith("https://", StringComparison.Ordinal), $"The package readme links to '{link}', which is relative and breaks on the package page."));
    }

    [Fact]
    public void DefaultBuild_ReportsTheSamplesWarnings()
    {
        var folder = _package.CreateConsumer("default");
        var build = _package.Build(folder);
        Assert.Equal(0, build.ExitCode);
        Assert.Equal(DefaultWarnings(), build.Diagnostics);
    }

    [Fact]
    public void EditorConfig_RaisesToErrorAndSilences()
    {
        var folder = _package.CreateConsumer(
            "editorconfig",
            editorConfig: "dotnet_diagnostic.PERF0101.severity = error\ndotnet_diagnostic.PERF0103.severity = none");
        var build = _package.Build(folder);
        Assert.NotEqual(0, build.ExitCode);
        var expected = PackageFixture.ExpectedDiagnostics()
            .Where(e => e.Id != "PERF0103" && (e.Id == "PERF0101" || (IsWarningByDefault(e.Id) && !PackageFixture.IsSuggestionSite(e.File, e.Line))))
            .Select(e => $"{e.File}:{e.Line}: {(e.Id == "PERF0101" ? "error" : "warning")} {e.Id}")
            .OrderBy(x => x, StringComparer.Ordinal);
        Assert.Equal(expected, build.Diagnostics);
    }

    [Fact]
    public void CategorySeverity_AppliesToEveryRule()
    {
        var folder = _package.CreateConsumer("category", editorConfig: "dotnet_analyzer_diagnostic.category-Performance.severity = error");
        var build = _package.Build(folder);
        Assert.NotEqual(0, build.ExitCode);

        // Category-wide settings apply to every enabled rule; a rule disabled by default stays off (as for the SDK's).
        var expected = PackageFixture.ExpectedDiagnostics()
            .Where(e => IsEnabledByDefault(e.Id))
            .Select(e => $"{e.File}:{e.Line}: error {e.Id}")
            .OrderBy(x => x, StringComparer.Ordinal);
        Assert.Equal(expected, build.Diagnostics);
    }

    [Fact]
    public void NoWarnAndPragma_Suppress()
    {
        var folder = _package.CreateConsumer("nowarn", extraProperties: "<NoWarn>$(NoWarn);PERF0102</NoWarn>");
        var file = Path.Combine(folder, "Fingerprints.cs");
        File.WriteAllText(file, "#pragma warning disable PERF0101\n" + File.ReadAllText(file));

        var build = _package.Build(folder);
        Assert.Equal(0, build.ExitCode);

        // The pragma line shifts Fingerprints.cs down by one.
        var expected = PackageFixture.ExpectedDiagnostics()
            .Where(e => IsWarningByDefault(e.Id) && !PackageFixture.IsSuggestionSite(e.File, e.Line) && e.Id != "PERF0102" && !(e.Id == "PERF0101" && e.File == "Fingerprints.cs"))
            .Select(e => $"{e.File}:{(e.File == "Fingerprints.cs" ? e.Line + 1 : e.Line)}: warning {e.Id}")
            .OrderBy(x => x, StringComparer.Ordinal);
        Assert.Equal(expected, build.Diagnostics);
    }

    [Fact]
    public void PerfAnalyzersMode_SelectsPreset()
    {
        var none = _package.Build(_package.CreateConsumer("mode-none", extraProperties: "<PerfAnalyzersMode>None</PerfAnalyzersMode>"));
        Assert.Equal(0, none.ExitCode);
        Assert.Empty(none.Diagnostics);

        var all = _package.Build(_package.CreateConsumer("mode-all", extraProperties: "<PerfAnalyzersMode>All</PerfAnalyzersMode>"));
        Assert.Equal(0, all.ExitCode);
        var expected = PackageFixture.ExpectedDiagnostics()
            .Select(e => $"{e.File}:{e.Line}: warning {e.Id}")
            .OrderBy(x => x, StringComparer.Ordinal);
        Assert.Equal(expected, all.Diagnostics);

        // An unknown mode is ignored: the defaults apply, and the build says so.
        var unknown = _package.Build(_package.CreateConsumer("mode-unknown", extraProperties: "<PerfAnalyzersMode>Loud</PerfAnalyzersMode>"));
        Assert.Equal(0, unknown.ExitCode);
        Assert.Equal(DefaultWarnings(), unknown.Diagnostics);
        Assert.Contains("unknown PerfAnalyzersMode 'Loud'", unknown.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void RuleOption_ChangesTheResult()
    {
        // With [InternalsVisibleTo], PERF0201 leaves internal types alone (a friend assembly may derive from them)...
        const string friend = "[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(\"Consumer.Tests\")]\n";
        var withFriend = _package.CreateConsumer("option-off", editorConfig: "dotnet_diagnostic.PERF0201.severity = warning");
        File.WriteAllText(Path.Combine(withFriend, "Friends.cs"), friend);
        var off = _package.Build(withFriend);
        Assert.Equal(0, off.ExitCode);
        Assert.DoesNotContain(off.Diagnostics, d => d.EndsWith(" PERF0201", StringComparison.Ordinal));

        // ...unless dotnet_code_quality.PERF0201.ignore_internalsvisibleto = true says the friends don't derive.
        var optionOn = _package.CreateConsumer(
            "option-on",
            editorConfig: "dotnet_diagnostic.PERF0201.severity = warning\ndotnet_code_quality.PERF0201.ignore_internalsvisibleto = true");
        File.WriteAllText(Path.Combine(optionOn, "Friends.cs"), friend);
        var on = _package.Build(optionOn);
        Assert.Equal(0, on.ExitCode);
        var expected = PackageFixture.ExpectedDiagnostics()
            .Where(e => e.Id == "PERF0201")
            .Select(e => $"{e.File}:{e.Line}: warning {e.Id}")
            .OrderBy(x => x, StringComparer.Ordinal);
        Assert.Equal(expected, on.Diagnostics.Where(d => d.EndsWith(" PERF0201", StringComparison.Ordinal)));

        // An unknown value is ignored: the default (respect InternalsVisibleTo) applies, and the build does not fail.
        var unknown = _package.CreateConsumer(
            "option-unknown",
            editorConfig: "dotnet_diagnostic.PERF0201.severity = warning\ndotnet_code_quality.PERF0201.ignore_internalsvisibleto = perhaps");
        File.WriteAllText(Path.Combine(unknown, "Friends.cs"), friend);
        var ignored = _package.Build(unknown);
        Assert.Equal(0, ignored.ExitCode);
        Assert.DoesNotContain(ignored.Diagnostics, d => d.EndsWith(" PERF0201", StringComparison.Ordinal));
    }

    private const string QueriesSource = """
        using System.Collections.Generic;
        using System.Linq;

        public static class Queries
        {
            public static bool AnyLarge(int[] values) => values.Where(v => v > 100).Any();

            public static bool AnyLargeInList(List<int> values) => values.Where(v => v > 100).Any();

            public static int FirstLarge(List<int> values) => values.Where(v => v > 100).FirstOrDefault();

            public static string Shortest(string[] names) => names.OrderBy(n => n.Length).First();
        }
        """;

    /// <summary>
    /// A library that targets net48, net8.0 and net10.0 compiles Queries.cs three times. From no target may PERF0401
    /// suggest what is slower on another (the predicate overloads on a List&lt;T&gt; before .NET 9), nor PERF0403 what
    /// doesn't exist on another (MinBy before .NET 6); the array's Array.Exists is right on all three and is suggested
    /// by all three. A project that targets net10.0 alone gets the predicate overloads and MinBy.
    /// </summary>
    [Fact]
    public void MultiTargetedProject_GetsOnlyWhatIsRightOnEveryTarget()
    {
        var sources = new Dictionary<string, string> { ["Queries.cs"] = QueriesSource };
        const string Raise = "dotnet_diagnostic.PERF0401.severity = warning\ndotnet_diagnostic.PERF0403.severity = warning";

        var multi = _package.CreateProject("multi", "net48;net8.0;net10.0", sources, Raise);
        var multiBuild = PackageFixture.Dotnet(multi, "build --no-restore --no-incremental -nologo");
        Assert.True(multiBuild.ExitCode == 0, "The multi-targeted consumer does not build:\n" + multiBuild.Output);
        Assert.Equal(
            new[]
            {
                "net10.0 6 PERF0401 Array.Exists(array, predicate)",
                "net48 6 PERF0401 Array.Exists(array, predicate)",
                "net8.0 6 PERF0401 Array.Exists(array, predicate)",
            },
            PerTarget(multiBuild.Output));

        var single = _package.CreateProject("single", "net10.0", sources, Raise);
        var singleBuild = PackageFixture.Dotnet(single, "build --no-restore --no-incremental -nologo");
        Assert.True(singleBuild.ExitCode == 0, "The net10.0 consumer does not build:\n" + singleBuild.Output);
        Assert.Equal(
            new[]
            {
                "net10.0 10 PERF0401 FirstOrDefault(predicate)",
                "net10.0 12 PERF0403 MinBy(...)",
                "net10.0 6 PERF0401 Any(predicate)",
                "net10.0 8 PERF0401 Any(predicate)",
            },
            PerTarget(singleBuild.Output));
    }

    /// <summary>"target line ID replacement" for each PERF0401/PERF0403 warning of a build, sorted.</summary>
    private static List<string> PerTarget(string output)
    {
        var pattern = new System.Text.RegularExpressions.Regex(@"Queries\.cs\((?<line>\d+),\d+\): warning (?<id>PERF040[13]): Use '(?<use>[^']+)'.*TargetFramework=(?<tfm>[\w.]+)\]");
        var single = new System.Text.RegularExpressions.Regex(@"Queries\.cs\((?<line>\d+),\d+\): warning (?<id>PERF040[13]): Use '(?<use>[^']+)'.*\[[^\]]*Consumer\.csproj\]");
        var result = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var line in output.Split('\n'))
        {
            var match = pattern.Match(line);
            if (match.Success)
            {
                result.Add($"{match.Groups["tfm"].Value} {match.Groups["line"].Value} {match.Groups["id"].Value} {match.Groups["use"].Value}");
                continue;
            }

            match = single.Match(line);
            if (match.Success)
            {
                result.Add($"net10.0 {match.Groups["line"].Value} {match.Groups["id"].Value} {match.Groups["use"].Value}");
            }
        }

        return result.ToList();
    }

    /// <summary>
    /// dotnet format fixes a rule with the action offered on its first diagnostic; when that one is reported without a
    /// fix, the fixable ones after it must still be fixed (they used to be skipped: "didn't return a Fix All action").
    /// Every rule with shapes its fixer declines has one such occurrence first and a fixable one after it
    /// (<see cref="UnfixableFirstProject"/>): one run fixes the fixable ones, leaves the others as they were (each
    /// still reported), and the project still builds.
    /// </summary>
    [Fact]
    public void DotnetFormat_UnfixableOccurrenceFirst_FixesTheOthers()
    {
        var ids = UnfixableFirstProject.RuleIds.OrderBy(id => id, StringComparer.Ordinal).ToList();
        var folder = _package.CreateProject(
            "format-first",
            "net10.0",
            UnfixableFirstProject.Files.ToDictionary(f => f.File, f => f.Source),
            string.Join("\n", ids.Select(id => $"dotnet_diagnostic.{id}.severity = warning"))); // all on (PERF0502 is off by default), as warnings the build lists

        var format = PackageFixture.Dotnet(folder, $"format analyzers Consumer.csproj --diagnostics {string.Join(' ', ids)} --severity info --no-restore");
        Assert.True(format.ExitCode == 0, "dotnet format failed:\n" + format.Output);
        Assert.DoesNotContain("Unable to fix", format.Output, StringComparison.Ordinal);
        foreach (var (file, _, expected) in UnfixableFirstProject.Files)
        {
            Assert.Equal(expected.ReplaceLineEndings("\n"), File.ReadAllText(Path.Combine(folder, file)).ReplaceLineEndings("\n"));
        }

        var build = _package.Build(folder);
        Assert.True(build.ExitCode == 0, "The formatted consumer does not build:\n" + build.Output);
        Assert.DoesNotContain(": error ", build.Output, StringComparison.Ordinal);
        Assert.DoesNotContain(": warning CS", build.Output, StringComparison.Ordinal);
        Assert.Equal(ids, build.Diagnostics.Select(d => d[^8..]).OrderBy(id => id, StringComparer.Ordinal));
    }

    [Fact]
    public async Task DotnetFormat_AppliesEveryFixAndTheResultBuilds()
    {
        var folder = _package.CreateConsumer("format", extraProperties: "<PerfAnalyzersMode>All</PerfAnalyzersMode>");

        // What must be left: the diagnostics for which our fixers offer no action (rules without a fix, or a fix
        // withheld on purpose), computed in process on the same sources.
        var expectedLeft = await DiagnosticsWithoutFixAsync();

        var ids = string.Join(' ', DocsGenerator.Fixers.SelectMany(f => f.FixableDiagnosticIds).Distinct().OrderBy(x => x, StringComparer.Ordinal));
        var format = PackageFixture.Dotnet(folder, $"format analyzers Consumer.csproj --diagnostics {ids} --severity info --no-restore");
        Assert.True(format.ExitCode == 0, "dotnet format failed:\n" + format.Output);

        var build = _package.Build(folder);
        Assert.True(build.ExitCode == 0, "The formatted consumer does not build:\n" + build.Output);
        Assert.DoesNotContain(": error CS", build.Output, StringComparison.Ordinal);
        Assert.DoesNotContain(": warning CS", build.Output, StringComparison.Ordinal);

        var left = build.Diagnostics.Select(d => d[^8..]).OrderBy(x => x, StringComparer.Ordinal).ToList();
        Assert.Equal(expectedLeft, left);
    }

    private static async Task<List<string>> DiagnosticsWithoutFixAsync()
    {
        var sources = PackageFixture.SampleFiles().Select(f => new SourceFile(f, File.ReadAllText(f))).ToList();
        var everyRuleOn = string.Join("\n", DocsGenerator.Rules().Select(r => $"dotnet_diagnostic.{r.Descriptor.Id}.severity = warning"));
        var project = RoslynHost.CreateProject(sources, new ProjectOptions { OutputKind = OutputKind.ConsoleApplication, EditorConfig = "root = true\n\n[*.cs]\n" + everyRuleOn + "\n" });
        var left = new List<string>();
        foreach (var diagnostic in await RoslynHost.GetAnalyzerDiagnosticsAsync(project, DocsGenerator.Analyzers.ToImmutableArray()))
        {
            var document = project.GetDocument(diagnostic.Location.SourceTree)!;
            var offered = false;
            foreach (var fixer in DocsGenerator.Fixers.Where(f => f.FixableDiagnosticIds.Contains(diagnostic.Id)))
            {
                offered |= (await RoslynHost.GetCodeActionsAsync(document, diagnostic, fixer)).Length > 0;
            }

            if (!offered)
            {
                left.Add(diagnostic.Id);
            }
        }

        left.Sort(StringComparer.Ordinal);
        return left;
    }
}

[CollectionDefinition(nameof(PackageCollection))]
public sealed class PackageCollection : ICollectionFixture<PackageFixture>
{
}
