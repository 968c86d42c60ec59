using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.SearchValues.UseSearchValuesForMembershipAnalyzer,
    PerfAnalyzers.Rules.SearchValues.UseSearchValuesForMembershipCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.SearchValues;

public sealed class UseSearchValuesForMembershipAnalyzerTests
{
    private const string Vowels = "\"aeiouAEIOU\"";

    private static string Code(string body) => $$"""
        using System;
        using System.Linq;

        class C
        {
            bool M(char c)
            {
                {{body}}
            }
        }
        """;

    private static string Fixed(string create, string body) => $$"""
        using System;
        using System.Buffers;
        using System.Linq;

        class C
        {
            private static readonly SearchValues<char> s_vowels = SearchValues.Create({{create}});

            bool M(char c)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("return [|\"aeiouAEIOU\".Contains(c)|];", "return s_vowels.Contains(c);")]
    [InlineData("return [|\"aeiouAEIOU\".IndexOf(c) >= 0|];", "return s_vowels.Contains(c);")]
    [InlineData("return [|\"aeiouAEIOU\".IndexOf(c) != -1|];", "return s_vowels.Contains(c);")]
    [InlineData("return [|\"aeiouAEIOU\".IndexOf(c) > -1|];", "return s_vowels.Contains(c);")]
    [InlineData("return [|\"aeiouAEIOU\".IndexOf(c) == -1|];", "return !s_vowels.Contains(c);")]
    [InlineData("return [|\"aeiouAEIOU\".IndexOf(c) < 0|];", "return !s_vowels.Contains(c);")]
    [InlineData("return [|new[] { 'a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U' }.Contains(c)|];", "return s_vowels.Contains(c);")]
    [InlineData("return [|\"aeiouAEIOU\".ToCharArray().Contains(c)|];", "return s_vowels.Contains(c);")]
    public async Task ConstantSets_ReportAndFix(string body, string fixedBody)
    {
        await Verify.VerifyCodeFixAsync(Code(body), Fixed(Vowels, fixedBody));
    }

    [Fact]
    public async Task ConstantSets_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:\"aeiouAEIOU\".Contains({|#1:c|})|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                10,
                PerfAnalyzers.Rules.SearchValues.UseSearchValuesForMembershipAnalyzer.UseSearchValuesForMembershipPayoff.For(10)),
            Fixed(Vowels, "return s_vowels.Contains(c);"));
    }

    [Theory]
    [InlineData("return [|MemoryExtensions.Contains(new[] { 'a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U' }, c)|];")]
    public async Task SpanContainsOnConstants_HowCSharp14BindsArrayContains_ReportsAndFixes(string body)
    {
        await Verify.VerifyCodeFixAsync(Code(body), Fixed(Vowels, "return s_vowels.Contains(c);"));
    }

    [Theory]
    [InlineData("return [|\"aeiouAEIOU\".Contains(c, StringComparison.Ordinal)|];", "return s_vowels.Contains(c);")]
    [InlineData("return [|\"aeiouAEIOU\".Contains(c, comparisonType: StringComparison.Ordinal)|];", "return s_vowels.Contains(c);")]
    [InlineData("return [|\"aeiouAEIOU\".Contains(c, (StringComparison)4)|];", "return s_vowels.Contains(c);")]
    [InlineData("return ![|\"aeiouAEIOU\".Contains(c, StringComparison.Ordinal)|];", "return !s_vowels.Contains(c);")]
    public async Task OrdinalComparisonOverload_ReportsAndFixesLikeContains(string body, string fixedBody)
    {
        await Verify.VerifyCodeFixAsync(Code(body), Fixed(Vowels, fixedBody));
    }

    [Fact]
    public async Task OrdinalComparisonOverload_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:\"aeiouAEIOU\".Contains({|#1:c|}, StringComparison.Ordinal)|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                10,
                PerfAnalyzers.Rules.SearchValues.UseSearchValuesForMembershipAnalyzer.UseSearchValuesForMembershipPayoff.For(10)),
            Fixed(Vowels, "return s_vowels.Contains(c);"));
    }

    // OrdinalIgnoreCase also matches the other case of each character (a different set); the culture-sensitive
    // comparisons can match ignorable characters; a comparison that is not a constant may be any of them.
    [Theory]
    [InlineData("return \"aeiouAEIOU\".Contains(c, StringComparison.OrdinalIgnoreCase);")]
    [InlineData("return \"aeiouAEIOU\".Contains(c, StringComparison.CurrentCulture);")]
    [InlineData("return \"aeiouAEIOU\".Contains(c, StringComparison.CurrentCultureIgnoreCase);")]
    [InlineData("return \"aeiouAEIOU\".Contains(c, StringComparison.InvariantCulture);")]
    [InlineData("return \"aeiouAEIOU\".Contains(c, StringComparison.InvariantCultureIgnoreCase);")]
    [InlineData("var comparison = StringComparison.Ordinal; return \"aeiouAEIOU\".Contains(c, comparison);")]
    [InlineData("return \"a\".Contains(c, StringComparison.Ordinal);")]
    [InlineData("string s = \"aeiou\"; return s.Contains(c, StringComparison.Ordinal);")]
    [InlineData("return \"aeiouAEIOU\".Contains(\"a\", StringComparison.Ordinal);")]
    public async Task OtherComparisonsOrNotASet_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task SmallArrayStillAllocates_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return [|new[] { 'a', 'e' }.Contains(c)|];"),
            Fixed("\"ae\"", "return s_vowels.Contains(c);"));
    }

    [Fact]
    public async Task LocalConstantUsedInAnotherSwitchSection_Stays()
    {
        // A constant declared in one switch section is in scope in all of them: read in another, it stays.
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                bool M(int m, char c)
                {
                    switch (m)
                    {
                        case 0:
                            const string Signs = "+-*/";
                            return [|Signs.Contains(c)|];
                        default:
                            return Signs.Length > c;
                    }
                }
            }
            """,
            """
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_mChars = SearchValues.Create("+-*/");

                bool M(int m, char c)
                {
                    switch (m)
                    {
                        case 0:
                            const string Signs = "+-*/";
                            return s_mChars.Contains(c);
                        default:
                            return Signs.Length > c;
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task SetHeldInAStringConstant_TheConstantIsPassed()
    {
        // A constant field, of this type or another, is passed as written (the set stays written once) and names the
        // new field (a leading acronym lowered: URLSafe, s_urlSafe); a local
        // constant (no field initializer sees it) and a constant expression are copied as their value, and local
        // constants nothing reads any more go (CS0219 otherwise), with those only their values read.
        await Verify.VerifyCodeFixAsync(
            """
            static class Sets
            {
                public const string Vowels = "aeiouAEIOU";
            }

            class C
            {
                private const string URLSafe = Digits + "abcdef-_";
                private const string Digits = "0123456789";

                bool M(char c) => [|URLSafe.Contains(c)|] || [|Sets.Vowels.IndexOf(c) < 0|];

                bool K(char c)
                {
                    const string Additive = "+-";
                    const string Signs = Additive + "*/";
                    return [|Signs.Contains(c)|] || [|(Digits + "xX").Contains(c)|];
                }

                bool L(char c)
                {
                    const string Signs = "+-", Kept = "+";
                    return [|Signs.Contains(c)|] || Kept.Length == c;
                }
            }
            """,
            """
            using System.Buffers;

            static class Sets
            {
                public const string Vowels = "aeiouAEIOU";
            }

            class C
            {
                private static readonly SearchValues<char> s_kChars = SearchValues.Create("+-*/");
                private static readonly SearchValues<char> s_kCharsSearchValues = SearchValues.Create("0123456789xX");
                private static readonly SearchValues<char> s_plusOrDash = SearchValues.Create("+-");
                private static readonly SearchValues<char> s_urlSafe = SearchValues.Create(URLSafe);
                private static readonly SearchValues<char> s_vowels = SearchValues.Create(Sets.Vowels);

                private const string URLSafe = Digits + "abcdef-_";
                private const string Digits = "0123456789";

                bool M(char c) => s_urlSafe.Contains(c) || !s_vowels.Contains(c);

                bool K(char c)
                {
                    return s_kChars.Contains(c) || s_kCharsSearchValues.Contains(c);
                }

                bool L(char c)
                {
                    const string Kept = "+";
                    return s_plusOrDash.Contains(c) || Kept.Length == c;
                }
            }
            """);
    }

    [Theory]
    [InlineData("return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';")]
    [InlineData("return c is 'a' or 'e' or 'i' or 'o' or 'u';")]
    [InlineData("return \"a\".Contains(c);")]
    [InlineData("return \"aeiouAEIOU\".IndexOf(c) > 0;")]
    [InlineData("return \"aeiouAEIOU\".IndexOf(c, 1) >= 0;")]
    [InlineData("return \"aeiouAEIOU\".Contains(\"a\");")]
    [InlineData("string s = \"aeiou\"; return s.Contains(c);")]
    [InlineData("return new[] { 'a', c }.Contains('e');")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Theory]
    [InlineData("new HashSet<char> { 'a', 'e', 'i', 'o', 'u' }")]
    [InlineData("new HashSet<char>(\"aeiou\")")]
    [InlineData("new(new[] { 'a', 'e', 'i', 'o', 'u' })")]
    [InlineData("['a', 'e', 'i', 'o', 'u']")]
    public async Task HashSetFieldUsedOnlyForContains_ConvertedInPlace(string initializer)
    {
        await Verify.VerifyCodeFixAsync(
            $$"""
            using System.Collections.Generic;

            class C
            {
                private static readonly HashSet<char> s_vowels = {{initializer}};

                bool IsVowel(char c) => [|s_vowels.Contains(c)|];

                int Count(string s)
                {
                    var n = 0;
                    foreach (var c in s)
                    {
                        if ([|s_vowels.Contains(c)|]) n++;
                    }

                    return n;
                }
            }
            """,
            """
            using System.Buffers;
            using System.Collections.Generic;

            class C
            {
                private static readonly SearchValues<char> s_vowels = SearchValues.Create("aeiou");

                bool IsVowel(char c) => s_vowels.Contains(c);

                int Count(string s)
                {
                    var n = 0;
                    foreach (var c in s)
                    {
                        if (s_vowels.Contains(c)) n++;
                    }

                    return n;
                }
            }
            """);
    }

    [Fact]
    public async Task HashSetFieldTestedInANestedType_ConvertedInPlace()
    {
        // Every use of the field is judged, nested types' included.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;

            class Outer
            {
                private static readonly HashSet<char> s_vowels = new() { 'a', 'e', 'i', 'o', 'u' };

                bool IsVowel(char c) => [|s_vowels.Contains(c)|];

                class Inner
                {
                    bool IsConsonant(char c) => char.IsLetter(c) && ![|s_vowels.Contains(c)|];
                }
            }
            """,
            """
            using System.Buffers;
            using System.Collections.Generic;

            class Outer
            {
                private static readonly SearchValues<char> s_vowels = SearchValues.Create("aeiou");

                bool IsVowel(char c) => s_vowels.Contains(c);

                class Inner
                {
                    bool IsConsonant(char c) => char.IsLetter(c) && !s_vowels.Contains(c);
                }
            }
            """);
    }

    [Fact]
    public async Task HashSetFieldCountedInANestedType_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Collections.Generic;

            class Outer
            {
                private static readonly HashSet<char> s_vowels = new() { 'a', 'e', 'i', 'o', 'u' };

                bool IsVowel(char c) => s_vowels.Contains(c);

                class Inner
                {
                    int Size() => s_vowels.Count;
                }
            }
            """);
    }

    [Theory]
    [InlineData("private static readonly HashSet<char> s_set = new() { 'a', 'e' }; int Size() => s_set.Count;")]
    [InlineData("private static readonly HashSet<char> s_set = new() { 'a', 'e' }; void Add() => s_set.Add('x');")]
    [InlineData("private readonly HashSet<char> s_set = new() { 'a', 'e' };")]
    [InlineData("internal static readonly HashSet<char> s_set = new() { 'a', 'e' };")]
    [InlineData("private static readonly HashSet<char> s_set = new(EqualityComparer<char>.Default) { 'a', 'e' };")]
    [InlineData("private static readonly HashSet<char> s_set = new(\"ae\".Where(char.IsLetter));")]
    public async Task HashSetFieldsThatDoNotQualify_NoDiagnostic(string field)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            using System.Collections.Generic;
            using System.Linq;

            class C
            {
                {{field}}

                bool Has(char c) => s_set.Contains(c);
            }
            """);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAllAddsOneFieldPerSet()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Linq;

            class C
            {
                bool A(char c) => [|"aeiou".Contains(c)|];

                bool B(char c) => [|new[] { 'u', 'o', 'i', 'e', 'a' }.Contains(c)|];

                bool D(char c) => [|"0123456789".IndexOf(c) < 0|];

                bool E(char c) => [|"0123456789".Contains(c, System.StringComparison.Ordinal)|];
            }
            """,
            """
            using System.Buffers;
            using System.Linq;

            class C
            {
                private static readonly SearchValues<char> s_digits = SearchValues.Create("0123456789");
                private static readonly SearchValues<char> s_vowels = SearchValues.Create("aeiou");

                bool A(char c) => s_vowels.Contains(c);

                bool B(char c) => s_vowels.Contains(c);

                bool D(char c) => !s_digits.Contains(c);

                bool E(char c) => s_digits.Contains(c);
            }
            """);
    }

    [Fact]
    public async Task TwoFiles_FixAllInProjectFixesBoth()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", "class A\n{\n    bool M(char c) => [|\"0123456789\".Contains(c)|];\n}\n"));
        test.TestState.Sources.Add(("/0/B.cs", "class B\n{\n    bool M(char c) => [|\"0123456789\".IndexOf(c) >= 0|];\n}\n"));
        test.FixedState.Sources.Add("using System.Buffers;\n\nclass A\n{\n    private static readonly SearchValues<char> s_digits = SearchValues.Create(\"0123456789\");\n\n    bool M(char c) => s_digits.Contains(c);\n}\n");
        test.FixedState.Sources.Add("using System.Buffers;\n\nclass B\n{\n    private static readonly SearchValues<char> s_digits = SearchValues.Create(\"0123456789\");\n\n    bool M(char c) => s_digits.Contains(c);\n}\n");
        await test.RunAsync();
    }

    [Fact]
    public async Task NetCoreApp31WithoutSearchValues_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(Code("return \"aeiouAEIOU\".Contains(c) || new[] { 'x', 'y' }.Contains(c);"), TargetRuntime.NetCoreApp31);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", "class C { bool M(char c) => \"aeiouAEIOU\".Contains(c); }"));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\nclass D { bool M(char c) => \"aeiouAEIOU\".Contains(c); }"));
        await test.RunAsync();
    }
}
