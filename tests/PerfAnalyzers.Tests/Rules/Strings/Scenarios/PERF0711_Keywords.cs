// Hot-loop scenario for PERF0711, the comparisons and patterns: HTTP request lines ("GET /api/items HTTP/1.1") whose
// method is switched on, compared with == and ordinally ignoring case, tested with an 'is' pattern, and whose path and
// version are compared ordinally. Every read of Group.Value made a new string; the fix compares ValueSpan (the
// comparisons as MemoryExtensions calls, the switch and the pattern as written on the span, C# 11).
using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;

public static class Scenario
{
    private static readonly Regex RequestLine = new Regex(@"^(?<verb>\S+) (?<path>\S*) HTTP/(?<version>\d\.\d)$", RegexOptions.CultureInvariant);

    public static long Run(string[] lines)
    {
        long total = 0;
        foreach (var line in lines)
        {
            var m = RequestLine.Match(line);
            if (!m.Success)
            {
                total = total * 31 + 1;
                continue;
            }

            int verb;
            switch (m.Groups["verb"].Value)
            {
                case "GET":
                case "HEAD":
                    verb = 1;
                    break;
                case "POST" or "PUT":
                    verb = 2;
                    break;
                default:
                    verb = m.Groups["verb"].Value.Equals("delete", StringComparison.OrdinalIgnoreCase) ? 3 : 4;
                    break;
            }

            var api = m.Groups["path"].Value.StartsWith("/api/", StringComparison.Ordinal) ? 10 : 20;
            var modern = m.Groups["version"].Value == "1.1" || "2.0" == m.Groups["version"].Value ? 100 : 200;
            var safe = m.Groups["verb"].Value is "GET" or "HEAD" or "OPTIONS" ? 1000 : 2000;
            total = (total * 31 + verb + api + modern + safe) % 1_000_000_007;
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };

        // Case variants (only DELETE is compared ignoring case), an empty path, the prefix alone and a longer one,
        // non-ASCII, and lines that don't match.
        yield return new object[] { new[] { "get / HTTP/1.1", "DeLeTe /api/x HTTP/2.0", "GET  HTTP/1.0", "OPTIONS /api/ HTTP/1.1", "PUT /api HTTP/3.0", "GET /x HTTP/11" } };
        yield return new object[] { new[] { "HEAD /ápi/ HTTP/1.1", "PATCH /api/äöü HTTP/1.1", "POST /api/v1/items HTTP/2.0", "GET /" } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var lines = new string[200];
        var verbs = new[] { "GET", "POST", "HEAD", "PUT", "delete", "OPTIONS", "PATCH" };
        var paths = new[] { "/api/items", "/index.html", "/api/users/42", "/static/app.js", "/" };
        var versions = new[] { "1.1", "2.0", "1.0" };
        for (var i = 0; i < lines.Length; i++)
        {
            lines[i] = verbs[i % verbs.Length] + " " + paths[i % paths.Length] + " HTTP/" + versions[i % versions.Length];
        }

        return new object[] { lines };
    }
}
