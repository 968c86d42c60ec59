using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.ArrayPool.ReturnRentedArrayAnalyzer,
    PerfAnalyzers.Rules.ArrayPool.ReturnRentedArrayCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

public sealed class ReturnRentedArrayAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Buffers;
        using System.Collections.Generic;
        using System.IO;
        using System.Threading.Tasks;

        class C
        {
        #pragma warning disable CS0169, CS0414, CS0649 // not every case uses every field of the template
            private byte[]? _field;
        #pragma warning restore CS0169, CS0414, CS0649
            private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create();

            int M(Stream stream, int n, bool flag, List<byte[]> list)
            {
                {{body}}
            }

            static void Use(byte[] a) { }
            static bool TryUse(byte[] a) => a.Length > 0;
            static void Use(ReadOnlySpan<byte> a) { }
            void ReturnToPool(byte[] a) => ArrayPool<byte>.Shared.Return(a);
        }
        """;

    [Fact]
    public async Task NeverReturned_ReportsAndWrapsInTryFinally()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                        var read = stream.Read(buffer, 0, n);
                        return read;
                """),
            Code("""
                var buffer = ArrayPool<byte>.Shared.Rent(n);
                        try
                        {
                            var read = stream.Read(buffer, 0, n);
                            return read;
                        }
                        finally
                        {
                            ArrayPool<byte>.Shared.Return(buffer);
                        }
                """));
    }

    [Fact]
    public async Task NeverReturned_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var buffer = {|#0:ArrayPool<byte>.Shared.Rent(n)|};
                        var read = stream.Read(buffer, 0, n);
                        return read;
                """),
            Verify.Diagnostic().WithLocation(0).WithArguments(
                "buffer",
                "return read;",
                PerfAnalyzers.Rules.ArrayPool.ReturnRentedArrayAnalyzer.ReturnRentedArrayPayoff.For(10)),
            Code("""
                var buffer = ArrayPool<byte>.Shared.Rent(n);
                        try
                        {
                            var read = stream.Read(buffer, 0, n);
                            return read;
                        }
                        finally
                        {
                            ArrayPool<byte>.Shared.Return(buffer);
                        }
                """));
    }

    [Fact]
    public async Task EarlyReturnSkipsReturn_ReportsAndMovesReturnToFinally()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var buffer = [|s_pool.Rent(n)|];
                        if (!TryUse(buffer))
                        {
                            return -1;
                        }

                        s_pool.Return(buffer, clearArray: true);
                        return 0;
                """),
            Code("""
                var buffer = s_pool.Rent(n);
                        try
                        {
                            if (!TryUse(buffer))
                            {
                                return -1;
                            }
                            return 0;
                        }
                        finally
                        {
                            s_pool.Return(buffer, clearArray: true);
                        }
                """));
    }

    [Theory]
    [InlineData("""
        var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                foreach (var b in buffer) { if (b == 0) return 1; }
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    [InlineData("""
        var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                switch (n)
                {
                    case 1: ArrayPool<byte>.Shared.Return(buffer); return 1;
                    case 2: return 2;
                    default: ArrayPool<byte>.Shared.Return(buffer); return 0;
                }
        """)]
    [InlineData("""
        var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                try
                {
                    Use(buffer);
                }
                catch (IOException)
                {
                    return -1;
                }

                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    [InlineData("""
        for (var i = 0; i < n; i++)
                {
                    var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                    if (flag) continue;
                    ArrayPool<byte>.Shared.Return(buffer);
                }

                return 0;
        """)]
    [InlineData("""
        var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                Use(buffer.AsSpan(0, n));
                return n;
        """)]
    // A constructor that copies the array (a string, a Guid, a BigInteger, a decimal) uses it; it doesn't take it.
    [InlineData("""
        var buffer = [|ArrayPool<byte>.Shared.Rent(16)|];
                stream.Read(buffer, 0, 16);
                var id = new Guid(buffer.AsSpan(0, 16));
                var big = new System.Numerics.BigInteger(buffer);
                if (flag) return id.GetHashCode() + big.GetHashCode();
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    [InlineData("""
        var chars = [|ArrayPool<char>.Shared.Rent(n)|];
                var text = new string(chars, 0, n);
                return text.Length;
        """)]
    public async Task ReturnedOnSomePathsOnly_Reports(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task LocalFunctionAndLambda_AnalyzedOnTheirOwn()
    {
        await Verify.VerifyAnalyzerAsync(Code("""
            int Local()
                    {
                        var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                        return buffer.Length;
                    }

                    Func<int> lambda = () =>
                    {
                        var inner = [|ArrayPool<byte>.Shared.Rent(n)|];
                        return inner.Length;
                    };
                    Func<int> good = () =>
                    {
                        var inner = ArrayPool<byte>.Shared.Rent(n);
                        try { return inner.Length; } finally { ArrayPool<byte>.Shared.Return(inner); }
                    };
                    return Local() + lambda() + good();
            """));
    }

    [Theory]
    // Returned on every path, finally or not.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try { return stream.Read(buffer, 0, n); }
                finally { ArrayPool<byte>.Shared.Return(buffer); }
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                var read = stream.Read(buffer, 0, n);
                ArrayPool<byte>.Shared.Return(buffer);
                return read;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                if (flag) { ArrayPool<byte>.Shared.Return(buffer); return 1; }
                else { ArrayPool<byte>.Shared.Return(buffer); return 2; }
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                switch (n)
                {
                    case 1: ArrayPool<byte>.Shared.Return(buffer); return 1;
                    default: ArrayPool<byte>.Shared.Return(buffer); return 0;
                }
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try { Use(buffer); if (flag) throw new InvalidOperationException(); }
                finally { ArrayPool<byte>.Shared.Return(buffer); }
                return 0;
        """)]
    // Only an exceptional path skips the Return: PERF0502's business, not this rule's.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                Use(buffer);
                if (flag) throw new InvalidOperationException();
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    // Conditionally rented, returned under a null test.
    [InlineData("""
        byte[]? rented = null;
                Span<byte> span = n <= 256 ? stackalloc byte[256] : (rented = ArrayPool<byte>.Shared.Rent(n));
                Use(span);
                if (rented != null) ArrayPool<byte>.Shared.Return(rented);
                return 0;
        """)]
    [InlineData("""
        byte[]? rented = null;
                try
                {
                    rented = ArrayPool<byte>.Shared.Rent(n);
                    return stream.Read(rented, 0, n);
                }
                finally
                {
                    if (rented is not null) ArrayPool<byte>.Shared.Return(rented);
                }
        """)]
    // Rented under a flag, returned under the same flag: the analysis can't correlate them, so it stays silent.
    [InlineData("""
        byte[]? rented = null;
                if (flag) rented = ArrayPool<byte>.Shared.Rent(n);
                Use(rented ?? new byte[1]);
                if (flag) ArrayPool<byte>.Shared.Return(rented!);
                return 0;
        """)]
    // Escapes: stored, returned, captured, handed over, passed by ref, wrapped.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                _field = buffer;
                return 0;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                list.Add(buffer);
                return 0;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                ReturnToPool(buffer);
                return 0;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                Action release = () => ArrayPool<byte>.Shared.Return(buffer);
                release();
                return 0;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                var stream2 = new MemoryStream(buffer);
                return (int)stream2.Length;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                var copy = buffer;
                ArrayPool<byte>.Shared.Return(copy);
                return 0;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                var segment = new ArraySegment<byte>(buffer, 0, n);
                return segment.Count;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                Memory<byte> memory = buffer.AsMemory(0, n);
                return memory.Length;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                Grow(ref buffer);
                return 0;
            }

            static void Grow(ref byte[] b)
            {
        """)]
    // Not a pool: a Rent method of some other type.
    [InlineData("""
        var buffer = new FakePool().Rent(n);
                return buffer.Length;
            }

            class FakePool { public byte[] Rent(int n) => new byte[n]; }

            void Unused()
            {
        """)]
    public async Task ReturnedOrNotOurs_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task ReturnedToCallerOrStoredInWrapper_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Buffers;

            struct Rented : IDisposable
            {
                private byte[] _array;
                public Rented(int n) { _array = ArrayPool<byte>.Shared.Rent(n); }
                public static Rented Create(int n)
                {
                    var array = ArrayPool<byte>.Shared.Rent(n);
                    return new Rented { _array = array };
                }
                public void Dispose() => ArrayPool<byte>.Shared.Return(_array);
            }

            class C
            {
                byte[] Get(int n)
                {
                    var array = ArrayPool<byte>.Shared.Rent(n);
                    array[0] = 1;
                    return array;
                }

                Span<byte> View(int n)
                {
                    var array = ArrayPool<byte>.Shared.Rent(n);
                    return array.AsSpan(0, n);
                }

                (byte[], int) Pair(int n)
                {
                    var array = ArrayPool<byte>.Shared.Rent(n);
                    return (array, n);
                }
            }
            """);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;

            class C
            {
                int A(int n)
                {
                    var a = [|ArrayPool<byte>.Shared.Rent(n)|];
                    var b = [|ArrayPool<char>.Shared.Rent(n)|];
                    return a.Length + b.Length;
                }

                int B(int n)
                {
                    var c = [|ArrayPool<int>.Shared.Rent(n)|];
                    c[0] = n;
                    return c[0];
                }
            }
            """,
            """
            using System.Buffers;

            class C
            {
                int A(int n)
                {
                    var a = ArrayPool<byte>.Shared.Rent(n);
                    try
                    {
                        var b = ArrayPool<char>.Shared.Rent(n);
                        try
                        {
                            return a.Length + b.Length;
                        }
                        finally
                        {
                            ArrayPool<char>.Shared.Return(b);
                        }
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(a);
                    }
                }

                int B(int n)
                {
                    var c = ArrayPool<int>.Shared.Rent(n);
                    try
                    {
                        c[0] = n;
                        return c[0];
                    }
                    finally
                    {
                        ArrayPool<int>.Shared.Return(c);
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
                int M(int n)
                {
                    var a = [|ArrayPool<byte>.Shared.Rent(n)|];
                    return a.Length;
                }
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Buffers;

            class B
            {
                int M(int n)
                {
                    var b = [|ArrayPool<byte>.Shared.Rent(n)|];
                    return b.Length;
                }
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Buffers;

            class A
            {
                int M(int n)
                {
                    var a = ArrayPool<byte>.Shared.Rent(n);
                    try
                    {
                        return a.Length;
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
                int M(int n)
                {
                    var b = ArrayPool<byte>.Shared.Rent(n);
                    try
                    {
                        return b.Length;
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

    [Fact]
    public async Task PoolFromACall_ReportsWithoutFix()
    {
        await Verify.VerifyNoFixAsync("""
            using System.Buffers;

            class C
            {
                ArrayPool<byte> GetPool() => ArrayPool<byte>.Shared;

                int M(int n)
                {
                    var a = [|GetPool().Rent(n)|];
                    return a.Length;
                }
            }
            """);
    }

    [Fact]
    public async Task NetCoreApp31_Reports()
    {
        await Verify.VerifyAnalyzerAsync(Code("""
            var buffer = [|ArrayPool<byte>.Shared.Rent(n)|];
                    return buffer.Length;
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
                int M(int n) { var a = ArrayPool<byte>.Shared.Rent(n); return a.Length; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Buffers;

            class D
            {
                int M(int n) { var a = ArrayPool<byte>.Shared.Rent(n); return a.Length; }
            }
            """));
        await test.RunAsync();
    }
}
