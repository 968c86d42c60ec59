using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Testing;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.UseAlternateLookupAnalyzer,
    PerfAnalyzers.Rules.Collections.UseAlternateLookupCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class UseAlternateLookupAnalyzerTests
{
    private static string Code(string body, string declarations = "") => $$"""
        using System;
        using System.Collections.Generic;

        class C
        {
            private static readonly Dictionary<string, int> s_keywords = new() { ["if"] = 1, ["else"] = 2 };
            private readonly HashSet<string> _names = new(StringComparer.OrdinalIgnoreCase);
            private readonly Dictionary<string, int> _ordinal = new Dictionary<string, int>(StringComparer.Ordinal);
            private readonly Dictionary<string, int> _byDefault = new(10, EqualityComparer<string>.Default);
            private readonly Dictionary<string, int> _culture = new(StringComparer.InvariantCulture);
            private readonly Dictionary<string, int> _assigned = new();
            private readonly Dictionary<string, int> _given;
            private Dictionary<string, int> _mutable = new();
            private readonly HashSet<string>? _maybe = new(StringComparer.Ordinal);
            {{declarations}}

            C(Dictionary<string, int> given)
            {
                _given = given;
                _assigned = new(StringComparer.CurrentCulture);
            }

            object? M(ReadOnlySpan<char> span, Span<char> chars, char[] array, string text, Dictionary<string, int> parameter)
            {
                var local = new Dictionary<string, int>();
                var set = new HashSet<string> { "a" };
        {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("return [|s_keywords.TryGetValue(span.ToString(), out var id)|];", "return s_keywords.GetAlternateLookup<ReadOnlySpan<char>>().TryGetValue(span, out var id);")]
    [InlineData("return [|s_keywords.ContainsKey(span.ToString())|];", "return s_keywords.GetAlternateLookup<ReadOnlySpan<char>>().ContainsKey(span);")]
    [InlineData("return [|s_keywords[span.ToString()]|];", "return s_keywords.GetAlternateLookup<ReadOnlySpan<char>>()[span];")]
    [InlineData("return [|_names.Contains(new string(span))|];", "return _names.GetAlternateLookup<ReadOnlySpan<char>>().Contains(span);")]
    [InlineData("return [|this._names.Contains(chars.ToString())|];", "return this._names.GetAlternateLookup<ReadOnlySpan<char>>().Contains(chars);")]
    [InlineData("return [|_ordinal.TryGetValue(text.AsSpan(1, 2).ToString(), out _)|];", "return _ordinal.GetAlternateLookup<ReadOnlySpan<char>>().TryGetValue(text.AsSpan(1, 2), out _);")]
    [InlineData("return [|_byDefault.ContainsKey(new string(chars))|];", "return _byDefault.GetAlternateLookup<ReadOnlySpan<char>>().ContainsKey(chars);")]
    [InlineData("return [|local.ContainsKey(span.ToString())|];", "return local.GetAlternateLookup<ReadOnlySpan<char>>().ContainsKey(span);")]
    [InlineData("return [|set.Contains(span.ToString())|];", "return set.GetAlternateLookup<ReadOnlySpan<char>>().Contains(span);")]
    // The receiver as written: a '!' stays on the collection (no new nullable warning), parentheses stay.
    [InlineData("return [|_maybe!.Contains(span.ToString())|];", "return _maybe!.GetAlternateLookup<ReadOnlySpan<char>>().Contains(span);")]
    [InlineData("return [|(s_keywords).ContainsKey(span.ToString())|];", "return (s_keywords).GetAlternateLookup<ReadOnlySpan<char>>().ContainsKey(span);")]
    public async Task SpanMadeIntoAString_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:s_keywords.ContainsKey(span.ToString())|};"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithOptions(DiagnosticOptions.IgnoreAdditionalLocations)
                .WithArguments(PerfAnalyzers.Rules.Collections.UseAlternateLookupAnalyzer.AlternateLookupPayoff.For(10)),
            Code("return s_keywords.GetAlternateLookup<ReadOnlySpan<char>>().ContainsKey(span);"));
    }

    [Theory]
    // The comparer is not known to support span keys, or the collection may be another one by then.
    [InlineData("return _culture.ContainsKey(span.ToString());")]
    [InlineData("return _assigned.ContainsKey(span.ToString());")]
    [InlineData("return _given.ContainsKey(span.ToString());")]
    [InlineData("return _mutable.ContainsKey(span.ToString());")]
    [InlineData("return parameter.ContainsKey(span.ToString());")]
    [InlineData("local = parameter; return local.ContainsKey(span.ToString());")]
    [InlineData("var other = new Dictionary<string, int>(StringComparer.CurrentCultureIgnoreCase); return other.ContainsKey(span.ToString());")]
    [InlineData("var copy = new Dictionary<string, int>(parameter, parameter.Comparer); return copy.ContainsKey(span.ToString());")]
    // Not a string made of a span.
    [InlineData("return s_keywords.ContainsKey(text);")]
    [InlineData("return s_keywords.ContainsKey(new string(array));")]
    [InlineData("return s_keywords.ContainsKey(text.Substring(1));")]
    [InlineData("return s_keywords.ContainsKey(span.ToString().Trim());")]
    // A store, not a lookup.
    [InlineData("s_keywords[span.ToString()] = 3; return null;")]
    [InlineData("s_keywords[span.ToString()]++; return null;")]
    [InlineData("return s_keywords.TryAdd(span.ToString(), 1);")]
    [InlineData("return s_keywords?.ContainsKey(span.ToString());")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task Net8_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(Code("return s_keywords.ContainsKey(span.ToString());"), TargetRuntime.Net8);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderFrameworks_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Collections.Generic;

            class C
            {
                private static readonly Dictionary<string, int> s_keywords = new Dictionary<string, int>();

                bool M(char[] chars) => s_keywords.ContainsKey(new string(chars, 0, 2));
            }
            """,
            runtime);
    }

    [Fact]
    public async Task WithoutSystemUsing_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;

            class C
            {
                private static readonly HashSet<string> s_set = new HashSet<string>();

                bool M(System.ReadOnlySpan<char> span) => [|s_set.Contains(span.ToString())|];
            }
            """,
            """
            using System;
            using System.Collections.Generic;

            class C
            {
                private static readonly HashSet<string> s_set = new HashSet<string>();

                bool M(System.ReadOnlySpan<char> span) => s_set.GetAlternateLookup<ReadOnlySpan<char>>().Contains(span);
            }
            """);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            Code("var n = [|s_keywords[span.ToString()]|] + [|s_keywords[new string(chars)]|];\n        return [|_names.Contains(span.ToString())|] ? n : 0;"),
            Code("var n = s_keywords.GetAlternateLookup<ReadOnlySpan<char>>()[span] + s_keywords.GetAlternateLookup<ReadOnlySpan<char>>()[chars];\n        return _names.GetAlternateLookup<ReadOnlySpan<char>>().Contains(span) ? n : 0;"));
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", "#nullable enable\n" + Code("return s_keywords.ContainsKey(span.ToString());")));
        await test.RunAsync();
    }
}
