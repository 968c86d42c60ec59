// Hot-loop scenario for PERF0601: string.IndexOfAny(new[] { ... }, start[, count]) tested only for a hit, as a
// tokenizer does after a prefix: the fix searches the slice, s.AsSpan(start[, count]), with two values passed one by one
// and with a cached SearchValues for a larger set. Edge inputs: empty, the start at the end, hits at the slice's edges.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(string line)
    {
        var start = line.Length > 2 ? 2 : line.Length;
        var quoted = line.IndexOfAny(new[] { '"', '\'' }, start) >= 0 ? 1 : 0;
        var operators = -1 == line.IndexOfAny(new[] { '+', '-', '*', '/', '%', '=', '<', '>' }, start, line.Length - start) ? 0 : 2;
        return quoted + operators;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { "\"a" };
        yield return new object[] { "ab\"" };
        yield return new object[] { "=b" };
        yield return new object[] { "ab=" };
        yield return new object[] { "let x = 'y' + 1" };
        yield return new object[] { Line(60) };
        yield return new object[] { Line(1000) + "'" };
    }

    public static object[] BenchmarkInput() => new object[] { Line(60) };

    // Identifiers and spaces with no quote or operator: both searches scan the whole slice (the common miss).
    private static string Line(int length)
    {
        const string words = "call result value with name ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
