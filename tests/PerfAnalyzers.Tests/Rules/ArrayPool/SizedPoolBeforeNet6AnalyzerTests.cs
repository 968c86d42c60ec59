using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.ArrayPool.SizedPoolBeforeNet6Analyzer,
    PerfAnalyzers.Rules.ArrayPool.SizedPoolBeforeNet6CodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

public sealed class SizedPoolBeforeNet6AnalyzerTests
{
    private const string Before = """
        using System.Buffers;
        using System.IO;

        class Copier
        {
            private const int BufferSize = 4 * 1024 * 1024;

            public long Copy(Stream source, Stream destination)
            {
                var buffer = [|ArrayPool<byte>.Shared|].Rent(BufferSize);
                try
                {
                    long total = 0;
                    int read;
                    while ((read = source.Read(buffer, 0, BufferSize)) > 0)
                    {
                        destination.Write(buffer, 0, read);
                        total += read;
                    }

                    return total;
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(buffer);
                }
            }
        }
        """;

    private const string After = """
        using System.Buffers;
        using System.IO;

        class Copier
        {
            private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create(maxArrayLength: BufferSize, maxArraysPerBucket: 4);
            private const int BufferSize = 4 * 1024 * 1024;

            public long Copy(Stream source, Stream destination)
            {
                var buffer = s_pool.Rent(BufferSize);
                try
                {
                    long total = 0;
                    int read;
                    while ((read = source.Read(buffer, 0, BufferSize)) > 0)
                    {
                        destination.Write(buffer, 0, read);
                        total += read;
                    }

                    return total;
                }
                finally
                {
                    s_pool.Return(buffer);
                }
            }
        }
        """;

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    [InlineData(TargetRuntime.NetCoreApp31)]
    public async Task RuntimeBeforeNet6_ReportsAndFixes(TargetRuntime runtime)
    {
        await Verify.VerifyCodeFixAsync(Before, After, runtime);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.Net10)]
    public async Task Net6AndLater_NoDiagnostic(TargetRuntime runtime)
    {
        // The shared pool keeps arrays of up to 2^30 elements since .NET 6.
        var test = new Verify.Test { Runtime = runtime };
        test.TestState.Sources.Add(("/0/Test0.cs", Before.Replace("[|ArrayPool<byte>.Shared|]", "ArrayPool<byte>.Shared")));
        await test.RunAsync();
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            "using System.Buffers;\nclass C\n{\n    int M()\n    {\n        var a = {|#0:ArrayPool<int>.Shared|}.Rent(2_000_000);\n        a[0] = 1;\n        var r = a[0];\n        {|#1:ArrayPool<int>.Shared|}.Return(a);\n        return r;\n    }\n}\n",
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments("int", "2_000_000", PerfAnalyzers.Rules.ArrayPool.SizedPoolBeforeNet6Analyzer.SizedPoolBeforeNet6Payoff.For(10)),
            "using System.Buffers;\nclass C\n{\n    private static readonly ArrayPool<int> s_pool = ArrayPool<int>.Create(maxArrayLength: 2_000_000, maxArraysPerBucket: 4);\n\n    int M()\n    {\n        var a = s_pool.Rent(2_000_000);\n        a[0] = 1;\n        var r = a[0];\n        s_pool.Return(a);\n        return r;\n    }\n}\n",
            TargetRuntime.NetStandard20);
        Assert.Equal(
            Microsoft.CodeAnalysis.DiagnosticSeverity.Warning,
            PerfAnalyzers.Rules.ArrayPool.SizedPoolBeforeNet6Analyzer.Rule.DefaultSeverity);
    }

    [Fact]
    public async Task LocalConstant_WrittenAsItsValue()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;

            class Frames
            {
                public int First()
                {
                    const int size = 3_000_000;
                    var a = [|ArrayPool<byte>.Shared|].Rent(size);
                    a[0] = 1;
                    int r = a[0];
                    ArrayPool<byte>.Shared.Return(a);
                    return r;
                }
            }
            """,
            """
            using System.Buffers;

            class Frames
            {
                private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create(maxArrayLength: 3000000, maxArraysPerBucket: 4);

                public int First()
                {
                    const int size = 3_000_000;
                    var a = s_pool.Rent(size);
                    a[0] = 1;
                    int r = a[0];
                    s_pool.Return(a);
                    return r;
                }
            }
            """,
            TargetRuntime.NetStandard20);
    }

    [Theory]
    // At or under the old limit: pooled on every runtime.
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(1024 * 1024); a[0] = 1; ArrayPool<byte>.Shared.Return(a);")]
    // Not a constant.
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(n); a[0] = 1; ArrayPool<byte>.Shared.Return(a);")]
    // Over what a created pool keeps either.
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(int.MaxValue); a[0] = 1; ArrayPool<byte>.Shared.Return(a);")]
    // Never returned: PERF0501's.
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(2_000_000); a[0] = 1;")]
    // Length-dependent uses: the old oversized array was exactly as long as requested, the pooled one is longer.
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(2_000_000); System.Console.WriteLine(a.Length); ArrayPool<byte>.Shared.Return(a);")]
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(2_000_000); System.Console.WriteLine(System.Convert.ToBase64String(a)); ArrayPool<byte>.Shared.Return(a);")]
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(2_000_000); System.Span<byte> s = a; s.Clear(); ArrayPool<byte>.Shared.Return(a);")]
    // Escapes, or returned to another pool.
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(2_000_000); _field = a;")]
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(2_000_000); a[0] = 1; Pool.Return(a);")]
    // Already a pool of its own.
    [InlineData("var a = Pool.Rent(2_000_000); a[0] = 1; Pool.Return(a);")]
    public async Task NotAnOversizedSharedRentTheFixKeeps_NoDiagnostic(string statements)
    {
        var source = "using System.Buffers;\nclass C\n{\n    private static readonly ArrayPool<byte> Pool = ArrayPool<byte>.Create();\n    private byte[]? _field;\n    void M(int n)\n    {\n        "
            + statements + "\n    }\n}\n";
        var test = new Verify.Test { Runtime = TargetRuntime.NetStandard20 };
        test.TestState.Sources.Add(("/0/Test0.cs", source));
        test.CompilerDiagnostics = Microsoft.CodeAnalysis.Testing.CompilerDiagnostics.None;
        await test.RunAsync();
    }

    [Fact]
    public async Task MethodTypeParameter_NoDiagnostic()
    {
        var test = new Verify.Test { Runtime = TargetRuntime.NetStandard20 };
        test.TestState.Sources.Add(("/0/Test0.cs", "using System.Buffers;\nclass C\n{\n    T M<T>()\n    {\n        var a = ArrayPool<T>.Shared.Rent(2_000_000);\n        var r = a[0];\n        ArrayPool<T>.Shared.Return(a);\n        return r;\n    }\n}\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test { Runtime = TargetRuntime.NetStandard20 };
        test.TestState.Sources.Add(("/0/Test0.g.cs", "using System.Buffers;\nclass C\n{\n    int M()\n    {\n        var a = ArrayPool<int>.Shared.Rent(2_000_000);\n        a[0] = 1;\n        var r = a[0];\n        ArrayPool<int>.Shared.Return(a);\n        return r;\n    }\n}\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task FixAll_FixesEveryRentInTheDocument()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;

            struct Codec
            {
                public int A()
                {
                    var a = [|ArrayPool<char>.Shared|].Rent(1_048_577);
                    a[0] = 'a';
                    int r = a[0];
                    ArrayPool<char>.Shared.Return(a);
                    return r;
                }

                public int B()
                {
                    var b = [|ArrayPool<char>.Shared|].Rent(1_048_577);
                    try
                    {
                        b[0] = 'b';
                        return b[0];
                    }
                    finally
                    {
                        ArrayPool<char>.Shared.Return(b);
                    }
                }
            }
            """,
            """
            using System.Buffers;

            struct Codec
            {
                private static readonly ArrayPool<char> s_pool = ArrayPool<char>.Create(maxArrayLength: 1_048_577, maxArraysPerBucket: 4);

                public int A()
                {
                    var a = s_pool.Rent(1_048_577);
                    a[0] = 'a';
                    int r = a[0];
                    s_pool.Return(a);
                    return r;
                }

                public int B()
                {
                    var b = s_pool.Rent(1_048_577);
                    try
                    {
                        b[0] = 'b';
                        return b[0];
                    }
                    finally
                    {
                        s_pool.Return(b);
                    }
                }
            }
            """,
            TargetRuntime.NetStandard20);
    }

    [Theory]
    [InlineData("class C { void M() { var a = ArrayPool<byte>.Shared.Rent(2_000_000); ArrayPool<byte>.Shared.Return(a); ")]
    [InlineData("class C { void M() { var a = ArrayPool<Missing>.Shared.Rent(2_000_000); ArrayPool<Missing>.Shared.Return(a); } }")]
    [InlineData("class C { void M() { var a = ArrayPool<byte>.Shared.Rent(); ArrayPool<byte>.Shared.Return(a); } }")]
    [InlineData("var a = ArrayPool<byte>.Shared.Rent(2_000_000); a[0] = 1; ArrayPool<byte>.Shared.Return(a);")]
    public async Task BrokenCodeAndTopLevelStatements_DoNotThrow(string source)
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", "using System.Buffers;\n" + source) }, new ProjectOptions { Runtime = TargetRuntime.NetStandard20 });
        await RoslynHost.GetAnalyzerDiagnosticsAsync(project, new PerfAnalyzers.Rules.ArrayPool.SizedPoolBeforeNet6Analyzer());
    }
}
