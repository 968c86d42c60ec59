using System;
using System.Collections.Generic;
using System.Text;

namespace PerfAnalyzers.Samples;

/// <summary>
/// Internal types of the fingerprint tool. Nothing derives from the ones marked, so PERF0201 asks to seal them:
/// type checks, casts, array stores and virtual calls on them get cheaper. The fix also rewrites the members a
/// sealed type can't have ('protected virtual Compute' becomes 'private Compute').
/// </summary>
internal class FingerprintCache // expect: PERF0201
{
    private readonly Dictionary<string, CacheEntry> _entries = new(StringComparer.Ordinal);

    public string Get(string key, byte[] payload)
    {
        if (!_entries.TryGetValue(key, out var entry))
        {
            entry = new CacheEntry(key, Compute(payload));
            _entries.Add(key, entry);
        }

        return entry.Value;
    }

    protected virtual string Compute(byte[] payload) => Fingerprints.Sha256Hex(payload);
}

internal record CacheEntry(string Key, string Value); // expect: PERF0201

/// <summary>
/// A formatter hierarchy: the abstract base and the derived-from base stay open, the leaves are reported (PERF0201).
/// In the base, the virtual member no formatter overrides is reported (PERF0202); the overridden one is not.
/// </summary>
internal abstract class PayloadFormatter
{
    public abstract string Format(byte[] payload);

    public virtual string Separator => "\n"; // expect: PERF0202

    public virtual bool Accepts(byte[] payload) => payload.Length > 0;

    public static string FormatAll(PayloadFormatter[] formatters, byte[] payload)
    {
        var builder = new StringBuilder();
        foreach (var formatter in formatters)
        {
            if (formatter.Accepts(payload))
            {
                builder.Append(formatter.Format(payload)).Append(formatter.Separator);
            }
        }

        return builder.ToString();
    }
}

internal class TextFormatter : PayloadFormatter
{
    public override string Format(byte[] payload) => Encoding.UTF8.GetString(payload);
}

internal class TrimmedTextFormatter : TextFormatter // expect: PERF0201
{
    public override string Format(byte[] payload) => base.Format(payload).Trim();
}

internal class Base64Formatter : PayloadFormatter // expect: PERF0201
{
    public override string Format(byte[] payload) => Convert.ToBase64String(payload);

    public override bool Accepts(byte[] payload) => true;

    /// <summary>Registered by type: a class used as a generic constraint must stay unsealed, and is not reported.</summary>
    public static T Create<T>()
        where T : TextFormatter, new() => new();
}

/// <summary>Already sealed, static or public: never reported.</summary>
internal sealed class HexFormatter : PayloadFormatter
{
    public override string Format(byte[] payload) => Convert.ToHexString(payload);
}
