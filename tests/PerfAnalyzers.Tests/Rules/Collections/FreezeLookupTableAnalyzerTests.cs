using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.FreezeLookupTableAnalyzer,
    PerfAnalyzers.Rules.Collections.FreezeLookupTableCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class FreezeLookupTableAnalyzerTests
{
    private static string Code(string field, string uses, string usings = "using System;\nusing System.Collections.Generic;\n") => usings + $$"""

        class C
        {
            {{field}}

            {{uses}}
        }
        """;

    private const string FrozenUsings = "using System;\nusing System.Collections.Frozen;\nusing System.Collections.Generic;\n";

    [Theory]
    [InlineData(
        "private static readonly Dictionary<string, int> [|s_ids|] = new() { [\"if\"] = 1, [\"else\"] = 2 };",
        "private static readonly FrozenDictionary<string, int> s_ids = new Dictionary<string, int>() { [\"if\"] = 1, [\"else\"] = 2 }.ToFrozenDictionary();",
        "int M(string s) => s_ids.TryGetValue(s, out var id) ? id : -1;")]
    [InlineData(
        "private static readonly Dictionary<string, int> [|s_ids|] = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase) { { \"if\", 1 }, { \"else\", 2 } };",
        "private static readonly FrozenDictionary<string, int> s_ids = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase) { { \"if\", 1 }, { \"else\", 2 } }.ToFrozenDictionary(StringComparer.OrdinalIgnoreCase);",
        "int M(string s) => s_ids.ContainsKey(s) ? s_ids[s] + s_ids.Count : 0;")]
    [InlineData(
        "private static readonly HashSet<int> [|s_ports|] = new() { 80, 443 };",
        "private static readonly FrozenSet<int> s_ports = new HashSet<int>() { 80, 443 }.ToFrozenSet();",
        "bool M(int port) => s_ports.Contains(port);")]
    [InlineData(
        "private static readonly HashSet<string> [|s_words|] = new HashSet<string>(new[] { \"a\", \"b\" }, StringComparer.Ordinal);",
        "private static readonly FrozenSet<string> s_words = new HashSet<string>(new[] { \"a\", \"b\" }, StringComparer.Ordinal).ToFrozenSet(StringComparer.Ordinal);",
        "bool M(string w) => s_words.Contains(w) && s_words.Count > 1;")]
    [InlineData(
        "private static readonly Dictionary<char, string> [|s_names|] = new(capacity: 2) { ['a'] = \"alpha\" };",
        "private static readonly FrozenDictionary<char, string> s_names = new Dictionary<char, string>(capacity: 2) { ['a'] = \"alpha\" }.ToFrozenDictionary();",
        "string? M(char c) => s_names.GetValueOrDefault(c);")]
    public async Task OnlyLookedUp_Frozen(string field, string fixedField, string uses)
    {
        // .NET 9: string keys are not reported for .NET 10 (StringKeys_OnNet10_NoDiagnostic).
        await Verify.VerifyCodeFixAsync(Code(field, uses), Code(fixedField, uses, FrozenUsings), TargetRuntime.Net9);
    }

    [Fact]
    public async Task StringKeys_OnNet10_NoDiagnostic()
    {
        // Measured: an ordinal string Dictionary looked up no slower than its frozen copy on .NET 10 (KeywordLookups).
        await Verify.VerifyAnalyzerAsync(
            Code("private static readonly Dictionary<string, int> s_ids = new(StringComparer.Ordinal) { [\"if\"] = 1 };", "int M(string s) => s_ids.TryGetValue(s, out var id) ? id : -1;"));
        await Verify.VerifyAnalyzerAsync(
            Code("private static readonly HashSet<string> s_words = new() { \"a\" };", "bool M(string s) => s_words.Contains(s);"));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("private static readonly HashSet<int> {|#0:s_ports|} = new() { 80, 443 };", "bool M(int port) => s_ports.Contains(port);"),
            Verify.Diagnostic().WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments("s_ports", "FrozenSet", PerfAnalyzers.Rules.Collections.FreezeLookupTableAnalyzer.FreezePayoff.For(10)),
            Code("private static readonly FrozenSet<int> s_ports = new HashSet<int>() { 80, 443 }.ToFrozenSet();", "bool M(int port) => s_ports.Contains(port);", FrozenUsings));
    }

    [Fact]
    public async Task MultiLineInitializer_KeepsItsLayout()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Collections.Generic;

            internal static class Keywords
            {
                private static readonly Dictionary<string, int> [|s_keywords|] = new(StringComparer.Ordinal)
                {
                    ["if"] = 1,
                    ["else"] = 2,
                };

                public static int Find(string word) => s_keywords.TryGetValue(word, out var id) ? id : -1;
            }
            """,
            """
            using System;
            using System.Collections.Frozen;
            using System.Collections.Generic;

            internal static class Keywords
            {
                private static readonly FrozenDictionary<string, int> s_keywords = new Dictionary<string, int>(StringComparer.Ordinal)
                {
                    ["if"] = 1,
                    ["else"] = 2,
                }.ToFrozenDictionary(StringComparer.Ordinal);

                public static int Find(string word) => s_keywords.TryGetValue(word, out var id) ? id : -1;
            }
            """,
            TargetRuntime.Net9);
    }

    [Theory]
    // Changed after the initializer.
    [InlineData("void M() => s_ids.Add(\"x\", 1);")]
    [InlineData("void M() => s_ids[\"x\"] = 1;")]
    [InlineData("void M() => s_ids.Remove(\"x\");")]
    [InlineData("void M() => s_ids.Clear();")]
    [InlineData("bool M() => s_ids.TryAdd(\"x\", 1);")]
    [InlineData("void M() => System.Runtime.InteropServices.CollectionsMarshal.GetValueRefOrAddDefault(s_ids, \"x\", out _) = 1;")]
    // Enumerated (a Dictionary's order is insertion order, a frozen one's is its own), or its keys or values read.
    [InlineData("int M() { var n = 0; foreach (var pair in s_ids) n += pair.Value; return n; }")]
    [InlineData("object M() => s_ids.Keys;")]
    [InlineData("object M() => s_ids.Values;")]
    [InlineData("string M() => string.Join(\",\", s_ids);")]
    // Passed on, stored, returned: someone else's code may change it or rely on its type.
    [InlineData("Dictionary<string, int> M() => s_ids;")]
    [InlineData("IReadOnlyDictionary<string, int> M() => s_ids;")]
    [InlineData("void M() => Use(s_ids); static void Use(Dictionary<string, int> d) { }")]
    public async Task NotOnlyLookedUp_NoDiagnostic(string uses)
    {
        // .NET 9, where string keys are reported: silent for the use, not for the runtime.
        await Verify.VerifyAnalyzerAsync(Code("private static readonly Dictionary<string, int> s_ids = new() { [\"a\"] = 1 };", uses + "\n\n    int Find(string s) => s_ids.TryGetValue(s, out var v) ? v : 0;"), TargetRuntime.Net9);
    }

    [Theory]
    // Not private, static and readonly, or declared with another field, or without an initializer.
    [InlineData("internal static readonly Dictionary<string, int> s_ids = new() { [\"a\"] = 1 };")]
    [InlineData("private static Dictionary<string, int> s_ids = new() { [\"a\"] = 1 };")]
    [InlineData("private readonly Dictionary<string, int> s_ids = new() { [\"a\"] = 1 };")]
    [InlineData("private static readonly Dictionary<string, int> s_ids = new() { [\"a\"] = 1 }, s_other = new();")]
    [InlineData("private static readonly Dictionary<string, int> s_ids = Create(); static Dictionary<string, int> Create() => new();")]
    // A comparer ToFrozenDictionary couldn't be given again: created here, or read from an instance.
    [InlineData("private static readonly Dictionary<string, int> s_ids = new(new Comparer()) { [\"a\"] = 1 };")]
    [InlineData("private static readonly Dictionary<string, int> s_ids = new(Comparer.Create()) { [\"a\"] = 1 };")]
    // Another type: a derived dictionary, a sorted one, an interface.
    [InlineData("private static readonly SortedDictionary<string, int> s_ids = new() { [\"a\"] = 1 };")]
    [InlineData("private static readonly IDictionary<string, int> s_ids = new Dictionary<string, int> { [\"a\"] = 1 };")]
    public async Task NotACandidateField_NoDiagnostic(string field)
    {
        await Verify.VerifyAnalyzerAsync(Code(
            field,
            "int Find(string s) => s_ids.TryGetValue(s, out var v) ? v : 0;\n\n    sealed class Comparer : IEqualityComparer<string>\n    {\n        public static Comparer Create() => new();\n\n        public bool Equals(string? a, string? b) => a == b;\n\n        public int GetHashCode(string s) => s.Length;\n    }"),
            TargetRuntime.Net9);
    }

    [Fact]
    public async Task CharSet_LeftToSearchValues_NoDiagnostic()
    {
        // PERF0603 makes it a SearchValues<char>.
        await Verify.VerifyAnalyzerAsync(
            Code("private static readonly HashSet<char> s_vowels = new() { 'a', 'e', 'i', 'o', 'u' };", "bool M(char c) => s_vowels.Contains(c);"),
            TargetRuntime.Net9);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            Code(
                "private static readonly HashSet<int> [|s_ports|] = new() { 80, 443 };\n    private static readonly HashSet<string> [|s_schemes|] = new(StringComparer.OrdinalIgnoreCase) { \"http\", \"https\" };",
                "bool M(int port, string scheme) => s_ports.Contains(port) && s_schemes.Contains(scheme);"),
            Code(
                "private static readonly FrozenSet<int> s_ports = new HashSet<int>() { 80, 443 }.ToFrozenSet();\n    private static readonly FrozenSet<string> s_schemes = new HashSet<string>(StringComparer.OrdinalIgnoreCase) { \"http\", \"https\" }.ToFrozenSet(StringComparer.OrdinalIgnoreCase);",
                "bool M(int port, string scheme) => s_ports.Contains(port) && s_schemes.Contains(scheme);",
                FrozenUsings),
            TargetRuntime.Net9);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    public async Task Net8_Reports(TargetRuntime runtime)
    {
        await Verify.VerifyCodeFixAsync(
            Code("private static readonly HashSet<int> [|s_ports|] = new() { 80, 443 };", "bool M(int port) => s_ports.Contains(port);"),
            Code("private static readonly FrozenSet<int> s_ports = new HashSet<int>() { 80, 443 }.ToFrozenSet();", "bool M(int port) => s_ports.Contains(port);", FrozenUsings),
            runtime);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderTargets_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            "using System.Collections.Generic;\n\nclass C\n{\n    private static readonly HashSet<int> s_ports = new HashSet<int> { 80, 443 };\n\n    bool M(int port) => s_ports.Contains(port);\n}\n",
            runtime);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", Code("private static readonly HashSet<int> s_ports = new() { 80 };", "bool M(int port) => s_ports.Contains(port);")));
        await test.RunAsync();
    }
}
