using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using PerfAnalyzers.Internals;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Package;

/// <summary>
/// The package beside the analyzers users already run: the samples built from the packed package with the SDK's
/// analyzers at AnalysisMode All, Meziantou.Analyzer and Roslynator.Analyzers. Where one of our diagnostics and one of
/// theirs cover the same code, either ours names theirs as the same finding (and theirs must then be hidden), or the
/// pair was read and is a different finding (<see cref="DifferentFindings"/>): a new overlap fails until it is one or
/// the other.
/// </summary>
[Collection(nameof(PackageCollection))]
public sealed class OtherAnalyzersTests
{
    /// <summary>The other packages, at the versions docs/other-analyzers.md was written against.</summary>
    public const string OtherPackages = """
        <PackageReference Include="Microsoft.CodeAnalysis.NetAnalyzers" Version="11.0.100" PrivateAssets="all" />
        <PackageReference Include="Meziantou.Analyzer" Version="3.0.321" PrivateAssets="all" />
        <PackageReference Include="Roslynator.Analyzers" Version="5.0.1" PrivateAssets="all" />
        """;

    /// <summary>
    /// Their rules that report code ours reports for another reason, read on the samples: each concern is not
    /// performance, or not the one our fix addresses, so both stay.
    /// </summary>
    private static readonly Dictionary<string, string> DifferentFindings = new(StringComparer.Ordinal)
    {
        ["CA1062"] = "argument null checks",
        ["CA1305"] = "format provider",
        ["MA0011"] = "format provider",
        ["CA1307"] = "string comparison",
        ["MA0001"] = "string comparison",
        ["MA0006"] = "string.Equals instead of ==",
        ["CA1308"] = "upper-case normalization",
        ["CA5350"] = "weak hash algorithm",
        ["CA5394"] = "insecure randomness",
        ["CA2000"] = "disposal",
        ["CA2007"] = "ConfigureAwait",
        ["MA0004"] = "ConfigureAwait",
        ["CA1812"] = "type never instantiated",
        ["MA0182"] = "type never used",
        ["CA1515"] = "public type in an application",
        ["MA0048"] = "file name matches type name",
        ["MA0075"] = "culture in formatting",
        ["MA0076"] = "culture in interpolation",
        ["MA0002"] = "comparer for string keys",
        ["MA0008"] = "StructLayout attribute",
        ["MA0009"] = "regex timeout",
    };

    private readonly PackageFixture _package;

    public OtherAnalyzersTests(PackageFixture package) => _package = package;

    [Fact]
    public void SamplesWithTheOtherAnalyzers_OneDiagnosticPerFinding()
    {
        var log = Path.Combine(_package.Root, "others.sarif");
        var folder = _package.CreateConsumer(
            "others",
            extraProperties: $"""
                <EnableNETAnalyzers>true</EnableNETAnalyzers>
                <AnalysisMode>All</AnalysisMode>
                <ErrorLog>{log},version=2.1</ErrorLog>
                """,
            extraItems: OtherPackages);
        var build = _package.Build(folder);
        Assert.True(build.ExitCode == 0, build.Output);

        var results = ReadSarif(log);
        var ours = results.Where(r => r.Id.StartsWith("PERF", StringComparison.Ordinal) && !r.Suppressed).ToList();
        var theirs = results.Where(r => !r.Id.StartsWith("PERF", StringComparison.Ordinal)).ToList();
        Assert.NotEmpty(ours);
        var sameFinding = DocsGenerator.Rules().ToDictionary(r => r.Descriptor.Id, r => RuleDescriptors.SameFinding(r.Descriptor).ToHashSet(StringComparer.Ordinal));

        var problems = new List<string>();
        var hidden = new HashSet<string>(StringComparer.Ordinal);
        foreach (var our in ours)
        {
            foreach (var their in theirs.Where(t => t.Overlaps(our)))
            {
                if (sameFinding[our.Id].Contains(their.Id))
                {
                    if (their.Suppressed)
                    {
                        hidden.Add(our.Id + "." + their.Id);
                    }
                    else
                    {
                        problems.Add($"{our}: {their.Id} reports the same finding and is shown too.");
                    }
                }
                else if (!their.Suppressed && !DifferentFindings.ContainsKey(their.Id))
                {
                    problems.Add($"{our}: {their.Id} ({their.Message}) reports the same code: name it in {our.Id}'s sameFinding, or add it to the different findings read here.");
                }
            }
        }

        Assert.True(problems.Count == 0, string.Join(Environment.NewLine, problems));

        // The samples exercise these pairs: each was hidden, by the suppression of the right rule.
        Assert.Subset(hidden, new HashSet<string>(StringComparer.Ordinal)
        {
            "PERF0101.CA1872", "PERF0201.CA1852", "PERF0201.MA0053", "PERF0302.MA0158", "PERF0401.RCS1077", "PERF0401.MA0029",
            "PERF0402.CA1827", "PERF0402.MA0031", "PERF0402.RCS1077", "PERF0403.MA0159", "PERF0601.CA1870", "PERF0601.CA1861",
            "PERF0708.CA2263", "PERF0807.RCS1077", "PERF0902.CA1837", "PERF1003.SYSLIB1045", "PERF1003.MA0110", "PERF1004.CA2027",
        });
        Assert.All(
            theirs.Where(t => t.Suppressed && t.SuppressedBy.StartsWith("PERF", StringComparison.Ordinal)),
            t => Assert.Contains(t.SuppressedBy, hidden));
    }

    private static List<Result> ReadSarif(string path)
    {
        using var document = JsonDocument.Parse(File.ReadAllText(path));
        var results = new List<Result>();
        foreach (var run in document.RootElement.GetProperty("runs").EnumerateArray())
        {
            if (!run.TryGetProperty("results", out var list))
            {
                continue;
            }

            foreach (var result in list.EnumerateArray())
            {
                if (!result.TryGetProperty("locations", out var locations) || locations.GetArrayLength() == 0)
                {
                    continue;
                }

                var physical = locations[0].GetProperty("physicalLocation");
                var region = physical.GetProperty("region");
                var suppressedBy = string.Empty;
                var suppressed = false;
                if (result.TryGetProperty("suppressions", out var suppressions) && suppressions.GetArrayLength() > 0)
                {
                    suppressed = true;
                    foreach (var suppression in suppressions.EnumerateArray())
                    {
                        // "DiagnosticSuppressor { Suppression Id: PERF0201.CA1852, Suppression Justification: ... }"
                        if (suppression.TryGetProperty("properties", out var properties)
                            && properties.TryGetProperty("suppressionType", out var type)
                            && System.Text.RegularExpressions.Regex.Match(type.GetString() ?? string.Empty, @"Suppression Id: (?<id>[^,\s]+)") is { Success: true } match)
                        {
                            suppressedBy = match.Groups["id"].Value;
                        }
                    }
                }

                results.Add(new Result(
                    result.GetProperty("ruleId").GetString()!,
                    Path.GetFileName(physical.GetProperty("artifactLocation").GetProperty("uri").GetString()!),
                    (region.GetProperty("startLine").GetInt32(), region.GetProperty("startColumn").GetInt32()),
                    (region.GetProperty("endLine").GetInt32(), region.GetProperty("endColumn").GetInt32()),
                    result.TryGetProperty("message", out var message) ? message.GetProperty("text").GetString() ?? string.Empty : string.Empty,
                    suppressed,
                    suppressedBy));
            }
        }

        return results;
    }

    private sealed record Result(string Id, string File, (int Line, int Column) Start, (int Line, int Column) End, string Message, bool Suppressed, string SuppressedBy)
    {
        public bool Overlaps(Result other) =>
            File == other.File && Start.CompareTo(other.End) < 0 && other.Start.CompareTo(End) < 0;

        public override string ToString() => $"{File}({Start.Line},{Start.Column}) {Id}";
    }
}
