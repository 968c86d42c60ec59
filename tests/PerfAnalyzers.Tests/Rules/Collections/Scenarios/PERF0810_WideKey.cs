// Hot-loop scenario for PERF0810: Distinct over a struct of nine fields (HashCode.Add in the fix's GetHashCode) holding
// a nested struct without equality of its own (reported too: the outer Equals compares it through its Equals), a
// decimal, a float, a char, a bool, a long, a string, an enum and a DateTime. The inputs hold what ValueType.Equals and
// the fix must agree on: 1.0m equals 1.00m, NaN equals NaN, -0f equals 0f, DateTimes of equal ticks and different
// kinds are equal, null and empty strings differ.
#nullable enable
using System;
using System.Collections.Generic;
using System.Linq;

internal enum Unit
{
    Piece,
    Kilogram,
}

internal struct Span2
{
    public short From;
    public short To;

    public Span2(short from, short to)
    {
        From = from;
        To = to;
    }
}

internal struct WideKey
{
    public Span2 Range;
    public decimal Amount;
    public float Ratio;
    public char Grade;
    public bool Active;
    public long Serial;
    public string? Label;
    public Unit Unit;
    public DateTime When;

    public WideKey(Span2 range, decimal amount, float ratio, char grade, bool active, long serial, string? label, Unit unit, DateTime when)
    {
        Range = range;
        Amount = amount;
        Ratio = ratio;
        Grade = grade;
        Active = active;
        Serial = serial;
        Label = label;
        Unit = unit;
        When = when;
    }
}

internal static class Scenario
{
    // Key i is made from group i (the nested range, grade, flag, serial and unit follow from it) and the i-th amount,
    // ratio, label and time: plain arrays, shared by both compiled versions.
    public static int Run(int[] groups, decimal[] amounts, float[] ratios, string?[] labels, DateTime[] whens)
    {
        var keys = new List<WideKey>(groups.Length);
        for (var i = 0; i < groups.Length; i++)
        {
            var g = groups[i];
            keys.Add(new WideKey(new Span2((short)g, (short)(g + 1)), amounts[i], ratios[i], (char)('a' + (g % 26)), g % 2 == 0, g * 1_000L, labels[i], g % 3 == 0 ? Unit.Kilogram : Unit.Piece, whens[i]));
        }

        var distinct = keys.Distinct().Count();
        return (distinct * 1_000) + (keys.Count == 0 ? -1 : keys.IndexOf(keys[keys.Count - 1]));
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0], new decimal[0], new float[0], new string?[0], new DateTime[0] };
        yield return new object[] { new[] { 0 }, new[] { 0m }, new[] { 0f }, new string?[] { null }, new[] { default(DateTime) } };
        var day = new DateTime(2024, 2, 29, 12, 0, 0, DateTimeKind.Utc);
        yield return new object[]
        {
            new[] { 1, 1, 1, 1, 2, short.MaxValue - 1, short.MaxValue - 1, 1, 1 },
            new[] { 1.0m, 1.00m, 1.0m, 1.0m, -1.0m, decimal.MaxValue, decimal.MaxValue, 1.0m, 1.0m },
            new[] { float.NaN, float.NaN, -0f, 0f, 0f, float.PositiveInfinity, float.PositiveInfinity, float.NaN, 0f },
            new string?[] { null, null, "", "", "x", "x", new string('x', 1), null, null },
            new[] { day, day, day, DateTime.SpecifyKind(day, DateTimeKind.Local), DateTime.MinValue, DateTime.MaxValue, DateTime.MaxValue, day, day.AddTicks(1) },
        };
        yield return Keys(500);
    }

    // 500 keys, 100 distinct.
    public static object[] BenchmarkInput() => Keys(500);

    private static object[] Keys(int count)
    {
        var groups = new int[count];
        var amounts = new decimal[count];
        var ratios = new float[count];
        var labels = new string?[count];
        var whens = new DateTime[count];
        var start = new DateTime(2024, 1, 1, 0, 0, 0, DateTimeKind.Utc);
        for (var i = 0; i < count; i++)
        {
            var n = i % 100;
            groups[i] = n;
            amounts[i] = n * 0.5m;
            ratios[i] = n / 4f;
            labels[i] = "item" + n;
            whens[i] = start.AddDays(n);
        }

        return new object[] { groups, amounts, ratios, labels, whens };
    }
}
