using System.Collections.Immutable;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Rules.Linq;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Rules.Linq;

/// <summary>The LINQ analyzers never throw on half-written LINQ code, on any runtime.</summary>
public sealed class LinqBrokenCodeTests
{
    public static TheoryData<string> Sources() => new()
    {
        "using System.Linq; class C { object M(int[] a) => a.Where(x => ).First(); }",
        "using System.Linq; class C { object M(int[] a) => a.Where(x => x > ).FirstOrDefault(); }",
        "using System.Linq; class C { object M(int[] a) => a.Where().First(); }",
        "using System.Linq; class C { object M(Missing a) => a.Where(x => x > 1).Any(); }",
        "using System.Linq; class C { object M(int[] a) => a.Where(x => x > 1).First(; }",
        "using System.Linq; class C { object M(int[] a) => Enumerable.First(Enumerable.Where(a, )); }",
        "using System.Linq; class C { bool M(int[] a) => a.Count() > ; }",
        "using System.Linq; class C { bool M(Missing a) => a.Count() == 0; }",
        "using System.Linq; class C { bool M(int[] a) => a.Count(x => ) is 0; }",
        "using System.Linq; class C { bool M(int[] a) => 0 < a.LongCount(; }",
        "using System.Linq; class C { object M(int[] a) => a.OrderBy().First(); }",
        "using System.Linq; class C { object M(int[] a) => a.OrderBy(x => ).FirstOrDefault(); }",
        "using System.Linq; class C { object M(Missing[] a) => a.OrderByDescending(x => x.Key).First(); }",
        "using System.Linq; class C { object M(int[] a) => a.OrderBy(x => x, ).First(); }",
        "using System.Linq; var q = new[] { 1 }.Where(x => x > 0).First(); System.Console.WriteLine(q);",
        "using System.Linq; class C { object M(string s) => s.Count(c => c == ); }",
        "using System.Linq; class C { object M(Missing s) => s.Count(c => c == 'a'); }",
        "using System.Linq; class C { object M(int[] a) => a.Skip(1).Take(; }",
        "using System.Linq; class C { object M(int[] a) => a.Skip().Take(2); }",
        "using System.Linq; class C { object M(int[] a) => a.Skip(1).Take(2, 3); }",
        "using System.Linq; class C { object M(Missing a) => a.Skip(1).Take(2); }",
        "using System.Linq; class C { object M(int[] a) => a.Skip(Missing.X).Take(2); }",
        "using System.Linq; class C { object M(int[] a, int[] b, int[] c) => a.Zip(b).Zip(c, (ab, x) => ); }",
        "using System.Linq; class C { object M(int[] a, int[] b, int[] c) => a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, )); }",
        "using System.Linq; class C { object M(int[] a, Missing b, int[] c) => a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x)); }",
        "using System.Linq; class C { object M(int[] a, int[] b, int[] c) => a.Zip().Zip(c, (ab, x) => (ab.First, ab.Second, x)); }",
        "using System.Linq; class C { void M(int[] a, int[] b, int[] c) { foreach (var (p, q, r) in a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x) { } } }",
    };

    [Theory]
    [MemberData(nameof(Sources))]
    public async Task Analyzers_SurviveBrokenLinq(string source)
    {
        var analyzers = ImmutableArray.Create<DiagnosticAnalyzer>(
            new PassPredicateToTerminalAnalyzer(),
            new UseAnyInsteadOfCountAnalyzer(),
            new UseMinByMaxByAnalyzer(),
            new UseSpanCountAnalyzer(),
            new UseTakeRangeAnalyzer(),
            new ZipThreeAnalyzer());
        foreach (var runtime in new[] { TargetRuntime.Net10, TargetRuntime.Net8, TargetRuntime.NetCoreApp31 })
        {
            var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Broken.cs", source) }, new ProjectOptions { Runtime = runtime });

            // Throws when any analyzer throws (AD0001).
            await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzers);
        }
    }
}
