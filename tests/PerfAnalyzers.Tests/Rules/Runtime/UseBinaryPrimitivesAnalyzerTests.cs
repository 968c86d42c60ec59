using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.UseBinaryPrimitivesAnalyzer,
    PerfAnalyzers.Rules.Runtime.UseBinaryPrimitivesCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class UseBinaryPrimitivesAnalyzerTests
{
    private static string Code(string expression, string type = "int", string usings = "using System;") => $$"""
        {{usings}}

        public class C
        {
            public byte[] Buffer = new byte[16];

            public {{type}} M(byte[] b, ReadOnlySpan<byte> s, Span<byte> w, int i, long wide, sbyte[] signed)
            {
                return {{expression}};
            }
        }
        """;

    private const string Imports = "using System;\nusing System.Buffers.Binary;";

    [Theory]
    [InlineData("[|b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24|]", "BinaryPrimitives.ReadInt32LittleEndian(b.AsSpan(i))", "int")]
    [InlineData("[|b[i] << 24 | b[i + 1] << 16 | b[i + 2] << 8 | b[i + 3]|]", "BinaryPrimitives.ReadInt32BigEndian(b.AsSpan(i))", "int")]
    [InlineData("[|b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24|]", "BinaryPrimitives.ReadInt32LittleEndian(b)", "int")]
    [InlineData("[|b[4] | (b[5] << 8) | (b[6] << 16) | (b[7] << 24)|]", "BinaryPrimitives.ReadInt32LittleEndian(b.AsSpan(4))", "int")]
    [InlineData("[|b[i + 3] << 24 | b[i + 2] << 16 | b[i + 1] << 8 | b[i]|]", "BinaryPrimitives.ReadInt32LittleEndian(b.AsSpan(i))", "int")]
    [InlineData("[|b[2 + i] | b[i + 3] << 8 | b[i + 4] << 16 | b[i + 5] << 24|]", "BinaryPrimitives.ReadInt32LittleEndian(b.AsSpan(i + 2))", "int")]
    [InlineData("[|(uint)b[i] | (uint)b[i + 1] << 8 | (uint)b[i + 2] << 16 | (uint)b[i + 3] << 24|]", "BinaryPrimitives.ReadUInt32LittleEndian(b.AsSpan(i))", "uint")]
    [InlineData("(uint)([|b[i] << 24 | b[i + 1] << 16 | b[i + 2] << 8 | b[i + 3]|])", "(uint)BinaryPrimitives.ReadInt32BigEndian(b.AsSpan(i))", "uint")]
    [InlineData("[|s[0] | s[1] << 8 | s[2] << 16 | s[3] << 24|]", "BinaryPrimitives.ReadInt32LittleEndian(s)", "int")]
    [InlineData("[|w[i] << 24 | w[i + 1] << 16 | w[i + 2] << 8 | w[i + 3]|]", "BinaryPrimitives.ReadInt32BigEndian(w.Slice(i))", "int")]
    [InlineData("[|Buffer[i] | Buffer[i + 1] << 8 | Buffer[i + 2] << 16 | Buffer[i + 3] << 24|]", "BinaryPrimitives.ReadInt32LittleEndian(Buffer.AsSpan(i))", "int")]
    [InlineData("[|(long)b[i] | (long)b[i + 1] << 8 | (long)b[i + 2] << 16 | (long)b[i + 3] << 24 | (long)b[i + 4] << 32 | (long)b[i + 5] << 40 | (long)b[i + 6] << 48 | (long)b[i + 7] << 56|]", "BinaryPrimitives.ReadInt64LittleEndian(b.AsSpan(i))", "long")]
    [InlineData("[|(ulong)s[0] << 56 | (ulong)s[1] << 48 | (ulong)s[2] << 40 | (ulong)s[3] << 32 | (ulong)s[4] << 24 | (ulong)s[5] << 16 | (ulong)s[6] << 8 | s[7]|]", "BinaryPrimitives.ReadUInt64BigEndian(s)", "ulong")]
    public async Task ShiftedBytes_ReportsAndFixes(string before, string after, string type)
    {
        await Verify.VerifyCodeFixAsync(Code(before, type), Code(after, type, Imports));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("{|#0:{|#1:b|}[{|#2:i|}] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24|}"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithLocation(1)
                .WithLocation(2)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments("ReadInt32LittleEndian", "assembling the integer from bytes", PerfAnalyzers.Rules.Runtime.UseBinaryPrimitivesAnalyzer.BinaryPrimitivesPayoff.For(10)),
            Code("BinaryPrimitives.ReadInt32LittleEndian(b.AsSpan(i))", usings: Imports));
    }

    private static string Stores(string body, string usings = "using System;") => $$"""
        {{usings}}

        public class C
        {
            public byte[] Buffer = new byte[16];

            public void M(byte[] b, Span<byte> w, int i, int v, uint u, long l, ulong ul, short h)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("[|b[i] = (byte)v; b[i + 1] = (byte)(v >> 8); b[i + 2] = (byte)(v >> 16); b[i + 3] = (byte)(v >> 24);|]", "BinaryPrimitives.WriteInt32LittleEndian(b.AsSpan(i), v);")]
    [InlineData("[|b[0] = (byte)(v >> 24); b[1] = (byte)(v >> 16); b[2] = (byte)(v >> 8); b[3] = (byte)v;|]", "BinaryPrimitives.WriteInt32BigEndian(b, v);")]
    [InlineData("[|w[i + 4] = (byte)(u & 0xFF); w[i + 5] = (byte)((u >> 8) & 0xFF); w[i + 6] = (byte)((u >> 16) & 0xFF); w[i + 7] = (byte)(u >>> 24);|]", "BinaryPrimitives.WriteUInt32LittleEndian(w.Slice(i + 4), u);")]
    [InlineData("[|Buffer[8] = (byte)(l >> 56); Buffer[9] = (byte)(l >> 48); Buffer[10] = (byte)(l >> 40); Buffer[11] = (byte)(l >> 32); Buffer[12] = (byte)(l >> 24); Buffer[13] = (byte)(l >> 16); Buffer[14] = (byte)(l >> 8); Buffer[15] = (byte)l;|]", "BinaryPrimitives.WriteInt64BigEndian(Buffer.AsSpan(8), l);")]
    [InlineData("[|w[0] = (byte)ul; w[1] = (byte)(ul >> 8); w[2] = (byte)(ul >> 16); w[3] = (byte)(ul >> 24); w[4] = (byte)(ul >> 32); w[5] = (byte)(ul >> 40); w[6] = (byte)(ul >> 48); w[7] = (byte)(ul >> 56);|]", "BinaryPrimitives.WriteUInt64LittleEndian(w, ul);")]
    public async Task StoredBytes_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Stores(before), Stores(after, Imports));
    }

    [Theory]
    [InlineData("b[i] = (byte)v; b[i + 1] = (byte)(v >> 8); b[i + 2] = (byte)(v >> 16);")]
    [InlineData("b[i] = (byte)v; b[i + 1] = (byte)(v >> 8); b[i + 2] = (byte)(v >> 16); b[i + 3] = (byte)(u >> 24);")]
    [InlineData("b[i] = (byte)v; b[i + 1] = (byte)(v >> 8); i++; b[i + 2] = (byte)(v >> 16); b[i + 3] = (byte)(v >> 24);")]
    [InlineData("b[i] = (byte)v; b[i + 1] = (byte)(v >> 8); b[i + 2] = (byte)(v >> 24); b[i + 3] = (byte)(v >> 16);")]
    [InlineData("b[i] = (byte)v; b[i + 1] = (byte)(v >> 8); b[i + 2] = (byte)(v >> 16); w[i + 3] = (byte)(v >> 24);")]
    [InlineData("checked { b[i] = (byte)v; b[i + 1] = (byte)(v >> 8); b[i + 2] = (byte)(v >> 16); b[i + 3] = (byte)(v >> 24); }")]
    [InlineData("b[i] = (byte)l; b[i + 1] = (byte)(l >> 8); b[i + 2] = (byte)(l >> 16); b[i + 3] = (byte)(l >> 24);")]
    [InlineData("b[i] = (byte)h; b[i + 1] = (byte)(h >> 8);")]
    [InlineData("b[i] = (byte)v; b[i + 1] = (byte)(v >> 8); b[i + 2] = (byte)(v >> 16); b[i + 3] = (byte)((v >> 24) & 0x7F);")]
    public async Task CloseButDifferentStores_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Stores(body));
    }

    [Fact]
    public async Task StoresOnTheirOwnLines_KeepTheLayout()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                void M(byte[] header, int length)
                {
                    header[0] = 0x50;
                    // The length, little-endian.
                    [|header[4] = (byte)length;
                    header[5] = (byte)(length >> 8);
                    header[6] = (byte)(length >> 16);
                    header[7] = (byte)(length >> 24);|]
                    header[8] = 1;
                }
            }
            """,
            """
            using System;
            using System.Buffers.Binary;

            class C
            {
                void M(byte[] header, int length)
                {
                    header[0] = 0x50;
                    // The length, little-endian.
                    BinaryPrimitives.WriteInt32LittleEndian(header.AsSpan(4), length);
                    header[8] = 1;
                }
            }
            """);
    }

    [Theory]
    [InlineData("b[i] | b[i + 1] << 8 | b[i + 2] << 16", "int")]
    [InlineData("b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 4] << 24", "int")]
    [InlineData("b[i] | b[i + 1] << 8 | b[i + 1] << 16 | b[i + 3] << 24", "int")]
    [InlineData("b[i] | b[i + 1] << 8 | b[i + 2] << 24 | b[i + 3] << 16", "int")]
    [InlineData("b[i] | b[i + 1] << 8 | b[i + 2] << 16 | Buffer[i + 3] << 24", "int")]
    [InlineData("b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[3] << 24", "int")]
    [InlineData("b[i] + (b[i + 1] << 8) + (b[i + 2] << 16) + (b[i + 3] << 24)", "int")]
    [InlineData("b[i] | b[i + 1] << 7 | b[i + 2] << 16 | b[i + 3] << 24", "int")]
    [InlineData("b[i++] | b[i++] << 8 | b[i++] << 16 | b[i++] << 24", "int")]
    [InlineData("b[i - 1] | b[i] << 8 | b[i + 1] << 16 | b[i + 2] << 24", "int")]
    [InlineData("(long)(b[wide] | b[wide + 1] << 8 | b[wide + 2] << 16 | b[wide + 3] << 24)", "long")]
    [InlineData("(long)b[i] | (long)b[i + 1] << 8 | (long)b[i + 2] << 16 | (long)b[i + 3] << 24", "long")]
    [InlineData("b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24 | b[i + 4] << 32 | b[i + 5] << 40 | b[i + 6] << 48 | b[i + 7] << 56", "int")]
    [InlineData("(long)b[i] | (long)b[i + 1] << 8 | (long)b[i + 2] << 16 | (long)b[i + 3] << 24 | (long)(b[i + 4] << 32) | (long)b[i + 5] << 40 | (long)b[i + 6] << 48 | (long)b[i + 7] << 56", "long")]
    [InlineData("b[i] | b[i + 1] << 8", "int")]
    [InlineData("0x10 | b[i] | b[i + 1] << 8 | b[i + 2] << 16", "int")]
    [InlineData("(byte)signed[i] | (byte)signed[i + 1] << 8 | (byte)signed[i + 2] << 16 | (byte)signed[i + 3] << 24", "int")]
    [InlineData("GetBuffer()[i] | GetBuffer()[i + 1] << 8 | GetBuffer()[i + 2] << 16 | GetBuffer()[i + 3] << 24", "int")]
    public async Task CloseButDifferent_NoDiagnostic(string expression, string type)
    {
        await Verify.VerifyAnalyzerAsync(Code(expression, type).Replace("public byte[] Buffer", "public byte[] GetBuffer() => Buffer;\n    public byte[] Buffer"));
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            namespace N
            {
                class Header
                {
                    public int Length;
                    public uint Crc;

                    public Header(byte[] data, int at)
                    {
                        Length = [|data[at] | data[at + 1] << 8 | data[at + 2] << 16 | data[at + 3] << 24|];
                        Crc = [|(uint)data[at + 4] << 24 | (uint)data[at + 5] << 16 | (uint)data[at + 6] << 8 | data[at + 7]|];
                    }
                }
            }
            """,
            """
            using System;
            using System.Buffers.Binary;

            namespace N
            {
                class Header
                {
                    public int Length;
                    public uint Crc;

                    public Header(byte[] data, int at)
                    {
                        Length = BinaryPrimitives.ReadInt32LittleEndian(data.AsSpan(at));
                        Crc = BinaryPrimitives.ReadUInt32BigEndian(data.AsSpan(at + 4));
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            "class C { int M(byte[] b) => [|b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24|]; }",
            "using System.Buffers.Binary;\n\nclass C { int M(byte[] b) => BinaryPrimitives.ReadInt32LittleEndian(b); }",
            TargetRuntime.Net8);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync("class C { int M(byte[] b) => b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24; }", runtime);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", "class C { int M(byte[] b) => b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24; }"));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\nclass D { int M(byte[] b) => b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24; }"));
        await test.RunAsync();
    }
}
