// Hot-loop scenario for PERF0908, Random.Shared over a power-of-two set: tokens of random hexadecimal digits, one
// Random.Shared.Next per character, the loop bounded by the size the token was made with (i < length over
// new char[length]). The fix fills each token with Random.Shared.GetItems<char>(Hex, token). The
// characters are random either way: the result is what doesn't depend on them (the lengths, and whether any character
// fell outside the set, which neither form ever does).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(int[] lengths)
    {
        const string Hex = "0123456789abcdef";
        long total = 0;
        foreach (var length in lengths)
        {
            var token = new char[length];
            for (var i = 0; i < length; i++)
            {
                token[i] = Hex[Random.Shared.Next(Hex.Length)];
            }

            total = total * 31 + token.Length + (token.AsSpan().IndexOfAnyExcept(Hex) >= 0 ? 1_000_000 : 0);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };

        // An empty token (nothing drawn), one character, common token sizes, and a long one.
        yield return new object[] { new[] { 0, 1, 16, 32, 64 } };
        yield return new object[] { new[] { 4096, 3, 0 } };
        yield return BenchmarkInput();
    }

    // 100 tokens of 32 hexadecimal digits (128 bits each).
    public static object[] BenchmarkInput()
    {
        var lengths = new int[100];
        Array.Fill(lengths, 32);
        return new object[] { lengths };
    }
}
