using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.UseNonValidatedHeadersAnalyzer,
    PerfAnalyzers.Rules.Runtime.UseNonValidatedHeadersCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class UseNonValidatedHeadersAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Collections.Generic;
        using System.Linq;
        using System.Net.Http;
        using System.Net.Http.Headers;
        using System.Text;

        class C
        {
            private readonly List<string> _names = new();

            object M(HttpResponseMessage response, HttpRequestMessage request, HttpHeaders headers, StringBuilder log)
            {
                {{body}}
            }
        }
        """;

    // Only the names are read: the raw view enumerates the same names.
    [Theory]
    [InlineData(
        "foreach (var header in [|response.Headers|])\n        {\n            _names.Add(header.Key);\n        }\n        return _names;",
        "foreach (var header in response.Headers.NonValidated)\n        {\n            _names.Add(header.Key);\n        }\n        return _names;")]
    [InlineData(
        "var n = 0;\n        foreach (var h in [|response.Content.Headers|]) if (h.Key.StartsWith(\"X-\")) n++;\n        return n;",
        "var n = 0;\n        foreach (var h in response.Content.Headers.NonValidated) if (h.Key.StartsWith(\"X-\")) n++;\n        return n;")]
    [InlineData(
        "foreach (var h in [|headers|]) log.Append(h.Key).Append(';');\n        return log;",
        "foreach (var h in headers.NonValidated) log.Append(h.Key).Append(';');\n        return log;")]
    [InlineData(
        "foreach (var h in [|(HttpHeaders)request.Headers|]) log.Append(h.Key);\n        return log;",
        "foreach (var h in ((HttpHeaders)request.Headers).NonValidated) log.Append(h.Key);\n        return log;")]
    [InlineData(
        "foreach (var h in [|headers ?? request.Headers|]) log.Append(h.Key);\n        return log;",
        "foreach (var h in (headers ?? request.Headers).NonValidated) log.Append(h.Key);\n        return log;")]
    public async Task NamesOnly_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    // A header without a parser: its values are the received strings either way, and a foreach reads them without an
    // array.
    [Theory]
    [InlineData(
        "if ([|response.Headers|].TryGetValues(\"X-Request-ID\", out var ids)) foreach (var id in ids) log.Append(id);\n        return log;",
        "if (response.Headers.NonValidated.TryGetValues(\"X-Request-ID\", out var ids)) foreach (var id in ids) log.Append(id);\n        return log;")]
    [InlineData(
        "if (![|headers|].TryGetValues(\"x-ratelimit-remaining\", out var values)) return 0;\n        var total = 0;\n        foreach (var v in values) total += int.Parse(v);\n        return total;",
        "if (!headers.NonValidated.TryGetValues(\"x-ratelimit-remaining\", out var values)) return 0;\n        var total = 0;\n        foreach (var v in values) total += int.Parse(v);\n        return total;")]
    [InlineData(
        "var n = 0;\n        if ([|response.Headers|].TryGetValues(\"Set-Cookie\", out var cookies)) foreach (var c in cookies) n++;\n        return n;",
        "var n = 0;\n        if (response.Headers.NonValidated.TryGetValues(\"Set-Cookie\", out var cookies)) foreach (var c in cookies) n++;\n        return n;")]
    [InlineData(
        "const string Name = \"X-Trace\";\n        if ([|request.Headers|].TryGetValues(Name, out var t)) foreach (var x in t) log.Append(x);\n        return log;",
        "const string Name = \"X-Trace\";\n        if (request.Headers.NonValidated.TryGetValues(Name, out var t)) foreach (var x in t) log.Append(x);\n        return log;")]
    public async Task CustomHeaderValues_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    // The values are read, and the raw ones of these headers can differ (lists split, spacing, escapes): reported
    // without a fix.
    [Theory]
    [InlineData("foreach (var h in [|response.Headers|]) log.Append(h.Key).Append(\": \").AppendLine(string.Join(\", \", h.Value));\n        return log;")]
    [InlineData("foreach (var h in [|response.Headers|]) foreach (var v in h.Value) log.Append(v);\n        return log;")]
    [InlineData("foreach (var h in [|response.Headers|]) log.Append(h.Value.FirstOrDefault());\n        return log;")]
    [InlineData("return [|response.Headers|].TryGetValues(\"Cache-Control\", out var cc) ? string.Join(\",\", cc) : \"\";")]
    [InlineData("return [|headers|].TryGetValues(\"content-type\", out var ct) ? ct.First() : \"\";")]
    [InlineData("IEnumerable<string>? found;\n        return [|headers|].TryGetValues(\"Vary\", out found) ? found.First() : \"\";")]
    [InlineData("return [|headers|].TryGetValues(\"Server\", out IEnumerable<string>? a) ? a.First() : \"\";")]
    [InlineData("IEnumerable<string>? found;\n        if ([|headers|].TryGetValues(\"X-A\", out found)) foreach (var f in found) log.Append(f);\n        return log;")]
    [InlineData("foreach (KeyValuePair<string, IEnumerable<string>> h in [|headers|]) log.Append(h.Key);\n        return log;")]
    public async Task ValuesRead_ReportedWithoutFix(string body)
    {
        await Verify.VerifyNoFixAsync(Code(body));
    }

    [Theory]
    [InlineData("foreach (var h in response.Headers) _names.Add(h.Key + h.Value.GetHashCode());\n        return log;")]
    [InlineData("var all = new List<KeyValuePair<string, IEnumerable<string>>>();\n        foreach (var h in response.Headers) all.Add(h);\n        return all;")]
    [InlineData("foreach (var h in response.Headers) { var v = h.Value; log.Append(v); }\n        return log;")]
    [InlineData("foreach (var h in response.Headers) request.Headers.TryAddWithoutValidation(h.Key, h.Value);\n        return log;")]
    [InlineData("return headers.TryGetValues(\"X-A\", out var a) ? a : null!;")]
    [InlineData("headers.TryGetValues(\"X-A\", out var a);\n        _names.AddRange(a!);\n        return log;")]
    [InlineData("IEnumerable<string>? a = null;\n        headers.TryGetValues(\"X-A\", out a);\n        a = new[] { \"b\" };\n        return a.First();")]
    [InlineData("return headers.NonValidated.TryGetValues(\"X-A\", out var a) ? a.ToString() : \"\";")]
    [InlineData("foreach (var h in headers.NonValidated) log.Append(h.Key);\n        return log;")]
    [InlineData("foreach (var (name, values) in headers) log.Append(name);\n        return log;")]
    [InlineData("foreach (var h in new Dictionary<string, IEnumerable<string>>()) log.Append(h.Key);\n        return log;")]
    [InlineData("return headers.GetValues(\"X-A\").First();")]
    [InlineData("string name = \"X-A\";\n        return headers.TryGetValues(name, out var a) ? a.First() : \"\";")]
    [InlineData("return headers.TryGetValues(\"X-A\", out var a) ? string.Join(\",\", a) : \"\";")]
    [InlineData("return headers.TryGetValues(\"X-Request-ID\", out var a) ? a.First() : \"\";")]
    public async Task NearMisses_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("foreach (var h in {|#0:headers|}) log.Append(h.Key);\n        return log;"),
            FixedCode = Code("foreach (var h in headers.NonValidated) log.Append(h.Key);\n        return log;"),
        };
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments(PerfAnalyzers.Rules.Runtime.UseNonValidatedHeadersAnalyzer.NonValidatedPayoff.For(10)));
        await test.RunAsync();
    }

    [Fact]
    public async Task FixAll_FixesEveryFixableOne()
    {
        var test = new Verify.Test
        {
            TestCode = Code("""
                foreach (var h in [|response.Headers|]) _names.Add(h.Key);
                        foreach (var h in [|response.Content.Headers|]) _names.Add(h.Key);
                        foreach (var h in [|request.Headers|]) log.Append(string.Join(",", h.Value));
                        if ([|headers|].TryGetValues("X-Id", out var id)) foreach (var i in id) _names.Add(i);
                        return log;
                """),
            FixedCode = Code("""
                foreach (var h in response.Headers.NonValidated) _names.Add(h.Key);
                        foreach (var h in response.Content.Headers.NonValidated) _names.Add(h.Key);
                        foreach (var h in [|request.Headers|]) log.Append(string.Join(",", h.Value));
                        if (headers.NonValidated.TryGetValues("X-Id", out var id)) foreach (var i in id) _names.Add(i);
                        return log;
                """),

            // The request's values are read: it stays reported, without a fix.
            NumberOfIncrementalIterations = 3,
            NumberOfFixAllIterations = 1,
        };
        test.FixedState.MarkupHandling = Microsoft.CodeAnalysis.Testing.MarkupMode.Allow;
        await test.RunAsync();
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    public async Task BeforeNet6_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Collections.Generic;
            using System.Net.Http;

            class C
            {
                void M(HttpResponseMessage response, List<string> names)
                {
                    foreach (var h in response.Headers) names.Add(h.Key);
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("foreach (var h in [|headers|]) log.Append(h.Key);\n        return log;"),
            Code("foreach (var h in headers.NonValidated) log.Append(h.Key);\n        return log;"),
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task IncompleteCode_NoCrash()
    {
        var test = new Verify.Test
        {
            TestCode = """
                using System.Net.Http;
                using System.Net.Http.Headers;

                class C
                {
                    void M(HttpHeaders headers, Missing m)
                    {
                        foreach (var h in m.Headers) h.Key.ToString();
                        foreach (var h in headers) h.Missing();
                        headers.TryGetValues("X-A", out var a, 1);
                        headers.TryGetValues(out var b);
                    }
                }
                """,
            CompilerDiagnostics = Microsoft.CodeAnalysis.Testing.CompilerDiagnostics.None,
        };
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Collections.Generic;
            using System.Net.Http.Headers;

            class C
            {
                void M(HttpHeaders headers, List<string> names)
                {
                    foreach (var h in headers) names.Add(h.Key);
                }
            }
            """));
        await test.RunAsync();
    }
}
