// Hot-loop scenario for PERF1002, serializing the way a JSON API does, with a source-generated context the project
// already has: every form the fix writes. The options left out (the type info written in their place), passed as
// null by name (renamed jsonTypeInfo:), JsonSerializerOptions.Default (replaced), and a context instance's Options
// (its own property); a list type the context lists; a Utf8JsonWriter, and an async stream with its arguments named
// out of order (the type info named at the end). The context and its types live in a namespace this file doesn't
// import: the fix adds the using. Inputs: no orders, one order without lines or customer, customers with quotes,
// markup, control characters and surrogate pairs (escaped the same way on both sides), extreme numbers, and an order
// with many lines; each input's orders are built once, outside the loop.
#nullable enable
using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Text.Json;

public static class Scenario
{
    private static readonly Shop.Model.AppJsonContext s_context = new Shop.Model.AppJsonContext(new JsonSerializerOptions());

    // The orders of each input, built once (the harness passes inputs as framework types; the loop serializes).
    private static readonly Dictionary<string, Shop.Model.Order[]> s_orders = new();

    public static long Run(string input)
    {
        long total = 0;
        var buffer = new ArrayBufferWriter<byte>();
        using var writer = new Utf8JsonWriter(buffer);
        using var stream = new MemoryStream();
        foreach (var order in Orders(input))
        {
            total = total * 31 + Hash(JsonSerializer.Serialize(order));
            total = total * 31 + Hash(JsonSerializer.SerializeToUtf8Bytes(order, options: null));
            total = total * 31 + Hash(JsonSerializer.Serialize(order.Lines, JsonSerializerOptions.Default));
            total = total * 31 + Hash(JsonSerializer.Serialize(order, s_context.Options));

            writer.Reset();
            buffer.Clear();
            JsonSerializer.Serialize(writer, order);
            writer.Flush();
            total = total * 31 + Hash(buffer.WrittenSpan);

            stream.SetLength(0);
            JsonSerializer.SerializeAsync(cancellationToken: default, value: order, utf8Json: stream).GetAwaiter().GetResult();
            total = total * 31 + Hash(stream.GetBuffer().AsSpan(0, (int)stream.Length));
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { "none" };
        yield return new object[] { "bare" };
        yield return new object[] { "odd" };
        yield return new object[] { "large" };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { "typical" };

    private static Shop.Model.Order[] Orders(string input)
    {
        lock (s_orders)
        {
            if (!s_orders.TryGetValue(input, out var orders))
            {
                s_orders[input] = orders = Build(input);
            }

            return orders;
        }
    }

    private static Shop.Model.Order[] Build(string input)
    {
        switch (input)
        {
            case "none":
                return new Shop.Model.Order[0];
            case "bare":
                return new[] { new Shop.Model.Order { Id = 1 } };
            case "odd":
                return new[]
                {
                    new Shop.Model.Order { Id = -1, Customer = "\"Quoted\" <b>&amp;</b>\n\t\u0001", Lines = { new Shop.Model.Line("x", 0m) } },
                    new Shop.Model.Order { Id = int.MaxValue, Customer = "emoji \U0001F600 \U0001D518 é", Lines = { new Shop.Model.Line("\uD800", decimal.MaxValue), new Shop.Model.Line(string.Empty, decimal.MinValue) } },
                };
            case "large":
                var order = new Shop.Model.Order { Id = 7, Customer = new string('c', 500) };
                for (var i = 0; i < 300; i++)
                {
                    order.Lines.Add(new Shop.Model.Line("SKU-" + i, i * 1.25m));
                }

                return new[] { order };
            default:
                return new[]
                {
                    new Shop.Model.Order { Id = 42, Customer = "Jane Doe", Lines = { new Shop.Model.Line("SKU-1", 9.99m), new Shop.Model.Line("SKU-2", 120m) } },
                    new Shop.Model.Order { Id = 43, Customer = "John Smith", Lines = { new Shop.Model.Line("SKU-3", 1.5m) } },
                };
        }
    }

    private static long Hash(string text)
    {
        long hash = 17;
        foreach (var c in text)
        {
            hash = hash * 31 + c;
        }

        return hash;
    }

    private static long Hash(ReadOnlySpan<byte> bytes)
    {
        long hash = 19;
        foreach (var b in bytes)
        {
            hash = hash * 31 + b;
        }

        return hash;
    }
}

namespace Shop.Model
{
    using System.Collections.Generic;
    using System.Text.Json.Serialization;

    public sealed class Order
    {
        public int Id { get; set; }

        public string? Customer { get; set; }

        public List<Line> Lines { get; set; } = new();
    }

    public sealed record Line(string Sku, decimal Price);

    [JsonSerializable(typeof(Order))]
    [JsonSerializable(typeof(List<Line>))]
    public partial class AppJsonContext : JsonSerializerContext
    {
    }
}
