// Hot-loop scenario for PERF0711, the forms that keep their shape: access-log lines ("WARN 404 anna /index.html") matched
// by a regex whose groups are parsed with int.Parse and long.TryParse, measured with .Length and indexed for their first
// character. Every read of Group.Value made a new string; the fix reads ValueSpan (and the group's own Length).
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text.RegularExpressions;

public static class Scenario
{
    private static readonly Regex Line = new Regex(@"^(?<level>[A-Z]+) (?<status>\d{1,9}) (?<user>\S*) (?<bytes>\S+)$", RegexOptions.CultureInvariant);

    public static long Run(string[] lines)
    {
        long total = 0;
        foreach (var line in lines)
        {
            var m = Line.Match(line);
            if (!m.Success)
            {
                total = total * 31 + 1;
                continue;
            }

            var status = int.Parse(m.Groups["status"].Value, CultureInfo.InvariantCulture);
            var bytes = long.TryParse(m.Groups["bytes"].Value, NumberStyles.Integer, CultureInfo.InvariantCulture, out var parsed) ? parsed : -1;
            var user = m.Groups["user"].Value.Length > 0 ? m.Groups["user"].Value[0] : '-';
            total = (total * 31 + status * 7L + bytes + user * 13 + m.Groups["level"].Value.Length) % 1_000_000_007;
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };

        // An empty user (a successful empty group), a non-ASCII user, bytes that don't parse (TryParse false), signs
        // and the largest values the patterns allow, and lines that don't match.
        yield return new object[] { new[] { "INFO 200  512", "WARN 404 żaneta 0", "ERROR 500 bob -", "INFO 999999999 x 9223372036854775807", "info 200 a 1", "INFO 200 a" } };
        yield return new object[] { new[] { "DEBUG 1 ünïcødé -42", "INFO 0 x +7", "WARN 12 y 99999999999999999999" } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var lines = new string[200];
        var levels = new[] { "INFO", "WARN", "ERROR", "DEBUG" };
        var users = new[] { "anna", "bob", "", "carla-long-user-name", "dmitri" };
        for (var i = 0; i < lines.Length; i++)
        {
            lines[i] = levels[i % levels.Length] + " " + (200 + i % 304).ToString(CultureInfo.InvariantCulture)
                + " " + users[i % users.Length] + " " + (i * 7919 % 100_000).ToString(CultureInfo.InvariantCulture);
        }

        return new object[] { lines };
    }
}
