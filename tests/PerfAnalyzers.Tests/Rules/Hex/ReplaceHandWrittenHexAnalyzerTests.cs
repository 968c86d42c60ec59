using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Hex.ReplaceHandWrittenHexAnalyzer,
    PerfAnalyzers.Rules.Hex.ReplaceHandWrittenHexCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Hex;

public sealed class ReplaceHandWrittenHexAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Globalization;
        using System.Linq;
        using System.Text;

        class C
        {
            string M(byte[] data, ReadOnlySpan<byte> span, int[] numbers)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("string.Concat(data.Select(b => b.ToString(\"x2\")))", "Convert.ToHexStringLower(data)")]
    [InlineData("string.Concat(data.Select(b => b.ToString(\"X2\")))", "Convert.ToHexString(data)")]
    [InlineData("String.Concat(data.Select(x => x.ToString(\"x2\", CultureInfo.InvariantCulture)))", "Convert.ToHexStringLower(data)")]
    [InlineData("string.Concat(data.Select(b => $\"{b:x2}\"))", "Convert.ToHexStringLower(data)")]
    [InlineData("string.Concat(data.Select((byte b) => { return b.ToString(\"X2\"); }))", "Convert.ToHexString(data)")]
    [InlineData("string.Join(\"\", data.Select(b => b.ToString(\"x2\")))", "Convert.ToHexStringLower(data)")]
    [InlineData("string.Join(string.Empty, data.Select(b => b.ToString(\"X2\")))", "Convert.ToHexString(data)")]
    [InlineData("string.Concat(Array.ConvertAll(data, b => b.ToString(\"X2\")))", "Convert.ToHexString(data)")]
    [InlineData("string.Join(\"\", Array.ConvertAll(data, b => b.ToString(\"x2\")))", "Convert.ToHexStringLower(data)")]
    public async Task JoinedPerByteStrings_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task JoinedPerByteStrings_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:string.Concat({|#1:data|}.Select(b => b.ToString(\"x2\")))|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "Convert.ToHexStringLower(...)",
                "x2",
                PerfAnalyzers.Rules.Hex.ReplaceHandWrittenHexAnalyzer.ReplaceHandWrittenHexPayoff.For(10)),
            Code("return Convert.ToHexStringLower(data);"));
    }

    [Fact]
    public async Task ForEachStringBuilder_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var sb = new StringBuilder();
                        [|foreach (var b in data)
                        {
                            sb.Append(b.ToString("x2"));
                        }|]

                        return sb.ToString();
                """),
            Code("""
                return Convert.ToHexStringLower(data);
                """));
    }

    [Theory]
    [InlineData("new StringBuilder(data.Length * 2)", "foreach (byte b in data) sb.Append(b.ToString(\"X2\"));", "Convert.ToHexString(data)")]
    [InlineData("new StringBuilder()", "foreach (var b in data) sb.AppendFormat(\"{0:x2}\", b);", "Convert.ToHexStringLower(data)")]
    [InlineData("new StringBuilder()", "foreach (var b in data) sb.Append($\"{b:X2}\");", "Convert.ToHexString(data)")]
    [InlineData("new StringBuilder()", "for (int i = 0; i < data.Length; i++) sb.Append(data[i].ToString(\"x2\"));", "Convert.ToHexStringLower(data)")]
    [InlineData("new StringBuilder()", "for (var i = 0; i < span.Length; ++i) { sb.Append(span[i].ToString(\"X2\")); }", "Convert.ToHexString(span)")]
    [InlineData("new StringBuilder(64)", "foreach (var b in span) sb.Append(b.ToString(\"x2\"));", "Convert.ToHexStringLower(span)")]
    public async Task LoopForms_ReportAndFix(string creation, string loop, string result)
    {
        await Verify.VerifyCodeFixAsync(
            Code($$"""
                StringBuilder sb = {{creation}};
                        [|{{loop}}|]
                        var text = sb.ToString();
                        return text;
                """),
            Code($$"""
                var text = {{result}};
                        return text;
                """));
    }

    [Fact]
    public async Task Net8_FallsBackToToLowerInvariant()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return [|string.Concat(data.Select(b => b.ToString(\"x2\")))|];"),
            Code("return Convert.ToHexString(data).ToLowerInvariant();"),
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task NetCoreApp31WithoutToHexString_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(Code("return string.Concat(data.Select(b => b.ToString(\"x2\")));"), TargetRuntime.NetCoreApp31);
    }

    [Theory]
    [InlineData("string.Concat(data.Select(b => b.ToString(\"x\")))")]
    [InlineData("string.Concat(data.Select(b => b.ToString(\"x4\")))")]
    [InlineData("string.Concat(data.Select(b => b.ToString(\"D2\")))")]
    [InlineData("string.Concat(data.Select(b => b.ToString()))")]
    [InlineData("string.Join(\"-\", data.Select(b => b.ToString(\"x2\")))")]
    [InlineData("string.Join(\" \", data.Select(b => b.ToString(\"X2\")))")]
    [InlineData("string.Concat(data.Select(b => (b + 1).ToString(\"x2\")))")]
    [InlineData("string.Concat(data.Select(b => b.ToString(\"x2\") + \":\"))")]
    [InlineData("string.Concat(data.Select(b => $\"{b:x2} \"))")]
    [InlineData("string.Concat(data.Select(b => $\"{b,3:x2}\"))")]
    [InlineData("string.Concat(numbers.Select(n => n.ToString(\"x2\")))")]
    [InlineData("string.Concat(data.Reverse().Select(b => b.ToString(\"x2\")))")]
    [InlineData("string.Concat(data.Select((b, i) => b.ToString(\"x2\")))")]
    [InlineData("string.Concat(data.Take(4).Select(b => b.ToString(\"x2\")))")]
    public async Task ExpressionCloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};"));
    }

    [Theory]
    [InlineData("var sb = new StringBuilder(\"0x\"); foreach (var b in data) sb.Append(b.ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); sb.Append(\"0x\"); foreach (var b in data) sb.Append(b.ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data) { sb.Append(b.ToString(\"x2\")); sb.Append('-'); } return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data) sb.Append(b.ToString(\"x2\")); sb.Append('!'); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data) sb.Append(b.ToString(\"x2\")); return sb.ToString() + sb.Length;")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data) sb.Append(b.ToString(\"x\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data) sb.Append(b.ToString(\"x2\")).Append(' '); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data) sb.AppendFormat(\"{0:x2} \", b); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data.Reverse()) sb.Append(b.ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (int b in data) sb.Append(b.ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); for (int i = 1; i < data.Length; i++) sb.Append(data[i].ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); for (int i = 0; i < data.Length; i += 2) sb.Append(data[i].ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); for (int i = 0; i < data.Length; i++) sb.Append(data[0].ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); for (int i = 0; i < data.Length - 1; i++) sb.Append(data[i].ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); var other = new StringBuilder(); foreach (var b in data) other.Append(b.ToString(\"x2\")); return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data) sb.Append(b.ToString(\"x2\")); var n = sb.Length; return sb.ToString();")]
    [InlineData("var sb = new StringBuilder(); foreach (var b in data) sb.Append(b.ToString(\"x2\")); return sb.ToString(0, 2);")]
    public async Task LoopCloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task BuilderFromElsewhere_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Text;

            class C
            {
                private readonly StringBuilder _sb = new StringBuilder();

                string M(byte[] data)
                {
                    foreach (var b in data)
                    {
                        _sb.Append(b.ToString("x2"));
                    }

                    return _sb.ToString();
                }

                string N(byte[] data, StringBuilder sb)
                {
                    foreach (var b in data)
                    {
                        sb.Append(b.ToString("x2"));
                    }

                    return sb.ToString();
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
            using System.Linq;
            using System.Text;

            static class Hashing
            {
                public static string A(byte[] hash) => [|string.Concat(hash.Select(b => b.ToString("x2")))|];

                public static string B(byte[] hash) => [|string.Join("", hash.Select(b => b.ToString("X2")))|];

                public static string D(byte[] hash)
                {
                    var builder = new StringBuilder(hash.Length * 2);
                    [|foreach (var b in hash)
                    {
                        builder.Append(b.ToString("x2"));
                    }|]

                    return builder.ToString();
                }
            }
            """,
            """
            using System;
            using System.Linq;
            using System.Text;

            static class Hashing
            {
                public static string A(byte[] hash) => Convert.ToHexStringLower(hash);

                public static string B(byte[] hash) => Convert.ToHexString(hash);

                public static string D(byte[] hash)
                {
                    return Convert.ToHexStringLower(hash);
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Linq;

            class C
            {
                string A(byte[] a) => string.Concat(a.Select(b => b.ToString("x2")));
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Linq;

            class D
            {
                string A(byte[] a) => string.Concat(a.Select(b => b.ToString("x2")));
            }
            """));
        await test.RunAsync();
    }
}
