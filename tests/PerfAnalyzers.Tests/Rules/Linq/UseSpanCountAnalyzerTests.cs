using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Linq.UseSpanCountAnalyzer,
    PerfAnalyzers.Rules.Linq.UseSpanCountCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Linq;

public sealed class UseSpanCountAnalyzerTests
{
    private static string Code(string body, string usings = "using System;\nusing System.Collections.Generic;\nusing System.Linq;\n") => usings + $$"""
        #nullable enable

        class C
        {
            public char Separator = ',';
            public static readonly int Zero = 0;

            int M(string text, char c, int[] numbers, byte[] bytes, List<int> list, bool[] flags, long[] longs, int n, string? maybe)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("text.Count(ch => ch == ',')", "text.AsSpan().Count(',')")]
    [InlineData("text.Count(ch => ',' == ch)", "text.AsSpan().Count(',')")]
    [InlineData("text.Count(ch => ch == c)", "text.AsSpan().Count(c)")]
    [InlineData("text.Count(ch => ch == Separator)", "text.AsSpan().Count(Separator)")]
    [InlineData("numbers.Count(x => x == n)", "numbers.AsSpan().Count(n)")]
    [InlineData("numbers.Count(x => x == Zero)", "numbers.AsSpan().Count(Zero)")]
    [InlineData("numbers.Count(x => x == -1)", "numbers.AsSpan().Count(-1)")]
    [InlineData("bytes.Count(b => b == 0)", "bytes.AsSpan().Count((byte)0)")]
    [InlineData("bytes.Count(b => b == 255)", "bytes.AsSpan().Count((byte)255)")]
    [InlineData("longs.Count(l => l == 5)", "longs.AsSpan().Count(5)")]
    [InlineData("flags.Count(f => f == true)", "flags.AsSpan().Count(true)")]
    [InlineData("Enumerable.Count(text, ch => ch == ' ')", "text.AsSpan().Count(' ')")]
    [InlineData("(text + \"x\").Count(ch => ch == 'x')", "(text + \"x\").AsSpan().Count('x')")]
    [InlineData("\"a,b\".Count(ch => ch == ',')", "\"a,b\".AsSpan().Count(',')")]
    public async Task StringOrArray_CountsTheSpan(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task ComparedWithAnotherNumber_Reports()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return [|text.Count(ch => ch == ',')|] > 2 ? 1 : 0;"),
            Code("return text.AsSpan().Count(',') > 2 ? 1 : 0;"));
    }

    [Fact]
    public async Task List_CountsThroughCollectionsMarshal()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return [|list.Count(x => x == 3)|];"),
            Code("return CollectionsMarshal.AsSpan(list).Count(3);", "using System;\nusing System.Collections.Generic;\nusing System.Linq;\nusing System.Runtime.InteropServices;\n"));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:text|}.Count(ch => ch == {|#2:','|})|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments("source.AsSpan().Count(value)", PerfAnalyzers.Rules.Linq.UseSpanCountAnalyzer.UseSpanCountPayoff.For(10)),
            Code("return text.AsSpan().Count(',');"));
    }

    [Fact]
    public async Task WithoutUsingSystem_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Linq;

            class C
            {
                int M() => [|"a,b,c".Count(ch => ch == ',')|];
            }
            """,
            """
            using System;
            using System.Linq;

            class C
            {
                int M() => "a,b,c".AsSpan().Count(',');
            }
            """);
    }

    [Theory]
    [InlineData("maybe!.Count(ch => ch == ',')")] // null-forgiven: the original throws for null, a span of null is empty
    [InlineData("text.Count(ch => ch == ',' || ch == ';')")] // more than one equality
    [InlineData("text.Count(ch => ch != ',')")]
    [InlineData("text.Count(ch => char.IsDigit(ch))")]
    [InlineData("text.Count(ch => ch == text[0])")] // an indexer: read once per element
    [InlineData("text.Count(ch => ch == Next())")] // a call: may change between elements
    [InlineData("numbers.Count(x => x == bytes.Length)")] // a property
    [InlineData("bytes.Count(b => {|CS0652:b == 256|})")] // a constant that doesn't fit the elements
    [InlineData("bytes.Count(b => b == n)")] // an int variable compared with bytes
    [InlineData("numbers.Count(x => x == x + 0)")]
    [InlineData("numbers.Count()")]
    [InlineData("(int)numbers.LongCount(x => x == 1)")]
    [InlineData("numbers.Count(IsOne)")] // a method group
    [InlineData("list.Select(x => x).Count(x => x == 1)")] // a lazy source
    [InlineData("text.Count(ch => ch == ',') > 0 ? 1 : 0")] // PERF0402's: Any stops at the first match
    [InlineData("text.Count(ch => ch == ',') is 0 ? 1 : 0")]
    [InlineData("1 <= numbers.Count(x => x == n) ? 1 : 0")]
    public async Task NotASingleEqualityWithAnInvariant_NoDiagnostic(string expression)
    {
        var source = Code($"return {expression};").Replace("    int M(", "    static char Next() => ',';\n    static bool IsOne(int x) => x == 1;\n\n    int M(");
        await Verify.VerifyAnalyzerAsync(source);
    }

    [Fact]
    public async Task FloatingPointAndEnums_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System;
            using System.Linq;

            enum Color { Red, Green }

            class C
            {
                int A(double[] values) => values.Count(v => v == 0.0);
                int B(float[] values) => values.Count(v => v == 1f);
                int D(Color[] colors) => colors.Count(x => x == Color.Red);
                int E(string[] names) => names.Count(x => x == "a");
            }
            """);
    }

    [Fact]
    public async Task WithoutNullableAnnotations_NoDiagnostic()
    {
        // Without nullable analysis a parameter is never known not null: Count throws for null, the span would be empty.
        await Verify.VerifyAnalyzerAsync(
            """
            #nullable disable
            using System.Linq;

            class C
            {
                int M(string text) => text.Count(ch => ch == ',');
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task BeforeNet8_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            #nullable enable
            using System.Linq;

            class C
            {
                int M(string text, int[] numbers) => text.Count(ch => ch == ',') + numbers.Count(x => x == 0);
            }
            """,
            runtime);
    }

    [Fact]
    public async Task OnNet8_Reports()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #nullable enable
            using System;
            using System.Linq;

            class C
            {
                int M(string text) => [|text.Count(ch => ch == ',')|];
            }
            """,
            """
            #nullable enable
            using System;
            using System.Linq;

            class C
            {
                int M(string text) => text.AsSpan().Count(',');
            }
            """,
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #nullable enable
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                int A(string s) => [|s.Count(c => c == '\n')|] + [|s.Count(c => c == '\r')|];
                int B(List<byte> b) => [|b.Count(x => x == 0)|];
                int D(int[] d) => [|d.Count(x => x == 7)|];
            }
            """,
            """
            #nullable enable
            using System;
            using System.Collections.Generic;
            using System.Linq;
            using System.Runtime.InteropServices;

            class C
            {
                int A(string s) => s.AsSpan().Count('\n') + s.AsSpan().Count('\r');
                int B(List<byte> b) => CollectionsMarshal.AsSpan(b).Count((byte)0);
                int D(int[] d) => d.AsSpan().Count(7);
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            #nullable enable
            using System.Linq;

            class C
            {
                int M(string text) => text.Count(ch => ch == ',');
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            #nullable enable
            using System.Linq;

            class D
            {
                int M(string text) => text.Count(ch => ch == ',');
            }
            """));
        await test.RunAsync();
    }
}
