// Hot-loop scenario for PERF0710, string.Create with the provider: coordinates and measurements written for a file
// format with CultureInfo.InvariantCulture on every ToString (round-trip "R", a fixed format, an integer), concatenated
// with literals and a string. Each ToString made a string that was copied and dropped; the fix writes
// string.Create(CultureInfo.InvariantCulture, $"...").
using System;
using System.Collections.Generic;
using System.Globalization;

public static class Scenario
{
    public static long Run(double[] xs, string unit)
    {
        long total = 0;
        for (var i = 0; i < xs.Length; i++)
        {
            var x = xs[i];
            var y = xs[(i + 1) % xs.Length] * 2;
            var point = "POINT(" + x.ToString("R", CultureInfo.InvariantCulture) + " " + y.ToString("R", CultureInfo.InvariantCulture) + ")";
            var measure = "m" + i.ToString(CultureInfo.InvariantCulture) + "=" + x.ToString("0.###", CultureInfo.InvariantCulture) + unit;
            total = total * 31 + Hash(point) + Hash(measure) * 7;
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
        yield return new object[] { new double[0], "m" };

        // Values whose round-trip form is long, NaN and infinities, negative zero, a null unit (empty both ways).
        yield return new object[] { new[] { 0.1 + 0.2, -0.0, double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.Epsilon, double.MaxValue, 1e-7 }, null! };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var xs = new double[100];
        for (var i = 0; i < xs.Length; i++)
        {
            xs[i] = 51.5 + i * 0.0137;
        }

        return new object[] { xs, " km" };
    }
}
