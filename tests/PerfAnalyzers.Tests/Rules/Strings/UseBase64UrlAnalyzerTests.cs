using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseBase64UrlAnalyzer,
    PerfAnalyzers.Rules.Strings.UseBase64UrlCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseBase64UrlAnalyzerTests
{
    private static string Code(string expression, string usings = "") => $$"""
        #nullable enable
        using System;{{usings}}

        class C
        {
            string M(byte[] bytes, byte[]? maybe, ReadOnlySpan<byte> span, int offset, int length)
            {
                return {{expression}};
            }
        }
        """;

    [Theory]
    [InlineData("Convert.ToBase64String(bytes).TrimEnd('=').Replace('+', '-').Replace('/', '_')", "bytes")]
    [InlineData("Convert.ToBase64String(bytes).Replace('+', '-').Replace('/', '_').TrimEnd('=')", "bytes")]
    [InlineData("Convert.ToBase64String(bytes).Replace(\"+\", \"-\").Replace(\"/\", \"_\").Replace(\"=\", \"\")", "bytes")]
    [InlineData("Convert.ToBase64String(bytes).Replace(\"=\", string.Empty).Replace('/', '_').Replace('+', '-')", "bytes")]
    [InlineData("Convert.ToBase64String(bytes).Split('=')[0].Replace('+', '-').Replace('/', '_')", "bytes")]
    [InlineData("Convert.ToBase64String(bytes).TrimEnd(new[] { '=' }).Replace('+', '-').Replace('/', '_')", "bytes")]
    [InlineData("Convert.ToBase64String(bytes, Base64FormattingOptions.None).TrimEnd('=').Replace('+', '-').Replace('/', '_')", "bytes")]
    [InlineData("Convert.ToBase64String(span).TrimEnd('=').Replace('+', '-').Replace('/', '_')", "span")]
    [InlineData("Convert.ToBase64String(bytes, offset, length).TrimEnd('=').Replace('+', '-').Replace('/', '_')", "bytes.AsSpan(offset, length)")]
    [InlineData("Convert.ToBase64String(new byte[] { 1, 2 }, 0, 1).TrimEnd('=').Replace('+', '-').Replace('/', '_')", "(new byte[] { 1, 2 }).AsSpan(0, 1)")]
    [InlineData("System.Convert.ToBase64String(bytes).TrimEnd('=').Replace('+', '-').Replace('/', '_').Replace('+', '-')", "bytes")]
    public async Task HandMadeBase64Url_ReportsAndFixes(string before, string bytes)
    {
        await Verify.VerifyCodeFixAsync(Code("[|" + before + "|]"), Code($"Base64Url.EncodeToString({bytes})", "\nusing System.Buffers.Text;"));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("{|#0:Convert.ToBase64String(bytes).TrimEnd('=').Replace('+', '-').Replace('/', '_')|}"),
            FixedCode = Code("Base64Url.EncodeToString(bytes)", "\nusing System.Buffers.Text;"),
        };
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Warning)
            .WithArguments(PerfAnalyzers.Rules.Strings.UseBase64UrlAnalyzer.Base64UrlPayoff.For(10))
            .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("Convert.ToBase64String(bytes).Replace('+', '-').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String(bytes).TrimEnd('=').Replace('+', '-')")]
    [InlineData("Convert.ToBase64String(bytes).TrimEnd('=').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String(bytes).TrimEnd('=').Replace('+', '.').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String(bytes).TrimEnd('=', '.').Replace('+', '-').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String(bytes).Split('=')[1].Replace('+', '-').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String(bytes).Trim('=').Replace('+', '-').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String(bytes).TrimEnd('=').ToLowerInvariant().Replace('+', '-').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String(bytes, Base64FormattingOptions.InsertLineBreaks).TrimEnd('=').Replace('+', '-').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String(inArray: bytes).TrimEnd('=').Replace('+', '-').Replace('/', '_')")]
    [InlineData("Convert.ToHexString(bytes).TrimEnd('=').Replace('+', '-').Replace('/', '_')")]
    [InlineData("bytes.ToString()!.TrimEnd('=').Replace('+', '-').Replace('/', '_')")]

    // A null array throws in ToBase64String but encodes as empty in Base64Url: the null-forgiving operator is not proof.
    [InlineData("Convert.ToBase64String(maybe!).TrimEnd('=').Replace('+', '-').Replace('/', '_')")]
    [InlineData("Convert.ToBase64String((maybe!), 0, length).TrimEnd('=').Replace('+', '-').Replace('/', '_')")]
    public async Task NotTheWholeRewrite_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code(expression));
    }

    [Fact]
    public async Task NullableOblivious_Array_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            #nullable disable
            using System;

            class C
            {
                string M(byte[] bytes) => Convert.ToBase64String(bytes).TrimEnd('=').Replace('+', '-').Replace('/', '_');
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System;

            class C
            {
                string M() => Convert.ToBase64String(new byte[] { 1 }).TrimEnd('=').Replace('+', '-').Replace('/', '_');
            }
            """,
            runtime);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll_UsingsKept()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #nullable enable
            namespace N
            {
                using System.Security.Cryptography;

                class C
                {
                    string Token(byte[] key) => [|System.Convert.ToBase64String(key).TrimEnd('=').Replace('+', '-').Replace('/', '_')|];

                    string Digest(string text)
                    {
                        var hash = SHA256.HashData(System.Text.Encoding.UTF8.GetBytes(text));
                        return [|System.Convert.ToBase64String(hash, 0, 16)
                            .Replace('+', '-')
                            .Replace('/', '_')
                            .TrimEnd('=')|];
                    }
                }
            }
            """,
            """
            #nullable enable
            namespace N
            {
                using System;
                using System.Buffers.Text;
                using System.Security.Cryptography;

                class C
                {
                    string Token(byte[] key) => Base64Url.EncodeToString(key);

                    string Digest(string text)
                    {
                        var hash = SHA256.HashData(System.Text.Encoding.UTF8.GetBytes(text));
                        return Base64Url.EncodeToString(hash.AsSpan(0, 16));
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            #nullable enable
            class C
            {
                string M(byte[] b) => System.Convert.ToBase64String(b).TrimEnd('=').Replace('+', '-').Replace('/', '_');
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            #nullable enable
            class D
            {
                string M(byte[] b) => System.Convert.ToBase64String(b).TrimEnd('=').Replace('+', '-').Replace('/', '_');
            }
            """));
        await test.RunAsync();
    }
}
