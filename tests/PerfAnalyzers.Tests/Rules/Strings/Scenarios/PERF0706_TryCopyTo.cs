// Hot-loop scenario for PERF0706, the TryCopyTo form: keys written as hex into a fixed-width char buffer, the whole key
// in upper case (an array) and the first half in lower case after one char (an array, an offset and a length, through
// AsSpan). A key too long for the buffer is skipped. The fix writes into the buffer with Convert.TryToHexString(Lower),
// which writes nothing and returns false where TryCopyTo did.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(byte[][] keys, int width)
    {
        var buffer = new char[width];
        long hash = unchecked((long)14695981039346656037);
        foreach (var key in keys)
        {
            if (Convert.ToHexString(key).TryCopyTo(buffer))
            {
                hash = Mix(hash, 1 + buffer[0] + buffer[Math.Max(0, key.Length * 2 - 1)]);
            }

            if (Convert.ToHexStringLower(key, 0, key.Length / 2).AsSpan().TryCopyTo(buffer.AsSpan(1)))
            {
                hash = Mix(hash, 2 + buffer[1] + buffer[key.Length / 2 * 2]);
            }

            hash = Mix(hash, buffer[width - 1]);
        }

        // Every char of the buffer: a copy that failed wrote nothing.
        foreach (var c in buffer)
        {
            hash = Mix(hash, c);
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new byte[0][], 8 };
        yield return new object[] { new[] { new byte[0] }, 1 };
        yield return new object[] { new[] { new byte[] { 0xAB } }, 1 };

        // Lengths around the buffer's: 32 bytes fill 64 chars exactly, 33 don't fit (the half still does).
        yield return new object[] { new[] { Key(1, 1), Key(16, 2), Key(31, 3), Key(32, 4), Key(33, 5), Key(64, 6), new byte[0] }, 64 };

        // Too narrow for the half-key's offset: AsSpan(1) throws ArgumentOutOfRangeException, before and after.
        yield return new object[] { new[] { Key(4, 7) }, 0 };
        yield return new object[] { Keys(500), 64 };
    }

    public static object[] BenchmarkInput() => new object[] { Keys(500), 64 };

    private static long Mix(long hash, int value) => unchecked((hash ^ value) * 1099511628211);

    private static byte[][] Keys(int count)
    {
        var keys = new byte[count][];
        for (var i = 0; i < count; i++)
        {
            keys[i] = Key(16 + i % 17, i);
        }

        return keys;
    }

    private static byte[] Key(int length, int seed)
    {
        var key = new byte[length];
        var state = (uint)seed * 2654435761u + 1;
        for (var i = 0; i < length; i++)
        {
            state = state * 1664525u + 1013904223u;
            key[i] = (byte)(state >> 24);
        }

        return key;
    }
}
