using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Platform.UseRawUtf8ValueAnalyzer,
    PerfAnalyzers.Rules.Platform.UseRawUtf8ValueCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Platform;

public sealed class UseRawUtf8ValueAnalyzerTests
{
    private static string Code(string body, string usings = "") => $$"""
        using System;
        using System.IO;
        {{usings}}using System.Text;
        using System.Text.Json;

        class C
        {
            object M(string json, byte[] utf8, Stream stream, JsonElement given, Utf8JsonWriter writer)
            {
                {{body}}
            }
        }
        """;

    private const string Interop = "using System.Runtime.InteropServices;\n";

    [Theory]
    [InlineData(
        "using var doc = JsonDocument.Parse(json);\n        return [|Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|];",
        "using var doc = JsonDocument.Parse(json);\n        return JsonMarshal.GetRawUtf8Value(doc.RootElement).ToArray();")]
    [InlineData(
        "using (var doc = JsonDocument.Parse(json.AsMemory()))\n        {\n            return [|Encoding.UTF8.GetBytes(doc.RootElement.GetProperty(\"a\")[0].GetRawText())|];\n        }",
        "using (var doc = JsonDocument.Parse(json.AsMemory()))\n        {\n            return JsonMarshal.GetRawUtf8Value(doc.RootElement.GetProperty(\"a\")[0]).ToArray();\n        }")]
    [InlineData(
        "var root = JsonSerializer.Deserialize<JsonElement>(json);\n        return [|Encoding.UTF8.GetBytes(root.Clone().GetRawText())|];",
        "var root = JsonSerializer.Deserialize<JsonElement>(json);\n        return JsonMarshal.GetRawUtf8Value(root.Clone()).ToArray();")]
    [InlineData(
        "var root = JsonElement.Parse(json);\n        return [|Encoding.UTF8.GetBytes(root.GetRawText())|];",
        "var root = JsonElement.Parse(json);\n        return JsonMarshal.GetRawUtf8Value(root).ToArray();")]
    [InlineData(
        "var root = JsonSerializer.SerializeToElement(new { A = 1 });\n        return [|Encoding.UTF8.GetBytes(root.GetRawText())|];",
        "var root = JsonSerializer.SerializeToElement(new { A = 1 });\n        return JsonMarshal.GetRawUtf8Value(root).ToArray();")]
    [InlineData(
        "using var doc = JsonDocument.Parse(json);\n        if (doc.RootElement.TryGetProperty(\"items\", out var items))\n        {\n            return [|Encoding.UTF8.GetBytes(items.GetRawText())|];\n        }\n        return null!;",
        "using var doc = JsonDocument.Parse(json);\n        if (doc.RootElement.TryGetProperty(\"items\", out var items))\n        {\n            return JsonMarshal.GetRawUtf8Value(items).ToArray();\n        }\n        return null!;")]
    [InlineData(
        "using var doc = JsonDocument.Parse(json);\n        var n = 0;\n        foreach (var property in doc.RootElement.EnumerateObject())\n        {\n            n += [|Encoding.UTF8.GetBytes(property.Value.GetRawText())|].Length;\n        }\n        return n;",
        "using var doc = JsonDocument.Parse(json);\n        var n = 0;\n        foreach (var property in doc.RootElement.EnumerateObject())\n        {\n            n += JsonMarshal.GetRawUtf8Value(property.Value).ToArray().Length;\n        }\n        return n;")]
    public async Task Bytes_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after, Interop));
    }

    [Theory]
    [InlineData(
        "using var doc = JsonDocument.Parse(json);\n        foreach (var item in doc.RootElement.EnumerateArray())\n        {\n            [|writer.WriteRawValue(item.GetRawText())|];\n        }\n        return writer;",
        "using var doc = JsonDocument.Parse(json);\n        foreach (var item in doc.RootElement.EnumerateArray())\n        {\n            writer.WriteRawValue(JsonMarshal.GetRawUtf8Value(item));\n        }\n        return writer;")]
    [InlineData(
        "using var doc = JsonDocument.Parse(json);\n        [|writer.WriteRawValue(doc.RootElement.GetRawText(), skipInputValidation: true)|];\n        return writer;",
        "using var doc = JsonDocument.Parse(json);\n        writer.WriteRawValue(JsonMarshal.GetRawUtf8Value(doc.RootElement), skipInputValidation: true);\n        return writer;")]
    [InlineData(
        "using var doc = JsonDocument.Parse(json);\n        [|writer.WriteRawValue(skipInputValidation: true, json: doc.RootElement.GetRawText())|];\n        return writer;",
        "using var doc = JsonDocument.Parse(json);\n        writer.WriteRawValue(skipInputValidation: true, utf8Json: JsonMarshal.GetRawUtf8Value(doc.RootElement));\n        return writer;")]
    public async Task Writer_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after, Interop));
    }

    [Fact]
    public async Task UsingAlreadyThere_NotAddedAgain()
    {
        await Verify.VerifyCodeFixAsync(
            Code("using var doc = JsonDocument.Parse(json);\n        return [|Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|];", Interop),
            Code("using var doc = JsonDocument.Parse(json);\n        return JsonMarshal.GetRawUtf8Value(doc.RootElement).ToArray();", Interop));
    }

    // Bytes that may not be valid UTF-8: GetRawText throws for them, the span passes them on. Reported, no fix.
    [Theory]
    [InlineData("using var doc = JsonDocument.Parse(utf8);\n        return [|Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|];")]
    [InlineData("using var doc = JsonDocument.Parse(stream);\n        [|writer.WriteRawValue(doc.RootElement.GetRawText())|];\n        return writer;")]
    [InlineData("return [|Encoding.UTF8.GetBytes(given.GetRawText())|];")]
    [InlineData("var root = JsonSerializer.Deserialize<JsonElement>(utf8);\n        return [|Encoding.UTF8.GetBytes(root.GetRawText())|];")]
    [InlineData("var doc = JsonDocument.Parse(json);\n        doc = JsonDocument.Parse(utf8);\n        return [|Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|];")]
    [InlineData("var root = JsonDocument.Parse(json).RootElement;\n        if (given.TryGetProperty(\"a\", out var a)) root = a;\n        return [|Encoding.UTF8.GetBytes(root.GetRawText())|];")]
    [InlineData("using var doc = JsonDocument.Parse(json);\n        JsonElement a;\n        doc.RootElement.TryGetProperty(\"a\", out a);\n        return [|Encoding.UTF8.GetBytes(a.GetRawText())|];")]
    [InlineData("using var doc = JsonDocument.Parse(json);\n        if (doc.RootElement.TryGetProperty(\"a\", out var a)) a = given;\n        return [|Encoding.UTF8.GetBytes(a.GetRawText())|];")]
    public async Task BytesOfUnknownOrigin_ReportedWithoutFix(string body)
    {
        await Verify.VerifyNoFixAsync(Code(body));
    }

    [Theory]
    [InlineData("return Encoding.UTF8.GetString(utf8);")]
    [InlineData("return given.GetRawText();")]
    [InlineData("return Encoding.ASCII.GetBytes(given.GetRawText());")]
    [InlineData("return Encoding.Unicode.GetBytes(given.GetRawText());")]
    [InlineData("return new UTF8Encoding(true).GetBytes(given.GetRawText());")]
    [InlineData("return Encoding.UTF8.GetBytes(given.ToString());")]
    [InlineData("return Encoding.UTF8.GetBytes(given.GetRawText().Trim());")]
    [InlineData("return Encoding.UTF8.GetByteCount(given.GetRawText());")]
    [InlineData("writer.WriteStringValue(given.GetRawText()); return writer;")]
    [InlineData("writer.WritePropertyName(given.GetRawText()); return writer;")]
    [InlineData("var text = given.GetRawText(); return Encoding.UTF8.GetBytes(text);")]
    [InlineData("JsonElement? maybe = given; return Encoding.UTF8.GetBytes(maybe?.GetRawText() ?? \"\");")]
    public async Task NearMisses_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("using var doc = JsonDocument.Parse(json);\n        return {|#0:Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|};"),
            FixedCode = Code("using var doc = JsonDocument.Parse(json);\n        return JsonMarshal.GetRawUtf8Value(doc.RootElement).ToArray();", Interop),
        };
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments(PerfAnalyzers.Rules.Platform.UseRawUtf8ValueAnalyzer.RawValuePayoff.For(10)));
        await test.RunAsync();
    }

    [Fact]
    public async Task FixAll_FixesEveryFixableOne()
    {
        var test = new Verify.Test
        {
            TestCode = Code("""
                using var doc = JsonDocument.Parse(json);
                        foreach (var item in doc.RootElement.EnumerateArray())
                        {
                            [|writer.WriteRawValue(item.GetRawText())|];
                            [|writer.WriteRawValue(item.GetProperty("id").GetRawText(), true)|];
                        }

                        var copy = [|Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|];
                        return [|Encoding.UTF8.GetBytes(given.GetRawText())|].Length + copy.Length;
                """),
            FixedCode = Code("""
                using var doc = JsonDocument.Parse(json);
                        foreach (var item in doc.RootElement.EnumerateArray())
                        {
                            writer.WriteRawValue(JsonMarshal.GetRawUtf8Value(item));
                            writer.WriteRawValue(JsonMarshal.GetRawUtf8Value(item.GetProperty("id")), true);
                        }

                        var copy = JsonMarshal.GetRawUtf8Value(doc.RootElement).ToArray();
                        return [|Encoding.UTF8.GetBytes(given.GetRawText())|].Length + copy.Length;
                """, Interop),

            // The element given as a parameter may hold bytes that aren't UTF-8: it stays reported, without a fix.
            NumberOfIncrementalIterations = 3,
            NumberOfFixAllIterations = 1,
        };
        test.FixedState.MarkupHandling = Microsoft.CodeAnalysis.Testing.MarkupMode.Allow;
        await test.RunAsync();
    }

    [Fact]
    public async Task InsideNamespaceWithUsingsThere_UsingGoesBeside()
    {
        await Verify.VerifyCodeFixAsync(
            """
            namespace N
            {
                using System.Text;
                using System.Text.Json;

                class C
                {
                    byte[] M(string json)
                    {
                        using var doc = JsonDocument.Parse(json);
                        return [|Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|];
                    }
                }
            }
            """,
            """
            namespace N
            {
                using System.Runtime.InteropServices;
                using System.Text;
                using System.Text.Json;

                class C
                {
                    byte[] M(string json)
                    {
                        using var doc = JsonDocument.Parse(json);
                        return JsonMarshal.GetRawUtf8Value(doc.RootElement).ToArray();
                    }
                }
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    public async Task BeforeNet9_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Text;
            using System.Text.Json;

            class C
            {
                byte[] M(string json)
                {
                    using var doc = JsonDocument.Parse(json);
                    return Encoding.UTF8.GetBytes(doc.RootElement.GetRawText());
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net9_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("using var doc = JsonDocument.Parse(json);\n        return [|Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|];"),
            Code("using var doc = JsonDocument.Parse(json);\n        return JsonMarshal.GetRawUtf8Value(doc.RootElement).ToArray();", Interop),
            TargetRuntime.Net9);
    }

    [Fact]
    public async Task IncompleteCode_NoCrash()
    {
        var test = new Verify.Test
        {
            TestCode = """
                using System.Text;
                using System.Text.Json;

                class C
                {
                    byte[] M(JsonElement e, Missing m)
                    {
                        var a = Encoding.UTF8.GetBytes(m.GetRawText());
                        var b = Encoding.UTF8.GetBytes(e.GetRawText(1));
                        return Encoding.UTF8.GetBytes();
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
            using System.Text;
            using System.Text.Json;

            class C
            {
                byte[] M(JsonElement e) => Encoding.UTF8.GetBytes(e.GetRawText());
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Text.Json;

            class D
            {
                void M(JsonElement e, Utf8JsonWriter w) => w.WriteRawValue(e.GetRawText());
            }
            """));
        await test.RunAsync();
    }
}
