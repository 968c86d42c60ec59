// Hot-loop scenario for PERF0404: the separators of a CSV line counted with Enumerable.Count and a predicate, which
// walks the string through its boxed enumerator and calls the delegate per character; the fix counts the span,
// vectorized (MemoryExtensions.Count, .NET 8).
#nullable enable
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(string line) => line.Count(c => c == ',');

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "," };
        yield return new object[] { "a" };
        yield return new object[] { "a,b,,c," };
        yield return new object[] { ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,," };
        yield return new object[] { Line(1000) };
        yield return new object[] { Line(10_000) };
    }

    // A CSV line of 1,000 characters, a separator about every eight.
    public static object[] BenchmarkInput() => new object[] { Line(1000) };

    private static string Line(int length)
    {
        var chars = new char[length];
        for (var i = 0; i < chars.Length; i++)
        {
            chars[i] = i % 8 == 7 ? ',' : (char)('a' + (i % 26));
        }

        return new string(chars);
    }
}
