// Hot-loop scenario for PERF0601: sets written with named constants (a tokenizer's delimiters). The fix writes the
// constants in the SearchValues field's initializer, or passes them by name to the span overload, so they stay in use.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private const char Comma = ',';
    private const char Semicolon = ';';
    private const char Colon = ':';
    private const char Pipe = '|';
    private const char Tab = '\t';
    private const char Equal = '=';
    private const char Quote = '"';
    private const char Apostrophe = '\'';

    public static int Run(string line)
    {
        var delimiter = line.IndexOfAny(new[] { Comma, Semicolon, Colon, Pipe, Tab, Equal });
        var quote = line.LastIndexOfAny(new[] { Quote, Apostrophe });
        return delimiter * 10_000 + quote;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "," };
        yield return new object[] { "'" };
        yield return new object[] { "key=\"value\"" };
        yield return new object[] { "a\tb|c" };
        yield return new object[] { "\U0001F600;\U0001F600'" };
        yield return new object[] { Text(16) };
        yield return new object[] { Text(1000) };
        yield return new object[] { "\"" + Text(1000) + ":" };
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000) };

    // Words joined by spaces, with no character of either set.
    private static string Text(int length)
    {
        const string words = "the quick brown fox jumps over the lazy dog and then rests in the warm sun ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}
