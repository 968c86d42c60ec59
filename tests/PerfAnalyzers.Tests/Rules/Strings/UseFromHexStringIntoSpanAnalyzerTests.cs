using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Testing;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseFromHexStringIntoSpanAnalyzer,
    PerfAnalyzers.Rules.Strings.UseFromHexStringIntoSpanCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseFromHexStringIntoSpanAnalyzerTests
{
    private const string Fallback = "// Not hex, or too long for the buffer: throw what the allocating call threw.";

    private static string Code(string body, string usings = "using System;\nusing System.Buffers;\n") => $$"""
        {{usings}}
        class C
        {
            internal string _key = "00";
            private const string Secret = "0102";

            byte[] M(string hex, ReadOnlySpan<char> chars, byte[] data, Span<byte> dest, int n)
            {
                {{body}}
            }
        }
        """;

    private static string Fixed(string declaration, string call, string original, string after = "return data;") => Code($$"""
        {{declaration}}
                if ({{call}} != OperationStatus.Done)
                {
                    {{Fallback}}
                    {{original}}
                }

                {{after}}
        """);

    [Theory]
    [InlineData("Span<byte> key = stackalloc byte[32];", "[|Convert.FromHexString(hex)|].CopyTo(key);", "Convert.FromHexString(hex, key, out _, out _)")]
    [InlineData("Span<byte> key = stackalloc byte[32];", "[|Convert.FromHexString(chars)|].CopyTo(key);", "Convert.FromHexString(chars, key, out _, out _)")]
    [InlineData("Span<byte> key = stackalloc byte[32];", "[|Convert.FromHexString(_key)|].AsSpan().CopyTo(key);", "Convert.FromHexString(_key, key, out _, out _)")]
    [InlineData("var key = new byte[16];", "[|Convert.FromHexString(hex)|].CopyTo(key, 0);", "Convert.FromHexString(hex, key, out _, out _)")]
    [InlineData("byte[] key = new byte[] { 1, 2, 3 };", "[|Convert.FromHexString(Secret)|].CopyTo(key.AsSpan());", "Convert.FromHexString(Secret, key.AsSpan(), out _, out _)")]
    [InlineData("Span<byte> key = n <= 64 ? stackalloc byte[n] : new byte[n];", "[|System.Convert.FromHexString(hex)|].CopyTo(key);", "System.Convert.FromHexString(hex, key, out _, out _)")]
    [InlineData("Span<byte> key = stackalloc byte[32];", "[|Convert.FromHexString(\"0A0B\")|].CopyTo(key);", "Convert.FromHexString(\"0A0B\", key, out _, out _)")]
    public async Task CopyIntoAFreshBuffer_ReportsAndFixes(string declaration, string copy, string call)
    {
        await Verify.VerifyCodeFixAsync(
            Code($"{declaration}\n        {copy}\n        return data;"),
            Fixed(declaration, call, copy.Replace("[|", "").Replace("|]", "")));
    }

    [Fact]
    public async Task StatementsBetween_KeptAndNotDoubled()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                Span<byte> key = stackalloc byte[32];
                        n++;
                        // decode
                        [|Convert.FromHexString(hex)|].CopyTo(key); // the key

                        return data;
                """),
            Code($$"""
                Span<byte> key = stackalloc byte[32];
                        n++;
                        // decode
                        if (Convert.FromHexString(hex, key, out _, out _) != OperationStatus.Done)
                        {
                            {{Fallback}}
                            Convert.FromHexString(hex).CopyTo(key);
                        } // the key

                        return data;
                """));
    }

    [Fact]
    public async Task WithoutUsingSystemBuffers_AddsTheUsing()
    {
        await Verify.VerifyCodeFixAsync(
            Code("Span<byte> key = stackalloc byte[4];\n        [|Convert.FromHexString(hex)|].CopyTo(key);\n        return data;", usings: "using System;\n"),
            Code($$"""
                Span<byte> key = stackalloc byte[4];
                        if (Convert.FromHexString(hex, key, out _, out _) != OperationStatus.Done)
                        {
                            {{Fallback}}
                            Convert.FromHexString(hex).CopyTo(key);
                        }

                        return data;
                """, usings: "using System;\nusing System.Buffers;\n"));
    }

    [Fact]
    public async Task AnotherOperationStatusInScope_QualifiesTheName()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            namespace Api
            {
                enum OperationStatus { Pending, Done }

                class C
                {
                    int M(string hex)
                    {
                        Span<byte> key = stackalloc byte[4];
                        [|Convert.FromHexString(hex)|].CopyTo(key);
                        return key[0] + (int)OperationStatus.Done;
                    }
                }
            }
            """,
            $$"""
            using System;

            namespace Api
            {
                enum OperationStatus { Pending, Done }

                class C
                {
                    int M(string hex)
                    {
                        Span<byte> key = stackalloc byte[4];
                        if (Convert.FromHexString(hex, key, out _, out _) != System.Buffers.OperationStatus.Done)
                        {
                            {{Fallback}}
                            Convert.FromHexString(hex).CopyTo(key);
                        }

                        return key[0] + (int)OperationStatus.Done;
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("Span<byte> key = stackalloc byte[4];\n        {|#0:Convert.FromHexString(hex)|}.CopyTo(key);\n        return data;"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments(PerfAnalyzers.Rules.Strings.UseFromHexStringIntoSpanAnalyzer.FromHexStringIntoSpanPayoff.For(10))
                .WithOptions(DiagnosticOptions.IgnoreAdditionalLocations),
            Fixed("Span<byte> key = stackalloc byte[4];", "Convert.FromHexString(hex, key, out _, out _)", "Convert.FromHexString(hex).CopyTo(key);"));
    }

    /// <summary>
    /// A buffer the caller or a field can see after a failure (the overload may have written part of it before a bad
    /// char): decoded into a scratch of its length first, copied once every byte decoded.
    /// </summary>
    [Theory]
    [InlineData("dest", "Convert.FromHexString(hex).CopyTo(dest);", "Convert.FromHexString(hex, decoded, out _, out int written)")]
    [InlineData("data", "Convert.FromHexString(chars).CopyTo(data, 0);", "Convert.FromHexString(chars, decoded, out _, out int written)")]
    [InlineData("_id", "Convert.FromHexString(hex).AsSpan().CopyTo(_id);", "Convert.FromHexString(hex, decoded, out _, out int written)")]
    [InlineData("data", "Convert.FromHexString(hex).CopyTo(data.AsSpan());", "Convert.FromHexString(hex, decoded, out _, out int written)")]
    public async Task CopyIntoABufferOthersSee_DecodesIntoAScratchFirst(string buffer, string original, string call)
    {
        const string Field = "    private readonly byte[] _id = new byte[16];\n    internal string _key";
        var marked = original.Replace("Convert.FromHexString(", "[|Convert.FromHexString(", System.StringComparison.Ordinal)
            .Replace(").", ")|].", System.StringComparison.Ordinal);
        var before = Code(marked.Substring(0, marked.IndexOf("|]", System.StringComparison.Ordinal) + 2)
            + original.Substring(original.IndexOf(").", System.StringComparison.Ordinal) + 1) + "\n        return data;");
        var after = Code($$"""
            Span<byte> decoded = {{buffer}}.Length <= 256 ? stackalloc byte[{{buffer}}.Length] : new byte[{{buffer}}.Length];
                    if ({{call}} != OperationStatus.Done)
                    {
                        {{Fallback}}
                        {{original}}
                    }

                    decoded.Slice(0, written).CopyTo({{buffer}});
                    return data;
            """);
        await Verify.VerifyCodeFixAsync(
            before.Replace("    internal string _key", Field, System.StringComparison.Ordinal),
            after.Replace("    internal string _key", Field, System.StringComparison.Ordinal));
    }

    [Theory]
    // A buffer others can see, where the scratch can't go or the buffer could change or be null.
    [InlineData("for (var i = 0; i < n; i++) { Convert.FromHexString(hex).CopyTo(dest); } return data;")]
    [InlineData("try { } finally { Convert.FromHexString(hex).CopyTo(dest); } return data;")]
    [InlineData("Convert.FromHexString(hex).CopyTo(_saved!, 0); return data;")]
    [InlineData("Convert.FromHexString(hex).CopyTo(_mutable, 0); return data;")]
    [InlineData("Convert.FromHexString(hex).CopyTo(dest.Slice(1)); return data;")]
    [InlineData("var key = data; Convert.FromHexString(hex).CopyTo(key, 0); return key;")]
    [InlineData("var key = new byte[4]; Use(key); Convert.FromHexString(hex).CopyTo(key, 0); return key;")]
    [InlineData("var key = new byte[4]; _saved = key; Convert.FromHexString(hex).CopyTo(key, 0); return key;")]
    [InlineData("var key = new byte[4]; Keep(); Convert.FromHexString(hex).CopyTo(key, 0); return key; void Keep() => _saved = key;")]
    [InlineData("var key = new byte[4]; Convert.FromHexString(hex).CopyTo(key, 0); Swap(ref key); return key;")]
    [InlineData("var key = new byte[4]; Convert.FromHexString(hex).CopyTo(key, 0); key = data; return key;")]
    [InlineData("byte[] key = new byte[4], other = key; Convert.FromHexString(hex).CopyTo(key, 0); return other;")]
    [InlineData("var key = new byte[4]; { Convert.FromHexString(hex).CopyTo(key, 0); } return key;")]
    [InlineData("var key = new byte[4]; try { Convert.FromHexString(hex).CopyTo(key, 0); } catch (FormatException) { } return key;")]
    [InlineData("var key = new byte[4]; if (n > 0) Convert.FromHexString(hex).CopyTo(key, 0); return key;")]
    // Not only copied, or not a copy of the whole array.
    [InlineData("var key = new byte[4]; var bytes = Convert.FromHexString(hex); bytes.CopyTo(key, 0); return bytes;")]
    [InlineData("var key = new byte[4]; Convert.FromHexString(hex).CopyTo(key, 1); return key;")]
    [InlineData("var key = new byte[4]; Convert.FromHexString(hex).AsSpan(1).CopyTo(key.AsSpan()); return key;")]
    [InlineData("var key = new byte[4]; Convert.FromHexString(hex).AsSpan().TryCopyTo(key); return key;")]
    [InlineData("var key = new byte[4]; Array.Copy(Convert.FromHexString(hex), key, 4); return key;")]
    [InlineData("var key = new byte[4]; Convert.FromBase64String(hex).CopyTo(key, 0); return key;")]
    // The source read twice (for the exception) must read the same thing.
    [InlineData("var key = new byte[4]; Convert.FromHexString(hex.Trim()).CopyTo(key, 0); return key;")]
    [InlineData("var key = new byte[4]; Convert.FromHexString(Next()).CopyTo(key, 0); return key;")]
    [InlineData("var key = new byte[4]; Convert.FromHexString(s: hex).CopyTo(key, 0); return key;")]
    // The destination evaluated before the bytes are decoded must not throw first.
    [InlineData("var key = new byte[4]; Convert.FromHexString(hex).CopyTo(key.AsSpan(n)); return key;")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body).Replace(
            "    private const string Secret",
            """
                public byte[]? _saved = new byte[0];
                private byte[] _mutable = new byte[4];
                private static void Use(byte[] key) { }
                private static void Swap(ref byte[] key) { }
                private static string Next() => "00";
                private const string Secret
            """,
            System.StringComparison.Ordinal));
    }

    [Fact]
    public async Task Net8_NoDiagnostic()
    {
        // The overload that decodes into a span is new in .NET 9.
        await Verify.VerifyAnalyzerAsync(
            Code("Span<byte> key = stackalloc byte[4];\n        Convert.FromHexString(hex).CopyTo(key);\n        return data;"),
            TargetRuntime.Net8);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        // No Convert.FromHexString at all: the call doesn't bind, and the analyzer stays quiet.
        await Verify.VerifyAnalyzerAsync(
            """
            class C
            {
                void M(string hex)
                {
                    var key = new byte[4];
                    System.Convert.{|CS0117:FromHexString|}(hex).CopyTo(key, 0);
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            namespace N
            {
                class C
                {
                    int M(string a, string b)
                    {
                        Span<byte> x = stackalloc byte[8];
                        Span<byte> y = stackalloc byte[8];
                        [|Convert.FromHexString(a)|].CopyTo(x);
                        [|Convert.FromHexString(b)|].CopyTo(y);
                        return x[0] + y[0];
                    }
                }
            }
            """,
            $$"""
            using System;
            using System.Buffers;

            namespace N
            {
                class C
                {
                    int M(string a, string b)
                    {
                        Span<byte> x = stackalloc byte[8];
                        Span<byte> y = stackalloc byte[8];
                        if (Convert.FromHexString(a, x, out _, out _) != OperationStatus.Done)
                        {
                            {{Fallback}}
                            Convert.FromHexString(a).CopyTo(x);
                        }

                        if (Convert.FromHexString(b, y, out _, out _) != OperationStatus.Done)
                        {
                            {{Fallback}}
                            Convert.FromHexString(b).CopyTo(y);
                        }

                        return x[0] + y[0];
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task TabsAndCrLf_Kept()
    {
        var before = "using System;\r\nusing System.Buffers;\r\n\r\nclass C\r\n{\r\n\tvoid M(string a)\r\n\t{\r\n\t\tSpan<byte> x = stackalloc byte[8];\r\n\t\t[|Convert.FromHexString(a)|].CopyTo(x);\r\n\t}\r\n}\r\n";
        var after = "using System;\r\nusing System.Buffers;\r\n\r\nclass C\r\n{\r\n\tvoid M(string a)\r\n\t{\r\n\t\tSpan<byte> x = stackalloc byte[8];\r\n\t\tif (Convert.FromHexString(a, x, out _, out _) != OperationStatus.Done)\r\n\t\t{\r\n\t\t\t" + Fallback + "\r\n\t\t\tConvert.FromHexString(a).CopyTo(x);\r\n\t\t}\r\n\t}\r\n}\r\n";
        var test = new Verify.Test
        {
            TestCode = before,
            FixedCode = after,
            EditorConfig = "root = true\n\n[*.cs]\nindent_style = tab\nend_of_line = crlf\n",
        };
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System;

            class C
            {
                void M(string a)
                {
                    Span<byte> x = stackalloc byte[8];
                    Convert.FromHexString(a).CopyTo(x);
                }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System;

            class D
            {
                void M(string a)
                {
                    Span<byte> x = stackalloc byte[8];
                    Convert.FromHexString(a).CopyTo(x);
                }
            }
            """));
        await test.RunAsync();
    }
}
