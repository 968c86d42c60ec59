using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests;

/// <summary>Every rule has all its pieces, and every analyzer survives any source.</summary>
public sealed class ConsistencyTests
{
    private static readonly string Root = ReferenceSets.RepositoryRoot;

    private static IReadOnlyList<string> DeclaredIds() =>
        typeof(RuleIdentifiers).GetFields(BindingFlags.Public | BindingFlags.Static)
            .Where(f => f.IsLiteral)
            .Select(f => (string)f.GetRawConstantValue()!)
            .ToList();

    public static TheoryData<string> Ids()
    {
        var data = new TheoryData<string>();
        foreach (var id in DeclaredIds())
        {
            data.Add(id);
        }

        return data;
    }

    [Fact]
    public void RuleIdentifiers_AreUniqueAndWellFormed()
    {
        var ids = DeclaredIds();
        Assert.NotEmpty(ids);
        Assert.Equal(ids.Count, ids.Distinct(StringComparer.Ordinal).Count());
        Assert.All(ids, id => Assert.Matches(@"^PERF\d{4}$", id));
    }

    [Fact]
    public void EveryDescriptor_UsesADeclaredIdAndTheFactoryConventions()
    {
        var ids = DeclaredIds();
        var descriptors = DocsGenerator.Rules().Select(r => r.Descriptor).ToList();
        Assert.Equal(ids.OrderBy(i => i), descriptors.Select(d => d.Id).OrderBy(i => i));
        foreach (var descriptor in descriptors)
        {
            Assert.Equal(RuleDescriptors.GetHelpLink(descriptor.Id), descriptor.HelpLinkUri);
            Assert.EndsWith($"/docs/rules/{descriptor.Id}.md", descriptor.HelpLinkUri, StringComparison.Ordinal);
            Assert.Equal("Performance", descriptor.Category);
            Assert.False(string.IsNullOrWhiteSpace(descriptor.Title.ToString()));
            Assert.False(string.IsNullOrWhiteSpace(descriptor.MessageFormat.ToString()));
            Assert.False(string.IsNullOrWhiteSpace(descriptor.Description.ToString()));
        }
    }

    [Fact]
    public void RepositoryUrl_MatchesTheBuildProperties()
    {
        var props = File.ReadAllText(Path.Combine(Root, "Directory.Build.props"));
        Assert.Contains($"<PerfAnalyzersRepositoryUrl>{RepositoryInfo.Url}</PerfAnalyzersRepositoryUrl>", props, StringComparison.Ordinal);
        Assert.Contains($"<Version>{RepositoryInfo.Version}</Version>", props, StringComparison.Ordinal);
    }

    /// <summary>A help link opens the rule's page as released in the version the user has (its tag), not main.</summary>
    [Fact]
    public void HelpLinks_PointAtThisVersionsTag()
    {
        foreach (var (descriptor, _) in DocsGenerator.Rules())
        {
            Assert.Equal($"{RepositoryInfo.Url}/blob/v{RepositoryInfo.Version}/docs/rules/{descriptor.Id}.md", descriptor.HelpLinkUri);
        }
    }

    [Fact]
    public void EveryFixer_FixesAKnownRuleAndSupportsFixAll()
    {
        var ids = DeclaredIds();
        Assert.NotEmpty(DocsGenerator.Fixers);
        foreach (var fixer in DocsGenerator.Fixers)
        {
            Assert.All(fixer.FixableDiagnosticIds, id => Assert.Contains(id, ids));
            Assert.NotNull(fixer.GetFixAllProvider());
            var export = fixer.GetType().GetCustomAttributes().FirstOrDefault(a => a.GetType().Name == "ExportCodeFixProviderAttribute");
            Assert.NotNull(export);
            Assert.True(fixer.GetType().IsSealed, $"{fixer.GetType().Name} is not sealed.");
        }
    }

    [Theory]
    [MemberData(nameof(Ids))]
    public void EveryRule_HasDocsReleaseRowReadmeRowTestsAndScenario(string id)
    {
        var page = Path.Combine(Root, "docs", "rules", id + ".md");
        Assert.True(File.Exists(page), $"Missing docs page {page}.");

        var releases = File.ReadAllText(Path.Combine(Root, "src", "Analyzers", "AnalyzerReleases.Shipped.md"))
            + File.ReadAllText(Path.Combine(Root, "src", "Analyzers", "AnalyzerReleases.Unshipped.md"));
        Assert.Matches(new Regex($@"^{id}\s*\|", RegexOptions.Multiline), releases);

        Assert.Contains($"[{id}](docs/rules/{id}.md)", File.ReadAllText(Path.Combine(Root, "README.md")), StringComparison.Ordinal);

        var analyzer = DocsGenerator.Rules().Single(r => r.Descriptor.Id == id).Analyzer;
        var testClass = typeof(ConsistencyTests).Assembly.GetTypes().SingleOrDefault(t => t.Name == analyzer.GetType().Name + "Tests");
        Assert.True(testClass is not null, $"Missing test class {analyzer.GetType().Name}Tests.");

        // A hot-loop scenario runs the rule's fix; a rule that offers no fix (a correctness rule) has nothing to run,
        // and its docs page says why no fix is offered.
        if (DocsGenerator.Fixers.Any(f => f.FixableDiagnosticIds.Contains(id)))
        {
            Assert.Contains(ScenarioCatalog.All, s => s.RuleId == id);
        }
    }

    [Theory]
    [MemberData(nameof(Ids))]
    public void ReleaseRow_MatchesDefaultSeverity(string id)
    {
        var descriptor = DocsGenerator.Rules().Single(r => r.Descriptor.Id == id).Descriptor;
        var releases = File.ReadAllText(Path.Combine(Root, "src", "Analyzers", "AnalyzerReleases.Shipped.md"))
            + "\n" + File.ReadAllText(Path.Combine(Root, "src", "Analyzers", "AnalyzerReleases.Unshipped.md"));
        var row = releases.Split('\n').Single(l => l.StartsWith(id, StringComparison.Ordinal));
        var severity = row.Split('|')[2].Trim();
        var expected = !descriptor.IsEnabledByDefault ? "Disabled" : descriptor.DefaultSeverity.ToString();
        Assert.Equal(expected, severity);
    }

    public static TheoryData<string> BrokenSources() => new()
    {
        string.Empty,
        "class",
        "class C { void M() { var x = BitConverter.ToString(",
        "using System; class C { string M(byte[] d) => BitConverter.ToString(d).Replace(\"-\", ; }",
        "using System; class C { string M(byte[] d) => BitConverter.ToString(d, ).Replace(\"-\", \"\"); }",
        "using System; class C { string M(Missing d) => BitConverter.ToString(d).Replace(\"-\", \"\").ToLower(); }",
        "using System; class C { string M(byte[] d) => Convert.ToHexString(d).ToLower(1, 2); }",
        "using System.Linq; class C { string M(byte[] d) => string.Concat(d.Select(b => b.ToString(\"x2\", ))); }",
        "using System.Linq; class C { string M(byte[] d) => string.Concat(d.Select(b => )); }",
        "using System.Text; class C { string M(byte[] d) { var sb = new StringBuilder(; foreach (var b in d) sb.Append(b.ToString(\"x2\")); return sb.ToString(); } }",
        "using System.Text; class C { string M(byte[] d) { var sb = new StringBuilder(); foreach (var b in d) sb.Append(b.ToString(\"x2\")); } }",
        "using System.Text; class C { string M(byte[] d) { var sb = new StringBuilder(); foreach (var b in d) sb.Append(b.ToString(\"x2\")) return sb.ToString(); } }",
        "using System.Text; class C { string M(Unknown d) { var sb = new StringBuilder(); for (int i = 0; i < d.Length; i++) sb.Append(d[i].ToString(\"x2\")); return sb.ToString(); } }",
        "using System.Text; var sb = new StringBuilder(); foreach (var b in new byte[1]) sb.Append(b.ToString(\"x2\")); System.Console.WriteLine(sb.ToString());",
        "#if X\nclass C {\n#endif",
    };

    [Theory]
    [MemberData(nameof(BrokenSources))]
    public async Task EveryAnalyzer_SurvivesEmptyAndBrokenSource(string source)
    {
        foreach (var runtime in ReferenceSets.All)
        {
            var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Broken.cs", source) }, new ProjectOptions { Runtime = runtime });

            // Throws when any analyzer throws (AD0001).
            await RoslynHost.GetAnalyzerDiagnosticsAsync(project, DocsGenerator.Analyzers.ToImmutableArray());
        }
    }

    [Fact]
    public void Readme_RuleTableIsUpToDate()
    {
        AssertGenerated(Path.Combine(Root, "README.md"), DocsGenerator.RulesStart, DocsGenerator.RulesEnd, DocsGenerator.RuleTable());
    }

    [Fact]
    public void PackageReadme_RuleTableIsUpToDate()
    {
        AssertGenerated(Path.Combine(Root, "src", "Package", "README.md"), DocsGenerator.RulesStart, DocsGenerator.RulesEnd, DocsGenerator.RuleTable(DocsGenerator.VersionedDocsUrl));
    }

    [Fact]
    public void PackageReadme_NamesThisVersion()
    {
        // The package readme's docs links open this version's tag, and its install snippet installs this version.
        var readme = File.ReadAllText(Path.Combine(Root, "src", "Package", "README.md"));
        var blobs = System.Text.RegularExpressions.Regex.Matches(readme, @"/blob/(?<tag>[^/)]+)/").Select(m => m.Groups["tag"].Value).Distinct().ToList();
        Assert.Equal(new[] { PerfAnalyzers.Internals.RepositoryInfo.Tag }, blobs);
        Assert.Contains($"Include=\"PerfAnalyzers\" Version=\"{PerfAnalyzers.Internals.RepositoryInfo.Version}\"", readme, StringComparison.Ordinal);
    }

    /// <summary>
    /// A rewrite measured slower on a runtime is a verdict its page must answer for (why the rule still reports, or
    /// the gate that keeps it silent there): a paragraph of the page's own text, outside the generated table, names the
    /// scenario and says slower. A
    /// benchmark run that flips a row to slower fails here until the page, or the gate and the scenario, follow.
    /// </summary>
    [Fact]
    public void RowsMeasuredSlower_AreExplainedOnTheirRulePage()
    {
        var unexplained = new List<string>();
        foreach (var row in BenchmarkRow.ReadPublished().Values.Where(r => r.Verdict == "slower"))
        {
            var page = File.ReadAllText(Path.Combine(Root, "docs", "rules", row.RuleId + ".md"));
            var prose = DocsGenerator.ReplaceBetween(page, DocsGenerator.MeasuredStart, DocsGenerator.MeasuredEnd, string.Empty) ?? page;
            var paragraphs = Regex.Split(prose.Replace("\r\n", "\n"), @"\n[ \t]*\n");
            if (!paragraphs.Any(p => p.Contains(row.Scenario, StringComparison.Ordinal) && p.Contains("slower", StringComparison.OrdinalIgnoreCase)))
            {
                unexplained.Add(row.Id);
            }
        }

        Assert.True(unexplained.Count == 0, "Measured slower, and no paragraph of the rule page's own text names the scenario as slower: " + string.Join(", ", unexplained));
    }

    /// <summary>
    /// The gate of every rewrite follows its rows: a scenario measured on a runtime where its rule reports is faster or
    /// lighter there, or its rule page's own text (outside the generated table) names the scenario and says why it is
    /// offered anyway (no measurable difference on a correctness rule, a shape kept for a reason). A re-run that turns
    /// a row into neither fails here until the gate, the fix or the page follows.
    /// </summary>
    [Fact]
    public void RowsNeitherFasterNorLighter_AreExplainedOnTheirRulePage()
    {
        var scenarios = ScenarioCatalog.All.ToDictionary(s => s.Key, StringComparer.Ordinal);
        var unexplained = new List<string>();
        foreach (var row in BenchmarkRow.ReadPublished().Values.Where(r => r.Verdict != "faster" && r.AfterBytes >= r.BeforeBytes))
        {
            if (scenarios.TryGetValue(row.Key, out var scenario)
                && !scenario.ProvenOn.Any(runtime => ScenarioRunners.MajorVersion(runtime) == row.RuntimeMajor))
            {
                // Measured on a runtime where the rule stays silent: nothing is offered there.
                continue;
            }

            var page = File.ReadAllText(Path.Combine(Root, "docs", "rules", row.RuleId + ".md"));
            var prose = DocsGenerator.ReplaceBetween(page, DocsGenerator.MeasuredStart, DocsGenerator.MeasuredEnd, string.Empty) ?? page;
            var paragraphs = Regex.Split(prose.Replace("\r\n", "\n"), @"\n[ \t]*\n");
            if (!paragraphs.Any(p => p.Contains(row.Scenario, StringComparison.Ordinal)
                && (p.Contains("slower", StringComparison.OrdinalIgnoreCase) || p.Contains("no measurable", StringComparison.OrdinalIgnoreCase))))
            {
                unexplained.Add(row.Id);
            }
        }

        Assert.True(unexplained.Count == 0, "Measured neither faster nor lighter where the rule reports, and no paragraph of the rule page's own text names the scenario (with \"no measurable\" or \"slower\"): " + string.Join(", ", unexplained));
    }

    /// <summary>What is committed is what the docs generator writes, every file of it.</summary>
    [Fact]
    public void GeneratedFiles_AreWhatTheGeneratorWrites()
    {
        var outOfDate = DocsGenerator.OutOfDate();
        Assert.True(outOfDate.Count == 0, $"Out of date: {string.Join(", ", outOfDate.Select(f => f.Path))}. Run: {DocsGenerator.RegenerateCommand}");
    }

    [Fact]
    public void PackagePresets_AreUpToDate()
    {
        foreach (var (name, content) in DocsGenerator.Presets())
        {
            var path = Path.Combine(Root, "src", "Package", "config", name);
            var current = File.Exists(path) ? File.ReadAllText(path).Replace("\r\n", "\n") : null;
            Assert.True(current == content, $"{path} is out of date with the descriptors. Run: {DocsGenerator.RegenerateCommand}");
        }
    }

    /// <summary>The classes the messages quote are the published rows' (src/Analyzers/Internals/MeasuredClasses.Rows.cs).</summary>
    [Fact]
    public void MeasuredClasses_MatchTheBenchmarkTable()
    {
        var path = Path.Combine(Root, DocsGenerator.MeasuredClassesPath);
        var current = File.Exists(path) ? File.ReadAllText(path).Replace("\r\n", "\n") : null;
        Assert.True(current == DocsGenerator.MeasuredClassesSource(), $"{path} is out of date with docs/benchmarks.md. Run: {DocsGenerator.RegenerateCommand}, then rebuild.");
    }

    /// <summary>
    /// Every payoff a message quotes names scenarios of the catalog (a key, or a rule ID with scenarios), of its own
    /// rule, and at least one of them is measured: a renamed scenario or a typo fails here instead of leaving the
    /// message without its measurement.
    /// </summary>
    [Fact]
    public void Payoffs_NameMeasuredScenariosOfTheirRule()
    {
        var published = BenchmarkRow.ReadPublished().Values.ToList();
        var wrong = new List<string>();
        foreach (var (name, scenarios) in DocsGenerator.Payoffs())
        {
            var analyzer = DocsGenerator.Analyzers.Single(a => name.StartsWith(a.GetType().Name + ".", StringComparison.Ordinal));
            var id = analyzer.SupportedDiagnostics[0].Id;
            foreach (var scenario in scenarios)
            {
                var known = scenario.Contains('/')
                    ? ScenarioCatalog.All.Any(s => s.Key == scenario)
                    : ScenarioCatalog.All.Any(s => s.RuleId == scenario);
                if (!known || !(scenario == id || scenario.StartsWith(id + "/", StringComparison.Ordinal)))
                {
                    wrong.Add($"{name}: {scenario} is not a scenario of {id}");
                }
            }

            if (scenarios.Count > 0 && !published.Any(r => scenarios.Contains(r.Key) || scenarios.Contains(r.RuleId)))
            {
                wrong.Add($"{name}: none of its scenarios is measured");
            }
        }

        Assert.True(wrong.Count == 0, string.Join("\n", wrong));
    }

    [Theory]
    [MemberData(nameof(Ids))]
    public void RulePage_MeasuredSectionIsUpToDate(string id)
    {
        Assert.True(File.Exists(Path.Combine(Root, "docs", "rules", id + ".md")), $"docs/rules/{id}.md is missing. Run: {DocsGenerator.RegenerateCommand} (it starts the page).");
        AssertGenerated(Path.Combine(Root, "docs", "rules", id + ".md"), DocsGenerator.MeasuredStart, DocsGenerator.MeasuredEnd, DocsGenerator.MeasuredSection(id));
    }

    /// <summary>The gate studies by name, for the theories here and in GateStudyTests.</summary>
    public static TheoryData<string> GateStudies()
    {
        var data = new TheoryData<string>();
        foreach (var study in GateStudy.All)
        {
            data.Add(study.Name);
        }

        return data;
    }

    /// <summary>A rule page's gate study table is the one its processes in docs/gate-studies.tsv give.</summary>
    [Theory]
    [MemberData(nameof(GateStudies))]
    public void RulePage_GateStudyTableIsUpToDate(string name)
    {
        var study = GateStudy.All.Single(g => g.Name == name);
        AssertGenerated(Path.Combine(Root, "docs", "rules", study.RuleId + ".md"), DocsGenerator.StudyStart(study), DocsGenerator.StudyEnd(study), DocsGenerator.StudySection(study));
    }

    private static void AssertGenerated(string path, string start, string end, string content)
    {
        var text = File.ReadAllText(path).Replace("\r\n", "\n");
        var expected = DocsGenerator.ReplaceBetween(text, start, end, content);
        Assert.True(expected is not null, $"{path} lacks the markers {start} ... {end}.");
        Assert.True(expected == text, $"{path} is out of date with the descriptors or docs/benchmarks.md. Run: {DocsGenerator.RegenerateCommand}");
    }
}
