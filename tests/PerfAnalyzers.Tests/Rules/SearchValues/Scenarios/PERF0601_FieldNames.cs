// Hot-loop scenario for PERF0601: a line scanned past many small sets of punctuation (IndexOfAnyExcept over a
// ToCharArray() copy made on every call: below six values only that allocation makes a set worth a field), one small set
// given as a new char array (allocated on every call: the fix passes its two values one by one), and longer sets of
// letters given as literals. The sets are chosen for the names of
// the fields the fix adds: named after the characters (every punctuation character the naming knows), hex digits, an
// all-capitals constant, the method around a local function, a property's getter, a constructor, and, when the name
// is taken, with a SearchValues suffix and then a number. The helper type is generic, lives in a namespace the file
// imports, and already has SearchValues fields written with a namespace alias, assigned in a static constructor and
// made by a method; the file has a global using, a static using and an alias, and its usings are not sorted.
global using System.Text;
using static System.Math;
using Buffers = System.Buffers;
using Tokens;
using System;
using System.Collections.Generic;

public static class Scenario
{
    private const string DELIMITERS = "()[]{}";

    public static int Run(string line)
    {
        var text = line.AsSpan();
        var hash = Max(0, text.IndexOfAnyExcept(",;:".ToCharArray()));
        hash = (hash * 31) + text.IndexOfAnyExcept(". \t".ToCharArray());
        hash = (hash * 31) + text.IndexOfAnyExcept("\r\n/".ToCharArray());
        hash = (hash * 31) + text.IndexOfAnyExcept("\\|-".ToCharArray());
        hash = (hash * 31) + text.IndexOfAnyExcept("_=&".ToCharArray());
        hash = (hash * 31) + text.IndexOfAnyExcept("?#\"".ToCharArray());
        hash = (hash * 31) + text.IndexOfAnyExcept("\'<>".ToCharArray());
        hash = (hash * 31) + text.IndexOfAnyExcept("@*+".ToCharArray());
        hash = (hash * 31) + line.IndexOfAny(new[] { '%', '!' });
        hash = (hash * 31) + text.IndexOfAnyExcept("0123456789abcdefABCDEF");
        hash = (hash * 31) + text.IndexOfAny(DELIMITERS);
        hash = (hash * 31) + Letters(text);

        var record = new Record<int>(line, line.Length);
        return (hash * 31) + record.Start + record.Mark + record.Score + record.Tag;

        static int Letters(ReadOnlySpan<char> span) =>
            span.IndexOfAny("jkqxzw") + span.IndexOfAny("vwyzkq") + span.IndexOfAny("bcgptm");
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { "deadBEEF" };
        yield return new object[] { "key=value; other: 1, 2 & 3" };
        yield return new object[] { "C:\\path\\to|file-name_v2.txt" };
        yield return new object[] { "\"quoted\" 'single' <tag> @user *bold* +1 50% #hash ? ok!" };
        yield return new object[] { "(a[b]{c}) \"x\" 'y' `z` 1+2-3*4/5" };
        yield return new object[] { "line one\r\nline two\n" };
        yield return new object[] { "jump over the lazy waxy quartz" };
        yield return new object[] { Text(80) };
        yield return new object[] { Text(4000) };
    }

    public static object[] BenchmarkInput() => new object[] { Text(80) };

    // Lower-case prose with no punctuation: every search scans to the end (the common miss).
    private static string Text(int length)
    {
        const string words = "the armies marched south through the snow and the generals argued about the road ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}

namespace Tokens
{
    internal sealed class Record<T>
    {
        private static readonly Buffers::SearchValues<char> s_brackets = Buffers::SearchValues.Create("()[]{}<>");
        private static readonly Buffers::SearchValues<char> s_quotes;
        private static readonly Buffers::SearchValues<char> s_signs = Signs();

        static Record() => s_quotes = Buffers::SearchValues.Create("\"'`");

        public Record(string text, T tag)
        {
            Text = text;
            Tag = tag;
            Start = text.AsSpan().IndexOfAny("jkqvwxyz");
        }

        public string Text { get; }

        public T Tag { get; }

        public int Start { get; }

        public int Mark => Text.AsSpan().IndexOfAny("bcdfghjklm");

        public int Score => Text.AsSpan().IndexOfAny(s_brackets) + Text.AsSpan().IndexOfAny(s_quotes) + Text.AsSpan().IndexOfAny(s_signs);

        private static Buffers::SearchValues<char> Signs() => Buffers::SearchValues.Create("+-*/");
    }
}
