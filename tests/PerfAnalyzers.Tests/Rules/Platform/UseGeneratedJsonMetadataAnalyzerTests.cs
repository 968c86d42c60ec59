using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Testing;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Platform.UseGeneratedJsonMetadataAnalyzer,
    PerfAnalyzers.Rules.Platform.UseGeneratedJsonMetadataCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Platform;

public sealed class UseGeneratedJsonMetadataAnalyzerTests
{
    private const string Context = """
        [JsonSerializable(typeof(Order))]
        [JsonSerializable(typeof(List<Line>))]
        internal partial class AppJsonContext : JsonSerializerContext
        {
        }
        """;

    private static string Code(string body, string context = Context, string members = "") => $$"""
        using System;
        using System.Collections.Generic;
        using System.IO;
        using System.Text.Json;
        using System.Text.Json.Serialization;
        using System.Threading;
        using System.Threading.Tasks;

        class C
        {
            private readonly AppJsonContext _context = new AppJsonContext(new JsonSerializerOptions());
            {{members}}
            object? M(Order order, Order? maybe, string json, Stream stream, byte[] bytes, Utf8JsonWriter writer, JsonSerializerOptions options, CancellationToken token)
            {
                {{body}}
            }
        }

        public sealed class Order
        {
            public int Id { get; set; }
            public string? Customer { get; set; }
            public List<Line> Lines { get; set; } = new();
            private object? _tag = null;
        public bool Tagged => _tag is not null;
        }

        public record struct Line(string Sku, decimal Price);

        public sealed class Envelope
        {
            public Dictionary<string, object> Headers { get; set; } = new();
        }

        public sealed class Batch
        {
            public System.Collections.IList Items { get; set; } = new System.Collections.ArrayList();
        }

        public sealed class Failure
        {
            public System.Collections.DictionaryEntry Detail { get; set; }
        }

        {{context}}
        """;

    private static Task VerifyFixAsync(string source, string fixedSource, TargetRuntime runtime = TargetRuntime.Net10) =>
        new Verify.Test { TestCode = source, FixedCode = fixedSource, Runtime = runtime, SourceGenerators = true }.RunAsync();

    private static Task VerifySilentAsync(string source, TargetRuntime runtime = TargetRuntime.Net10) =>
        new Verify.Test { TestCode = source, Runtime = runtime, SourceGenerators = true }.RunAsync();

    [Theory]
    [InlineData("return [|JsonSerializer.Serialize(order)|];", "return JsonSerializer.Serialize(order, AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.Serialize(order, options: null)|];", "return JsonSerializer.Serialize(order, jsonTypeInfo: AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.Serialize(order, AppJsonContext.Default.Options)|];", "return JsonSerializer.Serialize(order, AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.Serialize(order, _context.Options)|];", "return JsonSerializer.Serialize(order, _context.Order);")]
    [InlineData("return [|JsonSerializer.Serialize(order, _context.Options!)|];", "return JsonSerializer.Serialize(order, _context.Order);")]
    [InlineData("return [|JsonSerializer.Serialize(order, (AppJsonContext.Default.Options))|];", "return JsonSerializer.Serialize(order, AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.SerializeToUtf8Bytes(order, JsonSerializerOptions.Default)|];", "return JsonSerializer.SerializeToUtf8Bytes(order, AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.SerializeAsync(stream, order, cancellationToken: token)|];", "return JsonSerializer.SerializeAsync(stream, order, AppJsonContext.Default.Order, cancellationToken: token);")]
    [InlineData("return [|JsonSerializer.SerializeAsync(cancellationToken: token, value: order, utf8Json: stream)|];", "return JsonSerializer.SerializeAsync(cancellationToken: token, value: order, utf8Json: stream, jsonTypeInfo: AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.SerializeAsync(stream, order, default(JsonSerializerOptions), token)|];", "return JsonSerializer.SerializeAsync(stream, order, AppJsonContext.Default.Order, token);")]
    [InlineData("return [|JsonSerializer.Serialize(order.Lines)|];", "return JsonSerializer.Serialize(order.Lines, AppJsonContext.Default.ListLine);")]
    [InlineData("[|JsonSerializer.Serialize(writer, order)|];\n        return null;", "JsonSerializer.Serialize(writer, order, AppJsonContext.Default.Order);\n        return null;")]
    [InlineData("[|JsonSerializer.Serialize(stream, order)|];\n        return null;", "JsonSerializer.Serialize(stream, order, AppJsonContext.Default.Order);\n        return null;")]
    [InlineData("return [|JsonSerializer.Serialize(value: order)|];", "return JsonSerializer.Serialize(value: order, AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.SerializeToNode(order)|];", "return JsonSerializer.SerializeToNode(order, AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.SerializeToElement(order)|];", "return JsonSerializer.SerializeToElement(order, AppJsonContext.Default.Order);")]
    [InlineData("return [|JsonSerializer.SerializeToDocument<Order>(order)|];", "return JsonSerializer.SerializeToDocument<Order>(order, AppJsonContext.Default.Order);")]
    [InlineData("if (maybe is null) return null;\n        return [|JsonSerializer.Serialize(maybe)|];", "if (maybe is null) return null;\n        return JsonSerializer.Serialize(maybe, AppJsonContext.Default.Order);")]
    public async Task Calls_TakeTheContextsTypeInfo(string before, string after)
    {
        await VerifyFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task FixAll_NestedCallsAndEveryCallOfTheDocument()
    {
        var context = "[JsonSerializable(typeof(string))]\n" + Context;
        await VerifyFixAsync(
            Code("var text = [|JsonSerializer.Serialize([|JsonSerializer.Serialize(order)|])|];\n        return [|JsonSerializer.Serialize(order.Lines, AppJsonContext.Default.Options)|] + text;", context),
            Code("var text = JsonSerializer.Serialize(JsonSerializer.Serialize(order, AppJsonContext.Default.Order), AppJsonContext.Default.String);\n        return JsonSerializer.Serialize(order.Lines, AppJsonContext.Default.ListLine) + text;", context));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var expected = Verify.Diagnostic()
            .WithSeverity(DiagnosticSeverity.Info)
            .WithSpan(15, 16, 15, 79)
            .WithArguments("AppJsonContext.Default.Order", "JsonSerializer.Serialize", PerfAnalyzers.Rules.Platform.UseGeneratedJsonMetadataAnalyzer.JsonPayoff.For(10));
        await new Verify.Test
        {
            TestCode = Code("return JsonSerializer.Serialize(order, default(JsonSerializerOptions));"),
            ExpectedDiagnostics = { expected },
            FixedCode = Code("return JsonSerializer.Serialize(order, AppJsonContext.Default.Order);"),
            SourceGenerators = true,
        }.RunAsync();
    }

    [Fact]
    public async Task ContextInAnotherNamespace_UsingAdded()
    {
        const string before = """
            using System.Text.Json;

            namespace Shop.Api
            {
                class Handler
                {
                    string Handle(Shop.Model.Cart cart) => [|JsonSerializer.Serialize(cart)|];
                }
            }

            namespace Shop.Model
            {
                public sealed class Cart
                {
                    public int Items { get; set; }
                }

                [System.Text.Json.Serialization.JsonSerializable(typeof(Cart))]
                public partial class ModelJsonContext : System.Text.Json.Serialization.JsonSerializerContext
                {
                }
            }
            """;
        const string after = """
            using System.Text.Json;
            using Shop.Model;

            namespace Shop.Api
            {
                class Handler
                {
                    string Handle(Shop.Model.Cart cart) => JsonSerializer.Serialize(cart, ModelJsonContext.Default.Cart);
                }
            }

            namespace Shop.Model
            {
                public sealed class Cart
                {
                    public int Items { get; set; }
                }

                [System.Text.Json.Serialization.JsonSerializable(typeof(Cart))]
                public partial class ModelJsonContext : System.Text.Json.Serialization.JsonSerializerContext
                {
                }
            }
            """;
        await VerifyFixAsync(before, after);
    }

    [Fact]
    public async Task TypeInfoPropertyNameAndGenerationMode_Reported()
    {
        const string context = """
            [JsonSourceGenerationOptions(GenerationMode = JsonSourceGenerationMode.Metadata)]
            [JsonSerializable(typeof(Order), TypeInfoPropertyName = "PurchaseOrder")]
            internal partial class AppJsonContext : JsonSerializerContext
            {
            }
            """;
        await VerifyFixAsync(
            Code("return [|JsonSerializer.Serialize(order)|];", context),
            Code("return JsonSerializer.Serialize(order, AppJsonContext.Default.PurchaseOrder);", context));
    }

    [Theory]
    // Options that are not the context's: the result could differ.
    [InlineData("return JsonSerializer.Serialize(order, options);")]
    [InlineData("return JsonSerializer.Serialize(order, new JsonSerializerOptions { WriteIndented = true });")]
    [InlineData("return JsonSerializer.Serialize(order, new JsonSerializerOptions(JsonSerializerDefaults.Web));")]
    // Not listed by the context (the generator makes metadata for int, but nothing asked for it here).
    [InlineData("return JsonSerializer.Serialize(order.Id);")]
    [InlineData("return JsonSerializer.Deserialize<Line>(json);")]
    // A member of type object: the default options serialize whatever it holds, the context only what it lists.
    [InlineData("return JsonSerializer.Serialize(new Envelope());")]
    // The same through a non-generic collection, and through a library's type (DictionaryEntry's Key and Value).
    [InlineData("return JsonSerializer.Serialize(new Batch());")]
    [InlineData("return JsonSerializer.Serialize(new Failure());")]
    // The overloads with a Type, and the ones that already take the metadata.
    [InlineData("return JsonSerializer.Serialize(order, typeof(Order));")]
    [InlineData("return JsonSerializer.Serialize(order, AppJsonContext.Default.Order);")]
    [InlineData("return JsonSerializer.Deserialize(json, typeof(Order), AppJsonContext.Default);")]
    // Reading: the generated metadata measured slower than the reflection path's.
    [InlineData("return JsonSerializer.Deserialize<Order>(json);")]
    [InlineData("return JsonSerializer.Deserialize<Order>(json, AppJsonContext.Default.Options);")]
    [InlineData("return JsonSerializer.DeserializeAsync<Order>(stream, cancellationToken: token);")]
    // A value that may be null: JsonTypeInfo<Order> takes an Order (CS8620).
    [InlineData("return JsonSerializer.Serialize(maybe);")]
    [InlineData("return JsonSerializer.Serialize<Order?>(order);")]
    // Object: what it holds is serialized by its run-time type.
    [InlineData("return JsonSerializer.Serialize<object>(order);")]
    public async Task NotTheContextsResult_Silent(string body)
    {
        await VerifySilentAsync(Code(body, Context + "\n\n[JsonSerializable(typeof(Envelope))]\n[JsonSerializable(typeof(Batch))]\n[JsonSerializable(typeof(Failure))]\ninternal partial class EnvelopeContext : JsonSerializerContext\n{\n}"));
    }

    [Fact]
    public async Task TypeParameter_Silent()
    {
        await VerifySilentAsync(Code("return Write(order);", members: "static string Write<T>(T value) => JsonSerializer.Serialize(value);"));
    }

    [Fact]
    public async Task ObjectMember_ReportedWithTheContextsOptions()
    {
        const string context = """
            [JsonSerializable(typeof(Envelope))]
            [JsonSerializable(typeof(Order))]
            internal partial class AppJsonContext : JsonSerializerContext
            {
            }
            """;
        await VerifyFixAsync(
            Code("return [|JsonSerializer.Serialize(new Envelope(), AppJsonContext.Default.Options)|];", context),
            Code("return JsonSerializer.Serialize(new Envelope(), AppJsonContext.Default.Envelope);", context));
    }

    [Theory]
    // Options of its own: the default options are not the context's.
    [InlineData("[JsonSourceGenerationOptions(PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase)]")]
    [InlineData("[JsonSourceGenerationOptions(JsonSerializerDefaults.Web)]")]
    [InlineData("[JsonSourceGenerationOptions(WriteIndented = false)]")]
    public async Task ContextWithOptions_SilentWithoutThem(string attribute)
    {
        var context = attribute + "\n" + Context;
        await VerifySilentAsync(Code("return JsonSerializer.Serialize(order);", context));
        await VerifyFixAsync(
            Code("return [|JsonSerializer.Serialize(order, AppJsonContext.Default.Options)|];", context),
            Code("return JsonSerializer.Serialize(order, AppJsonContext.Default.Order);", context));
    }

    [Fact]
    public async Task SerializationOnlyContext_Reported()
    {
        const string context = """
            [JsonSourceGenerationOptions(GenerationMode = JsonSourceGenerationMode.Serialization)]
            [JsonSerializable(typeof(Order))]
            internal partial class AppJsonContext : JsonSerializerContext
            {
            }
            """;
        await VerifyFixAsync(
            Code("return [|JsonSerializer.Serialize(order)|];", context),
            Code("return JsonSerializer.Serialize(order, AppJsonContext.Default.Order);", context));
    }

    [Fact]
    public async Task NestedContext_NamedThroughItsType()
    {
        const string context = """
            internal static partial class Json
            {
                [JsonSerializable(typeof(Order))]
                internal partial class AppJsonContext : JsonSerializerContext
                {
                }
            }
            """;
        await VerifyFixAsync(
            Code("return [|JsonSerializer.Serialize(order)|];", context).Replace("AppJsonContext _context = new AppJsonContext(", "Json.AppJsonContext _context = new Json.AppJsonContext("),
            Code("return JsonSerializer.Serialize(order, Json.AppJsonContext.Default.Order);", context).Replace("AppJsonContext _context = new AppJsonContext(", "Json.AppJsonContext _context = new Json.AppJsonContext("));
    }

    [Fact]
    public async Task ContextOutOfReach_Silent()
    {
        const string context = """
            class Holder
            {
                [JsonSerializable(typeof(Order))]
                private partial class AppJsonContext : JsonSerializerContext
                {
                }
            }

            class AppJsonContext
            {
                public JsonSerializerOptions Options => JsonSerializerOptions.Default;

                public AppJsonContext(JsonSerializerOptions options)
                {
                }
            }
            """;
        await VerifySilentAsync(Code("return JsonSerializer.Serialize(order);", context.Replace("class Holder", "partial class Holder")));
    }

    [Fact]
    public async Task NoContext_Silent()
    {
        await VerifySilentAsync(Code("return JsonSerializer.Serialize(order);", "class AppJsonContext\n{\n    public AppJsonContext(JsonSerializerOptions options) { }\n    public JsonSerializerOptions Options => JsonSerializerOptions.Default;\n}"));
    }

    [Fact]
    public async Task Net8_Reported()
    {
        await VerifyFixAsync(
            Code("return [|JsonSerializer.Serialize(order)|];"),
            Code("return JsonSerializer.Serialize(order, AppJsonContext.Default.Order);"),
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task NetCoreApp31_Silent()
    {
        const string source = """
            using System.Text.Json;

            class C
            {
                string M(int[] values) => JsonSerializer.Serialize(values);
            }
            """;
        await new Verify.Test { TestCode = source, Runtime = TargetRuntime.NetCoreApp31 }.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_Silent()
    {
        await VerifySilentAsync("// <auto-generated/>\n#nullable enable\n" + Code("return JsonSerializer.Serialize(order);"));
    }
}
