// Hot-loop scenario for PERF0908, RandomNumberGenerator over 36 choices (not a power of two): one-time codes of
// upper-case letters and digits, one RandomNumberGenerator.GetInt32(0, n) per character, from a string field. The fix
// fills each code with RandomNumberGenerator.GetItems<char>(Alphabet, code). The result is what doesn't depend on the
// random characters: the lengths, and whether any fell outside the alphabet (never).
using System;
using System.Collections.Generic;
using System.Security.Cryptography;

public static class Scenario
{
    private static readonly string Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

    public static long Run(int[] lengths)
    {
        long total = 0;
        foreach (var length in lengths)
        {
            var code = new char[length];
            for (var i = 0; i < code.Length; i++)
            {
                code[i] = Alphabet[RandomNumberGenerator.GetInt32(0, Alphabet.Length)];
            }

            total = total * 31 + code.Length + (code.AsSpan().IndexOfAnyExcept(Alphabet) >= 0 ? 1_000_000 : 0);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };

        // An empty code (nothing drawn), one character, usual sizes, and a long one.
        yield return new object[] { new[] { 0, 1, 6, 8, 10 } };
        yield return new object[] { new[] { 1000, 3, 0 } };
        yield return BenchmarkInput();
    }

    // 20 codes of 8 characters.
    public static object[] BenchmarkInput()
    {
        var lengths = new int[20];
        Array.Fill(lengths, 8);
        return new object[] { lengths };
    }
}
