using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verifier = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.SearchValues.UseStringSearchValuesAnalyzer,
    PerfAnalyzers.Rules.SearchValues.UseStringSearchValuesCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.SearchValues;

public sealed class UseStringSearchValuesAnalyzerTests
{
    /// <summary>
    /// Most tests are about shapes and fixes, written with two strings (the article's example): they lower the rule's
    /// minimum to 2 (its option). The default minimum of 3 is tested on its own below.
    /// </summary>
    private const string TwoStrings = "root = true\n\n[*.cs]\ndotnet_code_quality.PERF0602.minimum_strings = 2\n";

    private static class Verify
    {
        public sealed class Test : Verifier.Test
        {
            public Test() => EditorConfig = TwoStrings;
        }

        public static Microsoft.CodeAnalysis.Testing.DiagnosticResult Diagnostic() => Verifier.Diagnostic();

        public static Task VerifyAnalyzerAsync(string source, TargetRuntime runtime = TargetRuntime.Net10) =>
            new Test { TestCode = source, Runtime = runtime }.RunAsync();

        public static Task VerifyCodeFixAsync(string source, string fixedSource) =>
            new Test { TestCode = source, FixedCode = fixedSource }.RunAsync();

        public static Task VerifyCodeFixAsync(string source, Microsoft.CodeAnalysis.Testing.DiagnosticResult expected, string fixedSource)
        {
            var test = new Test { TestCode = source, FixedCode = fixedSource };
            test.ExpectedDiagnostics.Add(expected);
            return test.RunAsync();
        }
    }

    [Fact]
    public async Task TwoStringsByDefault_NoDiagnostic_MeasuredSlowerOnShortLines()
    {
        // WarningOrErrorShort: two IndexOf calls beat SearchValues<string> on a typical build output line.
        await Verifier.VerifyAnalyzerAsync(Code("""if (s.IndexOf("warning", StringComparison.OrdinalIgnoreCase) == -1 && s.IndexOf("error", StringComparison.OrdinalIgnoreCase) == -1) return false; return true;"""));
    }

    [Fact]
    public async Task ThreeStringsByDefault_ReportsAndFixes()
    {
        await Verifier.VerifyCodeFixAsync(
            Code("return [|s.Contains(\"GET\") || s.Contains(\"PUT\") || s.Contains(\"POST\")|];"),
            Fixed(
                "private static readonly SearchValues<string> s_getOrPutOrPost = SearchValues.Create([\"GET\", \"PUT\", \"POST\"], StringComparison.Ordinal);",
                "return s.AsSpan().ContainsAny(s_getOrPutOrPost);"));
    }

    [Fact]
    public async Task NamedConstants_StayInUseAndNameTheField()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            static class Markers
            {
                public const string CommentEnd = "-->";
            }

            class C
            {
                private const string CommentStart = "<!--";
                private const string CdataStart = "<![CDATA[";

                bool M(string s) => [|s.Contains(CommentStart) || s.Contains(Markers.CommentEnd) || s.Contains(CdataStart) || s.Contains(CommentStart)|];
            }
            """,
            """
            using System;
            using System.Buffers;

            static class Markers
            {
                public const string CommentEnd = "-->";
            }

            class C
            {
                private static readonly SearchValues<string> s_commentStartOrCommentEndOrCdataStart = SearchValues.Create([CommentStart, Markers.CommentEnd, CdataStart], StringComparison.Ordinal);

                private const string CommentStart = "<!--";
                private const string CdataStart = "<![CDATA[";

                bool M(string s) => s.AsSpan().ContainsAny(s_commentStartOrCommentEndOrCdataStart);
            }
            """);
    }

    [Fact]
    public async Task SomeNeedlesLiteral_FieldFromTheValues()
    {
        // One literal among the constants: the needles are written as values, named by content.
        await Verify.VerifyCodeFixAsync(
            Code("return [|s.Contains(Get) || s.Contains(\"PUT\")|];", "\n    private const string Get = \"GET\";\n"),
            Fixed(
                "private static readonly SearchValues<string> s_getOrPut = SearchValues.Create([\"GET\", \"PUT\"], StringComparison.Ordinal);\n\n    private const string Get = \"GET\";",
                "return s.AsSpan().ContainsAny(s_getOrPut);"));
    }

    [Theory]
    [InlineData(
        "if (([|s.Contains(\"GET\") || s.Contains(\"PUT\")|]) && t.Length > 0) return true; return false;",
        "if (s.AsSpan().ContainsAny(s_getOrPut) && t.Length > 0) return true; return false;")]
    // A negated call before a member access keeps its parentheses.
    [InlineData(
        "return ([|s.IndexOf(\"GET\", StringComparison.Ordinal) == -1 && s.IndexOf(\"PUT\", StringComparison.Ordinal) == -1|]).Equals(t.Length > 0);",
        "return (!s.AsSpan().ContainsAny(s_getOrPut)).Equals(t.Length > 0);")]
    public async Task ParenthesizedChain_RedundantParenthesesGoWithIt(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(
            Code(before),
            Fixed("private static readonly SearchValues<string> s_getOrPut = SearchValues.Create([\"GET\", \"PUT\"], StringComparison.Ordinal);", after));
    }

    [Theory]
    [InlineData("3", false)]
    [InlineData("2", true)]
    [InlineData("1", false)]
    [InlineData("two", false)]
    [InlineData("", false)]
    public async Task MinimumStringsOption_LowersTheThreshold_InvalidValuesIgnored(string value, bool reportsTwo)
    {
        var body = reportsTwo ? "return [|s.Contains(\"GET\") || s.Contains(\"PUT\")|];" : "return s.Contains(\"GET\") || s.Contains(\"PUT\");";
        await new Verifier.Test
        {
            TestCode = Code(body),
            EditorConfig = $"root = true\n\n[*.cs]\ndotnet_code_quality.PERF0602.minimum_strings = {value}\n",
        }.RunAsync();
    }

    private static string Code(string body, string members = "") => $$"""
        using System;
        using System.Linq;

        class C
        {{{members}}
            bool M(string s, string t, ReadOnlySpan<char> span)
            {
                {{body}}
            }
        }
        """;

    private static string Fixed(string field, string body) => $$"""
        using System;
        using System.Buffers;
        using System.Linq;

        class C
        {
            {{field}}

            bool M(string s, string t, ReadOnlySpan<char> span)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("s.Contains(\"warning\") || s.Contains(\"error\")", "StringComparison.Ordinal")]
    [InlineData("s.Contains(\"warning\", StringComparison.Ordinal) || s.Contains(\"error\", StringComparison.Ordinal)", "StringComparison.Ordinal")]
    [InlineData("s.Contains(\"warning\", StringComparison.OrdinalIgnoreCase) || s.Contains(\"error\", StringComparison.OrdinalIgnoreCase)", "StringComparison.OrdinalIgnoreCase")]
    [InlineData("s.IndexOf(\"warning\", StringComparison.OrdinalIgnoreCase) >= 0 || s.IndexOf(\"error\", StringComparison.OrdinalIgnoreCase) != -1", "StringComparison.OrdinalIgnoreCase")]
    [InlineData("s.IndexOf(\"warning\", StringComparison.Ordinal) > -1 || s.Contains(\"error\")", "StringComparison.Ordinal")]
    public async Task OrChain_ReportsAndFixes(string chain, string comparison)
    {
        await Verify.VerifyCodeFixAsync(
            Code($"return [|{chain}|];"),
            Fixed(
                $"private static readonly SearchValues<string> s_warningOrError = SearchValues.Create([\"warning\", \"error\"], {comparison});",
                "return s.AsSpan().ContainsAny(s_warningOrError);"));
    }

    [Fact]
    public async Task OrChain_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:{|#2:s|}.Contains(\"warning\") || s.Contains(\"error\")|}|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2).WithArguments(
                2,
                "Ordinal",
                PerfAnalyzers.Rules.SearchValues.UseStringSearchValuesAnalyzer.UseStringSearchValuesPayoff.For(10)),
            Fixed(
                "private static readonly SearchValues<string> s_warningOrError = SearchValues.Create([\"warning\", \"error\"], StringComparison.Ordinal);",
                "return s.AsSpan().ContainsAny(s_warningOrError);"));
    }

    [Fact]
    public async Task AndChainOfMisses_TheMsBuildExample_ReportsAndFixesNegated()
    {
        await Verify.VerifyCodeFixAsync(
            Code("if ([|s.IndexOf(\"warning\", StringComparison.OrdinalIgnoreCase) == -1 && s.IndexOf(\"error\", StringComparison.OrdinalIgnoreCase) == -1|]) return false; return true;"),
            Fixed(
                "private static readonly SearchValues<string> s_warningOrError = SearchValues.Create([\"warning\", \"error\"], StringComparison.OrdinalIgnoreCase);",
                "if (!s.AsSpan().ContainsAny(s_warningOrError)) return false; return true;"));
    }

    [Fact]
    public async Task RunInsideLongerChain_KeepsTheOtherOperands()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return t.Length == 0 || [|s.Contains(\"GET\") || s.Contains(\"PUT\") || s.Contains(\"POST\")|] || t.Contains(\"x\");"),
            Fixed(
                "private static readonly SearchValues<string> s_getOrPutOrPost = SearchValues.Create([\"GET\", \"PUT\", \"POST\"], StringComparison.Ordinal);",
                "return t.Length == 0 || s.AsSpan().ContainsAny(s_getOrPutOrPost) || t.Contains(\"x\");"));
    }

    [Fact]
    public async Task SpanReceiver_ReportsAndFixesWithoutAsSpan()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return [|span.Contains(\"ab\", StringComparison.Ordinal) || span.Contains(\"cd\", StringComparison.Ordinal)|];"),
            Fixed(
                "private static readonly SearchValues<string> s_abOrCd = SearchValues.Create([\"ab\", \"cd\"], StringComparison.Ordinal);",
                "return span.ContainsAny(s_abOrCd);"));
    }

    [Fact]
    public async Task AnyOverConstantNeedles_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code(
                "return [|s_days.Any(d => s.Contains(d, StringComparison.OrdinalIgnoreCase))|];",
                "\n    private static readonly string[] s_days = { \"Monday\", \"Tuesday\", \"Wednesday\" };\n"),
            """
            using System;
            using System.Buffers;
            using System.Linq;

            class C
            {
                private static readonly SearchValues<string> s_daysSearchValues = SearchValues.Create(["Monday", "Tuesday", "Wednesday"], StringComparison.OrdinalIgnoreCase);

                private static readonly string[] s_days = { "Monday", "Tuesday", "Wednesday" };

                bool M(string s, string t, ReadOnlySpan<char> span)
                {
                    return s.AsSpan().ContainsAny(s_daysSearchValues);
                }
            }
            """);
    }

    [Fact]
    public async Task ForEachReturningOnFirstHit_TheArticleLadder_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                private static readonly string[] s_daysOfWeek = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

                bool M(string input)
                {
                    [|foreach (string dow in s_daysOfWeek)
                    {
                        if (input.Contains(dow, StringComparison.OrdinalIgnoreCase))
                        {
                            return true;
                        }
                    }|]

                    return false;
                }
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<string> s_daysOfWeekSearchValues = SearchValues.Create(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], StringComparison.OrdinalIgnoreCase);

                private static readonly string[] s_daysOfWeek = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

                bool M(string input)
                {
                    if (input.AsSpan().ContainsAny(s_daysOfWeekSearchValues))
                    {
                        return true;
                    }

                    return false;
                }
            }
            """);
    }

    [Theory]
    [InlineData("return s.IndexOf(\"warning\") >= 0 || s.IndexOf(\"error\") >= 0;")]
    [InlineData("return s.Contains(\"warning\") || s.Contains(\"error\", StringComparison.OrdinalIgnoreCase);")]
    [InlineData("return s.Contains(\"warning\", StringComparison.CurrentCulture) || s.Contains(\"error\", StringComparison.CurrentCulture);")]
    [InlineData("return s.Contains(\"warning\", StringComparison.InvariantCultureIgnoreCase) || s.Contains(\"error\", StringComparison.InvariantCultureIgnoreCase);")]
    [InlineData("return s.Contains(\"warning\") || t.Contains(\"error\");")]
    [InlineData("return s.Contains(\"warning\") && s.Contains(\"error\");")]
    [InlineData("return !s.Contains(\"warning\") || !s.Contains(\"error\");")]
    [InlineData("return s.Contains(\"warning\") || s.Contains(\"\");")]
    [InlineData("return s.Contains(\"warning\") || s.Contains(t);")]
    [InlineData("return s.Contains(\"warning\");")]
    [InlineData("return s.IndexOf(\"warning\", StringComparison.Ordinal) > 0 || s.IndexOf(\"error\", StringComparison.Ordinal) > 0;")]
    [InlineData("return s.Contains('w') || s.Contains('e');")]
    [InlineData("return s.ToUpper().Contains(\"W\") || s.ToUpper().Contains(\"E\");")]
    [InlineData("return s.StartsWith(\"warning\") || s.StartsWith(\"error\");")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Theory]
    [InlineData("private static string[] s_days = { \"Monday\", \"Tuesday\" };", "return s_days.Any(d => s.Contains(d));")]
    [InlineData("public static readonly string[] s_days = { \"Monday\", \"Tuesday\" };", "return s_days.Any(d => s.Contains(d));")]
    [InlineData("private static readonly string[] s_days = { \"Monday\", \"Tuesday\" }; void W() => s_days[0] = \"x\";", "return s_days.Any(d => s.Contains(d));")]
    [InlineData("private static readonly string[] s_days = { \"Monday\", \"Tuesday\" }; void W() => Array.Reverse(s_days);", "return s_days.Any(d => s.Contains(d));")]
    [InlineData("private static readonly string[] s_days = { \"Monday\", \"Tuesday\" };", "return s_days.Any(d => s.IndexOf(d) >= 0);")]
    [InlineData("private static readonly string[] s_days = { \"Monday\", \"Tuesday\" };", "return s_days.Any(d => d.Contains(s));")]
    [InlineData("private static readonly string[] s_days = { \"Monday\", \"Tuesday\" };", "foreach (var d in s_days) { if (s.Contains(d)) return d.Length > 0; } return false;")]
    [InlineData("private static readonly string[] s_days = { \"Monday\", \"Tuesday\" };", "foreach (var d in s_days) { if (s.Contains(d)) return true; t = d; } return false;")]
    [InlineData("private static readonly string[] s_days = { \"Monday\", \"Tuesday\" };", "foreach (var d in s_days) { if (!s.Contains(d)) return true; } return false;")]
    public async Task NeedleArraysThatDoNotQualify_NoDiagnostic(string members, string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body, "\n    " + members + "\n"));
    }

    [Fact]
    public async Task Net8WithoutStringSearchValues_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(Code("return s.Contains(\"warning\") || s.Contains(\"error\");"), TargetRuntime.Net8);
    }

    [Fact]
    public async Task SameSetTwice_FixAllAddsOneField()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                bool A(string s) => [|s.Contains("warning") || s.Contains("error")|];

                bool B(string line) => [|line.Contains("error") || line.Contains("warning")|];

                bool D(string s) => [|s.Contains("x", StringComparison.OrdinalIgnoreCase) || s.Contains("y", StringComparison.OrdinalIgnoreCase)|];
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<string> s_warningOrError = SearchValues.Create(["warning", "error"], StringComparison.Ordinal);
                private static readonly SearchValues<string> s_xOrY = SearchValues.Create(["x", "y"], StringComparison.OrdinalIgnoreCase);

                bool A(string s) => s.AsSpan().ContainsAny(s_warningOrError);

                bool B(string line) => line.AsSpan().ContainsAny(s_warningOrError);

                bool D(string s) => s.AsSpan().ContainsAny(s_xOrY);
            }
            """);
    }

    [Fact]
    public async Task CSharp10_FixWritesAnArrayInsteadOfACollectionExpression()
    {
        var test = new Verify.Test { LanguageVersion = Microsoft.CodeAnalysis.CSharp.LanguageVersion.CSharp10 };
        test.TestState.Sources.Add(("/0/Test0.cs", """
            using System;

            class C
            {
                bool M(string s) => [|s.Contains("warning") || s.Contains("error")|];
            }
            """));
        test.FixedState.Sources.Add("""
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<string> s_warningOrError = SearchValues.Create(new[] { "warning", "error" }, StringComparison.Ordinal);

                bool M(string s) => s.AsSpan().ContainsAny(s_warningOrError);
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task TwoFiles_FixAllInProjectFixesBoth()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System;

            class A
            {
                bool M(string s) => [|s.Contains("GET") || s.Contains("HEAD")|];
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System;
            using System.Buffers;

            class B
            {
                bool M(string s) => [|s.Contains("GET") || s.Contains("HEAD")|];
            }
            """));
        test.FixedState.Sources.Add("""
            using System;
            using System.Buffers;

            class A
            {
                private static readonly SearchValues<string> s_getOrHead = SearchValues.Create(["GET", "HEAD"], StringComparison.Ordinal);

                bool M(string s) => s.AsSpan().ContainsAny(s_getOrHead);
            }
            """);
        test.FixedState.Sources.Add("""
            using System;
            using System.Buffers;

            class B
            {
                private static readonly SearchValues<string> s_getOrHead = SearchValues.Create(["GET", "HEAD"], StringComparison.Ordinal);

                bool M(string s) => s.AsSpan().ContainsAny(s_getOrHead);
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", "class C { bool M(string s) => s.Contains(\"a\") || s.Contains(\"b\"); }"));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\nclass D { bool M(string s) => s.Contains(\"a\") || s.Contains(\"b\"); }"));
        test.TestState.Sources.Add(("/0/Attributed.cs", "[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] class E { bool M(string s) => s.Contains(\"a\") || s.Contains(\"b\"); }"));
        await test.RunAsync();
    }
}
