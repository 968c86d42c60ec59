using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.ArrayPool.UseRequestedLengthAnalyzer,
    PerfAnalyzers.Rules.ArrayPool.UseRequestedLengthCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

public sealed class UseRequestedLengthAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Buffers;
        using System.IO;
        using System.Linq;
        using System.Text;

        class C
        {
            const int Size = 4096;

            object M(Stream stream, int n, byte[] data, string text)
            {
                var buffer = ArrayPool<byte>.Shared.Rent(n);
                try
                {
                    {{body}}
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(buffer);
                }
            }

            static void Consume(ReadOnlySpan<byte> data) { }
            static void Fill(Span<byte> data) { }
        }
        """;

    [Theory]
    [InlineData("stream.Write(buffer, 0, [|buffer.Length|]); return 0;", "stream.Write(buffer, 0, n); return 0;")]
    [InlineData("return stream.WriteAsync(buffer, 0, [|buffer.Length|]);", "return stream.WriteAsync(buffer, 0, n);")]
    [InlineData("return Encoding.UTF8.GetString(buffer, 0, [|buffer.Length|]);", "return Encoding.UTF8.GetString(buffer, 0, n);")]
    [InlineData("return Convert.ToBase64String(buffer, 0, [|buffer.Length|]);", "return Convert.ToBase64String(buffer, 0, n);")]
    [InlineData("var copy = new byte[n]; Array.Copy(buffer, copy, [|buffer.Length|]); return copy;", "var copy = new byte[n]; Array.Copy(buffer, copy, n); return copy;")]
    [InlineData("var copy = new byte[n]; Buffer.BlockCopy(buffer, 0, copy, 0, [|buffer.Length|]); return copy;", "var copy = new byte[n]; Buffer.BlockCopy(buffer, 0, copy, 0, n); return copy;")]
    [InlineData("return Convert.ToBase64String([|buffer|]);", "return Convert.ToBase64String(buffer, 0, n);")]
    [InlineData("return Encoding.UTF8.GetString([|buffer|]);", "return Encoding.UTF8.GetString(buffer, 0, n);")]
    [InlineData("stream.Write([|buffer|]); return 0;", "stream.Write(buffer.AsSpan(0, n)); return 0;")]
    [InlineData("Consume([|buffer|]); return 0;", "Consume(buffer.AsSpan(0, n)); return 0;")]
    [InlineData("Consume([|buffer.AsSpan()|]); return 0;", "Consume(buffer.AsSpan(0, n)); return 0;")]
    [InlineData("Consume([|new ReadOnlySpan<byte>(buffer)|]); return 0;", "Consume(new ReadOnlySpan<byte>(buffer, 0, n)); return 0;")]
    [InlineData("return stream.WriteAsync([|buffer|]);", "return stream.WriteAsync(buffer.AsMemory(0, n));")]
    [InlineData("return [|buffer|].ToArray();", "return buffer.AsSpan(0, n).ToArray();")]
    [InlineData("var sum = 0; for (var i = 0; i < [|buffer.Length|]; i++) sum += buffer[i]; return sum;", "var sum = 0; for (var i = 0; i < n; i++) sum += buffer[i]; return sum;")]
    public async Task LengthAsDataLength_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task LengthAsDataLength_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("stream.Write(buffer, 0, {|#0:buffer.Length|}); return 0;").Replace("Rent(n)", "Rent({|#1:n|})"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "buffer",
                "n",
                "use 'n' instead of 'buffer.Length'"),
            Code("stream.Write(buffer, 0, n); return 0;"));
    }

    [Fact]
    public async Task RequestedLengthOfAParameter_Used()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Buffers;

            class C
            {
                string M(byte[] data)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(data.Length);
                    data.CopyTo(buffer, 0);
                    var text = Convert.ToBase64String(buffer, 0, [|buffer.Length|]);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return text;
                }

                string K()
                {
                    const int size = 64;
                    var buffer = ArrayPool<byte>.Shared.Rent(size);
                    var text = Convert.ToBase64String([|buffer|]);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return text;
                }
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                string M(byte[] data)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(data.Length);
                    data.CopyTo(buffer, 0);
                    var text = Convert.ToBase64String(buffer, 0, data.Length);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return text;
                }

                string K()
                {
                    const int size = 64;
                    var buffer = ArrayPool<byte>.Shared.Rent(size);
                    var text = Convert.ToBase64String(buffer, 0, size);
                    ArrayPool<byte>.Shared.Return(buffer);
                    return text;
                }
            }
            """);
    }

    [Theory]
    // Capacities: the array is filled.
    [InlineData("return stream.Read(buffer, 0, buffer.Length);")]
    [InlineData("return stream.ReadAsync(buffer, 0, buffer.Length);")]
    [InlineData("return stream.Read(buffer);")]
    [InlineData("return stream.ReadAsync(buffer);")]
    [InlineData("return stream.Read(buffer.AsSpan());")]
    [InlineData("return Encoding.UTF8.GetBytes(text, 0, text.Length, buffer, 0);")]
    [InlineData("return Encoding.UTF8.GetBytes(text.AsSpan(), buffer);")]
    [InlineData("return 12345.TryFormat(buffer.AsSpan(), out var written) ? written : -1;")]
    [InlineData("data.CopyTo(buffer, 0); return 0;")]
    [InlineData("data.AsSpan().CopyTo(buffer); return 0;")]
    [InlineData("Array.Copy(data, buffer, data.Length); return 0;")]
    [InlineData("Fill(buffer); return 0;")]
    [InlineData("for (var i = 0; i < buffer.Length; i++) buffer[i] = 0; return 0;")]
    [InlineData("buffer.AsSpan().Clear(); return 0;")]
    // Data lengths that are not the array's.
    [InlineData("stream.Write(buffer, 0, n); return 0;")]
    [InlineData("return Convert.ToBase64String(buffer, 0, n);")]
    [InlineData("Consume(buffer.AsSpan(0, n)); return 0;")]
    [InlineData("return buffer.Length;")]
    [InlineData("return buffer.Length >= n;")]
    [InlineData("var span = buffer.AsSpan(); return span.Length;")]
    // Unknown roles stay silent.
    [InlineData("using var sha = System.Security.Cryptography.SHA256.Create(); return sha.ComputeHash(buffer);")]
    public async Task CapacityOrRequestedLength_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task NotFromRent_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.IO;

            class C
            {
                void M(Stream stream, int n)
                {
                    var buffer = new byte[n];
                    stream.Write(buffer, 0, buffer.Length);
                    Console.WriteLine(Convert.ToBase64String(buffer));
                }
            }
            """);
    }

    [Fact]
    public async Task LengthReassigned_ReportsWithoutFix()
    {
        await Verify.VerifyNoFixAsync("""
            using System.Buffers;
            using System.IO;

            class C
            {
                void M(Stream stream, int n)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(n);
                    n = 0;
                    stream.Write(buffer, 0, [|buffer.Length|]);
                    ArrayPool<byte>.Shared.Return(buffer);
                }

                void K(Stream stream, int n)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(n * 2);
                    stream.Write(buffer, 0, [|buffer.Length|]);
                    ArrayPool<byte>.Shared.Return(buffer);
                }
            }
            """);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Buffers;
            using System.IO;

            class C
            {
                void M(Stream stream, int n)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(n);
                    stream.Write(buffer, 0, [|buffer.Length|]);
                    stream.Write([|buffer|]);
                    Console.WriteLine(Convert.ToBase64String([|buffer|]));
                    ArrayPool<byte>.Shared.Return(buffer);
                }
            }
            """,
            """
            using System;
            using System.Buffers;
            using System.IO;

            class C
            {
                void M(Stream stream, int n)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(n);
                    stream.Write(buffer, 0, n);
                    stream.Write(buffer.AsSpan(0, n));
                    Console.WriteLine(Convert.ToBase64String(buffer, 0, n));
                    ArrayPool<byte>.Shared.Return(buffer);
                }
            }
            """);
    }

    [Fact]
    public async Task NoUsingSystem_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Buffers;
            using System.IO;

            class C
            {
                void M(Stream stream, int n)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(n);
                    stream.Write([|buffer|]);
                    ArrayPool<byte>.Shared.Return(buffer);
                }
            }
            """,
            """
            using System;
            using System.Buffers;
            using System.IO;

            class C
            {
                void M(Stream stream, int n)
                {
                    var buffer = ArrayPool<byte>.Shared.Rent(n);
                    stream.Write(buffer.AsSpan(0, n));
                    ArrayPool<byte>.Shared.Return(buffer);
                }
            }
            """);
    }

    [Fact]
    public async Task NetCoreApp31_Reports()
    {
        await Verify.VerifyCodeFixAsync(
            Code("stream.Write(buffer, 0, [|buffer.Length|]); return 0;"),
            Code("stream.Write(buffer, 0, n); return 0;"),
            TargetRuntime.NetCoreApp31);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task LibraryTargetsWithSystemMemory_StreamWithoutSpanOverloads_Reports(TargetRuntime runtime)
    {
        // Stream.Write(byte[], int, int) has no span twin there to tell that it reads the array: the Stream rule does.
        await Verify.VerifyCodeFixAsync(
            Code("stream.Write(buffer, 0, [|buffer.Length|]); return stream.Read(buffer, 0, buffer.Length);"),
            Code("stream.Write(buffer, 0, n); return stream.Read(buffer, 0, buffer.Length);"),
            runtime);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Buffers;
            using System.IO;

            class C
            {
                void M(Stream s, int n) { var a = ArrayPool<byte>.Shared.Rent(n); s.Write(a, 0, a.Length); ArrayPool<byte>.Shared.Return(a); }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Buffers;
            using System.IO;

            class D
            {
                void M(Stream s, int n) { var a = ArrayPool<byte>.Shared.Rent(n); s.Write(a, 0, a.Length); ArrayPool<byte>.Shared.Return(a); }
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task OutVariableLaterReusedForRent_NoDiagnostic()
    {
        // Found on StackExchange.Redis (ServerSelectionStrategy.GetHashSlot): the array that reaches the first use
        // comes from an out argument, not from the pool.
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Buffers;

            static class C
            {
                static bool TryGetBuffer(int key, out byte[] buffer)
                {
                    buffer = new byte[key];
                    return key > 4;
                }

                static int Sum(ReadOnlySpan<byte> data)
                {
                    var total = 0;
                    foreach (var b in data)
                    {
                        total += b;
                    }

                    return total;
                }

                public static int M(int key, int length)
                {
                    if (TryGetBuffer(key, out var arr))
                    {
                        return Sum(arr);
                    }

                    arr = ArrayPool<byte>.Shared.Rent(length);
                    var result = Sum(new Span<byte>(arr, 0, length));
                    ArrayPool<byte>.Shared.Return(arr);
                    return result;
                }
            }
            """);
    }
}
