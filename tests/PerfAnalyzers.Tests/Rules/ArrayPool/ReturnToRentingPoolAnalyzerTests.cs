using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.ArrayPool.ReturnToRentingPoolAnalyzer,
    PerfAnalyzers.Rules.ArrayPool.ReturnToRentingPoolCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

public sealed class ReturnToRentingPoolAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System.Buffers;

        class C
        {
            private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create();
            private static readonly ArrayPool<byte> s_other = ArrayPool<byte>.Create(4096, 4);
            private static readonly ArrayPool<byte> s_shared = ArrayPool<byte>.Shared;
            private readonly ArrayPool<byte> _pool = ArrayPool<byte>.Create();
            private ArrayPool<byte> _mutable = ArrayPool<byte>.Shared;

            int M(int n, ArrayPool<byte> given)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData(
        "var a = s_pool.Rent(n); try { return a.Length; } finally { [|ArrayPool<byte>.Shared|].Return(a); }",
        "var a = s_pool.Rent(n); try { return a.Length; } finally { s_pool.Return(a); }")]
    [InlineData(
        "var a = ArrayPool<byte>.Shared.Rent(n); try { return a.Length; } finally { [|s_pool|].Return(a); }",
        "var a = ArrayPool<byte>.Shared.Rent(n); try { return a.Length; } finally { ArrayPool<byte>.Shared.Return(a); }")]
    [InlineData(
        "var a = s_pool.Rent(n); var l = a.Length; [|s_other|].Return(a); return l;",
        "var a = s_pool.Rent(n); var l = a.Length; s_pool.Return(a); return l;")]
    [InlineData(
        "var a = _pool.Rent(n); var l = a.Length; [|s_shared|].Return(a, true); return l;",
        "var a = _pool.Rent(n); var l = a.Length; _pool.Return(a, true); return l;")]
    [InlineData(
        "var pool = ArrayPool<byte>.Create(); var a = pool.Rent(n); var l = a.Length; [|ArrayPool<byte>.Shared|].Return(a); return l;",
        "var pool = ArrayPool<byte>.Create(); var a = pool.Rent(n); var l = a.Length; pool.Return(a); return l;")]
    public async Task OtherPool_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task OtherPool_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("var a = {|#1:s_pool|}.Rent(n); try { return a.Length; } finally { {|#0:ArrayPool<byte>.Shared|}.Return(a); }"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "a",
                "s_pool",
                "ArrayPool<byte>.Shared",
                PerfAnalyzers.Rules.ArrayPool.ReturnToRentingPoolAnalyzer.ReturnToRentingPoolPayoff.For(10)),
            Code("var a = s_pool.Rent(n); try { return a.Length; } finally { s_pool.Return(a); }"));
    }

    [Theory]
    [InlineData("var a = s_pool.Rent(n); try { return a.Length; } finally { s_pool.Return(a); }")]
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(n); try { return a.Length; } finally { s_shared.Return(a); }")]
    [InlineData("var pool = ArrayPool<byte>.Shared; var a = pool.Rent(n); var l = a.Length; ArrayPool<byte>.Shared.Return(a); return l;")]
    [InlineData("var pool = s_pool; var a = pool.Rent(n); var l = a.Length; s_pool.Return(a); return l;")]
    // Pools the rule can't identify: parameters, mutable fields, reassigned locals.
    [InlineData("var a = given.Rent(n); var l = a.Length; ArrayPool<byte>.Shared.Return(a); return l;")]
    [InlineData("var a = _mutable.Rent(n); var l = a.Length; ArrayPool<byte>.Shared.Return(a); return l;")]
    [InlineData("var pool = s_pool; if (n > 1) pool = ArrayPool<byte>.Shared; var a = pool.Rent(n); var l = a.Length; ArrayPool<byte>.Shared.Return(a); return l;")]
    // Arrays from different rents.
    [InlineData("var a = s_pool.Rent(n); var b = ArrayPool<byte>.Shared.Rent(n); var l = a.Length + b.Length; s_pool.Return(a); ArrayPool<byte>.Shared.Return(b); return l;")]
    public async Task SamePoolOrUnknown_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task PoolFromALookalikeFactory_DecidedBySymbol_NoDiagnostic()
    {
        // A pool is known by what its initializer binds to, not by names: ArrayPoolFactory.Create() hands out the
        // shared pool, so returning the shared pool's array there is right, and the rule can't tell: it stays silent.
        await Verify.VerifyAnalyzerAsync("""
            using System.Buffers;

            static class ArrayPoolFactory
            {
                public static ArrayPool<byte> Create() => ArrayPool<byte>.Shared;
            }

            class C
            {
                private static readonly ArrayPool<byte> s_factory = ArrayPoolFactory.Create();

                int M(int n)
                {
                    var a = ArrayPool<byte>.Shared.Rent(n);
                    var l = a.Length;
                    s_factory.Return(a);
                    return l;
                }
            }
            """);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            Code("var a = s_pool.Rent(n); var b = s_other.Rent(n); var l = a.Length + b.Length; [|ArrayPool<byte>.Shared|].Return(a); [|s_pool|].Return(b); return l;"),
            Code("var a = s_pool.Rent(n); var b = s_other.Rent(n); var l = a.Length + b.Length; s_pool.Return(a); s_other.Return(b); return l;"));
    }

    [Fact]
    public async Task NetCoreApp31_Reports()
    {
        await Verify.VerifyAnalyzerAsync(Code("var a = s_pool.Rent(n); var l = a.Length; [|ArrayPool<byte>.Shared|].Return(a); return l;"), TargetRuntime.NetCoreApp31);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Buffers;

            class C
            {
                static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create();
                int M(int n) { var a = s_pool.Rent(n); var l = a.Length; ArrayPool<byte>.Shared.Return(a); return l; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Buffers;

            class D
            {
                static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create();
                int M(int n) { var a = s_pool.Rent(n); var l = a.Length; ArrayPool<byte>.Shared.Return(a); return l; }
            }
            """));
        await test.RunAsync();
    }
}
