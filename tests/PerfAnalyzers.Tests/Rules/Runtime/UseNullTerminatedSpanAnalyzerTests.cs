using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.UseNullTerminatedSpanAnalyzer,
    PerfAnalyzers.Rules.Runtime.UseNullTerminatedSpanCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class UseNullTerminatedSpanAnalyzerTests
{
    private static string Code(string body, string usings = "") => $$"""
        using System;{{usings}}

        public unsafe class C
        {
            public byte* Field;

            int M(byte* bytes, char* chars, sbyte* signed, int given, long wide)
            {
                {{body}}
            }
        }
        """;

    private const string Import = "\nusing System.Runtime.InteropServices;";

    [Theory]
    [InlineData("int n = 0; [|while (bytes[n] != 0) n++;|] return n;", "int n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(bytes).Length; return n;")]
    [InlineData("var n = 0; [|while (chars[n] != '\\0') { n++; }|] return new string(chars, 0, n).Length;", "var n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(chars).Length; return new string(chars, 0, n).Length;")]
    [InlineData("int n = 0; [|while (0 != bytes[n]) ++n;|] return new ReadOnlySpan<byte>(bytes, n).Length;", "int n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(bytes).Length; return new ReadOnlySpan<byte>(bytes, n).Length;")]
    [InlineData("int n = 0; [|while (bytes[n] != 0) n += 1;|] return n;", "int n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(bytes).Length; return n;")]
    [InlineData("int other = 3, n = 0; [|for (; chars[n] != 0; n++) { }|] return n + other;", "int other = 3, n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(chars).Length; return n + other;")]
    [InlineData("int n = 0; [|for (; bytes[n] != 0; ++n) { }|] return n;", "int n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(bytes).Length; return n;")]
    [InlineData("int n; [|for (n = 0; bytes[n] != 0; n++) { }|] return n;", "int n; n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(bytes).Length; return n;")]
    [InlineData("[|for (given = 0; chars[given] != 0; given++) { }|] return given;", "given = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(chars).Length; return given;")]
    [InlineData("byte* p = bytes + 1; int n = 0; [|while (p[n] != 0) n++;|] return n;", "byte* p = bytes + 1; int n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(p).Length; return n;")]
    [InlineData("byte* end = bytes; [|while (*end != 0) end++;|] return (int)(end - bytes);", "byte* end = bytes + MemoryMarshal.CreateReadOnlySpanFromNullTerminated(bytes).Length; return (int)(end - bytes);")]
    [InlineData("var start = chars; var end = start; [|while (0 != *end) { ++end; }|] return (int)(end - start);", "var start = chars; var end = start + MemoryMarshal.CreateReadOnlySpanFromNullTerminated(start).Length; return (int)(end - start);")]
    [InlineData("char* end = chars; [|for (; *end != '\\0'; end++) { }|] return (int)(end - chars);", "char* end = chars + MemoryMarshal.CreateReadOnlySpanFromNullTerminated(chars).Length; return (int)(end - chars);")]
    [InlineData("byte* end; [|for (end = bytes; *end != 0; end += 1) { }|] return (int)(end - bytes);", "byte* end; end = bytes + MemoryMarshal.CreateReadOnlySpanFromNullTerminated(bytes).Length; return (int)(end - bytes);")]
    public async Task CountingLoop_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after, Import));
    }

    [Fact]
    public async Task EmptyStatementBody_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #pragma warning disable CS0642 // Possible mistaken empty statement
            unsafe class C
            {
                int M(byte* p)
                {
                    int n = 0;
                    [|for (; p[n] != 0; n++) ;|]
                    int m;
                    [|for (m = 0; p[m] != 0; ++m) ;|]
                    return n + m;
                }
            }
            """,
            """
            using System.Runtime.InteropServices;

            #pragma warning disable CS0642 // Possible mistaken empty statement
            unsafe class C
            {
                int M(byte* p)
                {
                    int n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(p).Length;
                    int m;
                    m = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(p).Length;
                    return n + m;
                }
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("int n = 0; {|#0:while (bytes[n] != 0) n++;|} return n;"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments(PerfAnalyzers.Rules.Runtime.UseNullTerminatedSpanAnalyzer.NullTerminatedSpanPayoff.For(10)),
            Code("int n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(bytes).Length; return n;", Import));
    }

    [Theory]
    [InlineData("int n = 1; while (bytes[n] != 0) n++; return n;")]
    [InlineData("int n = 0; while (bytes[n] != 1) n++; return n;")]
    [InlineData("int n = 0; while (bytes[n] == 0) n++; return n;")]
    [InlineData("int n = 0; while (bytes[n] != 0) n += 2; return n;")]
    [InlineData("int n = 0; while (bytes[n++] != 0) { } return n;")]
    [InlineData("int n = 0; while (bytes[n] != 0) { n++; given++; } return n;")]
    [InlineData("int n = 0, m = 0; while (bytes[m] != 0) n++; return n;")]
    [InlineData("int n = 0, m = n; while (bytes[n] != 0) n++; return n + m;")]
    [InlineData("long n = 0; while (bytes[n] != 0) n++; return (int)n;")]
    [InlineData("nint n = 0; while (bytes[n] != 0) n++; return (int)n;")]
    [InlineData("int n = 0; while (signed[n] != 0) n++; return n;")]
    [InlineData("int n = 0; while (Field[n] != 0) n++; return n;")]
    [InlineData("int n = 0; given++; while (bytes[n] != 0) n++; return n;")]
    [InlineData("int n = 0; for (; bytes[n] != 0; n++) { given++; } return n;")]
    [InlineData("int n = 0; for (; bytes[n] != 0; n++, given++) { } return n;")]
    [InlineData("for (int n = 0; bytes[n] != 0; n++) { } return 0;")]
    [InlineData("int n; for (n = 1; bytes[n] != 0; n++) { } return n;")]
    [InlineData("int n = 0; do { n++; } while (bytes[n] != 0); return n;")]
    [InlineData("var span = new Span<byte>(bytes, 8); int n = 0; while (span[n] != 0) n++; return n;")]
    [InlineData("int n = 0; int* ints = (int*)bytes; while (ints[n] != 0) n++; return n;")]
    [InlineData("byte* end = bytes + 1; while (*end != 0) end++; return (int)(end - bytes);")]
    [InlineData("byte* end = bytes; while (*end != 0) end += 2; return (int)(end - bytes);")]
    [InlineData("byte* end = bytes; while (*end != 0) { end++; given++; } return (int)(end - bytes);")]
    [InlineData("byte* end = bytes; while (*bytes != 0) end++; return (int)(end - bytes);")]
    [InlineData("byte* end = Field; while (*end != 0) end++; return (int)(end - Field);")]
    [InlineData("byte* end = (byte*)chars; while (*end != 0) end++; return (int)(end - (byte*)chars);")]
    [InlineData("sbyte* end = signed; while (*end != 0) end++; return (int)(end - signed);")]
    [InlineData("byte* end = bytes; while (*end++ != 0) { } return (int)(end - bytes);")]
    [InlineData("byte* end = bytes; while (*end != 0 && *end != 10) end++; return (int)(end - bytes);")]
    [InlineData("int n = 0;\n#if DEBUG\nwhile (bytes[n] != 0) n++;\n#endif\nreturn n;")]
    [InlineData("int n = 0; while (bytes[n] != 0)\n#if DEBUG\nn++;\n#else\nn += 1;\n#endif\nreturn n;")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task CommentedBlockLoop_CommentMovesAboveTheDeclaration()
    {
        await Verify.VerifyCodeFixAsync(
            """
            unsafe class C
            {
                string M(char* name)
                {
                    var length = 0;
                    // The name ends at the first null.
                    [|while (name[length] != '\0')
                    {
                        length++;
                    }|]

                    return new string(name, 0, length);
                }
            }
            """,
            """
            using System.Runtime.InteropServices;

            unsafe class C
            {
                string M(char* name)
                {
                    // The name ends at the first null.
                    var length = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(name).Length;

                    return new string(name, 0, length);
                }
            }
            """);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            "unsafe class C { int M(byte* p) { int n = 0; [|while (p[n] != 0) n++;|] return n; } }",
            "using System.Runtime.InteropServices;\n\nunsafe class C { int M(byte* p) { int n = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(p).Length; return n; } }",
            TargetRuntime.Net8);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            "unsafe class C { int M(byte* p) { int n = 0; while (p[n] != 0) n++; return n; } }",
            runtime);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            namespace N
            {
                unsafe class C
                {
                    int M(byte* key, char* value)
                    {
                        int keyLength = 0;
                        [|while (key[keyLength] != 0) keyLength++;|]
                        int valueLength = 0;
                        [|while (value[valueLength] != 0) valueLength++;|]
                        return keyLength + valueLength;
                    }
                }
            }
            """,
            """
            using System.Runtime.InteropServices;

            namespace N
            {
                unsafe class C
                {
                    int M(byte* key, char* value)
                    {
                        int keyLength = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(key).Length;
                        int valueLength = MemoryMarshal.CreateReadOnlySpanFromNullTerminated(value).Length;
                        return keyLength + valueLength;
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
            unsafe class C
            {
                int M(byte* p) { int n = 0; while (p[n] != 0) n++; return n; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            unsafe class D
            {
                int M(byte* p) { int n = 0; while (p[n] != 0) n++; return n; }
            }
            """));
        await test.RunAsync();
    }
}
