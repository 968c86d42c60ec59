using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verifier = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.ArrayPool.ReturnInFinallyAnalyzer,
    PerfAnalyzers.Rules.ArrayPool.ReturnInFinallyCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

public sealed class ReturnInFinallyAnalyzerTests
{
    /// <summary>PERF0502 is disabled by default (a lost array is only garbage): every test turns it on, as a user would.</summary>
    private const string EnableRule = "root = true\n\n[*.cs]\ndotnet_diagnostic.PERF0502.severity = warning\n";

    /// <summary>The shared verifier, with the rule enabled through .editorconfig.</summary>
    private static class Verify
    {
        public sealed class Test : Verifier.Test
        {
            public Test() => EditorConfig = EnableRule;
        }

        public static Task VerifyAnalyzerAsync(string markup, TargetRuntime runtime = TargetRuntime.Net10) =>
            new Test { TestCode = markup, Runtime = runtime }.RunAsync();

        public static Task VerifyCodeFixAsync(string markup, string fixedSource, TargetRuntime runtime = TargetRuntime.Net10) =>
            new Test { TestCode = markup, FixedCode = fixedSource, Runtime = runtime }.RunAsync();

        public static Task VerifyNoFixAsync(string markup) =>
            new Test { TestCode = markup, FixedCode = markup }.RunAsync();
    }

    private static string Code(string body) => $$"""
        using System;
        using System.Buffers;
        using System.Collections.Generic;
        using System.IO;

        class C
        {
        #pragma warning disable CS0169, CS0414, CS0649 // not every case uses every field of the template
            private byte[]? _field;
        #pragma warning restore CS0169, CS0414, CS0649

            int M(Stream stream, int n, bool flag, List<byte[]> list)
            {
                {{body}}
            }

            static void Use(byte[] a) { }
            static int Sum(byte[] a, int n) { var s = 0; for (var i = 0; i < n; i++) s += a[i]; return s; }
        }
        """;

    [Fact]
    public async Task DisabledByDefault_NoDiagnosticWithoutConfiguration()
    {
        var test = new Verifier.Test();
        test.TestState.Sources.Add(("/0/Test0.cs", Code("""
            var buffer = ArrayPool<byte>.Shared.Rent(n);
                    var read = stream.Read(buffer, 0, n);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return read;
            """)));
        await test.RunAsync();
    }

    [Fact]
    public async Task ReturnedOnlyOnNormalPath_ReportsAndMovesReturnToFinally()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                        var read = stream.Read(buffer, 0, n);
                        Use(buffer);
                        ArrayPool<byte>.Shared.Return(buffer);
                        return n;
                """),
            Code("""
                var buffer = ArrayPool<byte>.Shared.Rent(n);
                        try
                        {
                            var read = stream.Read(buffer, 0, n);
                            Use(buffer);
                        }
                        finally
                        {
                            ArrayPool<byte>.Shared.Return(buffer);
                        }
                        return n;
                """));
    }

    [Fact]
    public async Task ReturnedOnlyOnNormalPath_MessageAndSeverity()
    {
        await new Verify.Test
        {
            TestCode = Code("""
                var buffer = {|#0:ArrayPool<byte>.Shared.Rent(n)|};
                        var read = stream.Read(buffer, 0, n);
                        Use(buffer);
                        ArrayPool<byte>.Shared.Return(buffer);
                        return n;
                """),
            FixedCode = Code("""
                var buffer = ArrayPool<byte>.Shared.Rent(n);
                        try
                        {
                            var read = stream.Read(buffer, 0, n);
                            Use(buffer);
                        }
                        finally
                        {
                            ArrayPool<byte>.Shared.Return(buffer);
                        }
                        return n;
                """),
            ExpectedDiagnostics =
            {
                Verifier.Diagnostic().WithSeverity(DiagnosticSeverity.Warning).WithLocation(0).WithArguments(
                    "buffer",
                    "var read = stream.Read(buffer, 0, n);",
                    PerfAnalyzers.Rules.ArrayPool.ReturnInFinallyAnalyzer.ReturnInFinallyPayoff.For(10)),
            },
        }.RunAsync();
    }

    [Fact]
    public async Task ReturnIsLastStatementBeforeReturn_Wraps()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                        Use(buffer);
                        if (flag) throw new InvalidOperationException();
                        ArrayPool<byte>.Shared.Return(buffer, clearArray: true);
                        return 0;
                """),
            Code("""
                var buffer = ArrayPool<byte>.Shared.Rent(n);
                        try
                        {
                            Use(buffer);
                            if (flag) throw new InvalidOperationException();
                        }
                        finally
                        {
                            ArrayPool<byte>.Shared.Return(buffer, clearArray: true);
                        }
                        return 0;
                """));
    }

    [Theory]
    // Already in a finally.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try { Use(buffer); }
                finally { ArrayPool<byte>.Shared.Return(buffer); }
                return 0;
        """)]
    // Returned in a catch that rethrows, and after it.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try { Use(buffer); }
                catch { ArrayPool<byte>.Shared.Return(buffer); throw; }
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    // Nothing between Rent and Return can throw.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                var length = buffer.Length;
                ArrayPool<byte>.Shared.Return(buffer);
                return length;
        """)]
    // Escapes: stored in a field, someone else's to return.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                _field = buffer;
                Use(buffer);
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    // Escapes: added to a list.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                list.Add(buffer);
                Use(buffer);
                return 0;
        """)]
    // Not returned on a normal path: PERF0501's business.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                Use(buffer);
                if (flag) return 1;
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    // Never returned: PERF0501's business.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                Use(buffer);
                return 0;
        """)]
    // Not rented: a plain array.
    [InlineData("""
        var buffer = new byte[n];
                Use(buffer);
                return 0;
        """)]
    // Returned in a catch that handles the exception, and after the try.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try { Use(buffer); }
                catch (IOException) { ArrayPool<byte>.Shared.Return(buffer); return -1; }
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    // Rented under a flag and returned under the same flag: not correlated by the analysis, silent like PERF0501.
    [InlineData("""
        byte[] buffer = null!;
                if (flag) buffer = ArrayPool<byte>.Shared.Rent(n);
                Use(buffer);
                if (flag) ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    public async Task NearMisses_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    /// <summary>
    /// Jellyfin's PeopleValidationTask: rented and returned in a finally, inside an <c>await using</c> (whose own
    /// finally disposes after the inner finally has returned the array), and in a using statement and a try/catch.
    /// An exception in the inner try reaches the outer handlers only after the finally returned the array.
    /// </summary>
    [Fact]
    public async Task ReturnedInFinallyInsideUsingOrTry_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Buffers;
            using System.IO;
            using System.Threading.Tasks;

            class C
            {
                async Task M(IAsyncDisposable context, Stream stream, int n)
                {
                    await using (context.ConfigureAwait(false))
                    {
                        var buffer = ArrayPool<byte[]>.Shared.Rent(100)!;
                        try
                        {
                            buffer[0] = new byte[n];
                            await stream.FlushAsync();
                        }
                        finally
                        {
                            ArrayPool<byte[]>.Shared.Return(buffer);
                        }

                        await stream.FlushAsync();
                    }
                }

                void N(Stream stream, int n)
                {
                    using (var other = new MemoryStream())
                    {
                        try
                        {
                            var buffer = ArrayPool<byte>.Shared.Rent(n);
                            try
                            {
                                stream.Read(buffer, 0, n);
                            }
                            finally
                            {
                                ArrayPool<byte>.Shared.Return(buffer);
                            }

                            other.Write(new byte[n], 0, n);
                        }
                        catch (IOException)
                        {
                            other.Flush();
                        }
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task AwaitWhileRented_ReportsAndWraps()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;
            using System.IO;
            using System.Threading.Tasks;

            class C
            {
                async Task<int> M(Stream stream, int n)
                {
                    var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                    var read = await stream.ReadAsync(buffer, 0, n);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return read;
                }
            }
            """,
            """
            using System.Buffers;
            using System.IO;
            using System.Threading.Tasks;

            class C
            {
                async Task<int> M(Stream stream, int n)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(n);
                    int read;
                    try
                    {
                        read = await stream.ReadAsync(buffer, 0, n);
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(buffer);
                    }
                    return read;
                }
            }
            """);
    }

    [Fact]
    public async Task ReturnedInBothBranches_ReportsWithoutFix()
    {
        await Verify.VerifyNoFixAsync(Code("""
            var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                    Use(buffer);
                    if (flag) { ArrayPool<byte>.Shared.Return(buffer); return 1; }
                    ArrayPool<byte>.Shared.Return(buffer);
                    return 0;
            """));
    }

    [Fact]
    public async Task LocalUsedAfterTheReturn_IsDeclaredBeforeTheTry()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                        var read = stream.Read(buffer, 0, n);
                        var sum = Sum(buffer, read);
                        ArrayPool<byte>.Shared.Return(buffer);
                        return sum + read;
                """),
            Code("""
                var buffer = ArrayPool<byte>.Shared.Rent(n);
                        int read;
                        int sum;
                        try
                        {
                            read = stream.Read(buffer, 0, n);
                            sum = Sum(buffer, read);
                        }
                        finally
                        {
                            ArrayPool<byte>.Shared.Return(buffer);
                        }
                        return sum + read;
                """));
    }

    [Fact]
    public async Task OutVariableUsedAfterTheReturn_ReportsWithoutFix()
    {
        // An out variable declared between Rent and Return is used after it: the try would scope it away.
        await Verify.VerifyNoFixAsync(Code("""
            var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                    Use(buffer);
                    int.TryParse("1", out var parsed);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return parsed;
            """));
    }

    [Fact]
    public async Task ArrayUsedAfterTheReturn_ReportsWithoutFix()
    {
        // Using the array after Return is PERF0503's business; moving the Return would not be the same program.
        await Verify.VerifyNoFixAsync(Code("""
            var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                    Use(buffer);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return buffer.Length;
            """));
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;

            class C
            {
                static void Use(byte[] a) { }

                void A(int n)
                {
                    var a = [|ArrayPool<byte>.Shared.Rent(n)|];
                    Use(a);
                    ArrayPool<byte>.Shared.Return(a);
                }

                void B(int n)
                {
                    var b = [|ArrayPool<byte>.Shared.Rent(n)|];
                    b[0] = 1;
                    ArrayPool<byte>.Shared.Return(b);
                    var c = [|ArrayPool<byte>.Shared.Rent(n)|];
                    Use(c);
                    ArrayPool<byte>.Shared.Return(c);
                }
            }
            """,
            """
            using System.Buffers;

            class C
            {
                static void Use(byte[] a) { }

                void A(int n)
                {
                    var a = ArrayPool<byte>.Shared.Rent(n);
                    try
                    {
                        Use(a);
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(a);
                    }
                }

                void B(int n)
                {
                    var b = ArrayPool<byte>.Shared.Rent(n);
                    try
                    {
                        b[0] = 1;
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(b);
                    }
                    var c = ArrayPool<byte>.Shared.Rent(n);
                    try
                    {
                        Use(c);
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(c);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task AcrossFiles_FixAll()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System.Buffers;

            class A
            {
                void M(int n)
                {
                    var a = [|ArrayPool<byte>.Shared.Rent(n)|];
                    a[0] = 1;
                    ArrayPool<byte>.Shared.Return(a);
                }
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Buffers;

            class B
            {
                void M(int n)
                {
                    var b = [|ArrayPool<byte>.Shared.Rent(n)|];
                    b[0] = 2;
                    ArrayPool<byte>.Shared.Return(b);
                }
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Buffers;

            class A
            {
                void M(int n)
                {
                    var a = ArrayPool<byte>.Shared.Rent(n);
                    try
                    {
                        a[0] = 1;
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(a);
                    }
                }
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Buffers;

            class B
            {
                void M(int n)
                {
                    var b = ArrayPool<byte>.Shared.Rent(n);
                    try
                    {
                        b[0] = 2;
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(b);
                    }
                }
            }
            """);
        await test.RunAsync();
    }

    // ArrayPool<T> exists since .NET Core 1.0: the rule needs no newer API, and reports on .NET Core 3.1 the same.
    [Fact]
    public async Task NetCoreApp31_Reports()
    {
        await Verify.VerifyAnalyzerAsync(Code("""
            var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                    Use(buffer);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return 0;
            """), TargetRuntime.NetCoreApp31);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Buffers;

            class C
            {
                void M(int n) { var a = ArrayPool<byte>.Shared.Rent(n); a[0] = 1; ArrayPool<byte>.Shared.Return(a); }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Buffers;

            class D
            {
                void M(int n) { var a = ArrayPool<byte>.Shared.Rent(n); a[0] = 1; ArrayPool<byte>.Shared.Return(a); }
            }
            """));
        await test.RunAsync();
    }
}
