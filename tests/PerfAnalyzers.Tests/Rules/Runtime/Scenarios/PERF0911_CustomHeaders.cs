// Hot-loop scenario for PERF0911, the values path: the custom headers of a response read with TryGetValues and a
// foreach (a request id for a log line, rate-limit counters summed, the cookies counted), as a client that tracks its
// quota does.
// Reading a header through the validating view moves its values into parsed storage and copies them into a new array;
// NonValidated.TryGetValues wraps the received strings. These headers have no parser, so the values are the same
// strings either way. The content headers' values are enumerated too (a log of them): their raw form can differ from
// the parsed one, so that loop is reported without a fix and runs unchanged on both sides. Edge inputs: headers
// absent, empty values, repeated names, values with commas and spaces.
using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Text;

public static class Scenario
{
    public static string Run(string[] lines)
    {
        using var response = Receive(lines);
        var log = new StringBuilder();
        if (response.Headers.TryGetValues("X-Request-ID", out var ids))
        {
            log.Append("request");
            foreach (var id in ids)
            {
                log.Append(' ').Append(id);
            }

            log.Append(';');
        }

        var remaining = 0;
        if (response.Headers.TryGetValues("X-RateLimit-Remaining", out var counters))
        {
            foreach (var counter in counters)
            {
                remaining += int.TryParse(counter, out var n) ? n : -1;
            }
        }

        log.Append("remaining ").Append(remaining).Append(';');
        var cookieCount = 0;
        if (response.Headers.TryGetValues("Set-Cookie", out var cookies))
        {
            foreach (var cookie in cookies)
            {
                cookieCount += cookie.Length > 0 ? 1 : 0;
            }
        }

        log.Append("cookies ").Append(cookieCount).Append(';');

        foreach (var header in response.Content.Headers)
        {
            log.Append(header.Key).Append('=').Append(string.Join("|", header.Value)).Append(';');
        }

        return log.ToString();
    }

    // The response as the handler hands it over: each received line added without validation.
    private static HttpResponseMessage Receive(string[] lines)
    {
        var response = new HttpResponseMessage { Content = new ByteArrayContent(Array.Empty<byte>()) };
        foreach (var line in lines)
        {
            var colon = line.IndexOf(':');
            var name = line.Substring(0, colon);
            var value = line.Substring(colon + 1).Trim();
            if (!response.Headers.TryAddWithoutValidation(name, value))
            {
                response.Content.Headers.TryAddWithoutValidation(name, value);
            }
        }

        return response;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "X-Request-ID:", "X-RateLimit-Remaining: x" } };
        yield return new object[] { new[] { "x-request-id: a, b", "X-Request-ID:  c ", "X-RateLimit-Remaining: 5", "X-RateLimit-Remaining: 7" } };
        yield return new object[] { new[] { "Set-Cookie: a=1, b=2", "Set-Cookie: c=3; Expires=Sun, 29 Nov 2026 19:00:00 GMT", "Content-Type: text/plain" } };
        yield return BenchmarkInput();
    }

    // What a typical API response carries: 14 headers, 2 of them content headers.
    public static object[] BenchmarkInput() => new object[]
    {
        new[]
        {
            "Date: Sun, 29 Nov 2026 19:00:00 GMT",
            "Server: nginx/1.25.3 (Ubuntu)",
            "Cache-Control: private, no-cache,  max-age=0",
            "Vary: Accept,Accept-Encoding",
            "Vary: Origin",
            "ETag: W/\"5d8-1a2b3c\"",
            "Connection: keep-alive",
            "Strict-Transport-Security: max-age=31536000; includeSubDomains",
            "X-Request-ID: 3f2b7c1e-9d4a-4e3b-8f6a-2c1d0e9b8a7f",
            "X-RateLimit-Limit: 5000",
            "X-RateLimit-Remaining: 4987",
            "Set-Cookie: session=abc123; Path=/; HttpOnly",
            "Content-Type: application/json; charset=utf-8",
            "Content-Length: 1523",
        },
    };
}
