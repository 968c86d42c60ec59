// Hot-loop scenario for PERF0705: hex keys decoded into buffers made for them, in the three shapes the rule finds:
// CopyTo a stackalloc'ed span, AsSpan().CopyTo a span, and CopyTo(array, 0). The fix decodes with the OperationStatus
// overload of Convert.FromHexString and, where it reports a failure, runs the original statement for its exception:
// the inputs include keys that are not hex, of odd length, longer than the buffer, or both, and the exception's type
// and message go into the result.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string[] keys)
    {
        long hash = unchecked((long)14695981039346656037);
        foreach (var key in keys)
        {
            try
            {
                hash = Mix(hash, DecodeKey(key));
            }
            catch (Exception exception)
            {
                hash = Mix(hash, Describe(exception));
            }

            try
            {
                hash = Mix(hash, DecodeTag(key));
            }
            catch (Exception exception)
            {
                hash = Mix(hash, Describe(exception));
            }

            try
            {
                hash = Mix(hash, DecodeId(key));
            }
            catch (Exception exception)
            {
                hash = Mix(hash, Describe(exception));
            }
        }

        return hash;
    }

    private static long DecodeKey(string key)
    {
        Span<byte> bytes = stackalloc byte[32];
        Convert.FromHexString(key).CopyTo(bytes);
        return Sum(bytes);
    }

    private static long DecodeTag(string key)
    {
        Span<byte> tag = stackalloc byte[8];
        Convert.FromHexString(key).AsSpan().CopyTo(tag);
        return Sum(tag);
    }

    private static long DecodeId(string key)
    {
        var id = new byte[12];
        Convert.FromHexString(key).CopyTo(id, 0);
        return Sum(id);
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };
        yield return new object[] { new[] { "0f", "A0", "ff" } };
        yield return new object[] { new[] { "0123456789abcdefFEDCBA98" } };
        yield return new object[] { new[] { Key(8), Key(12), Key(32) } };

        // Longer than a buffer (ArgumentException), not hex or of odd length (FormatException), and both at once, where
        // the array form throws the FormatException first and the overload stops at the short buffer.
        yield return new object[] { new[] { Key(33), Key(40) } };
        yield return new object[] { new[] { "0", "ABC", "0G", "01 2", "zz", "0102030405060708090a0b0c0d0e0f1011zz" } };
        yield return new object[] { new[] { Key(40) + "0", "0102030405060708091" } };
        yield return new object[] { Keys(500) };
    }

    public static object[] BenchmarkInput() => new object[] { Keys(500) };

    private static long Sum(ReadOnlySpan<byte> bytes)
    {
        long sum = 0;
        for (var i = 0; i < bytes.Length; i++)
        {
            sum = sum * 31 + bytes[i];
        }

        return sum;
    }

    private static long Describe(Exception exception)
    {
        long sum = exception.GetType().FullName!.Length;
        foreach (var c in exception.Message)
        {
            sum = sum * 31 + c;
        }

        return sum;
    }

    private static long Mix(long hash, long value) => unchecked((hash ^ value) * 1099511628211);

    private static string Key(int bytes)
    {
        var chars = new char[bytes * 2];
        for (var i = 0; i < chars.Length; i++)
        {
            chars[i] = "0123456789abcdefABCDEF"[(i * 7 + bytes) % 22];
        }

        return new string(chars);
    }

    private static string[] Keys(int count)
    {
        var keys = new string[count];
        for (var i = 0; i < count; i++)
        {
            keys[i] = Key(4 + i % 5);
        }

        return keys;
    }
}
