// Hot-loop scenario for PERF0506: two custom pools created on every call, in a type that already keeps one of them
// in a static readonly field (the fix uses that field rather than adding a copy) and whose name s_pool is therefore
// taken (the fix calls the other pool's new field s_pool2). Each new pool is empty, so each call pays for the pools
// and for fresh arrays.
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    internal static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create(1024 * 1024, 16);

    public static int Run(string text)
    {
        var bytePool = ArrayPool<byte>.Create(1024 * 1024, 16);
        var charPool = ArrayPool<char>.Create(4096, 8);
        var chars = charPool.Rent(text.Length);
        var bytes = bytePool.Rent(text.Length);
        try
        {
            text.CopyTo(0, chars, 0, text.Length);
            var sum = 0;
            for (var i = 0; i < text.Length; i++)
            {
                bytes[i] = (byte)chars[i];
                sum = (sum * 31) + bytes[i];
            }

            return sum;
        }
        finally
        {
            bytePool.Return(bytes);
            charPool.Return(chars);
        }
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { Text(100) };
        yield return new object[] { Text(1000) };
        yield return new object[] { Text(4000) };
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000) };

    private static string Text(int length)
    {
        var chars = new char[length];
        for (var i = 0; i < chars.Length; i++)
        {
            chars[i] = (char)('a' + (i % 26));
        }

        return new string(chars);
    }
}
