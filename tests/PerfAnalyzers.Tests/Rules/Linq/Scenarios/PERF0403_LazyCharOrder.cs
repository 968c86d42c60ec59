// Hot-loop scenario for PERF0403 over a lazy sequence of an integral type without its own Min overload: the
// smallest char of an iterator method (n = 100) by chars.Order().First(), rewritten to chars.Min() (Enumerable's
// generic Min<T>, one pass with the default comparer; nothing vectorized, the source is lazy). On an empty sequence
// both throw InvalidOperationException; '\0', char.MaxValue and ties.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static char Run(IEnumerable<char> chars) => chars.Order().First();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Lazy(string.Empty) };
        yield return new object[] { Lazy("q") };
        yield return new object[] { Lazy("\uffff\0\0a") };
        yield return new object[] { Lazy("zyxzy") };
        yield return new object[] { Lazy(Text(100)) };
        yield return new object[] { Lazy(Text(5000)) };
    }

    public static object[] BenchmarkInput() => new object[] { Lazy(Text(100)) };

    private static IEnumerable<char> Lazy(string text)
    {
        foreach (var c in text)
        {
            yield return c;
        }
    }

    private static string Text(int count)
    {
        var chars = new char[count];
        for (var i = 0; i < count; i++)
        {
            chars[i] = (char)('a' + (i * 7919 % 26));
        }

        return new string(chars);
    }
}
