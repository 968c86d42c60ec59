using System;
using System.Collections.Generic;
using System.Linq;

namespace PerfAnalyzers.Samples;

/// <summary>A settings snapshot with the collection habits the collection rules find.</summary>
public sealed class SettingsSnapshot
{
    private readonly Dictionary<string, string> _values = new(StringComparer.OrdinalIgnoreCase);

    public void Set(string key, string value) => _values[key] = value;

    // The copy is case-sensitive (the default comparer), exactly as ToDictionary made it.
    public Dictionary<string, string> Copy() => _values.ToDictionary(kv => kv.Key, kv => kv.Value); // expect: PERF0806

    public Dictionary<string, string> CopyIgnoringCase() =>
        _values.ToDictionary(kv => kv.Key, kv => kv.Value, StringComparer.OrdinalIgnoreCase); // expect: PERF0806

    // Not reported: the values change on the way.
    public Dictionary<string, string> Trimmed() => _values.ToDictionary(kv => kv.Key, kv => kv.Value.Trim());

    // Not reported: an interface-typed source may be anything at run time.
    public static Dictionary<string, string> Copy(IReadOnlyDictionary<string, string> values) => values.ToDictionary(kv => kv.Key, kv => kv.Value);

    public int TotalLength()
    {
        var total = 0;
        foreach (var value in _values.Values.ToArray().Cast<string>()) // expect: PERF0807
        {
            total += value.Length;
        }

        return total;
    }

    public static long Sum(List<int> counts)
    {
        long sum = 0;
        foreach (var count in counts.OfType<int>()) // expect: PERF0807
        {
            sum += count;
        }

        return sum;
    }

    // Not reported: OfType<string> also drops the nulls.
    public static int NonNullCount(string?[] names) => names.OfType<string>().Count();

    public static void ResetAll(int[] histogram, string?[] slots)
    {
        Array.Clear(histogram, 0, histogram.Length); // expect: PERF0803 (suggestion)
        Array.Clear(slots, 0, slots.Length); // expect: PERF0803 (suggestion)

        // Not reported: part of the array.
        Array.Clear(slots, 1, slots.Length - 1);
    }

    public static void Reset(int[] histogram)
    {
        for (int i = 0; i < histogram.Length; i++) // expect: PERF0804
        {
            histogram[i] = 0;
        }
    }

    public static void Pad(Span<char> line)
    {
        for (int i = 0; i < line.Length; i++) // expect: PERF0804
        {
            line[i] = ' ';
        }
    }

    // Not reported: each element gets its own value.
    public static void Number(int[] slots)
    {
        for (int i = 0; i < slots.Length; i++)
        {
            slots[i] = i;
        }
    }

    public static bool SameDigest(byte[] expected, byte[] actual)
    {
        if (expected.Length != actual.Length)
        {
            return false;
        }

        for (int i = 0; i < expected.Length; i++) // expect: PERF0805
        {
            if (expected[i] != actual[i])
            {
                return false;
            }
        }

        return true;
    }
}

/// <summary>Word and byte statistics, the counting idioms PERF0801 finds.</summary>
public sealed class TextStatistics
{
    private readonly Dictionary<string, int> _words = new(StringComparer.Ordinal);
    private readonly Dictionary<char, long> _characters = new();

    public void Add(string text)
    {
        foreach (var word in text.Split(' ', StringSplitOptions.RemoveEmptyEntries))
        {
            _words[word] = _words.TryGetValue(word, out var count) ? count + 1 : 1; // expect: PERF0801
        }

        foreach (var c in text)
        {
            if (!_characters.ContainsKey(c)) _characters[c] = 0; // expect: PERF0801
            _characters[c] += 1;
        }
    }

    public void Merge(Dictionary<string, int> other)
    {
        foreach (var (word, theirs) in other)
        {
            if (_words.TryGetValue(word, out var mine)) // expect: PERF0801
            {
                _words[word] = Math.Max(mine, theirs);
            }
            else
            {
                _words[word] = theirs;
            }
        }
    }

    // Not reported: the out variable is used after the update.
    public int Touch(string word)
    {
        _words[word] = _words.TryGetValue(word, out var count) ? count + 1 : 1;
        return count;
    }

    public int Count(string word) => _words.TryGetValue(word, out var count) ? count : 0;
}

/// <summary>A tokenizer that looks its words up by span, the habit PERF0802 finds.</summary>
public static class KeywordTable
{
    private static readonly Dictionary<string, int> s_keywords = new(StringComparer.Ordinal) { ["if"] = 1, ["else"] = 2 };
    private static readonly HashSet<string> s_ignored = new(StringComparer.OrdinalIgnoreCase) { "the", "a" };

    public static int Score(ReadOnlySpan<char> word)
    {
        if (s_ignored.Contains(word.ToString())) // expect: PERF0802
        {
            return 0;
        }

        return s_keywords.TryGetValue(new string(word), out var id) ? id : -1; // expect: PERF0802
    }

    // Not reported: the comparer of a dictionary handed in is unknown (GetAlternateLookup throws for some).
    public static bool Contains(Dictionary<string, int> table, ReadOnlySpan<char> word) => table.ContainsKey(word.ToString());
}

/// <summary>An import step that copies what it reads into new collections, the habit PERF0809 finds.</summary>
public static class Import
{
    public static List<string> Trimmed(string[] lines)
    {
        var trimmed = new List<string>(); // expect: PERF0809
        foreach (var line in lines)
        {
            trimmed.Add(line.Trim());
        }

        return trimmed;
    }

    public static Dictionary<string, int> IndexOf(List<string> names)
    {
        var index = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase); // expect: PERF0809
        for (var i = 0; i < names.Count; i++)
        {
            index.Add(names[i], i);
        }

        return index;
    }

    // Not reported: blank lines are skipped, so the count is not known before the loop.
    public static List<string> NonBlank(string[] lines)
    {
        var kept = new List<string>();
        foreach (var line in lines)
        {
            if (line.Length > 0)
            {
                kept.Add(line);
            }
        }

        return kept;
    }
}

/// <summary>Reason phrases by status code, built once and only looked up: PERF0808 freezes the table.</summary>
internal static class StatusText
{
    private static readonly Dictionary<int, string> s_reasons = new() // expect: PERF0808
    {
        [200] = "OK",
        [201] = "Created",
        [204] = "No Content",
        [301] = "Moved Permanently",
        [304] = "Not Modified",
        [400] = "Bad Request",
        [404] = "Not Found",
        [500] = "Internal Server Error",
    };

    public static string Of(int status) => s_reasons.TryGetValue(status, out var reason) ? reason : "Unknown";
}

/// <summary>A tile cache keyed by a struct, the habit PERF0810 finds.</summary>
internal static class Tiles
{
    private static readonly Dictionary<TileKey, byte[]> s_cache = new();

    public static byte[] Get(int zoom, int x, int y)
    {
        var key = new TileKey(zoom, x, y);
        if (!s_cache.TryGetValue(key, out var tile))
        {
            tile = new byte[16];
            s_cache.Add(key, tile);
        }

        return tile;
    }
}

internal readonly struct TileKey // expect: PERF0810
{
    public readonly int Zoom;
    public readonly int X;
    public readonly int Y;

    public TileKey(int zoom, int x, int y)
    {
        Zoom = zoom;
        X = x;
        Y = y;
    }
}

// Not reported: never a key, never compared with Equals (a record struct has equality of its own anyway).
internal readonly record struct TileSize(int Width, int Height);
