using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseSpanInsteadOfSubstringAnalyzer,
    PerfAnalyzers.Rules.Strings.UseSpanInsteadOfSubstringCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseSpanInsteadOfSubstringAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        #nullable enable
        using System;
        using System.Globalization;

        class C
        {
            private const string Prefix = "GET ";

            object? M(string s, string other, string? maybe, int i, int n)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("[|s.Substring(0, 4)|] == \"GET \"", "s.AsSpan(0, 4).SequenceEqual(\"GET \")")]
    [InlineData("[|s.Substring(i)|] != Prefix", "!s.AsSpan(i).SequenceEqual(Prefix)")]
    [InlineData("\"GET \" == [|s.Substring(0, 4)|]", "s.AsSpan(0, 4).SequenceEqual(\"GET \")")]
    [InlineData("other == [|s.Substring(i, n)|]", "s.AsSpan(i, n).SequenceEqual(other)")]
    [InlineData("[|s.Substring(i, n)|] == other", "s.AsSpan(i, n).SequenceEqual(other)")]
    [InlineData("[|s.Substring(1)|] == other.Substring(2)", "s.AsSpan(1).SequenceEqual(other.AsSpan(2))")]
    [InlineData("[|s.Substring(i)|].Equals(other)", "s.AsSpan(i).SequenceEqual(other)")]
    [InlineData("[|s.Substring(i)|].Equals(\"x\", StringComparison.OrdinalIgnoreCase)", "s.AsSpan(i).Equals(\"x\", StringComparison.OrdinalIgnoreCase)")]
    [InlineData("[|s.Substring(i)|].StartsWith(other, StringComparison.Ordinal)", "s.AsSpan(i).StartsWith(other, StringComparison.Ordinal)")]
    [InlineData("[|s.Substring(0, n)|].EndsWith(\"/\", StringComparison.Ordinal)", "s.AsSpan(0, n).EndsWith(\"/\", StringComparison.Ordinal)")]
    [InlineData("string.Equals([|s.Substring(i)|], \"x\")", "s.AsSpan(i).SequenceEqual(\"x\")")]
    [InlineData("string.Equals(\"x\", [|s.Substring(i)|], StringComparison.Ordinal)", "s.AsSpan(i).Equals(\"x\", StringComparison.Ordinal)")]
    [InlineData("String.Equals([|s.Substring(i)|], other, StringComparison.OrdinalIgnoreCase)", "s.AsSpan(i).Equals(other, StringComparison.OrdinalIgnoreCase)")]
    [InlineData("maybe != null && [|s.Substring(i)|] == maybe", "maybe != null && s.AsSpan(i).SequenceEqual(maybe)")]
    public async Task Comparison_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return {before};"), Code($"return {after};"));
    }

    [Theory]
    [InlineData("int.Parse([|s.Substring(i, n)|])", "int.Parse(s.AsSpan(i, n))")]
    [InlineData("int.Parse([|s.Substring(i)|], NumberStyles.HexNumber, CultureInfo.InvariantCulture)", "int.Parse(s.AsSpan(i), NumberStyles.HexNumber, CultureInfo.InvariantCulture)")]
    [InlineData("long.Parse([|s.Substring(i)|], CultureInfo.InvariantCulture)", "long.Parse(s.AsSpan(i), CultureInfo.InvariantCulture)")]
    [InlineData("int.TryParse([|s.Substring(i)|], out var value) ? value : -1", "int.TryParse(s.AsSpan(i), out var value) ? value : -1")]
    [InlineData("double.TryParse([|s.Substring(i)|], NumberStyles.Float, CultureInfo.InvariantCulture, out var value) ? value : 0", "double.TryParse(s.AsSpan(i), NumberStyles.Float, CultureInfo.InvariantCulture, out var value) ? value : 0")]
    [InlineData("int.Parse(provider: CultureInfo.InvariantCulture, s: [|s.Substring(i)|])", "int.Parse(provider: CultureInfo.InvariantCulture, s: s.AsSpan(i))")]
    [InlineData("Guid.Parse([|s.Substring(1, 36)|])", "Guid.Parse(s.AsSpan(1, 36))")]
    [InlineData("DateTime.ParseExact([|s.Substring(0, 10)|], \"yyyy-MM-dd\", CultureInfo.InvariantCulture)", "DateTime.ParseExact(s.AsSpan(0, 10), \"yyyy-MM-dd\", CultureInfo.InvariantCulture)")]
    [InlineData("Enum.Parse<DayOfWeek>([|s.Substring(i)|])", "Enum.Parse<DayOfWeek>(s.AsSpan(i))")]
    [InlineData("DateTime.ParseExact([|s.Substring(0, 10)|], other, CultureInfo.InvariantCulture)", "DateTime.ParseExact(s.AsSpan(0, 10), other, CultureInfo.InvariantCulture)")]
    public async Task Parse_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return {before};"), Code($"return {after};"));
    }

    [Fact]
    public async Task WithoutUsingSystem_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                bool M(string s) => [|s.Substring(0, 2)|] == "ab";
            }
            """,
            """
            using System;

            class C
            {
                bool M(string s) => s.AsSpan(0, 2).SequenceEqual("ab");
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("return {|#0:s.Substring(1)|} == \"x\" || int.Parse({|#1:s.Substring(2)|}) > 0;"),
            FixedCode = Code("return s.AsSpan(1).SequenceEqual(\"x\") || int.Parse(s.AsSpan(2)) > 0;"),
        };
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Warning)
            .WithArguments("compare", PerfAnalyzers.Rules.Strings.UseSpanInsteadOfSubstringAnalyzer.SpanInsteadOfSubstringComparePayoff.For(10))
            .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations));
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(1).WithSeverity(DiagnosticSeverity.Warning)
            .WithArguments("parse", PerfAnalyzers.Rules.Strings.UseSpanInsteadOfSubstringAnalyzer.SpanInsteadOfSubstringParsePayoff.For(10)));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("s.Substring(i) == maybe")]
    [InlineData("s.Substring(i) == null")]
    [InlineData("s.Substring(i).Equals(maybe)")]
    [InlineData("s.Substring(i).Equals((object)other)")]
    [InlineData("s.Substring(i).StartsWith(other)")]
    [InlineData("s.Substring(i).StartsWith(other, StringComparison.CurrentCulture)")]
    [InlineData("s.Substring(i).Equals(other, StringComparison.InvariantCultureIgnoreCase)")]
    [InlineData("s.Substring(i).StartsWith('x')")]
    [InlineData("s.Substring(i).CompareTo(other) == 0")]
    [InlineData("s.Substring(i).Length")]
    [InlineData("s.Substring(i).ToUpperInvariant() == other")]
    [InlineData("Next() == s.Substring(i)")]
    [InlineData("string.Equals(Next(), s.Substring(i))")]
    [InlineData("Convert.ToInt32(s.Substring(i))")]
    [InlineData("Own.Parse(s.Substring(i))")]
    [InlineData("Own.TryParse(s.Substring(i), out var v) ? v : 0")]
    [InlineData("System.Xml.Linq.XElement.Parse(s.Substring(i))")]
    [InlineData("s.Remove(i) == other")]
    [InlineData("s.AsSpan(i).SequenceEqual(other)")]
    [InlineData("((System.Linq.Expressions.Expression<Func<string, bool>>)(x => x.Substring(1) == \"a\"))")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};", """
                static string Next() => "x";

                static class Own
                {
                    public static int Parse(string s) => s.Length;

                    public static bool TryParse(string s, out int value)
                    {
                        value = s.Length;
                        return true;
                    }
                }
            """));
    }

    [Fact]
    public async Task NullableDisabled_OnlyConstantsAndSubstrings()
    {
        // Without nullable analysis a variable may be null: Substring(...) == null is false, a span of null is empty.
        // What the runtime's annotated methods return (Trim) is not null either way.
        await Verify.VerifyCodeFixAsync(
            """
            #nullable disable
            using System;

            class C
            {
                bool A(string s, string t) => s.Substring(1) == t;

                bool B(string s, string t) => [|s.Substring(1)|] == "x" && [|t.Substring(2)|] == s.Substring(3);

                bool D(string s, string t) => [|s.Substring(1)|] == t.Trim();
            }
            """,
            """
            #nullable disable
            using System;

            class C
            {
                bool A(string s, string t) => s.Substring(1) == t;

                bool B(string s, string t) => s.AsSpan(1).SequenceEqual("x") && t.AsSpan(2).SequenceEqual(s.AsSpan(3));

                bool D(string s, string t) => s.AsSpan(1).SequenceEqual(t.Trim());
            }
            """);
    }

    [Fact]
    public async Task AwaitInTheComparison_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Threading.Tasks;

            class C
            {
                async Task<bool> M(string s, Task<string> t) => s.Substring(1) == await t;

                async Task<int> N(Task<string> t) => int.Parse((await t).Substring(1));
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
            class C
            {
                bool M(string s) => s.Substring(1) == "x" || int.Parse(s.Substring(2)) > 0;
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

            class C
            {
                bool M(string s) => [|s.Substring(1)|] == "x" || int.Parse([|s.Substring(2)|]) > 0;
            }
            """,
            """
            using System;

            class C
            {
                bool M(string s) => s.AsSpan(1).SequenceEqual("x") || int.Parse(s.AsSpan(2)) > 0;
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

            namespace N
            {
                class C
                {
                    int M(string line)
                    {
                        if ([|line.Substring(0, 3)|] == "GET" || [|line.Substring(0, 4)|].Equals("HEAD"))
                        {
                            return int.Parse([|line.Substring(4, 3)|]) + int.Parse([|line.Substring(8)|]);
                        }

                        return [|line.Substring(1)|].StartsWith("x", StringComparison.Ordinal) ? 1 : 0;
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
                    int M(string line)
                    {
                        if (line.AsSpan(0, 3).SequenceEqual("GET") || line.AsSpan(0, 4).SequenceEqual("HEAD"))
                        {
                            return int.Parse(line.AsSpan(4, 3)) + int.Parse(line.AsSpan(8));
                        }

                        return line.AsSpan(1).StartsWith("x", StringComparison.Ordinal) ? 1 : 0;
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
            using System;

            class A
            {
                bool M(string s) => [|s.Substring(1)|] == "a";
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            class B
            {
                int M(string s) => int.Parse([|s.Substring(1)|]);
            }
            """));
        test.FixedState.Sources.Add(("/0/A.cs", """
            using System;

            class A
            {
                bool M(string s) => s.AsSpan(1).SequenceEqual("a");
            }
            """));
        test.FixedState.Sources.Add(("/0/B.cs", """
            using System;

            class B
            {
                int M(string s) => int.Parse(s.AsSpan(1));
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            class C
            {
                bool M(string s) => s.Substring(1) == "x";
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                int M(string s) => int.Parse(s.Substring(1));
            }
            """));
        await test.RunAsync();
    }
}
