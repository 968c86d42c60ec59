using System.Threading.Tasks;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.SearchValues.UseCachedSearchValuesAnalyzer,
    PerfAnalyzers.Rules.SearchValues.UseCachedSearchValuesCodeFixProvider>;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// The one helper that adds <c>using</c> directives for every fix (<c>PerfAnalyzers.Internals.Imports</c>), through a
/// fix that needs <c>using System.Buffers;</c>: placed where the IDE places it. Each test also runs with CRLF sources.
/// </summary>
public sealed class UsingPlacementTests
{
    [Fact]
    public async Task UsingsInsideBlockNamespace_AddedThereSorted()
    {
        await Verify.VerifyCodeFixAsync(
            """
            namespace N
            {
                using System;
                using System.Text;

                class C
                {
                    int M(string s) => s.IndexOfAny([|new[] { '.', ',', '!', '?', ';', ':' }|]);
                }
            }
            """,
            """
            namespace N
            {
                using System;
                using System.Buffers;
                using System.Text;

                class C
                {
                    private static readonly SearchValues<char> s_mChars = SearchValues.Create(".,!?;:");

                    int M(string s) => s.AsSpan().IndexOfAny(s_mChars);
                }
            }
            """);
    }

    [Fact]
    public async Task NoUsingsAndInsideNamespacePreference_AddedInsideTheNamespace()
    {
        var test = new Verify.Test
        {
            EditorConfig = "root = true\n\n[*.cs]\ncsharp_using_directive_placement = inside_namespace:silent\n",
            TestCode = """
                namespace N
                {
                    class C
                    {
                        int M(string s) => s.IndexOfAny([|new[] { '.', ',', '!', '?', ';', ':' }|]);
                    }
                }
                """,
            FixedCode = """
                namespace N
                {
                    using System;
                    using System.Buffers;

                    class C
                    {
                        private static readonly SearchValues<char> s_mChars = SearchValues.Create(".,!?;:");

                        int M(string s) => s.AsSpan().IndexOfAny(s_mChars);
                    }
                }
                """,
        };
        await test.RunAsync();
    }

    [Fact]
    public async Task FileHeader_StaysAboveTheNewUsing_DocumentationCommentStaysWithTheType()
    {
        await Verify.VerifyCodeFixAsync(
            """
            // Copyright (c) Contoso.
            // Licensed under the MIT license.

            /// <summary>Parses.</summary>
            class C
            {
                int M(string s) => s.IndexOfAny([|new[] { '.', ',', '!', '?', ';', ':' }|]);
            }
            """,
            """
            // Copyright (c) Contoso.
            // Licensed under the MIT license.

            using System;
            using System.Buffers;

            /// <summary>Parses.</summary>
            class C
            {
                private static readonly SearchValues<char> s_mChars = SearchValues.Create(".,!?;:");

                int M(string s) => s.AsSpan().IndexOfAny(s_mChars);
            }
            """);
    }

    [Fact]
    public async Task FileScopedNamespaceWithoutUsings_AddedAtTheTop()
    {
        await Verify.VerifyCodeFixAsync(
            """
            namespace N;

            class C
            {
                int M(string s) => s.IndexOfAny([|new[] { '.', ',', '!', '?', ';', ':' }|]);
            }
            """,
            """
            using System;
            using System.Buffers;

            namespace N;

            class C
            {
                private static readonly SearchValues<char> s_mChars = SearchValues.Create(".,!?;:");

                int M(string s) => s.AsSpan().IndexOfAny(s_mChars);
            }
            """);
    }

    [Theory]
    [InlineData("true", "using System;\nusing System.Buffers;\nusing Alpha;\nusing Zeta;\n")]
    [InlineData("false", "using Alpha;\nusing System;\nusing System.Buffers;\nusing Zeta;\n")]
    public async Task SortOrder_FollowsSystemDirectivesFirst(string systemFirst, string expectedUsings)
    {
        const string Namespaces = "\nnamespace Alpha { class A { } }\nnamespace Zeta { class Z { } }\n";
        const string Body = "\nclass C\n{\n    A? a;\n    Z? z;\n    int M(string s) => s.IndexOfAny(MARK);\n}\n";
        var before = (systemFirst == "true" ? "using System;\nusing Alpha;\nusing Zeta;\n" : "using Alpha;\nusing System;\nusing Zeta;\n")
            + Body.Replace("MARK", "[|new[] { '.', ',', '!', '?', ';', ':' }|]") + Namespaces;
        var after = expectedUsings
            + Body.Replace("{\n    A? a;", "{\n    private static readonly SearchValues<char> s_mChars = SearchValues.Create(\".,!?;:\");\n\n    A? a;").Replace("s.IndexOfAny(MARK)", "s.AsSpan().IndexOfAny(s_mChars)")
            + Namespaces;
        var test = new Verify.Test
        {
            EditorConfig = $"root = true\n\n[*.cs]\ndotnet_sort_system_directives_first = {systemFirst}\n",
            TestCode = before.Replace("A? a;", "A? {|CS0169:a|};").Replace("Z? z;", "Z? {|CS0169:z|};"),
            FixedCode = after.Replace("A? a;", "A? {|CS0169:a|};").Replace("Z? z;", "Z? {|CS0169:z|};"),
        };
        await test.RunAsync();
    }

    [Fact]
    public async Task NoSortSetting_FollowsTheFilesOrder_SystemAfterOthers()
    {
        // ShareX's files: no .editorconfig setting, usings sorted alphabetically with System among the others.
        const string Namespaces = "\nnamespace Alpha { class A { } }\nnamespace Zeta { class Z { } }\n";
        await Verify.VerifyCodeFixAsync(
            "using Alpha;\nusing System;\nusing Zeta;\n\nclass C\n{\n    A? {|CS0169:a|};\n    Z? {|CS0169:z|};\n    int M(string s) => s.IndexOfAny([|new[] { '.', ',', '!', '?', ';', ':' }|]);\n}\n" + Namespaces,
            "using Alpha;\nusing System;\nusing System.Buffers;\nusing Zeta;\n\nclass C\n{\n    private static readonly SearchValues<char> s_mChars = SearchValues.Create(\".,!?;:\");\n\n    A? {|CS0169:a|};\n    Z? {|CS0169:z|};\n    int M(string s) => s.AsSpan().IndexOfAny(s_mChars);\n}\n" + Namespaces);
    }
}
