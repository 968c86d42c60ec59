using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.RemoveRedundantCastAnalyzer,
    PerfAnalyzers.Rules.Collections.RemoveRedundantCastCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class RemoveRedundantCastAnalyzerTests
{
    private static string Code(string loop, string extra = "") => $$"""
        using System;
        using System.Collections;
        using System.Collections.Generic;
        using System.Linq;

        class C
        {
            long M(int[] a, List<int> l, IEnumerable<int> e, string[] s, string?[] ns, List<(int Id, string Name)> t, int?[] ni, ArrayList al, object[] o, HashSet<long> h, Derived d, int[][] jagged)
            {
                long n = 0;
                {{loop}}
                return n;
            }

            {{extra}}
        }

        class Derived : List<int>
        {
        }
        """;

    [Theory]
    [InlineData("foreach (var x in [|a.OfType<int>()|]) n += x;", "foreach (var x in a) n += x;")]
    [InlineData("foreach (var x in [|a.Cast<int>()|]) n += x;", "foreach (var x in a) n += x;")]
    [InlineData("foreach (var x in [|l.OfType<int>()|]) n += x;", "foreach (var x in l) n += x;")]
    [InlineData("foreach (var x in [|l.Cast<int>()|]) n += x;", "foreach (var x in l) n += x;")]
    [InlineData("foreach (long x in [|l.Cast<int>()|]) n += x;", "foreach (long x in l) n += x;")]
    [InlineData("foreach (var x in [|s.Cast<string>()|]) n += x.Length;", "foreach (var x in s) n += x.Length;")]
    [InlineData("foreach (var x in [|ns.Cast<string?>()|]) n += x?.Length ?? 0;", "foreach (var x in ns) n += x?.Length ?? 0;")]
    [InlineData("foreach (var (id, name) in [|t.Cast<(int Id, string Name)>()|]) n += id;", "foreach (var (id, name) in t) n += id;")]
    [InlineData("foreach (var x in [|Enumerable.OfType<int>(a)|]) n += x;", "foreach (var x in a) n += x;")]
    [InlineData("foreach (var x in [|Enumerable.Cast<int>(n > 0 ? a : new int[1])|]) n += x;", "foreach (var x in n > 0 ? a : new int[1]) n += x;")]
    [InlineData("foreach (var x in ([|a.OfType<int>()|])) n += x;", "foreach (var x in (a)) n += x;")]
    [InlineData("foreach (var x in [|jagged[0].OfType<int>()|]) n += x;", "foreach (var x in jagged[0]) n += x;")]
    public async Task LoopOverRedundantCall_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task OfTypeOverArray_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("foreach (var x in {|#0:{|#1:a|}.OfType<int>()|}) n += x;"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithLocation(1)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments("OfType", "int", "array", PerfAnalyzers.Rules.Collections.RemoveRedundantCastAnalyzer.RedundantCastArrayPayoff.For(10)),
            Code("foreach (var x in a) n += x;"));
    }

    [Fact]
    public async Task CastOverList_MessageNamesTheList()
    {
        await Verify.VerifyCodeFixAsync(
            Code("foreach (var x in {|#0:{|#1:l|}.Cast<int>()|}) n += x;"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithLocation(1)
                .WithArguments("Cast", "int", "list", PerfAnalyzers.Rules.Collections.RemoveRedundantCastAnalyzer.RedundantCastListPayoff.For(10)),
            Code("foreach (var x in l) n += x;"));
    }

    [Theory]
    [InlineData("foreach (var x in s.OfType<string>()) n += x.Length;")]
    [InlineData("foreach (var x in ni.OfType<int?>()) n += x ?? 0;")]
    [InlineData("foreach (var x in ns.Cast<string>()) n += x.Length;")]
    [InlineData("foreach (var x in s.Cast<string?>()) n += x?.Length ?? 0;")]
    [InlineData("foreach (var (k, v) in t.Cast<(int Key, string Value)>()) n += k;")]
    [InlineData("foreach (var x in a.Cast<long>()) n += x;")]
    [InlineData("foreach (var x in a.OfType<long>()) n += x;")]
    [InlineData("foreach (var x in o.Cast<string>()) n += x.Length;")]
    [InlineData("foreach (var x in o.OfType<object>()) n++;")]
    [InlineData("foreach (var x in al.Cast<int>()) n += x;")]
    [InlineData("foreach (var x in e.Cast<int>()) n += x;")]
    [InlineData("foreach (var x in e.OfType<int>()) n += x;")]
    [InlineData("foreach (var x in h.OfType<long>()) n += x;")]
    [InlineData("foreach (var x in d.OfType<int>()) n += x;")]
    [InlineData("foreach (var x in a.Cast<object>()) n++;")]
    [InlineData("foreach (var x in a.OfType<int>().Where(v => v > 0)) n += x;")]
    [InlineData("n = a.OfType<int>().Count() + l.Cast<int>().Sum();")]
    [InlineData("var r = a.OfType<int>(); foreach (var x in r) n += x;")]
    [InlineData("foreach (var x in a?.OfType<int>() ?? Array.Empty<int>()) n += x;")]
    public async Task CloseButDifferent_NoDiagnostic(string loop)
    {
        await Verify.VerifyAnalyzerAsync(Code(loop));
    }

    [Fact]
    public async Task AwaitForEach_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Collections.Generic;
            using System.Linq;
            using System.Threading.Tasks;

            class C
            {
                async Task<int> M(int[] a)
                {
                    var n = 0;
                    await foreach (var x in Wrap(a.OfType<int>()))
                    {
                        n += x;
                    }

                    return n;
                }

                static async IAsyncEnumerable<int> Wrap(IEnumerable<int> items)
                {
                    foreach (var item in items)
                    {
                        await Task.Yield();
                        yield return item;
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task TypeParameterElement_ReportsForCastAndStructOfType()
    {
        await Verify.VerifyCodeFixAsync(
            Code("", "static int G<T>(List<T> x) { var c = 0; foreach (var i in [|x.Cast<T>()|]) c++; foreach (var i in x.OfType<T>()) c++; return c; } static int V<T>(T[] x) where T : struct { var c = 0; foreach (var i in [|x.OfType<T>()|]) c++; return c; }"),
            Code("", "static int G<T>(List<T> x) { var c = 0; foreach (var i in x) c++; foreach (var i in x.OfType<T>()) c++; return c; } static int V<T>(T[] x) where T : struct { var c = 0; foreach (var i in x) c++; return c; }"));
    }

    [Fact]
    public async Task NullableDisabled_ReportsWithoutFix()
    {
        // Without nullable analysis the source may be null: OfType/Cast threw ArgumentNullException, the loop over the
        // array itself would throw NullReferenceException.
        await Verify.VerifyNoFixAsync("""
            #nullable disable
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                int M(int[] a, List<int> l)
                {
                    var n = 0;
                    foreach (var x in [|a.OfType<int>()|])
                    {
                        n += x;
                    }

                    foreach (var x in [|l.Cast<int>()|])
                    {
                        n += x;
                    }

                    return n;
                }
            }
            """);
    }

    [Fact]
    public async Task SuppressedNullableSource_Fixes()
    {
        // The '!' tells the compiler the array is not null: the fix trusts it, as the compiler does.
        await Verify.VerifyCodeFixAsync(
            Code("int[]? m = n > 0 ? a : null; foreach (var x in [|m!.OfType<int>()|]) n += x;"),
            Code("int[]? m = n > 0 ? a : null; foreach (var x in m!) n += x;"));
    }

    [Fact]
    public async Task InsideExpressionTree_NotALoop_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Linq;
            using System.Linq.Expressions;

            class C
            {
                Expression<Func<int[], int>> E = a => a.OfType<int>().Count();
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_ReportAndFix(TargetRuntime runtime)
    {
        // Before .NET 9 OfType even wraps the array in an iterator that boxes every element: the loop over the array
        // itself is the better form on every runtime.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Linq;

            class C
            {
                int M(int[] a)
                {
                    var n = 0;
                    foreach (var x in [|a.OfType<int>()|])
                    {
                        n += x;
                    }

                    return n;
                }
            }
            """,
            """
            using System.Linq;

            class C
            {
                int M(int[] a)
                {
                    var n = 0;
                    foreach (var x in a)
                    {
                        n += x;
                    }

                    return n;
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            Code("foreach (var x in [|a.OfType<int>()|]) n += x; foreach (var y in [|l.Cast<int>()|]) n -= y; foreach (var z in [|s.Cast<string>()|]) n += z.Length;"),
            Code("foreach (var x in a) n += x; foreach (var y in l) n -= y; foreach (var z in s) n += z.Length;"));
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System.Linq;

            class A
            {
                int M(int[] a)
                {
                    var n = 0;
                    foreach (var x in [|a.OfType<int>()|]) n += x;
                    return n;
                }
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Collections.Generic;
            using System.Linq;

            class B
            {
                int M(List<string> s)
                {
                    var n = 0;
                    foreach (var x in [|s.Cast<string>()|]) n += x.Length;
                    return n;
                }
            }
            """));
        test.FixedState.Sources.Add(("/0/A.cs", """
            using System.Linq;

            class A
            {
                int M(int[] a)
                {
                    var n = 0;
                    foreach (var x in a) n += x;
                    return n;
                }
            }
            """));
        test.FixedState.Sources.Add(("/0/B.cs", """
            using System.Collections.Generic;
            using System.Linq;

            class B
            {
                int M(List<string> s)
                {
                    var n = 0;
                    foreach (var x in s) n += x.Length;
                    return n;
                }
            }
            """));
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
                int M(int[] a) { var n = 0; foreach (var x in a.OfType<int>()) n += x; return n; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Linq;

            class D
            {
                int M(int[] a) { var n = 0; foreach (var x in a.OfType<int>()) n += x; return n; }
            }
            """));
        await test.RunAsync();
    }
}
