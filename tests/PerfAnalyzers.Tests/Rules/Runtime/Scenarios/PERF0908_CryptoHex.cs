// Hot-loop scenario for PERF0908, RandomNumberGenerator over a power-of-two set: secrets of random hexadecimal digits,
// one RandomNumberGenerator.GetInt32 (a request to the operating system's random source) per character. The fix fills
// each secret with RandomNumberGenerator.GetItems<char>(Hex, secret). The result is what doesn't depend on the random
// characters: the lengths, and whether any fell outside the set (never).
using System;
using System.Collections.Generic;
using System.Security.Cryptography;

public static class Scenario
{
    private const string Hex = "0123456789ABCDEF";

    public static long Run(int[] lengths)
    {
        long total = 0;
        foreach (var length in lengths)
        {
            var secret = new char[length];
            for (int i = 0; i < secret.Length; i++)
            {
                secret[i] = Hex[RandomNumberGenerator.GetInt32(Hex.Length)];
            }

            total = total * 31 + secret.Length + (secret.AsSpan().IndexOfAnyExcept(Hex) >= 0 ? 1_000_000 : 0);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };

        // An empty secret (nothing drawn), one character, usual sizes, and a long one.
        yield return new object[] { new[] { 0, 1, 16, 32, 64 } };
        yield return new object[] { new[] { 2048, 3, 0 } };
        yield return BenchmarkInput();
    }

    // 20 secrets of 32 hexadecimal digits.
    public static object[] BenchmarkInput()
    {
        var lengths = new int[20];
        Array.Fill(lengths, 32);
        return new object[] { lengths };
    }
}
