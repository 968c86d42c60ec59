// Hot-loop scenario for PERF0810: a HashSet of a struct with a string, a double, an enum and a nullable int, and no
// equality of its own: ValueType.Equals reads every field through reflection (the string is a reference) and
// ValueType.GetHashCode hashes only the first field. The fix compares the string with ==, the double with Equals, the
// enum with == and the nullable through EqualityComparer. The inputs hold what the two comparisons must agree on: NaN
// (with two payloads) equals NaN, -0.0 equals 0.0, null symbols, an empty one, and equal strings that are different
// instances.
#nullable enable
using System;
using System.Collections.Generic;

internal enum Side
{
    Buy,
    Sell,
}

internal readonly struct QuoteKey
{
    public readonly string? Symbol;
    public readonly double Price;
    public readonly Side Side;
    public readonly int? Venue;

    public QuoteKey(string? symbol, double price, Side side, int? venue)
    {
        Symbol = symbol;
        Price = price;
        Side = side;
        Venue = venue;
    }
}

internal static class Scenario
{
    // The quotes and probes as tuples (shared by both compiled versions), made into keys inside.
    public static int Run((string? Symbol, double Price, int Side, int? Venue)[] quotes, (string? Symbol, double Price, int Side, int? Venue)[] probes)
    {
        var distinct = new HashSet<QuoteKey>();
        foreach (var quote in quotes)
        {
            distinct.Add(new QuoteKey(quote.Symbol, quote.Price, (Side)quote.Side, quote.Venue));
        }

        var hits = 0;
        foreach (var probe in probes)
        {
            if (distinct.Contains(new QuoteKey(probe.Symbol, probe.Price, (Side)probe.Side, probe.Venue)))
            {
                hits++;
            }
        }

        return (distinct.Count * 10_000) + hits;
    }

    public static IEnumerable<object[]> Inputs()
    {
        var none = new (string?, double, int, int?)[0];
        yield return new object[] { none, none };
        yield return new object[] { new (string?, double, int, int?)[] { (null, 0.0, 0, null) }, new (string?, double, int, int?)[] { (null, 0.0, 0, null), (null, -0.0, 0, null), (null, 0.0, 0, 0) } };
        var otherNaN = BitConverter.Int64BitsToDouble(BitConverter.DoubleToInt64Bits(double.NaN) ^ 1);
        var quotes = new (string?, double, int, int?)[]
        {
            ("MSFT", double.NaN, 0, 1),
            ("MSFT", otherNaN, 0, 1),
            ("MSFT", -0.0, 1, null),
            ("MSFT", 0.0, 1, null),
            (null, 1.5, 0, 0),
            (null, 1.5, 0, null),
            ("", double.PositiveInfinity, 1, -1),
            (new string('M', 1) + "SFT", 0.0, 1, null),
            ("msft", 0.0, 1, null),
        };
        var probes = new (string?, double, int, int?)[]
        {
            ("MSFT", double.NaN, 0, 1),
            ("MSFT", 0.0, 1, null),
            ("MSFT", -0.0, 1, null),
            ("MSFT", -0.0, 0, null),
            (null, 1.5, 0, null),
            ("", double.NegativeInfinity, 1, -1),
            ("MSFT", double.Epsilon, 1, null),
        };
        yield return new object[] { quotes, probes };
        yield return Book(200);
    }

    // 1,000 quotes over 200 symbols, each probed once.
    public static object[] BenchmarkInput() => Book(200);

    private static object[] Book(int symbols)
    {
        var quotes = new (string?, double, int, int?)[symbols * 5];
        for (var i = 0; i < quotes.Length; i++)
        {
            quotes[i] = ("S" + (i % symbols), (i % 7) * 0.25, i % 2, i % 3 == 0 ? null : i % 4);
        }

        var probes = ((string?, double, int, int?)[])quotes.Clone();
        Array.Reverse(probes);
        return new object[] { quotes, probes };
    }
}
