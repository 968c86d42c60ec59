using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verifier = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.PoolValueTaskStateMachinesAnalyzer,
    PerfAnalyzers.Rules.Runtime.PoolValueTaskStateMachinesCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class PoolValueTaskStateMachinesAnalyzerTests
{
    /// <summary>PERF0912 is disabled by default (pooling trades time for allocations): every test turns it on, as a user would.</summary>
    private const string EnableRule = "root = true\n\n[*.cs]\ndotnet_diagnostic.PERF0912.severity = suggestion\n";

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
    }

    private static string Code(string members, string usings = "") => $$"""
        using System;
        {{usings}}using System.Threading.Tasks;

        class C
        {
            private readonly Func<Task> _delay = () => Task.Delay(1);

            public async Task<int> RunAsync(int n)
            {
                var total = 0;
                for (var i = 0; i < n; i++)
                {
                    total += await ReadAsync(i);
                    await WriteAsync(i).ConfigureAwait(false);
                }

                return total;
            }
        {{members}}
        }
        """;

    private const string Services = "using System.Runtime.CompilerServices;\n";

    [Fact]
    public async Task PrivateMethodsAwaitedDirectly_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""

                    private async ValueTask<int> [|ReadAsync|](int i)
                    {
                        await _delay();
                        return i * 2;
                    }

                    /// <summary>Writes one value.</summary>
                    internal async ValueTask [|WriteAsync|](int i)
                    {
                        await _delay();
                    }
                """),
            Code("""

                    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
                    private async ValueTask<int> ReadAsync(int i)
                    {
                        await _delay();
                        return i * 2;
                    }

                    /// <summary>Writes one value.</summary>
                    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
                    internal async ValueTask WriteAsync(int i)
                    {
                        await _delay();
                    }
                """, Services));
    }

    [Fact]
    public async Task OtherAttributes_BuilderGoesAfterThem()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""

                    [System.Diagnostics.DebuggerStepThrough]
                    private async ValueTask<int> [|ReadAsync|](int i)
                    {
                        await _delay();
                        return i;
                    }

                    private async ValueTask [|WriteAsync|](int i) => await _delay();
                """),
            Code("""

                    [System.Diagnostics.DebuggerStepThrough]
                    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
                    private async ValueTask<int> ReadAsync(int i)
                    {
                        await _delay();
                        return i;
                    }

                    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
                    private async ValueTask WriteAsync(int i) => await _delay();
                """, Services));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("""

                    private async ValueTask<int> {|#0:ReadAsync|}(int i)
                    {
                        await _delay();
                        return i;
                    }

                    private ValueTask WriteAsync(int i) => default;
                """),
            FixedCode = Code("""

                    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
                    private async ValueTask<int> ReadAsync(int i)
                    {
                        await _delay();
                        return i;
                    }

                    private ValueTask WriteAsync(int i) => default;
                """, Services),
        };
        test.ExpectedDiagnostics.Add(Verifier.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments("ReadAsync", PerfAnalyzers.Rules.Runtime.PoolValueTaskStateMachinesAnalyzer.PoolingPayoff.For(10)));
        await test.RunAsync();
    }

    // A use that isn't one direct await: the ValueTask could be read again after a pooled box served another call.
    [Theory]
    [InlineData("var pending = ReadAsync(1); return await pending;")]
    [InlineData("return await ReadAsync(1).AsTask();")]
    [InlineData("Func<int, ValueTask<int>> read = ReadAsync; return await read(1);")]
    [InlineData("var t = ReadAsync(1); await t; return t.Result;")]
    [InlineData("await Task.Yield(); return ReadAsync(1).Result;")]
    [InlineData("await Task.WhenAll(ReadAsync(1).AsTask()); return 0;")]
    public async Task OtherUses_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code($$"""

                private async ValueTask<int> ReadAsync(int i)
                {
                    await _delay();
                    return i;
                }

                private ValueTask WriteAsync(int i) => default;

                public async Task<int> OtherAsync()
                {
                    {{body}}
                }
            """));
    }

    [Theory]
    [InlineData("public async ValueTask<int> ReadAsync(int i) { await _delay(); return i; }")]
    [InlineData("protected async ValueTask<int> ReadAsync(int i) { await _delay(); return i; }")]
    [InlineData("private ValueTask<int> ReadAsync(int i) => new(i);")]
    [InlineData("private async Task<int> ReadAsync(int i) { await _delay(); return i; }")]
    [InlineData("[AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))] private async ValueTask<int> ReadAsync(int i) { await _delay(); return i; }")]
    [InlineData("private async ValueTask<int> [|ReadAsync|](int i) { await _delay(); return i; } private async ValueTask<int> Unused() { await _delay(); return 0; }")]
    public async Task NotACandidate_NotReported(string read)
    {
        await Verify.VerifyAnalyzerAsync(Code($$"""

                {{read}}

                private ValueTask WriteAsync(int i) => default;
            """, Services));
    }

    [Fact]
    public async Task InterfaceImplementations_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Threading.Tasks;

            interface IReader { ValueTask<int> ReadAsync(); }

            sealed class Reader : IReader
            {
                async ValueTask<int> IReader.ReadAsync() { await Task.Yield(); return 1; }

                public async Task<int> RunAsync() => await ((IReader)this).ReadAsync();
            }

            sealed class Implicit : IReader
            {
                internal async ValueTask<int> [|Read2Async|]() { await Task.Yield(); return 1; }

                public async ValueTask<int> ReadAsync() { await Task.Yield(); return 1; }

                public async Task<int> RunAsync() => await ReadAsync() + await Read2Async();
            }
            """);
    }

    [Fact]
    public async Task InternalsVisibleTo_InternalNotReported()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Threading.Tasks;

            [assembly: System.Runtime.CompilerServices.InternalsVisibleTo("Tests")]

            class C
            {
                internal async ValueTask<int> ReadAsync() { await Task.Yield(); return 1; }

                private async ValueTask<int> [|PeekAsync|]() { await Task.Yield(); return 2; }

                public async Task<int> RunAsync() => await ReadAsync() + await PeekAsync();
            }
            """);
    }

    [Fact]
    public async Task DisabledByDefault_NoDiagnosticWithoutConfiguration()
    {
        await new Verifier.Test
        {
            TestCode = """
                using System.Threading.Tasks;

                class C
                {
                    private async ValueTask<int> ReadAsync() { await Task.Yield(); return 1; }

                    public async Task<int> RunAsync() => await ReadAsync();
                }
                """,
        }.RunAsync();
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    public async Task BeforeNet6_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Threading.Tasks;

            class C
            {
                private async ValueTask<int> ReadAsync() { await Task.Yield(); return 1; }

                public async Task<int> RunAsync() => await ReadAsync();
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Threading.Tasks;

            class C
            {
                private async ValueTask<int> [|ReadAsync|]() { await Task.Yield(); return 1; }

                public async Task<int> RunAsync() => await ReadAsync();
            }
            """,
            """
            using System.Runtime.CompilerServices;
            using System.Threading.Tasks;

            class C
            {
                [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
                private async ValueTask<int> ReadAsync() { await Task.Yield(); return 1; }

                public async Task<int> RunAsync() => await ReadAsync();
            }
            """,
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task IncompleteCode_NoCrash()
    {
        await new Verify.Test
        {
            TestCode = """
                using System.Threading.Tasks;

                class C
                {
                    private async ValueTask<int> [|ReadAsync|]( { await Task.Yield(); return 1; }

                    private async Missing<int> OtherAsync() { await Task.Yield(); return 1; }

                    public async Task<int> RunAsync() => await ReadAsync() + await OtherAsync() + await Nothing();
                }
                """,
            CompilerDiagnostics = Microsoft.CodeAnalysis.Testing.CompilerDiagnostics.None,
        }.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NotReported_ButItsUsesCount()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Threading.Tasks;

            partial class C
            {
                private async ValueTask<int> ReadAsync() { await Task.Yield(); return 1; }

                public async Task<int> RunAsync() => await ReadAsync();
            }
            """));
        test.TestState.Sources.Add(("/0/Code.cs", """
            using System.Threading.Tasks;

            partial class C
            {
                private async ValueTask<int> PeekAsync() { await Task.Yield(); return 1; }

                public async Task<int> PeekTwiceAsync() => await PeekAsync();
            }
            """));
        test.TestState.Sources.Add(("/0/Keeps.g.cs", """
            using System.Threading.Tasks;

            partial class C
            {
                public ValueTask<int> Pending => PeekAsync();
            }
            """));
        await test.RunAsync();
    }
}
