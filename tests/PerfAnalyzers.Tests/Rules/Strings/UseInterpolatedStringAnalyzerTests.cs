using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Testing;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseInterpolatedStringAnalyzer,
    PerfAnalyzers.Rules.Strings.UseInterpolatedStringCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseInterpolatedStringAnalyzerTests
{
    private static string Code(string expression, string extra = "") => $$"""
        using System;
        using System.Collections.Generic;
        using System.Globalization;
        using System.Text;

        class C
        {
            private const string Pattern = "x = {0}";
            private int _count;

            object M(int a, int b, string name, double total, DateTime date, bool flag, object[] array, List<int> list, StringBuilder sb)
            {
                return {{expression}};
            }

            private string GetValue() => (++_count).ToString();
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("string.Format(\"{0}.{1}\", a, b)", "$\"{a}.{b}\"")]
    [InlineData("String.Format(\"{0,-8}|{1,5:N2}\", name, total)", "$\"{name,-8}|{total,5:N2}\"")]
    [InlineData("System.String.Format(\"{0 , 5 }\", a)", "$\"{a,5}\"")]
    [InlineData("string.Format(\"{{{0}}}\", a)", "$\"{{{a}}}\"")]
    [InlineData("string.Format(\"a\\t{0}\\n\\\"q\\\"\", a)", "$\"a\\t{a}\\n\\\"q\\\"\"")]
    [InlineData("string.Format(@\"C:\\dir\\{0}.txt \"\"{1}\"\"\", name, a)", "$@\"C:\\dir\\{name}.txt \"\"{a}\"\"\"")]
    [InlineData("string.Format(\"{0:HH:mm}\", date)", "$\"{date:HH:mm}\"")]
    [InlineData("string.Format(\"{0}\", flag ? a : b)", "$\"{(flag ? a : b)}\"")]
    [InlineData("string.Format(\"{0}\", (flag ? a : b))", "$\"{(flag ? a : b)}\"")]
    [InlineData("string.Format(\"{0} {0}\", a)", "$\"{a} {a}\"")]
    [InlineData("string.Format(\"{1} {0}\", a, b)", "$\"{b} {a}\"")]
    [InlineData("string.Format(\"{0}: {1}\", name, GetValue())", "$\"{name}: {GetValue()}\"")]
    [InlineData("string.Format(\"{0}: {1}\", name.ToUpperInvariant(), GetValue())", "$\"{name.ToUpperInvariant()}: {GetValue()}\"")]
    [InlineData("string.Format(\"{0}{1}{2}{3}\", a, b, name, total)", "$\"{a}{b}{name}{total}\"")]
    [InlineData("string.Format(\"x\" + \"{0}\\n\", a)", "$\"x{a}\\n\"")]
    [InlineData("string.Format(\"{0} {1}\", array, a)", "$\"{array} {a}\"")]
    [InlineData("string.Format(\"{0}\", new[] { a, b }.Length)", "$\"{new[] { a, b }.Length}\"")]
    [InlineData("string.Format(\"{0}\", global::System.Math.PI)", "$\"{(global::System.Math.PI)}\"")]
    [InlineData("string.Format(\"{0:D2}/{1}\", (int?)a, (DayOfWeek)b)", "$\"{(int?)a:D2}/{(DayOfWeek)b}\"")]
    public async Task ConstantFormat_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code("[|" + before + "|]"), Code(after));
    }

    [Fact]
    public async Task FormatInAConstantReadOnlyHere_WrittenIntoTheString_ConstantRemoved()
    {
        // The private constant has no other reader: the interpolated string is the format's only copy.
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                private const string Row = "{0,-6}|{1,8:N2}";
                private const string Unrelated = "{0}";

                string M(string label, double value) => [|string.Format(Row, label, value)|] + Unrelated;
            }
            """,
            """
            class C
            {
                private const string Unrelated = "{0}";

                string M(string label, double value) => $"{label,-6}|{value,8:N2}" + Unrelated;
            }
            """);
    }

    [Theory]
    // Read twice: the fix would write the format twice and leave the constant.
    [InlineData("private const string Key = \"k:{0}\"; string M(int a) => string.Format(Key, a) + string.Format(Key, a + 1);")]
    [InlineData("private const string Key = \"k:{0}\"; private const string Other = Key + \"!\"; string M(int a) => string.Format(Key, a) + Other;")]
    [InlineData("string M(int a) { const string key = \"k:{0}\"; return string.Format(key, a) + key; }")]
    // A local constant, or one declared with others: not removed, so not reported.
    [InlineData("string M(int a) { const string key = \"k:{0}\"; return string.Format(key, a); }")]
    [InlineData("private const string Key = \"k:{0}\", Other = \"o\"; string M(int a) => string.Format(Key, a) + Other;")]
    // Visible outside the type: someone else may read it.
    [InlineData("internal const string Key = \"k:{0}\"; string M(int a) => string.Format(Key, a);")]
    [InlineData("public const string Key = \"k:{0}\"; string M(int a) => string.Format(Key, a);")]
    [InlineData("string M(int a) => string.Format(Formats.Key, a); static class Formats { public const string Key = \"k:{0}\"; }")]
    [InlineData("private const string Prefix = \"k:\"; string M(int a) => string.Format(Prefix + \"{0}\", a);")]
    // Named by a documentation comment, or after a directive: removing it would break either.
    [InlineData("private const string Key = \"k:{0}\";\n    /// <summary>Formats with <see cref=\"Key\"/>.</summary>\n    string M(int a) => string.Format(Key, a);")]
    [InlineData("#region Formats\n    private const string Key = \"k:{0}\";\n    #endregion\n    string M(int a) => string.Format(Key, a);")]
    public async Task FormatInAConstantReadElsewhereOrVisible_NoDiagnostic(string members)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            class C
            {
                {{members}}
            }
            """);
    }

    [Theory]
    [InlineData("string.Format(CultureInfo.InvariantCulture, \"{0:N2}\", total)", "string.Create(CultureInfo.InvariantCulture, $\"{total:N2}\")")]
    [InlineData("String.Format(null, \"{0}-{1}\", a, name)", "String.Create(null, $\"{a}-{name}\")")]
    [InlineData("string.Format(CultureInfo.GetCultureInfo(\"fr-FR\"), \"{0} {1} {2} {3}\", a, b, total, date)", "string.Create(CultureInfo.GetCultureInfo(\"fr-FR\"), $\"{a} {b} {total} {date}\")")]
    public async Task WithProvider_ReportsAndFixesWithStringCreate(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code("[|" + before + "|]"), Code(after));
    }

    [Fact]
    public async Task ArgumentOfAStringParameter_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("Take([|string.Format(\"{0}\", a)|]) + new Holder([|string.Format(\"{0}\", b)|]).Text", "static string Take(string s) => s;\n    sealed class Holder { public Holder(string text) => Text = text; public string Text { get; } }"),
            Code("Take($\"{a}\") + new Holder($\"{b}\").Text", "static string Take(string s) => s;\n    sealed class Holder { public Holder(string text) => Text = text; public string Text { get; } }"));
    }

    [Fact]
    public async Task UsingStatic_ReportsAndFixes()
    {
        const string Before = """
            using static System.String;

            class C
            {
                string M(int a) => [|Format("<{0}>", a)|];

                string N(System.IFormatProvider p, int a) => [|Format(p, "<{0}>", a)|];
            }
            """;
        const string After = """
            using static System.String;

            class C
            {
                string M(int a) => $"<{a}>";

                string N(System.IFormatProvider p, int a) => string.Create(p, $"<{a}>");
            }
            """;
        await Verify.VerifyCodeFixAsync(Before, After);
    }

    [Fact]
    public async Task MultiLineArgument_KeptFromCSharp11()
    {
        const string Before = """
            class C
            {
                string M(int a, int b) => [|string.Format("{0}", Add(
                    a,
                    b))|];

                static int Add(int x, int y) => x + y;
            }
            """;
        const string After = """
            class C
            {
                string M(int a, int b) => $"{Add(
                    a,
                    b)}";

                static int Add(int x, int y) => x + y;
            }
            """;
        await Verify.VerifyCodeFixAsync(Before, After);

        // C# 10 allows no line break in the hole of a regular interpolated string.
        var test = new Verify.Test { TestCode = Before.Replace("[|", string.Empty).Replace("|]", string.Empty), LanguageVersion = LanguageVersion.CSharp10 };
        await test.RunAsync();
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("{|#0:string.Format(\"{0}\", a)|} + {|#1:string.Format(CultureInfo.InvariantCulture, \"{0}\", b)|}"),
            FixedCode = Code("$\"{a}\" + string.Create(CultureInfo.InvariantCulture, $\"{b}\")"),
        };
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments("an interpolated string", PerfAnalyzers.Rules.Strings.UseInterpolatedStringAnalyzer.InterpolatedStringPayoff.For(10)));
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(1).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments("string.Create with an interpolated string", PerfAnalyzers.Rules.Strings.UseInterpolatedStringAnalyzer.InterpolatedStringPayoff.For(10)));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("string.Format(name, a)")] // not a constant
    [InlineData("string.Format(\"{0} {2}\", a, b)")] // no third argument: string.Format throws
    [InlineData("string.Format(\"{0\", a)")]
    [InlineData("string.Format(\"{0}}\", a)")]
    [InlineData("string.Format(\"{a}\", a)")]
    [InlineData("string.Format(\"{ 0}\", a)")]
    [InlineData("string.Format(\"{0:}\", a)")]
    [InlineData("string.Format(\"{0:0.## }{1}\", total, name)")] // CS8088: a hole's format specifier can't end in whitespace
    [InlineData("string.Format(\"{0:x}}}\", a)")]
    [InlineData("string.Format(\"{0,1000000}\", a)")]
    [InlineData("string.Format(\"{0}\", a, b)")] // b would no longer be evaluated
    [InlineData("string.Format(\"no holes\", a)")]
    [InlineData("string.Format(\"\\u007B0}\", a)")] // the escape is a brace to string.Format only
    [InlineData("string.Format(\"{0:\\u0041}\", a)")]
    [InlineData("string.Format(\"\"\"{0}\"\"\", a)")]
    [InlineData("string.Format(\"{0}\", (object[])array)")] // the array is the argument list
    [InlineData("string.Format(\"{0}\", (object?)null)")] // string.Format throws
    [InlineData("string.Format(\"{0} {0}\", GetValue())")] // evaluated twice
    [InlineData("string.Format(\"{1} {0}\", GetValue(), a)")] // evaluated in another order
    [InlineData("string.Format(\"{0} {1}\", list, list.Remove(a))")] // the list is formatted before it is changed
    [InlineData("string.Format(\"{0} {1}\", sb, sb.Append('x'))")]
    [InlineData("string.Format(\"{0}\", a /* the count */)")]
    [InlineData("string.Format(\"{0}\" /* the format */, a)")]
    [InlineData("string.Format(format: \"{0}\", arg0: a)")]
    [InlineData("string.Format(\"{0}\", array)")] // the array is the argument list
    [InlineData("string.Concat(\"{0}\", a)")]
    [InlineData("string.Format(CultureInfo.InvariantCulture, CompositeFormat.Parse(\"{0}\"), a)")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code(expression));
    }

    [Fact]
    public async Task EnclosingCallTakesAHandler_NoDiagnostic()
    {
        // Debug.Assert and StringBuilder.Append take an interpolated string handler: the holes would be evaluated only
        // when the assertion fails, and appended as they are formatted.
        await Verify.VerifyAnalyzerAsync("""
            using System.Diagnostics;
            using System.Text;

            class C
            {
                void M(bool ok, int a, StringBuilder sb)
                {
                    Debug.Assert(ok, string.Format("{0}", a));
                    sb.Append(string.Format("{0}", a));
                }
            }
            """);
    }

    [Fact]
    public async Task OwnHandlerOverloadOrInheritedOne_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Runtime.CompilerServices;

            [InterpolatedStringHandler]
            ref struct LogHandler
            {
                public LogHandler(int literalLength, int formattedCount) { }

                public void AppendLiteral(string s) { }

                public void AppendFormatted<T>(T value) { }
            }

            class Logger
            {
                public void Log(string message) { }

                public void Log(ref LogHandler message) { }
            }

            class FileLogger : Logger
            {
                public void Log(string message, int level) { }
            }

            class C
            {
                void M(Logger logger, FileLogger file, int a)
                {
                    logger.Log(string.Format("{0}", a));
                    file.Log(string.Format("{0}", a));
                }
            }
            """);
    }

    [Fact]
    public async Task OverloadsWithoutHandlers_ReportAndFix()
    {
        const string Before = """
            class Logger
            {
                public void Log(string message) { }

                public void Log(object message) { }

                public void Log(System.FormattableString message) { }

                public string this[string key] => key;
            }

            static class Extensions
            {
                public static void Write(this Logger logger, string message) { }
            }

            class C
            {
                string M(Logger logger, int a)
                {
                    logger.Log([|string.Format("{0}", a)|]);
                    logger.Write([|string.Format("{0}", a)|]);
                    return logger[[|string.Format("{0}", a)|]];
                }
            }
            """;
        await Verify.VerifyCodeFixAsync(Before, Before.Replace("[|string.Format(\"{0}\", a)|]", "$\"{a}\""));
    }

    [Fact]
    public async Task AwaitOrExpressionTree_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System;
            using System.Linq.Expressions;
            using System.Threading.Tasks;

            class C
            {
                async Task<string> M(Task<int> pending) => string.Format("{0}", await pending);

                Expression<Func<int, string>> N() => x => string.Format("{0}", x);
            }
            """);
    }

    [Fact]
    public async Task CSharp9_NoDiagnostic()
    {
        // Before C# 10, an interpolated string compiles to string.Format: nothing to gain.
        var test = new Verify.Test
        {
            TestCode = "class C { string M(int a) => string.Format(\"{0}\", a); }",
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
        // No interpolated string handlers before .NET 6: $"..." compiles to string.Format.
        await Verify.VerifyAnalyzerAsync("class C { string M(int a, int b) => string.Format(\"{0}.{1}\", a, b); }", runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            "class C { string M(int a, int b) => [|string.Format(\"{0}.{1}\", a, b)|]; }",
            "class C { string M(int a, int b) => $\"{a}.{b}\"; }",
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
                class C
                {
                    void M(int a, string name)
                    {
                        Console.WriteLine([|string.Format("{0} items", a)|]);
                        var text = [|string.Format(CultureInfo.InvariantCulture, "{0}: {1:N1}", name, a / 3.0)|];
                        Console.WriteLine(text);
                    }

                    string N(int a) => [|String.Format("[{0,4}]", a)|];
                }
            }
            """,
            """
            using System;
            using System.Globalization;

            namespace N
            {
                class C
                {
                    void M(int a, string name)
                    {
                        Console.WriteLine($"{a} items");
                        var text = string.Create(CultureInfo.InvariantCulture, $"{name}: {a / 3.0:N1}");
                        Console.WriteLine(text);
                    }

                    string N(int a) => $"[{a,4}]";
                }
            }
            """);
    }

    [Fact]
    public async Task Nested_FixAllFixesBoth()
    {
        var test = new Verify.Test
        {
            TestCode = "class C { string M(int a) => [|string.Format(\"<{0}>\", [|string.Format(\"{0}\", a)|])|]; }",
            // Fixed one at a time (the outer call first), the inner interpolated string lands in the outer one's hole.
            FixedCode = "class C { string M(int a) => $\"<{$\"{a}\"}>\"; }",

            // One Fix All pass fixes both (dotnet format runs one), the inner first: its text goes into the outer string.
            BatchFixedCode = "class C { string M(int a) => $\"<{a}>\"; }",
            NumberOfFixAllIterations = 1,
            NumberOfIncrementalIterations = 2,
            CodeActionValidationMode = CodeActionValidationMode.None,
        };
        await test.RunAsync();
    }

    [Theory]
    // A string literal of the format's kind is written into the text (braces doubled), as one would write it.
    [InlineData("string.Format(\"{0}: {1}\", \"Title\", a)", "$\"Title: {a}\"")]
    [InlineData("string.Format(\"{0}{1}\", \"{x}\", a)", "$\"{{x}}{a}\"")]
    [InlineData("string.Format(@\"{0}\\{1}\", @\"C:\\\"\"q\"\"\", a)", "$@\"C:\\\"\"q\"\"\\{a}\"")]
    // Not where the hole does more than append the string, nor across kinds, nor for an escaped brace.
    [InlineData("string.Format(\"{0,8}{1}\", \"Title\", a)", "$\"{\"Title\",8}{a}\"")]
    [InlineData("string.Format(\"{0}{1}\", @\"C:\\\", a)", "$\"{@\"C:\\\"}{a}\"")]
    [InlineData("string.Format(\"{0}{1}\", \"\\u007B\", a)", "$\"{\"\\u007B\"}{a}\"")]
    [InlineData("string.Format(\"\\x4{0}{1}\", \"1\", a)", "$\"\\x4{\"1\"}{a}\"")]
    public async Task StringLiteralArgument_WrittenIntoTheText(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code("[|" + before + "|]"), Code(after));
    }

    [Fact]
    public async Task WithProvider_StringLiteralStaysAHole()
    {
        // The provider's custom formatter sees every hole, strings too.
        await Verify.VerifyCodeFixAsync(
            Code("[|string.Format(CultureInfo.InvariantCulture, \"{0}: {1:N1}\", \"Total\", total)|]"),
            Code("string.Create(CultureInfo.InvariantCulture, $\"{\"Total\"}: {total:N1}\")"));
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", "class C { string M(int a) => string.Format(\"{0}\", a); }"));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\nclass D { string M(int a) => string.Format(\"{0}\", a); }"));
        test.TestState.Sources.Add(("/0/Attributed.cs", "class E { [System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] string M(int a) => string.Format(\"{0}\", a); }"));
        test.TestState.Sources.Add(("/0/AttributedType.cs", "[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] class F { string M(int a) => string.Format(\"{0}\", a); }"));
        await test.RunAsync();
    }
}
