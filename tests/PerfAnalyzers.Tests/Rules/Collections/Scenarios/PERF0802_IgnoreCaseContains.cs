// Hot-loop scenario for PERF0802 on a HashSet<string> with StringComparer.OrdinalIgnoreCase: names in a comma-separated
// list checked with Contains(new string(span)).
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly HashSet<string> s_reserved = new(StringComparer.OrdinalIgnoreCase)
    {
        "con", "prn", "aux", "nul", "com1", "lpt1", "straße", "ÄÖÜ",
    };

    public static int Run(string names)
    {
        var found = 0;
        var rest = names.AsSpan();
        while (!rest.IsEmpty)
        {
            var comma = rest.IndexOf(',');
            var name = comma < 0 ? rest : rest.Slice(0, comma);
            if (s_reserved.Contains(new string(name)))
            {
                found = found * 2 + 1;
            }
            else
            {
                found *= 2;
            }

            rest = comma < 0 ? default : rest.Slice(comma + 1);
        }

        return found;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { "" };
        yield return new object[] { "CON" };

        // Case-insensitive matches (ASCII and not), near misses, an empty name between commas, a trailing comma.
        yield return new object[] { "Con,con1,,PRN,äöü,STRASSE,straße,Straße,lpt1," };
        yield return new object[] { Names(1000) };
    }

    // 1,000 names, a quarter of them reserved in another case: one string per name before, none after.
    public static object[] BenchmarkInput() => new object[] { Names(1000) };

    private static string Names(int count)
    {
        var pool = new[] { "readme", "CON", "data", "report", "Aux", "notes", "LPT1", "image" };
        var parts = new string[count];
        for (var i = 0; i < count; i++)
        {
            parts[i] = pool[i * 3 % pool.Length];
        }

        return string.Join(",", parts);
    }
}
