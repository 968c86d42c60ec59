using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.UseFillAnalyzer,
    PerfAnalyzers.Rules.Collections.UseFillCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class UseFillAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Collections.Generic;

        enum Color { None, Red }

        class Animal { }

        class C
        {
            private readonly int _seed = 7;
            private int[] _buffer = new int[16];

            int Seed() => _seed + _buffer.Length;

            void M(int[] a, long[] l, char[] c, double[] d, decimal[] m, string[] s, Animal[] animals, object[] o, Color[] colors, Span<byte> span, Span<int> ints, List<int> list, int v, string text, Animal pet)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("[|for|] (int i = 0; i < a.Length; i++) a[i] = v;", "a.AsSpan().Fill(v);")]
    [InlineData("[|for|] (var i = 0; i < a.Length; ++i) { a[i] = 42; }", "a.AsSpan().Fill(42);")]
    [InlineData("[|for|] (int i = 0; i < a.Length; i += 1) a[i] = _seed;", "a.AsSpan().Fill(_seed);")]
    [InlineData("[|for|] (int i = 0; i < l.Length; i++) l[i] = -1;", "l.AsSpan().Fill(-1);")]
    [InlineData("[|for|] (int i = 0; i < c.Length; i++) c[i] = ' ';", "c.AsSpan().Fill(' ');")]
    [InlineData("[|for|] (int i = 0; i < d.Length; i++) d[i] = -0.0;", "d.AsSpan().Fill(-0.0);")]
    [InlineData("[|for|] (int i = 0; i < m.Length; i++) m[i] = 0.0m;", "m.AsSpan().Fill(0.0m);")]
    [InlineData("[|for|] (int i = 0; i < s.Length; i++) s[i] = text;", "s.AsSpan().Fill(text);")]
    [InlineData("[|for|] (int i = 0; i < colors.Length; i++) colors[i] = Color.Red;", "colors.AsSpan().Fill(Color.Red);")]
    [InlineData("[|for|] (int i = 0; i < animals.Length; i++) animals[i] = pet;", "Array.Fill(animals, pet);")]
    [InlineData("[|for|] (int i = 0; i < o.Length; i++) o[i] = text;", "Array.Fill(o, text);")]
    [InlineData("[|for|] (int i = 0; i < a.Length; i++) a[i] = 0;", "Array.Clear(a);")]
    [InlineData("[|for|] (int i = 0; i < d.Length; i++) d[i] = 0.0;", "Array.Clear(d);")]
    [InlineData("[|for|] (int i = 0; i < s.Length; i++) s[i] = null!;", "Array.Clear(s);")]
    [InlineData("[|for|] (int i = 0; i < colors.Length; i++) colors[i] = default;", "Array.Clear(colors);")]
    [InlineData("[|for|] (int i = 0; i < colors.Length; i++) colors[i] = Color.None;", "Array.Clear(colors);")]
    [InlineData("[|for|] (int i = 0; i < _buffer.Length; i++) _buffer[i] = v;", "_buffer.AsSpan().Fill(v);")]
    [InlineData("[|for|] (int i = 0; i < this._buffer.Length; i++) this._buffer[i] = 0;", "Array.Clear(this._buffer);")]
    [InlineData("[|for|] (int i = 0; i < span.Length; i++) span[i] = 0xFF;", "span.Fill(0xFF);")]
    [InlineData("[|for|] (int i = 0; i < ints.Length; i++) ints[i] = 0;", "ints.Clear();")]
    public async Task FillLoop_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task FillLoop_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("{|#1:{|#0:for|} (int i = 0; i < {|#2:a|}.Length; i++) a[i] = {|#3:v|};|}"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithLocation(1)
                .WithLocation(2)
                .WithLocation(3)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments("array.AsSpan().Fill(value)", PerfAnalyzers.Rules.Collections.UseFillAnalyzer.FillPayoff.For(10)),
            Code("a.AsSpan().Fill(v);"));
    }

    [Theory]
    [InlineData("for (int i = 1; i < a.Length; i++) a[i] = v;")]
    [InlineData("for (int i = 0; i < a.Length - 1; i++) a[i] = v;")]
    [InlineData("for (int i = 0; i <= a.Length; i++) a[i] = v;")]
    [InlineData("for (int i = 0; i < a.Length; i += 2) a[i] = v;")]
    [InlineData("for (int i = 0; i < a.Length; i++) a[i] = i;")]
    [InlineData("for (int i = 0; i < a.Length; i++) a[i] = a[0];")]
    [InlineData("for (int i = 0; i < a.Length; i++) a[i] = v++;")]
    [InlineData("for (int i = 0; i < a.Length; i++) a[i] = Environment.TickCount;")]
    [InlineData("for (int i = 0; i < a.Length; i++) a[i] = _buffer[0];")]
    [InlineData("for (int i = 0; i < a.Length; i++) { a[i] = v; v++; }")]
    [InlineData("for (int i = 0; i < a.Length; i++) a[i] += v;")]
    [InlineData("for (int i = 0; i < a.Length; i++) _buffer[i] = v;")]
    [InlineData("for (int i = 0; i < _buffer.Length; i++) a[i] = v;")]
    [InlineData("for (int i = 0; i < list.Count; i++) list[i] = v;")]
    [InlineData("for (int i = 0; i < o.Length; i++) o[i] = v;")]
    [InlineData("for (int i = 0; i < o.Length; i++) o[i] = new object();")]
    [InlineData("for (long i = 0; i < a.Length; i++) a[i] = v;")]
    [InlineData("int i; for (i = 0; i < a.Length; i++) a[i] = v;")]
    [InlineData("for (int i = 0, j = 0; i < a.Length; i++) a[i] = j;")]
    [InlineData("for (int i = 0; i < a.Length; i++, v++) a[i] = 1;")]
    [InlineData("for (int i = a.Length - 1; i >= 0; i--) a[i] = v;")]
    public async Task CloseButDifferent_NoDiagnostic(string loop)
    {
        await Verify.VerifyAnalyzerAsync(Code(loop));
    }

    [Fact]
    public async Task ImplicitUserDefinedConversion_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            class Box
            {
                public static implicit operator Box(int value) => new Box();
            }

            class C
            {
                void M(Box[] boxes)
                {
                    for (int i = 0; i < boxes.Length; i++) boxes[i] = 1;
                }
            }
            """);
    }

    [Fact]
    public async Task ArrayOfPointers_NoDiagnostic()
    {
        // Found in ILSpy's test cases: a pointer type can't be a type argument, so neither AsSpan() nor Array.Fill
        // would compile.
        var test = new Verify.Test
        {
            TestCode = """
                unsafe class C
                {
                    void M(int*[] pointers)
                    {
                        for (int i = 0; i < pointers.Length; i++) pointers[i] = null;
                    }
                }
                """,
        };
        test.SolutionTransforms.Add((solution, projectId) =>
            solution.WithProjectCompilationOptions(projectId, ((Microsoft.CodeAnalysis.CSharp.CSharpCompilationOptions)solution.GetProject(projectId)!.CompilationOptions!).WithAllowUnsafe(true)));
        await test.RunAsync();
    }

    [Fact]
    public async Task NullableDisabled_ArrayReportedWithoutFix()
    {
        // The loop threw NullReferenceException for a null array; AsSpan() would do nothing and Array.Clear would throw
        // ArgumentNullException. Spans can't be null: fixed.
        var test = new Verify.Test
        {
            TestCode = """
                #nullable disable
                using System;

                class C
                {
                    void M(int[] a, Span<int> s)
                    {
                        [|for|] (int i = 0; i < a.Length; i++) a[i] = 3;
                        [|for|] (int i = 0; i < s.Length; i++) s[i] = 3;
                    }
                }
                """,
            FixedCode = """
                #nullable disable
                using System;

                class C
                {
                    void M(int[] a, Span<int> s)
                    {
                        [|for|] (int i = 0; i < a.Length; i++) a[i] = 3;
                        s.Fill(3);
                    }
                }
                """,
        };
        test.FixedState.MarkupHandling = Microsoft.CodeAnalysis.Testing.MarkupMode.Allow;
        await test.RunAsync();
    }

    [Fact]
    public async Task WithoutUsingSystem_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                void M(int[] a, string[] s, int v)
                {
                    [|for|] (int i = 0; i < a.Length; i++) a[i] = v;
                }
            }
            """,
            """
            using System;

            class C
            {
                void M(int[] a, string[] s, int v)
                {
                    a.AsSpan().Fill(v);
                }
            }
            """);
    }

    [Fact]
    public async Task CommentsAndLayout_Kept()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                void M(int[] a)
                {
                    // reset the histogram
                    [|for|] (int i = 0; i < a.Length; i++)
                    {
                        a[i] = 0;
                    } // done

                    a[0] = 1;
                }
            }
            """,
            """
            using System;

            class C
            {
                void M(int[] a)
                {
                    // reset the histogram
                    Array.Clear(a); // done

                    a[0] = 1;
                }
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    public async Task Net8_ReportsAndFixes(TargetRuntime runtime)
    {
        await Verify.VerifyCodeFixAsync(Code("[|for|] (int i = 0; i < a.Length; i++) a[i] = v;"), Code("a.AsSpan().Fill(v);"), runtime);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    [InlineData(TargetRuntime.NetCoreApp31)]
    public async Task BeforeNet6_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            class C
            {
                void M(int[] a, int v)
                {
                    for (int i = 0; i < a.Length; i++) a[i] = v;
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            Code("[|for|] (int i = 0; i < a.Length; i++) a[i] = v; [|for|] (int i = 0; i < s.Length; i++) s[i] = null!; [|for|] (int i = 0; i < span.Length; i++) span[i] = 1;"),
            Code("a.AsSpan().Fill(v); Array.Clear(s); span.Fill(1);"));
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            class C
            {
                void M(int[] a) { for (int i = 0; i < a.Length; i++) a[i] = 1; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                void M(int[] a) { for (int i = 0; i < a.Length; i++) a[i] = 1; }
            }
            """));
        await test.RunAsync();
    }
}
