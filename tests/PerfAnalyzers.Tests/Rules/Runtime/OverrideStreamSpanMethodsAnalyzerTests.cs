using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.OverrideStreamSpanMethodsAnalyzer,
    PerfAnalyzers.Rules.Runtime.OverrideStreamSpanMethodsCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class OverrideStreamSpanMethodsAnalyzerTests
{
    /// <summary>
    /// A stream wrapper: the members every Stream needs, then the members of the test (an array overload the test
    /// leaves out only throws, which the rule doesn't ask to mirror).
    /// </summary>
    private static string Wrapper(string members, string marked = "CountingStream", string name = "CountingStream", string usings = "using System;\n") => $$"""
        {{usings}}using System.IO;

        sealed class {{marked}} : Stream
        {
            private readonly Stream _inner;
            private long _total;

            public {{name}}(Stream inner) => (_inner, _total) = (inner, 0);

            public long Total => _total;

            public override bool CanRead => _inner.CanRead;
            public override bool CanSeek => false;
            public override bool CanWrite => _inner.CanWrite;
            public override long Length => throw new NotSupportedException();
            public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }
            public override void Flush() => _inner.Flush();
            public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
            public override void SetLength(long value) => throw new NotSupportedException();
        {{(members.Contains("int Read(byte[]") ? "" : "    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();\n")}}{{(members.Contains("void Write(byte[]") ? "" : "    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();\n")}}{{members}}
        }
        """;

    [Fact]
    public async Task ForwardingReadAndWrite_ReportAndFix()
    {
        await Verify.VerifyCodeFixAsync(
            Wrapper("""

                    public override int Read(byte[] buffer, int offset, int count)
                    {
                        int read = _inner.Read(buffer, offset, count);
                        _total += read;
                        return read;
                    }

                    public override void Write(byte[] buffer, int offset, int count)
                    {
                        _inner.Write(buffer, offset, count);
                        _total += count;
                    }
                """, marked: "{|#0:CountingStream|}"),
            Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
                .WithArguments("Read(Span<byte>) and Write(ReadOnlySpan<byte>)", "CountingStream", PerfAnalyzers.Rules.Runtime.OverrideStreamSpanMethodsAnalyzer.SpanPayoff.For(10)),
            Wrapper("""

                    public override int Read(byte[] buffer, int offset, int count)
                    {
                        int read = _inner.Read(buffer, offset, count);
                        _total += read;
                        return read;
                    }

                    public override int Read(Span<byte> buffer)
                    {
                        int read = _inner.Read(buffer);
                        _total += read;
                        return read;
                    }

                    public override void Write(byte[] buffer, int offset, int count)
                    {
                        _inner.Write(buffer, offset, count);
                        _total += count;
                    }

                    public override void Write(ReadOnlySpan<byte> buffer)
                    {
                        _inner.Write(buffer);
                        _total += buffer.Length;
                    }
                """));
    }

    [Fact]
    public async Task ExpressionBodies_WithoutTheUsing_AddIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.IO;

            sealed class [|Tee|] : MemoryStream
            {
                private readonly Stream _copy;

                public Tee(Stream copy) => _copy = copy;

                /// <summary>Writes to both.</summary>
                public override void Write(byte[] data, int start, int length) => _copy.Write(data, start, length);
            }
            """,
            """
            using System;
            using System.IO;

            sealed class Tee : MemoryStream
            {
                private readonly Stream _copy;

                public Tee(Stream copy) => _copy = copy;

                /// <summary>Writes to both.</summary>
                public override void Write(byte[] data, int start, int length) => _copy.Write(data, start, length);

                public override void Write(ReadOnlySpan<byte> data) => _copy.Write(data);
            }
            """);
    }

    [Fact]
    public async Task ArrowOnALineOfItsOwn_KeepsItsIndentation()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.IO;

            sealed class [|Tee|] : MemoryStream
            {
                private readonly Stream _copy;

                public Tee(Stream copy) => _copy = copy;

                public override void Write(byte[] data, int start, int length)
                    => _copy.Write(data, start, length);
            }
            """,
            """
            using System;
            using System.IO;

            sealed class Tee : MemoryStream
            {
                private readonly Stream _copy;

                public Tee(Stream copy) => _copy = copy;

                public override void Write(byte[] data, int start, int length)
                    => _copy.Write(data, start, length);

                public override void Write(ReadOnlySpan<byte> data)
                    => _copy.Write(data);
            }
            """);
    }

    [Fact]
    public async Task OnlyOneSideMissing_ReportsThatSide()
    {
        var test = new Verify.Test
        {
            TestCode = Wrapper("""

                    public override int Read(byte[] buffer, int offset, int count) => _inner.Read(buffer, offset, count);
                    public override int Read(Span<byte> buffer) => _inner.Read(buffer);
                    public override void Write(byte[] buffer, int offset, int count) => _inner.Write(buffer, offset, count);
                """, marked: "{|#0:CountingStream|}"),
            FixedCode = Wrapper("""

                    public override int Read(byte[] buffer, int offset, int count) => _inner.Read(buffer, offset, count);
                    public override int Read(Span<byte> buffer) => _inner.Read(buffer);
                    public override void Write(byte[] buffer, int offset, int count) => _inner.Write(buffer, offset, count);

                    public override void Write(ReadOnlySpan<byte> buffer) => _inner.Write(buffer);
                """),
        };
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithArguments("Write(ReadOnlySpan<byte>)", "CountingStream", PerfAnalyzers.Rules.Runtime.OverrideStreamSpanMethodsAnalyzer.SpanPayoff.For(10)));
        await test.RunAsync();
    }

    [Theory]
    // The body copies from an array of its own, indexes the buffer, hands it to something that isn't a stream, or
    // forwards only part of it: no fix, the rule still reports.
    [InlineData("""
            private readonly byte[] _data = new byte[16];
            public override int Read(byte[] buffer, int offset, int count) { int n = Math.Min(count, _data.Length); Buffer.BlockCopy(_data, 0, buffer, offset, n); return n; }
        """)]
    [InlineData("""
            public override int Read(byte[] buffer, int offset, int count) { for (int i = 0; i < count; i++) buffer[offset + i] = 0; return count; }
        """)]
    [InlineData("""
            public override int Read(byte[] buffer, int offset, int count) => _inner.Read(buffer, offset, Math.Min(count, 4));
        """)]
    [InlineData("""
            public override int Read(byte[] buffer, int offset, int count) { int n = _inner.Read(buffer, offset, count); Array.Reverse(buffer, offset, n); return n; }
        """)]
    [InlineData("""
            public override void Write(byte[] buffer, int offset, int count) { count = Math.Min(count, 8); _inner.Write(buffer, offset, count); }
        """)]
    [InlineData("""
            public override void Write(byte[] buffer, int offset, int count) { Action write = () => _inner.Write(buffer, offset, count); write(); }
        """)]
    public async Task BodiesThatUseTheArray_ReportWithoutAFix(string members)
    {
        var source = Wrapper(members, marked: "[|CountingStream|]").Replace("public override int Read(byte[]", "public override int Read(byte[]");
        await Verify.VerifyNoFixAsync(source);
    }

    [Fact]
    public async Task ForwardingToBase_ReportsWithoutAFix()
    {
        // base.Write(ReadOnlySpan<byte>) of a MemoryStream-derived type is Stream's, which calls this Write(byte[]).
        await Verify.VerifyNoFixAsync("""
            using System.IO;

            sealed class [|Logged|] : MemoryStream
            {
                public int Writes { get; private set; }

                public override void Write(byte[] buffer, int offset, int count)
                {
                    Writes++;
                    base.Write(buffer, offset, count);
                }
            }
            """);
    }

    [Theory]
    // Both span overloads are there, in the class or in a base class below Stream.
    [InlineData("""
            public override int Read(byte[] buffer, int offset, int count) => _inner.Read(buffer, offset, count);
            public override int Read(Span<byte> buffer) => _inner.Read(buffer);
        """)]
    // The array overload only throws: the base's span call throws the same.
    [InlineData("""
            public override int Read(byte[] buffer, int offset, int count) => _inner.Read(buffer, offset, count);
            public override int Read(Span<byte> buffer) => _inner.Read(buffer);
            public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
        """)]
    [InlineData("""
            public override int Read(byte[] buffer, int offset, int count) => _inner.Read(buffer, offset, count);
            public override int Read(Span<byte> buffer) => _inner.Read(buffer);
            public override void Write(byte[] buffer, int offset, int count) { throw new NotSupportedException(); }
        """)]
    public async Task NothingMissing_NoDiagnostic(string members)
    {
        await Verify.VerifyAnalyzerAsync(Wrapper(members));
    }

    [Fact]
    public async Task AbstractAndDerivedStreams()
    {
        // An abstract stream isn't reported (its derived types are); a derived type that doesn't override the array
        // overload itself isn't either; one whose base overrides the span overload has it.
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.IO;

            abstract class Base : MemoryStream
            {
                public override int Read(byte[] buffer, int offset, int count) => base.Read(buffer, offset, count);
            }

            sealed class Derived : Base
            {
            }

            class WithSpan : MemoryStream
            {
                public override int Read(Span<byte> buffer) => base.Read(buffer);
            }

            sealed class [|DerivedFromWithSpan|] : WithSpan
            {
                public override int Read(byte[] buffer, int offset, int count) => base.Read(buffer, offset, count);
                public override void Write(byte[] buffer, int offset, int count) => base.Write(buffer, offset, count);
            }

            sealed class NotAStream
            {
                public int Read(byte[] buffer, int offset, int count) => 0;
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task NoSpanOverloads_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            "using System.IO; sealed class S : MemoryStream { public override int Read(byte[] b, int o, int c) => base.Read(b, o, c); }",
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.IO;

            sealed class [|S|] : MemoryStream
            {
                private readonly Stream _s = Null;

                public override void Write(byte[] b, int o, int c) => _s.Write(b, o, c);
            }
            """,
            """
            using System;
            using System.IO;

            sealed class S : MemoryStream
            {
                private readonly Stream _s = Null;

                public override void Write(byte[] b, int o, int c) => _s.Write(b, o, c);

                public override void Write(ReadOnlySpan<byte> b) => _s.Write(b);
            }
            """,
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralStreams_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.IO;

            sealed class [|A|] : MemoryStream
            {
                private readonly Stream _s = Null;

                public override void Write(byte[] buffer, int offset, int count) => _s.Write(buffer, offset, count);
            }

            sealed class [|B|] : MemoryStream
            {
                private readonly Stream _s = Null;

                public override int Read(byte[] buffer, int offset, int count) => _s.Read(buffer, offset, count);
            }
            """,
            """
            using System;
            using System.IO;

            sealed class A : MemoryStream
            {
                private readonly Stream _s = Null;

                public override void Write(byte[] buffer, int offset, int count) => _s.Write(buffer, offset, count);

                public override void Write(ReadOnlySpan<byte> buffer) => _s.Write(buffer);
            }

            sealed class B : MemoryStream
            {
                private readonly Stream _s = Null;

                public override int Read(byte[] buffer, int offset, int count) => _s.Read(buffer, offset, count);

                public override int Read(Span<byte> buffer) => _s.Read(buffer);
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", "using System.IO; sealed class S : MemoryStream { public override int Read(byte[] b, int o, int c) => base.Read(b, o, c); }"));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\nusing System.IO; sealed class T : MemoryStream { public override int Read(byte[] b, int o, int c) => base.Read(b, o, c); }"));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("using System.IO; sealed class [|S|] : MemoryStream { public override int Read(byte[] b, int o, int c) => ; }")]
    [InlineData("using System.IO; sealed class S : Missing { public override int Read(byte[] b, int o, int c) => 0; }")]
    [InlineData("using System.IO; sealed class S : MemoryStream { public override int Read(Missing b, int o, int c) => 0; }")]
    public async Task IncompleteCode_NoDiagnosticNoException(string source)
    {
        var test = new Verify.Test { TestCode = source };
        test.CompilerDiagnostics = Microsoft.CodeAnalysis.Testing.CompilerDiagnostics.None;
        await test.RunAsync();
    }
}
