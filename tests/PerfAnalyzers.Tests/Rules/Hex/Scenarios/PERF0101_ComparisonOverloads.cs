// Hot-loop scenario for PERF0101: the dash removed with the comparison overloads of Replace (ordinal, ordinal
// ignoring case, the invariant culture, and the (bool, CultureInfo) overload with the invariant culture). The
// BitConverter string holds only hex digits and dashes, so each gives the string Convert.ToHexString does; the harness
// checks it on every input. (A current culture is not reported: some cultures' comparisons ignore the dash.)
using System;
using System.Collections.Generic;
using System.Globalization;

public static class Scenario
{
    public static string Run(byte[] data)
    {
        var ordinal = BitConverter.ToString(data).Replace("-", "", StringComparison.Ordinal);
        var ignoreCase = BitConverter.ToString(data).Replace("-", string.Empty, StringComparison.OrdinalIgnoreCase);
        var invariant = BitConverter.ToString(data).Replace("-", "", StringComparison.InvariantCulture);
        var culture = BitConverter.ToString(data).Replace("-", "", true, CultureInfo.InvariantCulture);
        return string.Concat(ordinal, ignoreCase, invariant, culture);
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { new byte[] { 0xAB } };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80, 0x2D } };
        yield return new object[] { Bytes(100) };
        yield return new object[] { Bytes(4096) };
    }

    public static object[] BenchmarkInput() => new object[] { Bytes(100) };

    private static byte[] Bytes(int length)
    {
        var bytes = new byte[length];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = (byte)i;
        }

        return bytes;
    }
}
