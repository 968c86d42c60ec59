// Hot-loop scenario for PERF0801, the one-line compound assignment: a long total per key, guarded by ContainsKey, the
// value-type accumulator shape where CA1854's fix produced wrong code.
using System.Collections.Generic;

public static class Scenario
{
    public static Dictionary<string, long> Run(string[] keys, long[] amounts)
    {
        var totals = new Dictionary<string, long>();
        for (var i = 0; i < keys.Length; i++)
        {
            var key = keys[i];
            var amount = amounts[i];
            if (!totals.ContainsKey(key)) totals[key] = 0;
            totals[key] += amount;
        }

        return totals;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], new long[0] };
        yield return new object[] { new[] { "x" }, new[] { 5L } };

        // Negative and zero amounts, a key that sums back to zero, the extremes (wrapping in unchecked arithmetic).
        yield return new object[] { new[] { "a", "b", "a", "c", "a" }, new[] { 3L, -4L, -3L, 0L, 7L } };
        yield return new object[] { new[] { "max", "max", "min" }, new[] { long.MaxValue, 1L, long.MinValue } };
        yield return new object[] { Keys(1000, 50), Amounts(1000) };
    }

    // 1,000 amounts over 50 keys: 950 updates of an existing total, 50 new keys.
    public static object[] BenchmarkInput() => new object[] { Keys(1000, 50), Amounts(1000) };

    private static string[] Keys(int count, int distinct)
    {
        var keys = new string[count];
        for (var i = 0; i < count; i++)
        {
            keys[i] = "account" + (i * 31 % distinct);
        }

        return keys;
    }

    private static long[] Amounts(int count)
    {
        var amounts = new long[count];
        for (var i = 0; i < count; i++)
        {
            amounts[i] = (i % 13) * 100 - 500;
        }

        return amounts;
    }
}
