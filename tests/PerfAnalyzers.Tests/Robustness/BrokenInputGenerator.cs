using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Text;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Robustness;

/// <summary>What a broken input is compiled against: a reference pack, or nothing at all (no framework).</summary>
public enum InputReferences
{
    Net10,
    Net8,
    NetCoreApp31,
    None,
}

/// <summary>One input of the robustness suite: a source text, how it was made, and what it compiles against.</summary>
public sealed record BrokenInput(string Origin, string Kind, string Text, InputReferences References)
{
    public override string ToString() => $"{Origin} [{Kind}, {References}]";
}

/// <summary>
/// Makes broken variants of every scenario file, sample file and rule-shape snippet: truncations, single-token
/// deletions, duplicated members, removed usings, and the whole file against every reference set and none. The files
/// are found by globbing, so new rule families are picked up without being listed. Deterministic: the same files give
/// the same inputs; each file's variants are sampled with a seed derived from its name, up to a per-file cap that
/// shrinks as files are added so the suite's runtime stays bounded.
/// </summary>
public static class BrokenInputGenerator
{
    /// <summary>
    /// The total number of mutated inputs aimed at over all files (the untouched files come on top). Set
    /// PERFANALYZERS_ROBUSTNESS_BUDGET to search deeper locally (the per-file cap then grows with it).
    /// </summary>
    public static int TotalBudget { get; } =
        int.TryParse(Environment.GetEnvironmentVariable("PERFANALYZERS_ROBUSTNESS_BUDGET"), out var budget) && budget > 0 ? budget : 2000;

    public const int MinPerFile = 12;

    public static int MaxPerFile => Math.Max(100, TotalBudget / 10);

    private static readonly InputReferences[] s_allReferences = { InputReferences.Net10, InputReferences.Net8, InputReferences.NetCoreApp31, InputReferences.None };

    /// <summary>Short sources in the shape of each rule, so a truncation lands inside a pattern more often than in a scenario's scaffolding.</summary>
    public static IReadOnlyList<(string Name, string Text)> Snippets { get; } = new[]
    {
        ("Hex.cs", """
            using System;
            using System.Linq;
            using System.Text;
            class H
            {
                string A(byte[] d) => BitConverter.ToString(d).Replace("-", "");
                string B(byte[] d) => BitConverter.ToString(d).Replace("-", string.Empty).ToLowerInvariant();
                string C(byte[] d) => Convert.ToHexString(d).ToLower();
                string D(byte[] d) => string.Concat(d.Select(b => b.ToString("x2")));
                string E(byte[] d) => string.Join("", d.Select(b => b.ToString("X2")));
                string F(byte[] d) { var sb = new StringBuilder(d.Length * 2); foreach (var b in d) sb.Append(b.ToString("x2")); return sb.ToString(); }
                string G(byte[] d) { var sb = new StringBuilder(); for (int i = 0; i < d.Length; i++) sb.AppendFormat("{0:x2}", d[i]); return sb.ToString(); }
            }
            """),
        ("Sealing.cs", """
            internal class Base { public virtual int M() => 1; }
            internal class Leaf : Base { public override int M() => 2; }
            internal partial class Part { }
            internal partial class Part { protected int P; }
            internal abstract class Abs { }
            internal static class Stat { }
            internal record Rec(int X);
            internal class Outer { private class Nested { } internal class Gen<T> { } }
            """),
        ("Locking.cs", """
            using System.Threading;
            class L
            {
                private readonly object _gate = new object();
                private static readonly object s_gate = new();
                private int _count;
                private long _total;
                void A() { lock (_gate) { _count++; } }
                void B(long v) { lock (_gate) _total += v; }
                void C() { bool taken = false; try { Monitor.Enter(s_gate, ref taken); _count--; } finally { if (taken) Monitor.Exit(s_gate); } }
                bool D() { if (!Monitor.TryEnter(s_gate, 10)) return false; try { return true; } finally { Monitor.Exit(s_gate); } }
                int E() { lock (s_gate) { return _count = _count + 1; } }
            }
            """),
    };

    /// <summary>Every source file the suite mutates: scenario files, sample files, then the snippets.</summary>
    public static IReadOnlyList<(string Name, string Text)> SourceFiles()
    {
        var root = ReferenceSets.RepositoryRoot;
        var scenarios = Directory.GetDirectories(Path.Combine(root, "tests", "PerfAnalyzers.Tests", "Rules"))
            .Select(d => Path.Combine(d, "Scenarios"))
            .Where(Directory.Exists)
            .SelectMany(d => Directory.GetFiles(d, "*.cs", SearchOption.AllDirectories));
        var catalog = ScenarioCatalog.All.Select(s => Path.Combine(root, s.RelativePath));
        var samples = Directory.GetFiles(Path.Combine(root, "samples"), "*.cs", SearchOption.AllDirectories)
            .Where(f => !IsBuildOutput(f));

        return scenarios.Concat(catalog).Concat(samples)
            .Select(Path.GetFullPath)
            .Where(File.Exists)
            .Distinct(StringComparer.Ordinal)
            .OrderBy(f => f, StringComparer.Ordinal)
            .Select(f => (Path.GetRelativePath(root, f).Replace('\\', '/'), File.ReadAllText(f)))
            .Concat(Snippets.Select(s => ("snippet/" + s.Name, s.Text)))
            .ToList();
    }

    /// <summary>
    /// The inputs for one file: the file itself against every reference set, then a sample of its mutations.
    /// <paramref name="hotSpans"/> are spans where a rule reported on the intact file: truncations and deletions are
    /// concentrated inside them.
    /// </summary>
    public static IEnumerable<BrokenInput> Variants(string name, string text, IReadOnlyList<TextSpan> hotSpans, int perFileCap)
    {
        foreach (var references in s_allReferences)
        {
            yield return new BrokenInput(name, "intact", text, references);
        }

        var random = new Random(StableSeed(name));
        var root = CSharpSyntaxTree.ParseText(text).GetRoot();
        var tokens = root.DescendantTokens(descendIntoTrivia: false).Where(t => !t.IsKind(SyntaxKind.EndOfFileToken)).ToList();
        var candidates = new List<(string Kind, Func<string> Make)>();

        // Truncation at every Nth token boundary (about 40 points over the file), and at every token inside a pattern.
        var step = Math.Max(1, tokens.Count / 40);
        var truncationPoints = new SortedSet<int>();
        for (var i = 0; i < tokens.Count; i += step)
        {
            truncationPoints.Add(tokens[i].Span.End);
        }

        foreach (var token in tokens.Where(t => hotSpans.Any(s => s.IntersectsWith(t.Span))))
        {
            truncationPoints.Add(token.SpanStart);
            truncationPoints.Add(token.Span.End);
            if (token.Span.Length > 1)
            {
                truncationPoints.Add(token.SpanStart + (token.Span.Length / 2)); // inside a token: half a string literal, half a name
            }
        }

        foreach (var point in truncationPoints)
        {
            var at = point;
            candidates.Add(($"truncate@{at}", () => text.Substring(0, at)));
        }

        // Deletion of one token: every Kth token, and every token inside a pattern.
        var deleteStep = Math.Max(1, tokens.Count / 30);
        for (var i = 0; i < tokens.Count; i++)
        {
            var token = tokens[i];
            if (i % deleteStep == 0 || hotSpans.Any(s => s.IntersectsWith(token.Span)))
            {
                var span = token.Span;
                candidates.Add(($"delete '{Clip(token.Text)}'@{span.Start}", () => text.Remove(span.Start, span.Length)));
            }
        }

        // Duplication of each member (methods, fields, nested types, whole types): CS0102/CS0111 and partial confusion.
        foreach (var member in root.DescendantNodes().OfType<MemberDeclarationSyntax>())
        {
            var span = member.FullSpan;
            var kind = member switch
            {
                BaseTypeDeclarationSyntax t => t.Identifier.Text,
                MethodDeclarationSyntax m => m.Identifier.Text,
                _ => member.Kind().ToString(),
            };
            candidates.Add(($"duplicate {kind}@{span.Start}", () => text.Insert(span.End, text.Substring(span.Start, span.Length))));
        }

        // Removal of the usings: all at once, and each alone.
        var usings = root.DescendantNodes().OfType<UsingDirectiveSyntax>().ToList();
        if (usings.Count > 0)
        {
            candidates.Add(("remove all usings", () => Remove(text, usings.Select(u => u.FullSpan))));
            foreach (var directive in usings)
            {
                var span = directive.FullSpan;
                candidates.Add(($"remove '{Clip(directive.ToString())}'", () => text.Remove(span.Start, span.Length)));
            }
        }

        // Deterministic sample: shuffle with the file's seed, keep the cap. Each kept mutation gets a reference set in turn.
        var kept = candidates.OrderBy(_ => random.Next()).Take(perFileCap).ToList();
        for (var i = 0; i < kept.Count; i++)
        {
            yield return new BrokenInput(name, kept[i].Kind, kept[i].Make(), s_allReferences[(i + random.Next(s_allReferences.Length)) % s_allReferences.Length]);
        }
    }

    public static int PerFileCap(int fileCount) => Math.Clamp(TotalBudget / Math.Max(1, fileCount), MinPerFile, MaxPerFile);

    /// <summary>A seed that is the same in every process (string.GetHashCode is randomized per process).</summary>
    public static int StableSeed(string value)
    {
        unchecked
        {
            var hash = (int)2166136261;
            foreach (var c in value)
            {
                hash = (hash ^ c) * 16777619;
            }

            return hash;
        }
    }

    private static string Remove(string text, IEnumerable<TextSpan> spans)
    {
        var builder = new StringBuilder(text);
        foreach (var span in spans.OrderByDescending(s => s.Start))
        {
            builder.Remove(span.Start, span.Length);
        }

        return builder.ToString();
    }

    private static string Clip(string value)
    {
        value = value.Replace("\r", string.Empty).Replace("\n", " ");
        return value.Length <= 24 ? value : value.Substring(0, 24) + "…";
    }

    private static bool IsBuildOutput(string path) =>
        path.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal)
        || path.Contains($"{Path.DirectorySeparatorChar}bin{Path.DirectorySeparatorChar}", StringComparison.Ordinal);
}
