// Hot-loop scenario for PERF1005, the writer path: records parsed from a string, filtered, and the kept ones (and the
// ids of the others) written on as raw JSON by a Utf8JsonWriter, as a proxy that trims a payload does. Before the fix
// each WriteRawValue(string) gets a new string transcoded from the document's UTF-8, and transcodes it back into the
// writer's buffer; after it, WriteRawValue(JsonMarshal.GetRawUtf8Value(...)) copies the document's bytes (validated
// as before, or not where the code said skipInputValidation). Edge inputs: nothing kept, everything kept, values with
// escapes and non-ASCII text, whitespace inside a kept record.
using System;
using System.Buffers;
using System.Collections.Generic;
using System.Text;
using System.Text.Json;

public static class Scenario
{
    // One output buffer for every call, as a proxy keeps per connection.
    private static readonly ArrayBufferWriter<byte> s_output = new();

    public static long Run(string json)
    {
        var output = s_output;
        output.ResetWrittenCount();
        using (var writer = new Utf8JsonWriter(output))
        using (var doc = JsonDocument.Parse(json))
        {
            writer.WriteStartArray();
            foreach (var record in doc.RootElement.EnumerateArray())
            {
                if (record.TryGetProperty("keep", out var keep) && keep.ValueKind == JsonValueKind.True)
                {
                    writer.WriteRawValue(record.GetRawText());
                }
                else
                {
                    writer.WriteRawValue(record.GetProperty("id").GetRawText(), skipInputValidation: true);
                }
            }

            writer.WriteEndArray();
        }

        long hash = output.WrittenCount;
        foreach (var b in output.WrittenSpan)
        {
            hash = hash * 1_000_003 + b;
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { "[]" };
        yield return new object[] { "[{\"id\":1},{\"id\":\"two\",\"keep\":false}]" };
        yield return new object[] { "[{\"id\":1,\"keep\":true},{ \"id\" : 2 , \"keep\" : true , \"note\" : \"a\\tb\" }]" };
        yield return new object[] { "[{\"id\":\"\u00e9\u20ac\ud83d\ude00\",\"keep\":true,\"v\":[1e10,-0.0,null]},{\"id\":{\"nested\":[]}}]" };
        yield return BenchmarkInput();
    }

    // 200 records, one in three kept whole; the others give their id.
    public static object[] BenchmarkInput()
    {
        var json = new StringBuilder("[");
        for (var i = 0; i < 200; i++)
        {
            json.Append(i == 0 ? "" : ",")
                .Append("{\"id\":").Append(i * 7919)
                .Append(",\"keep\":").Append(i % 3 == 0 ? "true" : "false")
                .Append(",\"name\":\"Customer ").Append(i).Append(i % 4 == 0 ? " Zo\u00eb" : "").Append('"')
                .Append(",\"lines\":[{\"sku\":\"A-").Append(i).Append("\",\"qty\":").Append(i % 7).Append("}]")
                .Append('}');
        }

        return new object[] { json.Append(']').ToString() };
    }
}
