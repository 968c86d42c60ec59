using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.InterpolateToStringConcatenationAnalyzer,
    PerfAnalyzers.Rules.Strings.InterpolateToStringConcatenationCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class InterpolateToStringConcatenationAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        #nullable enable
        using System;
        using System.Globalization;

        class C
        {
            private const string Prefix = "#";
            private int _count;

            void Bump() => _count++;

            object? M(int id, decimal total, double ratio, DateTime when, Guid key, DayOfWeek day, string name, string? maybe, char c, int? optional, CultureInfo culture)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("[|\"Order \" + id.ToString() + \" total \" + total.ToString(\"F2\")|]", "$\"Order {id} total {total:F2}\"")]
    [InlineData("[|id.ToString() + \"/\" + name|]", "$\"{id}/{name}\"")]
    [InlineData("[|name + \": \" + ratio.ToString(\"P1\")|]", "$\"{name}: {ratio:P1}\"")]
    [InlineData("[|\"{\" + id.ToString() + \"}\"|]", "$\"{{{id}}}\"")]
    [InlineData("[|\"a\\tb\\\"\" + when.ToString(\"yyyy-MM-dd\")|]", "$\"a\\tb\\\"{when:yyyy-MM-dd}\"")]
    [InlineData("[|Prefix + id.ToString()|]", "$\"{Prefix}{id}\"")]
    [InlineData("[|maybe + key.ToString(\"N\")|]", "$\"{maybe}{key:N}\"")]
    [InlineData("[|'[' + day.ToString() + ']'|]", "$\"[{day}]\"")]
    [InlineData("[|\"x\" + c + id.ToString()|]", "$\"x{c}{id}\"")]
    [InlineData("[|\"#\" + _count + \": \" + id.ToString()|]", "$\"#{_count}: {id}\"")]
    [InlineData("[|\"v\" + (id > 0 ? id : -id).ToString()|]", "$\"v{(id > 0 ? id : -id)}\"")]
    [InlineData("[|\"a\" + \"b\" + id.ToString()|]", "$\"ab{id}\"")]
    [InlineData("[|\"n=\" + Next().ToString()|]", "$\"n={Next()}\"")]
    public async Task Concatenation_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return {before};", "    static int Next() => 1;\n"), Code($"return {after};", "    static int Next() => 1;\n"));
    }

    [Theory]
    [InlineData("[|\"x=\" + ratio.ToString(CultureInfo.InvariantCulture)|]", "string.Create(CultureInfo.InvariantCulture, $\"x={ratio}\")")]
    [InlineData("[|\"x=\" + ratio.ToString(\"R\", CultureInfo.InvariantCulture) + \", y=\" + id.ToString(CultureInfo.InvariantCulture)|]", "string.Create(CultureInfo.InvariantCulture, $\"x={ratio:R}, y={id}\")")]
    [InlineData("[|name + total.ToString(culture)|]", "string.Create(culture, $\"{name}{total}\")")]
    public async Task WithProvider_ReportsAndFixesWithStringCreate(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return {before};"), Code($"return {after};"));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("var a = {|#0:\"a\" + id.ToString()|}; return {|#1:\"b\" + id.ToString(culture) + a|};"),
            FixedCode = Code("var a = $\"a{id}\"; return string.Create(culture, $\"b{id}{a}\");"),
        };
        var payoff = PerfAnalyzers.Rules.Strings.InterpolateToStringConcatenationAnalyzer.InterpolationPayoff.For(10);
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Warning)
            .WithArguments("an interpolated string", payoff)
            .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations));
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(1).WithSeverity(DiagnosticSeverity.Warning)
            .WithArguments("string.Create with an interpolated string", payoff)
            .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("\"a\" + name")]
    [InlineData("\"a\" + id")]
    [InlineData("\"a\" + name.ToString()")]
    [InlineData("\"a\" + optional.ToString()")]
    [InlineData("\"a\" + ((object)id).ToString()")]
    [InlineData("\"a\" + new Own().ToString()")]
    [InlineData("\"a\" + id.ToString(Format())")]
    [InlineData("\"a\" + id.ToString(\"{0}\")")]
    [InlineData("\"a\" + id.ToString(\"\")")]
    [InlineData("ratio.ToString(\"0.## \") + name")] // CS8088: a hole's format specifier can't end in whitespace (Bitwarden's CoreHelpers)
    [InlineData("\"a\" + id.ToString(\"D\\t\")")]
    [InlineData("\"a\" + id.ToString(\"D\\uFEFF\")")]
    [InlineData("\"{\" + id.ToString(\"D\") + \"}\"")]
    [InlineData("@\"a\\\" + id.ToString()")]
    [InlineData("\"\"\"a\"\"\" + id.ToString()")]
    [InlineData("\"a\" + id.ToString(CultureInfo.InvariantCulture) + ratio.ToString()")]
    [InlineData("\"a\" + id.ToString(CultureInfo.InvariantCulture) + ratio.ToString(culture)")]
    [InlineData("\"a\" + id.ToString(CultureInfo.InvariantCulture) + c")]
    [InlineData("\"a\" + id.ToString(CultureInfo.InvariantCulture) + _count")]
    [InlineData("\"a\" + id.ToString((IFormatProvider)culture)")]
    [InlineData("\"a\" + id.ToString(NumberFormatInfo.InvariantInfo)")]
    [InlineData("\"a\" + _count + Mutate() + id.ToString()")]
    [InlineData("\"a\" + new object() + id.ToString()")]
    [InlineData("\"a\" + null + id.ToString()")]
    [InlineData("((System.Linq.Expressions.Expression<Func<int, string>>)(x => \"a\" + x.ToString()))")]
    [InlineData("string.Concat(\"a\", id.ToString())")]
    [InlineData("$\"a{id}\"")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};", """
                static string Format() => "D";

                static string Mutate() => "";

                struct Own : ISpanFormattable
                {
                    public string ToString(string? format, IFormatProvider? provider) => "own";

                    public bool TryFormat(Span<char> destination, out int written, ReadOnlySpan<char> format, IFormatProvider? provider)
                    {
                        written = 0;
                        return true;
                    }
                }
            """));
    }

    [Fact]
    public async Task ArgumentOfACallWithAHandlerOverload_NoDiagnostic()
    {
        // StringBuilder.Append and Debug.Assert take an interpolated string handler: the rewrite would bind there.
        await Verify.VerifyAnalyzerAsync("""
            using System.Diagnostics;
            using System.Text;

            class C
            {
                void M(StringBuilder builder, int id, bool ok)
                {
                    builder.Append("a" + id.ToString());
                    Debug.Assert(ok, "id " + id.ToString());
                }
            }
            """);
    }

    [Fact]
    public async Task AwaitInTheConcatenation_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Threading.Tasks;

            class C
            {
                async Task<string> M(Task<string> name, int id) => await name + id.ToString();
            }
            """);
    }

    [Fact]
    public async Task CSharp9_NoDiagnostic()
    {
        var test = new Verify.Test
        {
            TestCode = """
                class C
                {
                    string M(int id) => "a" + id.ToString();
                }
                """,
            LanguageVersion = LanguageVersion.CSharp9,
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
            class C
            {
                string M(int id, double x) => "a" + id.ToString() + " " + x.ToString("F2");
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                string M(int id, double x) => [|"a" + id.ToString() + " " + x.ToString("F2")|];
            }
            """,
            """
            class C
            {
                string M(int id, double x) => $"a{id} {x:F2}";
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
            using System.Globalization;

            namespace N
            {
                class Report
                {
                    // Not reported: one value formatted with the current culture, one with the invariant one.
                    string Line(string item, int quantity, decimal price) =>
                        item + " x" + quantity.ToString() + " @ " + price.ToString("C", CultureInfo.InvariantCulture);

                    string Header(DateTime when, int page) => [|"Page " + page.ToString() + ", " + Title([|"printed " + when.ToString("d")|])|];

                    static string Title(string text) => text;
                }
            }
            """,
            """
            using System;
            using System.Globalization;

            namespace N
            {
                class Report
                {
                    // Not reported: one value formatted with the current culture, one with the invariant one.
                    string Line(string item, int quantity, decimal price) =>
                        item + " x" + quantity.ToString() + " @ " + price.ToString("C", CultureInfo.InvariantCulture);

                    string Header(DateTime when, int page) => $"Page {page}, {Title($"printed {when:d}")}";

                    static string Title(string text) => text;
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
                string M(int id) => "a" + id.ToString();
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                string M(int id) => "a" + id.ToString();
            }
            """));
        await test.RunAsync();
    }
}
