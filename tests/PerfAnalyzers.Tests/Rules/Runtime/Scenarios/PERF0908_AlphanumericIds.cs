// Hot-loop scenario for PERF0908, a new unseeded Random over 62 choices (not a power of two): short identifiers of
// letters and digits written into a slice of a reused buffer, one random.Next(0, n) per character, from an alphabet
// kept as a char[] field. The fix fills each slice with random.GetItems<char>(s_alphabet, id). The result is what
// doesn't depend on the random characters: the lengths, and whether any fell outside the alphabet (never).
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly char[] s_alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".ToCharArray();

    public static long Run(int[] lengths)
    {
        var random = new Random();
        var buffer = new char[256];
        long total = 0;
        foreach (var length in lengths)
        {
            Span<char> id = buffer.AsSpan(0, Math.Min(length, buffer.Length));
            for (var i = 0; i < id.Length; i++)
            {
                id[i] = s_alphabet[random.Next(0, s_alphabet.Length)];
            }

            total = total * 31 + id.Length + (id.IndexOfAnyExcept(s_alphabet) >= 0 ? 1_000_000 : 0);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };

        // An empty identifier, one character, usual sizes, and more than the buffer (cut to its 256).
        yield return new object[] { new[] { 0, 1, 8, 12, 22 } };
        yield return new object[] { new[] { 1000, 5, 0 } };
        yield return BenchmarkInput();
    }

    // 100 identifiers of 12 characters.
    public static object[] BenchmarkInput()
    {
        var lengths = new int[100];
        Array.Fill(lengths, 12);
        return new object[] { lengths };
    }
}
