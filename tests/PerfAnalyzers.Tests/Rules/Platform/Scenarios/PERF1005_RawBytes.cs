// Hot-loop scenario for PERF1005, the copy path: a JSON array of records parsed from a string, and each record's raw
// text (and each of its properties' values) taken as UTF-8 bytes, to hash them as a change detector would. Before the
// fix every value is transcoded from the document's UTF-8 into a new string and back into a new array; after it,
// JsonMarshal.GetRawUtf8Value(...).ToArray() copies the document's bytes once. The tail element goes through a method
// that takes it as a parameter: its bytes may come from anywhere, so it is reported without a fix and runs the same on
// both sides. Edge inputs: an empty array, an empty object, whitespace kept inside values, escapes, non-ASCII text
// (two-, three- and four-byte UTF-8), numbers with exponents, nested arrays.
using System;
using System.Collections.Generic;
using System.Text;
using System.Text.Json;

public static class Scenario
{
    public static long Run(string json)
    {
        using var doc = JsonDocument.Parse(json);
        long hash = 17;
        JsonElement last = default;
        foreach (var record in doc.RootElement.EnumerateArray())
        {
            hash = Mix(hash, Encoding.UTF8.GetBytes(record.GetRawText()));
            foreach (var property in record.EnumerateObject())
            {
                hash = Mix(hash, Encoding.UTF8.GetBytes(property.Value.GetRawText()));
            }

            last = record;
        }

        return last.ValueKind == JsonValueKind.Undefined ? hash : hash * 31 + Tail(last);
    }

    private static int Tail(JsonElement element) => Encoding.UTF8.GetBytes(element.GetRawText()).Length;

    private static long Mix(long hash, byte[] bytes)
    {
        foreach (var b in bytes)
        {
            hash = hash * 1_000_003 + b;
        }

        return hash * 31 + bytes.Length;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { "[]" };
        yield return new object[] { "[{}]" };
        yield return new object[] { "[ { \"a\" : [ 1 , 2 ] ,\n \"b\" : { } } ]" };
        yield return new object[] { "[{\"text\":\"caf\u00e9 \u20ac \ud83d\ude00 \\\"q\\\" \\u00e9 \\n\",\"n\":-1.5e-3,\"t\":true,\"z\":null}]" };
        yield return new object[] { "[{\"deep\":[[[[]]],[{\"x\":[0]}]]},{\"big\":12345678901234567890}]" };
        yield return BenchmarkInput();
    }

    // 200 records of five values each, some text non-ASCII: 1,200 values turned into bytes per call.
    public static object[] BenchmarkInput()
    {
        var json = new StringBuilder("[");
        for (var i = 0; i < 200; i++)
        {
            json.Append(i == 0 ? "" : ",")
                .Append("{\"id\":").Append(i * 7919)
                .Append(",\"name\":\"Customer ").Append(i).Append(i % 3 == 0 ? " Zo\u00eb" : "").Append('"')
                .Append(",\"tags\":[\"a\",\"b").Append(i % 10).Append("\"]")
                .Append(",\"score\":").Append(i * 0.25)
                .Append(",\"active\":").Append(i % 2 == 0 ? "true" : "false")
                .Append('}');
        }

        return new object[] { json.Append(']').ToString() };
    }
}
