// Hot-loop scenario for PERF0101: the (bytes, start, length) overload of BitConverter.ToString, upper- and lower-case,
// the case call (ToLower(), ToLowerInvariant()) after or before the Replace: formatting the payload of a packet behind
// its header. The fix writes Convert.ToHexString(bytes, start, length), and Convert.ToHexStringLower (.NET 9+) for the
// lower-case forms.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(byte[] packet, int start, int length) =>
        Window(packet, start, length) + "|" + WindowLower(packet, start, length) + "|" + WholeLower(packet);

    // (bytes, start, length).
    private static string Window(byte[] packet, int start, int length) => BitConverter.ToString(packet, start, length).Replace("-", "");

    // (bytes, start, length), lower-cased after the Replace with ToLower().
    private static string WindowLower(byte[] packet, int start, int length) =>
        BitConverter.ToString(packet, start, length).Replace("-", string.Empty).ToLower();

    // (bytes), lower-cased before the Replace.
    private static string WholeLower(byte[] packet) => BitConverter.ToString(packet).ToLowerInvariant().Replace("-", "");

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>(), 0, 0 };
        yield return new object[] { new byte[] { 0xAB }, 0, 1 };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80 }, 1, 4 };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80 }, 5, 1 };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80 }, 2, 0 };
        yield return new object[] { Bytes(100), 4, 96 };
        yield return new object[] { Bytes(4096), 16, 4000 };

        // Both throw ArgumentNullException / ArgumentOutOfRangeException.
        yield return new object[] { null!, 0, 0 };
        yield return new object[] { new byte[] { 1, 2, 3 }, -1, 2 };
        yield return new object[] { new byte[] { 1, 2, 3 }, 1, -1 };
    }

    // A 4-byte header in front of 96 bytes of payload.
    public static object[] BenchmarkInput() => new object[] { Bytes(100), 4, 96 };

    private static byte[] Bytes(int length)
    {
        var bytes = new byte[length];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = (byte)(i * 7 + 3);
        }

        return bytes;
    }
}
