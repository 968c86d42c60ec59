using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Linq.UseAnyInsteadOfCountAnalyzer,
    PerfAnalyzers.Rules.Linq.UseAnyInsteadOfCountCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Linq;

public sealed class UseAnyInsteadOfCountAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Collections.Generic;
        using System.Linq;

        class C
        {
            bool M(IEnumerable<int> sequence, List<int> list, int[] array, string text, HashSet<int> set, IReadOnlyList<int> readOnly, int n)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("sequence.Count() > 0", "sequence.Any()")]
    [InlineData("sequence.Count() != 0", "sequence.Any()")]
    [InlineData("sequence.Count() >= 1", "sequence.Any()")]
    [InlineData("0 < sequence.Count()", "sequence.Any()")]
    [InlineData("0 != sequence.Count()", "sequence.Any()")]
    [InlineData("1 <= sequence.Count()", "sequence.Any()")]
    [InlineData("sequence.Count() == 0", "!sequence.Any()")]
    [InlineData("sequence.Count() < 1", "!sequence.Any()")]
    [InlineData("sequence.Count() <= 0", "!sequence.Any()")]
    [InlineData("0 == sequence.Count()", "!sequence.Any()")]
    [InlineData("1 > sequence.Count()", "!sequence.Any()")]
    [InlineData("0 >= sequence.Count()", "!sequence.Any()")]
    [InlineData("sequence.LongCount() > 0", "sequence.Any()")]
    [InlineData("sequence.LongCount() == 0L", "!sequence.Any()")]
    [InlineData("sequence.Count(x => x > 1) > 0", "sequence.Any(x => x > 1)")]
    [InlineData("sequence.Count(x => x > 1) == 0", "!sequence.Any(x => x > 1)")]
    [InlineData("list.Count(x => x > 1) != 0", "list.Any(x => x > 1)")]
    [InlineData("array.LongCount(x => x > 1) >= 1", "array.Any(x => x > 1)")]
    [InlineData("sequence.Count() is 0", "!sequence.Any()")]
    [InlineData("sequence.Count() is not 0", "sequence.Any()")]
    [InlineData("sequence.Count() is > 0", "sequence.Any()")]
    [InlineData("sequence.Count() is < 1", "!sequence.Any()")]
    [InlineData("Enumerable.Count(sequence) > 0", "Enumerable.Any(sequence)")]
    [InlineData("sequence.Select(x => x * 2).Count() > 0", "sequence.Select(x => x * 2).Any()")]
    public async Task LazySourceOrPredicate_UsesAny(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task LazySourceOrPredicate_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:{|#2:sequence|}.Count()|} > 0|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2).WithArguments(
                "Any()",
                "Count",
                "zero (not empty)",
                PerfAnalyzers.Rules.Linq.UseAnyInsteadOfCountAnalyzer.UseAnyPayoff.For(10)),
            Code("return sequence.Any();"));
    }

    [Theory]
    [InlineData("sequence.Count().Equals(0)", "!sequence.Any()")]
    [InlineData("0.Equals(sequence.Count())", "!sequence.Any()")]
    [InlineData("sequence.LongCount().Equals(0)", "!sequence.Any()")]
    [InlineData("0L.Equals(sequence.LongCount())", "!sequence.Any()")]
    [InlineData("sequence.Count(x => x > 1).Equals(0)", "!sequence.Any(x => x > 1)")]
    [InlineData("0.Equals(array.Count(x => x > 1))", "!array.Any(x => x > 1)")]
    public async Task EqualsZero_UsesNotAny(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task EqualsZero_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:{|#2:sequence|}.Count()|}.Equals(0)|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2).WithArguments(
                "!Any()",
                "Count",
                "zero (empty)",
                PerfAnalyzers.Rules.Linq.UseAnyInsteadOfCountAnalyzer.UseAnyPayoff.For(10)),
            Code("return !sequence.Any();"));
    }

    // A count is never negative: 'is not > 0' and 'is not >= 1' mean '== 0'; 'is not < 1' and 'is not <= 0' mean '!= 0'.
    [Theory]
    [InlineData("sequence.Count() is not > 0", "!sequence.Any()")]
    [InlineData("sequence.Count() is not >= 1", "!sequence.Any()")]
    [InlineData("sequence.LongCount() is not > 0", "!sequence.Any()")]
    [InlineData("sequence.Count(x => x > 1) is not > 0", "!sequence.Any(x => x > 1)")]
    [InlineData("sequence.Count() is not < 1", "sequence.Any()")]
    [InlineData("sequence.Count() is not <= 0", "sequence.Any()")]
    [InlineData("sequence.Count() is not not 0", "!sequence.Any()")]
    public async Task NegatedPattern_UsesAnyOrNotAny(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Theory]
    [InlineData("list.Count() > 0")]
    [InlineData("list.Count() == 0")]
    [InlineData("array.Count() != 0")]
    [InlineData("text.Count() > 0")]
    [InlineData("set.Count() >= 1")]
    [InlineData("readOnly.Count() == 0")]
    [InlineData("list.LongCount() > 0")]
    [InlineData("list.Count() is 0")]
    [InlineData("Enumerable.Count(array) > 0")]
    [InlineData("sequence.ToList().Count() > 0")]
    [InlineData("list.Count().Equals(0)")]
    [InlineData("array.Count() is not > 0")]
    public async Task CollectionWithoutPredicate_NoDiagnostic(string expression)
    {
        // Count() reads a collection's count without enumerating; on .NET 10 it measured as fast as the property.
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};"));
    }

    [Fact]
    public async Task InsideALargerCondition_Fixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return n > 2 && [|sequence.Count() == 0|] || !([|sequence.Count(x => x == n) > 0|]);"),
            Code("return n > 2 && !sequence.Any() || !(sequence.Any(x => x == n));"));
    }

    [Theory]
    [InlineData("sequence.Count() > 1")]
    [InlineData("sequence.Count() == 1")]
    [InlineData("sequence.Count() != 1")]
    [InlineData("sequence.Count() >= 0")]
    [InlineData("sequence.Count() < 0")]
    [InlineData("sequence.Count() > n")]
    [InlineData("sequence.Count() is 1")]
    [InlineData("sequence.Count() is > 1")]
    [InlineData("list.Count > 0")]
    [InlineData("array.Length == 0")]
    [InlineData("sequence.Count() > 0.5")]
    [InlineData("sequence.AsQueryable().Count() > 0")]
    [InlineData("sequence.Count() + 1 > 1")]
    [InlineData("list?.Count() > 0")]
    [InlineData("sequence.Count() is not 1")]
    [InlineData("sequence.Count() is not > 1")]
    [InlineData("sequence.Count() is not >= 0")]
    [InlineData("sequence.Count().Equals(1)")]
    [InlineData("sequence.Count().Equals(n)")]
    [InlineData("sequence.Count().Equals(0L)")]
    [InlineData("sequence.Count().Equals((object)0)")]
    [InlineData("0.Equals(sequence.LongCount())")]
    [InlineData("0u.Equals(sequence.Count())")]
    [InlineData("object.Equals(sequence.Count(), 0)")]
    [InlineData("sequence?.Count().Equals(0) == true")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};"));
    }

    [Fact]
    public async Task InsideExpressionTree_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Collections.Generic;
            using System.Linq;
            using System.Linq.Expressions;

            class C
            {
                Expression<Func<List<int>, bool>> E = l => l.Count() > 0;
                IQueryable<int[]> Q(IQueryable<int[]> q) => q.Where(a => a.Count(x => x > 1) == 0);
            }
            """);
    }

    [Fact]
    public async Task OlderFrameworks_StillReport()
    {
        // Any() exists on every runtime: the rule has no gate beyond System.Linq.
        await Verify.VerifyCodeFixAsync(
            Code("return [|sequence.Count() > 0|] && [|list.Count(x => x > n) != 0|];"),
            Code("return sequence.Any() && list.Any(x => x > n);"),
            TargetRuntime.NetCoreApp31);
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
                bool A(IEnumerable<string> a) => [|a.Count() > 0|];
                bool B(List<string> b) => b.Count() == 0 || [|b.Count(s => s.Length == 0) > 0|];
                bool D(string[] d) => [|d.Count(s => s.Length > 1) >= 1|];
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                bool A(IEnumerable<string> a) => a.Any();
                bool B(List<string> b) => b.Count() == 0 || b.Any(s => s.Length == 0);
                bool D(string[] d) => d.Any(s => s.Length > 1);
            }
            """);
    }

    [Fact]
    public async Task EqualsAndNegatedPatterns_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                bool A(IEnumerable<string> a) => [|a.Count().Equals(0)|];
                bool B(IEnumerable<string> b) => [|0.Equals(b.Count(s => s.Length == 0))|];
                bool D(IEnumerable<string> d) => [|d.Count() is not > 0|] || [|d.LongCount() is not <= 0|];
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                bool A(IEnumerable<string> a) => !a.Any();
                bool B(IEnumerable<string> b) => !b.Any(s => s.Length == 0);
                bool D(IEnumerable<string> d) => !d.Any() || d.Any();
            }
            """);
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System.Collections.Generic;
            using System.Linq;

            class A
            {
                bool M(IEnumerable<int> a) => [|a.Count() != 0|];
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Collections.Generic;
            using System.Linq;

            class B
            {
                bool M(List<int> b) => [|b.Count(x => x > 0) > 0|];
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Collections.Generic;
            using System.Linq;

            class A
            {
                bool M(IEnumerable<int> a) => a.Any();
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Collections.Generic;
            using System.Linq;

            class B
            {
                bool M(List<int> b) => b.Any(x => x > 0);
            }
            """);
        await test.RunAsync();
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
                bool M(IEnumerable<int> a) => a.Count() > 0;
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Collections.Generic;
            using System.Linq;

            class D
            {
                bool M(IEnumerable<int> a) => a.Count() > 0;
            }
            """));
        await test.RunAsync();
    }
}
