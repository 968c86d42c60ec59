using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseCaptureValueSpanAnalyzer,
    PerfAnalyzers.Rules.Strings.UseCaptureValueSpanCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseCaptureValueSpanAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        #nullable enable
        using System;
        using System.Globalization;
        using System.Text.RegularExpressions;

        class C
        {
            private const string Verb = "GET";

            object? M(Match m, Group g, Capture c, string other, string? maybe, int i)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("[|m.Value|] == \"GET\"", "m.ValueSpan.SequenceEqual(\"GET\")")]
    [InlineData("[|m.Groups[1].Value|] != Verb", "!m.Groups[1].ValueSpan.SequenceEqual(Verb)")]
    [InlineData("\"GET\" == [|g.Value|]", "g.ValueSpan.SequenceEqual(\"GET\")")]
    [InlineData("[|c.Value|] == other", "c.ValueSpan.SequenceEqual(other)")]
    [InlineData("[|m.Groups[\"a\"].Value|] == m.Groups[\"b\"].Value", "m.Groups[\"a\"].ValueSpan.SequenceEqual(m.Groups[\"b\"].ValueSpan)")]
    [InlineData("[|g.Value|].Equals(other)", "g.ValueSpan.SequenceEqual(other)")]
    [InlineData("[|g.Value|].Equals(\"get\", StringComparison.OrdinalIgnoreCase)", "g.ValueSpan.Equals(\"get\", StringComparison.OrdinalIgnoreCase)")]
    [InlineData("[|m.Value|].StartsWith(\"/api/\", StringComparison.Ordinal)", "m.ValueSpan.StartsWith(\"/api/\", StringComparison.Ordinal)")]
    [InlineData("string.Equals([|g.Value|], \"x\", StringComparison.Ordinal)", "g.ValueSpan.Equals(\"x\", StringComparison.Ordinal)")]
    [InlineData("maybe != null && [|g.Value|] == maybe", "maybe != null && g.ValueSpan.SequenceEqual(maybe)")]
    public async Task Comparison_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return {before};"), Code($"return {after};"));
    }

    [Theory]
    [InlineData("int.Parse([|m.Groups[1].Value|])", "int.Parse(m.Groups[1].ValueSpan)")]
    [InlineData("int.Parse([|g.Value|], NumberStyles.HexNumber, CultureInfo.InvariantCulture)", "int.Parse(g.ValueSpan, NumberStyles.HexNumber, CultureInfo.InvariantCulture)")]
    [InlineData("int.TryParse([|g.Value|], out var value) ? value : -1", "int.TryParse(g.ValueSpan, out var value) ? value : -1")]
    [InlineData("double.Parse([|m.Groups[\"amount\"].Value|], CultureInfo.InvariantCulture)", "double.Parse(m.Groups[\"amount\"].ValueSpan, CultureInfo.InvariantCulture)")]
    [InlineData("Guid.Parse([|c.Value|])", "Guid.Parse(c.ValueSpan)")]
    [InlineData("Enum.Parse<DayOfWeek>([|g.Value|], ignoreCase: true)", "Enum.Parse<DayOfWeek>(g.ValueSpan, ignoreCase: true)")]
    [InlineData("[|g.Value|][0]", "g.ValueSpan[0]")]
    [InlineData("[|m.Groups[2].Value|][i] == 'x'", "m.Groups[2].ValueSpan[i] == 'x'")]
    [InlineData("[|g.Value|].Length", "g.Length")]
    [InlineData("[|m.Groups[\"name\"].Value|].Length > 3", "m.Groups[\"name\"].Length > 3")]
    [InlineData("[|g.Value|] is \"a\" or \"b\"", "g.ValueSpan is \"a\" or \"b\"")]
    [InlineData("[|g.Value|] is not Verb", "g.ValueSpan is not Verb")]
    [InlineData("[|m.Groups[1].Value|] switch { \"GET\" => 1, \"POST\" or \"PUT\" => 2, _ => 0 }", "m.Groups[1].ValueSpan switch { \"GET\" => 1, \"POST\" or \"PUT\" => 2, _ => 0 }")]
    public async Task SpanUse_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return {before};"), Code($"return {after};"));
    }

    [Fact]
    public async Task SwitchStatement_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                switch ([|m.Groups["verb"].Value|])
                        {
                            case "GET":
                            case Verb + "X":
                                return 1;
                            case "POST" when i > 0:
                                return 2;
                            default:
                                return 0;
                        }
                """),
            Code("""
                switch (m.Groups["verb"].ValueSpan)
                        {
                            case "GET":
                            case Verb + "X":
                                return 1;
                            case "POST" when i > 0:
                                return 2;
                            default:
                                return 0;
                        }
                """));
    }

    [Fact]
    public async Task WithoutUsingSystem_AddsItForTheExtensionMethod()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Text.RegularExpressions;

            class C
            {
                bool M(Match m) => [|m.Value|] == "ab";

                int N(Match m) => int.Parse([|m.Value|]);
            }
            """,
            """
            using System;
            using System.Text.RegularExpressions;

            class C
            {
                bool M(Match m) => m.ValueSpan.SequenceEqual("ab");

                int N(Match m) => int.Parse(m.ValueSpan);
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("return {|#0:g.Value|} == \"x\" || {|#1:g.Value|}.Length > 2;"),
            FixedCode = Code("return g.ValueSpan.SequenceEqual(\"x\") || g.Length > 2;"),
        };
        var payoff = PerfAnalyzers.Rules.Strings.UseCaptureValueSpanAnalyzer.ValueSpanPayoff.For(10);
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments("ValueSpan", "Value", payoff)
            .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations));
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(1).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments("Length", "Value.Length", payoff));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("g.Value")]
    [InlineData("g.Value == maybe")]
    [InlineData("g.Value == null")]
    [InlineData("g.Value.Equals(maybe)")]
    [InlineData("g.Value.StartsWith(other)")]
    [InlineData("g.Value.Equals(other, StringComparison.CurrentCultureIgnoreCase)")]
    [InlineData("g.Value.ToUpperInvariant() == other")]
    [InlineData("g.Value.Substring(1)")]
    [InlineData("g.Value[1..]")]
    [InlineData("g.Value[^1]")]
    [InlineData("Next() == g.Value")]
    [InlineData("Convert.ToInt32(g.Value)")]
    [InlineData("Own.Parse(g.Value)")]
    [InlineData("m?.Value == \"x\"")]
    [InlineData("m?.Value.Length")]
    [InlineData("g.Value is null or \"a\"")]
    [InlineData("g.Value is string s && s.Length > 1")]
    [InlineData("g.Value is { Length: > 1 }")]
    [InlineData("g.Value switch { \"a\" => 1, var s => s.Length }")]
    [InlineData("g.Value switch { null => 0, _ => 1 }")]
    [InlineData("Lookup[g.Value]")]
    [InlineData("other + g.Value")]
    [InlineData("g.Value.ValueEquals()")]
    [InlineData("((System.Linq.Expressions.Expression<Func<Match, bool>>)(x => x.Value == \"a\"))")]
    [InlineData("m.Groups.Count")]
    [InlineData("new System.Collections.Generic.KeyValuePair<string, string>(other, other).Value == \"x\"")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};", """
                static string Next() => "x";

                static readonly System.Collections.Generic.Dictionary<string, int> Lookup = new();

                static class Own
                {
                    public static int Parse(string s) => s.Length;
                }
            """ + "\n}\nstatic class Extensions\n{\n    public static bool ValueEquals(this string s) => s.Length == 0;"));
    }

    [Fact]
    public async Task SwitchThatAwaitsOrYields_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Collections.Generic;
            using System.Text.RegularExpressions;
            using System.Threading.Tasks;

            class C
            {
                async Task<int> A(Match m, Task<int> t)
                {
                    switch (m.Value)
                    {
                        case "a":
                            return await t;
                        default:
                            return 0;
                    }
                }

                IEnumerable<int> B(Match m)
                {
                    switch (m.Value)
                    {
                        case "a":
                            yield return 1;
                            break;
                    }
                }

                async Task<bool> D(Match m, Task<string> t) => m.Value == await t;

                async Task<char> E(Match m, Task<int> t) => m.Value[await t];
            }
            """);
    }

    [Fact]
    public async Task AsyncMethodWithoutAwaitInTheUse_ReportsAndFixes()
    {
        // C# 12: no local of a span type in an async method, but a span the compiler holds between two awaits is fine.
        var test = new Verify.Test
        {
            TestCode = """
                using System.Text.RegularExpressions;
                using System.Threading.Tasks;

                class C
                {
                    async Task<int> M(Match m, Task<int> t)
                    {
                        var n = await t;
                        switch ([|m.Value|])
                        {
                            case "a":
                                n += int.Parse([|m.Groups[1].Value|]);
                                break;
                            default:
                                n += [|m.Value|][0];
                                break;
                        }

                        return [|m.Value|][0] + await t;
                    }
                }
                """,
            FixedCode = """
                using System.Text.RegularExpressions;
                using System.Threading.Tasks;

                class C
                {
                    async Task<int> M(Match m, Task<int> t)
                    {
                        var n = await t;
                        switch (m.ValueSpan)
                        {
                            case "a":
                                n += int.Parse(m.Groups[1].ValueSpan);
                                break;
                            default:
                                n += m.ValueSpan[0];
                                break;
                        }

                        return m.ValueSpan[0] + await t;
                    }
                }
                """,
            LanguageVersion = LanguageVersion.CSharp12,
        };
        await test.RunAsync();
    }

    [Fact]
    public async Task PatternsBeforeCSharp11_NoDiagnostic()
    {
        // Matching a span against a string constant is C# 11; the other uses are reported.
        var test = new Verify.Test
        {
            TestCode = """
                using System.Text.RegularExpressions;

                class C
                {
                    int M(Match m) => m.Value switch { "a" => 1, _ => [|m.Value|].Length };

                    bool N(Match m) => m.Value is "a";
                }
                """,
            FixedCode = """
                using System.Text.RegularExpressions;

                class C
                {
                    int M(Match m) => m.Value switch { "a" => 1, _ => m.Length };

                    bool N(Match m) => m.Value is "a";
                }
                """,
            LanguageVersion = LanguageVersion.CSharp10,
        };
        await test.RunAsync();
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Text.RegularExpressions;

            class C
            {
                bool M(Match m) => m.Value == "x" || int.Parse(m.Groups[1].Value) > m.Value.Length;
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Text.RegularExpressions;

            class C
            {
                bool M(Match m) => [|m.Value|] == "x" || int.Parse([|m.Groups[1].Value|]) > [|m.Value|].Length;
            }
            """,
            """
            using System;
            using System.Text.RegularExpressions;

            class C
            {
                bool M(Match m) => m.ValueSpan.SequenceEqual("x") || int.Parse(m.Groups[1].ValueSpan) > m.Length;
            }
            """,
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Text.RegularExpressions;

            namespace N
            {
                class C
                {
                    private static readonly Regex Line = new Regex(@"^(\w+) (\d+) (\S+)$");

                    int M(string text)
                    {
                        var total = 0;
                        foreach (Match m in Line.Matches(text))
                        {
                            if ([|m.Groups[1].Value|] == "GET" || [|m.Groups[1].Value|].Equals("HEAD", StringComparison.OrdinalIgnoreCase))
                            {
                                total += int.Parse([|m.Groups[2].Value|]) + [|m.Groups[3].Value|].Length;
                            }
                        }

                        return total;
                    }
                }
            }
            """,
            """
            using System;
            using System.Text.RegularExpressions;

            namespace N
            {
                class C
                {
                    private static readonly Regex Line = new Regex(@"^(\w+) (\d+) (\S+)$");

                    int M(string text)
                    {
                        var total = 0;
                        foreach (Match m in Line.Matches(text))
                        {
                            if (m.Groups[1].ValueSpan.SequenceEqual("GET") || m.Groups[1].ValueSpan.Equals("HEAD", StringComparison.OrdinalIgnoreCase))
                            {
                                total += int.Parse(m.Groups[2].ValueSpan) + m.Groups[3].Length;
                            }
                        }

                        return total;
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System.Text.RegularExpressions;

            class A
            {
                bool M(Match m) => [|m.Value|] is "a";
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Text.RegularExpressions;

            class B
            {
                int M(Group g) => long.Parse([|g.Value|]) > 0 ? [|g.Value|].Length : 0;
            }
            """));
        test.FixedState.Sources.Add(("/0/A.cs", """
            using System.Text.RegularExpressions;

            class A
            {
                bool M(Match m) => m.ValueSpan is "a";
            }
            """));
        test.FixedState.Sources.Add(("/0/B.cs", """
            using System.Text.RegularExpressions;

            class B
            {
                int M(Group g) => long.Parse(g.ValueSpan) > 0 ? g.Length : 0;
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Text.RegularExpressions;

            class C
            {
                bool M(Match m) => m.Value == "x";
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Text.RegularExpressions;

            class D
            {
                int M(Match m) => int.Parse(m.Value);
            }
            """));
        await test.RunAsync();
    }
}
