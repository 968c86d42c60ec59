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
    [InlineData("[|System.Convert.ToHexString(maybe!)|].TryCopyTo(dest)", "System.Convert.TryToHexString(maybe!, dest, out _)")]
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
                .WithArguments("TryToHexStringLower", PerfAnalyzers.Rules.Strings.StringsMessages.TryToHexStringPayoff)
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
}
