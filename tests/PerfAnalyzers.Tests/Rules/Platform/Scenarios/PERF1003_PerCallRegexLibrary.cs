// Hot-loop scenario for PERF1003 in a netstandard2.0 library, where [GeneratedRegex] doesn't exist: a Regex built
// from a constant pattern per call becomes a static readonly field with the same options. The static Regex calls
// next to them stay (their cache is as fast as a field: not reported before .NET 7). Every form the fix writes: a new
// field named after the constant holding the pattern (its options as the code wrote them), one named after the
// method, two sites with one pattern sharing a field, a site using the field the class already has for its
// pattern, options from a local constant (written as their value), a class whose fields start with '_' (so does the new
// field's name) and one with no field (the new field first, a blank line after it), a private readonly instance field
// the Regex initializes, read only by its name (made static itself), and one read as this._field (kept, pointing at a
// new static field); both objects made per call, as a parser or a tokenizer often is. A singleton whose static
// property builds its instance before a new static field would be set is reported without a fix, and runs unchanged.
// Compiled against netstandard2.0 and run on today's runtime, as such a library runs in a .NET 10 process.
// Inputs: the empty string, one character, CSV-like lines with quotes and spaces, surrogate pairs, a long line.
using System.Collections.Generic;
using System.Text;
using System.Text.RegularExpressions;

public static class Scenario
{
    private const string QuotedPattern = "\"([^\"]*)\"";

    private static readonly Regex s_separator = new Regex(@"\s*,\s*");

    public static long Run(string[] lines)
    {
        long total = 0;
        foreach (var line in lines)
        {
            total = total * 31 + Quoted(line);
            total = total * 31 + Hash(Normalize(line));
            total = total * 31 + Columns(line);
            total = total * 31 + (Regex.IsMatch(line, "^[0-9]+$") ? 1 : 2);
            total = total * 31 + Hash(Squeeze(line));
            total = total * 31 + new Row(line).Cells();
            total = total * 31 + (Quotes.Has(line) ? 1 : 2);
            total = total * 31 + new Tokenizer().Words(line);
            total = total * 31 + new Splitter().Fields(line);
            total = total * 31 + Catalog.Default.Codes(line);
        }

        return total + s_separator.Split("a , b").Length;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { string.Empty } };
        yield return new object[] { new[] { "," } };
        yield return new object[] { new[] { "a, b ,c", "\"quoted, text\",plain", "  spaced   out  ", "12345", "\U0001F600 , \U0001D518" } };
        yield return new object[] { new[] { LongLine() } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { "id, name, \"Doe, Jane\", 42", "1,2,3", "  padded  value  ", "\"a\",\"b\"" } };

    private static int Quoted(string line)
    {
        var total = 0;
        foreach (Match match in new Regex(QuotedPattern, RegexOptions.CultureInvariant).Matches(line))
        {
            total += match.Groups[1].Length + 1;
        }

        return total;
    }

    private static string Normalize(string line) => new Regex(@"\s{2,}").Replace(line.Trim(), " ") + new Regex(@"\s{2,}").Matches(line).Count;

    private static int Columns(string line) => new Regex(@"\s*,\s*").Split(line).Length;

    private static string Squeeze(string line)
    {
        const RegexOptions options = RegexOptions.CultureInvariant;
        return new Regex(" +", options).Replace(line, " ");
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
            builder.Append(i % 3 == 0 ? "\"v" + i + ", x\"" : "v" + i).Append(i % 2 == 0 ? " ,  " : ",");
        }

        return builder.ToString();
    }

    private sealed class Row
    {
        private readonly string _text;

        public Row(string text)
        {
            _text = text;
        }

        public int Cells() => new Regex(";").Split(_text).Length;
    }

    private static class Quotes
    {
        public static bool Has(string line) => new Regex("\"").IsMatch(line);
    }

    private sealed class Tokenizer
    {
        readonly Regex _word = new Regex(@"\w+", RegexOptions.CultureInvariant);

        public Regex Pattern => _word;

        public int Words(string text) => Count(_word, text) + Pattern.Matches(text).Count;

        private static int Count(Regex regex, string text) => regex.IsMatch(text) ? 1 : 0;
    }

    private sealed class Catalog
    {
        public static Catalog Default { get; } = new Catalog();

        public int Codes(string text) => new Regex("[A-Z]{2}[0-9]+").Matches(text).Count;
    }

    private sealed class Splitter
    {
        private readonly Regex _separator = new Regex("[;#]");

        public int Fields(string text) => this._separator.Split(text).Length;
    }
}
