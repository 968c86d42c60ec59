// Hot-loop scenario for PERF0601 on bytes: UTF-8 input scanned for constant byte sets, given as u8 literals (the fix
// caches SearchValues.Create("..."u8)) and as a new byte[] { ... } of bytes above 0x7F, which no u8 literal can hold
// (the fix writes SearchValues.Create(new byte[] { 0xC0, ... })): delimiters, the bytes never valid in UTF-8, and runs
// of digits and of trailing whitespace skipped with IndexOfAnyExcept.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(byte[] utf8)
    {
        ReadOnlySpan<byte> span = utf8;
        var delimiter = span.IndexOfAny(" \t,;:|=&"u8);
        var invalid = span.IndexOfAny(new byte[] { 0xC0, 0xC1, 0xF5, 0xF6, 0xF7, 0xF8, 0xFE, 0xFF });
        var afterNumber = span.IndexOfAnyExcept("0123456789"u8);
        var afterBreaks = span.LastIndexOfAnyExcept(" \t\r\n\v\f"u8);
        return ((delimiter * 31 + invalid) * 31 + afterNumber) * 31 + afterBreaks;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { new byte[] { (byte)'7' } };
        yield return new object[] { new byte[] { 0xFF } };
        yield return new object[] { new byte[] { (byte)'\n' } };
        yield return new object[] { "12345 key=value\r\n"u8.ToArray() };
        yield return new object[] { new byte[] { (byte)'4', (byte)'2', 0xC3, 0xA9, 0xC0, (byte)';', (byte)'\r', (byte)'\n' } };
        yield return new object[] { Text(16) };
        yield return new object[] { Text(1000) };
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000) };

    // English-like ASCII text with none of the searched bytes, ending in a line break: the searches scan all of it.
    private static byte[] Text(int length)
    {
        const string words = "thequickbrownfoxjumpsoverthelazydogandthenrestsinthewarmsun";
        var bytes = new byte[length];
        for (var i = 0; i < length; i++)
        {
            bytes[i] = (byte)words[i % words.Length];
        }

        bytes[length - 1] = (byte)'\n';
        return bytes;
    }
}
