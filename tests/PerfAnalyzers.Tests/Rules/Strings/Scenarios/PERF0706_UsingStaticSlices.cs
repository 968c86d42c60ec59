// Hot-loop scenario for PERF0706, ToHexString called through 'using static System.Convert' (the fix calls
// TryToHexString the same way), on a slice of a packet's payload that may be missing (payload ?? the empty array, which
// the fix parenthesizes before AsSpan): the payload's first bytes copied as hex into a fixed buffer with TryCopyTo (a
// payload too long for the buffer is skipped), and up to 4 of them with CopyTo into a line (the fix's if that throws
// keeps the one blank line after it). Inputs: no packets, a packet without payload, a 1-byte one, one longer than the
// buffer, and a thousand packets.
#nullable enable
using System;
using System.Collections.Generic;
using static System.Convert;

public static class Scenario
{
    public static long Run(byte[]?[] payloads, int width)
    {
        var buffer = new char[width];
        Span<char> line = stackalloc char[8];
        long hash = unchecked((long)14695981039346656037);
        foreach (var payload in payloads)
        {
            var length = payload?.Length ?? 0;
            if (ToHexString(payload ?? Array.Empty<byte>(), 0, Math.Min(length, 6)).TryCopyTo(buffer))
            {
                hash = Mix(hash, 1 + buffer[0] + buffer[width - 1]);
            }

            ToHexStringLower(payload ?? Array.Empty<byte>(), length > 4 ? 1 : 0, Math.Min(length, 4) - (length > 4 ? 1 : 0)).CopyTo(line);

            hash = Mix(hash, line[0] + 31 * line[5]);
        }

        foreach (var c in buffer)
        {
            hash = Mix(hash, c);
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new byte[0][], 8 };
        yield return new object[] { new byte[]?[] { null }, 8 };
        yield return new object[] { new[] { new byte[] { 0xAB } }, 2 };
        yield return new object[] { new[] { Bytes(3), Bytes(20), null, new byte[0] }, 8 };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var payloads = new byte[]?[1000];
        for (var i = 0; i < payloads.Length; i++)
        {
            payloads[i] = i % 10 == 0 ? null : Bytes(i % 40);
        }

        return new object[] { payloads, 12 };
    }

    private static long Mix(long hash, int value) => unchecked((hash ^ value) * 1099511628211);

    private static byte[] Bytes(int length)
    {
        var bytes = new byte[length];
        for (var i = 0; i < length; i++)
        {
            bytes[i] = (byte)(i * 37 + (i >> 3));
        }

        return bytes;
    }
}
