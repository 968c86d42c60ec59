using System;
using System.Linq;
using System.Security.Cryptography;
using System.Text;

namespace PerfAnalyzers.Samples;

/// <summary>Hash helpers in the styles found in real code bases.</summary>
public static class Fingerprints
{
    // An HTTP ETag: upper-case hex of a SHA-256 hash, written the way search results suggest.
    public static string ETag(byte[] content)
    {
        var hash = SHA256.HashData(content);
        return "\"" + BitConverter.ToString(hash).Replace("-", string.Empty) + "\""; // expect: PERF0101
    }

    // Lower-case SHA-256, the classic way.
    public static string Sha256Hex(byte[] content) =>
        BitConverter.ToString(SHA256.HashData(content)).Replace("-", "").ToLowerInvariant(); // expect: PERF0101

    // Lower-case SHA-1 with the modern API, lower-cased afterwards.
    public static string Sha1Hex(byte[] content) =>
        Convert.ToHexString(SHA1.HashData(content)).ToLowerInvariant(); // expect: PERF0102

    // MD5 hex with LINQ, one string per byte.
    public static string Md5Hex(byte[] content)
    {
        var hash = MD5.HashData(content);
        return string.Concat(hash.Select(b => b.ToString("x2"))); // expect: PERF0103
    }

    // A cache key: prefix plus SHA-256 formatted in a StringBuilder loop.
    public static string CacheKey(string prefix, byte[] content)
    {
        var hash = SHA256.HashData(content);
        var builder = new StringBuilder(hash.Length * 2);
        foreach (var b in hash) // expect: PERF0103
        {
            builder.Append(b.ToString("X2"));
        }

        return prefix + ":" + builder.ToString();
    }

    // A human-readable dump keeps its dashes: not reported.
    public static string HexDump(byte[] content) => BitConverter.ToString(content, 0, Math.Min(content.Length, 8));
}
