using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseSpanSplitAnalyzer,
    PerfAnalyzers.Rules.Strings.UseSpanSplitCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseSpanSplitAnalyzerTests
{
    private static string Code(string loop, string extra = "") => $$"""
        #nullable enable
        using System;
        using System.Collections.Generic;
        using System.Globalization;

        class C
        {
            private string _field = "a,b";

        string Field => _field;

            int M(string s, string other, string? maybe, List<string> list, StringSplitOptions options)
            {
                var total = 0;
                {{loop}}
                return total;
            }
        {{extra}}
        }
        """;

    private static string Before(string body, string split = "s.Split(',')") => $$"""
        foreach (var part in [|{{split}}|])
                {
                    {{body}}
                }

        """;

    private static string After(string body, string separator = "','", string declaration = "var part = s.AsSpan(range);") => $$"""
        foreach (var range in s.AsSpan().Split({{separator}}))
                {
                    {{declaration}}
                    {{body}}
                }

        """;

    [Theory]
    [InlineData("total += int.Parse(part);", "total += int.Parse(part);")]
    [InlineData("total += int.Parse(part, NumberStyles.HexNumber, CultureInfo.InvariantCulture);", "total += int.Parse(part, NumberStyles.HexNumber, CultureInfo.InvariantCulture);")]
    [InlineData("if (int.TryParse(part, out var value)) total += value;", "if (int.TryParse(part, out var value)) total += value;")]
    [InlineData("if (part == \"x\") total++;", "if (part.SequenceEqual(\"x\")) total++;")]
    [InlineData("if (\"x\" == part) total++;", "if (part.SequenceEqual(\"x\")) total++;")]
    [InlineData("if (part != other) total++;", "if (!part.SequenceEqual(other)) total++;")]
    [InlineData("if (part.Equals(other)) total++;", "if (part.SequenceEqual(other)) total++;")]
    [InlineData("if (string.Equals(part, \"x\")) total++;", "if (part.SequenceEqual(\"x\")) total++;")]
    [InlineData("if (string.Equals(other, part, StringComparison.OrdinalIgnoreCase)) total++;", "if (part.Equals(other, StringComparison.OrdinalIgnoreCase)) total++;")]
    [InlineData("if (part.Equals(\"x\", StringComparison.Ordinal)) total++;", "if (part.Equals(\"x\", StringComparison.Ordinal)) total++;")]
    [InlineData("if (part.StartsWith(\"#\", StringComparison.Ordinal) || part.EndsWith(other, StringComparison.OrdinalIgnoreCase)) total++;", "if (part.StartsWith(\"#\", StringComparison.Ordinal) || part.EndsWith(other, StringComparison.OrdinalIgnoreCase)) total++;")]
    [InlineData("total += part.Length > 0 ? part[0] : part.Length;", "total += part.Length > 0 ? part[0] : part.Length;")]
    [InlineData("total += part.Length > 1 ? part[^1] + part[^2] : 0;", "total += part.Length > 1 ? part[^1] + part[^2] : 0;")]
    [InlineData("switch (part) { case \"a\": total++; break; case \"b\" or \"c\": total += 2; break; default: break; }", "switch (part) { case \"a\": total++; break; case \"b\" or \"c\": total += 2; break; default: break; }")]
    [InlineData("if (part is \"a\" or not \"b\") total++;", "if (part is \"a\" or not \"b\") total++;")]
    [InlineData("total += part switch { \"a\" => 1, \"b\" => 2, _ => 0 };", "total += part switch { \"a\" => 1, \"b\" => 2, _ => 0 };")]
    [InlineData("if (part == \"x\" && part == other) total += int.Parse(part);", "if (part.SequenceEqual(\"x\") && part.SequenceEqual(other)) total += int.Parse(part);")]
    public async Task PartOnlyRead_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(Before(before)), Code(After(after)));
    }

    [Theory]
    [InlineData("s.Split(',', StringSplitOptions.RemoveEmptyEntries)", "','", "var part = s.AsSpan(range);", true)]
    [InlineData("s.Split(',', StringSplitOptions.TrimEntries)", "','", "var part = s.AsSpan(range).Trim();", false)]
    [InlineData("s.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)", "','", "var part = s.AsSpan(range).Trim();", true)]
    [InlineData("s.Split(\", \")", "\", \"", "var part = s.AsSpan(range);", false)]
    [InlineData("s.Split(\"::\", StringSplitOptions.None)", "\"::\"", "var part = s.AsSpan(range);", false)]
    [InlineData("s.Split(separator: ';')", "separator: ';'", "var part = s.AsSpan(range);", false)]
    public async Task Options_Emulated(string split, string separator, string declaration, bool skipEmpty)
    {
        var skip = skipEmpty
            ? """

                            if (part.IsEmpty)
                            {
                                continue;
                            }

                """
            : "";
        var after = $$"""
            #nullable enable
            using System;

            class C
            {
                int M(string s)
                {
                    var total = 0;
                    foreach (var range in s.AsSpan().Split({{separator}}))
                    {
                        {{declaration}}{{skip}}
                        total += int.Parse(part);
                    }

                    return total;
                }
            }
            """;
        await Verify.VerifyCodeFixAsync(
            $$"""
            #nullable enable
            using System;

            class C
            {
                int M(string s)
                {
                    var total = 0;
                    foreach (var part in [|{{split}}|])
                    {
                        total += int.Parse(part);
                    }

                    return total;
                }
            }
            """,
            after);
    }

    [Fact]
    public async Task ExplicitTypes_SpanAndRange()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                int M(string s)
                {
                    var total = 0;
                    foreach (string part in [|s.Split('/')|])
                    {
                        total += part.Length;
                    }

                    return total;
                }
            }
            """,
            """
            using System;

            class C
            {
                int M(string s)
                {
                    var total = 0;
                    foreach (Range range in s.AsSpan().Split('/'))
                    {
                        ReadOnlySpan<char> part = s.AsSpan(range);
                        total += part.Length;
                    }

                    return total;
                }
            }
            """);
    }

    [Fact]
    public async Task StatementBody_BecomesBlock_UsingAdded_NameTaken()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                int M(string s, int range)
                {
                    var total = range;
                    foreach (var field in [|s.Split(';')|])
                        total += int.Parse(field);
                    return total;
                }
            }
            """,
            """
            using System;

            class C
            {
                int M(string s, int range)
                {
                    var total = range;
                    foreach (var range2 in s.AsSpan().Split(';'))
                    {
                        var field = s.AsSpan(range2);
                        total += int.Parse(field);
                    }

                    return total;
                }
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code(Before("total += part.Length;").Replace("[|s.Split(',')|]", "{|#0:s.Split(',')|}")),
            FixedCode = Code(After("total += part.Length;")),
        };
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Warning)
            .WithArguments("s", PerfAnalyzers.Rules.Strings.UseSpanSplitAnalyzer.SpanSplitPayoff.For(10)));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("list.Add(part);")]
    [InlineData("var copy = part; total += copy.Length;")]
    [InlineData("Console.WriteLine(part);")]
    [InlineData("total += $\"{part}\".Length;")]
    [InlineData("total += part.Trim().Length;")]
    [InlineData("total += part.ToUpperInvariant().Length;")]
    [InlineData("total += part.IndexOf('x');")]
    [InlineData("if (part == maybe) total++;")]
    [InlineData("if (part == null) total++;")]
    [InlineData("if (part.Equals((object)other)) total++;")]
    [InlineData("if (part.StartsWith(\"x\")) total++;")]
    [InlineData("if (part.Equals(other, StringComparison.CurrentCulture)) total++;")]
    [InlineData("if (part is null) total++;")]
    [InlineData("if (part is { Length: > 1 }) total++;")]
    [InlineData("switch (part) { case null: break; case \"a\": total++; break; }")]
    [InlineData("switch (part) { case var x when x.Length > 1: total++; break; }")]
    [InlineData("total += part switch { \"a\" => 1, var x => x.Length };")]
    [InlineData("Func<int> f = () => part.Length; total += f();")]
    [InlineData("total += Local(); int Local() => part.Length;")]
    [InlineData("total += Convert.ToInt32(part);")]
    [InlineData("total += Own.Parse(part);")]
    [InlineData("s = other; total += part.Length;")]
    [InlineData("(s, total) = (other, 1); total += part.Length;")]
    [InlineData("total += nameof(part).Length;")]
    [InlineData("total += part[1..].Length;")]
    public async Task PartUsedAsString_NoDiagnostic(string body)
    {
        var code = Code(Before(body).Replace("[|", "").Replace("|]", ""), """
                static class Own
                {
                    public static int Parse(string s) => s.Length;
                    public static long Parse(ReadOnlySpan<char> s) => s.Length + 1;
                }
            """);
        await Verify.VerifyAnalyzerAsync(code);
    }

    [Theory]
    [InlineData("s.Split(',', ';')")]
    [InlineData("s.Split(new[] { ',' })")]
    [InlineData("s.Split(',', 2)")]
    [InlineData("s.Split(other)")]
    [InlineData("s.Split(\"\")")]
    [InlineData("s.Split(new[] { \",\" }, StringSplitOptions.None)")]
    [InlineData("s.Split(',', options)")]
    [InlineData("s.Split(',', (StringSplitOptions)4)")]
    [InlineData("maybe!.Split(',')")]
    [InlineData("_field.Split(',')")]
    [InlineData("s.Trim().Split(',')")]
    [InlineData("s.AsSpan().ToString().Split(',')")]
    public async Task OtherSplits_NoDiagnostic(string split)
    {
        await Verify.VerifyAnalyzerAsync(Code(Before("total += part.Length;", split).Replace("[|", "").Replace("|]", "")));
    }

    [Fact]
    public async Task NullableOblivious_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            #nullable disable
            class C
            {
                int M(string s)
                {
                    var total = 0;
                    foreach (var part in s.Split(','))
                    {
                        total += part.Length;
                    }

                    return total;
                }
            }
            """);
    }

    [Fact]
    public async Task StringChangedByALambda_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            #nullable enable
            using System;

            class C
            {
                int M(string s)
                {
                    Action change = () => s = "x,y";
                    var total = 0;
                    foreach (var part in s.Split(','))
                    {
                        change();
                        total += part.Length;
                    }

                    return total;
                }

                int N(string s)
                {
                    ref string alias = ref s;
                    var total = 0;
                    foreach (var part in s.Split(','))
                    {
                        alias = "x";
                        total += part.Length;
                    }

                    return total;
                }
            }
            """);
    }

    [Fact]
    public async Task AwaitOrYieldInTheLoop_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            #nullable enable
            using System.Collections.Generic;
            using System.Threading.Tasks;

            class C
            {
                async Task<int> M(string s)
                {
                    var total = 0;
                    foreach (var part in s.Split(','))
                    {
                        await Task.Yield();
                        total += part.Length;
                    }

                    return total;
                }

                IEnumerable<int> N(string s)
                {
                    foreach (var part in s.Split(','))
                    {
                        yield return part.Length;
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task AsyncMethod_CSharp13_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #nullable enable
            using System;
            using System.Threading.Tasks;

            class C
            {
                async Task<int> M(string s)
                {
                    await Task.Yield();
                    var total = 0;
                    foreach (var part in [|s.Split(',')|])
                    {
                        total += int.Parse(part);
                    }

                    return total;
                }
            }
            """,
            """
            #nullable enable
            using System;
            using System.Threading.Tasks;

            class C
            {
                async Task<int> M(string s)
                {
                    await Task.Yield();
                    var total = 0;
                    foreach (var range in s.AsSpan().Split(','))
                    {
                        var part = s.AsSpan(range);
                        total += int.Parse(part);
                    }

                    return total;
                }
            }
            """);
    }

    [Fact]
    public async Task AsyncMethod_CSharp12_NoDiagnostic()
    {
        var test = new Verify.Test
        {
            TestCode = """
                #nullable enable
                using System.Threading.Tasks;

                class C
                {
                    async Task<int> M(string s)
                    {
                        await Task.Yield();
                        var total = 0;
                        foreach (var part in s.Split(','))
                        {
                            total += int.Parse(part);
                        }

                        return total;
                    }
                }
                """,
            LanguageVersion = LanguageVersion.CSharp12,
        };
        await test.RunAsync();
    }

    [Theory]
    [InlineData("switch (part) { case \"a\": total++; break; }")]
    [InlineData("if (part is \"a\") total++;")]
    [InlineData("total += part switch { \"a\" => 1, _ => 0 };")]
    public async Task PatternsBeforeCSharp11_NoDiagnostic(string body)
    {
        var test = new Verify.Test
        {
            TestCode = Code(Before(body).Replace("[|", "").Replace("|]", "")),
            LanguageVersion = LanguageVersion.CSharp10,
        };
        await test.RunAsync();
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            class C
            {
                int M()
                {
                    var s = "1,2";
                    var total = 0;
                    foreach (var part in s.Split(','))
                    {
                        total += int.Parse(part);
                    }

                    return total;
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #nullable enable
            using System;

            class C
            {
                int M(string s, string t)
                {
                    var total = 0;
                    foreach (var part in [|s.Split(',')|])
                    {
                        if (part == "x")
                        {
                            foreach (var inner in [|t.Split(':', StringSplitOptions.TrimEntries)|])
                            {
                                total += int.Parse(inner);
                            }
                        }
                    }

                    foreach (var part in [|t.Split(',')|])
                    {
                        total += part.Length;
                    }

                    return total;
                }
            }
            """,
            """
            #nullable enable
            using System;

            class C
            {
                int M(string s, string t)
                {
                    var total = 0;
                    foreach (var range in s.AsSpan().Split(','))
                    {
                        var part = s.AsSpan(range);
                        if (part.SequenceEqual("x"))
                        {
                            foreach (var range2 in t.AsSpan().Split(':'))
                            {
                                var inner = t.AsSpan(range2).Trim();
                                total += int.Parse(inner);
                            }
                        }
                    }

                    foreach (var range in t.AsSpan().Split(','))
                    {
                        var part = t.AsSpan(range);
                        total += part.Length;
                    }

                    return total;
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            #nullable enable
            class C
            {
                int M(string s)
                {
                    var total = 0;
                    foreach (var part in s.Split(',')) total += part.Length;
                    return total;
                }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            #nullable enable
            class D
            {
                int M(string s)
                {
                    var total = 0;
                    foreach (var part in s.Split(',')) total += part.Length;
                    return total;
                }
            }
            """));
        await test.RunAsync();
    }
}
