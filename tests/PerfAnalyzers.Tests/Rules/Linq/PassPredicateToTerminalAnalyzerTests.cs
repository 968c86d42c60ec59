using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Linq.PassPredicateToTerminalAnalyzer,
    PerfAnalyzers.Rules.Linq.PassPredicateToTerminalCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Linq;

public sealed class PassPredicateToTerminalAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Collections.Generic;
        using System.Linq;

        class C
        {
            object? M(int[] array, List<int> list, IEnumerable<int> sequence, HashSet<int> set, Func<int, bool> func)
            {
                {{body}}
            }

            static bool IsBig(int x) => x > 100;
        }
        """;

    [Theory]
    [InlineData("First")]
    [InlineData("FirstOrDefault")]
    [InlineData("Last")]
    [InlineData("LastOrDefault")]
    [InlineData("Single")]
    [InlineData("SingleOrDefault")]
    [InlineData("Any")]
    [InlineData("Count")]
    [InlineData("LongCount")]
    public async Task EveryTerminalOnNet10_ReportsAndFixes(string terminal)
    {
        await Verify.VerifyCodeFixAsync(
            Code($"return [|array.Where(x => x > 1).{terminal}()|];"),
            Code($"return array.{terminal}(x => x > 1);"));
    }

    [Fact]
    public async Task EveryTerminalOnNet10_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:{|#2:array|}.Where({|#3:x => x > 1|})|}.First()|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2).WithLocation(3).WithArguments(
                "First(predicate)",
                "First",
                PerfAnalyzers.Rules.Linq.PassPredicateToTerminalAnalyzer.PassPredicatePayoff.For(10)),
            Code("return array.First(x => x > 1);"));
    }

    [Theory]
    [InlineData("list.Where(x => x > 1).First()", "list.First(x => x > 1)")]
    [InlineData("sequence.Where(x => x > 1).Any()", "sequence.Any(x => x > 1)")]
    [InlineData("set.Where(x => x > 1).Count()", "set.Count(x => x > 1)")]
    [InlineData("sequence.Select(x => x * 2).Where(x => x > 1).FirstOrDefault()", "sequence.Select(x => x * 2).FirstOrDefault(x => x > 1)")]
    [InlineData("array.Where(func).Single()", "array.Single(func)")]
    [InlineData("array.Where(IsBig).Any()", "array.Any(IsBig)")]
    [InlineData("array.Where<int>(x => x > 1).First<int>()", "array.First<int>(x => x > 1)")]
    [InlineData("array.Where(predicate: x => x > 1).First()", "array.First(predicate: x => x > 1)")]
    [InlineData("Enumerable.First(Enumerable.Where(array, x => x > 1))", "Enumerable.First(array, x => x > 1)")]
    [InlineData("Enumerable.First(array.Where(x => x > 1))", "array.First(x => x > 1)")]
    [InlineData("(list ?? new List<int>()).Where(x => x > 1).Last()", "(list ?? new List<int>()).Last(x => x > 1)")]
    public async Task SourceShapesOnNet10_ReportAndFix(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task ChainOnSeveralLines_KeepsLayout()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                return [|array
                            .Where(x => x > 1)
                            .FirstOrDefault()|];
                """),
            Code("""
                return array
                            .FirstOrDefault(x => x > 1);
                """));
    }

    [Theory]
    [InlineData("array.Where(x => x > 1).FirstOrDefault()", "Array.Find(array, x => x > 1)")]
    [InlineData("array.Where(x => x > 1).Any()", "Array.Exists(array, x => x > 1)")]
    [InlineData("array.Where(x => x > 1).LastOrDefault()", "Array.FindLast(array, x => x > 1)")]
    [InlineData("array.Where(IsBig).FirstOrDefault()", "Array.Find(array, IsBig)")]
    [InlineData("Enumerable.Where(array, x => x > 1).Any()", "Array.Exists(array, x => x > 1)")]
    [InlineData("array.Where(delegate (int x) { return x > 1; }).LastOrDefault()", "Array.FindLast(array, delegate (int x) { return x > 1; })")]
    [InlineData("array.Where(predicate: x => x > 1).FirstOrDefault()", "Array.Find(array, x => x > 1)")]
    public async Task ArrayBeforeNet9_UsesTheFastFormThere(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"), TargetRuntime.Net8);
    }

    [Theory]
    [InlineData("array.Where(x => x > 1).FirstOrDefault()", "Array.Find(array, x => x > 1)")]
    [InlineData("array.Where(x => x > 1).Any()", "Array.Exists(array, x => x > 1)")]
    public async Task ArrayOnNetCoreApp31_UsesTheFastFormThere(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"), TargetRuntime.NetCoreApp31);
    }

    [Theory]
    [InlineData("array.Where(x => x > 1).First()")]
    [InlineData("array.Where(x => x > 1).Last()")]
    [InlineData("array.Where(x => x > 1).Single()")]
    [InlineData("array.Where(x => x > 1).SingleOrDefault()")]
    [InlineData("array.Where(x => x > 1).Count()")]
    [InlineData("array.Where(x => x > 1).LongCount()")]
    [InlineData("list.Where(x => x > 1).First()")]
    [InlineData("list.Where(x => x > 1).Count()")]
    [InlineData("list.Where(x => x > 1).FirstOrDefault()")]
    [InlineData("list.Where(x => x > 1).Any()")]
    [InlineData("list.Where(x => x > 1).LastOrDefault()")]
    [InlineData("array.Where(func).FirstOrDefault()")]
    [InlineData("list.Where(new Func<int, bool>(IsBig)).Any()")]
    [InlineData("sequence.Where(x => x > 1).FirstOrDefault()")]
    [InlineData("sequence.Where(x => x > 1).First()")]
    [InlineData("((IEnumerable<int>)array).Where(x => x > 1).Any()")]
    [InlineData("array.AsEnumerable().Where(x => x > 1).Any()")]
    [InlineData("sequence.Cast<int>().Where(x => x > 1).Any()")]
    public async Task MaybeArrayOrListBeforeNet9_NoDiagnostic(string expression)
    {
        // Before .NET 9 Where(p).X() is several times faster than X(p) for arrays and lists; no Array method means
        // exactly First, Last, Single or Count, and List<T>.Find/Exists measured no faster than Where: silent.
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};"), TargetRuntime.Net8);
    }

    [Theory]
    [InlineData("set.Where(x => x > 1).First()", "set.First(x => x > 1)")]
    [InlineData("sequence.Select(x => x * 2).Where(x => x > 1).Count()", "sequence.Select(x => x * 2).Count(x => x > 1)")]
    [InlineData("array.Select(x => x * 2).Where(x => x > 1).Any()", "array.Select(x => x * 2).Any(x => x > 1)")]
    public async Task NeitherArrayNorListBeforeNet9_PassesThePredicate(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"), TargetRuntime.Net8);
    }

    [Theory]
    [InlineData("array.Where((x, i) => x > i).First()")]
    [InlineData("array.Where(x => x > 1).First(x => x < 10)")]
    [InlineData("array.Where(x => x > 1).FirstOrDefault(-1)")]
    [InlineData("array.Where(x => x > 1).ToList()")]
    [InlineData("array.Where(x => x > 1).Where(x => x < 10)")]
    [InlineData("array.Where(x => x > 1).Max()")]
    [InlineData("array.AsQueryable().Where(x => x > 1).First()")]
    [InlineData("array.AsQueryable().Where(x => x > 1).AsEnumerable().Count()")]
    [InlineData("array.Select(x => x).First()")]
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
                Expression<Func<int[], bool>> E = a => a.Where(x => x > 1).Any();
                IQueryable<int[]> Q(IQueryable<int[]> q) => q.Where(a => a.Where(x => x > 1).Count() > 2);
            }
            """);
    }

    [Fact]
    public async Task RewriteWouldBindToAnInstanceMethod_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Collections;
            using System.Collections.Generic;
            using System.Linq;

            sealed class Bag : IEnumerable<int>
            {
                public int First(Func<int, bool> predicate) => 42;
                public IEnumerator<int> GetEnumerator() => Enumerable.Empty<int>().GetEnumerator();
                IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
            }

            class C
            {
                int M(Bag bag) => bag.Where(x => x > 1).First();
            }
            """);
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
                bool A(int[] a) => [|a.Where(x => x > 1).Any()|];
                int B(List<int> b) => [|b.Where(x => x > 1).Count()|] + [|b.Where(x => x < 0).Count()|];
                int D(IEnumerable<int> d) => [|d.Where(x => x > 1).FirstOrDefault()|];
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                bool A(int[] a) => a.Any(x => x > 1);
                int B(List<int> b) => b.Count(x => x > 1) + b.Count(x => x < 0);
                int D(IEnumerable<int> d) => d.FirstOrDefault(x => x > 1);
            }
            """);
    }

    [Fact]
    public async Task SeveralInOneFileBeforeNet9_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                bool A(int[] a) => [|a.Where(x => x > 1).Any()|];
                int B(int[] b) => [|b.Where(x => x > 1).FirstOrDefault()|] + b.Where(x => x < 0).Count() + [|b.Where(x => x < 0).LastOrDefault()|];
                int E(List<int> e) => e.Where(x => x > 1).FirstOrDefault();
                int D(HashSet<int> d) => [|d.Where(x => x > 1).FirstOrDefault()|];
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                bool A(int[] a) => System.Array.Exists(a, x => x > 1);
                int B(int[] b) => System.Array.Find(b, x => x > 1) + b.Where(x => x < 0).Count() + System.Array.FindLast(b, x => x < 0);
                int E(List<int> e) => e.Where(x => x > 1).FirstOrDefault();
                int D(HashSet<int> d) => d.FirstOrDefault(x => x > 1);
            }
            """,
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System.Linq;

            class A
            {
                int M(int[] a) => [|a.Where(x => x > 1).First()|];
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Collections.Generic;
            using System.Linq;

            class B
            {
                bool M(List<string> b) => [|b.Where(s => s.Length > 1).Any()|];
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Linq;

            class A
            {
                int M(int[] a) => a.First(x => x > 1);
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Collections.Generic;
            using System.Linq;

            class B
            {
                bool M(List<string> b) => b.Any(s => s.Length > 1);
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
                int M(int[] a) => a.Where(x => x > 1).First();
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Linq;

            class D
            {
                int M(int[] a) => a.Where(x => x > 1).First();
            }
            """));
        await test.RunAsync();
    }
}
