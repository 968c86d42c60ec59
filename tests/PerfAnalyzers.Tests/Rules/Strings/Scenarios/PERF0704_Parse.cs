// Hot-loop scenario for PERF0704, the parse form: fixed-width records ("2026-11-23 0042 3.75 ...") whose fields are cut
// with Substring and parsed with int.Parse, int.TryParse, double.Parse with a culture, and DateTime.ParseExact. The fix
// passes a span of the record to the span overload of each method.
using System;
using System.Collections.Generic;
using System.Globalization;

public static class Scenario
{
    public static long Run(string[] records)
    {
        long total = 0;
        foreach (var record in records)
        {
            var date = DateTime.ParseExact(record.Substring(0, 10), "yyyy-MM-dd", CultureInfo.InvariantCulture);
            var quantity = int.Parse(record.Substring(11, 4));
            var price = double.Parse(record.Substring(16, 5), NumberStyles.Float, CultureInfo.InvariantCulture);
            var code = int.TryParse(record.Substring(22), NumberStyles.HexNumber, CultureInfo.InvariantCulture, out var parsed) ? parsed : -1;
            total = (total * 31 + date.DayOfYear * 1000L + quantity * (long)Math.Round(price * 100) + code) % 1_000_000_007;
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "2026-11-23 0042 03.75 ff" } };

        // Signs and spaces the parsers accept, a hex code that doesn't parse (TryParse false), an empty code, and the
        // largest values.
        yield return new object[] { new[] { "2024-02-29 -001 -0.50 7FFFFFFF", "1999-12-31  123 1e+02 ", "2000-01-01 9999 99999 zz" } };

        // A field that doesn't parse throws FormatException, a short record ArgumentOutOfRangeException: both before and after.
        yield return new object[] { new[] { "2026-11-23 00x2 03.75 ff" } };
        yield return new object[] { new[] { "2026-13-01 0001 01.00 0" } };
        yield return new object[] { new[] { "2026-11-23 0042" } };
        yield return new object[] { Records(300) };
    }

    public static object[] BenchmarkInput() => new object[] { Records(300) };

    private static string[] Records(int count)
    {
        var records = new string[count];
        var day = new DateTime(2026, 1, 1);
        for (var i = 0; i < count; i++)
        {
            records[i] = day.AddDays(i).ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)
                + " " + (i % 10000).ToString("D4", CultureInfo.InvariantCulture)
                + " " + (i % 97 + 0.25).ToString("00.00", CultureInfo.InvariantCulture)
                + " " + (i * 2654435761u % 65536).ToString("x", CultureInfo.InvariantCulture);
        }

        return records;
    }
}
