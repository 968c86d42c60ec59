// Hot-loop scenario for PERF0603: the set held in a string constant built from another, tested per character with
// Contains and with IndexOf (a URL encoder's unreserved characters: ShareX's URLCharacters.Contains(c)). The fix
// passes the constant itself to SearchValues.Create, so the set stays written once; the two tests of one set share
// one field. A set in a local constant is written out in the new field, and the constant, read by nothing else, goes.
// Inputs: empty, ASCII with and without reserved characters, non-ASCII and a surrogate pair, a long text.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private const string Alphanumeric = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private const string Unreserved = Alphanumeric + "-._~";

    public static int Run(string text)
    {
        var kept = 0;
        var escaped = 0;
        foreach (var c in text)
        {
            if (Unreserved.Contains(c))
            {
                kept++;
            }

            if (Unreserved.IndexOf(c) < 0)
            {
                escaped = (escaped * 31) + c;
            }

            if (IsSubDelimiter(c))
            {
                kept += 1000;
            }
        }

        return (kept * 17) + escaped;
    }

    private static bool IsSubDelimiter(char c)
    {
        const string SubDelimiters = "!$&'()*+,;=";
        return SubDelimiters.Contains(c);
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { "~" };
        yield return new object[] { "name=John Doe&city=São Paulo" };
        yield return new object[] { "\U0001F600 ü/?#[]@!$&'()*+,;=" };
        yield return new object[] { Text(1000) };
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000) };

    private static string Text(int length)
    {
        const string words = "https://example.com/search?q=fast code&lang=en-US#top ~user_1.2 ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
