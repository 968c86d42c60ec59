using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text.RegularExpressions;

namespace PerfAnalyzers.Samples;

public enum ShippingMethod
{
    Ground,
    Air,
    Express = 5,
}

/// <summary>Reads and names enum values the way configuration code often does, with the Type overloads of Enum.</summary>
public static class ShippingOptions
{
    public static ShippingMethod Parse(string text) => (ShippingMethod)Enum.Parse(typeof(ShippingMethod), text, ignoreCase: true); // expect: PERF0708

    public static string Describe(ShippingMethod method)
    {
        if (!Enum.IsDefined(typeof(ShippingMethod), method)) // expect: PERF0708
        {
            return "unknown";
        }

        return Enum.GetName(typeof(ShippingMethod), method)!; // expect: PERF0708
    }

    public static List<string> Menu()
    {
        var menu = new List<string>();
        foreach (ShippingMethod method in Enum.GetValues(typeof(ShippingMethod))) // expect: PERF0708
        {
            menu.Add(method.ToString());
        }

        return menu;
    }

    // Not reported: the value is an int, and IsDefined<T> takes only a ShippingMethod.
    public static bool IsKnownCode(int code) => Enum.IsDefined(typeof(ShippingMethod), code);
}

/// <summary>A renderer whose dry run writes into a writer that discards its output.</summary>
public sealed class DryRunRenderer
{
    private readonly System.IO.StreamWriter _sink = new System.IO.StreamWriter(System.IO.Stream.Null); // expect: PERF0707

    public void Render(IReadOnlyList<string> lines)
    {
        foreach (var line in lines)
        {
            _sink.WriteLine(line);
        }

        _sink.Flush();
    }
}

/// <summary>Measures how long a report would be by writing it to a writer that discards its output.</summary>
public static class ReportSize
{
    public static int Lines(IReadOnlyList<string> rows)
    {
        using var sink = new System.IO.StreamWriter(System.IO.Stream.Null); // expect: PERF0707
        var lines = 0;
        foreach (var row in rows)
        {
            sink.WriteLine(row);
            lines++;
        }

        return lines;
    }

    // A tool's --quiet switch: the console's own wrapper answers the same for both writers.
    public static void Quiet() => Console.SetOut(new System.IO.StreamWriter(System.IO.Stream.Null)); // expect: PERF0707

    // Not reported: the writer is handed to code that may cancel its writes or read its settings.
    public static System.IO.TextWriter Discarding() => new System.IO.StreamWriter(System.IO.Stream.Null);
}

/// <summary>Makes URL-safe tokens from random bytes and digests, by hand.</summary>
public static class UrlTokens
{
    public static string New() =>
        Convert.ToBase64String(System.Security.Cryptography.RandomNumberGenerator.GetBytes(32)).TrimEnd('=').Replace('+', '-').Replace('/', '_'); // expect: PERF0701

    // Not reported: the padding is kept, so this is not Base64Url.
    public static string Padded(byte[] key) => Convert.ToBase64String(key).Replace('+', '-').Replace('/', '_');
}

/// <summary>Reads comma-separated settings ("retries=3, verbose") by splitting them into strings.</summary>
public static class SettingsLine
{
    public static int Sum(string line)
    {
        var total = 0;
        foreach (var field in line.Split(',')) // expect: PERF0703
        {
            total += int.Parse(field);
        }

        return total;
    }

    public static bool HasFlag(string line, string flag)
    {
        foreach (var entry in line.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)) // expect: PERF0703
        {
            if (entry == flag)
            {
                return true;
            }
        }

        return false;
    }

    // Not reported: the parts are kept, so they must be strings.
    public static List<string> Names(string line)
    {
        var names = new List<string>();
        foreach (var name in line.Split(','))
        {
            names.Add(name);
        }

        return names;
    }
}

/// <summary>Reads fixed-width order lines ("2026-11-23 0042 EXP") by cutting fields out with Substring.</summary>
public static class OrderLines
{
    public static int Quantity(string line) => int.Parse(line.Substring(11, 4)); // expect: PERF0704

    public static bool IsExpress(string line) => line.Substring(16) == "EXP"; // expect: PERF0704

    // Not reported: a culture-sensitive comparison has no span equivalent with the same answer.
    public static bool IsExpressAnyCase(string line) => line.Substring(16).StartsWith("exp", StringComparison.CurrentCultureIgnoreCase);
}

/// <summary>Reads thumbnail grid names ("320x240-10x10") with a regex, the way media servers name their tiles.</summary>
public static class TileGridNames
{
    private static readonly Regex Pattern = new(@"^(\d+)x(\d+)-(\d+)x(\d+)$", RegexOptions.CultureInvariant);

    public static int Width(string name)
    {
        var match = Pattern.Match(name);
        return match.Success ? int.Parse(match.Groups[1].Value, CultureInfo.InvariantCulture) : 0; // expect: PERF0711 (suggestion)
    }

    public static bool IsSquare(string name)
    {
        var match = Pattern.Match(name);
        return match.Success && match.Groups[3].Value == match.Groups[4].Value; // expect: PERF0711 (suggestion)
    }

    // Not reported: the text is kept, and a span can't outlive the call.
    public static string Prefix(string name) => Pattern.Match(name).Groups[1].Value;
}

/// <summary>Writes receipt lines by concatenating the ToString() of each number, as older code does.</summary>
public static class ReceiptLines
{
    public static string Line(string item, int quantity, decimal price) =>
        item + " x" + quantity.ToString() + " @ " + price.ToString("F2"); // expect: PERF0710

    public static string Csv(double latitude, double longitude) =>
        latitude.ToString("R", CultureInfo.InvariantCulture) + "," + longitude.ToString("R", CultureInfo.InvariantCulture); // expect: PERF0710

    // Not reported: the quantity is formatted with the current culture, the price with the invariant one.
    public static string Mixed(int quantity, decimal price) => quantity.ToString() + " @ " + price.ToString(CultureInfo.InvariantCulture);
}

/// <summary>Formats labels and log lines with string.Format and a constant format.</summary>
public static class Labels
{
    public static string Version(int major, int minor, int build) => string.Format("{0}.{1}.{2}", major, minor, build); // expect: PERF0702

    public static string Price(string item, decimal amount) =>
        string.Format(System.Globalization.CultureInfo.InvariantCulture, "{0,-12}{1,10:N2}", item, amount); // expect: PERF0702

    // Not reported: the format is not a constant.
    public static string Localized(string format, int count) => string.Format(format, count);

    // Not reported: the interpolated string would format the queue before the second argument changes it.
    public static string Drain(Queue<string> queue) => string.Format("{0} {1}", queue, queue.Dequeue());
}

/// <summary>Reads signing keys configured as hex, as webhook and token helpers do.</summary>
public static class SigningKeys
{
    public static int Checksum(string hexKey)
    {
        Span<byte> key = stackalloc byte[32];
        Convert.FromHexString(hexKey).CopyTo(key); // expect: PERF0705
        var sum = 0;
        foreach (var b in key)
        {
            sum = sum * 31 + b;
        }

        return sum;
    }

    // Not reported: the caller's buffer would keep the bytes decoded before a bad char.
    public static void Decode(string hexKey, Span<byte> destination) => Convert.FromHexString(hexKey).CopyTo(destination);
}

/// <summary>Writes request fingerprints as hex into a caller's buffer, as token and cache-key helpers do.</summary>
public static class DigestText
{
    public static bool TryFormat(ReadOnlySpan<byte> digest, Span<char> destination) =>
        Convert.ToHexStringLower(digest).TryCopyTo(destination); // expect: PERF0706

    public static void Format(byte[] digest, char[] destination, int offset)
    {
        Convert.ToHexString(digest).CopyTo(destination.AsSpan(offset)); // expect: PERF0706
    }

    // Not reported: the string is kept, not only copied.
    public static string Format(ReadOnlySpan<byte> digest, Span<char> destination)
    {
        var hex = Convert.ToHexString(digest);
        hex.CopyTo(destination);
        return hex;
    }
}

/// <summary>Builds a cache key from a request's parts and the digest of its body.</summary>
public static class CacheKeys
{
    public static string For(string route, byte[] body)
    {
        var key = new System.Text.StringBuilder();
        key.Append(route).Append('#').Append(Convert.ToHexStringLower(System.Security.Cryptography.SHA256.HashData(body))); // expect: PERF0706
        return key.ToString();
    }

    // In a loop: the fix declares the scratch before the loop (a stackalloc in it would take more stack every time).
    public static string ForAll(IReadOnlyList<byte[]> bodies)
    {
        var key = new System.Text.StringBuilder();
        foreach (var body in bodies)
        {
            key.Append(Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(body))); // expect: PERF0706
        }

        return key.ToString();
    }
}

/// <summary>Builds CSV headers and query strings from lists, as report and HTTP helpers do.</summary>
public static class ListText
{
    public static string Header(IReadOnlyList<string> columns)
    {
        var header = string.Empty;
        foreach (var column in columns)
        {
            header += column + ";"; // expect: PERF0709 (suggestion)
        }

        return header;
    }

    public static string Query(IReadOnlyDictionary<string, int> parameters)
    {
        string query = "?";
        foreach (var parameter in parameters)
        {
            query = query + parameter.Key + "=" + parameter.Value + "&"; // expect: PERF0709 (suggestion)
        }

        return query;
    }

    // Not reported: the loop reads the string it builds (its length decides when to stop).
    public static string Truncated(IEnumerable<string> words, int limit)
    {
        var text = "";
        foreach (var word in words)
        {
            if (text.Length + word.Length > limit)
            {
                break;
            }

            text += word + " ";
        }

        return text;
    }
}
