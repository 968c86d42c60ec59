// Hot-loop scenario for PERF1003, case-insensitive patterns without CultureInvariant whose matches can't depend on the
// culture (they name none of i, I, İ, ı and compare no backreference): a URL scheme check and a charset read with the
// static methods, an image extension test with a new Regex per call (IgnoreCase | Compiled, the Compiled dropped), as
// HTTP and file helpers write them. The fix keeps IgnoreCase in the [GeneratedRegex] attribute. Inputs: the empty
// string, schemes and extensions in every case, a charset with and without quotes, the four Turkish letters and a
// Kelvin sign (which folds to k) in the text, a long text.
#nullable enable
using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;

public static partial class Scenario
{
    public static long Run(string[] texts)
    {
        long total = 0;
        foreach (var text in texts)
        {
            total = total * 31 + (IsWebAddress(text) ? 1 : 2);
            total = total * 31 + Hash(Charset(text));
            total = total * 31 + (IsImage(text) ? 1 : 2);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { string.Empty } };
        yield return new object[] { new[] { "HTTPS://example.com", "Http://a", "ftp://x", "https:/broken" } };
        yield return new object[] { new[] { "text/html; CHARSET=UTF-8", "text/plain;charset=\"utf-8\"", "application/json" } };
        yield return new object[] { new[] { "PHOTO.JPG", "photo.Jpeg", "scan.PNG", "notes.txt", "ıİ.png", "İstanbul.jpg", "\u212Aelvin.png" } };
        yield return new object[] { new[] { new string('x', 5000) + ".png" } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[]
    {
        new[] { "https://example.com/a", "text/html; charset=utf-8", "holiday.JPG", "report.pdf", "HTTP://HOST", "image/png" },
    };

    private static bool IsWebAddress(string text) => Regex.IsMatch(text, "^https?://", RegexOptions.IgnoreCase);

    private static string Charset(string text) => Regex.Match(text, @"charset=""?(?<cs>[^;""\s]+)", RegexOptions.IgnoreCase).Groups["cs"].Value;

    private static bool IsImage(string text) => new Regex(@"\.(png|jpe?g|webp)$", RegexOptions.IgnoreCase | RegexOptions.Compiled).IsMatch(text);

    private static long Hash(string text)
    {
        long hash = text.Length;
        foreach (var c in text)
        {
            hash = hash * 31 + c;
        }

        return hash;
    }
}
