// Hot-loop scenario for PERF0911, the names path: a response's headers, as a handler receives them (added without
// validation, the way SocketsHttpHandler stores what it reads), enumerated for their names only, as a metrics or
// logging layer does to count custom headers and record which were sent. Enumerating HttpHeaders parses every value
// with its header's parser (dates, cache directives, product tokens, URIs) and keeps the parsed objects, though only
// the names are read; NonValidated enumerates the same names without parsing. Edge inputs: no headers, custom headers
// only, values the parsers reject (kept as invalid values, enumerated all the same), repeated names, content headers.
using System;
using System.Collections.Generic;
using System.Net.Http;

public static class Scenario
{
    public static long Run(string[] lines)
    {
        using var response = Receive(lines);
        long hash = 17;
        var custom = 0;
        foreach (var header in response.Headers)
        {
            hash = hash * 31 + StringComparer.OrdinalIgnoreCase.GetHashCode(header.Key);
            if (header.Key.StartsWith("X-", StringComparison.OrdinalIgnoreCase))
            {
                custom++;
            }
        }

        foreach (var header in response.Content.Headers)
        {
            hash = hash * 31 + header.Key.Length;
        }

        return hash * 1_000_003 + custom;
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
        yield return new object[] { new[] { "X-Request-ID: 7f3a", "x-custom: a,  b" } };
        yield return new object[] { new[] { "Date: not a date", "Age: soon", "Location: /a path", "Retry-After: -1", "Content-Length: many" } };
        yield return new object[] { new[] { "Vary: Accept", "Vary: Origin", "Set-Cookie: a=1", "Set-Cookie: b=2; Path=/" } };
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
