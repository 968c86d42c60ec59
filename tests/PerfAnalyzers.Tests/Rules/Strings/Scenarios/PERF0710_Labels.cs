// Hot-loop scenario for PERF0710, the interpolated string: order lines and log labels built by concatenating literals,
// strings, a char and the ToString() of numbers, dates, a Guid and an enum (with and without a format), and a number
// the concatenation boxes. Each ToString and the boxed number made a string that was copied and dropped; the fix
// formats each into the interpolated string's pooled buffer. The current culture formats both versions.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(int[] ids, double[] amounts)
    {
        long total = 0;
        var count = 0;
        var size = ids.Length;
        for (var i = 0; i < ids.Length; i++)
        {
            var id = ids[i];
            var amount = amounts[i % amounts.Length];
            var when = new DateTime(2026, 1, 1).AddMinutes(id & 0xFFFFF);
            var day = (DayOfWeek)(id & 7);
            var key = new Guid(id, 7, 9, 1, 2, 3, 4, 5, 6, 7, 8);
            var name = (id & 3) == 0 ? null : "item";
            count++;

            var line = "Order " + id.ToString() + " total " + amount.ToString("F2") + " on " + when.ToString("yyyy-MM-dd HH:mm");
            var label = name + ": " + amount.ToString("P1") + ' ' + day.ToString() + " {" + key.ToString() + "} " + key.ToString("N");
            var numbered = "#" + count + " of " + size.ToString("D4");
            total = total * 31 + Hash(line) + Hash(label) * 7 + Hash(numbered) * 13;
        }

        return total;
    }

    private static long Hash(string text)
    {
        long hash = text.Length;
        foreach (var c in text)
        {
            hash = hash * 131 + c;
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0], new[] { 1.0 } };

        // Negative and extreme ids (an invalid day of week prints as a number, a negative Guid field), amounts that
        // round, NaN and infinities, negative zero.
        yield return new object[] { new[] { 0, -1, int.MaxValue, int.MinValue, 12345 }, new[] { 0.005, -0.0, double.NaN, double.PositiveInfinity, double.NegativeInfinity, 1e21, -123.456 } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var ids = new int[100];
        for (var i = 0; i < ids.Length; i++)
        {
            ids[i] = 1000 + i * 37;
        }

        return new object[] { ids, new[] { 12.5, 99.99, 0.25, 1234.5678 } };
    }
}
