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
                .WithArguments("source.AsSpan().Count(value)", "counting with a predicate", PerfAnalyzers.Rules.Linq.UseSpanCountAnalyzer.UseSpanCountPayoff.For(10)),
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

    // The body's lines indented as the method's (a fix's formatting keeps the document's indentation).
    private static string Loop(string body) => LoopSource(body.Replace("\n", "\n        "));

    private static string LoopSource(string body) => $$"""
        using System;
        using System.Collections.Generic;

        class C
        {
            public char Separator = ',';

            long M(string text, char c, int[] numbers, byte[] bytes, List<int> list, ReadOnlySpan<byte> span, Span<char> chars, int value, string? maybe)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("var n = 0;\n[|foreach|] (var ch in text) if (ch == ',') n++;\nreturn n;", "var n = 0;\nn += text.AsSpan().Count(',');\nreturn n;")]
    [InlineData("var n = 0;\n[|foreach|] (var ch in text)\n{\n    if (c == ch)\n    {\n        n += 1;\n    }\n}\nreturn n;", "var n = 0;\nn += text.AsSpan().Count(c);\nreturn n;")]
    [InlineData("long n = 0;\n[|foreach|] (var x in numbers) if (x == value) ++n;\nreturn n;", "long n = 0;\nn += numbers.AsSpan().Count(value);\nreturn n;")]
    [InlineData("var zeros = 0;\n[|foreach|] (var b in bytes) if (b == 0) zeros++;\nreturn zeros;", "var zeros = 0;\nzeros += bytes.AsSpan().Count((byte)0);\nreturn zeros;")]
    [InlineData("var n = 0;\n[|foreach|] (var b in span) if (b == 10) n++;\nreturn n;", "var n = 0;\nn += span.Count((byte)10);\nreturn n;")]
    [InlineData("var n = 0;\n[|foreach|] (var ch in chars) if (ch == Separator) n++;\nreturn n;", "var n = 0;\nn += chars.Count(Separator);\nreturn n;")]
    [InlineData("var n = 0;\n[|for|] (var i = 0; i < text.Length; i++) if (text[i] == '\\n') n++;\nreturn n;", "var n = 0;\nn += text.AsSpan().Count('\\n');\nreturn n;")]
    [InlineData("var n = 0;\n[|for|] (int i = 0; i < numbers.Length; ++i) if (numbers[i] == -1) n++;\nreturn n;", "var n = 0;\nn += numbers.AsSpan().Count(-1);\nreturn n;")]
    [InlineData("var n = 0;\n[|for|] (var i = 0; i < span.Length; i++) if (span[i] == 0) n++;\nreturn n;", "var n = 0;\nn += span.Count((byte)0);\nreturn n;")]
    public async Task CountingLoop_CountsTheSpan(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Loop(before), Loop(after));
    }

    [Fact]
    public async Task CountingLoopOverList_CountsThroughCollectionsMarshal()
    {
        await Verify.VerifyCodeFixAsync(
            Loop("var n = 0;\n// Occurrences.\n[|foreach|] (var x in list) if (x == 3) n++;\nreturn n;"),
            Loop("var n = 0;\n// Occurrences.\nn += CollectionsMarshal.AsSpan(list).Count(3);\nreturn n;").Replace("using System.Collections.Generic;\n", "using System.Collections.Generic;\nusing System.Runtime.InteropServices;\n"));
    }

    [Fact]
    public async Task CountingLoop_MessageNamesTheLoop()
    {
        await Verify.VerifyCodeFixAsync(
            Loop("var n = 0;\n{|#3:{|#0:foreach|} (var ch in {|#1:text|}) if (ch == {|#2:','|}) n++;|}\nreturn n;"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2).WithLocation(3)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments("source.AsSpan().Count(value)", "a counting loop", PerfAnalyzers.Rules.Linq.UseSpanCountAnalyzer.CountingLoopPayoff.For(10)),
            Loop("var n = 0;\nn += text.AsSpan().Count(',');\nreturn n;"));
    }

    [Theory]
    // More than counting one value, or a value the loop changes.
    [InlineData("var n = 0;\nforeach (var ch in text) if (ch == ',' || ch == ';') n++;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var ch in text) if (ch != ',') n++;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var ch in text) if (ch == ',') n++; else n--;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var ch in text) { if (ch == ',') n++; Console.WriteLine(ch); }\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var ch in text) if (ch == ',') { n++; break; }\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var ch in text) if (ch == ',') n += 2;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var x in numbers) if (x == n) n++;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var x in numbers) if (x == numbers[0]) n++;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var x in numbers) if (x == Next()) n++;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var ch in text) if (char.IsDigit(ch)) n++;\nreturn n;")]
    // A counter that is not a plain int or long local, a checked count.
    [InlineData("short n = 0;\nforeach (var ch in text) if (ch == ',') n++;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var ch in text) if (ch == ',') checked { n++; }\nreturn n;")]
    // A source that may be null (foreach throws, a span of null is empty), or without a span.
    [InlineData("var n = 0;\nforeach (var ch in maybe!) if (ch == ',') n++;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (var x in (IEnumerable<int>)numbers) if (x == 1) n++;\nreturn n;")]
    // A loop that is not over the whole sequence, or a conversion of each element.
    [InlineData("var n = 0;\nfor (var i = 1; i < text.Length; i++) if (text[i] == ',') n++;\nreturn n;")]
    [InlineData("var n = 0;\nfor (var i = 0; i < text.Length; i++) if (text[0] == ',') n++;\nreturn n;")]
    [InlineData("var n = 0;\nforeach (int x in text) if (x == 44) n++;\nreturn n;")]
    public async Task NotACountOfOneValue_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Loop(body).Replace("long M(", "static int Next() => 1;\n\n    long M("));
    }

    [Fact]
    public async Task CountingLoopBeforeNet8_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            class C
            {
                int M(string text)
                {
                    var n = 0;
                    foreach (var ch in text) if (ch == ',') n++;
                    return n;
                }
            }
            """,
            TargetRuntime.NetStandard20);
    }
}
