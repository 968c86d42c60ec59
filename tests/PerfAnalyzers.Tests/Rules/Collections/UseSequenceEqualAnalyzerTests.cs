using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.UseSequenceEqualAnalyzer,
    PerfAnalyzers.Rules.Collections.UseSequenceEqualCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class UseSequenceEqualAnalyzerTests
{
    private static string Code(string parameters, string body) => $$"""
        using System;

        class C
        {
            static bool Same({{parameters}})
            {
        {{body}}
            }
        }
        """;

    private const string Loop = """
                if (a.Length != b.Length)
                {
                    return false;
                }

                [|for|] (int i = 0; i < a.Length; i++)
                {
                    if (a[i] != b[i])
                    {
                        return false;
                    }
                }

                return true;
        """;

    [Theory]
    [InlineData("byte[] a, byte[] b", "a.AsSpan().SequenceEqual(b)")]
    [InlineData("int[] a, int[] b", "a.AsSpan().SequenceEqual(b)")]
    [InlineData("char[] a, char[] b", "a.AsSpan().SequenceEqual(b)")]
    [InlineData("bool[] a, bool[] b", "a.AsSpan().SequenceEqual(b)")]
    [InlineData("ulong[] a, ulong[] b", "a.AsSpan().SequenceEqual(b)")]
    [InlineData("ReadOnlySpan<char> a, ReadOnlySpan<char> b", "a.SequenceEqual(b)")]
    [InlineData("Span<short> a, ReadOnlySpan<short> b", "a.SequenceEqual(b)")]
    public async Task ComparisonLoop_ReportsAndFixes(string parameters, string call)
    {
        await Verify.VerifyCodeFixAsync(Code(parameters, Loop), Code(parameters, $"        return {call};"));
    }

    [Theory]
    [InlineData("if (b.Length != a.Length) return false;", "for (int i = 0; i < b.Length; ++i) if (b[i] != a[i]) return false;")]
    [InlineData("if (a.Length != b.Length) { return false; }", "for (var i = 0; i < a.Length; i += 1) { if (a[i] != b[i]) { return false; } }")]
    public async Task Variants_ReportAndFix(string lengthTest, string loop)
    {
        var marked = loop.Replace("for (", "[|for|] (");
        await Verify.VerifyCodeFixAsync(
            Code("int[] a, int[] b", $"        {lengthTest}\n        {marked}\n        return true;"),
            Code("int[] a, int[] b", "        return a.AsSpan().SequenceEqual(b);".Replace("a.AsSpan().SequenceEqual(b)", loop.Contains("b[i] != a[i]") ? "b.AsSpan().SequenceEqual(a)" : "a.AsSpan().SequenceEqual(b)")));
    }

    [Fact]
    public async Task ComparisonLoop_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("int[] a, int[] b", """
                        {|#1:if (a.Length != b.Length) return false;|}
                        {|#0:for|} (int i = 0; i < a.Length; i++) if ({|#3:a|}[i] != {|#4:b|}[i]) return false;
                        {|#2:return true;|}
                """),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithLocation(1)
                .WithLocation(2)
                .WithLocation(3)
                .WithLocation(4)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments(PerfAnalyzers.Rules.Collections.UseSequenceEqualAnalyzer.SequenceEqualPayoff.For(10)),
            Code("int[] a, int[] b", "        return a.AsSpan().SequenceEqual(b);"));
    }

    [Theory]
    [InlineData("double[] a, double[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return true;")]
    [InlineData("float[] a, float[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return true;")]
    [InlineData("decimal[] a, decimal[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return true;")]
    [InlineData("string[] a, string[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return true;")]
    [InlineData("int[] a, long[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return true;")]
    [InlineData("int[] a, int[] b", "for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return true;")]
    [InlineData("int[] a, int[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return a.Length > 0;")]
    [InlineData("int[] a, int[] b", "if (a.Length > b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return true;")]
    [InlineData("int[] a, int[] b", "if (a.Length != b.Length) return false; for (int i = 1; i < a.Length; i++) if (a[i] != b[i]) return false; return true;")]
    [InlineData("int[] a, int[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i + 0]) return false; return true;")]
    [InlineData("int[] a, int[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] == b[i]) return false; return true;")]
    [InlineData("int[] a, int[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return true; return false;")]
    [InlineData("int[] a, int[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) { if (a[i] != b[i]) return false; Console.WriteLine(i); } return true;")]
    [InlineData("int[] a, int[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if ((a[i] & 0xFF) != (b[i] & 0xFF)) return false; return true;")]
    [InlineData("int[] a, int[] b", "if (a.Length != b.Length) return false; for (int i = 0; i < a.Length; i++) if (a[i] != a[i]) return false; return true;")]
    public async Task CloseButDifferent_NoDiagnostic(string parameters, string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(parameters, "        " + body));
    }

    [Fact]
    public async Task NullableDisabled_ArraysReportedWithoutFix()
    {
        await Verify.VerifyNoFixAsync("#nullable disable\n" + Code("int[] a, int[] b", Loop));
    }

    [Fact]
    public async Task WithoutUsingSystem_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                bool Same(byte[] a, byte[] b)
                {
                    if (a.Length != b.Length) return false;
                    [|for|] (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false;
                    return true; // equal
                }
            }
            """,
            """
            using System;

            class C
            {
                bool Same(byte[] a, byte[] b)
                {
                    return a.AsSpan().SequenceEqual(b); // equal
                }
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    [InlineData(TargetRuntime.NetCoreApp31)]
    public async Task BeforeNet6_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(Code("int[] a, int[] b", Loop.Replace("[|for|]", "for")), runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(Code("int[] a, int[] b", Loop), Code("int[] a, int[] b", "        return a.AsSpan().SequenceEqual(b);"), TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                bool A(int[] a, int[] b)
                {
                    if (a.Length != b.Length) return false;
                    [|for|] (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false;
                    return true;
                }

                bool B(ReadOnlySpan<byte> a, ReadOnlySpan<byte> b)
                {
                    if (a.Length != b.Length) return false;
                    [|for|] (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false;
                    return true;
                }
            }
            """,
            """
            using System;

            class C
            {
                bool A(int[] a, int[] b)
                {
                    return a.AsSpan().SequenceEqual(b);
                }

                bool B(ReadOnlySpan<byte> a, ReadOnlySpan<byte> b)
                {
                    return a.SequenceEqual(b);
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", Code("int[] a, int[] b", Loop.Replace("[|for|]", "for"))));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\n" + Code("long[] a, long[] b", Loop.Replace("[|for|]", "for")).Replace("class C", "class D")));
        await test.RunAsync();
    }
}
