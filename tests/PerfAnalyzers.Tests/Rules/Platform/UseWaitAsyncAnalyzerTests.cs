using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Platform.UseWaitAsyncAnalyzer,
    PerfAnalyzers.Rules.Platform.UseWaitAsyncCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Platform;

public sealed class UseWaitAsyncAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Threading;
        using System.Threading.Tasks;

        class C
        {
            TimeSpan _timeout = TimeSpan.FromSeconds(5);

            async Task<int> M(Task<int> work, Task other, int ms, TimeSpan span, CancellationToken token)
            {
                {{body}}
            }

            static void Log(string message) { }
        }
        """;

    [Theory]
    [InlineData(
        "if (await [|Task.WhenAny(work, Task.Delay(ms))|] != work) throw new TimeoutException();\n        return await work;",
        "return await work.WaitAsync(TimeSpan.FromMilliseconds(ms));")]
    [InlineData(
        "if (await [|Task.WhenAny(Task.Delay(span), work)|] != work)\n        {\n            throw new TimeoutException();\n        }\n\n        var result = await work;\n        return result;",
        "var result = await work.WaitAsync(span);\n        return result;")]
    [InlineData(
        "if (work != await [|Task.WhenAny(work, Task.Delay(_timeout))|].ConfigureAwait(false)) throw new TimeoutException();\n        return await work.ConfigureAwait(false);",
        "return await work.WaitAsync(_timeout).ConfigureAwait(false);")]
    [InlineData(
        "if (await [|Task.WhenAny(work, Task.Delay(1000))|].ConfigureAwait(false) != work) throw new TimeoutException();\n        return await work;",
        "return await work.WaitAsync(TimeSpan.FromMilliseconds(1000)).ConfigureAwait(false);")]
    [InlineData(
        "int r;\n        if (await [|Task.WhenAny(work, Task.Delay(span, CancellationToken.None))|] != work) throw new TimeoutException();\n        r = await work;\n        return r;",
        "int r;\n        r = await work.WaitAsync(span);\n        return r;")]
    [InlineData(
        "if (await [|Task.WhenAny(other, Task.Delay(span, default(CancellationToken)))|] != other) throw new TimeoutException();\n        await other;\n        return 0;",
        "await other.WaitAsync(span);\n        return 0;")]
    public async Task NoMessage_TheAwaitWaitsWithTheTimeout(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Theory]
    [InlineData(
        "Task winner = await [|Task.WhenAny(work, Task.Delay(span))|];\n        if (winner != work) throw new TimeoutException();\n        return await work;",
        "return await work.WaitAsync(span);")]
    [InlineData(
        "// Race the reply.\n        var done = await [|Task.WhenAny(work, Task.Delay(ms))|].ConfigureAwait(false);\n        if (work != done)\n        {\n            throw new TimeoutException();\n        }\n\n        var value = await work.ConfigureAwait(false);\n        return value;",
        "// Race the reply.\n        var value = await work.WaitAsync(TimeSpan.FromMilliseconds(ms)).ConfigureAwait(false);\n        return value;")]
    [InlineData(
        "var finished = await [|Task.WhenAny(work, Task.Delay(TimeSpan.FromSeconds(10)))|];\n        if (finished != work) throw new TimeoutException(\"bench call timed out\");\n        return await work;",
        "try\n        {\n            await work.WaitAsync(TimeSpan.FromSeconds(10));\n        }\n        catch (TimeoutException) when (!work.IsCompleted)\n        {\n            throw new TimeoutException(\"bench call timed out\");\n        }\n        return await work;")]
    [InlineData(
        "Task winner = await [|Task.WhenAny(work, Task.Delay(5000))|]; if (winner != work) throw new TimeoutException(); Console.WriteLine(\"Result is {0}\", await work); return 0;",
        "Console.WriteLine(\"Result is {0}\", await work.WaitAsync(TimeSpan.FromMilliseconds(5000))); return 0;")]
    public async Task WinnerInALocal_GoesWithTheRace(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task Message_KeptInAGuardedWait()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                // Wait for the reply.
                        if (await [|Task.WhenAny(work, Task.Delay(ms))|] != work)
                        {
                            throw new TimeoutException($"No reply within {ms} ms.");
                        }

                        return await work;
                """),
            Code("""
                // Wait for the reply.
                        try
                        {
                            await work.WaitAsync(TimeSpan.FromMilliseconds(ms));
                        }
                        catch (TimeoutException) when (!work.IsCompleted)
                        {
                            throw new TimeoutException($"No reply within {ms} ms.");
                        }

                        return await work;
                """));
    }

    [Fact]
    public async Task OwnTokenSource_GoesWithTheRace()
    {
        // The article's form: a token source made to stop the delay's timer once the task wins.
        await Verify.VerifyCodeFixAsync(
            Code("""
                using (var cts = new CancellationTokenSource())
                        {
                            if (await [|Task.WhenAny(Task.Delay(span, cts.Token), work)|] != work)
                            {
                                throw new TimeoutException();
                            }

                            cts.Cancel();
                            return await work;
                        }
                """),
            Code("""
                return await work.WaitAsync(span);
                """));
    }

    [Fact]
    public async Task OwnTokenSource_UsingDeclaration_GoesWithTheRace()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                using var cts = new CancellationTokenSource();
                        if (await [|Task.WhenAny(work, Task.Delay(ms, cts.Token))|] != work)
                            throw new TimeoutException("slow");
                        cts.Cancel();
                        var value = await work;
                        return value;
                """),
            Code("""
                try
                        {
                            await work.WaitAsync(TimeSpan.FromMilliseconds(ms));
                        }
                        catch (TimeoutException) when (!work.IsCompleted)
                        {
                            throw new TimeoutException("slow");
                        }
                        var value = await work;
                        return value;
                """));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("if (await {|#0:Task.WhenAny(work, Task.Delay(ms))|} != work) throw new TimeoutException();\n        return await work;"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments(PerfAnalyzers.Rules.Platform.UseWaitAsyncAnalyzer.WaitAsyncPayoff.For(10)),
            Code("return await work.WaitAsync(TimeSpan.FromMilliseconds(ms));"));
    }

    [Theory]
    // An outside token: its cancellation ends in a TimeoutException here, an OperationCanceledException with WaitAsync.
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms, token)) != work) throw new TimeoutException(); return await work;")]
    // .Result throws an AggregateException for a faulted task, await its own exception.
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); return work.Result;")]
    // Nothing observes the task after the race: a faulted task doesn't throw here, it would with WaitAsync.
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); return 0;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); Log(\"done\"); return await work;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); return 1 + await work;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); Console.WriteLine(Console.ReadLine()!, await work); return 0;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); Console.WriteLine(format: \"{0}\", arg0: await work); return 0;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); int r; r = await work; return r;")]
    // The timeout branch does something else, or throws something else.
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) { Log(\"late\"); throw new TimeoutException(); } return await work;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new OperationCanceledException(); return await work;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); else Log(\"in time\"); return await work;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) == work) return await work; throw new TimeoutException();")]
    // Another task raced, compared or awaited.
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != other) throw new TimeoutException(); return await work;")]
    [InlineData("if (await Task.WhenAny(work, other) != work) throw new TimeoutException(); return await work;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms)) != work) throw new TimeoutException(); await other; return 0;")]
    [InlineData("if (await Task.WhenAny(work, Task.Delay(ms), other) != work) throw new TimeoutException(); return await work;")]
    [InlineData("if (await Task.WhenAny(new[] { work, Task.Delay(ms) }) != work) throw new TimeoutException(); return await work;")]
    // A token source used for something else, or cancelled before the race.
    [InlineData("using var cts = new CancellationTokenSource(); cts.CancelAfter(ms); if (await Task.WhenAny(work, Task.Delay(span, cts.Token)) != work) throw new TimeoutException(); return await work;")]
    [InlineData("using var cts = CancellationTokenSource.CreateLinkedTokenSource(token); if (await Task.WhenAny(work, Task.Delay(span, cts.Token)) != work) throw new TimeoutException(); cts.Cancel(); return await work;")]
    [InlineData("using var cts = new CancellationTokenSource(); if (await Task.WhenAny(work, Task.Delay(span, cts.Token)) != work) throw new TimeoutException(); cts.Cancel(); Log(cts.IsCancellationRequested.ToString()); return await work;")]
    // The winner read again, or not declared right before the race's if.
    [InlineData("var winner = await Task.WhenAny(work, Task.Delay(ms)); if (winner != work) throw new TimeoutException(); Log(winner.Status.ToString()); return await work;")]
    [InlineData("var winner = await Task.WhenAny(work, Task.Delay(ms)); Log(\"raced\"); if (winner != work) throw new TimeoutException(); return await work;")]
    [InlineData("var winner = await Task.WhenAny(work, Task.Delay(ms)); if (winner != work) throw new TimeoutException(); return await (Task<int>)winner;")]
    // The timeout's evaluation could change the task (it runs first in the race).
    [InlineData("Func<int> f = () => { work = Task.FromResult(1); return 5; }; if (await Task.WhenAny(Task.Delay(f()), work) != work) throw new TimeoutException(); return await work;")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task TaskField_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Threading.Tasks;

            class C
            {
                Task _pending = Task.CompletedTask;

                async Task M()
                {
                    if (await Task.WhenAny(_pending, Task.Delay(100)) != _pending) throw new TimeoutException();
                    await _pending;
                }
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System;
            using System.Threading.Tasks;

            class C
            {
                async Task<int> M(Task<int> work)
                {
                    if (await Task.WhenAny(work, Task.Delay(1000)) != work) throw new TimeoutException();
                    return await work;
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            "using System;\nusing System.Threading.Tasks;\nclass C { async Task M(Task t) { if (await [|Task.WhenAny(t, Task.Delay(TimeSpan.FromSeconds(1)))|] != t) throw new TimeoutException(); await t; } }",
            "using System;\nusing System.Threading.Tasks;\nclass C { async Task M(Task t) { await t.WaitAsync(TimeSpan.FromSeconds(1)); } }",
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task TimeSpanImported_WhenTheFileHasNoUsingSystem()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Threading.Tasks;

            namespace N
            {
                class C
                {
                    async Task M(Task t, int ms)
                    {
                        if (await [|Task.WhenAny(t, Task.Delay(ms))|] != t) throw new System.TimeoutException();
                        await t;
                    }
                }
            }
            """,
            """
            using System;
            using System.Threading.Tasks;

            namespace N
            {
                class C
                {
                    async Task M(Task t, int ms)
                    {
                        await t.WaitAsync(TimeSpan.FromMilliseconds(ms));
                    }
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
            using System.Threading;
            using System.Threading.Tasks;

            class C
            {
                async Task<string> Both(Task<string> first, Task second, TimeSpan timeout)
                {
                    if (await [|Task.WhenAny(second, Task.Delay(timeout))|] != second)
                    {
                        throw new TimeoutException();
                    }

                    await second;
                    using (var cts = new CancellationTokenSource())
                    {
                        if (await [|Task.WhenAny(first, Task.Delay(timeout, cts.Token))|] != first)
                        {
                            throw new TimeoutException("first");
                        }

                        cts.Cancel();
                        return await first;
                    }
                }
            }
            """,
            """
            using System;
            using System.Threading;
            using System.Threading.Tasks;

            class C
            {
                async Task<string> Both(Task<string> first, Task second, TimeSpan timeout)
                {
                    await second.WaitAsync(timeout);
                    try
                    {
                        await first.WaitAsync(timeout);
                    }
                    catch (TimeoutException) when (!first.IsCompleted)
                    {
                        throw new TimeoutException("first");
                    }

                    return await first;
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System;
            using System.Threading.Tasks;

            class C
            {
                async Task M(Task t)
                {
                    if (await Task.WhenAny(t, Task.Delay(1000)) != t) throw new TimeoutException();
                    await t;
                }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System;
            using System.Threading.Tasks;

            class D
            {
                async Task M(Task t)
                {
                    if (await Task.WhenAny(t, Task.Delay(1000)) != t) throw new TimeoutException();
                    await t;
                }
            }
            """));
        await test.RunAsync();
    }
}
