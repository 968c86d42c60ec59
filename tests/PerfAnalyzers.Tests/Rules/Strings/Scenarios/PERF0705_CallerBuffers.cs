// Hot-loop scenario for PERF0705 on buffers the caller can see after a failure: a helper that decodes into the
// caller's Span<byte>, a read-only field, and a byte[] parameter through AsSpan(). The fix decodes into a scratch of
// the buffer's length on the stack and copies only once every byte decoded, so a failure leaves the buffer as the array
// form left it: the caller reads the buffer after each call, failed or not (pre-filled with 0xEE), and the exception's
// type and message go into the result. Inputs: keys that are not hex, of odd length, longer than the buffer, or both.
#nullable enable
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string[] keys)
    {
        long hash = unchecked((long)14695981039346656037);
        var decoder = new Decoder();
        Span<byte> buffer = stackalloc byte[32];
        var tag = new byte[8];
        foreach (var key in keys)
        {
            buffer.Fill(0xEE);
            try
            {
                Decoder.Into(key, buffer);
            }
            catch (Exception exception)
            {
                hash = Mix(hash, Describe(exception));
            }

            hash = Mix(hash, Sum(buffer));

            try
            {
                decoder.Load(key);
            }
            catch (Exception exception)
            {
                hash = Mix(hash, Describe(exception));
            }

            hash = Mix(hash, Sum(decoder.Id));

            Array.Fill(tag, (byte)0xEE);
            try
            {
                Decoder.IntoArray(key, tag);
            }
            catch (Exception exception)
            {
                hash = Mix(hash, Describe(exception));
            }

            hash = Mix(hash, Sum(tag));
        }

        return hash;
    }

    private sealed class Decoder
    {
        private readonly byte[] _id = new byte[12];

        public ReadOnlySpan<byte> Id => _id;

        public static void Into(string key, Span<byte> destination)
        {
            Convert.FromHexString(key).CopyTo(destination);
        }

        public static void IntoArray(string key, byte[] destination)
        {
            Convert.FromHexString(key).CopyTo(destination.AsSpan());
        }

        public void Load(string key)
        {
            Convert.FromHexString(key).CopyTo(_id, 0);
        }
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };
        yield return new object[] { new[] { "0f", "A0", "ff" } };
        yield return new object[] { new[] { "0123456789abcdefFEDCBA98" } };
        yield return new object[] { new[] { Key(8), Key(12), Key(32) } };

        // Longer than a buffer (ArgumentException), not hex or of odd length (FormatException), and both at once, where
        // the array form throws the FormatException first; a bad char after good ones, where the overload has decoded
        // the bytes before it: the caller's buffer must not show them.
        yield return new object[] { new[] { Key(33), Key(40), Key(13) } };
        yield return new object[] { new[] { "0", "ABC", "0G", "01 2", "zz", "0102030405060708090a0b0c0d0e0f1011zz" } };
        yield return new object[] { new[] { Key(40) + "0", "0102030405060708091", "0102zz" } };
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
