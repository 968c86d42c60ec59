using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.SearchValues.UseCachedSearchValuesAnalyzer,
    PerfAnalyzers.Rules.SearchValues.UseCachedSearchValuesCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.SearchValues;

public sealed class UseCachedSearchValuesAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;

        class C
        {
            int M(string s, ReadOnlySpan<char> span, Span<byte> bytes)
            {
                {{body}}
            }
        }
        """;

    private static string Fixed(string field, string body) => $$"""
        using System;
        using System.Buffers;

        class C
        {
            {{field}}

            int M(string s, ReadOnlySpan<char> span, Span<byte> bytes)
            {
                {{body}}
            }
        }
        """;

    [Fact]
    public async Task StringIndexOfAnyWithArray_ReportsAndFixesThroughAsSpan()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                int M(string s) => s.IndexOfAny([|new[] { ',', ';', ':', '|', '/', '=' }|]);
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_mChars = SearchValues.Create(",;:|/=");

                int M(string s) => s.AsSpan().IndexOfAny(s_mChars);
            }
            """);
    }

    [Theory]
    // The type's static fields decide; with none, its instance fields; with neither, s_.
    [InlineData("private static readonly object s_gate = new object(); private int _count; int Next() { lock (s_gate) return _count++; }", "s_mChars")]
    [InlineData("private static int _calls; private int count; int Next() => _calls++ + count++;", "_mChars")]
    [InlineData("private static readonly object Gate = new object(); private int _count; int Next() { lock (Gate) return _count++; }", "MChars")]
    [InlineData("private int _count; private const int Limit = 3; int Next() => _count++ + Limit;", "_mChars")]
    [InlineData("private int count; public static int Shared; int Next() => count++ + Shared++;", "s_mChars")]
    public async Task NewField_SpelledAsTheTypesPrivateFields(string fields, string name)
    {
        await Verify.VerifyCodeFixAsync(
            $$"""
            using System;

            class C
            {
                {{fields}}

                int M(string s) => s.IndexOfAny([|new[] { ',', ';', ':', '|', '/', '=' }|]);
            }
            """,
            $$"""
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> {{name}} = SearchValues.Create(",;:|/=");

                {{fields}}

                int M(string s) => s.AsSpan().IndexOfAny({{name}});
            }
            """);
    }

    [Theory]
    [InlineData("return s.IndexOfAny([|new[] { ',', ';' }|]);", "return s.AsSpan().IndexOfAny(',', ';');")]
    [InlineData("return s.IndexOfAny([|new char[] { ' ', '\\t', ' ' }|]);", "return s.AsSpan().IndexOfAny(' ', '\\t');")]
    [InlineData("return s.LastIndexOfAny([|\"/\\\\\".ToCharArray()|]);", "return s.AsSpan().LastIndexOfAny('/', '\\\\');")]
    [InlineData("return s.IndexOfAny([|['\\r', '\\n']|]);", "return s.AsSpan().IndexOfAny('\\r', '\\n');")]
    [InlineData("return span.LastIndexOfAny([|\"\\\"'\".ToCharArray()|]);", "return span.LastIndexOfAny('\"', '\\'');")]
    [InlineData("return span.ContainsAny([|\"xy\".ToCharArray()|]) ? 1 : 0;", "return span.ContainsAny('x', 'y') ? 1 : 0;")]
    [InlineData("return MemoryExtensions.IndexOfAny(span, [|\"ab\".ToCharArray()|]);", "return MemoryExtensions.IndexOfAny(span, 'a', 'b');")]
    public async Task FewCharsInAnArrayPerCall_PassedAsArguments_NoField(string body, string fixedBody)
    {
        // Below six values the span overloads beat a SearchValues (docs/rules/PERF0601.md): the array goes, no field comes.
        // (new[] { ... } converted to a span is not made per call: the compiler keeps constants in the assembly's data.)
        await Verify.VerifyCodeFixAsync(Code(body), Code(fixedBody));
    }

    [Theory]
    [InlineData("return s.IndexOfAny([|new[] { ',', ';' }|], 1) >= 0 ? 1 : 0;", "return s.AsSpan(1).IndexOfAny(',', ';') >= 0 ? 1 : 0;")]
    [InlineData("return -1 == s.IndexOfAny([|new[] { ',', ';', ':' }|], 2, s.Length - 2) ? 0 : 1;", "return -1 == s.AsSpan(2, s.Length - 2).IndexOfAny(',', ';', ':') ? 0 : 1;")]
    [InlineData("return s.IndexOfAny([|['<', '>']|], span.Length) < 0 ? 0 : 1;", "return s.AsSpan(span.Length).IndexOfAny('<', '>') < 0 ? 0 : 1;")]
    public async Task StartIndexOverloadTestedForAHit_SearchesTheSlice(string body, string fixedBody)
    {
        // A hit in s from start (for count chars) is a hit in s.AsSpan(start, count): the array and the search's set-up go.
        await Verify.VerifyCodeFixAsync(Code(body), Code(fixedBody));
    }

    [Fact]
    public async Task StartIndexOverloadWithManyChars_SearchesTheSliceWithAField()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return s.IndexOfAny([|new[] { '.', ',', '!', '?', ';', ':' }|], 1) != -1 ? 1 : 0;"),
            Fixed("private static readonly SearchValues<char> s_mChars = SearchValues.Create(\".,!?;:\");", "return s.AsSpan(1).IndexOfAny(s_mChars) != -1 ? 1 : 0;"));
    }

    [Theory]
    // The index itself is used (it would differ by start), LastIndexOfAny's start counts from the end, named arguments.
    [InlineData("return s.IndexOfAny(new[] { ',', ';' }, 1) > 0 ? 1 : 0;")]
    [InlineData("return s.IndexOfAny(new[] { ',', ';' }, 1) + 1;")]
    [InlineData("return s.LastIndexOfAny(new[] { ',', ';' }, 1) >= 0 ? 1 : 0;")]
    [InlineData("return s.IndexOfAny(new[] { ',', ';' }, startIndex: 1) >= 0 ? 1 : 0;")]
    public async Task StartIndexOverloadNotAHitTest_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Theory]
    // A named argument, the set in a local, an Except search (the two-value overloads are used only for IndexOfAny,
    // LastIndexOfAny and ContainsAny): a field, as before.
    [InlineData("return s.IndexOfAny([|anyOf: new[] { ',', ';' }|]);", "s_commaOrSemicolon", "\",;\"", "return s.AsSpan().IndexOfAny(s_commaOrSemicolon);")]
    [InlineData("return span.IndexOfAnyExcept([|\",;\".ToCharArray()|]);", "s_commaOrSemicolon", "\",;\"", "return span.IndexOfAnyExcept(s_commaOrSemicolon);")]
    public async Task FewCharsWhereArgumentsDontFit_Field(string body, string name, string create, string fixedBody)
    {
        await Verify.VerifyCodeFixAsync(
            Code(body),
            Fixed($"private static readonly SearchValues<char> {name} = SearchValues.Create({create});", fixedBody));
    }

    [Fact]
    public async Task StringIndexOfAnyWithArray_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                int M(string s) => {|#1:s.IndexOfAny({|#0:new[] { ',', ';' }|})|};
            }
            """,
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                2,
                "characters",
                "as arguments of the span overload",
                PerfAnalyzers.Rules.SearchValues.UseCachedSearchValuesAnalyzer.FewValuesPayoff.For(10)),
            """
            using System;

            class C
            {
                int M(string s) => s.AsSpan().IndexOfAny(',', ';');
            }
            """);
    }

    [Fact]
    public async Task SpanIndexOfAnyWithManyChars_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                int M(ReadOnlySpan<char> s) => {|#1:s.IndexOfAny({|#0:"0123456789"|})|};
            }
            """,
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                10,
                "characters",
                "with a cached SearchValues<char>",
                PerfAnalyzers.Rules.SearchValues.UseCachedSearchValuesAnalyzer.UseCachedSearchValuesPayoff.For(10)),
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_digits = SearchValues.Create("0123456789");

                int M(ReadOnlySpan<char> s) => s.IndexOfAny(s_digits);
            }
            """);
    }

    [Theory]
    [InlineData("return s.IndexOfAny([|new char[] { ' ', '\\t', '\\r', '\\n' }|]);", "s_whitespace", "\" \\t\\r\\n\"", "return s.AsSpan().IndexOfAny(s_whitespace);")]
    [InlineData("return span.IndexOfAny([|\"0123456789\"|]);", "s_digits", "\"0123456789\"", "return span.IndexOfAny(s_digits);")]
    [InlineData("return span.LastIndexOfAny([|\"<>&'\\\"\".ToCharArray()|]);", "s_mChars", "\"<>&'\\\"\"", "return span.LastIndexOfAny(s_mChars);")]
    [InlineData("return span.IndexOfAnyExcept([|\"aeiouAEIOU\"|]);", "s_vowels", "\"aeiouAEIOU\"", "return span.IndexOfAnyExcept(s_vowels);")]
    [InlineData("return span.LastIndexOfAnyExcept([|\"abcdef\"|]);", "s_hexDigits", "\"abcdef\"", "return span.LastIndexOfAnyExcept(s_hexDigits);")]
    [InlineData("return span.ContainsAny([|['a', 'b', 'c', 'x', 'y', 'z']|]) ? 1 : 0;", "s_mChars", "\"abcxyz\"", "return span.ContainsAny(s_mChars) ? 1 : 0;")]
    [InlineData("return span.ContainsAnyExcept([|new[] { 'a', 'b', 'c', 'x', 'y', 'z' }|]) ? 1 : 0;", "s_mChars", "\"abcxyz\"", "return span.ContainsAnyExcept(s_mChars) ? 1 : 0;")]
    [InlineData("return MemoryExtensions.IndexOfAny(span, [|\"!?.,;:\"|]);", "s_mChars", "\"!?.,;:\"", "return MemoryExtensions.IndexOfAny(span, s_mChars);")]
    [InlineData("return bytes.IndexOfAny([|\"\\r\\n\\t ,;\"u8|]);", "s_mBytes", "\"\\r\\n\\t ,;\"u8", "return bytes.IndexOfAny(s_mBytes);")]
    [InlineData("return bytes.IndexOfAny([|new byte[] { 0, 1, 2, 3, 4, 255 }|]);", "s_mBytes", "new byte[] { 0x00, 0x01, 0x02, 0x03, 0x04, 0xFF }", "return bytes.IndexOfAny(s_mBytes);")]
    public async Task ConstantSets_ReportAndFix(string body, string name, string create, string fixedBody)
    {
        var type = create.EndsWith("u8", System.StringComparison.Ordinal) || create.StartsWith("new byte", System.StringComparison.Ordinal) ? "byte" : "char";
        await Verify.VerifyCodeFixAsync(
            Code(body),
            Fixed($"private static readonly SearchValues<{type}> {name} = SearchValues.Create({create});", fixedBody));
    }

    [Theory]
    [InlineData("return span.IndexOfAny(\"abcde\");")]
    [InlineData("return span.IndexOfAny(['a', 'b', 'c']);")]
    [InlineData("return span.IndexOfAny('a', 'b', 'c');")]
    [InlineData("return span.IndexOfAnyExcept('a');")]
    [InlineData("return span.LastIndexOfAnyExcept(\"abcde\");")]
    [InlineData("return span.ContainsAnyExcept(['a', 'b', 'c']) ? 1 : 0;")]
    [InlineData("return bytes.IndexOfAnyExcept(\" \\t\"u8);")]
    [InlineData("return span.IndexOfAny(s);")]
    [InlineData("return s.IndexOfAny(s.ToCharArray());")]
    [InlineData("return s.IndexOfAny(new[] { ',', s[0] });")]
    [InlineData("return s.IndexOfAny(new[] { ',', ';' }, 1);")]
    [InlineData("return s?.IndexOfAny(new[] { ',', ';' }) ?? -1;")]
    [InlineData("return s.IndexOf(',');")]
    [InlineData("return span.IndexOf(\"abcdefgh\");")]
    [InlineData("return bytes.IndexOfAny(\"abcde\"u8);")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task StaticReadonlyArrayUsedOnlyInSearches_ConvertedInPlace()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                private static readonly char[] s_separators = { ',', ';', ':', '|', '\t', ' ' };

                int First(string s) => s.IndexOfAny([|s_separators|]);

                int Last(ReadOnlySpan<char> span) => span.LastIndexOfAny([|s_separators|]);

                bool Any(ReadOnlySpan<char> span) => span.ContainsAny([|C.s_separators|]);
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_separators = SearchValues.Create(",;:|\t ");

                int First(string s) => s.AsSpan().IndexOfAny(s_separators);

                int Last(ReadOnlySpan<char> span) => span.LastIndexOfAny(s_separators);

                bool Any(ReadOnlySpan<char> span) => span.ContainsAny(C.s_separators);
            }
            """);
    }

    [Fact]
    public async Task ArrayFieldAlsoUsedElsewhere_GetsASecondFieldAndIsKept()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                private static readonly char[] s_separators = { ',', ';', ':', '|', '\t', ' ' };

                int First(string s) => s.IndexOfAny([|s_separators|]);

                string[] Split(string s) => s.Split(s_separators);
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_separatorsSearchValues = SearchValues.Create(",;:|\t ");

                private static readonly char[] s_separators = { ',', ';', ':', '|', '\t', ' ' };

                int First(string s) => s.AsSpan().IndexOfAny(s_separatorsSearchValues);

                string[] Split(string s) => s.Split(s_separators);
            }
            """);
    }

    [Theory]
    [InlineData("private static readonly char[] s_few = { ',', ';', ':' };")]
    [InlineData("private static char[] s_few = { ',', ';', ':', '|', '\\t', ' ' };")]
    [InlineData("public static readonly char[] s_few = { ',', ';', ':', '|', '\\t', ' ' };")]
    [InlineData("private static readonly char[] s_few = { ',', ';', ':', '|', '\\t', ' ' }; void W() => s_few[0] = 'x';")]
    [InlineData("private static readonly char[] s_few = { ',', ';', ':', '|', '\\t', ' ' }; Span<char> W() => s_few;")]
    [InlineData("private static readonly char[] s_few = Environment.NewLine.ToCharArray();")]
    public async Task ArrayFieldsThatDoNotQualify_NoDiagnostic(string field)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            using System;

            class C
            {
                {{field}}

                int First(string s) => s.IndexOfAny(s_few);
            }
            """);
    }

    [Fact]
    public async Task SameSetTwiceAndAnExistingField_FixAllReusesOneField()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_existing = SearchValues.Create("xyz");

                int A(string s) => s.IndexOfAny([|new[] { '<', '>', '&', '"', '=', '/' }|]);

                int B(string s) => s.LastIndexOfAny([|new[] { '&', '<', '>', '/', '=', '"' }|]);

                int D(string s) => s.IndexOfAny([|new[] { 'z', 'y', 'x', 'z' }|]);

                int E(ReadOnlySpan<char> s) => s.IndexOfAny([|"0123456789"|]);
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_aChars = SearchValues.Create("<>&\"=/");
                private static readonly SearchValues<char> s_digits = SearchValues.Create("0123456789");
                private static readonly SearchValues<char> s_existing = SearchValues.Create("xyz");

                int A(string s) => s.AsSpan().IndexOfAny(s_aChars);

                int B(string s) => s.AsSpan().LastIndexOfAny(s_aChars);

                int D(string s) => s.AsSpan().IndexOfAny('z', 'y', 'x');

                int E(ReadOnlySpan<char> s) => s.IndexOfAny(s_digits);
            }
            """);
    }

    [Theory]
    [InlineData("crlf", "\r\n")]
    [InlineData("lf", "\n")]
    public async Task FileWithoutLineBreak_FixWritesTheEditorConfigLineBreak(string endOfLine, string newLine)
    {
        // A type with no line break of its own: the new field's lines take the document's line break, which for a
        // file without any is .editorconfig's end_of_line (not a hard-coded \n).
        var test = new Verify.Test
        {
            TestCode = "using System; class C { int M(string s) => s.AsSpan().IndexOfAny([|\"<>&=;:\"|]); }",
            FixedCode = "using System; using System.Buffers;" + newLine
                + "class C {" + newLine
                + "    private static readonly SearchValues<char> s_mChars = SearchValues.Create(\"<>&=;:\");" + newLine
                + newLine
                + "    int M(string s) => s.AsSpan().IndexOfAny(s_mChars); }",
            EditorConfig = "root = true\n\n[*.cs]\nend_of_line = " + endOfLine + "\n",
        };
        await test.RunAsync();
    }

    [Fact]
    public async Task PartialTypeAcrossFiles_FixAllDeclaresOneFieldAndAvoidsNameClashes()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System;

            partial class C
            {
                int {|CS0169:s_vowels|};

                int A(string s) => s.IndexOfAny([|"aeiou".ToCharArray()|]);
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System;

            partial class C
            {
                int B(string text) => text.IndexOfAny([|new[] { 'a', 'e', 'i', 'o', 'u' }|]);
            }
            """));
        test.FixedState.Sources.Add("""
            using System;
            using System.Buffers;

            partial class C
            {
                private static readonly SearchValues<char> s_vowelsSearchValues = SearchValues.Create("aeiou");

                int {|CS0169:s_vowels|};

                int A(string s) => s.AsSpan().IndexOfAny(s_vowelsSearchValues);
            }
            """);
        test.FixedState.Sources.Add("""
            using System;

            partial class C
            {
                int B(string text) => text.AsSpan().IndexOfAny(s_vowelsSearchValues);
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task ReadOnlySpanProperty_TheCA1870Shape_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                private static ReadOnlySpan<char> Delimiters => "\t\r\n,;:|=";

                int M(ReadOnlySpan<char> span) => span.IndexOfAny([|Delimiters|]);
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_delimiters = SearchValues.Create("\t\r\n,;:|=");

                private static ReadOnlySpan<char> Delimiters => "\t\r\n,;:|=";

                int M(ReadOnlySpan<char> span) => span.IndexOfAny(s_delimiters);
            }
            """);
    }

    [Fact]
    public async Task ArrayFieldInATypeWithNestedTypesThatDoNotUseIt_ConvertedInPlace()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class Outer
            {
                private static readonly char[] s_invalid = { '<', '>', ':', '"', '|', '?', '*' };

                bool Check(string s) => s.IndexOfAny([|s_invalid|]) < 0;

                class Inner
                {
                    int Other(string s) => s.Length;
                }
            }
            """,
            """
            using System;
            using System.Buffers;

            class Outer
            {
                private static readonly SearchValues<char> s_invalid = SearchValues.Create("<>:\"|?*");

                bool Check(string s) => s.AsSpan().IndexOfAny(s_invalid) < 0;

                class Inner
                {
                    int Other(string s) => s.Length;
                }
            }
            """);
    }

    [Fact]
    public async Task ArrayFieldWrittenByANestedType_NotReported()
    {
        // Every use of the field is judged, nested types' included: an element written there keeps the array.
        await Verify.VerifyAnalyzerAsync(
            """
            using System;

            class Outer
            {
                private static readonly char[] s_invalid = { '<', '>', ':', '"', '|', '?', '*' };

                bool Check(string s) => s.IndexOfAny(s_invalid) < 0;

                class Inner
                {
                    void Break() => s_invalid[0] = 'x';
                }
            }
            """);
    }

    [Fact]
    public async Task ArrayFieldSearchedByANestedType_ConvertedInPlace()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class Outer
            {
                private static readonly char[] s_invalid = { '<', '>', ':', '"', '|', '?', '*' };

                bool Check(string s) => s.IndexOfAny([|s_invalid|]) < 0;

                class Inner
                {
                    bool Also(string s) => s.IndexOfAny([|s_invalid|]) >= 0;
                }
            }
            """,
            """
            using System;
            using System.Buffers;

            class Outer
            {
                private static readonly SearchValues<char> s_invalid = SearchValues.Create("<>:\"|?*");

                bool Check(string s) => s.AsSpan().IndexOfAny(s_invalid) < 0;

                class Inner
                {
                    bool Also(string s) => s.AsSpan().IndexOfAny(s_invalid) >= 0;
                }
            }
            """);
    }

    [Fact]
    public async Task FileWithoutUsingSystem_FixAddsBothUsings()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                int M(string s) => s.IndexOfAny([|new[] { '.', ',', '!', '?', ';', ':' }|]);
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_mChars = SearchValues.Create(".,!?;:");

                int M(string s) => s.AsSpan().IndexOfAny(s_mChars);
            }
            """);
    }

    [Fact]
    public async Task ConditionalBetweenStaticArrayFields_ConvertsBothInPlace()
    {
        // NLog's XmlHelper shape, with six and eight characters (its own five-character set stays silent: see below).
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                private static readonly char[] XmlEscapeChars = new char[] { '<', '>', '&', '\'', '"', '\0' };
                private static readonly char[] XmlEscapeNewlineChars = new char[] { '<', '>', '&', '\'', '"', '\0', '\r', '\n' };

                int Find(string text, bool newlines) => text.IndexOfAny([|newlines ? XmlEscapeNewlineChars : XmlEscapeChars|]);
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> XmlEscapeChars = SearchValues.Create("<>&'\"\0");
                private static readonly SearchValues<char> XmlEscapeNewlineChars = SearchValues.Create("<>&'\"\0\r\n");

                int Find(string text, bool newlines) => text.AsSpan().IndexOfAny(newlines ? XmlEscapeNewlineChars : XmlEscapeChars);
            }
            """);
    }

    [Theory]
    [InlineData(
        "return s.IndexOfAny([|flag ? new[] { '.', ',', '!', '?', ';', ':' } : \"<>&'\\\"/\".ToCharArray()|]);",
        "return s.AsSpan().IndexOfAny(flag ? s_mChars : s_mCharsSearchValues);")]
    [InlineData(
        "return span.LastIndexOfAny(([|flag ? \".,!?;:\" : \"<>&'\\\"/\"|]));",
        "return span.LastIndexOfAny((flag ? s_mChars : s_mCharsSearchValues));")]
    [InlineData(
        "return span.IndexOfAny([|flag ? ['.', ',', '!', '?', ';', ':'] : ['<', '>', '&', '\\'', '\"', '/']|]);",
        "return span.IndexOfAny(flag ? s_mChars : s_mCharsSearchValues);")]
    public async Task ConditionalBetweenConstantSets_AFieldForEach(string body, string fixedBody)
    {
        await Verify.VerifyCodeFixAsync(
            ConditionalCode(body),
            ConditionalFixed(
                """
                private static readonly SearchValues<char> s_mChars = SearchValues.Create(".,!?;:");
                    private static readonly SearchValues<char> s_mCharsSearchValues = SearchValues.Create("<>&'\"/");
                """,
                fixedBody));
    }

    [Fact]
    public async Task ConditionalBetweenTheSameSetTwice_OneField()
    {
        await Verify.VerifyCodeFixAsync(
            ConditionalCode("return span.IndexOfAny([|flag ? \"0123456789\" : \"9876543210\"|]);"),
            ConditionalFixed(
                "private static readonly SearchValues<char> s_digits = SearchValues.Create(\"0123456789\");",
                "return span.IndexOfAny(flag ? s_digits : s_digits);"));
    }

    [Fact]
    public async Task ConditionalBetweenByteSetsAndAnExceptSearch_ReportedFromSixValues()
    {
        // IndexOfAnyExcept has the same threshold as IndexOfAny (the gate study): six values in each branch.
        await Verify.VerifyCodeFixAsync(
            ConditionalCode("return bytes.IndexOfAnyExcept([|flag ? \" \\t\\r\\n\\v\\f\"u8 : \"0123456789\"u8|]);"),
            ConditionalFixed(
                """
                private static readonly SearchValues<byte> s_digits = SearchValues.Create("0123456789"u8);
                    private static readonly SearchValues<byte> s_whitespaceBytes = SearchValues.Create(" \t\r\n\v\f"u8);
                """,
                "return bytes.IndexOfAnyExcept(flag ? s_whitespaceBytes : s_digits);"));
    }

    [Fact]
    public async Task ConditionalBetweenSmallByteSetsOfAnExceptSearch_NotReported()
    {
        // One and two bytes: below the threshold, where the span overloads keep up with SearchValues.
        await Verify.VerifyAnalyzerAsync(ConditionalCode("return bytes.IndexOfAnyExcept(flag ? \" \"u8 : \" \\t\"u8);"));
    }

    [Fact]
    public async Task ConditionalWithAFieldReadElsewhereAndAnInlineSet_KeepsTheArray()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                private static readonly char[] s_separators = { ',', ';', ':', '|', '\t', ' ' };

                int Find(string s, bool all) => s.IndexOfAny([|all ? s_separators : new[] { '.', ',', '!', '?', ';', ':' }|]);

                string[] Split(string s) => s.Split(s_separators);
            }
            """,
            """
            using System;
            using System.Buffers;

            class C
            {
                private static readonly SearchValues<char> s_findChars = SearchValues.Create(".,!?;:");
                private static readonly SearchValues<char> s_separatorsSearchValues = SearchValues.Create(",;:|\t ");

                private static readonly char[] s_separators = { ',', ';', ':', '|', '\t', ' ' };

                int Find(string s, bool all) => s.AsSpan().IndexOfAny(all ? s_separatorsSearchValues : s_findChars);

                string[] Split(string s) => s.Split(s_separators);
            }
            """);
    }

    [Fact]
    public async Task ConditionalSets_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            ConditionalCode("return {|#1:span.IndexOfAny({|#0:flag ? \"0123456789\" : \"abcdef\"|})|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "10 or 6",
                "characters",
                "with a cached SearchValues<char> for each set",
                PerfAnalyzers.Rules.SearchValues.UseCachedSearchValuesAnalyzer.UseCachedSearchValuesPayoff.For(10)),
            ConditionalFixed(
                """
                private static readonly SearchValues<char> s_digits = SearchValues.Create("0123456789");
                    private static readonly SearchValues<char> s_hexDigits = SearchValues.Create("abcdef");
                """,
                "return span.IndexOfAny(flag ? s_digits : s_hexDigits);"));
    }

    [Fact]
    public async Task ConditionalSetsFixAll_ReusesFieldsAcrossSearches()
    {
        await Verify.VerifyCodeFixAsync(
            ConditionalCode("return span.IndexOfAny([|flag ? \"0123456789\" : \".,!?;:\"|]) + s.IndexOfAny([|flag ? \".,!?;:\".ToCharArray() : new[] { 'x', 'y', 'z', 'X', 'Y', 'Z' }|]);"),
            ConditionalFixed(
                """
                private static readonly SearchValues<char> s_digits = SearchValues.Create("0123456789");
                    private static readonly SearchValues<char> s_mChars = SearchValues.Create(".,!?;:");
                    private static readonly SearchValues<char> s_mCharsSearchValues = SearchValues.Create("xyzXYZ");
                """,
                "return span.IndexOfAny(flag ? s_digits : s_mChars) + s.AsSpan().IndexOfAny(flag ? s_mChars : s_mCharsSearchValues);"));
    }

    [Theory]
    // A branch below six values (NLog's five XML characters), not constant, null, a property, a start index, a ref.
    [InlineData("return s.IndexOfAny(flag ? new[] { '<', '>', '&', '\\'', '\"' } : new[] { '<', '>', '&', '\\'', '\"', '\\r', '\\n' });")]
    [InlineData("return s.IndexOfAny(flag ? s.ToCharArray() : new[] { '.', ',', '!', '?', ';', ':' });")]
    [InlineData("return s.IndexOfAny(flag ? null! : new[] { '.', ',', '!', '?', ';', ':' });")]
    [InlineData("return s.IndexOfAny(new[] { '.', ',', '!', '?', ';', ':' }, flag ? 1 : 0);")]
    [InlineData("return s.IndexOfAny(flag ? new[] { '.', ',', '!', '?', ';', ':' } : new[] { '<', '>', '&', '\\'', '\"', '/' }, 1) >= 0 ? 1 : 0;")]
    [InlineData("return span.IndexOfAny(flag ? span : \".,!?;:\");")]
    public async Task ConditionalCloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(ConditionalCode(body));
    }

    [Theory]
    // Used in two conditionals, searched directly too (the direct search gets a field; the conditional keeps the array),
    // an instance field read nowhere else (its array would be left unused), declared with another field.
    [InlineData("int Other(string s, bool flag) => s.IndexOfAny(flag ? new[] { 'a', 'b', 'c', 'd', 'e', 'f' } : s_set);")]
    [InlineData("int Other(string s) => s.IndexOfAny([|s_set|]);")]
    public async Task ConditionalWithAFieldUsedElsewhere_ConditionalNotReported(string other)
    {
        var code = $$"""
            using System;

            class C
            {
                private static readonly char[] s_set = { '.', ',', '!', '?', ';', ':' };

                int M(string s, bool flag) => s.IndexOfAny(flag ? s_set : new[] { '<', '>', '&', '\'', '"', '/' });

                {{other}}
            }
            """;
        await Verify.VerifyAnalyzerAsync(code);
    }

    [Theory]
    [InlineData("private readonly char[] _set = { '.', ',', '!', '?', ';', ':' };")]
    [InlineData("private static readonly char[] _set = { '.', ',', '!', '?', ';', ':' }, _other = { 'a' };")]
    public async Task ConditionalWithAFieldThatCantBeConverted_NoDiagnostic(string field)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            using System;

            class C
            {
                {{field}}

                int M(string s, bool flag) => s.IndexOfAny(flag ? _set : new[] { '<', '>', '&', '\'', '"', '/' });
            }
            """);
    }

    [Theory]
    [InlineData(
        "return s.IndexOfAny([|new[] { Comma, Semicolon, Colon, Pipe, Tab, Space }|]);",
        "private static readonly SearchValues<char> s_mChars = SearchValues.Create([Comma, Semicolon, Colon, Pipe, Tab, Space]);",
        "return s.AsSpan().IndexOfAny(s_mChars);")]
    [InlineData(
        "return span.IndexOfAnyExcept([|[Quote, Chars.Apostrophe, Quote, Backslash, Comma, Semicolon, Colon]|]);",
        "private static readonly SearchValues<char> s_mChars = SearchValues.Create([Quote, Chars.Apostrophe, Backslash, Comma, Semicolon, Colon]);",
        "return span.IndexOfAnyExcept(s_mChars);")]
    [InlineData(
        "return bytes.IndexOfAny([|new[] { Lf, Cr, Lf, Nul, Cr, Lf, Nul, Del, Esc, Lf, Bell }|]);",
        "private static readonly SearchValues<byte> s_mBytes = SearchValues.Create([Lf, Cr, Nul, Del, Esc, Bell]);",
        "return bytes.IndexOfAny(s_mBytes);")]
    public async Task SetOfNamedConstants_FieldWritesTheConstants(string body, string field, string fixedBody)
    {
        // The constants stay in use, and a set of up to three is named after them.
        await Verify.VerifyCodeFixAsync(NamedConstantsCode(string.Empty, body), NamedConstantsCode(field + "\n\n    ", fixedBody, buffers: true));
    }

    [Theory]
    [InlineData("return s.IndexOfAny([|new[] { Comma, Chars.Apostrophe }|]);", "return s.AsSpan().IndexOfAny(Comma, Chars.Apostrophe);")]
    [InlineData("return s.LastIndexOfAny([|[Tab, Space, Tab]|]);", "return s.AsSpan().LastIndexOfAny(Tab, Space);")]
    public async Task FewNamedConstantsPerCall_PassedAsArgumentsByName(string body, string fixedBody)
    {
        await Verify.VerifyCodeFixAsync(NamedConstantsCode(string.Empty, body), NamedConstantsCode(string.Empty, fixedBody));
    }

    [Fact]
    public async Task SetMixingConstantsAndLiterals_FieldWritesTheCharacters()
    {
        await Verify.VerifyCodeFixAsync(
            NamedConstantsCode(string.Empty, "return s.IndexOfAny([|new[] { Comma, Semicolon, ':', Pipe, Tab, Space }|]);"),
            NamedConstantsCode("private static readonly SearchValues<char> s_mChars = SearchValues.Create(\",;:|\\t \");\n\n    ", "return s.AsSpan().IndexOfAny(s_mChars);", buffers: true));
    }

    [Fact]
    public async Task SetOfNamedConstantsInCSharp11_FieldWritesAnArray()
    {
        var test = new Verify.Test { LanguageVersion = Microsoft.CodeAnalysis.CSharp.LanguageVersion.CSharp11 };
        test.TestState.Sources.Add(("/0/Test0.cs", NamedConstantsCode(string.Empty, "return s.IndexOfAny([|new[] { Comma, Semicolon, Colon, Pipe, Tab, Space }|]);")));
        test.FixedState.Sources.Add(NamedConstantsCode(
            "private static readonly SearchValues<char> s_mChars = SearchValues.Create(new[] { Comma, Semicolon, Colon, Pipe, Tab, Space });\n\n    ",
            "return s.AsSpan().IndexOfAny(s_mChars);",
            buffers: true));
        await test.RunAsync();
    }

    private static string NamedConstantsCode(string field, string body, bool buffers = false) => $$"""
        using System;
        {{(buffers ? "using System.Buffers;\n" : string.Empty)}}
        static class Chars
        {
            public const char Apostrophe = '\'';
        }

        class C
        {
            {{field}}private const char Comma = ',', Semicolon = ';', Colon = ':', Pipe = '|', Tab = '\t', Space = ' ', Quote = '"', Backslash = '\\';
            private const byte Lf = 10, Cr = 13, Nul = 0, Del = 127, Esc = 27, Bell = 7;

            int M(string s, ReadOnlySpan<char> span, Span<byte> bytes)
            {
                {{body}}
            }
        }
        """;

    private static string ConditionalCode(string body) => $$"""
        using System;

        class C
        {
            int M(string s, ReadOnlySpan<char> span, Span<byte> bytes, bool flag)
            {
                {{body}}
            }
        }
        """;

    private static string ConditionalFixed(string fields, string body) => $$"""
        using System;
        using System.Buffers;

        class C
        {
            {{fields}}

            int M(string s, ReadOnlySpan<char> span, Span<byte> bytes, bool flag)
            {
                {{body}}
            }
        }
        """;

    [Fact]
    public async Task NetCoreApp31WithoutSearchValues_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(Code("return s.IndexOfAny(new[] { ',', ';' }) + span.IndexOfAny(\"0123456789\");"), TargetRuntime.NetCoreApp31);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return s.IndexOfAny([|new[] { ',', ';' }|]) + span.IndexOfAny([|\"0123456789\"|]);"),
            Fixed("private static readonly SearchValues<char> s_digits = SearchValues.Create(\"0123456789\");", "return s.AsSpan().IndexOfAny(',', ';') + span.IndexOfAny(s_digits);"),
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", "class C { int M(string s) => s.IndexOfAny(new[] { ',', ';' }); }"));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\nclass D { int M(string s) => s.IndexOfAny(new[] { ',', ';' }); }"));
        test.TestState.Sources.Add(("/0/Attributed.cs", "class E { [System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] int M(string s) => s.IndexOfAny(new[] { ',', ';', ':', '|' }); }"));
        await test.RunAsync();
    }
}
