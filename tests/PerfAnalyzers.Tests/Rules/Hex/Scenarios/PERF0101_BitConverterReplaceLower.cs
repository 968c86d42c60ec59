// Hot-loop scenario for PERF0101: the article's benchmark (Performance Improvements in .NET 9, "Encoding"), a
// lower-case hex string built with BitConverter.ToString + Replace + ToLowerInvariant. The harness applies the fix and
// runs both versions.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(byte[] data) => BitConverter.ToString(data).Replace("-", "").ToLowerInvariant();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<byte>() };
        yield return new object[] { new byte[] { 0xAB } };
        yield return new object[] { new byte[] { 0x00, 0x0F, 0xF0, 0xFF, 0x7F, 0x80 } };
        yield return new object[] { Bytes(100) };
        yield return new object[] { Bytes(4096) };
    }

    // The article's input: 100 bytes, 0 to 99.
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
