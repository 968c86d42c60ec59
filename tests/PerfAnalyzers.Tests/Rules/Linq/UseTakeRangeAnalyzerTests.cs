using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Linq.UseTakeRangeAnalyzer,
    PerfAnalyzers.Rules.Linq.UseTakeRangeCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Linq;

public sealed class UseTakeRangeAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System.Collections.Generic;
        using System.Linq;

        class C
        {
            const int Offset = 20;
            const int PageSize = 10;

            IEnumerable<int> M(IEnumerable<int> items, int[] array, List<string> list, string text, int n, IQueryable<int> query)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("items.Skip(10).Take(5)", "items.Take(10..15)")]
    [InlineData("items.Skip(1).Take(0)", "items.Take(1..1)")]
    [InlineData("array.Skip(2).Take(3)", "array.Take(2..5)")]
    [InlineData("items.Skip(Offset).Take(PageSize)", "items.Take(Offset..(Offset + PageSize))")]
    [InlineData("items.Skip(Offset).Take(5)", "items.Take(Offset..(Offset + 5))")]
    [InlineData("items.Skip(Offset - 1).Take(PageSize * 2)", "items.Take((Offset - 1)..((Offset - 1) + (PageSize * 2)))")]
    [InlineData("items.Skip(1).Take(2147483646)", "items.Take(1..2147483647)")]
    [InlineData("text.Skip(1).Take(2).Select(c => (int)c)", "text.Take(1..3).Select(c => (int)c)")]
    public async Task ConstantCounts_TakeTheRange(string before, string after)
    {
        var reported = before.Substring(0, before.IndexOf(".Take(", System.StringComparison.Ordinal));
        var take = before.Substring(0, before.IndexOf(')', before.IndexOf(".Take(", System.StringComparison.Ordinal)) + 1);
        var marked = "[|" + take + "|]" + before.Substring(take.Length);
        await Verify.VerifyCodeFixAsync(Code($"return {marked};"), Code($"return {after};"));
        Assert.NotEmpty(reported);
    }

    [Fact]
    public async Task ListOfStrings_TakesTheRange()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return [|list.Skip(3).Take(4)|].Select(s => s.Length);"),
            Code("return list.Take(3..7).Select(s => s.Length);"));
    }

    [Fact]
    public async Task Chain_KeepsItsLines()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                return [|items
                        .Skip(10)
                        .Take(5)|]
                        .Select(x => x * 2);
                """),
            Code("""
                return items
                        .Take(10..15)
                        .Select(x => x * 2);
                """));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:items.Skip({|#1:10|}).Take({|#2:5|})|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments(PerfAnalyzers.Rules.Linq.UseTakeRangeAnalyzer.UseTakeRangePayoff.For(10)),
            Code("return items.Take(10..15);"));
    }

    [Theory]
    // A count that may be negative: Skip(-1) skips nothing, Take(-1) takes nothing, an Index of -1 throws.
    [InlineData("items.Skip(n).Take(5)")]
    [InlineData("items.Skip(5).Take(n)")]
    [InlineData("items.Skip(n * PageSize).Take(PageSize)")]
    [InlineData("items.Skip(-1).Take(5)")]
    [InlineData("items.Skip(1).Take(-1)")]
    // Nothing to save: Skip(0) is the source, and the sum would overflow an Index.
    [InlineData("items.Skip(0).Take(5)")]
    [InlineData("items.Skip(2).Take(2147483646)")]
    // A LINQ operator's result skips and takes in its own iterator; Take(range) builds two there too.
    [InlineData("array.Select(x => x + 1).Skip(1).Take(2)")]
    [InlineData("Enumerable.Range(0, 100).Skip(1).Take(2)")]
    [InlineData("items.Where(x => x > 0).Skip(1).Take(2)")]
    // Other shapes.
    [InlineData("items.Take(5).Skip(10)")]
    [InlineData("items.Skip(1).Skip(2)")]
    [InlineData("Enumerable.Take(items.Skip(1), 2)")]
    [InlineData("Enumerable.Take(Enumerable.Skip(items, 1), 2)")]
    [InlineData("items.Skip(1).Take(..2)")]
    // A query provider translates Queryable.Skip/Take.
    [InlineData("query.Skip(1).Take(2)")]
    public async Task NotTwoConstantCountsOverASource_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};"));
    }

    [Fact]
    public async Task InsideAnExpressionTree_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Collections.Generic;
            using System.Linq;
            using System.Linq.Expressions;

            class C
            {
                Expression<Func<List<int>, IEnumerable<int>>> M() => l => l.Skip(1).Take(2);
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task BeforeNet6_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                IEnumerable<int> M(IEnumerable<int> items) => items.Skip(10).Take(5);
            }
            """,
            runtime);
    }

    [Fact]
    public async Task OnNet8_Reports()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                IEnumerable<int> M(IEnumerable<int> items) => [|items.Skip(10).Take(5)|];
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                IEnumerable<int> M(IEnumerable<int> items) => items.Take(10..15);
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
                IEnumerable<int> A(int[] a) => [|a.Skip(1).Take(2)|].Concat([|a.Skip(3).Take(4)|]);
                IEnumerable<string> B(List<string> b) => [|b.Skip(5).Take(5)|];
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                IEnumerable<int> A(int[] a) => a.Take(1..3).Concat(a.Take(3..7));
                IEnumerable<string> B(List<string> b) => b.Take(5..10);
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                IEnumerable<int> M(IEnumerable<int> items) => items.Skip(10).Take(5);
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Collections.Generic;
            using System.Linq;

            class D
            {
                IEnumerable<int> M(IEnumerable<int> items) => items.Skip(10).Take(5);
            }
            """));
        await test.RunAsync();
    }
}
