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
            object? M(Item[] items, List<Item> list, IEnumerable<Item> sequence, int[] values, Point[] points, int?[] maybe, string[] names)
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
    [InlineData("values.OrderBy(v => v).First()", "values.MinBy(v => v)")]
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
                "OrderBy",
                "FirstOrDefault",
                "",
                PerfAnalyzers.Rules.Linq.UseMinByMaxByAnalyzer.UseMinByPayoff.For(10)),
            Code("return items.MinBy(i => i.Key);"));
    }

    [Theory]
    [InlineData("items.OrderBy(i => i.Key).First()")]
    [InlineData("items.OrderByDescending(i => i.Key).First()")]
    [InlineData("values.OrderBy(v => v).FirstOrDefault()")]
    [InlineData("points.OrderByDescending(p => p.Y).FirstOrDefault()")]
    [InlineData("maybe.OrderBy(v => v ?? 0).First()")]
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
                int M(int[] values) => values.MaxBy(v => v);
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
                int A(int[] a) => [|a.OrderBy(x => x).First()|] + [|a.OrderByDescending(x => x).First()|];
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
                int A(int[] a) => a.MinBy(x => x) + a.MaxBy(x => x);
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
                int M(int[] a) => a.MinBy(x => x);
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
