using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.ArrayPool.CreateArrayPoolOnceAnalyzer,
    PerfAnalyzers.Rules.ArrayPool.CreateArrayPoolOnceCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

public sealed class CreateArrayPoolOnceAnalyzerTests
{
    [Fact]
    public async Task CreatedPerCall_ReportsAndHoists()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;

            class C
            {
                int M(int n)
                {
                    var pool = [|ArrayPool<byte>.Create(1024 * 1024, 16)|];
                    var array = pool.Rent(n);
                    try { return array.Length; }
                    finally { pool.Return(array); }
                }
            }
            """,
            """
            using System.Buffers;

            class C
            {
                private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create(1024 * 1024, 16);

                int M(int n)
                {
                    var pool = s_pool;
                    var array = pool.Rent(n);
                    try { return array.Length; }
                    finally { pool.Return(array); }
                }
            }
            """);
    }

    [Fact]
    public async Task CreatedPerCall_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;

            class C
            {
                int M(int n)
                {
                    var pool = {|#0:ArrayPool<byte>.Create(1024 * 1024, 16)|};
                    var array = pool.Rent(n);
                    try { return array.Length; }
                    finally { pool.Return(array); }
                }
            }
            """,
            Verify.Diagnostic().WithLocation(0).WithArguments(
                "byte",
                "on every call",
                PerfAnalyzers.Rules.ArrayPool.CreateArrayPoolOnceAnalyzer.CreateArrayPoolOncePayoff.For(10)),
            """
            using System.Buffers;

            class C
            {
                private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create(1024 * 1024, 16);

                int M(int n)
                {
                    var pool = s_pool;
                    var array = pool.Rent(n);
                    try { return array.Length; }
                    finally { pool.Return(array); }
                }
            }
            """);
    }

    [Fact]
    public async Task InstanceFieldAndDirectRent_ReportAndShareOneField()
    {
        // The instance field becomes the static pool (read by its name only); the same Create shares it; another pool
        // gets a field named as the type's fields are.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;

            class C
            {
                private readonly ArrayPool<char> _pool = [|ArrayPool<char>.Create()|];

                int M(int n)
                {
                    var array = [|ArrayPool<char>.Create()|].Rent(n);
                    return array.Length;
                }

                int K(int n)
                {
                    var pool = [|ArrayPool<int>.Create(maxArrayLength: 4096, maxArraysPerBucket: 4)|];
                    return pool.Rent(n).Length;
                }
            }
            """,
            """
            using System.Buffers;

            class C
            {
                private static readonly ArrayPool<int> _pool2 = ArrayPool<int>.Create(maxArrayLength: 4096, maxArraysPerBucket: 4);
                private static readonly ArrayPool<char> _pool = ArrayPool<char>.Create();

                int M(int n)
                {
                    var array = _pool.Rent(n);
                    return array.Length;
                }

                int K(int n)
                {
                    var pool = _pool2;
                    return pool.Rent(n).Length;
                }
            }
            """);
    }

    [Fact]
    public async Task InstanceFieldsThatMustStay_PointAtNewStaticFields()
    {
        // In a struct (its equality compares the field), with an attribute, named by a property pattern, and in a type
        // whose static initializer calls a method (it could build an instance that reads the pool before it is set).
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Buffers;

            struct S
            {
                private readonly ArrayPool<char> _pool = [|ArrayPool<char>.Create()|];

                public S() { }

                int M(int n) => _pool.Rent(n).Length;
            }

            class A
            {
                [NonSerialized]
                private readonly ArrayPool<char> _pool = [|ArrayPool<char>.Create()|];

                int M(int n) => _pool.Rent(n).Length;
            }

            class P
            {
                private readonly ArrayPool<char> _pool = [|ArrayPool<char>.Create()|];

                bool Same(P other) => other is { _pool: not null } && _pool.Rent(1).Length > 0;
            }

            class F
            {
                private static readonly F[] s_all = Build();

                private readonly ArrayPool<char> _pool = [|ArrayPool<char>.Create()|];

                private static F[] Build() => new F[0];

                int M(int n) => _pool.Rent(n).Length;
            }
            """,
            """
            using System;
            using System.Buffers;

            struct S
            {
                private static readonly ArrayPool<char> _pool2 = ArrayPool<char>.Create();
                private readonly ArrayPool<char> _pool = _pool2;

                public S() { }

                int M(int n) => _pool.Rent(n).Length;
            }

            class A
            {
                private static readonly ArrayPool<char> _pool2 = ArrayPool<char>.Create();
                [NonSerialized]
                private readonly ArrayPool<char> _pool = _pool2;

                int M(int n) => _pool.Rent(n).Length;
            }

            class P
            {
                private static readonly ArrayPool<char> _pool2 = ArrayPool<char>.Create();
                private readonly ArrayPool<char> _pool = _pool2;

                bool Same(P other) => other is { _pool: not null } && _pool.Rent(1).Length > 0;
            }

            class F
            {
                private static readonly ArrayPool<char> s_pool = ArrayPool<char>.Create();
                private static readonly F[] s_all = Build();

                private readonly ArrayPool<char> _pool = s_pool;

                private static F[] Build() => new F[0];

                int M(int n) => _pool.Rent(n).Length;
            }
            """);
    }

    [Fact]
    public async Task InstanceFieldThatCantBeStatic_PointsAtANewStaticField()
    {
        // Read as this._pool, and in a type that builds an instance of itself statically: a static pool added first.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;

            class C
            {
                private readonly ArrayPool<char> _pool = [|ArrayPool<char>.Create()|];

                int M(int n) => this._pool.Rent(n).Length;
            }

            class D
            {
                public static readonly D Instance = new D();

                private readonly ArrayPool<char> _pool = [|ArrayPool<char>.Create()|];

                int M(int n) => _pool.Rent(n).Length;
            }
            """,
            """
            using System.Buffers;

            class C
            {
                private static readonly ArrayPool<char> _pool2 = ArrayPool<char>.Create();
                private readonly ArrayPool<char> _pool = _pool2;

                int M(int n) => this._pool.Rent(n).Length;
            }

            class D
            {
                private static readonly ArrayPool<char> _pool2 = ArrayPool<char>.Create();
                public static readonly D Instance = new D();

                private readonly ArrayPool<char> _pool = _pool2;

                int M(int n) => _pool.Rent(n).Length;
            }
            """);
    }

    [Fact]
    public async Task ComputedArguments_ReportsWithoutFix()
    {
        await Verify.VerifyNoFixAsync("""
            using System.Buffers;

            class C
            {
                int M(int n)
                {
                    var pool = [|ArrayPool<byte>.Create(n, 4)|];
                    return pool.Rent(n).Length;
                }

                int G<T>(int n)
                {
                    var pool = [|ArrayPool<T>.Create()|];
                    return pool.Rent(n).Length;
                }
            }
            """);
    }

    [Fact]
    public async Task CreatedOnceOrCached_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Buffers;

            class C
            {
                private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create();
                private static ArrayPool<byte> Pool { get; } = ArrayPool<byte>.Create(4096, 4);
                private static readonly ArrayPool<char> s_chars;
                private static readonly Lazy<ArrayPool<int>> s_lazy = new(() => ArrayPool<int>.Create());
                private ArrayPool<byte>? _cached;

                static C() { s_chars = ArrayPool<char>.Create(); }

                static ArrayPool<byte> CreatePool() => ArrayPool<byte>.Create(1 << 20, 8);

                ArrayPool<byte> GetPool() => _cached ??= ArrayPool<byte>.Create();

                void Store() { _cached = ArrayPool<byte>.Create(); }

                Holder Make() => new Holder(ArrayPool<byte>.Create());

                int Shared(int n) => ArrayPool<byte>.Shared.Rent(n).Length;
            }

            class Holder { public Holder(ArrayPool<byte> pool) { } }
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
                int M(int n) { var pool = [|ArrayPool<byte>.Create()|]; return pool.Rent(n).Length; }
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Buffers;

            class B
            {
                int M(int n) { var pool = [|ArrayPool<byte>.Create()|]; return pool.Rent(n).Length; }
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Buffers;

            class A
            {
                private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create();

                int M(int n) { var pool = s_pool; return pool.Rent(n).Length; }
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Buffers;

            class B
            {
                private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create();

                int M(int n) { var pool = s_pool; return pool.Rent(n).Length; }
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task NetCoreApp31_Reports()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Buffers;

            class C
            {
                int M(int n) { var pool = [|ArrayPool<byte>.Create()|]; return pool.Rent(n).Length; }
            }
            """, TargetRuntime.NetCoreApp31);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Buffers;

            class C
            {
                int M(int n) { var pool = ArrayPool<byte>.Create(); return pool.Rent(n).Length; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Buffers;

            class D
            {
                int M(int n) { var pool = ArrayPool<byte>.Create(); return pool.Rent(n).Length; }
            }
            """));
        await test.RunAsync();
    }
}
