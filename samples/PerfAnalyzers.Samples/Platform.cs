using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.RegularExpressions;
using System.Threading;
using System.Threading.Tasks;

namespace PerfAnalyzers.Samples;

/// <summary>A request/reply client that waits for replies with a timeout, the way such clients are often written.</summary>
public sealed class ReplyClient
{
    private readonly TimeSpan _timeout = TimeSpan.FromSeconds(30);

    public async Task<string> ReceiveAsync(Task<string> reply)
    {
        if (await Task.WhenAny(reply, Task.Delay(_timeout)) != reply) // expect: PERF1004
        {
            throw new TimeoutException($"No reply within {_timeout.TotalSeconds} s.");
        }

        return await reply;
    }

    public async Task FlushAsync(Task pending, int milliseconds)
    {
        using (var cts = new CancellationTokenSource())
        {
            if (await Task.WhenAny(Task.Delay(milliseconds, cts.Token), pending) != pending) // expect: PERF1004
            {
                throw new TimeoutException();
            }

            cts.Cancel();
            await pending;
        }
    }

    // Not reported: the caller's token would end the wait with a TimeoutException here, where WaitAsync would throw
    // OperationCanceledException.
    public async Task<string> ReceiveAsync(Task<string> reply, CancellationToken cancellationToken)
    {
        if (await Task.WhenAny(reply, Task.Delay(_timeout, cancellationToken)) != reply)
        {
            throw new TimeoutException();
        }

        return await reply;
    }
}

/// <summary>Validation helpers for a sign-up form, written with the static Regex methods and a Regex per call.</summary>
public static class SignUpValidation
{
    private const string EmailPattern = @"^[^@\s]+@[^@\s]+\.[a-z]{2,}$";

    public static bool IsEmail(string text) => Regex.IsMatch(text, EmailPattern, RegexOptions.IgnoreCase | RegexOptions.CultureInvariant); // expect: PERF1003 (suggestion)

    public static string CollapseSpaces(string text) => new Regex(@"\s+").Replace(text.Trim(), " "); // expect: PERF1003

    // Case-insensitive in the current culture, but no letter of the pattern folds differently in another culture.
    public static bool IsSecureUrl(string url) => Regex.IsMatch(url, "^https://", RegexOptions.IgnoreCase); // expect: PERF1003 (suggestion)

    // Not reported: case-insensitive in the current culture, and "admin" has an i (the Turkish İ matches it there
    // only), which a shared regex would fix at one culture.
    public static bool IsReserved(string name) => Regex.IsMatch(name, "^(admin|root)$", RegexOptions.IgnoreCase);
}

/// <summary>A mapper that fills an entity's private fields the way ORMs and import code do, through reflection.</summary>
public static class OrderMapper
{
    private static readonly FieldInfo StatusField =
        typeof(OrderRow).GetField("_status", BindingFlags.NonPublic | BindingFlags.Instance)!;

    public static OrderRow Load(int status, string note)
    {
        var row = new OrderRow();
        StatusField.SetValue(row, status); // expect: PERF1001
        typeof(OrderRow).GetField("_note", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(row, note); // expect: PERF1001
        return row;
    }

    public static int StatusOf(OrderRow row) => (int)StatusField.GetValue(row)!; // expect: PERF1001

    // Not reported: the row may be null (reflection would throw TargetException, the accessor NullReferenceException).
    public static object? NoteOf(OrderRow? row) => typeof(OrderRow).GetField("_note", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(row);
}

public sealed class OrderRow
{
    private int _status;
    private string _note = "";

    public void Cancel() => _status = -1;

    public override string ToString() => _status + " " + _note;
}

/// <summary>An order API's JSON handling: the project has a source-generated context, but the calls don't use it.</summary>
public sealed class OrderEndpoint
{
    public string Render(Order order) => JsonSerializer.Serialize(order); // expect: PERF1002

    public System.Threading.Tasks.Task WriteAsync(Stream body, Order order) =>
        JsonSerializer.SerializeAsync(body, order, OrderJsonContext.Default.Options); // expect: PERF1002

    // Not reported: reading through the generated metadata measured no faster than through reflection.
    public System.Threading.Tasks.ValueTask<Order?> ReadAsync(Stream body) => JsonSerializer.DeserializeAsync<Order>(body);

    // Not reported: options of the code's own (camelCase) are not the context's, whose options are the defaults.
    public string RenderForBrowser(Order order) =>
        JsonSerializer.Serialize(order, new JsonSerializerOptions(JsonSerializerDefaults.Web));
}

public sealed class Order
{
    public int Id { get; set; }

    public string? Customer { get; set; }

    public List<decimal> Prices { get; set; } = new();
}

[JsonSerializable(typeof(Order))]
internal sealed partial class OrderJsonContext : JsonSerializerContext
{
}

/// <summary>A webhook relay that forwards parts of the JSON payloads it receives.</summary>
public static class WebhookRelay
{
    // The payload arrives as a string: its UTF-8 copy in the document is valid, so the fix is offered.
    public static byte[] ExtractData(string payload)
    {
        using var document = JsonDocument.Parse(payload);
        return System.Text.Encoding.UTF8.GetBytes(document.RootElement.GetProperty("data").GetRawText()); // expect: PERF1005 (suggestion)
    }

    public static void Forward(string payload, Utf8JsonWriter writer)
    {
        using var document = JsonDocument.Parse(payload);
        writer.WriteStartArray();
        foreach (var item in document.RootElement.GetProperty("items").EnumerateArray())
        {
            writer.WriteRawValue(item.GetRawText()); // expect: PERF1005 (suggestion)
        }

        writer.WriteEndArray();
    }

    // Reported without a fix: a document read from a stream keeps the bytes as they came, and GetRawText throws for
    // bytes that aren't UTF-8 where the raw span would pass them on.
    public static byte[] ExtractData(Stream body)
    {
        using var document = JsonDocument.Parse(body);
        return System.Text.Encoding.UTF8.GetBytes(document.RootElement.GetRawText()); // expect: PERF1005 (suggestion)
    }

    // Not reported: the text is wanted as a string.
    public static string Describe(JsonElement element) => element.GetRawText();
}
