using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.UseEnumerateInvocationListAnalyzer,
    PerfAnalyzers.Rules.Runtime.UseEnumerateInvocationListCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class UseEnumerateInvocationListAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;

        class C
        {
            public event EventHandler? Changed;

        void Raise() => Changed?.Invoke(this, EventArgs.Empty);

            int M(Action<int> action, Action<int>? maybe, Delegate any, object sender)
            {
                var count = 0;
                {{body}}
                return count;
            }
        }
        """;

    [Theory]
    [InlineData("foreach (Action<int> a in [|action.GetInvocationList()|]) { a(count++); }", "foreach (Action<int> a in Delegate.EnumerateInvocationList(action)) { a(count++); }")]
    [InlineData("foreach (var d in [|action.GetInvocationList()|]) { d.DynamicInvoke(count++); }", "foreach (Delegate d in Delegate.EnumerateInvocationList(action)) { d.DynamicInvoke(count++); }")]
    [InlineData("foreach (var d in [|any.GetInvocationList()|]) { count += d.Method.Name.Length; }", "foreach (var d in Delegate.EnumerateInvocationList(any)) { count += d.Method.Name.Length; }")]
    [InlineData("if (maybe != null) { foreach (Action<int> a in [|maybe.GetInvocationList()|]) { a(1); } }", "if (maybe != null) { foreach (Action<int> a in Delegate.EnumerateInvocationList(maybe)) { a(1); } }")]
    [InlineData("foreach (EventHandler h in [|Changed?.GetInvocationList() ?? Array.Empty<Delegate>()|]) { h(sender, EventArgs.Empty); }", "foreach (EventHandler h in Delegate.EnumerateInvocationList(Changed)) { h(sender, EventArgs.Empty); }")]
    [InlineData("foreach (var d in [|maybe?.GetInvocationList() ?? new Delegate[0]|]) { count++; }", "foreach (Delegate d in Delegate.EnumerateInvocationList(maybe)) { count++; }")]
    public async Task LoopOverTheArray_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("foreach (Action<int> a in {|#0:action.GetInvocationList()|}) { a(1); }"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments(PerfAnalyzers.Rules.Runtime.UseEnumerateInvocationListAnalyzer.EnumerateInvocationListPayoff.For(10)),
            Code("foreach (Action<int> a in Delegate.EnumerateInvocationList(action)) { a(1); }"));
    }

    [Theory]
    [InlineData("foreach (var d in maybe!.GetInvocationList()) { count++; }")]
    [InlineData("foreach (var d in Changed!.GetInvocationList()) { count++; }")]
    [InlineData("foreach (var d in maybe?.GetInvocationList() ?? new Delegate[1]) { count++; }")]
    [InlineData("foreach (var d in maybe?.GetInvocationList() ?? Array.Empty<object>()) { count++; }")]
    [InlineData("var list = action.GetInvocationList(); foreach (var d in list) { count++; } count += list.Length;")]
    [InlineData("count = action.GetInvocationList().Length;")]
    [InlineData("foreach (var d in action.GetInvocationList().Reverse()) { count++; }")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body).Replace("using System;", "using System;\nusing System.Linq;"));
    }

    [Fact]
    public async Task WithoutNullableAnnotations_NoDiagnostic()
    {
        // Not known not null: GetInvocationList throws on null, where the enumeration would be empty.
        await Verify.VerifyAnalyzerAsync("""
            #nullable disable
            using System;

            class C
            {
                int M(Action action)
                {
                    var count = 0;
                    foreach (var d in action.GetInvocationList()) { count++; }
                    return count;
                }
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            "using System;\nclass C { int M(Action a) { var n = 0; foreach (var d in a?.GetInvocationList() ?? new Delegate[0]) { n++; } return n; } }",
            runtime);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            namespace N
            {
                class C
                {
                    int M(System.Action outer, System.Func<int> inner)
                    {
                        var total = 0;
                        foreach (System.Action a in [|outer.GetInvocationList()|])
                        {
                            foreach (var f in [|inner.GetInvocationList()|])
                            {
                                total += (int)f.DynamicInvoke()!;
                            }

                            a();
                        }

                        return total;
                    }
                }
            }
            """,
            """
            using System;

            namespace N
            {
                class C
                {
                    int M(System.Action outer, System.Func<int> inner)
                    {
                        var total = 0;
                        foreach (System.Action a in Delegate.EnumerateInvocationList(outer))
                        {
                            foreach (Delegate f in Delegate.EnumerateInvocationList(inner))
                            {
                                total += (int)f.DynamicInvoke()!;
                            }

                            a();
                        }

                        return total;
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            class C
            {
                int M(System.Action a) { var n = 0; foreach (var d in a.GetInvocationList()) { n++; } return n; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                int M(System.Action a) { var n = 0; foreach (var d in a.GetInvocationList()) { n++; } return n; }
            }
            """));
        await test.RunAsync();
    }
}
