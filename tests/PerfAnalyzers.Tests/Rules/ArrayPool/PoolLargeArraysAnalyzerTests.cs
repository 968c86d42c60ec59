using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.ArrayPool.PoolLargeArraysAnalyzer,
    PerfAnalyzers.Rules.ArrayPool.PoolLargeArraysCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

public sealed class PoolLargeArraysAnalyzerTests
{
    [Fact]
    public async Task LargeTemporary_ReportsRentsClearsAndReturns()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Buffers;
            using System.IO;

            class C
            {
                int M(Stream stream)
                {
                    var buffer = [|new byte[100_000]|];
                    var read = stream.Read(buffer, 0, buffer.Length);
                    var sum = 0;
                    for (var i = 0; i < buffer.Length; i++)
                    {
                        sum += buffer[i];
                    }

                    return sum + read;
                }
            }
            """,
            """
            using System;
            using System.Buffers;
            using System.IO;

            class C
            {
                int M(Stream stream)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(100_000);
                    try
                    {
                        buffer.AsSpan(0, 100_000).Clear();
                        var read = stream.Read(buffer, 0, 100_000);
                        var sum = 0;
                        for (var i = 0; i < 100_000; i++)
                        {
                            sum += buffer[i];
                        }

                        return sum + read;
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(buffer);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task LargeTemporary_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Buffers;
            using System.IO;

            class C
            {
                int M(Stream stream)
                {
                    var buffer = {|#0:new byte[{|#1:100_000|}]|};
                    var read = stream.Read(buffer, 0, {|#2:buffer.Length|});
                    var sum = 0;
                    for (var i = 0; i < {|#3:buffer.Length|}; i++)
                    {
                        sum += buffer[i];
                    }

                    return sum + read;
                }
            }
            """,
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2).WithLocation(3).WithArguments(
                "byte",
                "100_000",
                100_000L,
                "buffer",
                PerfAnalyzers.Rules.ArrayPool.PoolLargeArraysAnalyzer.PoolLargeArraysPayoff.For(10)),
            """
            using System;
            using System.Buffers;
            using System.IO;

            class C
            {
                int M(Stream stream)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(100_000);
                    try
                    {
                        buffer.AsSpan(0, 100_000).Clear();
                        var read = stream.Read(buffer, 0, 100_000);
                        var sum = 0;
                        for (var i = 0; i < 100_000; i++)
                        {
                            sum += buffer[i];
                        }

                        return sum + read;
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(buffer);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task FilledFirst_NoClearAndSpansSliced()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                const int Size = 50_000;

                static int Sum(ReadOnlySpan<int> values) => values.Length;

                int M(int seed)
                {
                    int[] values = [|new int[Size]|];
                    values.AsSpan().Fill(seed);
                    return Sum(values) + Sum(values.AsSpan());
                }
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                const int Size = 50_000;

                static int Sum(ReadOnlySpan<int> values) => values.Length;

                int M(int seed)
                {
                    int[] values = ArrayPool<int>.Shared.Rent(Size);
                    try
                    {
                        values.AsSpan(0, Size).Fill(seed);
                        return Sum(values.AsSpan(0, Size)) + Sum(values.AsSpan(0, Size));
                    }
                    finally
                    {
                        ArrayPool<int>.Shared.Return(values);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task WholeArrayToAnArrayParameter_ReportsWithoutFix()
    {
        await Verify.VerifyNoFixAsync("""
            using System;

            class C
            {
                string M() { var buffer = [|new byte[90_000]|]; return Convert.ToBase64String(buffer); }

                // foreach can't iterate a span where its enumerator would live across an await or a yield.
                async System.Threading.Tasks.Task<int> K() { var buffer = [|new byte[90_000]|]; var n = 0; foreach (var b in buffer) n += b; await System.Threading.Tasks.Task.Yield(); return n; }

                System.Collections.Generic.IEnumerable<int> L() { var buffer = [|new byte[90_000]|]; foreach (var b in buffer) yield return b; }

                // The iterator is the local function.
                System.Collections.Generic.IEnumerable<int> P() { return Local(); System.Collections.Generic.IEnumerable<int> Local() { var buffer = [|new byte[90_000]|]; foreach (var b in buffer) yield return b; } }
            }
            """);
    }

    [Fact]
    public async Task ForEach_IteratesTheRequestedLength()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.IO;

            class C
            {
                int M(Stream stream)
                {
                    var buffer = [|new byte[90_000]|];
                    stream.Read(buffer, 0, buffer.Length);
                    var sum = 0;
                    foreach (var b in buffer)
                    {
                        sum += b;
                    }

                    return sum;
                }
            }
            """,
            """
            using System;
            using System.Buffers;
            using System.IO;

            class C
            {
                int M(Stream stream)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(90_000);
                    try
                    {
                        buffer.AsSpan(0, 90_000).Clear();
                        stream.Read(buffer, 0, 90_000);
                        var sum = 0;
                        foreach (var b in buffer.AsSpan(0, 90_000))
                        {
                            sum += b;
                        }

                        return sum;
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(buffer);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task ForEach_InAMethodWhoseLocalFunctionIsAnIterator_IteratesTheSpan()
    {
        // The yield belongs to the local function: the method itself can hold the span's enumerator.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.IO;

            class C
            {
                int M(Stream stream)
                {
                    var buffer = [|new byte[90_000]|];
                    stream.Read(buffer, 0, buffer.Length);
                    var sum = 0;
                    foreach (var b in buffer)
                    {
                        sum += b;
                    }

                    foreach (var one in Ones())
                    {
                        sum += one;
                    }

                    return sum;

                    static IEnumerable<int> Ones()
                    {
                        yield return 1;
                    }
                }
            }
            """,
            """
            using System;
            using System.Buffers;
            using System.Collections.Generic;
            using System.IO;

            class C
            {
                int M(Stream stream)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(90_000);
                    try
                    {
                        buffer.AsSpan(0, 90_000).Clear();
                        stream.Read(buffer, 0, 90_000);
                        var sum = 0;
                        foreach (var b in buffer.AsSpan(0, 90_000))
                        {
                            sum += b;
                        }

                        foreach (var one in Ones())
                        {
                            sum += one;
                        }

                        return sum;
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(buffer);
                    }

                    static IEnumerable<int> Ones()
                    {
                        yield return 1;
                    }
                }
            }
            """);
    }

    [Theory]
    [InlineData("var buffer = new byte[84_999]; return buffer.Length;")]
    [InlineData("var buffer = new char[42_000]; return buffer.Length;")]
    [InlineData("var buffer = new byte[n]; return buffer.Length;")]
    [InlineData("var buffer = new string[20_000]; return buffer.Length;")]
    [InlineData("var buffer = new byte[100_000]; _field = buffer; return 0;")]
    [InlineData("var buffer = new byte[100_000]; Keep(buffer); return 0;")]
    [InlineData("var buffer = new byte[100_000]; Func<int> f = () => buffer.Length; return f();")]
    [InlineData("return Make().Length; byte[] Make() => new byte[100_000];")]
    [InlineData("var grid = new byte[1000, 1000]; return grid.Length;")]
    public async Task SmallStoredOrReturned_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            using System;
            using System.Collections.Generic;

            class C
            {
            #pragma warning disable CS0169, CS0414, CS0649 // not every case uses every field of the template
                private byte[]? _field;
            #pragma warning restore CS0169, CS0414, CS0649
                private static readonly byte[] s_table = new byte[100_000];
                private byte[] _instance = new byte[100_000];

                int M(int n)
                {
                    {{body}}
                }

                static void Keep(object o) { }

                static byte[] Create() => new byte[100_000];
            }
            """);
    }

    [Fact]
    public async Task ThresholdFromEditorConfig_Reports()
    {
        var test = new Verify.Test { EditorConfig = "root = true\n\n[*.cs]\ndotnet_code_quality.PERF0507.minimum_bytes = 1000\n" };
        test.TestState.Sources.Add(("/0/Test0.cs", """
            class C
            {
                int M() { var buffer = [|new byte[1000]|]; buffer[0] = 1; return buffer[0]; }
                int K() { var buffer = new byte[999]; buffer[0] = 1; return buffer[0]; }
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Buffers;

            class C
            {
                int A()
                {
                    var a = [|new byte[100_000]|];
                    a[0] = 1; return a[0];
                }

                int B()
                {
                    var b = [|new double[20_000]|];
                    b[1] = 2; return (int)b[1] + b.Length;
                }
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                int A()
                {
                    var a = ArrayPool<byte>.Shared.Rent(100_000);
                    try
                    {
                        a.AsSpan(0, 100_000).Clear();
                        a[0] = 1; return a[0];
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(a);
                    }
                }

                int B()
                {
                    var b = ArrayPool<double>.Shared.Rent(20_000);
                    try
                    {
                        b.AsSpan(0, 20_000).Clear();
                        b[1] = 2; return (int)b[1] + 20_000;
                    }
                    finally
                    {
                        ArrayPool<double>.Shared.Return(b);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task NetCoreApp31_Reports()
    {
        await Verify.VerifyAnalyzerAsync("""
            class C
            {
                int M() { var a = [|new byte[100_000]|]; a[0] = 1; return a[0]; }
            }
            """, TargetRuntime.NetCoreApp31);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OverTheOldSharedPoolLimitBeforeNet6_NoDiagnostic(TargetRuntime runtime)
    {
        // Before .NET 6 ArrayPool<T>.Shared kept arrays of up to 1,048,576 elements: renting 2,000,000 would allocate.
        await Verify.VerifyAnalyzerAsync("""
            class C
            {
                int M() { var a = new byte[2_000_000]; a[0] = 1; var b = [|new byte[1_048_576]|]; b[0] = 2; return a[0] + b[0]; }
            }
            """, runtime);
    }

    [Fact]
    public async Task OverTheOldSharedPoolLimit_Net8ProjectAlsoTargetingNetCoreApp31_NoDiagnostic()
    {
        var test = new Verify.Test
        {
            Runtime = TargetRuntime.Net8,
            EditorConfig = "is_global = true\n" + PerfAnalyzers.Internals.ProjectTargets.TargetFrameworksProperty + " = netcoreapp3.1,net8.0\n",
        };
        test.TestState.Sources.Add(("/0/Test0.cs", "class C\n{\n    int M() { var a = new byte[2_000_000]; a[0] = 1; return a[0]; }\n}\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task OverTheOldSharedPoolLimit_Net8_Reports()
    {
        await Verify.VerifyAnalyzerAsync("""
            class C
            {
                int M() { var a = [|new byte[2_000_000]|]; a[0] = 1; return a[0]; }
            }
            """, TargetRuntime.Net8);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            class C
            {
                int M() { var a = new byte[100_000]; a[0] = 1; return a[0]; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                int M() { var a = new byte[100_000]; a[0] = 1; return a[0]; }
            }
            """));
        await test.RunAsync();
    }
}
