using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// Produces what is generated from the descriptors and the benchmark files: the rule tables of the READMEs, each rule
/// page's measured numbers and gate study tables (between markers), the presets, and the constants the messages quote.
/// <see cref="Files"/> is every such file as it should be; the docs generator command (tools/PerfAnalyzers.DocsGenerator)
/// writes them, and the consistency tests fail when a committed file differs.
/// </summary>
public static class DocsGenerator
{
    public const string RulesStart = "<!-- rules:start -->";
    public const string RulesEnd = "<!-- rules:end -->";
    public const string MeasuredStart = "<!-- measured:start -->";
    public const string MeasuredEnd = "<!-- measured:end -->";

    /// <summary>Every rule's own analyzer (the hosts that register several of them with the compiler left out).</summary>
    public static IReadOnlyList<DiagnosticAnalyzer> Analyzers { get; } =
        CreateAll<DiagnosticAnalyzer>(typeof(RuleIdentifiers).Assembly).Where(a => a is not PerfAnalyzers.Internals.RuleHost).ToList();

    /// <summary>What the compiler loads: the hosts and the rules' analyzers that carry their own [DiagnosticAnalyzer].</summary>
    public static IReadOnlyList<DiagnosticAnalyzer> Loaded { get; } =
        CreateAll<DiagnosticAnalyzer>(typeof(RuleIdentifiers).Assembly)
            .Where(a => a.GetType().GetCustomAttributes(typeof(DiagnosticAnalyzerAttribute), inherit: false).Length > 0)
            .ToList();

    public static IReadOnlyList<CodeFixProvider> Fixers { get; } = CreateAll<CodeFixProvider>(typeof(PerfAnalyzers.Rules.Hex.UseConvertToHexStringCodeFixProvider).Assembly);

    public static IEnumerable<(DiagnosticDescriptor Descriptor, DiagnosticAnalyzer Analyzer)> Rules() =>
        Analyzers
            .SelectMany(a => a.SupportedDiagnostics.Select(d => (d, a)))
            .OrderBy(r => r.d.Id, StringComparer.Ordinal);

    /// <summary>The package readme's links: absolute, to the docs of this version's release tag.</summary>
    public static string VersionedDocsUrl => $"{PerfAnalyzers.Internals.RepositoryInfo.Url}/blob/{PerfAnalyzers.Internals.RepositoryInfo.Tag}/docs/";

    /// <summary>
    /// The rule table, one line a rule with its strongest measurement (the row of its largest speedup, on any runtime,
    /// named; the rule's page has every row); <paramref name="docsPrefix"/> is where <c>rules/ID.md</c> is (relative in
    /// the repository README).
    /// </summary>
    public static string RuleTable(string docsPrefix = "docs/")
    {
        var rows = BenchmarkRow.ReadPublished().Values.ToList();
        var builder = new StringBuilder();
        builder.AppendLine("| ID | Title | Default severity | Code fix | Strongest measurement (before → after) |");
        builder.AppendLine("|----|-------|------------------|----------|-----------------------------------------|");
        foreach (var (descriptor, _) in Rules())
        {
            var severity = !descriptor.IsEnabledByDefault ? "Disabled" : descriptor.DefaultSeverity == DiagnosticSeverity.Warning ? "Warning" : "Suggestion";
            var fix = Fixers.Any(f => f.FixableDiagnosticIds.Contains(descriptor.Id)) ? "Yes" : "No";
            var strongest = rows.Where(r => r.RuleId == descriptor.Id)
                .OrderByDescending(r => r.Verdict == "faster")
                .ThenByDescending(r => r.Speedup)
                .ThenBy(r => r.Id, StringComparer.Ordinal)
                .FirstOrDefault();
            var measured = strongest is null
                ? "not measured"
                : string.Create(CultureInfo.InvariantCulture, $"{strongest.Scenario}, .NET {strongest.RuntimeMajor}: {strongest.SpeedText()}, {strongest.BeforeBytes:N0} B → {strongest.AfterBytes:N0} B");
            builder.AppendLine($"| [{descriptor.Id}]({docsPrefix}rules/{descriptor.Id}.md) | {descriptor.Title} | {severity} | {fix} | {measured} |");
        }

        return builder.ToString();
    }

    /// <summary>
    /// The published rows of each scenario's own target (<see cref="Scenario.Runtime"/>), one per scenario: what the
    /// messages and the README quote until every runtime is measured (the rule pages show every runtime's rows).
    /// </summary>
    public static IEnumerable<BenchmarkRow> OwnTargetRows()
    {
        var published = BenchmarkRow.ReadPublished();
        foreach (var scenario in ScenarioCatalog.All)
        {
            if (published.TryGetValue(BenchmarkRow.IdOf(scenario.Key, ScenarioRunners.MajorVersion(scenario.Runtime)), out var row))
            {
                yield return row;
            }
        }
    }

    public static string MeasuredSection(string id)
    {
        var rows = BenchmarkRow.ReadPublished().Values.Where(r => r.RuleId == id).ToList();
        var builder = new StringBuilder();
        if (rows.Count == 0)
        {
            builder.AppendLine("No benchmark has been run for this rule yet.");
            return builder.ToString();
        }

        builder.AppendLine("| Scenario | Before (ns/op) | After (ns/op) | Speedup (range) | Verdict | Before (B/op) | After (B/op) | Processes | Runtime |");
        builder.AppendLine("|----------|---------------:|--------------:|----------------:|---------|--------------:|-------------:|----------:|---------|");
        foreach (var row in rows)
        {
            // The benchmark table's cells, without the rule and the code fingerprint.
            var cells = row.Render().Trim().Trim('|').Split('|');
            builder.AppendLine($"| {cells[1].Trim()} | {cells[2].Trim()} | {cells[3].Trim()} | {cells[4].Trim()} | {cells[5].Trim()} | {cells[6].Trim()} | {cells[7].Trim()} | {cells[8].Trim()} | .NET {cells[9].Trim()} |");
        }

        builder.AppendLine();
        builder.AppendLine("From [docs/benchmarks.md](../benchmarks.md) (machine, date and how the range is made there), produced by the");
        builder.AppendLine("benchmark command: the median of the processes' mean times, with a range across their 99.9% confidence intervals;");
        builder.AppendLine("the verdict says faster or slower only when the whole speedup range is on one side of 1.0.");
        return builder.ToString();
    }

    public static string StudyStart(GateStudy study) => $"<!-- study:{study.Name}:start -->";

    public static string StudyEnd(GateStudy study) => $"<!-- study:{study.Name}:end -->";

    /// <summary>
    /// A gate study's table (<see cref="GateStudy"/>) for its rule page, from what each size's processes measured
    /// (docs/gate-studies.tsv, written by the benchmark command with <c>--studies</c>).
    /// </summary>
    public static string StudySection(GateStudy study)
    {
        var processes = ProcessResult.Read(GateStudy.PublishedPath);
        var builder = new StringBuilder();
        builder.AppendLine("| Values | Reported | Before (ns/op) | After (ns/op) | Speedup (range) | Verdict | Processes |");
        builder.AppendLine("|-------:|----------|---------------:|--------------:|----------------:|---------|----------:|");
        var measured = new List<ProcessResult>();
        foreach (var size in study.Sizes)
        {
            var reported = size >= study.Threshold ? "yes" : "no";
            if (processes.TryGetValue(study.Id(size), out var list) && ProcessResult.Combine(list) is { } row)
            {
                measured.AddRange(list);
                var cells = row.Render().Trim().Trim('|').Split('|').Select(c => c.Trim()).ToArray();
                builder.AppendLine($"| {size} | {reported} | {cells[2]} | {cells[3]} | {cells[4]} | {cells[5]} | {cells[8]} |");
            }
            else
            {
                builder.AppendLine($"| {size} | {reported} | not measured | | | | |");
            }
        }

        builder.AppendLine();
        var when = measured.Count == 0
            ? "not run yet"
            : string.Join(", ", measured.Select(p => p.Date).Distinct().OrderBy(d => d, StringComparer.Ordinal))
                + ", .NET " + string.Join(", ", measured.Select(p => p.Runtime).Distinct())
                + ", " + string.Join(", ", measured.Select(p => p.Cpu).Distinct());
        builder.AppendLine($"From [docs/{GateStudy.FileName}](../{GateStudy.FileName}) ({when}), produced by");
        builder.AppendLine($"`dotnet run -c Release --project tools/PerfAnalyzers.Benchmarks -- --studies --filter {study.RuleId}/{study.Name}`:");
        builder.AppendLine("each size in processes of its own, as written and as the fix writes it, with the benchmark table's ranges and");
        builder.AppendLine("verdicts. *Reported*: whether the rule reports the call at that size.");
        return builder.ToString();
    }

    /// <summary>Where the generated constants of the measured numbers live (quoted by the diagnostic messages).</summary>
    public const string MeasuredSourcePath = "src/Analyzers/Internals/Measured.cs";

    /// <summary>
    /// The C# source of <see cref="MeasuredSourcePath"/>: for every benchmark row, the numbers a message may quote, as
    /// the messages say them (speedup "2.3x" below 10, "37x" above; bytes "1,048"; bytes saved; "60%" fewer bytes); for every
    /// rule, the lowest and highest speedup among its rows measured faster. Messages are built from these constants only,
    /// so a benchmark run that moves a number moves the message, and the consistency test fails until this file is
    /// regenerated. A message quotes a row's <c>Speedup</c> only where the row is measured faster (a consistency test
    /// checks it); <c>Ratio</c>, the same number, is for a message that says the time did not measurably change.
    /// </summary>
    public static string MeasuredSource()
    {
        var rows = OwnTargetRows().ToList();
        var builder = new StringBuilder();
        builder.AppendLine("// Generated from docs/benchmarks.md by DocsGenerator.MeasuredSource; do not edit by hand. Regenerate with");
        builder.AppendLine("// " + RegenerateCommand + " (then rebuild).");
        builder.AppendLine("namespace PerfAnalyzers.Internals;");
        builder.AppendLine();
        builder.AppendLine("/// <summary>The benchmark numbers the diagnostic messages quote, as measured by the benchmark command.</summary>");
        builder.AppendLine("internal static class Measured");
        builder.AppendLine("{");
        var first = true;
        foreach (var rule in rows.GroupBy(r => r.RuleId).OrderBy(g => g.Key, StringComparer.Ordinal))
        {
            var faster = rule.Where(r => r.Verdict == "faster").Select(r => r.Speedup).ToList();
            if (!first)
            {
                builder.AppendLine();
            }

            first = false;
            builder.AppendLine($"    /// <summary>{rule.Key}: the range of the speedups measured faster.</summary>");
            builder.AppendLine($"    internal static class {rule.Key}");
            builder.AppendLine("    {");
            builder.AppendLine($"        public const string MinSpeedup = \"{(faster.Count == 0 ? "1x" : MessageRatio(faster.Min()))}\";");
            builder.AppendLine($"        public const string MaxSpeedup = \"{(faster.Count == 0 ? "1x" : MessageRatio(faster.Max()))}\";");
            builder.AppendLine("    }");
            foreach (var row in rule.OrderBy(r => r.Scenario, StringComparer.Ordinal))
            {
                builder.AppendLine();
                builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"    /// <summary>{row.Key}: {row.BeforeNs:N1} -> {row.AfterNs:N1} ns ({row.Verdict}), {row.BeforeBytes:N0} -> {row.AfterBytes:N0} B.</summary>"));
                builder.AppendLine($"    internal static class {row.RuleId}_{row.Scenario}");
                builder.AppendLine("    {");
                builder.AppendLine($"        public const string Speedup = \"{MessageRatio(row.Speedup)}\";");
                builder.AppendLine($"        public const string Ratio = \"{MessageRatio(row.Speedup)}\";");
                builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"        public const string BeforeNs = \"{row.BeforeNs:N0}\";"));
                builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"        public const string AfterNs = \"{row.AfterNs:N0}\";"));
                builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"        public const string BeforeBytes = \"{row.BeforeBytes:N0}\";"));
                builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"        public const string AfterBytes = \"{row.AfterBytes:N0}\";"));
                builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"        public const string SavedBytes = \"{row.BeforeBytes - row.AfterBytes:N0}\";"));
                var fewer = row.BeforeBytes == 0 ? 0 : (int)Math.Round(100.0 * (row.BeforeBytes - row.AfterBytes) / row.BeforeBytes);
                builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"        public const string FewerBytes = \"{fewer}%\";"));
                builder.AppendLine("    }");
            }
        }

        builder.AppendLine("}");
        return builder.ToString();
    }

    /// <summary>A speedup as a message says it: one decimal below 10 ("2.3x"), whole above ("37x").</summary>
    private static string MessageRatio(double value) =>
        value < 10 ? value.ToString("0.0", CultureInfo.InvariantCulture) + "x" : Math.Round(value).ToString(CultureInfo.InvariantCulture) + "x";

    /// <summary>The preset .globalconfig files shipped in the package (build/PerfAnalyzers.targets picks one).</summary>
    public static IReadOnlyDictionary<string, string> Presets()
    {
        string Render(string mode, string comment, Func<DiagnosticDescriptor, string> severity)
        {
            var builder = new StringBuilder();
            builder.AppendLine("# Generated from the rule descriptors by DocsGenerator; do not edit by hand.");
            builder.AppendLine($"# PerfAnalyzersMode={mode}: {comment}");
            builder.AppendLine("is_global = true");
            builder.AppendLine("global_level = -1");
            builder.AppendLine();
            foreach (var (descriptor, _) in Rules())
            {
                builder.AppendLine($"# {descriptor.Id}: {descriptor.Title}");
                builder.AppendLine($"dotnet_diagnostic.{descriptor.Id}.severity = {severity(descriptor)}");
            }

            return builder.ToString();
        }

        static string DefaultSeverity(DiagnosticDescriptor d) =>
            !d.IsEnabledByDefault ? "none" : d.DefaultSeverity == DiagnosticSeverity.Warning ? "warning" : "suggestion";

        return new SortedDictionary<string, string>(StringComparer.Ordinal)
        {
            ["PerfAnalyzers.Default.globalconfig"] = Render("Default", "every rule at its default severity.", DefaultSeverity),
            ["PerfAnalyzers.All.globalconfig"] = Render("All", "every rule as a warning.", _ => "warning"),
            ["PerfAnalyzers.None.globalconfig"] = Render("None", "every rule off.", _ => "none"),
        };
    }

    /// <summary>The stub of a missing rule page, with the markers the generator fills.</summary>
    public static string PageStub(DiagnosticDescriptor descriptor, bool hasFix) =>
        $"""
        # {descriptor.Id}: {descriptor.Title}

        | | |
        |---|---|
        | Category | {descriptor.Category} |
        | Default severity | {(!descriptor.IsEnabledByDefault ? "Disabled" : descriptor.DefaultSeverity == DiagnosticSeverity.Warning ? "Warning" : "Suggestion")} |
        | Code fix | {(hasFix ? "Yes" : "No")} |

        ## What it finds

        {descriptor.Description}

        ## Before and after

        TODO: before/after code.

        ## Measured

        {MeasuredStart}
        {MeasuredEnd}

        ## Configuration

        ```ini
        [*.cs]
        dotnet_diagnostic.{descriptor.Id}.severity = warning
        ```

        """;

    /// <summary>
    /// Every generated file, as the generator writes it from what is committed now: its path from the repository root
    /// and its whole content (a file with generated sections keeps the rest of its text). A rule page that doesn't exist
    /// yet starts from <see cref="PageStub"/>.
    /// </summary>
    public static IEnumerable<(string Path, string Content)> Files()
    {
        var root = ReferenceSets.RepositoryRoot;
        string Read(string relative) => File.ReadAllText(Path.Combine(root, relative)).Replace("\r\n", "\n");
        string Sections(string relative, string text, params (string Start, string End, string Content)[] sections)
        {
            foreach (var (start, end, content) in sections)
            {
                text = ReplaceBetween(text, start, end, content)
                    ?? throw new InvalidOperationException($"{relative} lacks the markers {start} ... {end}.");
            }

            return text;
        }

        yield return ("README.md", Sections("README.md", Read("README.md"), (RulesStart, RulesEnd, RuleTable())));
        var packageReadme = Path.Combine("src", "Package", "README.md");
        yield return (packageReadme, Sections(packageReadme, Read(packageReadme), (RulesStart, RulesEnd, RuleTable(VersionedDocsUrl))));
        foreach (var (name, content) in Presets())
        {
            yield return (Path.Combine("src", "Package", "config", name), content);
        }

        yield return (MeasuredSourcePath, MeasuredSource());
        foreach (var (descriptor, _) in Rules())
        {
            var page = Path.Combine("docs", "rules", descriptor.Id + ".md");
            var text = File.Exists(Path.Combine(root, page))
                ? Read(page)
                : PageStub(descriptor, Fixers.Any(f => f.FixableDiagnosticIds.Contains(descriptor.Id)));
            var sections = new List<(string, string, string)> { (MeasuredStart, MeasuredEnd, MeasuredSection(descriptor.Id)) };
            sections.AddRange(GateStudy.All.Where(g => g.RuleId == descriptor.Id).Select(g => (StudyStart(g), StudyEnd(g), StudySection(g))));
            yield return (page, Sections(page, text, sections.ToArray()));
        }
    }

    /// <summary>The generated files that differ from what is committed (or are missing), with their content.</summary>
    public static IReadOnlyList<(string Path, string Content)> OutOfDate() =>
        Files().Where(f =>
        {
            var path = Path.Combine(ReferenceSets.RepositoryRoot, f.Path);
            return !File.Exists(path) || File.ReadAllText(path).Replace("\r\n", "\n") != f.Content;
        }).ToList();

    /// <summary>What a test says when a generated file differs from what the generator writes.</summary>
    public const string RegenerateCommand = "dotnet run --project tools/PerfAnalyzers.DocsGenerator";

    /// <summary>Replaces the text between <paramref name="start"/> and <paramref name="end"/>; null when the markers are missing.</summary>
    public static string? ReplaceBetween(string text, string start, string end, string content)
    {
        var from = text.IndexOf(start, StringComparison.Ordinal);
        var to = text.IndexOf(end, StringComparison.Ordinal);
        if (from < 0 || to < from)
        {
            return null;
        }

        return text[..(from + start.Length)] + "\n" + content + text[to..];
    }

    private static IReadOnlyList<T> CreateAll<T>(Assembly assembly) =>
        assembly.GetTypes()
            .Where(t => typeof(T).IsAssignableFrom(t) && !t.IsAbstract && t.GetConstructor(Type.EmptyTypes) is not null)
            .OrderBy(t => t.FullName, StringComparer.Ordinal)
            .Select(t => (T)Activator.CreateInstance(t)!)
            .ToList();
}
