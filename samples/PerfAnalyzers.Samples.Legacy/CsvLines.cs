using System.Text.RegularExpressions;

namespace PerfAnalyzers.Samples.Legacy;

/// <summary>Splits CSV-like lines; this library also runs on .NET Framework, where [GeneratedRegex] doesn't exist.</summary>
public static class CsvLines
{
    public static string[] Split(string line) => new Regex(@"\s*,\s*").Split(line.Trim()); // expect: PERF1003

    // Not reported before .NET 7: the static method's cache of parsed regexes is as fast as a field.
    public static bool IsNumber(string text) => Regex.IsMatch(text, "^[0-9]+$");
}
