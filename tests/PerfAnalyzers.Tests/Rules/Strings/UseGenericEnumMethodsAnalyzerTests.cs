using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.Rules.Strings;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseGenericEnumMethodsAnalyzer,
    PerfAnalyzers.Rules.Strings.UseGenericEnumMethodsCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseGenericEnumMethodsAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        using System;
        using System.Collections.Generic;

        enum Color { Red, Green, Blue }

        [Flags]
        enum Access : byte { None = 0, Read = 1, Write = 2 }

        class C
        {
            object? M(string s, ReadOnlySpan<char> span, Color color, Access access, int number, object boxed, Type type)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("(Color)Enum.Parse(typeof(Color), s)", "Enum.Parse<Color>(s)")]
    [InlineData("(Color)Enum.Parse(typeof(Color), s, true)", "Enum.Parse<Color>(s, true)")]
    [InlineData("(Color)Enum.Parse(typeof(Color), span)", "Enum.Parse<Color>(span)")]
    [InlineData("(Color)Enum.Parse(typeof(Color), span, ignoreCase: false)", "Enum.Parse<Color>(span, ignoreCase: false)")]
    [InlineData("(Access)System.Enum.Parse(typeof(Access), s)", "System.Enum.Parse<Access>(s)")]
    [InlineData("(int)(Color)Enum.Parse(typeof(Color), s)", "(int)Enum.Parse<Color>(s)")]
    [InlineData("((Color)Enum.Parse(typeof(Color), s)).ToString()", "(Enum.Parse<Color>(s)).ToString()")]
    [InlineData("(Color[])Enum.GetValues(typeof(Color))", "Enum.GetValues<Color>()")]
    [InlineData("Enum.IsDefined(typeof(Color), color)", "Enum.IsDefined(color)")]
    [InlineData("Enum.IsDefined(typeof(Access), Access.Read | Access.Write)", "Enum.IsDefined(Access.Read | Access.Write)")]
    [InlineData("Enum.GetName(typeof(Color), color)", "Enum.GetName(color)")]
    [InlineData("Enum.GetName(typeof(Access), (Access)number)", "Enum.GetName((Access)number)")]
    public async Task TypeOverload_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return {Mark(before)};"), Code($"return {after};"));
    }

    // The diagnostic covers the Enum call, inside the cast.
    private static string Mark(string expression)
    {
        var start = expression.IndexOf("Enum.", System.StringComparison.Ordinal);
        if (expression.Substring(0, start).EndsWith("System.", System.StringComparison.Ordinal))
        {
            start -= "System.".Length;
        }

        var end = FindClose(expression, expression.IndexOf('(', start));
        return expression.Substring(0, start) + "[|" + expression.Substring(start, end + 1 - start) + "|]" + expression.Substring(end + 1);
    }

    private static int FindClose(string text, int open)
    {
        var depth = 0;
        for (var i = open; i < text.Length; i++)
        {
            depth += text[i] == '(' ? 1 : text[i] == ')' ? -1 : 0;
            if (depth == 0)
            {
                return i;
            }
        }

        return text.Length - 1;
    }

    [Fact]
    public async Task ForeachOverValues_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var total = 0;
                        foreach (Color each in [|Enum.GetValues(typeof(Color))|])
                        {
                            total += (int)each;
                        }

                        return total;
                """),
            Code("""
                var total = 0;
                        foreach (Color each in Enum.GetValues<Color>())
                        {
                            total += (int)each;
                        }

                        return total;
                """));
    }

    [Fact]
    public async Task Parse_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return (Color){|#0:Enum.Parse(typeof({|#1:Color|}), s)|};"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithLocation(1)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments("Enum.Parse<Color>(...)", "Color", PerfAnalyzers.Rules.Strings.UseGenericEnumMethodsAnalyzer.GenericEnumParsePayoff.For(10))
                .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations),
            Code("return Enum.Parse<Color>(s);"));
    }

    [Theory]
    [InlineData("Enum.IsDefined(typeof(Color), color)", "Enum.IsDefined(value)", nameof(UseGenericEnumMethodsAnalyzer.GenericEnumValuePayoff))]
    [InlineData("(Color[])Enum.GetValues(typeof(Color))", "Enum.GetValues<Color>()", nameof(UseGenericEnumMethodsAnalyzer.GenericEnumValuesCastPayoff))]
    public async Task OtherMethods_MessageArguments(string before, string written, string payoffName)
    {
        var payoff = payoffName == nameof(UseGenericEnumMethodsAnalyzer.GenericEnumValuePayoff)
            ? UseGenericEnumMethodsAnalyzer.GenericEnumValuePayoff.For(10)
            : UseGenericEnumMethodsAnalyzer.GenericEnumValuesCastPayoff.For(10);
        var start = before.IndexOf("Enum.", System.StringComparison.Ordinal);
        await Verify.VerifyAnalyzerAsync(
            Code("return " + before.Substring(0, start) + "{|#0:" + before.Substring(start) + "|};"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments(written, "Color", payoff)
                .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations));
    }

    [Theory]
    [InlineData("Enum.Parse(typeof(Color), s)")]
    [InlineData("(Color?)Enum.Parse(typeof(Color), s)")]
    [InlineData("(Color)Enum.Parse(type, s)")]
    [InlineData("(Color)Enum.Parse(typeof(Access), s)")]
    [InlineData("(Color)Enum.Parse(value: s, enumType: typeof(Color))")]
    [InlineData("Enum.Parse<Color>(s)")]
    [InlineData("Enum.IsDefined(typeof(Color), number)")]
    [InlineData("Enum.IsDefined(typeof(Color), 1)")]
    [InlineData("Enum.IsDefined(typeof(Color), s)")]
    [InlineData("Enum.IsDefined(typeof(Color), boxed)")]
    [InlineData("Enum.IsDefined(typeof(Color), access)")]
    [InlineData("Enum.IsDefined(typeof(Color), (object)color)")]
    [InlineData("Enum.IsDefined(type, color)")]
    [InlineData("Enum.GetName(typeof(Color), number)")]
    [InlineData("Enum.GetName(typeof(Access), color)")]
    [InlineData("Enum.GetValues(typeof(Color))")]
    [InlineData("(Access[])Enum.GetValues(typeof(Color))")]
    [InlineData("(int[])Enum.GetValues(typeof(Color))")]
    [InlineData("Enum.GetValues(typeof(Color)).Length")]
    [InlineData("Enum.GetNames(typeof(Color))")]
    [InlineData("Enum.GetUnderlyingType(typeof(Color))")]
    [InlineData("Enum.ToObject(typeof(Color), number)")]
    [InlineData("Enum.Format(typeof(Color), color, \"G\")")]
    [InlineData("Enum.TryParse(typeof(Color), s, out var result) ? result : null")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};"));
    }

    [Theory]
    [InlineData("foreach (var each in Enum.GetValues(typeof(Color))) { n++; }")]
    [InlineData("foreach (object each in Enum.GetValues(typeof(Color))) { n++; }")]
    [InlineData("foreach (int each in Enum.GetValues(typeof(Color))) { n += each; }")]
    [InlineData("foreach (Access each in Enum.GetValues(typeof(Color))) { n++; }")]
    [InlineData("foreach (Color each in Enum.GetValues(type)) { n++; }")]
    public async Task LoopsThatAreNotTyped_NoDiagnostic(string loop)
    {
        await Verify.VerifyAnalyzerAsync(Code($"var n = 0; {loop} return n;"));
    }

    [Fact]
    public async Task TypeParameter_NoDiagnostic()
    {
        // typeof(T) of a type parameter is not a known enum: the generic methods need 'struct, Enum'.
        await Verify.VerifyAnalyzerAsync(Code("return null;", """
                static T P<T>(string s) where T : struct, Enum => (T)Enum.Parse(typeof(T), s);
                static bool D<T>(T v) where T : struct, Enum => Enum.IsDefined(typeof(T), v);
            """));
    }

    [Fact]
    public async Task OwnEnumClass_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;

            enum Color { Red }

            static class Enums
            {
                public static object Parse(Type type, string s) => s;
            }

            class C
            {
                object M(string s) => (Color)Enums.Parse(typeof(Color), s);
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        // .NET Core 3.1 has Enum.Parse<T>, but the generic forms still boxed before .NET 6; .NET Standard and .NET
        // Framework have none of them.
        await Verify.VerifyAnalyzerAsync(
            """
            using System;

            enum Color { Red, Green }

            class C
            {
                Color M(string s) => (Color)Enum.Parse(typeof(Color), s);

                bool D(Color c) => Enum.IsDefined(typeof(Color), c);
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

            enum Color { Red, Green }

            class C
            {
                Color M(string s) => (Color)[|Enum.Parse(typeof(Color), s)|];

                string? N(Color c) => [|Enum.GetName(typeof(Color), c)|];
            }
            """,
            """
            using System;

            enum Color { Red, Green }

            class C
            {
                Color M(string s) => Enum.Parse<Color>(s);

                string? N(Color c) => Enum.GetName(c);
            }
            """,
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task NestedCalls_FixAllRewritesBoth()
    {
        var test = new Verify.Test
        {
            TestCode = """
                using System;

                enum Color { Red, Green }

                class C
                {
                    string? M(string s) => [|Enum.GetName(typeof(Color), (Color)[|Enum.Parse(typeof(Color), s)|])|];
                }
                """,
            FixedCode = """
                using System;

                enum Color { Red, Green }

                class C
                {
                    string? M(string s) => Enum.GetName(Enum.Parse<Color>(s));
                }
                """,
        };
        await test.RunAsync();
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            namespace N
            {
                enum Color { Red, Green }

                class C
                {
                    Color A(string s) => (Color)[|Enum.Parse(typeof(Color), s, true)|];

                    bool B(Color c) => [|Enum.IsDefined(typeof(Color), c)|] && [|Enum.IsDefined(typeof(N.Color), c)|];

                    Color[] D() => (Color[])[|Enum.GetValues(typeof(Color))|];
                }
            }
            """,
            """
            using System;

            namespace N
            {
                enum Color { Red, Green }

                class C
                {
                    Color A(string s) => Enum.Parse<Color>(s, true);

                    bool B(Color c) => Enum.IsDefined(c) && Enum.IsDefined(c);

                    Color[] D() => Enum.GetValues<Color>();
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

            enum Color { Red, Green }

            class A
            {
                Color M(string s) => (Color)[|Enum.Parse(typeof(Color), s)|];
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            class B
            {
                string? M(Color c) => [|System.Enum.GetName(typeof(Color), c)|];
            }
            """));
        test.FixedState.Sources.Add(("/0/A.cs", """
            using System;

            enum Color { Red, Green }

            class A
            {
                Color M(string s) => Enum.Parse<Color>(s);
            }
            """));
        test.FixedState.Sources.Add(("/0/B.cs", """
            class B
            {
                string? M(Color c) => System.Enum.GetName(c);
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System;

            enum Color { Red, Green }

            class C
            {
                Color M(string s) => (Color)Enum.Parse(typeof(Color), s);
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System;

            class D
            {
                bool M(Color c) => Enum.IsDefined(typeof(Color), c);
            }
            """));
        await test.RunAsync();
    }
}
