using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Strings.UseStringBuilderInLoopAnalyzer,
    PerfAnalyzers.Rules.Strings.UseStringBuilderInLoopCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Strings;

public sealed class UseStringBuilderInLoopAnalyzerTests
{
    private static string Code(string body, string usings = "using System.Text;\n") => $$"""
        #nullable enable
        using System;
        using System.Collections.Generic;
        {{usings}}
        class C
        {
            private const string Separator = ", ";

            string M(List<string> names, int[] numbers, char[] letters, object?[] items, IEnumerator<string> lines, int count, string? maybe, DayOfWeek day)
            {
                {{body}}
            }

            static void Use(object? o) { }
        }
        """;

    // The fixed code is the builder's loop, then the string's declaration and what followed (on the loop's line, here).
    [Theory]
    [InlineData(
        """string result = ""; foreach (var name in names) { [|result += name|]; } return result;""",
        """StringBuilder builder = new StringBuilder(); foreach (var name in names) { builder.Append(name); }""",
        """string result = builder.ToString(); return result;""")]
    [InlineData(
        """var result = string.Empty; foreach (var name in names) [|result += name + Separator|]; return result;""",
        """var builder = new StringBuilder(); foreach (var name in names) builder.Append(name).Append(Separator);""",
        """var result = builder.ToString(); return result;""")]
    [InlineData(
        """string line = "values:"; for (int i = 0; i < numbers.Length; i++) { [|line = line + ' ' + numbers[i]|]; } return line;""",
        """StringBuilder builder = new StringBuilder("values:"); for (int i = 0; i < numbers.Length; i++) { builder.Append(' ').Append(numbers[i]); }""",
        """string line = builder.ToString(); return line;""")]
    [InlineData(
        """string text = ""; while (lines.MoveNext()) { [|text += lines.Current|]; text += "\n"; } return text;""",
        """StringBuilder builder = new StringBuilder(); while (lines.MoveNext()) { builder.Append(lines.Current); builder.Append("\n"); }""",
        """string text = builder.ToString(); return text;""")]
    [InlineData(
        """string s = ""; int n = count; do { [|s += $"{n},"|]; n--; } while (n > 0); return s;""",
        """StringBuilder builder = new StringBuilder(); int n = count; do { builder.Append($"{n},"); n--; } while (n > 0);""",
        """string s = builder.ToString(); return s;""")]
    [InlineData(
        """string s = ""; foreach (var item in items) { if (item is null) continue; [|s += item|]; s += 1 + 2; s += day; s += "a" + "b"; } return s;""",
        """StringBuilder builder = new StringBuilder(); foreach (var item in items) { if (item is null) continue; builder.Append(item); builder.Append(1 + 2); builder.Append(day); builder.Append("a" + "b"); }""",
        """string s = builder.ToString(); return s;""")]
    [InlineData(
        """string s = ""; foreach (var row in names) { foreach (var c in row) { [|s += c|]; } s += ';'; } return s;""",
        """StringBuilder builder = new StringBuilder(); foreach (var row in names) { foreach (var c in row) { builder.Append(c); } builder.Append(';'); }""",
        """string s = builder.ToString(); return s;""")]
    [InlineData(
        """var title = names[0].Trim(); foreach (var name in names) { [|title += "-" + name|]; } return title;""",
        """var builder = new StringBuilder(names[0].Trim()); foreach (var name in names) { builder.Append("-").Append(name); }""",
        """var title = builder.ToString(); return title;""")]
    public async Task AppendsInALoop_ReportAndFix(string before, string loop, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(loop + " " + after));
    }

    [Theory]
    // Read in the loop, other than by the appends.
    [InlineData("""string s = ""; foreach (var name in names) { s += name; Use(s.Length); } return s;""")]
    [InlineData("""string s = ""; foreach (var name in names) { if (s.Length > 10) break; s += name; } return s;""")]
    [InlineData("""string s = ""; foreach (var name in names) { s = s + name + s; } return s;""")]
    [InlineData("""string s = ""; foreach (var name in names) { s = name + s; } return s;""")]
    [InlineData("""string s = ""; foreach (var name in names) { Use(s += name); } return s;""")]
    [InlineData("""string s = ""; foreach (var name in names) { s = name; } return s;""")]
    // Captured by a lambda or a local function (they may read it while the loop runs).
    [InlineData("""string s = ""; Func<int> length = () => s.Length; foreach (var name in names) { s += name; } return s;""")]
    [InlineData("""string s = ""; foreach (var name in names) { s += name; Use(Length()); } return s; int Length() => s.Length;""")]
    [InlineData("""string s = ""; names.ForEach(name => { s += name; }); return s;""")]
    // A loop of a constant number of iterations.
    [InlineData("""string s = ""; for (int i = 0; i < 3; i++) { s += numbers[i]; } return s;""")]
    [InlineData("""string s = ""; for (int i = 0; 3 > i; i++) { s += numbers[i]; } return s;""")]
    // The value at the start isn't a known non-null constant, or the local is written or read before the loop.
    [InlineData("""string? s = null; foreach (var name in names) { s += name; } return s ?? "";""")]
    [InlineData("""string? s = maybe; foreach (var name in names) { s += name; } return s ?? "";""")]
    [InlineData("""string s = maybe!; foreach (var name in names) { s += name; } return s;""")]
    [InlineData("""string s = ""; if (count > 1) s = "many"; foreach (var name in names) { s += name; } return s;""")]
    [InlineData("""string s = ""; Use(s); foreach (var name in names) { s += name; } return s;""")]
    [InlineData("""string s = "", t = ""; foreach (var name in names) { s += name; } return s + t;""")]
    // Not a statement of the declaring block: the loop is inside an if, or the local a parameter.
    [InlineData("""string s = ""; if (count > 0) { foreach (var name in names) { s += name; } } return s;""")]
    [InlineData("""foreach (var name in names) { maybe += name; } return maybe ?? "";""")]
    // Pieces whose Append overload writes other text: an array (Append(char[]) writes its characters, the
    // concatenation the type's name); a null literal (no Append overload to choose).
    [InlineData("""string s = ""; foreach (var name in names) { s += letters; } return s;""")]
    [InlineData("""string s = ""; foreach (var name in names) { s += null; } return s;""")]
    // An append in a for loop's increment: no statement of its own for the builder's call.
    [InlineData("""string s = ""; for (int i = 0; i < count; i++, s += ",") { s += numbers[i]; } return s;""")]
    // A goto may leave the loop past the string's new declaration.
    [InlineData("""string s = ""; foreach (var name in names) { if (name.Length == 0) goto done; s += name; } done: return s;""")]
    // Already a builder.
    [InlineData("""var builder = new StringBuilder(); foreach (var name in names) { builder.Append(name); } return builder.ToString();""")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task PieceWithAUserConversion_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Collections.Generic;

            sealed class Name
            {
                public static implicit operator string(Name name) => "converted";
                public override string ToString() => "ToString";
            }

            class C
            {
                string M(List<Name> names)
                {
                    string s = "";
                    foreach (var name in names) { s += name; }
                    return s;
                }
            }
            """);
    }

    [Fact]
    public async Task WithoutTheUsing_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""string result = ""; foreach (var name in names) { [|result += name|]; } return result;""", usings: ""),
            Code("""StringBuilder builder = new StringBuilder(); foreach (var name in names) { builder.Append(name); }""" + " " + """string result = builder.ToString(); return result;""", usings: "using System.Text;\n"));
    }

    [Fact]
    public async Task BuilderNameTaken_NumbersIt()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""string builder = "x"; string s = ""; foreach (var name in names) { [|s += name|]; } return s + builder;"""),
            Code("""string builder = "x"; StringBuilder builder2 = new StringBuilder(); foreach (var name in names) { builder2.Append(name); }""" + " " + """string s = builder2.ToString(); return s + builder;"""));
    }

    [Fact]
    public async Task MultiLineCode_KeepsItsLayoutAndComments()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Text;

            class C
            {
                static string Join(List<string> names)
                {
                    // Everyone, comma-separated.
                    string result = "";

                    foreach (var name in names)
                    {
                        [|result += name|]; // the name
                        result += ",";
                    }

                    return result;
                }
            }
            """,
            """
            using System.Collections.Generic;
            using System.Text;

            class C
            {
                static string Join(List<string> names)
                {
                    // Everyone, comma-separated.
                    StringBuilder builder = new StringBuilder();

                    foreach (var name in names)
                    {
                        builder.Append(name); // the name
                        builder.Append(",");
                    }

                    string result = builder.ToString();
                    return result;
                }
            }
            """);
    }

    [Fact]
    public async Task MultiLineStartAndPieces_KeepTheirLayout()
    {
        // A command line started from string.Format (annotated not null) and extended per stream, as media servers
        // build ffmpeg arguments.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Globalization;

            class C
            {
                static string Arguments(string input, List<int> streams)
                {
                    var args = string.Format(
                        CultureInfo.InvariantCulture,
                        "-y -i {0}",
                        input);

                    foreach (var stream in streams)
                    {
                        [|args += string.Format(
                            CultureInfo.InvariantCulture,
                            " -map 0:{0}",
                            stream)|];
                    }

                    // Run it.
                    return args;
                }
            }
            """,
            """
            using System.Collections.Generic;
            using System.Globalization;
            using System.Text;

            class C
            {
                static string Arguments(string input, List<int> streams)
                {
                    var builder = new StringBuilder(string.Format(
                        CultureInfo.InvariantCulture,
                        "-y -i {0}",
                        input));

                    foreach (var stream in streams)
                    {
                        builder.Append(string.Format(
                            CultureInfo.InvariantCulture,
                            " -map 0:{0}",
                            stream));
                    }

                    var args = builder.ToString();
                    // Run it.
                    return args;
                }
            }
            """);
    }

    [Fact]
    public async Task CommentAboveAnAppend_StaysAboveIt()
    {
        // NLog's FileTargetTests: a comment on the line above the append, which the fix once took for one among its pieces.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Text;

            class C
            {
                static string Expected(List<int> codes)
                {
                    var expected = "";
                    for (int i = 0; i < codes.Count; i++)
                    {
                        //underscore is used for clean
                        [|expected += i + "_"|];
                    }

                    return expected;
                }
            }
            """,
            """
            using System.Collections.Generic;
            using System.Text;

            class C
            {
                static string Expected(List<int> codes)
                {
                    var builder = new StringBuilder();
                    for (int i = 0; i < codes.Count; i++)
                    {
                        //underscore is used for clean
                        builder.Append(i).Append("_");
                    }

                    var expected = builder.ToString();
                    return expected;
                }
            }
            """);
    }

    [Fact]
    public async Task CommentAmongThePieces_ReportsWithoutAFix()
    {
        await Verify.VerifyNoFixAsync(Code("""string s = ""; foreach (var name in names) { [|s += name /* the name */ + ";"|]; } return s;"""));
    }

    [Fact]
    public async Task TwoStringsAndNestedBlocks_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;
            using System.Text;

            class C
            {
                static string Report(Dictionary<string, List<int>> groups)
                {
                    string keys = "";
                    string all = "";
                    foreach (var group in groups)
                    {
                        [|keys += group.Key|];
                        string values = "";
                        foreach (var value in group.Value)
                        {
                            [|values += value|];
                        }

                        [|all = all + group.Key + "=" + values|];
                    }

                    return keys + all;
                }
            }
            """,
            """
            using System.Collections.Generic;
            using System.Text;

            class C
            {
                static string Report(Dictionary<string, List<int>> groups)
                {
                    StringBuilder builder = new StringBuilder();
                    StringBuilder builder3 = new StringBuilder();
                    foreach (var group in groups)
                    {
                        builder.Append(group.Key);
                        StringBuilder builder2 = new StringBuilder();
                        foreach (var value in group.Value)
                        {
                            builder2.Append(value);
                        }

                        string values = builder2.ToString();
                        builder3.Append(group.Key).Append("=").Append(values);
                    }

                    string keys = builder.ToString();
                    string all = builder3.ToString();
                    return keys + all;
                }
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""string result = ""; foreach (var name in names) { {|#0:result += name|}; } return result;"""),
            Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
                .WithArguments("result", PerfAnalyzers.Rules.Strings.UseStringBuilderInLoopAnalyzer.LoopPayoff.For(10)),
            Code("""StringBuilder builder = new StringBuilder(); foreach (var name in names) { builder.Append(name); }""" + " " + """string result = builder.ToString(); return result;"""));
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task EveryTarget_ReportsAndFixes(TargetRuntime runtime)
    {
        // StringBuilder is on every target, and the concatenation is quadratic on every runtime.
        await Verify.VerifyCodeFixAsync(
            "using System.Collections.Generic; using System.Text; class C { string M(List<string> names) { string s = \"\"; foreach (var name in names) { [|s += name|]; } return s; } }",
            "using System.Collections.Generic; using System.Text; class C { string M(List<string> names) { StringBuilder builder = new StringBuilder(); foreach (var name in names) { builder.Append(name); } string s = builder.ToString(); return s; } }",
            runtime);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            class C
            {
                string M(string[] names) { string s = ""; foreach (var name in names) { s += name; } return s; }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                string M(string[] names) { string s = ""; foreach (var name in names) { s += name; } return s; }
            }
            """));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("""string s = ""; foreach (var name in names) { s += ; } return s;""")]
    [InlineData("""string s = ""; foreach (var name in missing) { s += name; } return s;""")]
    [InlineData("""string s = ""; foreach (var name in names) { s += Unknown(name); } return s;""")]
    [InlineData("""Missing s = ""; foreach (var name in names) { s += name; } return s;""")]
    public async Task IncompleteCode_NoDiagnosticNoException(string body)
    {
        var test = new Verify.Test { TestCode = Code(body) };
        test.CompilerDiagnostics = Microsoft.CodeAnalysis.Testing.CompilerDiagnostics.None;
        await test.RunAsync();
    }
}
