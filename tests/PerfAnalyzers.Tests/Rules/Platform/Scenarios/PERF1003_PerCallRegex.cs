// Hot-loop scenario for PERF1003, a Regex built from a constant pattern every time the code runs: a new Regex as a
// call's receiver, a target-typed new() kept in a local (case-insensitive, culture-invariant), and a parser object
// made per line whose instance field is initialized with a compiled Regex (the most expensive to build), and the other
// places a Regex is built: in parentheses, in a property, in a lambda, from a local constant (written as a literal in
// the attribute), in a constructor of a class declared without modifiers, from an ALL_CAPS constant. The fix turns
// each into a [GeneratedRegex] method; the class and the nested classes become partial. Inputs: the empty string, one
// character, key=value lists with and without spaces, upper and lower case, comments, surrogate pairs, a long list.
#nullable enable
using System;
using System.Collections.Generic;
using System.Text;
using System.Text.RegularExpressions;

public static class Scenario
{
    private const string SECTION_NAME = @"^\[(?<name>[^\]]*)\]";

    public static long Run(string[] lines)
    {
        long total = 0;
        foreach (var line in lines)
        {
            total = total * 31 + CountPairs(line);
            total = total * 31 + (IsHeader(line) ? 1 : 2);
            total = total * 31 + new FieldParser().Count(line);
            total = total * 31 + (IsComment(line) ? 1 : 2);
            total = total * 31 + (Blank.IsMatch(line) ? 1 : 2);
            total = total * 31 + Digits(line);
            total = total * 31 + Hash(Uncomment(line));
            total = total * 31 + new Words(line).Count;
            total = total * 31 + Hash(SectionName(line));
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { string.Empty } };
        yield return new object[] { new[] { "=" } };
        yield return new object[] { new[] { "a=1;b=2", "key = value ; other=x", "[SECTION]", "[section]", "\U0001F600=\U0001D518", "; comment", "# note", "   ", "x=1 ; trailing" } };
        yield return new object[] { new[] { LongLine() } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { "[Server]", "host=example.com;port=8080", "timeout = 30 ; retries=3", "name=value" } };

    private static int CountPairs(string line)
    {
        var count = 0;
        foreach (Match match in new Regex(@"(?<key>\w+)\s*=\s*(?<value>[^;]*)").Matches(line))
        {
            count += match.Groups["key"].Length + match.Groups["value"].Length;
        }

        return count;
    }

    private static bool IsHeader(string line)
    {
        Regex header = new(@"^\[[a-z]+\]$", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant);
        return header.IsMatch(line);
    }

    private static bool IsComment(string line) => (new Regex("^[#;]")).IsMatch(line);

    private static Regex Blank => new Regex(@"^\s*$");

    private static int Digits(string line)
    {
        Func<string, int> count = text => new Regex("[0-9]").Matches(text).Count;
        return count(line);
    }

    private static string Uncomment(string line)
    {
        const string trailingComment = "\\s*;[^=]*$";
        return new Regex(trailingComment).Replace(line, string.Empty);
    }

    private static string SectionName(string line)
    {
        var match = new Regex(SECTION_NAME).Match(line);
        return match.Success ? match.Groups["name"].Value : string.Empty;
    }

    private static long Hash(string text)
    {
        long hash = 17;
        foreach (var c in text)
        {
            hash = hash * 31 + c;
        }

        return hash;
    }

    private static string LongLine()
    {
        var builder = new StringBuilder();
        for (var i = 0; i < 100; i++)
        {
            builder.Append("key").Append(i).Append(i % 2 == 0 ? " = " : "=").Append(i * 7).Append(';');
        }

        return builder.ToString();
    }

    class Words
    {
        public Words(string line)
        {
            Count = new Regex(@"\w+").Matches(line).Count;
        }

        public int Count { get; }
    }

    private sealed class FieldParser
    {
        private readonly Regex _separator = new Regex(@"\s*[,;]\s*", RegexOptions.Compiled);

        public int Count(string line) => _separator.Split(line).Length;
    }
}
