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
/// Produces what is generated from the rules' declarations (their descriptors) and the benchmark files: the rule ID
/// constants, the hosts the compiler loads, the release-tracking rows of unshipped rules, the presets, the rule tables
/// of the READMEs, each rule page's header, measured numbers and gate study tables (between markers), and the classes of
/// the measured rows that the messages quote.
/// <see cref="Files"/> is every such file as it should be; the docs generator command (tools/PerfAnalyzers.DocsGenerator)
/// writes them, and the consistency tests fail when a committed file differs.
/// </summary>
public static class DocsGenerator
{
    public const string RulesStart = "<!-- rules:start -->";
    public const string RulesEnd = "<!-- rules:end -->";
    public const string MeasuredStart = "<!-- measured:start -->";
    public const string MeasuredEnd = "<!-- measured:end -->";
    public const string SameFindingStart = "<!-- same-finding:start -->";
    public const string SameFindingEnd = "<!-- same-finding:end -->";

    /// <summary>Every rule's own analyzer (the hosts that register several of them with the compiler left out).</summary>
    public static IReadOnlyList<DiagnosticAnalyzer> Analyzers { get; } =
        CreateAll<DiagnosticAnalyzer>(typeof(PerfAnalyzers.Internals.RuleHost).Assembly).Where(a => a is not PerfAnalyzers.Internals.RuleHost and not DiagnosticSuppressor).ToList();

    /// <summary>What the compiler loads: the hosts (<see cref="RuleHostsSource"/>), each with its own [DiagnosticAnalyzer].</summary>
    public static IReadOnlyList<DiagnosticAnalyzer> Loaded { get; } =
        CreateAll<DiagnosticAnalyzer>(typeof(PerfAnalyzers.Internals.RuleHost).Assembly)
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
            var severity = LevelOf(descriptor);
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

    /// <summary>Where the classes of the measured rows live, which the messages quote (<see cref="MeasuredClassesSource"/>).</summary>
    public const string MeasuredClassesPath = "src/Analyzers/Internals/MeasuredClasses.Rows.cs";

    /// <summary>Where the rule ID constants live (<see cref="RuleIdentifiersSource"/>).</summary>
    public const string RuleIdentifiersPath = "src/Analyzers/RuleIdentifiers.cs";

    /// <summary>Where the hosts the compiler loads live (<see cref="RuleHostsSource"/>).</summary>
    public const string RuleHostsPath = "src/Analyzers/Rules/RuleHosts.cs";

    /// <summary>The release-tracking file of the rules not yet shipped (<see cref="UnshippedReleases"/>).</summary>
    public const string UnshippedPath = "src/Analyzers/AnalyzerReleases.Unshipped.md";

    public const string ShippedPath = "src/Analyzers/AnalyzerReleases.Shipped.md";

    public const string HeaderStart = "<!-- header:start -->";
    public const string HeaderEnd = "<!-- header:end -->";

    private const string GeneratedCSharpHeader =
        "// Generated by the docs generator; do not edit by hand. Regenerate with\n// " + RegenerateCommand + " (then rebuild).\n";

    /// <summary>"Warning", "Suggestion" or "Disabled": a descriptor's <see cref="Internals.RuleLevel"/>.</summary>
    public static string LevelOf(DiagnosticDescriptor descriptor) =>
        !descriptor.IsEnabledByDefault ? "Disabled" : descriptor.DefaultSeverity == DiagnosticSeverity.Warning ? "Warning" : "Suggestion";

    /// <summary>A rule's name: its analyzer's, without the suffix ("UseConvertToHexString").</summary>
    public static string NameOf(DiagnosticAnalyzer analyzer) => analyzer.GetType().Name[..^"Analyzer".Length];

    /// <summary>
    /// The payoffs the rules' messages quote (<c>Internals.Payoff</c> fields of the analyzers), each named by its analyzer
    /// and field, with the scenarios it quotes.
    /// </summary>
    public static IEnumerable<(string Name, IReadOnlyList<string> Scenarios)> Payoffs() =>
        Analyzers.SelectMany(a => a.GetType()
            .GetFields(BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic)
            .Where(f => f.FieldType == typeof(Internals.Payoff))
            .Select(f => (a.GetType().Name + "." + f.Name, ((Internals.Payoff)f.GetValue(null)!).Scenarios)));

    /// <summary>
    /// The C# source of <see cref="MeasuredClassesPath"/>: every published row of a scenario some message quotes
    /// (<see cref="Internals.Payoff.Scenarios"/>), as the classes of <see cref="Internals.Speed"/> and
    /// <see cref="Internals.Bytes"/>. A re-run of the benchmarks changes this file, and so a message, only where a verdict
    /// or an order of magnitude changed.
    /// </summary>
    public static string MeasuredClassesSource()
    {
        var quoted = Payoffs().SelectMany(p => p.Scenarios).ToHashSet(StringComparer.Ordinal);
        var rows = BenchmarkRow.ReadPublished().Values
            .Where(r => quoted.Contains(r.Key) || quoted.Contains(r.RuleId))
            .OrderBy(r => r.Id, BenchmarkRow.IdOrder);
        var builder = new StringBuilder();
        builder.Append(GeneratedCSharpHeader.Replace("docs generator", "docs generator from docs/benchmarks.md"));
        builder.AppendLine("namespace PerfAnalyzers.Internals;");
        builder.AppendLine();
        builder.AppendLine("internal static partial class MeasuredClasses");
        builder.AppendLine("{");
        builder.AppendLine("    private static readonly MeasuredClass[] s_rows =");
        builder.AppendLine("    {");
        foreach (var row in rows)
        {
            builder.AppendLine($"        new(\"{row.Key}\", {row.RuntimeMajor}, Speed.{SpeedOf(row)}, Bytes.{BytesOf(row)}),");
        }

        builder.AppendLine("    };");
        builder.AppendLine("}");
        return builder.ToString();
    }

    /// <summary>A row's speed class: its verdict, then the order of magnitude of its speedup.</summary>
    internal static Internals.Speed SpeedOf(BenchmarkRow row) => row.Verdict switch
    {
        "slower" => Internals.Speed.Slower,
        "faster" => row.Speedup switch
        {
            < 2 => Internals.Speed.Faster,
            < 10 => Internals.Speed.TwoTo10x,
            < 100 => Internals.Speed.TenTo100x,
            < 1000 => Internals.Speed.HundredTo1000x,
            _ => Internals.Speed.Beyond1000x,
        },
        _ => Internals.Speed.Same,
    };

    /// <summary>A row's allocation class: what the code after the fix allocates per call, against the code before.</summary>
    internal static Internals.Bytes BytesOf(BenchmarkRow row) =>
        row.AfterBytes > row.BeforeBytes ? Internals.Bytes.More
        : row.AfterBytes == row.BeforeBytes ? Internals.Bytes.Same
        : row.AfterBytes == 0 ? Internals.Bytes.None
        : row.AfterBytes * 2 <= row.BeforeBytes ? Internals.Bytes.HalfOrLess
        : Internals.Bytes.Fewer;

    /// <summary>The C# source of <see cref="RuleIdentifiersPath"/>: one constant a rule, named after its analyzer.</summary>
    public static string RuleIdentifiersSource()
    {
        var builder = new StringBuilder();
        builder.Append(GeneratedCSharpHeader.Replace("docs generator", "docs generator from the rules' declarations"));
        builder.AppendLine("namespace PerfAnalyzers;");
        builder.AppendLine();
        builder.AppendLine("/// <summary>");
        builder.AppendLine("/// Every diagnostic ID the package reports, named after its rule's analyzer; each rule declares its ID once, in its");
        builder.AppendLine("/// analyzer's <c>Rule</c> field. An ID is never reused.");
        builder.AppendLine("/// </summary>");
        builder.AppendLine("public static class RuleIdentifiers");
        builder.AppendLine("{");
        var first = true;
        foreach (var (descriptor, analyzer) in Rules())
        {
            if (!first)
            {
                builder.AppendLine();
            }

            first = false;
            builder.AppendLine($"    /// <summary>{descriptor.Id}: {Escape(descriptor.Title.ToString(CultureInfo.InvariantCulture))}.</summary>");
            builder.AppendLine($"    public const string {NameOf(analyzer)} = \"{descriptor.Id}\";");
        }

        builder.AppendLine("}");
        return builder.ToString();
    }

    /// <summary>
    /// The hosts the compiler loads (<see cref="RuleHostsPath"/>): the rules grouped by default level and generated-code
    /// setting, since a host runs whenever one of its rules is on and asks the driver for one generated-code setting. A
    /// rule disabled by default, or alone in its group, gets a host of its own.
    /// </summary>
    public static IReadOnlyList<(string Name, string Level, GeneratedCodeAnalysisFlags GeneratedCode, IReadOnlyList<DiagnosticAnalyzer> Rules)> HostPlan()
    {
        var plan = new List<(string, string, GeneratedCodeAnalysisFlags, IReadOnlyList<DiagnosticAnalyzer>)>();
        var groups = Rules()
            .GroupBy(r => (Level: LevelOf(r.Descriptor), GeneratedCode: Internals.RuleDescriptors.GeneratedCode(r.Descriptor)))
            .OrderBy(g => g.Key.Level == "Warning" ? 0 : g.Key.Level == "Suggestion" ? 1 : 2)
            .ThenBy(g => g.Key.GeneratedCode);
        foreach (var group in groups)
        {
            var rules = group.Select(r => r.Analyzer).ToList();
            if (group.Key.Level == "Disabled" || rules.Count == 1)
            {
                plan.AddRange(rules.Select(r => (NameOf(r) + "Host", group.Key.Level, group.Key.GeneratedCode, (IReadOnlyList<DiagnosticAnalyzer>)new[] { r })));
                continue;
            }

            var level = group.Key.Level == "Warning" ? string.Empty : group.Key.Level;
            var generated = group.Key.GeneratedCode switch
            {
                GeneratedCodeAnalysisFlags.None => string.Empty,
                GeneratedCodeAnalysisFlags.ReportDiagnostics => "Reporting",
                _ => "GeneratedCode",
            };
            plan.Add(("PerfAnalyzers" + level + generated + "Host", group.Key.Level, group.Key.GeneratedCode, rules));
        }

        return plan;
    }

    /// <summary>The C# source of <see cref="RuleHostsPath"/>, from <see cref="HostPlan"/>.</summary>
    public static string RuleHostsSource()
    {
        var builder = new StringBuilder();
        builder.Append(GeneratedCSharpHeader.Replace("docs generator", "docs generator from the rules' declarations"));
        builder.AppendLine("using Microsoft.CodeAnalysis;");
        builder.AppendLine("using Microsoft.CodeAnalysis.Diagnostics;");
        builder.AppendLine("using PerfAnalyzers.Internals;");
        foreach (var ns in Analyzers.Select(a => a.GetType().Namespace!).Distinct().OrderBy(n => n, StringComparer.Ordinal))
        {
            builder.AppendLine($"using {ns};");
        }

        builder.AppendLine();
        builder.AppendLine("namespace PerfAnalyzers.Rules;");
        foreach (var (name, level, generatedCode, rules) in HostPlan())
        {
            var setting = generatedCode switch
            {
                GeneratedCodeAnalysisFlags.None => "GeneratedCodeAnalysisFlags.None",
                GeneratedCodeAnalysisFlags.ReportDiagnostics => "GeneratedCodeAnalysisFlags.ReportDiagnostics",
                _ => "GeneratedCodeAnalysisFlags.Analyze | GeneratedCodeAnalysisFlags.ReportDiagnostics",
            };
            var one = rules.Count == 1;
            var what = generatedCode switch
            {
                GeneratedCodeAnalysisFlags.None => one ? "that leaves generated code alone" : "that leave generated code alone",
                GeneratedCodeAnalysisFlags.ReportDiagnostics => one
                    ? "that leaves generated code alone and reports only where it looked (ReportDiagnostics)"
                    : "that leave generated code alone and report only where they looked (ReportDiagnostics)",
                _ => one ? "that analyzes generated code" : "that analyze generated code",
            };
            var summary = level switch
            {
                "Disabled" => $"{rules[0].SupportedDiagnostics[0].Id}, disabled by default: alone, so that it costs nothing until switched on.",
                _ when rules.Count == 1 => $"{rules[0].SupportedDiagnostics[0].Id}, the one rule at {level} {what}.",
                "Suggestion" => $"The rules at Suggestion {what}. A command-line build skips this host unless one of its rules is raised to Warning or Error.",
                _ => $"The rules at {level} {what}.",
            };
            builder.AppendLine();
            builder.AppendLine("/// <summary>");
            foreach (var line in Wrap(summary, 116))
            {
                builder.AppendLine("/// " + line);
            }

            builder.AppendLine("/// </summary>");
            builder.AppendLine("[DiagnosticAnalyzer(LanguageNames.CSharp)]");
            builder.AppendLine($"public sealed class {name} : RuleHost");
            builder.AppendLine("{");
            builder.AppendLine($"    public {name}()");
            builder.AppendLine("        : base(");
            builder.AppendLine($"            {setting},");
            for (var i = 0; i < rules.Count; i++)
            {
                builder.AppendLine($"            new {rules[i].GetType().Name}(){(i == rules.Count - 1 ? ")" : ",")}");
            }

            builder.AppendLine("    {");
            builder.AppendLine("    }");
            builder.AppendLine("}");
        }

        var sameFinding = Rules().Where(r => Internals.RuleDescriptors.SameFinding(r.Descriptor).Any()).ToList();
        builder.AppendLine();
        builder.AppendLine("/// <summary>");
        builder.AppendLine("/// Hides another analyzer's diagnostic where one of these rules reports the same finding (the IDs each rule's");
        builder.AppendLine("/// declaration names; docs/other-analyzers.md).");
        builder.AppendLine("/// </summary>");
        builder.AppendLine("[DiagnosticAnalyzer(LanguageNames.CSharp)]");
        builder.AppendLine($"public sealed class {SameFindingSuppressorName} : SameFindingSuppressor");
        builder.AppendLine("{");
        builder.AppendLine($"    public {SameFindingSuppressorName}()");
        builder.AppendLine("        : base(");
        for (var i = 0; i < sameFinding.Count; i++)
        {
            builder.AppendLine($"            {sameFinding[i].Analyzer.GetType().Name}.Rule{(i == sameFinding.Count - 1 ? ")" : ",")}");
        }

        builder.AppendLine("    {");
        builder.AppendLine("    }");
        builder.AppendLine("}");
        return builder.ToString();
    }

    /// <summary>
    /// What a rule's page says about the other analyzers' rules its declaration names as the same finding
    /// (<c>sameFinding:</c>): which package each comes from, and what the user sees with both on.
    /// </summary>
    public static string SameFindingSection(DiagnosticDescriptor descriptor)
    {
        var others = Internals.RuleDescriptors.SameFinding(descriptor).ToList();
        if (others.Count == 0)
        {
            return string.Empty;
        }

        var names = others.Select(id => $"{id} ({PackageOf(id)})").ToList();
        var list = names.Count == 1 ? names[0] : string.Join(", ", names.Take(names.Count - 1)) + " and " + names[^1];
        var suppressions = string.Join(", ", others.Select(id => $"`{Internals.SameFindingSuppressor.SuppressionId(descriptor.Id, id)}`"));
        var text = $"{list} {(others.Count == 1 ? "reports" : "report")} the same finding. With both on, you see one diagnostic: where " +
            $"{descriptor.Id} reports and shows (at Error, Warning or Suggestion), PerfAnalyzers hides theirs on the same code " +
            $"(suppression {suppressions}), so the fix you are offered is the one measured here. Switch {descriptor.Id} off " +
            "(`none` or `silent`) and theirs come back; an error of theirs stays unless this rule is an error too. How it works, " +
            "and every pair: [other analyzers](../other-analyzers.md).";
        return string.Join("\n", Wrap(text, 118)) + "\n";
    }

    /// <summary>The package a diagnostic ID comes from, by its prefix.</summary>
    public static string PackageOf(string id) =>
        id.StartsWith("CA", StringComparison.Ordinal) ? ".NET SDK"
        : id.StartsWith("IDE", StringComparison.Ordinal) ? ".NET SDK code style"
        : id.StartsWith("SYSLIB", StringComparison.Ordinal) ? "the runtime's source-generator analyzers"
        : id.StartsWith("MA", StringComparison.Ordinal) ? "Meziantou.Analyzer"
        : id.StartsWith("RCS", StringComparison.Ordinal) ? "Roslynator"
        : throw new InvalidOperationException($"No package is known for {id}: add its prefix to DocsGenerator.PackageOf.");

    /// <summary>The generated suppressor of other analyzers' diagnostics for the same findings as ours.</summary>
    public const string SameFindingSuppressorName = "PerfAnalyzersSameFindingSuppressor";

    /// <summary>
    /// The release-tracking file of the unshipped rules (<see cref="UnshippedPath"/>): every declared rule that
    /// AnalyzerReleases.Shipped.md does not list, with its category and default severity.
    /// </summary>
    public static string UnshippedReleases()
    {
        var shipped = File.ReadAllLines(Path.Combine(ReferenceSets.RepositoryRoot, ShippedPath))
            .Where(l => l.StartsWith("PERF", StringComparison.Ordinal))
            .Select(l => l.Split('|')[0].Trim())
            .ToHashSet(StringComparer.Ordinal);
        var builder = new StringBuilder();
        builder.AppendLine("; Unshipped analyzer release");
        builder.AppendLine("; https://github.com/dotnet/roslyn-analyzers/blob/main/src/Microsoft.CodeAnalysis.Analyzers/ReleaseTrackingAnalyzers.Help.md");
        builder.AppendLine("; Generated from the rules' declarations by the docs generator; do not edit by hand.");
        builder.AppendLine();
        builder.AppendLine("### New Rules");
        builder.AppendLine();
        builder.AppendLine("Rule ID | Category | Severity | Notes");
        builder.AppendLine("--------|----------|----------|-------");
        foreach (var (descriptor, analyzer) in Rules().Where(r => !shipped.Contains(r.Descriptor.Id)))
        {
            var severity = descriptor.IsEnabledByDefault ? descriptor.DefaultSeverity.ToString() : "Disabled";
            builder.AppendLine($"{descriptor.Id} | {descriptor.Category} | {severity} | {analyzer.GetType().Name}, [Documentation](docs/rules/{descriptor.Id}.md)");
        }

        return builder.ToString();
    }

    /// <summary>
    /// A rule page with its header as the declaration says: the first line is the ID and title, and the header table's
    /// Category, Default severity and Code fix cells start with what the descriptor and the fixers say (a cell keeps
    /// the words the page adds after that, such as where the fix is offered).
    /// </summary>
    public static string WithHeader(string page, DiagnosticDescriptor descriptor, bool hasFix)
    {
        var lines = page.Split('\n');
        lines[0] = $"# {descriptor.Id}: {descriptor.Title}";
        for (var i = 1; i < lines.Length && !lines[i].StartsWith("## ", StringComparison.Ordinal); i++)
        {
            lines[i] = Cell(lines[i], "Category", descriptor.Category, _ => descriptor.Category);
            lines[i] = Cell(lines[i], "Default severity", LevelOf(descriptor), level => level == "Disabled" ? "Disabled (turn it on in `.editorconfig`, see below)" : level);
            lines[i] = Cell(lines[i], "Code fix", hasFix ? "Yes" : "No", answer => answer == "Yes" ? "Yes (Fix All: document, project, solution)" : "No (see below)");
        }

        return string.Join('\n', lines);

        static string Cell(string line, string name, string value, Func<string, string> fresh)
        {
            var prefix = $"| {name} | ";
            if (!line.StartsWith(prefix, StringComparison.Ordinal))
            {
                return line;
            }

            var cell = line[prefix.Length..].TrimEnd().TrimEnd('|').TrimEnd();
            var first = cell.Split(' ', ',', '(')[0];
            return first == value ? line : prefix + fresh(value) + " |";
        }
    }

    private static IEnumerable<string> Wrap(string text, int width)
    {
        var line = new StringBuilder();
        foreach (var word in text.Split(' '))
        {
            if (line.Length > 0 && line.Length + 1 + word.Length > width)
            {
                yield return line.ToString();
                line.Clear();
            }

            line.Append(line.Length > 0 ? " " : string.Empty).Append(word);
        }

        yield return line.ToString();
    }

    private static string Escape(string text) => text.Replace("&", "&amp;").Replace("<", "&lt;").Replace(">", "&gt;");

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

        static string DefaultSeverity(DiagnosticDescriptor d) => LevelOf(d) switch
        {
            "Disabled" => "none",
            "Warning" => "warning",
            _ => "suggestion",
        };

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
        | Default severity | {LevelOf(descriptor)} |
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

        yield return (MeasuredClassesPath, MeasuredClassesSource());
        yield return (RuleIdentifiersPath, RuleIdentifiersSource());
        yield return (RuleHostsPath, RuleHostsSource());
        yield return (UnshippedPath, UnshippedReleases());
        foreach (var (descriptor, _) in Rules())
        {
            var page = Path.Combine("docs", "rules", descriptor.Id + ".md");
            var hasFix = Fixers.Any(f => f.FixableDiagnosticIds.Contains(descriptor.Id));
            var text = WithHeader(File.Exists(Path.Combine(root, page)) ? Read(page) : PageStub(descriptor, hasFix), descriptor, hasFix);
            var sections = new List<(string, string, string)> { (MeasuredStart, MeasuredEnd, MeasuredSection(descriptor.Id)) };
            if (Internals.RuleDescriptors.SameFinding(descriptor).Any() || text.Contains(SameFindingStart, StringComparison.Ordinal))
            {
                sections.Add((SameFindingStart, SameFindingEnd, SameFindingSection(descriptor)));
            }

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
