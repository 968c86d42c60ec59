// Hot-loop scenario for PERF0801, the general form with a new reference: ContainsKey with Add in a loop body without
// braces (the fix wraps it in a block), TryAdd with an initial value other than the update's (the fix adds an else),
// and a ContainsKey guard storing an initial value other than the default before the update.
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(string[] keys)
    {
        var hashes = new Dictionary<string, int>();
        foreach (var key in keys)
            if (hashes.ContainsKey(key)) hashes[key] = hashes[key] * 31 + key.Length; else hashes.Add(key, 7);

        var scores = new Dictionary<string, int>();
        foreach (var key in keys)
        {
            if (!scores.TryAdd(key, 10)) scores[key]++;
        }

        var balances = new Dictionary<string, int>();
        for (var i = 0; i < keys.Length; i++)
        {
            var key = keys[i];
            if (!balances.ContainsKey(key))
            {
                balances[key] = 100;
            }

            balances[key] -= i;
        }

        return Show(hashes) + " | " + Show(scores) + " | " + Show(balances);
    }

    // The three dictionaries' entries in enumeration order.
    private static string Show(Dictionary<string, int> entries)
    {
        var text = new System.Text.StringBuilder();
        foreach (var entry in entries)
        {
            text.Append(entry.Key).Append('=').Append(entry.Value).Append(';');
        }

        return text.ToString();
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "solo" } };
        yield return new object[] { new[] { "a", "bb", "a", "a", "", "bb", "" } };

        // A null key throws ArgumentNullException from the first dictionary, before and after.
        yield return new object[] { new[] { "a", null! } };
        yield return new object[] { Keys(1000, 64) };
    }

    // 1,000 keys of 64: each dictionary updates 936 existing entries and adds 64.
    public static object[] BenchmarkInput() => new object[] { Keys(1000, 64) };

    private static string[] Keys(int count, int distinct)
    {
        var keys = new string[count];
        for (var i = 0; i < count; i++)
        {
            keys[i] = "key" + (i * 97 % distinct);
        }

        return keys;
    }
}
