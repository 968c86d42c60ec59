using System.Linq;
using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.ArrayPool.RentedArrayUsedAfterReturnAnalyzer,
    PerfAnalyzers.Tests.Rules.ArrayPool.NoCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

public sealed class RentedArrayUsedAfterReturnAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Buffers;
        using System.IO;

        class C
        {
            int M(Stream stream, int n, bool flag)
            {
                {{body}}
            }

            static void Use(byte[] a) { }
        }
        """;

    [Theory]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                stream.Read(buffer, 0, n);
                ArrayPool<byte>.Shared.Return(buffer);
                return [|buffer|][0];
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try { stream.Read(buffer, 0, n); }
                finally { ArrayPool<byte>.Shared.Return(buffer); }
                return [|buffer|].Length;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                var total = 0;
                for (var i = 0; i < n; i++)
                {
                    total += stream.Read([|buffer|], 0, 1);
                    ArrayPool<byte>.Shared.Return(buffer);
                }

                return total;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                ArrayPool<byte>.Shared.Return(buffer);
                if (flag) Use([|buffer|]);
                return 0;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                Use(buffer);
                ArrayPool<byte>.Shared.Return(buffer);
                [|ArrayPool<byte>.Shared.Return(buffer)|];
                return 0;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try
                {
                    Use(buffer);
                    ArrayPool<byte>.Shared.Return(buffer);
                }
                finally
                {
                    [|ArrayPool<byte>.Shared.Return(buffer)|];
                }

                return 0;
        """)]
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                switch (n)
                {
                    case 0:
                        ArrayPool<byte>.Shared.Return(buffer);
                        break;
                    default:
                        ArrayPool<byte>.Shared.Return(buffer);
                        break;
                }

                [|buffer|][0] = 1;
                return 0;
        """)]
    // new string(chars, 0, n) copies the array: the analysis goes on past it.
    [InlineData("""
        var chars = ArrayPool<char>.Shared.Rent(n);
                var text = new string(chars, 0, n);
                ArrayPool<char>.Shared.Return(chars);
                return text.Length + [|chars|][0];
        """)]
    public async Task UseAfterReturnOrDoubleReturn_Reports(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task UseAfterReturn_MessageAndSeverity()
    {
        await Verify.VerifyAnalyzerAsync(
            Code("""
                var buffer = ArrayPool<byte>.Shared.Rent(n);
                        stream.Read(buffer, 0, n);
                        {|#1:ArrayPool<byte>.Shared.Return(buffer)|};
                        return {|#0:buffer|}[0];
                """),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "buffer",
                "used in 'return buffer[0];'",
                "ArrayPool<byte>.Shared.Return(buffer);",
                "the pool may already have rented it to another caller"));
    }

    [Fact]
    public async Task Message_NamesThePath()
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", Code("""
            var buffer = ArrayPool<byte>.Shared.Rent(n);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return buffer.Length;
            """)) });
        var diagnostics = await RoslynHost.GetAnalyzerDiagnosticsAsync(project, new PerfAnalyzers.Rules.ArrayPool.RentedArrayUsedAfterReturnAnalyzer());
        var message = Assert.Single(diagnostics).GetMessage();
        Assert.Equal("'buffer' is used in 'return buffer.Length;' after 'ArrayPool<byte>.Shared.Return(buffer);' returned it to the pool: the pool may already have rented it to another caller", message);
    }

    [Fact]
    public async Task DoubleReturn_MessageNamesBothReturns()
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", Code("""
            var buffer = ArrayPool<byte>.Shared.Rent(n);
                    ArrayPool<byte>.Shared.Return(buffer);
                    ArrayPool<byte>.Shared.Return(buffer, clearArray: true);
                    return 0;
            """)) });
        var diagnostics = await RoslynHost.GetAnalyzerDiagnosticsAsync(project, new PerfAnalyzers.Rules.ArrayPool.RentedArrayUsedAfterReturnAnalyzer());
        Assert.Equal(
            "'buffer' is returned again by 'ArrayPool<byte>.Shared.Return(buffer, clearArray: true);' after 'ArrayPool<byte>.Shared.Return(buffer);' returned it to the pool: two callers can then rent the same array",
            Assert.Single(diagnostics).GetMessage());
    }

    [Theory]
    // Reassigned after Return: a new array.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                ArrayPool<byte>.Shared.Return(buffer);
                buffer = ArrayPool<byte>.Shared.Rent(n * 2);
                Use(buffer);
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    [InlineData("""
        byte[]? buffer = ArrayPool<byte>.Shared.Rent(n);
                ArrayPool<byte>.Shared.Return(buffer);
                buffer = null;
                return buffer == null ? 0 : 1;
        """)]
    // Null tests after Return are not uses.
    [InlineData("""
        byte[]? rented = null;
                try
                {
                    rented = ArrayPool<byte>.Shared.Rent(n);
                    Use(rented);
                }
                finally
                {
                    if (rented != null) ArrayPool<byte>.Shared.Return(rented);
                }

                return 0;
        """)]
    // Rent and Return in each iteration.
    [InlineData("""
        for (var i = 0; i < n; i++)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(n);
                    Use(buffer);
                    ArrayPool<byte>.Shared.Return(buffer);
                }

                return 0;
        """)]
    // Returned on one branch, used on the other.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                if (flag)
                {
                    ArrayPool<byte>.Shared.Return(buffer);
                    return 0;
                }

                Use(buffer);
                ArrayPool<byte>.Shared.Return(buffer);
                return 1;
        """)]
    // Correlated conditions the analysis can't follow: silent.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                if (flag) ArrayPool<byte>.Shared.Return(buffer);
                if (!flag) { Use(buffer); ArrayPool<byte>.Shared.Return(buffer); }
                return 0;
        """)]
    // Growing: return the old array after copying into a new one.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                var bigger = ArrayPool<byte>.Shared.Rent(n * 2);
                buffer.CopyTo(bigger, 0);
                ArrayPool<byte>.Shared.Return(buffer);
                Use(bigger);
                ArrayPool<byte>.Shared.Return(bigger);
                return 0;
        """)]
    // Returned exactly once in a finally.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try { return stream.Read(buffer, 0, n); }
                finally { ArrayPool<byte>.Shared.Return(buffer); }
        """)]
    // Returned in a catch that rethrows, and on the normal path.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                try { Use(buffer); }
                catch { ArrayPool<byte>.Shared.Return(buffer); throw; }
                ArrayPool<byte>.Shared.Return(buffer);
                return 0;
        """)]
    // The string is a copy: reading it after the return is fine.
    [InlineData("""
        var chars = ArrayPool<char>.Shared.Rent(n);
                var text = new string(chars, 0, n);
                ArrayPool<char>.Shared.Return(chars);
                return text.Length;
        """)]
    // A stream over the array keeps it: the analysis stops there (an escape), whatever follows.
    [InlineData("""
        var buffer = ArrayPool<byte>.Shared.Rent(n);
                var memory = new MemoryStream(buffer);
                ArrayPool<byte>.Shared.Return(buffer);
                return buffer.Length + (int)memory.Length;
        """)]
    public async Task ReturnedOnceAndNotUsedAfter_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task NoFixOffered()
    {
        await Verify.VerifyNoFixAsync(Code("""
            var buffer = ArrayPool<byte>.Shared.Rent(n);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return [|buffer|].Length;
            """));
    }

    [Fact]
    public async Task NetCoreApp31_Reports()
    {
        await Verify.VerifyAnalyzerAsync(Code("""
            var buffer = ArrayPool<byte>.Shared.Rent(n);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return [|buffer|].Length;
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
                int M(int n) { var a = ArrayPool<byte>.Shared.Rent(n); ArrayPool<byte>.Shared.Return(a); return a.Length; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Buffers;

            class D
            {
                int M(int n) { var a = ArrayPool<byte>.Shared.Rent(n); ArrayPool<byte>.Shared.Return(a); return a.Length; }
            }
            """));
        await test.RunAsync();
    }
}
