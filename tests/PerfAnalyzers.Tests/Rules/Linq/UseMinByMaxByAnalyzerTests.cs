using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Linq.UseMinByMaxByAnalyzer,
    PerfAnalyzers.Rules.Linq.UseMinByMaxByCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Linq;

public sealed class UseMinByMaxByAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        using System;
        using System.Collections.Generic;
        using System.Linq;

        record Item(int Key, string Name, double Score, int? Rank);

        record struct Point(int X, int Y);

        class C
        {
            object? M(Item[] items, List<Item> list, IEnumerable<Item> sequence, int[] values, Point[] points, int?[] maybe, string[] names, List<long> longs, IEnumerable<char> chars, byte[] bytes, double[] doubles)
            {
                {{body}}
            }

            {{extra}}
        }
        """;

    [Theory]
    [InlineData("items.OrderBy(i => i.Key).FirstOrDefault()", "items.MinBy(i => i.Key)")]
    [InlineData("items.OrderByDescending(i => i.Key).FirstOrDefault()", "items.MaxBy(i => i.Key)")]
    [InlineData("list.OrderBy(i => i.Score).FirstOrDefault()", "list.MinBy(i => i.Score)")]
    [InlineData("sequence.OrderByDescending(i => i.Key).FirstOrDefault()", "sequence.MaxBy(i => i.Key)")]
    [InlineData("values.OrderBy(v => v).First()", "values.Min()")]
    [InlineData("values.OrderByDescending(v => v).First()", "values.Max()")]
    [InlineData("values.OrderBy(static v => v).First()", "values.Min()")]
    [InlineData("bytes.OrderByDescending(b => b).First()", "bytes.Max()")]
    [InlineData("Enumerable.First(Enumerable.OrderBy(values, v => v))", "Enumerable.Min(values)")]
    [InlineData("values.OrderBy(v => (long)v).First()", "values.MinBy(v => (long)v)")]
    [InlineData("values.OrderBy(v => v, Comparer<int>.Default).First()", "values.MinBy(v => v, Comparer<int>.Default)")]
    [InlineData("Enumerable.OrderBy(keySelector: v => v, source: values).First()", "Enumerable.MinBy(keySelector: v => v, source: values)")]
    [InlineData("doubles.OrderBy(d => d).First()", "doubles.MinBy(d => d)")]
    [InlineData("values.OrderByDescending(v => -v).First()", "values.MaxBy(v => -v)")]
    [InlineData("points.OrderBy(p => p.X).First()", "points.MinBy(p => p.X)")]
    [InlineData("maybe.OrderBy(v => v ?? 0).FirstOrDefault()", "maybe.MinBy(v => v ?? 0)")]
    [InlineData("items.OrderBy(i => i.Key, Comparer<int>.Default).FirstOrDefault()", "items.MinBy(i => i.Key, Comparer<int>.Default)")]
    [InlineData("Enumerable.FirstOrDefault(Enumerable.OrderBy(items, i => i.Key))", "Enumerable.MinBy(items, i => i.Key)")]
    [InlineData("items.Where(i => i.Name.Length > 0).OrderBy(i => i.Key).FirstOrDefault()", "items.Where(i => i.Name.Length > 0).MinBy(i => i.Key)")]
    [InlineData("items.OrderBy(i => i.Name).OrderBy(i => i.Key).FirstOrDefault()", "items.OrderBy(i => i.Name).MinBy(i => i.Key)")]
    public async Task EquivalentForms_ReportAndFix(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task EquivalentForms_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:items.OrderBy(i => i.Key)|}.FirstOrDefault()|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "MinBy(...)",
                "OrderBy(...)",
                "FirstOrDefault",
                "",
                PerfAnalyzers.Rules.Linq.UseMinByMaxByAnalyzer.UseMinByPayoff.For(10)),
            Code("return items.MinBy(i => i.Key);"));
    }

    [Fact]
    public async Task IntegralElementsSortedByThemselves_MessageNamesMinMax()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:values.OrderByDescending(v => v)|}.First()|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "Max()",
                "OrderByDescending(...)",
                "First",
                "",
                PerfAnalyzers.Rules.Linq.UseMinByMaxByAnalyzer.UseMinMaxPayoff.For(10)),
            Code("return values.Max();"));
    }

    /// <summary>
    /// Order().First() sorts before .NET 9 (Min()/Max() measured 41x faster on .NET 8); from .NET 9 it searches
    /// without sorting and measured as fast as Min()/Max(), so only projects whose every target is older get it.
    /// </summary>
    [Theory]
    [InlineData("values.Order().First()", "values.Min()")]
    [InlineData("values.OrderDescending().First()", "values.Max()")]
    [InlineData("longs.OrderDescending().First()", "longs.Max()")]
    [InlineData("chars.Order().First()", "chars.Min()")]
    [InlineData("Enumerable.First(Enumerable.Order(values))", "Enumerable.Min(values)")]
    public async Task OrderFirstBeforeNet9_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"), TargetRuntime.Net8);
    }

    [Fact]
    public async Task OrderFirstBeforeNet9_MessageQuotesNet8()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:values.OrderDescending()|}.First()|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "Max()",
                "OrderDescending()",
                "First",
                "",
                PerfAnalyzers.Rules.Linq.UseMinByMaxByAnalyzer.UseMinMaxForOrderPayoff.For(8)),
            Code("return values.Max();"),
            TargetRuntime.Net8);
    }

    [Theory]
    [InlineData(TargetRuntime.Net9)]
    [InlineData(TargetRuntime.Net10)]
    public async Task OrderFirstOnNet9AndLater_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(Code("return values.OrderDescending().First() + chars.Order().First();"), runtime);
    }

    [Fact]
    public async Task OrderFirstInProjectAlsoTargetingNet10_NoDiagnostic()
    {
        var test = new Verify.Test { Runtime = TargetRuntime.Net8 };
        test.TestState.Sources.Add(Code("return values.OrderDescending().First() + [|values.OrderByDescending(v => v).First()|];"));
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", "is_global = true\n" + PerfAnalyzers.Internals.ProjectTargets.TargetFrameworksProperty + " = net8.0,net10.0\n"));
        test.FixedState.Sources.Add(Code("return values.OrderDescending().First() + values.Max();"));
        await test.RunAsync();
    }

    [Fact]
    public async Task OrderFirstOrDefaultBeforeNet9_ReportsWithoutFix()
    {
        await Verify.VerifyAnalyzerAsync(Code("return {|#0:{|#1:values.Order()|}.FirstOrDefault()|};"), TargetRuntime.Net8,
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "Min()", "Order()", "FirstOrDefault",
                " (no automatic fix: on an empty sequence FirstOrDefault returns default but MinBy/MaxBy throw for value-type elements)",
                PerfAnalyzers.Rules.Linq.UseMinByMaxByAnalyzer.UseMinMaxForOrderPayoff.For(8)));
    }

    [Theory]
    [InlineData("items.OrderBy(i => i.Key).First()")]
    [InlineData("items.OrderByDescending(i => i.Key).First()")]
    [InlineData("values.OrderBy(v => v).FirstOrDefault()")]
    [InlineData("points.OrderByDescending(p => p.Y).FirstOrDefault()")]
    [InlineData("maybe.OrderBy(v => v ?? 0).First()")]
    [InlineData("longs.OrderByDescending(v => v).FirstOrDefault()")]
    public async Task DifferOnEmptySource_ReportsWithoutFix(string expression)
    {
        await Verify.VerifyNoFixAsync(Code($"return [|{expression}|];"));
    }

    [Fact]
    public async Task UnconstrainedElementType_ReportsWithoutFix()
    {
        await Verify.VerifyNoFixAsync(Code("return null;", "T? G<T>(IEnumerable<T> source, Func<T, int> key) => [|source.OrderBy(key).FirstOrDefault()|];"));
    }

    [Theory]
    [InlineData("items.OrderBy(i => i.Name).FirstOrDefault()")]
    [InlineData("names.OrderBy(n => n).FirstOrDefault()")]
    [InlineData("items.OrderBy(i => i.Rank).FirstOrDefault()")]
    [InlineData("items.OrderBy(i => (object)i.Key).FirstOrDefault()")]
    [InlineData("items.OrderBy(i => i.Key).ThenBy(i => i.Name).FirstOrDefault()")]
    [InlineData("items.OrderBy(i => i.Key).Last()")]
    [InlineData("items.OrderBy(i => i.Key).LastOrDefault()")]
    [InlineData("items.OrderBy(i => i.Key).First(i => i.Name.Length > 0)")]
    [InlineData("items.OrderBy(i => i.Key).FirstOrDefault(items[0])")]
    [InlineData("items.OrderBy(i => i.Key, Comparer<int>.Create((a, b) => b - a)).FirstOrDefault()")]
    [InlineData("items.OrderBy(i => i.Key).Skip(1).FirstOrDefault()")]
    [InlineData("items.AsQueryable().OrderBy(i => i.Key).FirstOrDefault()")]
    [InlineData("values.Order().First()")]
    [InlineData("longs.OrderDescending().First()")]
    [InlineData("doubles.Order().First()")]
    [InlineData("doubles.OrderDescending().First()")]
    [InlineData("names.Order().FirstOrDefault()")]
    [InlineData("maybe.Order().FirstOrDefault()")]
    [InlineData("values.Order(Comparer<int>.Default).First()")]
    [InlineData("values.Order().Last()")]
    [InlineData("values.OrderDescending().First(v => v > 0)")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};"));
    }

    [Fact]
    public async Task InsideExpressionTree_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Linq;
            using System.Linq.Expressions;

            class C
            {
                Expression<Func<int[], int>> E = a => a.OrderBy(x => x).First();
            }
            """);
    }

    [Fact]
    public async Task NetCoreApp31WithoutMinBy_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Linq;

            class C
            {
                int M(int[] values) => values.OrderBy(v => v).First();
                string? N(string[] names) => names.OrderBy(n => n.Length).FirstOrDefault();
            }
            """,
            TargetRuntime.NetCoreApp31);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Linq;

            class C
            {
                int M(int[] values) => [|values.OrderByDescending(v => v).First()|];
            }
            """,
            """
            using System.Linq;

            class C
            {
                int M(int[] values) => values.Max();
            }
            """,
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                int A(int[] a) => [|a.OrderBy(x => x).First()|] + [|a.OrderByDescending(x => -x).First()|];
                string? B(List<string> b) => [|b
                    .OrderBy(s => s.Length)
                    .FirstOrDefault()|];
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                int A(int[] a) => a.Min() + a.MaxBy(x => -x);
                string? B(List<string> b) => b
                    .MinBy(s => s.Length);
            }
            """);
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System.Linq;

            class A
            {
                int M(int[] a) => [|a.OrderBy(x => x).First()|];
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Linq;

            class B
            {
                string? M(string[] b) => [|b.OrderByDescending(s => s.Length).FirstOrDefault()|];
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Linq;

            class A
            {
                int M(int[] a) => a.Min();
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Linq;

            class B
            {
                string? M(string[] b) => b.MaxBy(s => s.Length);
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Linq;

            class C
            {
                int M(int[] a) => a.OrderBy(x => x).First();
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Linq;

            class D
            {
                int M(int[] a) => a.OrderBy(x => x).First();
            }
            """));
        await test.RunAsync();
    }
}
