// Hot-loop scenario for PERF0701, part of an array: the first bytes of a digest (an offset and a length) made URL-safe
// by hand, with and without Base64FormattingOptions.None, and a tag of 8 bytes taken from the digest or, when it is
// shorter, from a salt (the array chosen by a conditional, which the fix parenthesizes). The fix slices the array with
// AsSpan(offset, length) and encodes the slice with Base64Url.EncodeToString.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly byte[] Salt = { 0xFB, 0xFF, 0x3E, 0x3F, 0x00, 0x7F, 0x80, 0xFE };

    public static long Run(byte[] digest, int count)
    {
        long total = 0;
        for (var length = 0; length <= count; length++)
        {
            var prefix = Convert.ToBase64String(digest, 0, length).TrimEnd('=').Replace('+', '-').Replace('/', '_');
            var suffix = Convert.ToBase64String(digest, digest.Length - length, length, Base64FormattingOptions.None).Replace('/', '_').TrimEnd('=').Replace('+', '-');
            var tag = Convert.ToBase64String(digest.Length >= 8 ? digest : Salt, 0, Math.Min(length, 8)).Replace('+', '-').Replace('/', '_').TrimEnd('=');
            total = (total * 31 + prefix.Length * 7 + suffix.Length + (prefix.Length > 0 ? prefix[prefix.Length - 1] : 0) + (suffix.Length > 0 ? suffix[0] : 0)) % 1_000_000_007;
            total = (total * 31 + tag.Length + (tag.Length > 0 ? tag[tag.Length - 1] : 0)) % 1_000_000_007;
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new byte[0], 0 };
        yield return new object[] { new byte[] { 0xFB, 0xFF, 0x3E }, 3 };
        yield return new object[] { Digest(32), 32 };

        // A length past the end: ArgumentOutOfRangeException from ToBase64String before, from AsSpan after.
        yield return new object[] { Digest(4), 5 };
    }

    public static object[] BenchmarkInput() => new object[] { Digest(64), 64 };

    private static byte[] Digest(int length)
    {
        var digest = new byte[length];
        for (var i = 0; i < length; i++)
        {
            digest[i] = (byte)(i * 167 + 251);
        }

        return digest;
    }
}
