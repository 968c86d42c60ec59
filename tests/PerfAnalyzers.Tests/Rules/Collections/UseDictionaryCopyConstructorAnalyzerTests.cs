using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.UseDictionaryCopyConstructorAnalyzer,
    PerfAnalyzers.Rules.Collections.UseDictionaryCopyConstructorCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class UseDictionaryCopyConstructorAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        using System;
        using System.Collections.Concurrent;
        using System.Collections.Generic;
        using System.Linq;

        class C
        {
            object? M(Dictionary<string, int> d, Dictionary<int, string?> n, IDictionary<string, int> i, IReadOnlyDictionary<string, int> r, ConcurrentDictionary<string, int> c, SortedDictionary<string, int> s, Derived x, IEqualityComparer<string> comparer)
            {
                {{body}}
            }

            {{extra}}
        }

        class Derived : Dictionary<string, int>
        {
        }
        """;

    [Theory]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => kv.Value)", "new Dictionary<string, int>(d)")]
    [InlineData("d.ToDictionary(p => p.Key, q => q.Value)", "new Dictionary<string, int>(d)")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => kv.Value, comparer)", "new Dictionary<string, int>(d, comparer)")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => kv.Value, StringComparer.OrdinalIgnoreCase)", "new Dictionary<string, int>(d, StringComparer.OrdinalIgnoreCase)")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => kv.Value, null)", "new Dictionary<string, int>(d, null)")]
    [InlineData("d.ToDictionary((KeyValuePair<string, int> kv) => kv.Key, (KeyValuePair<string, int> kv) => kv.Value)", "new Dictionary<string, int>(d)")]
    [InlineData("d.ToDictionary(kv => { return kv.Key; }, kv => kv.Value)", "new Dictionary<string, int>(d)")]
    [InlineData("n.ToDictionary(kv => kv.Key, kv => kv.Value)", "new Dictionary<int, string?>(n)")]
    [InlineData("Enumerable.ToDictionary(d, kv => kv.Key, kv => kv.Value)", "new Dictionary<string, int>(d)")]
    [InlineData("d.ToDictionary(elementSelector: kv => kv.Value, keySelector: kv => kv.Key)", "new Dictionary<string, int>(d)")]
    [InlineData("(d ?? new Dictionary<string, int>()).ToDictionary(kv => kv.Key, kv => kv.Value)", "new Dictionary<string, int>(d ?? new Dictionary<string, int>())")]
    public async Task IdentityCopy_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task IdentityCopy_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:d|}.ToDictionary(kv => kv.Key, kv => kv.Value)|};"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithLocation(1)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments("string", "int", PerfAnalyzers.Rules.Collections.UseDictionaryCopyConstructorAnalyzer.CopyConstructorPayoff.For(10)),
            Code("return new Dictionary<string, int>(d);"));
    }

    [Theory]
    [InlineData("i.ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("r.ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("c.ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("s.ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("x.ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("d.ToDictionary(kv => kv.Value, kv => kv.Key)")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => kv.Value + 1)")]
    [InlineData("d.ToDictionary(kv => kv.Key.ToUpperInvariant(), kv => kv.Value)")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => kv)")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => (long)kv.Value)")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => (object)kv.Value)")]
    [InlineData("d.ToDictionary<KeyValuePair<string, int>, object, int>(kv => kv.Key, kv => kv.Value)")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => d[kv.Key])")]
    [InlineData("d.ToDictionary(kv => kv.Key, kv => { Console.WriteLine(); return kv.Value; })")]
    [InlineData("d.ToDictionary(kv => kv.Key, Selector)")]
    [InlineData("d.ToDictionary(kv => kv.Key)")]
    [InlineData("d.ToDictionary()")]
    [InlineData("d.ToDictionary(comparer)")]
    [InlineData("d?.ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("d.Where(kv => kv.Value > 0).ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("d.AsEnumerable().ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("d.AsQueryable().ToDictionary(kv => kv.Key, kv => kv.Value)")]
    [InlineData("n.ToDictionary<KeyValuePair<int, string?>, int, string>(kv => kv.Key, kv => kv.Value!)")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};", "static int Selector(KeyValuePair<string, int> kv) => kv.Value;"));
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
                Expression<Func<Dictionary<string, int>, Dictionary<string, int>>> E = d => d.ToDictionary(kv => kv.Key, kv => kv.Value);
            }
            """);
    }

    [Fact]
    public async Task OwnToDictionaryExtension_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Collections.Generic;

            static class Extensions
            {
                public static Dictionary<K, V> ToDictionary<T, K, V>(this IEnumerable<T> source, Func<T, K> key, Func<T, V> value) where K : notnull => new();
            }

            class C
            {
                Dictionary<string, int> M(Dictionary<string, int> d) => d.ToDictionary(kv => kv.Key, kv => kv.Value);
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_ReportAndFix(TargetRuntime runtime)
    {
        // The copy constructor exists on every runtime and is never slower: .NET Framework's ToDictionary does not even
        // presize the dictionary it fills.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                Dictionary<string, int> M(Dictionary<string, int> d) => [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|];
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                Dictionary<string, int> M(Dictionary<string, int> d) => new Dictionary<string, int>(d);
            }
            """,
            runtime);
    }

    [Fact]
    public async Task VarLocal_KeepsItsType()
    {
        // The fix writes the type (never a target-typed new), so a 'var' local keeps its type.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                int M(Dictionary<string, int> d)
                {
                    var copy = [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|];
                    return copy.Count;
                }
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                int M(Dictionary<string, int> d)
                {
                    var copy = new Dictionary<string, int>(d);
                    return copy.Count;
                }
            }
            """);
    }

    [Fact]
    public async Task WithoutCollectionsGenericUsing_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Linq;

            class C
            {
                int M(System.Collections.Generic.Dictionary<string, int> d) => [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|].Count;
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                int M(System.Collections.Generic.Dictionary<string, int> d) => new Dictionary<string, int>(d).Count;
            }
            """);
    }

    [Fact]
    public async Task MultiLineCall_KeepsTheSurroundingTrivia()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                Dictionary<string, int> M(Dictionary<string, int> d)
                {
                    return [|d
                        .ToDictionary(
                            kv => kv.Key,
                            kv => kv.Value)|]; // a copy
                }
            }
            """,
            """
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                Dictionary<string, int> M(Dictionary<string, int> d)
                {
                    return new Dictionary<string, int>(d); // a copy
                }
            }
            """);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                Dictionary<string, int> A(Dictionary<string, int> d) => [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|];
                int B(Dictionary<int, double> d) => [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|].Count + [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|].Count;
            }
            """,
            """
            using System;
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                Dictionary<string, int> A(Dictionary<string, int> d) => new Dictionary<string, int>(d);
                int B(Dictionary<int, double> d) => new Dictionary<int, double>(d).Count + new Dictionary<int, double>(d).Count;
            }
            """);
    }

    [Fact]
    public async Task CopyOfACopy_FixAllRewritesBoth()
    {
        var test = new Verify.Test
        {
            TestCode = """
                using System;
                using System.Collections.Generic;
                using System.Linq;

                class C
                {
                    Dictionary<string, int> M(Dictionary<string, int> d) => [|[|d.ToDictionary(kv => kv.Key, kv => kv.Value)|].ToDictionary(kv => kv.Key, kv => kv.Value, StringComparer.Ordinal)|];
                }
                """,
            FixedCode = """
                using System;
                using System.Collections.Generic;
                using System.Linq;

                class C
                {
                    Dictionary<string, int> M(Dictionary<string, int> d) => new Dictionary<string, int>(new Dictionary<string, int>(d), StringComparer.Ordinal);
                }
                """,
            NumberOfFixAllIterations = 2,
        };
        await test.RunAsync();
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
                Dictionary<string, int> M(Dictionary<string, int> d) => [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|];
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Linq;

            class B
            {
                int M(System.Collections.Generic.Dictionary<int, int> d) => [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|].Count;
            }
            """));
        test.FixedState.Sources.Add(("/0/A.cs", """
            using System.Collections.Generic;
            using System.Linq;

            class A
            {
                Dictionary<string, int> M(Dictionary<string, int> d) => new Dictionary<string, int>(d);
            }
            """));
        test.FixedState.Sources.Add(("/0/B.cs", """
            using System.Collections.Generic;
            using System.Linq;

            class B
            {
                int M(System.Collections.Generic.Dictionary<int, int> d) => new Dictionary<int, int>(d).Count;
            }
            """));
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
                Dictionary<string, int> M(Dictionary<string, int> d) => d.ToDictionary(kv => kv.Key, kv => kv.Value);
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Collections.Generic;
            using System.Linq;

            class D
            {
                Dictionary<string, int> M(Dictionary<string, int> d) => d.ToDictionary(kv => kv.Key, kv => kv.Value);
            }
            """));
        await test.RunAsync();
    }
}
