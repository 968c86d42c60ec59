// Hot-loop scenario for PERF0706, the CopyTo form: a message dumped as hex, one chunk per line, each line written into a
// stackalloc'ed span in upper case (CopyTo on the string) and in lower case at the end of the line (CopyTo on its
// AsSpan). The fix writes with Convert.TryToHexString(Lower) and throws the ArgumentException CopyTo threw when a chunk
// doesn't fit.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(byte[] message, int chunk, int width)
    {
        Span<char> line = stackalloc char[width];
        line.Fill('.');
        long hash = unchecked((long)14695981039346656037);
        ReadOnlySpan<byte> rest = message;
        while (!rest.IsEmpty)
        {
            var part = rest.Slice(0, Math.Min(chunk, rest.Length));
            Convert.ToHexString(part).CopyTo(line);
            hash = Mix(hash, line[0] + 31 * line[part.Length * 2 - 1]);
            Convert.ToHexStringLower(part).AsSpan().CopyTo(line.Slice(width - part.Length * 2));
            hash = Mix(hash, line[width - 1] + 31 * line[width - part.Length * 2]);
            rest = rest.Slice(part.Length);
        }

        foreach (var c in line)
        {
            hash = Mix(hash, c);
        }

        return hash;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new byte[0], 16, 32 };
        yield return new object[] { new byte[] { 0x0F }, 16, 2 };
        yield return new object[] { Message(100), 16, 32 };
        yield return new object[] { Message(100), 16, 80 };
        yield return new object[] { Message(33), 1, 2 };

        // A chunk longer than the line: CopyTo throws ArgumentException before, the fix's throw after.
        yield return new object[] { Message(40), 16, 31 };
        yield return new object[] { Message(4096), 32, 64 };
    }

    public static object[] BenchmarkInput() => new object[] { Message(4096), 32, 64 };

    private static long Mix(long hash, int value) => unchecked((hash ^ value) * 1099511628211);

    private static byte[] Message(int length)
    {
        var message = new byte[length];
        for (var i = 0; i < length; i++)
        {
            message[i] = (byte)(i * 37 + (i >> 3));
        }

        return message;
    }
}
