// Hot-loop scenario for PERF1003, the static Regex methods called through 'using static' (IsMatch and Replace without
// 'Regex.'), in a conversion operator and an operator (members with no name to call the regex after: PatternRegex,
// then PatternRegex2), and with the options passed as 0, the way older code says "none". The fix adds 'partial' to the
// struct, the [GeneratedRegex] methods and the using their attribute needs. Every parse and every normalized string
// counts in the result. Inputs: no texts, the empty string, one digit, amounts with and without cents, negatives,
// spaces and tabs inside, letters, and a long text.
#nullable enable
using System;
using System.Collections.Generic;
using System.Globalization;
using static System.Text.RegularExpressions.Regex;

public readonly struct Amount
{
    public Amount(long cents) => Cents = cents;

    public long Cents { get; }

    // "12.34" or "-5": -1 cents when the text is no amount.
    public static explicit operator Amount(string text) =>
        IsMatch(text, @"^-?[0-9]{1,12}(\.[0-9][0-9])?$", 0)
            ? new Amount((long)Math.Round(decimal.Parse(text, CultureInfo.InvariantCulture) * 100))
            : new Amount(-1);

    // Amounts joined as text with the spaces and tabs between their words made single spaces.
    public static string operator +(string label, Amount amount) => Replace(label, @"[ \t]+", " ") + "=" + amount.Cents;
}

public static class Scenario
{
    public static long Run(string[] texts)
    {
        long total = 0;
        foreach (var text in texts)
        {
            var amount = (Amount)text;
            total = total * 31 + amount.Cents;
            total = total * 31 + (text + amount).Length;
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { string.Empty } };
        yield return new object[] { new[] { "7" } };
        yield return new object[] { new[] { "12.34", "-5", "0.5", "1.234", "999999999999.99", "a b\t\tc  d", "12 34", "-" } };
        yield return new object[] { new[] { new string('9', 40), string.Join("\t ", new string[200]) + "end" } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { "12.34", "total  due", "-5", "x", "100" } };
}
