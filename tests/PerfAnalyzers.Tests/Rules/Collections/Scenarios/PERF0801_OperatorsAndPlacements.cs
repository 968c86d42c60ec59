// Hot-loop scenario for PERF0801, the rest of what the fix writes: the one-line form with each compound operator
// (-=, *=, |=, &=, ^=) and the decrement; the reference typed as the out variable was (out int); names taken in scope
// (value, exists: the fix picks value2, exists2); a guard alone in a switch section; TryAdd with a block body (the
// added else gets a block too).
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(string[] keys)
    {
        var debts = new Dictionary<string, int>();
        var products = new Dictionary<string, long>();
        var masks = new Dictionary<string, uint>();
        var cleared = new Dictionary<string, int>();
        var parity = new Dictionary<string, int>();
        var countdown = new Dictionary<string, short>();
        var doubled = new Dictionary<string, int>();
        var tripled = new Dictionary<string, int>();
        var bySize = new Dictionary<int, int>();
        var bonus = new Dictionary<string, int>();
        var longKeys = 0;
        for (var i = 0; i < keys.Length; i++)
        {
            var key = keys[i];
            if (!debts.ContainsKey(key)) debts[key] = 0;
            debts[key] -= i;

            if (!products.ContainsKey(key)) products[key] = 0;
            products[key] *= i;

            if (!masks.ContainsKey(key)) masks[key] = 0;
            masks[key] |= 1u << (i % 32);

            if (!cleared.ContainsKey(key)) cleared[key] = 0;
            cleared[key] &= i;

            if (!parity.ContainsKey(key)) parity[key] = 0;
            parity[key] ^= 1;

            if (!countdown.ContainsKey(key)) countdown[key] = 0;
            countdown[key]--;

            doubled[key] = doubled.TryGetValue(key, out int count) ? count * 2 + 1 : 1;

            var value = key.Length;
            var exists = value > 2;
            if (tripled.ContainsKey(key)) tripled[key] *= 3; else tripled[key] = value;
            longKeys += exists ? 1 : 0;

            var size = key.Length;
            switch (size % 3)
            {
                case 0:
                    if (bySize.ContainsKey(size)) bySize[size] *= 5; else bySize[size] = 2;
                    break;
                default:
                    break;
            }

            if (!bonus.TryAdd(key, 5))
            {
                bonus[key] += 3;
            }
        }

        return longKeys + " | " + Show(debts) + " | " + Show(products) + " | " + Show(masks) + " | " + Show(cleared) + " | " + Show(parity)
            + " | " + Show(countdown) + " | " + Show(doubled) + " | " + Show(tripled) + " | " + Show(bySize) + " | " + Show(bonus);
    }

    // A dictionary's entries in enumeration order.
    private static string Show<TKey, TValue>(Dictionary<TKey, TValue> entries)
        where TKey : notnull
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
        yield return new object[] { new[] { "a", "bbb", "a", "a", "", "bbb", "", "cccccc" } };

        // A null key throws ArgumentNullException from the first dictionary, before and after.
        yield return new object[] { new[] { "a", null! } };

        // 40 repeats of a key: the short countdown and the doubling wrap around.
        yield return new object[] { Keys(40, 1) };
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
