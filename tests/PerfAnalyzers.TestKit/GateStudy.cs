using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Rules.SearchValues;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// How a rule's threshold was chosen, measured again by anyone: one scenario file whose set holds <see
/// cref="MaxSize"/> values, run with its first 1 to <see cref="MaxSize"/> values, each as written and as the fix writes
/// it, on an input of <see cref="Length"/> characters. The rule reports from <see cref="Threshold"/> values on; below,
/// where it is silent and the fix writes nothing, the fixed code is the fix's output at the threshold with the set
/// replaced. The gate study tests check that this replacement gives the fix's own output at every size the rule
/// reports, that the rule reports exactly from the threshold, and that both versions compute the same results at every
/// size. The benchmark command (<c>--studies</c>) measures each size in a process of its own and keeps what each
/// measured in docs/gate-studies.tsv; the rule page's table is generated from it.
/// </summary>
public sealed record GateStudy(
    string RuleId,
    string Name,
    string RelativePath,
    string Alphabet,
    int Length,
    int Threshold,
    Func<DiagnosticAnalyzer> CreateAnalyzer,
    Func<CodeFixProvider> CreateFixer)
{
    public const string FileName = "gate-studies.tsv";

    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/SearchValues/Scenarios/Studies/";

    private static readonly ConcurrentDictionary<string, Task<string>> s_atThreshold = new(StringComparer.Ordinal);

    public static IReadOnlyList<GateStudy> All { get; } = new[]
    {
        IndexOfAny("IndexOfAny16", "PERF0601_IndexOfAny.cs", 16, UseCachedSearchValuesAnalyzer.MinimumValues),
        IndexOfAny("IndexOfAny1000", "PERF0601_IndexOfAny.cs", 1000, UseCachedSearchValuesAnalyzer.MinimumValues),
        IndexOfAny("IndexOfAnyExcept16", "PERF0601_IndexOfAnyExcept.cs", 16, UseCachedSearchValuesAnalyzer.MinimumValues),
        IndexOfAny("IndexOfAnyExcept1000", "PERF0601_IndexOfAnyExcept.cs", 1000, UseCachedSearchValuesAnalyzer.MinimumValues),
        new GateStudy(
            RuleIdentifiers.UseSearchValuesForMembership,
            "Contains1000",
            Folder + "PERF0603_Contains.cs",
            "aeiouAEIOUyYwWxX",
            1000,
            UseSearchValuesForMembershipAnalyzer.MinimumStringValues,
            () => new UseSearchValuesForMembershipAnalyzer(),
            () => new UseSearchValuesForMembershipCodeFixProvider()),
    };

    /// <summary>Where the benchmark command keeps what each process of each size measured.</summary>
    public static string PublishedPath => Path.Combine(ReferenceSets.RepositoryRoot, "docs", FileName);

    public int MaxSize => Alphabet.Length;

    public IEnumerable<int> Sizes => Enumerable.Range(1, MaxSize);

    /// <summary>A size's key in docs/gate-studies.tsv and on the benchmark command's line: PERF0601/IndexOfAny16_5.</summary>
    public string Key(int size) => RuleId + "/" + PointName(size);

    /// <summary>The measurement of one size in docs/gate-studies.tsv: the studies are measured on .NET 10.</summary>
    public string Id(int size) => BenchmarkRow.IdOf(Key(size), ScenarioRunners.MajorVersion(TargetRuntime.Net10));

    public string PointName(int size) => Name + "_" + size.ToString(CultureInfo.InvariantCulture);

    /// <summary>The study and size a key names, or null.</summary>
    public static (GateStudy Study, int Size)? Find(string key)
    {
        foreach (var study in All)
        {
            foreach (var size in study.Sizes)
            {
                if (string.Equals(study.Key(size), key, StringComparison.OrdinalIgnoreCase))
                {
                    return (study, size);
                }
            }
        }

        return null;
    }

    /// <summary>
    /// The size as a scenario of its own, for the harness and the benchmark (it names no file of its own). Run for 3 s
    /// before measuring: a SearchValues implementation can take more than a second to leave its unoptimized code, which
    /// measured 60 ns a call against 12 ns once optimized, and BenchmarkDotNet's warm-up of the study's short iterations
    /// did not always wait for it.
    /// </summary>
    public Scenario AsScenario(int size) => new(
        RuleId,
        PointName(size),
        RelativePath,
        CreateAnalyzer,
        CreateFixer,
        ExpectedDiagnostics: size >= Threshold ? 1 : 0,
        AllocationClaim.Unclaimed,
        WarmupSeconds: 3,
        IterationMilliseconds: 100);

    /// <summary>The scenario file with the first <paramref name="size"/> values and the study's input length.</summary>
    public string Source(int size)
    {
        var text = File.ReadAllText(Path.Combine(ReferenceSets.RepositoryRoot, RelativePath));
        return SetSize(WithLength(text), MaxSize, size);
    }

    /// <summary>The code as written and as the fix writes it, at one size (<see cref="GateStudy"/>).</summary>
    public async Task<(string Before, string After, int Diagnostics)> WriteAsync(int size, CancellationToken cancellationToken = default)
    {
        var before = Source(size);
        var (diagnostics, after) = await HotLoopHarness.FixAsync(AsScenario(size), before, cancellationToken).ConfigureAwait(false);
        if (diagnostics == 0)
        {
            // Below the threshold: the fix's output at the threshold, with this size's set.
            after = SetSize(await FixedAtThresholdAsync().ConfigureAwait(false), Threshold, size);
        }

        return (before, after, diagnostics);
    }

    /// <summary>
    /// The fix's output at the threshold, which every size below it is written from: fixed once per study and process
    /// (the file doesn't change while a process runs).
    /// </summary>
    public Task<string> FixedAtThresholdAsync() =>
        s_atThreshold.GetOrAdd(Key(Threshold), _ => FixAtThresholdAsync());

    private async Task<string> FixAtThresholdAsync()
    {
        var (_, fixedCode) = await HotLoopHarness.FixAsync(AsScenario(Threshold), Source(Threshold)).ConfigureAwait(false);
        return fixedCode;
    }

    /// <summary>Both versions of one size, compiled and loaded.</summary>
    public async Task<PreparedScenario> PrepareAsync(int size, CancellationToken cancellationToken = default)
    {
        var (before, after, _) = await WriteAsync(size, cancellationToken).ConfigureAwait(false);
        return await HotLoopHarness.CompileAsync(AsScenario(size), before, after, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The text with the set literal of <paramref name="from"/> values replaced by that of <paramref name="to"/>.</summary>
    public string SetSize(string text, int from, int to)
    {
        var literal = Literal(Alphabet[..from]);
        var at = text.IndexOf(literal, StringComparison.Ordinal);
        if (at < 0 || text.IndexOf(literal, at + 1, StringComparison.Ordinal) >= 0)
        {
            throw new HarnessException($"{RuleId}/{Name}: the code does not hold the set {literal} exactly once:{Environment.NewLine}{text}");
        }

        return text[..at] + Literal(Alphabet[..to]) + text[(at + literal.Length)..];
    }

    private static GateStudy IndexOfAny(string name, string file, int length, int threshold) => new(
        RuleIdentifiers.UseCachedSearchValues,
        name,
        Folder + file,
        "<>&%#@!$^*~|{}[]",
        length,
        threshold,
        () => new UseCachedSearchValuesAnalyzer(),
        () => new UseCachedSearchValuesCodeFixProvider());

    private static string Literal(string value) => SymbolDisplay.FormatLiteral(value, quote: true);

    private string WithLength(string text)
    {
        const string Declaration = "private const int Length = ";
        var at = text.IndexOf(Declaration, StringComparison.Ordinal);
        var end = at < 0 ? -1 : text.IndexOf(';', at);
        if (end < 0)
        {
            throw new HarnessException($"{RelativePath} declares no '{Declaration}...;'.");
        }

        return text[..(at + Declaration.Length)] + Length.ToString(CultureInfo.InvariantCulture) + text[end..];
    }
}
