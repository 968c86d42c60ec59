// Hot-loop scenario for PERF0102: a lower-case hex string built with ToHexString + ToLowerInvariant, with Convert's
// methods imported by 'using static' (the call is a bare name, which the fix renames to ToHexStringLower).
using System.Collections.Generic;
using static System.Convert;

public static class Scenario
{
    public static string Run(byte[] data) => ToHexString(data).ToLowerInvariant();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { System.Array.Empty<byte>() };
        yield return new object[] { new byte[] { 0xAB } };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80 } };
        yield return new object[] { Bytes(100) };
        yield return new object[] { Bytes(4096) };
    }

    // The article's input size: 100 bytes.
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
