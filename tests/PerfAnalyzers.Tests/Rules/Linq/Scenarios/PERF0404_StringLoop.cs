// Hot-loop scenario for PERF0404: the line breaks of a text counted by a foreach that compares each character; the fix
// replaces the loop with one vectorized count of the span.
#nullable enable
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(string text)
    {
        var lines = 1;
        foreach (var c in text)
        {
            if (c == '\n')
            {
                lines++;
            }
        }

        return lines;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { "" };
        yield return new object[] { "\n" };
        yield return new object[] { "no line break" };
        yield return new object[] { "\r\n\r\n\n\u2028\u0085" };
        yield return new object[] { Text(1000) };
        yield return new object[] { Text(1003) + "\n" };
    }

    // A 4,000-character text of 50-character lines.
    public static object[] BenchmarkInput() => new object[] { Text(4000) };

    private static string Text(int length)
    {
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = i % 50 == 49 ? '\n' : (char)('a' + (i % 26));
        }

        return new string(chars);
    }
}
