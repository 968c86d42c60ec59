using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using System.Xml.Linq;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// Line coverage of src/CodeFixes by the hot-loop scenarios alone (tools/scenario-coverage.sh measures the Release build
/// with coverlet and runs this test with the report): writes docs/scenario-coverage.md and fails below the floor.
/// Without a report (an ordinary test run) it checks that the published page exists and states a coverage at or above
/// the floor.
/// </summary>
public sealed class ScenarioCoverageTests
{
    /// <summary>
    /// The share of fixer lines the scenarios must execute: the target. A change that leaves a new rewrite path
    /// unexecuted lowers the share and fails here.
    /// </summary>
    public const double Floor = 0.95;

    private static readonly string PagePath = Path.Combine(ReferenceSets.RepositoryRoot, "docs", "scenario-coverage.md");

    [Fact]
    public void ScenariosExecuteTheCodeFixes()
    {
        var report = Environment.GetEnvironmentVariable("PERFANALYZERS_COVERAGE_REPORT");
        if (string.IsNullOrEmpty(report))
        {
            Assert.True(File.Exists(PagePath), "docs/scenario-coverage.md is missing: run tools/scenario-coverage.sh.");
            var stated = File.ReadLines(PagePath).Select(ParseTotal).FirstOrDefault(v => v is not null);
            Assert.True(stated is not null, "docs/scenario-coverage.md states no total: run tools/scenario-coverage.sh.");
            Assert.True(stated >= Floor, $"docs/scenario-coverage.md states {stated:P1}, below the floor of {Floor:P0}.");
            return;
        }

        var (page, share) = Render(XDocument.Load(report));
        File.WriteAllText(PagePath, page);
        Assert.True(share >= Floor, $"The scenarios execute {share:P1} of the code-fix lines, below the floor of {Floor:P0}: see docs/scenario-coverage.md.");
    }

    private static double? ParseTotal(string line)
    {
        const string Prefix = "Total: ";
        if (!line.StartsWith(Prefix, StringComparison.Ordinal))
        {
            return null;
        }

        var percent = line[Prefix.Length..].Split('%')[0];
        return double.TryParse(percent, NumberStyles.Float, CultureInfo.InvariantCulture, out var value) ? value / 100 : null;
    }

    private static (string Page, double Share) Render(XDocument report)
    {
        // Cobertura: a class per type (compiler-generated ones too) with its file and lines; merge per file and line.
        // File names are relative to the report's source folders (a single one: src/CodeFixes).
        var sources = report.Descendants("source").Select(e => e.Value.Trim()).Where(v => v.Length > 0).ToList();
        var files = new SortedDictionary<string, SortedDictionary<int, bool>>(StringComparer.Ordinal);
        foreach (var type in report.Descendants("class"))
        {
            var name = (string?)type.Attribute("filename") ?? string.Empty;
            var full = Path.IsPathRooted(name) ? name : sources.Select(s => Path.Combine(s, name)).FirstOrDefault(File.Exists) ?? name;
            var file = NormalizePath(full);
            if (!files.TryGetValue(file, out var lines))
            {
                files[file] = lines = new SortedDictionary<int, bool>();
            }

            foreach (var line in type.Element("lines")?.Elements("line") ?? Enumerable.Empty<XElement>())
            {
                var number = (int)line.Attribute("number")!;
                var hit = (long)line.Attribute("hits")! > 0;
                lines[number] = lines.TryGetValue(number, out var before) ? before || hit : hit;
            }
        }

        var total = files.Values.Sum(l => l.Count);
        var covered = files.Values.Sum(l => l.Values.Count(h => h));
        var share = total == 0 ? 0 : (double)covered / total;

        var builder = new StringBuilder();
        builder.AppendLine("# Code fixes executed by the hot-loop scenarios");
        builder.AppendLine();
        builder.AppendLine("Written by `tools/scenario-coverage.sh`; do not edit by hand. Line coverage of `src/CodeFixes` (coverlet) while only");
        builder.AppendLine("the scenario tests run: each listed line is code of a fixer that no scenario executes, so a rewrite (or a branch");
        builder.AppendLine("of one) that no hot-loop scenario has proven by running it. The target is 95%; the rest should be error paths");
        builder.AppendLine("and defensive returns.");
        builder.AppendLine();
        builder.AppendLine("It measures the Release build, the one the package ships, where a line is a line that holds a statement. A Debug");
        builder.AppendLine("build also gives each `{` and `}` of a block a no-op instruction of its own, so coverlet counts every brace as a");
        builder.AppendLine("line there: the same scenarios then show a lower share, since each guard's two braces are not executed either.");
        builder.AppendLine();
        builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"Total: {share * 100:F1}% ({covered:N0} of {total:N0} lines)"));
        builder.AppendLine();
        builder.AppendLine("| File | Lines executed | Share |");
        builder.AppendLine("|------|---------------:|------:|");
        foreach (var (file, lines) in files)
        {
            var hits = lines.Values.Count(h => h);
            builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| {file} | {hits} of {lines.Count} | {(lines.Count == 0 ? 0 : 100.0 * hits / lines.Count):F0}% |"));
        }

        var missedLines = files.Sum(f => f.Value.Values.Count(h => !h));
        var exits = 0;
        foreach (var (file, lines) in files)
        {
            var path = Path.Combine(ReferenceSets.RepositoryRoot, file);
            var text = File.Exists(path) ? File.ReadAllLines(path) : Array.Empty<string>();
            exits += lines.Where(l => !l.Value).Count(l => l.Key - 1 < text.Length && IsEarlyExit(text[l.Key - 1]));
        }

        builder.AppendLine();
        builder.AppendLine("## Why the rest is not executed");
        builder.AppendLine();
        builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"Of the {missedLines:N0} lines below, {exits:N0} are early exits (a `return`, `continue`, `break` or `throw` line, or a switch arm that gives up: `_ => null`). Read on 2026-11-28, they fall in five groups:"));
        builder.AppendLine();
        builder.AppendLine("- **Defensive guards**: the one `return null` of each fixer's plan (`FixRegistration`: a diagnostic without the");
        builder.AppendLine("  properties or additional locations its analyzer always supplies, a node not found where the diagnostic points), and");
        builder.AppendLine("  the same lookups in the Fix All paths that work on other documents. Unchanged code never takes them.");
        builder.AppendLine("- **Shapes the fix declines** beyond those a scenario already runs (`DeclinedDiagnostics`, e.g. PERF0502/DeclinedShapes):");
        builder.AppendLine("  not in a block, nested Returns, a search inside an interface or top-level statements.");
        builder.AppendLine("- **Unreachable in code that compiles**: a type already sealed (never reported); `new` put first, or a removed");
        builder.AppendLine("  modifier's trivia carried past every modifier (`ModifierRewriter`: a member that is `virtual` has an accessibility");
        builder.AppendLine("  modifier, else CS0621); an argument node where a diagnostic points (PERF0504, PERF0507: the analyzers point at the");
        builder.AppendLine("  expression); Fix All scopes the provider doesn't offer; an element type SearchValues doesn't have.");
        builder.AppendLine("- **Rare, or bound to the platform**: a using added to a namespace that holds nothing; in a file without any line");
        builder.AppendLine("  break, `end_of_line = cr` and the platform's line break when no `end_of_line` is set (a scenario's fixed code would");
        builder.AppendLine("  differ between Linux and Windows; unit-tested instead); the equality members of a span key, which a lookup calls");
        builder.AppendLine("  only when two edits share a hash; a field name made from a method whose name starts with `_` and a digit.");
        builder.AppendLine("- **Test infrastructure**: the diagnostics Fix All asks for when dotnet format runs it on a project or a solution");
        builder.AppendLine("  without an equivalence key (`FixAll.DiagnosticsOf`); the harness runs it on the scenario's document.");
        builder.AppendLine();
        builder.AppendLine("## Lines no scenario executes");
        foreach (var (file, lines) in files)
        {
            var missed = lines.Where(l => !l.Value).Select(l => l.Key).ToList();
            if (missed.Count == 0)
            {
                continue;
            }

            var source = File.Exists(Path.Combine(ReferenceSets.RepositoryRoot, file))
                ? File.ReadAllLines(Path.Combine(ReferenceSets.RepositoryRoot, file))
                : Array.Empty<string>();
            builder.AppendLine();
            builder.AppendLine($"### {file}");
            builder.AppendLine();
            builder.AppendLine("```");
            foreach (var number in missed)
            {
                var text = number - 1 < source.Length ? source[number - 1].Trim() : string.Empty;
                builder.AppendLine(string.Create(CultureInfo.InvariantCulture, $"{number,5}: {text}"));
            }

            builder.AppendLine("```");
        }

        return (builder.ToString(), share);
    }

    private static bool IsEarlyExit(string line)
    {
        var trimmed = line.TrimStart();
        return trimmed.StartsWith("return", StringComparison.Ordinal)
            || trimmed.StartsWith("continue", StringComparison.Ordinal)
            || trimmed.StartsWith("break", StringComparison.Ordinal)
            || trimmed.StartsWith("throw", StringComparison.Ordinal)
            || trimmed.StartsWith(": default", StringComparison.Ordinal)
            || trimmed.StartsWith("_ => null", StringComparison.Ordinal);
    }

    private static string NormalizePath(string path)
    {
        var root = ReferenceSets.RepositoryRoot.TrimEnd('/', '\\') + "/";
        var normalized = path.Replace('\\', '/');
        return normalized.StartsWith(root, StringComparison.Ordinal) ? normalized[root.Length..] : normalized;
    }
}
