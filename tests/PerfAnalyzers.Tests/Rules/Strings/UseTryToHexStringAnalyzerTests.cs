using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Testing;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseTryToHexStringAnalyzer,
    PerfAnalyzers.Rules.Strings.UseTryToHexStringCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseTryToHexStringAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        using System;
        using System.Text;

        class C
        {
            private readonly char[] _buffer = new char[64];

            object? M(byte[] data, byte[]? maybe, ReadOnlySpan<byte> span, Span<char> dest, char[] chars, int pos, string text)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("[|Convert.ToHexString(span)|].TryCopyTo(dest)", "Convert.TryToHexString(span, dest, out _)")]
    [InlineData("[|Convert.ToHexStringLower(span)|].TryCopyTo(dest)", "Convert.TryToHexStringLower(span, dest, out _)")]
    [InlineData("[|Convert.ToHexString(data)|].TryCopyTo(chars)", "Convert.TryToHexString(data, chars, out _)")]
    [InlineData("[|Convert.ToHexString(data)|].AsSpan().TryCopyTo(_buffer)", "Convert.TryToHexString(data, _buffer, out _)")]
    [InlineData("[|Convert.ToHexStringLower(data, 1, pos)|].TryCopyTo(chars.AsSpan(pos))", "Convert.TryToHexStringLower(data.AsSpan(1, pos), chars.AsSpan(pos), out _)")]
    [InlineData("[|Convert.ToHexString(span)|].TryCopyTo(dest.Slice(pos, 8))", "Convert.TryToHexString(span, dest.Slice(pos, 8), out _)")]
    [InlineData("[|Convert.ToHexString(span)|].TryCopyTo(dest.Slice(dest.Length - span.Length * 2))", "Convert.TryToHexString(span, dest.Slice(dest.Length - span.Length * 2), out _)")]
    [InlineData("[|Convert.ToHexString(span)|].TryCopyTo(chars.AsSpan(-pos + chars.Length))", "Convert.TryToHexString(span, chars.AsSpan(-pos + chars.Length), out _)")]
    [InlineData("[|Convert.ToHexString(new byte[] { 1, 2 })|].TryCopyTo(dest)", "Convert.TryToHexString(new byte[] { 1, 2 }, dest, out _)")]
    [InlineData("[|Convert.ToHexString(Encoding.UTF8.GetBytes(text))|].TryCopyTo(dest)", "Convert.TryToHexString(Encoding.UTF8.GetBytes(text), dest, out _)")]
    [InlineData("[|System.Convert.ToHexString(data)|].TryCopyTo(dest)", "System.Convert.TryToHexString(data, dest, out _)")]
    [InlineData("[|Convert.ToHexString(span.Slice(1))|]\n            .TryCopyTo(dest)", "Convert.TryToHexString(span.Slice(1), dest, out _)")]
    [InlineData("[|Convert.ToHexStringLower(data, 0, data.Length / 2)|].AsSpan().TryCopyTo(chars.AsSpan(1))", "Convert.TryToHexStringLower(data.AsSpan(0, data.Length / 2), chars.AsSpan(1), out _)")]
    public async Task TryCopyTo_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return {before} ? 1 : 0;"), Code($"return {after} ? 1 : 0;"));
    }

    [Fact]
    public async Task CopyToStatement_ThrowsWhatCopyToThrew()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                [|Convert.ToHexString(span)|].CopyTo(dest);
                        // the next one
                        [|Convert.ToHexStringLower(data, 0, 4)|].AsSpan().CopyTo(chars); // trailing
                        return null;
                """),
            Code("""
                if (!Convert.TryToHexString(span, dest, out _))
                        {
                            throw new ArgumentException("Destination is too short.");
                        }

                        // the next one
                        if (!Convert.TryToHexStringLower(data.AsSpan(0, 4), chars, out _))
                        {
                            throw new ArgumentException("Destination is too short.");
                        } // trailing

                        return null;
                """));
    }

    [Fact]
    public async Task BlankLineAlreadyThere_NotDoubled()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                [|Convert.ToHexString(span)|].CopyTo(dest);

                        return null;
                """),
            Code("""
                if (!Convert.TryToHexString(span, dest, out _))
                        {
                            throw new ArgumentException("Destination is too short.");
                        }

                        return null;
                """));
    }

    [Fact]
    public async Task WithoutUsingSystem_AddsTheUsing()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                void M(byte[] data, char[] chars)
                {
                    [|System.Convert.ToHexString(data, 0, 2)|].CopyTo(chars);
                }
            }
            """,
            """
            using System;

            class C
            {
                void M(byte[] data, char[] chars)
                {
                    if (!System.Convert.TryToHexString(data.AsSpan(0, 2), chars, out _))
                    {
                        throw new ArgumentException("Destination is too short.");
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task UsingStatic_KeepsTheShortName()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using static System.Convert;

            class C
            {
                bool M(byte[] data, Span<char> dest) => [|ToHexString(data)|].TryCopyTo(dest);
            }
            """,
            """
            using System;
            using static System.Convert;

            class C
            {
                bool M(byte[] data, Span<char> dest) => TryToHexString(data, dest, out _);
            }
            """);
    }

    [Fact]
    public async Task InSwitchSectionAndTopLevel_ReportsAndFixes()
    {
        var test = new Verify.Test
        {
            TestCode = """
                using System;

                Span<char> dest = stackalloc char[8];
                [|Convert.ToHexString(new byte[] { 1 })|].CopyTo(dest);
                switch (dest.Length)
                {
                    case 8:
                        [|Convert.ToHexStringLower(new byte[] { 2 })|].CopyTo(dest);
                        break;
                }
                """,
            FixedCode = """
                using System;

                Span<char> dest = stackalloc char[8];
                if (!Convert.TryToHexString(new byte[] { 1 }, dest, out _))
                {
                    throw new ArgumentException("Destination is too short.");
                }

                switch (dest.Length)
                {
                    case 8:
                        if (!Convert.TryToHexStringLower(new byte[] { 2 }, dest, out _))
                        {
                            throw new ArgumentException("Destination is too short.");
                        }

                        break;
                }
                """,
        };
        test.TestState.OutputKind = OutputKind.ConsoleApplication;
        await test.RunAsync();
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:Convert.ToHexStringLower(span)|}.TryCopyTo(dest);"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments("TryToHexStringLower", PerfAnalyzers.Rules.Strings.UseTryToHexStringAnalyzer.TryToHexStringPayoff.For(10))
                .WithOptions(DiagnosticOptions.IgnoreAdditionalLocations),
            Code("return Convert.TryToHexStringLower(span, dest, out _);"));
    }

    [Theory]
    [InlineData("return Convert.ToHexString(maybe!).Length;")]
    [InlineData("var hex = Convert.ToHexString(span); hex.CopyTo(dest); return hex;")]
    [InlineData("Convert.ToHexString(span).CopyTo(0, chars, 0, 4); return null;")]
    [InlineData("return Convert.ToHexString(span).AsSpan(1).TryCopyTo(dest);")]
    [InlineData("return Convert.ToBase64String(span).TryCopyTo(dest);")]
    [InlineData("return Convert.ToHexString(span).ToLowerInvariant().TryCopyTo(dest);")]
    [InlineData("return Convert.ToHexString(span).TryCopyTo(Next(chars));")]
    [InlineData("return Convert.ToHexString(span).TryCopyTo(chars.AsSpan(pos++));")]
    [InlineData("return Convert.ToHexString(span).TryCopyTo(chars.AsSpan(Next(chars).Length));")]
    [InlineData("return Convert.ToHexString(span).TryCopyTo(chars.AsSpan(text.GetHashCode() & 1));")]
    [InlineData("return Convert.ToHexString(inArray: data).TryCopyTo(dest);")]
    [InlineData("if (pos > 0) Convert.ToHexString(span).CopyTo(dest); return null;")]
    [InlineData("if (pos > 0) Convert.ToHexString(span).CopyTo(dest); else pos++; return null;")]
    [InlineData("return Convert.ToHexString(data)?.TryCopyTo(dest);")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body, """
                private static Span<char> Next(char[] chars) => chars;
            """));
    }

    [Theory]
    [InlineData("return Convert.ToHexString({|CS8604:maybe|}).TryCopyTo(dest);")]
    [InlineData("return Convert.ToHexString({|CS8604:maybe|}, 0, 1).TryCopyTo(dest);")]
    [InlineData("return Convert.ToHexString(maybe!).TryCopyTo(dest);")]
    public async Task ArrayThatMayBeNull_NoDiagnostic(string body)
    {
        // ToHexString throws for a null array; TryToHexString would read it as an empty span and succeed.
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task ArrayKnownNotNullByFlow_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return maybe is null || [|Convert.ToHexString(maybe, 0, 1)|].TryCopyTo(dest);"),
            Code("return maybe is null || Convert.TryToHexString(maybe.AsSpan(0, 1), dest, out _);"));
    }

    [Fact]
    public async Task NullableObliviousArray_NoDiagnostic()
    {
        // Without nullable annotations nothing says the array is not null.
        await Verify.VerifyAnalyzerAsync("""
            #nullable disable
            using System;

            class C
            {
                bool M(byte[] data, Span<char> dest) => Convert.ToHexString(data).TryCopyTo(dest);

                bool N(byte[] data, Span<char> dest) => [|Convert.ToHexString(new byte[] { 1 })|].TryCopyTo(dest) && [|Convert.ToHexString(data.AsSpan())|].TryCopyTo(dest);
            }
            """);
    }

    [Fact]
    public async Task Net8_NoDiagnostic()
    {
        // TryToHexString is new in .NET 9.
        await Verify.VerifyAnalyzerAsync(Code("return Convert.ToHexString(span).TryCopyTo(dest);"), TargetRuntime.Net8);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        // No Convert.ToHexString at all: the call doesn't bind, and the analyzer stays quiet.
        await Verify.VerifyAnalyzerAsync(
            """
            class C
            {
                void M(byte[] data, char[] chars) => System.Convert.{|CS0117:ToHexString|}(data).CopyTo(0, chars, 0, 2);
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
                    bool M(ReadOnlySpan<byte> a, ReadOnlySpan<byte> b, Span<char> dest)
                    {
                        [|Convert.ToHexString(a)|].CopyTo(dest);
                        return [|Convert.ToHexString(b)|].TryCopyTo(dest.Slice(2)) && [|Convert.ToHexStringLower(a)|].TryCopyTo(dest);
                    }
                }
            }
            """,
            """
            using System;

            namespace N
            {
                class C
                {
                    bool M(ReadOnlySpan<byte> a, ReadOnlySpan<byte> b, Span<char> dest)
                    {
                        if (!Convert.TryToHexString(a, dest, out _))
                        {
                            throw new ArgumentException("Destination is too short.");
                        }

                        return Convert.TryToHexString(b, dest.Slice(2), out _) && Convert.TryToHexStringLower(a, dest, out _);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task TabsAndCrLf_Kept()
    {
        var before = "using System;\r\n\r\nclass C\r\n{\r\n\tvoid M(ReadOnlySpan<byte> a, Span<char> dest)\r\n\t{\r\n\t\t[|Convert.ToHexString(a)|].CopyTo(dest);\r\n\t}\r\n}\r\n";
        var after = "using System;\r\n\r\nclass C\r\n{\r\n\tvoid M(ReadOnlySpan<byte> a, Span<char> dest)\r\n\t{\r\n\t\tif (!Convert.TryToHexString(a, dest, out _))\r\n\t\t{\r\n\t\t\tthrow new ArgumentException(\"Destination is too short.\");\r\n\t\t}\r\n\t}\r\n}\r\n";
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
                bool M(ReadOnlySpan<byte> a, Span<char> dest) => Convert.ToHexString(a).TryCopyTo(dest);
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System;

            class D
            {
                bool M(ReadOnlySpan<byte> a, Span<char> dest) => Convert.ToHexString(a).TryCopyTo(dest);
            }
            """));
        await test.RunAsync();
    }

    private static string Builder(string body, string modifiers = "") => $$"""
        using System;
        using System.Security.Cryptography;
        using System.Text;

        class C
        {
            {{modifiers}}void M(StringBuilder sb, byte[] data, ReadOnlySpan<byte> span, string text, int n)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData(
        "sb.Append([|Convert.ToHexString(SHA256.HashData(data))|]);",
        "Span<char> hex = stackalloc char[SHA256.HashSizeInBytes * 2];\n        Convert.TryToHexString(SHA256.HashData(data), hex, out _);\n        sb.Append(hex);")]
    [InlineData(
        "sb.Append('|').Append(n).Append([|Convert.ToHexStringLower(MD5.HashData(Encoding.UTF8.GetBytes(text)))|]).AppendLine();",
        "Span<char> hex = stackalloc char[MD5.HashSizeInBytes * 2];\n        Convert.TryToHexStringLower(MD5.HashData(Encoding.UTF8.GetBytes(text)), hex, out _);\n        sb.Append('|').Append(n).Append(hex).AppendLine();")]
    [InlineData(
        "sb.Append([|Convert.ToHexString(span)|]);",
        "Span<char> hex = span.Length <= 128 ? stackalloc char[256] : new char[span.Length * 2];\n        Convert.TryToHexString(span, hex, out int written);\n        sb.Append(hex.Slice(0, written));")]
    [InlineData(
        "sb.Append(\"key=\").Append([|Convert.ToHexStringLower(data)|]).Append(';');",
        "Span<char> hex = data.Length <= 128 ? stackalloc char[256] : new char[data.Length * 2];\n        Convert.TryToHexStringLower(data, hex, out int written);\n        sb.Append(\"key=\").Append(hex.Slice(0, written)).Append(';');")]
    [InlineData(
        "sb.Append([|Convert.ToHexString(HMACSHA256.HashData(data, span.ToArray()))|]);",
        "Span<char> hex = stackalloc char[HMACSHA256.HashSizeInBytes * 2];\n        Convert.TryToHexString(HMACSHA256.HashData(data, span.ToArray()), hex, out _);\n        sb.Append(hex);")]
    public async Task AppendToStringBuilder_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Builder(before), Builder(after));
    }

    [Fact]
    public async Task AppendTwiceInOneMethod_FixAllNamesEachScratch()
    {
        await Verify.VerifyCodeFixAsync(
            Builder("""
                // digests
                        sb.Append([|Convert.ToHexString(SHA256.HashData(data))|]);
                        int hex = 1;
                        sb.Append([|Convert.ToHexString(span)|]).Append(hex);
                """),
            Builder("""
                // digests
                        Span<char> hex2 = stackalloc char[SHA256.HashSizeInBytes * 2];
                        Convert.TryToHexString(SHA256.HashData(data), hex2, out _);
                        sb.Append(hex2);
                        int hex = 1;
                        Span<char> hex3 = span.Length <= 128 ? stackalloc char[256] : new char[span.Length * 2];
                        Convert.TryToHexString(span, hex3, out int written);
                        sb.Append(hex3.Slice(0, written)).Append(hex);
                """));
    }

    [Fact]
    public async Task AppendInLoops_ScratchDeclaredBeforeTheOutermostLoop()
    {
        await Verify.VerifyCodeFixAsync(
            Builder("""
                // one line per item
                        foreach (var c in text)
                        {
                            for (var i = 0; i < n; i++)
                            {
                                sb.Append(c).Append([|Convert.ToHexString(SHA256.HashData(data))|]);
                                sb.Append([|Convert.ToHexStringLower(span)|]).AppendLine();
                            }
                        }
                """),
            Builder("""
                // one line per item
                        Span<char> hex = stackalloc char[SHA256.HashSizeInBytes * 2];
                        Span<char> hexBuffer = stackalloc char[256];
                        foreach (var c in text)
                        {
                            for (var i = 0; i < n; i++)
                            {
                                Convert.TryToHexString(SHA256.HashData(data), hex, out _);
                                sb.Append(c).Append(hex);
                                Span<char> hex2 = span.Length <= 128 ? hexBuffer : new char[span.Length * 2];
                                Convert.TryToHexStringLower(span, hex2, out int written);
                                sb.Append(hex2.Slice(0, written)).AppendLine();
                            }
                        }
                """));
    }

    [Fact]
    public async Task AppendInWhileLoopOfLambda_ScratchBeforeTheLoopInTheLambda()
    {
        await Verify.VerifyCodeFixAsync(
            Builder("""
                while (n-- > 0)
                        {
                            Action a = () =>
                            {
                                do
                                {
                                    sb.Append([|Convert.ToHexString(data)|]);
                                }
                                while (sb.Length < 10);
                            };
                            a();
                        }
                """),
            Builder("""
                while (n-- > 0)
                        {
                            Action a = () =>
                            {
                                Span<char> hexBuffer = stackalloc char[256];
                                do
                                {
                                    Span<char> hex = data.Length <= 128 ? hexBuffer : new char[data.Length * 2];
                                    Convert.TryToHexString(data, hex, out int written);
                                    sb.Append(hex.Slice(0, written));
                                }
                                while (sb.Length < 10);
                            };
                            a();
                        }
                """));
    }

    [Theory]
    [InlineData("for (var i = 0; i < n; i++) sb.Append(Convert.ToHexString(span));")]
    [InlineData("foreach (var b in text) sb.Append(Convert.ToHexString(SHA256.HashData(data)));")]
    [InlineData("if (n > 0) foreach (var b in text) { sb.Append(Convert.ToHexString(span)); }")]
    [InlineData("outer: foreach (var b in text) { sb.Append(Convert.ToHexString(span)); if (n++ > 3) goto outer; }")]
    [InlineData("try { } catch { while (n-- > 0) { sb.Append(Convert.ToHexString(span)); } }")]
    [InlineData("try { } finally { sb.Append(Convert.ToHexString(span)); }")]
    [InlineData("try { } catch { sb.Append(Convert.ToHexString(span)); }")]
    [InlineData("if (n > 0) sb.Append(Convert.ToHexString(span));")]
    [InlineData("var s = sb.Append(Convert.ToHexString(span));")]
    [InlineData("sb.Append(Convert.ToHexString(Encoding.UTF8.GetBytes(text)));")]
    [InlineData("sb.Append(Convert.ToHexString(data, 0, n));")]
    [InlineData("sb.Append(Convert.ToHexString(SHA256.HashData(data)).ToLowerInvariant());")]
    [InlineData("sb.Append(Convert.ToHexString(SHA256.HashData(data))[..8]);")]
    [InlineData("sb.Append(text).Append(Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes(sb.ToString()))));")]
    [InlineData("sb.Append(text.Trim()).Append(Convert.ToHexString(SHA256.HashData(data)));")]
    [InlineData("sb.Append(n).Append(Convert.ToHexString(SHA256.HashData(Next(ref n))));")]
    [InlineData("Action a = () => sb.Clear(); sb.Append(n).Append(Convert.ToHexString(SHA256.HashData(Run(a))));")]
    [InlineData("new StringBuilder().Append(n).Append(Convert.ToHexString(span));")]
    [InlineData("sb.Insert(0, Convert.ToHexString(span));")]
    [InlineData("sb.Append(Convert.ToHexString(MyHash.HashData(data)));")]
    public async Task AppendCloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Builder(body).Replace("""
                }
            }
            """, """
                }

                static byte[] Next(ref int n) => new byte[n++];

                static byte[] Run(Action a) { a(); return new byte[1]; }

                static class MyHash
                {
                    public const int HashSizeInBytes = 4;

                    public static byte[] HashData(byte[] data) => new byte[data.Length];
                }
            }
            """, System.StringComparison.Ordinal));
    }

    [Fact]
    public async Task AppendInAsyncMethodOrIterator_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Collections.Generic;
            using System.Security.Cryptography;
            using System.Text;
            using System.Threading.Tasks;

            class C
            {
                async Task M(StringBuilder sb, byte[] data)
                {
                    await Task.Yield();
                    sb.Append(Convert.ToHexString(SHA256.HashData(data)));
                }

                IEnumerable<int> N(StringBuilder sb, byte[] data)
                {
                    sb.Append(Convert.ToHexString(SHA256.HashData(data)));
                    yield return sb.Length;
                }

                void O(StringBuilder sb, byte[] data)
                {
                    Func<Task> f = async () =>
                    {
                        await Task.Yield();
                        sb.Append(Convert.ToHexString(SHA256.HashData(data)));
                    };
                }
            }
            """);
    }

    [Fact]
    public async Task AppendInLambdaWithTabsAndCrLf_WritesTheDocumentsLayout()
    {
        var before = "using System;\r\nusing System.Text;\r\n\r\nclass C\r\n{\r\n\tAction M(StringBuilder sb, byte[] data) => () =>\r\n\t{\r\n\t\tsb.Append([|Convert.ToHexString(data)|]);\r\n\t};\r\n}\r\n";
        var after = "using System;\r\nusing System.Text;\r\n\r\nclass C\r\n{\r\n\tAction M(StringBuilder sb, byte[] data) => () =>\r\n\t{\r\n\t\tSpan<char> hex = data.Length <= 128 ? stackalloc char[256] : new char[data.Length * 2];\r\n\t\tConvert.TryToHexString(data, hex, out int written);\r\n\t\tsb.Append(hex.Slice(0, written));\r\n\t};\r\n}\r\n";
        var test = new Verify.Test
        {
            TestCode = before,
            FixedCode = after,
            EditorConfig = "root = true\n\n[*.cs]\nindent_style = tab\nend_of_line = crlf\n",
        };
        await test.RunAsync();
    }

    [Fact]
    public async Task AppendMessage_SaysWhatItSaves()
    {
        await Verify.VerifyCodeFixAsync(
            Builder("sb.Append({|#0:Convert.ToHexString(SHA256.HashData(data))|});"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments("TryToHexString", PerfAnalyzers.Rules.Strings.UseTryToHexStringAnalyzer.TryToHexStringAppendPayoff.For(10))
                .WithOptions(DiagnosticOptions.IgnoreAdditionalLocations),
            Builder("Span<char> hex = stackalloc char[SHA256.HashSizeInBytes * 2];\n        Convert.TryToHexString(SHA256.HashData(data), hex, out _);\n        sb.Append(hex);"));
    }
}
