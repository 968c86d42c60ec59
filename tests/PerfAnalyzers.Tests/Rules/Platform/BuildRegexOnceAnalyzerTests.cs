using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Platform.BuildRegexOnceAnalyzer,
    PerfAnalyzers.Rules.Platform.BuildRegexOnceCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Platform;

public sealed class BuildRegexOnceAnalyzerTests
{
    private static string Code(string body, string members = "") => $$"""
        using System;
        using System.Text.RegularExpressions;

        class C
        {
            {{members}}object M(string text, string pattern, RegexOptions options)
            {
                {{body}}
            }
        }
        """;

    private static string Fixed(string body, string members, string partialMembers) => $$"""
        using System;
        using System.Text.RegularExpressions;

        partial class C
        {
            {{members}}object M(string text, string pattern, RegexOptions options)
            {
                {{body}}
            }

            {{partialMembers}}
        }
        """;

    /// <summary>The fixed code compiles only with the regex generator: every fix test runs it.</summary>
    private static Task VerifyFixAsync(string source, string fixedSource, TargetRuntime runtime = TargetRuntime.Net10) =>
        new Verify.Test { TestCode = source, FixedCode = fixedSource, Runtime = runtime, SourceGenerators = true }.RunAsync();

    private static Task VerifySilentAsync(string source, TargetRuntime runtime = TargetRuntime.Net10, LanguageVersion language = LanguageVersion.Latest) =>
        new Verify.Test { TestCode = source, Runtime = runtime, SourceGenerators = true, LanguageVersion = language }.RunAsync();

    [Theory]
    [InlineData("return [|Regex.IsMatch(text, \"^[a-z]+$\")|];", "return MRegex().IsMatch(text);", "[GeneratedRegex(\"^[a-z]+$\")]")]
    [InlineData("return [|Regex.Match(text, @\"\\d+\", RegexOptions.Compiled)|].Value;", "return MRegex().Match(text).Value;", "[GeneratedRegex(@\"\\d+\")]")]
    [InlineData("return [|Regex.Matches(text, @\"\\w+\", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant)|].Count;", "return MRegex().Matches(text).Count;", "[GeneratedRegex(@\"\\w+\", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant)]")]
    [InlineData("return [|Regex.Replace(text, @\"\\s+\", \" \")|];", "return MRegex().Replace(text, \" \");", "[GeneratedRegex(@\"\\s+\")]")]
    // IgnoreCase on a pattern that names none of i, I, İ, ı and has no backreference: the same matches in every culture.
    [InlineData("return [|Regex.IsMatch(text, \"^https?://\", RegexOptions.IgnoreCase)|];", "return MRegex().IsMatch(text);", "[GeneratedRegex(\"^https?://\", RegexOptions.IgnoreCase)]")]
    [InlineData("return [|Regex.Match(text, @\"charset=(?<cs>[^;\\s]+)\", RegexOptions.IgnoreCase)|].Groups[1].Value;", "return MRegex().Match(text).Groups[1].Value;", "[GeneratedRegex(@\"charset=(?<cs>[^;\\s]+)\", RegexOptions.IgnoreCase)]")]
    [InlineData("return [|new Regex(@\"\\.(png|jpe?g)$\", RegexOptions.IgnoreCase | RegexOptions.Compiled)|].IsMatch(text);", "return MRegex().IsMatch(text);", "[GeneratedRegex(@\"\\.(png|jpe?g)$\", RegexOptions.IgnoreCase)]")]
    [InlineData("return [|Regex.IsMatch(text, \"^[0-9a-h]+$\", RegexOptions.IgnoreCase)|];", "return MRegex().IsMatch(text);", "[GeneratedRegex(\"^[0-9a-h]+$\", RegexOptions.IgnoreCase)]")]
    [InlineData("return [|Regex.IsMatch(text, \"^[A-H][J-Z]$\", RegexOptions.IgnoreCase)|];", "return MRegex().IsMatch(text);", "[GeneratedRegex(\"^[A-H][J-Z]$\", RegexOptions.IgnoreCase)]")]
    [InlineData("return [|Regex.Replace(text, \"[aeiou]\", m => m.Value.ToUpperInvariant(), RegexOptions.Multiline)|];", "return MRegex().Replace(text, m => m.Value.ToUpperInvariant());", "[GeneratedRegex(\"[aeiou]\", RegexOptions.Multiline)]")]
    [InlineData("return [|Regex.Split(text, \"[,;]\")|];", "return MRegex().Split(text);", "[GeneratedRegex(\"[,;]\")]")]
    [InlineData("return [|Regex.Count(text.AsSpan(), \"a+\")|];", "return MRegex().Count(text.AsSpan());", "[GeneratedRegex(\"a+\")]")]
    [InlineData("return [|Regex.IsMatch(pattern: \"x\\ty\", input: text)|];", "return MRegex().IsMatch(input: text);", "[GeneratedRegex(\"x\\ty\")]")]
    [InlineData("var a = [|new Regex(\"(?<year>\\\\d{4})\")|].Match(text); return a.Groups[\"year\"].Value;", "var a = MRegex().Match(text); return a.Groups[\"year\"].Value;", "[GeneratedRegex(\"(?<year>\\\\d{4})\")]")]
    [InlineData("Regex r = [|new(\"a|b\", RegexOptions.Compiled | RegexOptions.ExplicitCapture)|]; return r.IsMatch(text);", "Regex r = MRegex(); return r.IsMatch(text);", "[GeneratedRegex(\"a|b\", RegexOptions.ExplicitCapture)]")]
    public async Task StaticCallsAndNewRegex_BecomeAGeneratedRegex(string before, string after, string attribute)
    {
        await VerifyFixAsync(Code(before), Fixed(after, string.Empty, attribute + "\n    private static partial Regex MRegex();"));
    }

    [Fact]
    public async Task ConstantPattern_NamesTheMethod_AndIsKept()
    {
        await VerifyFixAsync(
            Code("return [|Regex.IsMatch(text, EmailPattern, Options)|];", "private const string EmailPattern = @\"^[^@\\s]+@[^@\\s]+$\";\n    private const RegexOptions Options = RegexOptions.CultureInvariant;\n\n    "),
            Fixed("return EmailRegex().IsMatch(text);", "private const string EmailPattern = @\"^[^@\\s]+@[^@\\s]+$\";\n    private const RegexOptions Options = RegexOptions.CultureInvariant;\n\n    ", "[GeneratedRegex(EmailPattern, RegexOptions.CultureInvariant)]\n    private static partial Regex EmailRegex();"));
    }

    [Fact]
    public async Task SamePatternTwice_OneMethod_FixAll()
    {
        await VerifyFixAsync(
            """
            using System.Text.RegularExpressions;

            public static class Validation
            {
                public static bool IsCode(string text) => [|Regex.IsMatch(text, "^[A-Z]{3}$")|];

                public static bool AllCodes(string[] texts)
                {
                    var regex = [|new Regex("^[A-Z]{3}$")|];
                    foreach (var text in texts)
                    {
                        if (!regex.IsMatch(text))
                        {
                            return false;
                        }
                    }

                    return [|Regex.IsMatch(texts[0], "[0-9]")|];
                }
            }
            """,
            """
            using System.Text.RegularExpressions;

            public static partial class Validation
            {
                public static bool IsCode(string text) => IsCodeRegex().IsMatch(text);

                public static bool AllCodes(string[] texts)
                {
                    var regex = IsCodeRegex();
                    foreach (var text in texts)
                    {
                        if (!regex.IsMatch(text))
                        {
                            return false;
                        }
                    }

                    return AllCodesRegex().IsMatch(texts[0]);
                }

                [GeneratedRegex("^[A-Z]{3}$")]
                private static partial Regex IsCodeRegex();

                [GeneratedRegex("[0-9]")]
                private static partial Regex AllCodesRegex();
            }
            """);
    }

    [Fact]
    public async Task ExistingGeneratedMethod_IsUsed()
    {
        await VerifyFixAsync(
            """
            using System.Text.RegularExpressions;

            partial class C
            {
                [GeneratedRegex("[0-9]+", RegexOptions.Compiled)]
                private static partial Regex Digits();

                bool M(string text) => [|Regex.IsMatch(text, "[0-9]+")|];
            }
            """,
            """
            using System.Text.RegularExpressions;

            partial class C
            {
                [GeneratedRegex("[0-9]+", RegexOptions.Compiled)]
                private static partial Regex Digits();

                bool M(string text) => Digits().IsMatch(text);
            }
            """);
    }

    [Fact]
    public async Task NestedTypes_AllBecomePartial_NamesAvoidTaken()
    {
        await VerifyFixAsync(
            """
            using System.Text.RegularExpressions;

            namespace App
            {
                /// <summary>Outer.</summary>
                internal sealed class Outer
                {
                    public struct Inner
                    {
                        public static int ParseRegex = 1;

                        public bool Parse(string text)
                        {
                            return [|Regex.IsMatch(text, "^-?[0-9]+$")|];
                        }
                    }
                }
            }
            """,
            """
            using System.Text.RegularExpressions;

            namespace App
            {
                /// <summary>Outer.</summary>
                internal sealed partial class Outer
                {
                    public partial struct Inner
                    {
                        public static int ParseRegex = 1;

                        public bool Parse(string text)
                        {
                            return ParseRegex2().IsMatch(text);
                        }

                        [GeneratedRegex("^-?[0-9]+$")]
                        private static partial Regex ParseRegex2();
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task QualifiedName_UsingAdded_InsideTheNamespace_WithTabs()
    {
        await new Verify.Test
        {
            EditorConfig = "root = true\n\n[*.cs]\nindent_style = tab\n",
            SourceGenerators = true,
            TestCode = "namespace App\n{\n\tusing System;\n\n\tclass Words\n\t{\n\t\tpublic string[] Split(string text) => [|System.Text.RegularExpressions.Regex.Split(text, @\"\\W+\")|];\n\t}\n}\n",
            FixedCode = "namespace App\n{\n\tusing System;\n\tusing System.Text.RegularExpressions;\n\n\tpartial class Words\n\t{\n\t\tpublic string[] Split(string text) => SplitRegex().Split(text);\n\n\t\t[GeneratedRegex(@\"\\W+\")]\n\t\tprivate static partial Regex SplitRegex();\n\t}\n}\n",
        }.RunAsync();
    }

    [Fact]
    public async Task FileScopedNamespace_RecordAndAttributes()
    {
        await VerifyFixAsync(
            """
            using System;
            using System.Text.RegularExpressions;

            namespace App;

            [Serializable]
            record Person(string Name)
            {
                public bool HasInitials => [|new Regex(@"^[A-Z]\. ")|].IsMatch(Name);
            }
            """,
            """
            using System;
            using System.Text.RegularExpressions;

            namespace App;

            [Serializable]
            partial record Person(string Name)
            {
                public bool HasInitials => HasInitialsRegex().IsMatch(Name);

                [GeneratedRegex(@"^[A-Z]\. ")]
                private static partial Regex HasInitialsRegex();
            }
            """);
    }

    [Fact]
    public async Task InstanceFieldInitializer_AndConstructor()
    {
        await VerifyFixAsync(
            """
            using System.Text.RegularExpressions;

            class Tokenizer
            {
                private readonly Regex _words = [|new Regex(@"\w+", RegexOptions.Compiled)|];
                private readonly Regex _numbers;

                public Tokenizer()
                {
                    _numbers = [|new Regex("[0-9]+")|];
                }

                public int Count(string text) => _words.Matches(text).Count + _numbers.Matches(text).Count;
            }
            """,
            """
            using System.Text.RegularExpressions;

            partial class Tokenizer
            {
                private readonly Regex _words = WordsRegex();
                private readonly Regex _numbers;

                public Tokenizer()
                {
                    _numbers = TokenizerRegex();
                }

                public int Count(string text) => _words.Matches(text).Count + _numbers.Matches(text).Count;

                [GeneratedRegex(@"\w+")]
                private static partial Regex WordsRegex();

                [GeneratedRegex("[0-9]+")]
                private static partial Regex TokenizerRegex();
            }
            """);
    }

    [Fact]
    public async Task LocalConstants_WrittenAsTheirValue_RemovedWhenUnused()
    {
        await VerifyFixAsync(
            Code("""
                const string word = @"\w+";
                        const RegexOptions culture = RegexOptions.CultureInvariant, unused = RegexOptions.None;
                        const string kept = "[0-9]";
                        return [|new Regex(word, culture)|].IsMatch(text) && [|Regex.IsMatch(text, kept)|] && kept.Length > unused.GetHashCode();
                """),
            Fixed(
                """
                const RegexOptions unused = RegexOptions.None;
                        const string kept = "[0-9]";
                        return WordRegex().IsMatch(text) && KeptRegex().IsMatch(text) && kept.Length > unused.GetHashCode();
                """,
                string.Empty,
                "[GeneratedRegex(@\"\\w+\", RegexOptions.CultureInvariant)]\n    private static partial Regex WordRegex();\n\n    [GeneratedRegex(\"[0-9]\")]\n    private static partial Regex KeptRegex();"));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await VerifyFixAsync(
            Code("return [|Regex.IsMatch(text, \"a\")|];"),
            Fixed("return MRegex().IsMatch(text);", string.Empty, "[GeneratedRegex(\"a\")]\n    private static partial Regex MRegex();"));
        var test = new Verify.Test { TestCode = Code("return {|#0:Regex.IsMatch(text, \"a\")|} || {|#1:new Regex(\"b\")|}.IsMatch(text);"), SourceGenerators = true };
        // The static calls are suggestions (the cache leaves less to gain), a Regex built per call a warning.
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments("a [GeneratedRegex] method", "'Regex.IsMatch' with a constant pattern", PerfAnalyzers.Rules.Platform.BuildRegexOnceAnalyzer.RegexStaticPayoff.For(10)));
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(1).WithSeverity(DiagnosticSeverity.Warning)
            .WithArguments("a [GeneratedRegex] method", "a new Regex per call", PerfAnalyzers.Rules.Platform.BuildRegexOnceAnalyzer.RegexCreationPayoff.For(10)));
        await test.RunAsync();
    }

    [Theory]
    // Not constants.
    [InlineData("return Regex.IsMatch(text, pattern);")]
    [InlineData("return Regex.IsMatch(text, \"a\", options);")]
    [InlineData("return new Regex(pattern).IsMatch(text);")]
    [InlineData("return new Regex(\"a\" + text).IsMatch(text);")]
    // Culture-dependent: the regex follows the culture current where it is built, and the pattern names one of the
    // four characters whose case equivalences depend on it (i, I, İ, ı), alone, escaped or in a range, or compares a
    // backreference.
    [InlineData("return Regex.IsMatch(text, \"id\", RegexOptions.IgnoreCase);")]
    [InlineData("return new Regex(\"id\", RegexOptions.IgnoreCase | RegexOptions.Compiled).IsMatch(text);")]
    [InlineData("return Regex.IsMatch(text, \"^[a-z0-9]+$\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, \"^[A-Z]$\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, @\"x\\u0069\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, @\"x\\x49\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, \"\u0130\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, \"[\u0100-\u0200]\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, @\"(\\w)\\1\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, @\"(?<c>\\w)\\k<c>\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, @\"\\p{Lu}\", RegexOptions.IgnoreCase);")]
    [InlineData("return Regex.IsMatch(text, \"(?i)abc\");")]
    [InlineData("return Regex.IsMatch(text, \"(?mi:abc)\");")]
    [InlineData("return new Regex(\"(?i)abc\").IsMatch(text);")]
    // A timeout, NonBacktracking, a pattern that doesn't parse.
    [InlineData("return Regex.IsMatch(text, \"a+\", RegexOptions.None, TimeSpan.FromSeconds(1));")]
    [InlineData("return new Regex(\"a+\", RegexOptions.None, TimeSpan.FromSeconds(1)).IsMatch(text);")]
    [InlineData("return Regex.IsMatch(text, \"a+\", RegexOptions.NonBacktracking);")]
    [InlineData("return Regex.IsMatch(text, \"a[\");")]
    // Not a matcher.
    [InlineData("return Regex.Escape(\"a.b\");")]
    // Built once: lazily into a static, in a Lazy's factory.
    [InlineData("s_regex ??= new Regex(\"a+\"); return s_regex.IsMatch(text);")]
    [InlineData("if (s_regex == null) { s_regex = new Regex(\"a+\"); } return s_regex;")]
    [InlineData("var lazy = new Lazy<Regex>(() => new Regex(\"a+\")); return lazy.Value;")]
    [InlineData("return System.Threading.LazyInitializer.EnsureInitialized(ref s_regex, () => new Regex(\"a+\"));")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await VerifySilentAsync(Code(body, "private static Regex? s_regex = null;\n\n    Regex? Peek() => s_regex;\n\n    "));
    }

    [Fact]
    public async Task RunsOnce_NoDiagnostic()
    {
        await VerifySilentAsync("""
            using System;
            using System.Text.RegularExpressions;

            class C
            {
                private static readonly Regex s_words = new Regex(@"\w+", RegexOptions.Compiled);
                private static readonly bool s_matches = Regex.IsMatch(Environment.MachineName, "^[A-Z]+$");
                private static readonly Lazy<Regex> s_lazy = new(() => new Regex("a+"));
                private static Regex Numbers { get; } = new Regex("[0-9]+");
                private static readonly Regex s_other;

                static C()
                {
                    s_other = new Regex("b+");
                }
            }
            """);
    }

    [Fact]
    public async Task InterfaceAndTopLevel_NoDiagnostic()
    {
        await VerifySilentAsync("""
            using System.Text.RegularExpressions;

            interface IValidator
            {
                static bool IsWord(string text) => Regex.IsMatch(text, "^[a-z]+$");

                bool IsNumber(string text) => new Regex("^[0-9]+$").IsMatch(text);
            }
            """);
    }

    [Theory]
    [InlineData("C# 10")]
    [InlineData("net48 among the project's targets")]
    public async Task NoGeneratorForTheCode_StaticCallsSilent_NewRegexKeptInAField(string why)
    {
        var test = new Verify.Test
        {
            TestCode = Code("return [|new Regex(\"a+\")|].IsMatch(text) || Regex.IsMatch(text, \"b+\");"),
            FixedCode = """
                using System;
                using System.Text.RegularExpressions;

                class C
                {
                    private static readonly Regex MRegex = new Regex("a+");

                    object M(string text, string pattern, RegexOptions options)
                    {
                        return MRegex.IsMatch(text) || Regex.IsMatch(text, "b+");
                    }
                }
                """,
        };
        if (why == "C# 10")
        {
            test.LanguageVersion = LanguageVersion.CSharp10;
        }
        else
        {
            test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", "is_global = true\n" + PerfAnalyzers.Internals.ProjectTargets.TargetFrameworksProperty + " = net48,net10.0\n"));
        }

        await test.RunAsync();
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.NetCoreApp31)]
    public async Task BeforeNet7_StaticCallsSilent_NewRegexKeptInAField(TargetRuntime runtime)
    {
        await new Verify.Test
        {
            TestCode = """
                using System.Text.RegularExpressions;

                public class Parser
                {
                    private static readonly object s_gate = new object();
                    private const string Number = "[0-9]+";

                    public bool IsNumber(string text) => [|new Regex(Number, RegexOptions.Compiled)|].IsMatch(text);

                    public bool IsWord(string text) => Regex.IsMatch(text, "^[a-z]+$");

                    public string Trim(string text) => [|new Regex(@"\s+", RegexOptions.Compiled)|].Replace(text, " ") + [|new Regex(@"\s+", RegexOptions.Compiled)|].Replace(text, "");

                    // Before .NET 7 case-insensitive matching maps every character through the culture: silent.
                    public bool IsWeb(string text) => new Regex("^https?://", RegexOptions.IgnoreCase).IsMatch(text);
                }
                """,
            FixedCode = """
                using System.Text.RegularExpressions;

                public class Parser
                {
                    private static readonly object s_gate = new object();
                    private const string Number = "[0-9]+";
                    private static readonly Regex s_numberRegex = new Regex(Number, RegexOptions.Compiled);
                    private static readonly Regex s_trimRegex = new Regex(@"\s+", RegexOptions.Compiled);

                    public bool IsNumber(string text) => s_numberRegex.IsMatch(text);

                    public bool IsWord(string text) => Regex.IsMatch(text, "^[a-z]+$");

                    public string Trim(string text) => s_trimRegex.Replace(text, " ") + s_trimRegex.Replace(text, "");

                    // Before .NET 7 case-insensitive matching maps every character through the culture: silent.
                    public bool IsWeb(string text) => new Regex("^https?://", RegexOptions.IgnoreCase).IsMatch(text);
                }
                """,
            Runtime = runtime,
        }.RunAsync();
    }

    [Fact]
    public async Task BeforeNet7_PrivateReadonlyInstanceField_BecomesStatic()
    {
        // The field read by its simple name becomes the static field; one read as this._x, one assigned in a
        // constructor and one passed by ref can't be static: they get a new static field to copy.
        await new Verify.Test
        {
            TestCode = """
                using System.Text.RegularExpressions;

                public class Parser
                {
                    private readonly Regex _dateMatch = [|new Regex(@"\d{4}-\d{2}-\d{2}", RegexOptions.Compiled)|];
                    readonly Regex _words = ([|new Regex(@"\w+")|]);
                    private readonly Regex _qualified = [|new Regex("q+")|];
                    private readonly Regex _assigned = [|new Regex("a+")|];
                    private readonly Regex _byRef = [|new Regex("r+")|];

                    public Parser(string pattern)
                    {
                        if (pattern.Length > 0)
                        {
                            _assigned = new Regex(pattern);
                        }
                    }

                    public bool IsDate(string text) => _dateMatch.IsMatch(text) && Words(text) > 0 && this._qualified.IsMatch(text) && _assigned.IsMatch(text) && Check(in _byRef, text);

                    private int Words(string text) => _words.Matches(text).Count;

                    private static bool Check(in Regex regex, string text) => regex.IsMatch(text);
                }
                """,
            FixedCode = """
                using System.Text.RegularExpressions;

                public class Parser
                {
                    private static readonly Regex _dateMatch = new Regex(@"\d{4}-\d{2}-\d{2}", RegexOptions.Compiled);
                    static readonly Regex _words = (new Regex(@"\w+"));
                    private readonly Regex _qualified = _qualifiedRegex;
                    private readonly Regex _assigned = _assignedRegex;
                    private readonly Regex _byRef = _byRefRegex;
                    private static readonly Regex _qualifiedRegex = new Regex("q+");
                    private static readonly Regex _assignedRegex = new Regex("a+");
                    private static readonly Regex _byRefRegex = new Regex("r+");

                    public Parser(string pattern)
                    {
                        if (pattern.Length > 0)
                        {
                            _assigned = new Regex(pattern);
                        }
                    }

                    public bool IsDate(string text) => _dateMatch.IsMatch(text) && Words(text) > 0 && this._qualified.IsMatch(text) && _assigned.IsMatch(text) && Check(in _byRef, text);

                    private int Words(string text) => _words.Matches(text).Count;

                    private static bool Check(in Regex regex, string text) => regex.IsMatch(text);
                }
                """,
            Runtime = TargetRuntime.NetStandard20,
        }.RunAsync();
    }

    [Fact]
    public async Task BeforeNet7_InstanceFieldsThatMustStay_PointAtANewStaticField()
    {
        // Named by a property pattern (a pattern can't name a static member), marked [ThreadStatic]-like by an
        // attribute, and in a record (its equality compares the field): each keeps its place.
        await new Verify.Test
        {
            TestCode = """
                using System;
                using System.Text.RegularExpressions;

                public class Parser
                {
                    private readonly Regex _pattern = [|new Regex("p+")|];
                    [NonSerialized]
                    private readonly Regex _marked = [|new Regex("m+")|];

                    public bool Same(Parser other) => other is { _pattern: not null } && _marked.IsMatch("m") && _pattern.IsMatch("p");
                }

                public record Row
                {
                    private readonly Regex _cells = [|new Regex(";")|];

                    public int Cells(string text) => _cells.Split(text).Length;
                }
                """,
            FixedCode = """
                using System;
                using System.Text.RegularExpressions;

                public class Parser
                {
                    private readonly Regex _pattern = _patternRegex;
                    [NonSerialized]
                    private readonly Regex _marked = _markedRegex;
                    private static readonly Regex _patternRegex = new Regex("p+");
                    private static readonly Regex _markedRegex = new Regex("m+");

                    public bool Same(Parser other) => other is { _pattern: not null } && _marked.IsMatch("m") && _pattern.IsMatch("p");
                }

                public record Row
                {
                    private readonly Regex _cells = _cellsRegex;
                    private static readonly Regex _cellsRegex = new Regex(";");

                    public int Cells(string text) => _cells.Split(text).Length;
                }
                """,
            Runtime = TargetRuntime.NetStandard20,
        }.RunAsync();
    }

    [Fact]
    public async Task BeforeNet7_LocalNamedAsTheSharedField_ThatSiteKeepsItsDiagnostic()
    {
        // Fix All makes the field static; the local named as it would hide it at the second site, which stays reported.
        await new Verify.Test
        {
            TestCode = """
                using System.Text.RegularExpressions;

                public class Parser
                {
                    private readonly Regex digits = [|new Regex("[0-9]+")|];

                    public bool Any(string s) => digits.IsMatch(s);

                    public bool All(string s)
                    {
                        var digits = [|new Regex("[0-9]+")|];
                        return digits.IsMatch(s);
                    }
                }
                """,
            FixedState =
            {
                Sources =
                {
                    """
                    using System.Text.RegularExpressions;

                    public class Parser
                    {
                        private static readonly Regex digits = new Regex("[0-9]+");

                        public bool Any(string s) => digits.IsMatch(s);

                        public bool All(string s)
                        {
                            var digits = [|new Regex("[0-9]+")|];
                            return digits.IsMatch(s);
                        }
                    }
                    """,
                },
                MarkupHandling = Microsoft.CodeAnalysis.Testing.MarkupMode.Allow,
            },
            Runtime = TargetRuntime.NetStandard20,
        }.RunAsync();
    }

    [Fact]
    public async Task BeforeNet7_TypeWhoseStaticInitializerCallsItsMethod_ReportsWithoutFix()
    {
        // Names is built by a method of the type before a static field added after it would be set.
        await Verify.VerifyNoFixAsync(
            """
            using System.Text.RegularExpressions;

            public static class Names
            {
                public static readonly string[] All = Build("a,b");

                private static string[] Build(string text) => [|new Regex(",")|].Split(text);
            }
            """,
            TargetRuntime.NetStandard20);
    }

    [Fact]
    public async Task BeforeNet7_TypeThatCreatesItselfStatically_ReportsWithoutFix()
    {
        // Instance is built before a static field added after it would be set: its constructor would read null.
        await Verify.VerifyNoFixAsync(
            """
            using System.Text.RegularExpressions;

            public sealed class Parser
            {
                public static readonly Parser Instance = new Parser();

                private readonly Regex _words = [|new Regex(@"\w+")|];

                public bool IsNumber(string text) => [|new Regex("^[0-9]+$")|].IsMatch(text) && _words.IsMatch(text);
            }
            """,
            TargetRuntime.NetStandard20);
    }

    [Fact]
    public async Task NamesSayingOnlyRegex_NameTheMethodPattern_SuffixesDropped()
    {
        // _regex names nothing (not RegexRegex); a property named YearRegex gives YearRegex (taken by the property:
        // YearRegex2), not YearRegexRegex.
        await VerifyFixAsync(
            """
            using System.Text.RegularExpressions;

            class Mapper
            {
                private readonly Regex _regex = [|new Regex(@"/covers/(?<id>\w+)")|];

                private static Regex YearRegex => [|new Regex(@"\b(19|20)\d{2}$")|];

                public bool Maps(string path) => _regex.IsMatch(path) || YearRegex.IsMatch(path);
            }
            """,
            """
            using System.Text.RegularExpressions;

            partial class Mapper
            {
                private readonly Regex _regex = PatternRegex();

                private static Regex YearRegex => YearRegex2();

                public bool Maps(string path) => _regex.IsMatch(path) || YearRegex.IsMatch(path);

                [GeneratedRegex(@"/covers/(?<id>\w+)")]
                private static partial Regex PatternRegex();

                [GeneratedRegex(@"\b(19|20)\d{2}$")]
                private static partial Regex YearRegex2();
            }
            """);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await VerifyFixAsync(
            Code("return [|Regex.IsMatch(text, \"a\")|];"),
            Fixed("return MRegex().IsMatch(text);", string.Empty, "[GeneratedRegex(\"a\")]\n    private static partial Regex MRegex();"),
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Text.RegularExpressions;

            class C
            {
                bool M(string t) => Regex.IsMatch(t, "a+") && new Regex("b").IsMatch(t);
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Text.RegularExpressions;

            class D
            {
                bool M(string t) => Regex.IsMatch(t, "a+") && new Regex("b").IsMatch(t);
            }
            """));
        await test.RunAsync();
    }
}
