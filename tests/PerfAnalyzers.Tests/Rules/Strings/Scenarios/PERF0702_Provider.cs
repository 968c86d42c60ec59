// Hot-loop scenario for PERF0702, string.Create with a format provider: amounts and dates formatted with the invariant
// culture, and counts formatted with whatever provider the caller passes (null, a culture, or a provider with its own
// ICustomFormatter, which both forms must call for every item). The fix writes string.Create(provider, $"...").
#nullable enable
using System;
using System.Collections.Generic;
using System.Globalization;

public static class Scenario
{
    public static long Run(double[] amounts, IFormatProvider? provider)
    {
        long checksum = 17;
        var day = new DateTime(2026, 11, 23);
        for (var i = 0; i < amounts.Length; i++)
        {
            var line = string.Format(CultureInfo.InvariantCulture, "{0:N2} on {1:yyyy-MM-dd}", amounts[i], day.AddDays(i));
            var count = String.Format(provider, "[{0,6}] {1:F1}", i, amounts[i]);
            checksum = Mix(Mix(checksum, line), count);
        }

        return checksum;
    }

    public static IEnumerable<object?[]> Inputs()
    {
        yield return new object?[] { new double[0], null };
        yield return new object?[] { new[] { 1.5 }, CultureInfo.GetCultureInfo("fr-FR") };

        // Negative zero, infinities and NaN, the extremes; a provider that formats every item itself.
        yield return new object?[] { new[] { -0.0, double.NaN, double.PositiveInfinity, double.MinValue, double.Epsilon }, new Brackets() };
        yield return new object?[] { Amounts(400), CultureInfo.InvariantCulture };
    }

    public static object?[] BenchmarkInput() => new object?[] { Amounts(400), CultureInfo.InvariantCulture };

    private static double[] Amounts(int count)
    {
        var amounts = new double[count];
        for (var i = 0; i < count; i++)
        {
            amounts[i] = (i * 7919 % 100_000) / 3.0;
        }

        return amounts;
    }

    private static long Mix(long hash, string text)
    {
        foreach (var c in text)
        {
            hash = unchecked((hash ^ c) * 1099511628211);
        }

        return unchecked((hash ^ text.Length) * 1099511628211);
    }

    private sealed class Brackets : IFormatProvider, ICustomFormatter
    {
        public object? GetFormat(Type? formatType) => formatType == typeof(ICustomFormatter) ? this : null;

        public string Format(string? format, object? arg, IFormatProvider? formatProvider) =>
            "<" + format + ":" + (arg is IFormattable formattable ? formattable.ToString(format, CultureInfo.InvariantCulture) : arg?.ToString()) + ">";
    }
}
