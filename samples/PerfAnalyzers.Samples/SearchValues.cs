using System;
using System.Collections.Generic;
using System.Linq;

namespace PerfAnalyzers.Samples;

/// <summary>Text scanning helpers in the styles found in real code bases: sets of characters and needles searched for one by one.</summary>
public static class TextScanning
{
    private static readonly char[] s_fieldSeparators = { ',', ';', '\t', '|', ':', '=' };

    private static readonly char[] s_csvSpecial = { ',', '"', '\r', '\n', '\t', ';' };

    private static readonly char[] s_csvSpecialOrSpace = { ',', '"', '\r', '\n', '\t', ';', ' ' };

    private static readonly string[] s_daysOfWeek = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

    private static readonly HashSet<char> s_vowels = new HashSet<char> { 'a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U' };

    // Does this text need HTML escaping? A new array on every call.
    public static bool NeedsHtmlEscaping(string text) =>
        text.IndexOfAny(new[] { '<', '>', '&', '"', '\'' }) >= 0; // expect: PERF0601

    // The first field separator of a CSV-ish line: the array field is used only here, the fix converts it in place.
    public static int FirstSeparator(string line) => line.IndexOfAny(s_fieldSeparators); // expect: PERF0601

    // Must this CSV field be quoted? The set depends on a setting; both arrays are used only here and become SearchValues.
    public static bool NeedsQuotes(string field, bool quoteSpaces) =>
        field.IndexOfAny(quoteSpaces ? s_csvSpecialOrSpace : s_csvSpecial) >= 0; // expect: PERF0601

    // Where a token ends: 8 characters, analyzed again on every call.
    public static int TokenEnd(ReadOnlySpan<char> input) => input.IndexOfAny(" \t\r\n()[]"); // expect: PERF0601

    // A line that is all digits and spaces.
    public static bool IsNumericLine(ReadOnlySpan<char> line) => !line.ContainsAnyExcept("0123456789 "); // expect: PERF0601

    // Two characters are fine as they are: IndexOfAny has a dedicated path for up to five values.
    public static int LineBreak(ReadOnlySpan<char> text) => text.IndexOfAny("\r\n");

    // MSBuild-style: is this build output line a warning or an error? Two strings are fine as they are: two IndexOf
    // calls measured faster than SearchValues<string> on a typical output line, so PERF0602 leaves them.
    public static string? Diagnostic(string message)
    {
        if (message.IndexOf("warning", StringComparison.OrdinalIgnoreCase) == -1 &&
            message.IndexOf("error", StringComparison.OrdinalIgnoreCase) == -1)
        {
            return null;
        }

        return message;
    }

    // With a third string, one SearchValues<string> search beats three IndexOf calls.
    public static bool IsProblem(string message) =>
        message.Contains("warning", StringComparison.OrdinalIgnoreCase) || // expect: PERF0602
        message.Contains("error", StringComparison.OrdinalIgnoreCase) ||
        message.Contains("fatal", StringComparison.OrdinalIgnoreCase);

    // Does the text name a day of the week?
    public static bool MentionsWeekday(string input)
    {
        foreach (string dow in s_daysOfWeek) // expect: PERF0602
        {
            if (input.Contains(dow, StringComparison.OrdinalIgnoreCase))
            {
                return true;
            }
        }

        return false;
    }

    public static bool MentionsWeekdayLinq(string input) =>
        s_daysOfWeek.Any(d => input.Contains(d, StringComparison.OrdinalIgnoreCase)); // expect: PERF0602

    // Culture-sensitive IndexOf(string): SearchValues<string> is ordinal, so this stays as it is.
    public static bool IsHttpVerbCulture(string line) => line.IndexOf("GET") >= 0 || line.IndexOf("POST") >= 0;

    public static int CountVowels(string text)
    {
        var count = 0;
        foreach (var c in text)
        {
            if (s_vowels.Contains(c)) // expect: PERF0603
            {
                count++;
            }
        }

        return count;
    }

    public static bool IsPunctuation(char c) => ".,;:!?".Contains(c); // expect: PERF0603

    public static bool IsQuote(char c) => "\"'`".Contains(c, StringComparison.Ordinal); // expect: PERF0603

    public static bool IsBracket(char c) => new[] { '(', ')', '[', ']', '{', '}' }.Contains(c); // expect: PERF0603

    // The JIT already turns this into a single bit test: not reported.
    public static bool IsJsonWhitespace(char c) => c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
