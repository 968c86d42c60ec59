using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseStreamWriterNullAnalyzer,
    PerfAnalyzers.Rules.Strings.UseStreamWriterNullCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseStreamWriterNullAnalyzerTests
{
    private static string Code(string body, string extra = "", bool isAsync = false) => $$"""
        using System;
        using System.IO;
        using System.Text;
        using System.Threading;
        using System.Threading.Tasks;

        class C
        {
            private readonly Encoding _encoding = Encoding.UTF8;

            {{(isAsync ? "async Task<object?>" : "object?")}} M(Stream stream, Encoding encoding, int size, bool leaveOpen, CancellationToken token)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("[|new StreamWriter(Stream.Null)|]", "StreamWriter.Null")]
    [InlineData("[|new System.IO.StreamWriter(System.IO.Stream.Null)|]", "System.IO.StreamWriter.Null")]
    [InlineData("[|new global::System.IO.StreamWriter(Stream.Null)|]", "global::System.IO.StreamWriter.Null")]
    [InlineData("[|new StreamWriter(stream: Stream.Null)|]", "StreamWriter.Null")]
    [InlineData("[|new StreamWriter(Stream.Null, bufferSize: 4096)|]", "StreamWriter.Null")]
    [InlineData("[|new StreamWriter(Stream.Null, null, -1, leaveOpen)|]", "StreamWriter.Null")]
    [InlineData("[|new StreamWriter(Stream.Null, encoding)|]", "StreamWriter.Null")]
    [InlineData("[|new StreamWriter(Stream.Null, _encoding, 512)|]", "StreamWriter.Null")]
    [InlineData("[|new StreamWriter(Stream.Null, Encoding.Latin1)|]", "StreamWriter.Null")]
    [InlineData("[|new StreamWriter(Stream.Null, new UTF8Encoding(false))|]", "StreamWriter.Null")]
    [InlineData("[|new StreamWriter(Stream.Null, new UnicodeEncoding(bigEndian: false, byteOrderMark: true))|]", "StreamWriter.Null")]
    public async Task LocalUsedInPlace_ReportsAndFixes(string before, string after)
    {
        const string Uses = """
            writer.Write(42);
                    writer.WriteLine("done");
                    await writer.WriteLineAsync("async");
                    await writer.FlushAsync();
                    return writer.AutoFlush;
            """;
        await Verify.VerifyCodeFixAsync(Code($"var writer = {before};\n        {Uses}", isAsync: true), Code($"var writer = {after};\n        {Uses}", isAsync: true));
    }

    [Fact]
    public async Task UsingDeclarationAndStatement_ReportAndFix()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                using var first = [|new StreamWriter(Stream.Null)|];
                        first.Write('a');
                        using (var second = [|new StreamWriter(Stream.Null, Encoding.Unicode)|])
                        {
                            second.Write(first.NewLine);
                            second.Write(first.Encoding.WebName);
                        }

                        await using var third = [|new StreamWriter(Stream.Null)|];
                        return third.BaseStream;
                """, isAsync: true),
            Code("""
                using var first = StreamWriter.Null;
                        first.Write('a');
                        using (var second = StreamWriter.Null)
                        {
                            second.Write(first.NewLine);
                            second.Write(first.Encoding.WebName);
                        }

                        await using var third = StreamWriter.Null;
                        return third.BaseStream;
                """, isAsync: true));
    }

    [Theory]
    [InlineData("[|new StreamWriter(Stream.Null)|].Write(1);", "StreamWriter.Null.Write(1);")]
    [InlineData("return [|new StreamWriter(Stream.Null)|].BaseStream;", "return StreamWriter.Null.BaseStream;")]
    public async Task ReceiverOfOneCall_ReportsAndFixes(string before, string after)
    {
        var tail = before.StartsWith("return", System.StringComparison.Ordinal) ? string.Empty : " return null;";
        await Verify.VerifyCodeFixAsync(Code(before + tail), Code(after + tail));
    }

    // The console wraps the writer in its synchronized writer: it checks cancellation tokens itself, and reports the
    // inner writer's encoding, UTF-8 without a BOM both ways (no encoding given).
    [Theory]
    [InlineData("Console.SetOut([|new StreamWriter(Stream.Null)|]);", "Console.SetOut(StreamWriter.Null);")]
    [InlineData("Console.SetError([|new StreamWriter(Stream.Null, bufferSize: 256)|]);", "Console.SetError(StreamWriter.Null);")]
    [InlineData("var quiet = [|new StreamWriter(Stream.Null)|]; Console.SetOut(quiet); quiet.Flush();", "var quiet = StreamWriter.Null; Console.SetOut(quiet); quiet.Flush();")]
    public async Task GivenToTheConsole_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before + " return null;"), Code(after + " return null;"));
    }

    // A private read-only field: every use is in its type, and each one is a use in place.
    [Theory]
    [InlineData(
        "private readonly StreamWriter _sink = [|new StreamWriter(Stream.Null)|];\n\n    void Log(string line) { _sink.WriteLine(line); this._sink.Flush(); }",
        "private readonly StreamWriter _sink = StreamWriter.Null;\n\n    void Log(string line) { _sink.WriteLine(line); this._sink.Flush(); }")]
    [InlineData(
        "private static readonly StreamWriter s_sink = [|new(Stream.Null)|];\n\n    static void Quiet() => Console.SetError(s_sink);",
        "private static readonly StreamWriter s_sink = StreamWriter.Null;\n\n    static void Quiet() => Console.SetError(s_sink);")]
    public async Task PrivateReadOnlyField_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code("return null;", before), Code("return null;", after));
    }

    [Theory]
    [InlineData("private readonly StreamWriter _sink = new StreamWriter(Stream.Null);\n\n    TextWriter Sink() => _sink;")]
    [InlineData("private readonly StreamWriter _sink = new StreamWriter(Stream.Null);\n\n    void Set() => _sink.AutoFlush = true;")]
    [InlineData("private readonly StreamWriter _sink = new StreamWriter(Stream.Null);\n\n    Task Write(CancellationToken t) => _sink.FlushAsync(t);")]
    [InlineData("private StreamWriter _sink = new StreamWriter(Stream.Null);\n\n    void Log(string line) => _sink.WriteLine(line);")]
    [InlineData("internal readonly StreamWriter Sink = new StreamWriter(Stream.Null);\n\n    void Log(string line) => Sink.WriteLine(line);")]
    [InlineData("private readonly StreamWriter _sink = new StreamWriter(Stream.Null);\n\n    C(Stream s) => _sink = new StreamWriter(s);")]
    public async Task FieldUsedOtherwise_NoDiagnostic(string members)
    {
        await Verify.VerifyAnalyzerAsync(Code("return null;", members));
    }

    [Fact]
    public async Task TargetTypedWithEncoding_WritesTheTypeName()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                StreamWriter trace = [|new(Stream.Null, Encoding.UTF8, 256, leaveOpen: true)|];
                        for (var i = 0; i < size; i++)
                        {
                            trace.Write(i);
                        }

                        trace.Dispose();
                        return null;
                """),
            Code("""
                StreamWriter trace = StreamWriter.Null;
                        for (var i = 0; i < size; i++)
                        {
                            trace.Write(i);
                        }

                        trace.Dispose();
                        return null;
                """));
    }

    [Fact]
    public async Task TargetTypedWithoutUsing_AddsTheUsing()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Text;

            class C
            {
                void M(StringBuilder builder)
                {
                    System.IO.StreamWriter sink = [|new(System.IO.Stream.Null)|];
                    sink.Write(builder);
                }
            }
            """,
            """
            using System.IO;
            using System.Text;

            class C
            {
                void M(StringBuilder builder)
                {
                    System.IO.StreamWriter sink = StreamWriter.Null;
                    sink.Write(builder);
                }
            }
            """);
    }

    [Fact]
    public async Task Alias_KeepsTheAlias()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using Writer = System.IO.StreamWriter;

            class C
            {
                void M()
                {
                    var writer = [|new Writer(System.IO.Stream.Null)|];
                    writer.Write(true);
                }
            }
            """,
            """
            using Writer = System.IO.StreamWriter;

            class C
            {
                void M()
                {
                    var writer = Writer.Null;
                    writer.Write(true);
                }
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("var writer = {|#0:new StreamWriter(Stream.Null)|}; writer.Write(1); return null;"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments(PerfAnalyzers.Rules.Strings.UseStreamWriterNullAnalyzer.StreamWriterNullPayoff.For(10)),
            Code("var writer = StreamWriter.Null; writer.Write(1); return null;"));
    }

    [Theory]
    [InlineData("var writer = new StreamWriter(stream);")]
    [InlineData("var writer = new StreamWriter(new MemoryStream());")]
    [InlineData("var writer = new StreamWriter(\"log.txt\");")]
    [InlineData("var writer = new StringWriter();")]
    [InlineData("var writer = new Sink(Stream.Null);")]
    [InlineData("var writer = new StreamWriter(Sink.Null);")]
    [InlineData("var writer = StreamWriter.Null;")]
    [InlineData("var writer = new StreamWriter(Stream.Null) { AutoFlush = true };")]
    [InlineData("var writer = new StreamWriter(Stream.Null, Encoding.GetEncoding(1252));")]
    [InlineData("var writer = new StreamWriter(Stream.Null, encoding, size++);")]

    // The constructor throws for a buffer size of 0 or below (-1 is the default): a variable one may be invalid.
    [InlineData("var writer = new StreamWriter(Stream.Null, encoding, size);")]
    [InlineData("var writer = new StreamWriter(Stream.Null, null, size, leaveOpen);")]
    [InlineData("var writer = new StreamWriter(Stream.Null, bufferSize: 0);")]
    [InlineData("var writer = new StreamWriter(Stream.Null, encoding, -2);")]
    [InlineData("var writer = new StreamWriter(Stream.Null, new UTF8Encoding(leaveOpen));")]
    public async Task CloseButDifferent_NoDiagnostic(string declaration)
    {
        await Verify.VerifyAnalyzerAsync(Code(declaration + " writer.Write(1); return null;", """
                sealed class Sink : StreamWriter
                {
                    public static new readonly Stream Null = new MemoryStream();

                    public Sink(Stream stream) : base(stream) { }
                }
            """));
    }

    [Theory]
    [InlineData("return new StreamWriter(Stream.Null);")]
    [InlineData("return TextWriter.Synchronized(new StreamWriter(Stream.Null));")]
    [InlineData("Console.SetOut(new StreamWriter(Stream.Null, encoding)); return null;")]
    [InlineData("var writer = new StreamWriter(Stream.Null); Render(writer); return null;")]
    [InlineData("var writer = new StreamWriter(Stream.Null); return writer;")]
    [InlineData("var writer = new StreamWriter(Stream.Null); object o = writer; return o;")]
    [InlineData("var writer = new StreamWriter(Stream.Null); Field = writer; return null;")]
    [InlineData("var writer = new StreamWriter(Stream.Null); writer = new StreamWriter(stream); return null;")]
    [InlineData("new StreamWriter(Stream.Null); return null;")]
    [InlineData("using (new StreamWriter(Stream.Null)) { } return null;")]
    public async Task WriterPassedOnStoredOrReturned_NoDiagnostic(string body)
    {
        // What receives the writer may write with a cancelled token or read its settings: not in sight.
        await Verify.VerifyAnalyzerAsync(Code(body, """
                private TextWriter? Field { get; set; }

                static void Render(TextWriter writer) => writer.Write('x');
            """));
    }

    [Theory]
    [InlineData("writer.AutoFlush = true;")]
    [InlineData("writer.NewLine = \"\\r\\n\";")]
    [InlineData("writer.FlushAsync(token).Wait();")]
    [InlineData("writer.WriteAsync(\"x\".AsMemory(), token).GetAwaiter().GetResult();")]
    [InlineData("writer.WriteLineAsync(new StringBuilder(), token).Wait();")]
    public async Task UseTheSharedWriterAnswersDifferently_NoDiagnostic(string use)
    {
        // The shared writer ignores settings and cancellation: reading a setting back, or awaiting a cancelled write,
        // would see the difference.
        await Verify.VerifyAnalyzerAsync(Code($"var writer = new StreamWriter(Stream.Null); {use} writer.Write(1); return writer.NewLine;"));
    }

    [Fact]
    public async Task EncodingReadWhenOneWasGiven_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(Code("var writer = new StreamWriter(Stream.Null, Encoding.Unicode); writer.Write(1); return writer.Encoding;"));
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        // Before .NET 9, StreamWriter.Null is one ordinary writer shared by all its users: not thread-safe.
        await Verify.VerifyAnalyzerAsync(
            """
            using System.IO;

            class C
            {
                void M()
                {
                    var writer = new StreamWriter(Stream.Null);
                    writer.Write(1);
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
            using System.IO;
            using System.Text;

            namespace N
            {
                class C
                {
                    void M(string text)
                    {
                        var a = [|new StreamWriter(Stream.Null)|];
                        var b = [|new StreamWriter(Stream.Null, Encoding.UTF8)|];
                        a.Write(text);
                        b.Write(text);
                    }

                    void N() => [|new StreamWriter(Stream.Null, bufferSize: 16)|].Flush();
                }
            }
            """,
            """
            using System.IO;
            using System.Text;

            namespace N
            {
                class C
                {
                    void M(string text)
                    {
                        var a = StreamWriter.Null;
                        var b = StreamWriter.Null;
                        a.Write(text);
                        b.Write(text);
                    }

                    void N() => StreamWriter.Null.Flush();
                }
            }
            """);
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System.IO;

            class A
            {
                void M() => [|new StreamWriter(Stream.Null)|].Write(1);
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            class B
            {
                void M() => [|new System.IO.StreamWriter(System.IO.Stream.Null)|].Write(2);
            }
            """));
        test.FixedState.Sources.Add(("/0/A.cs", """
            using System.IO;

            class A
            {
                void M() => StreamWriter.Null.Write(1);
            }
            """));
        test.FixedState.Sources.Add(("/0/B.cs", """
            class B
            {
                void M() => System.IO.StreamWriter.Null.Write(2);
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.IO;

            class C
            {
                void M() => new StreamWriter(Stream.Null).Write(1);
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.IO;

            class D
            {
                void M() => new StreamWriter(Stream.Null).Write(1);
            }
            """));
        await test.RunAsync();
    }
}
