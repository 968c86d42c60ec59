// Hot-loop scenario for PERF1003, the static Regex methods with constant patterns, as validation and text helpers
// call them: every matcher the rule reports (IsMatch, Match, Matches, Replace with a string and with an evaluator,
// Split, Count over a span), options kept (IgnoreCase with CultureInvariant, Multiline) or dropped (Compiled, which
// means nothing to a generated regex), a pattern held in a constant (kept in the attribute and naming the method), a
// name already taken (the method gets the next free one), and a pattern the type already has a [GeneratedRegex]
// method for (used, not duplicated). The static calls find their regex in the runtime's cache (more than 8 patterns
// would still fit its 15), so this measures the cache lookup and the interpreter against generated code. Inputs: the
// empty string, one character, e-mail addresses in both cases, numbers, several lines, surrogate pairs, a long text.
#nullable enable
using System;
using System.Collections.Generic;
using System.Text;
using System.Text.RegularExpressions;

public static partial class Scenario
{
    private const string EmailPattern = @"^[^@\s]+@[^@\s]+\.[a-z]{2,}$";

    // Taken: the fix names Fields' regex FieldsRegex2.
    private static readonly string FieldsRegex = "[,;]";

    public static long Run(string[] texts)
    {
        long total = 0;
        foreach (var text in texts)
        {
            total = total * 31 + (IsEmail(text) ? 1 : 2);
            total = total * 31 + Hash(FirstNumber(text));
            total = total * 31 + CountWords(text);
            total = total * 31 + Hash(CollapseSpaces(text));
            total = total * 31 + Hash(Shout(text));
            total = total * 31 + Fields(text).Length;
            total = total * 31 + Vowels(text);
            total = total * 31 + (HasDigits(text) ? 1 : 2);
        }

        return total + FieldsRegex.Length;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { string.Empty } };
        yield return new object[] { new[] { "a" } };
        yield return new object[] { new[] { "user@example.com", "USER@Example.ORG", "not an email", "a@b.c" } };
        yield return new object[] { new[] { "12 apples, 3.5 pears; -7 kiwis", "line one\nline two\r\nthird  line", "emoji \U0001F600 and \U0001D518\U0001D52B text" } };
        yield return new object[] { new[] { LongText() } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[]
    {
        new[] { "jane.doe@example.com", "Order 1234 shipped", "a, b; c", "hello   world", "no digits here", "x@y", "42" },
    };

    private static bool IsEmail(string text) => Regex.IsMatch(text, EmailPattern, RegexOptions.IgnoreCase | RegexOptions.CultureInvariant);

    private static string FirstNumber(string text) => Regex.Match(text, @"-?\d+(\.\d+)?", RegexOptions.Compiled).Value;

    private static int CountWords(string text) => Regex.Matches(text, @"\b\w+\b").Count;

    private static string CollapseSpaces(string text) => Regex.Replace(text, @"\s+", " ");

    private static string Shout(string text) => Regex.Replace(text, "^[a-z]+", m => m.Value.ToUpperInvariant(), RegexOptions.Multiline);

    private static string[] Fields(string text) => Regex.Split(text, "[,;]");

    private static int Vowels(string text) => Regex.Count(text.AsSpan(), "[aeiouAEIOU]");

    private static bool HasDigits(string text) => Regex.IsMatch(text, "[0-9]");

    [GeneratedRegex("[0-9]")]
    private static partial Regex Digit();

    private static long Hash(string text)
    {
        long hash = 17;
        foreach (var c in text)
        {
            hash = hash * 31 + c;
        }

        return hash;
    }

    private static string LongText()
    {
        var builder = new StringBuilder();
        for (var i = 0; i < 200; i++)
        {
            builder.Append("word").Append(i).Append(i % 3 == 0 ? ", " : "  ").Append(i % 7 == 0 ? "\n" : string.Empty);
        }

        return builder.ToString() + (Digit().IsMatch("1") ? "!" : "?");
    }
}
