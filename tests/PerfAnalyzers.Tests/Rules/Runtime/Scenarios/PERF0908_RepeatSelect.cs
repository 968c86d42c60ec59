// Hot-loop scenario for PERF0908, the LINQ form: random strings made the way a widely copied answer makes them,
// new string(Enumerable.Repeat(chars, length).Select(s => s[random.Next(s.Length)]).ToArray()), from a private static
// Random made by new Random(). The fix builds each with new string(random.GetItems<char>(chars, length)). The result
// is what doesn't depend on the random characters: the lengths, and whether any fell outside the set (never).
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    private static Random random = new Random();

    public static long Run(int[] lengths)
    {
        const string chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
        long total = 0;
        foreach (var length in lengths)
        {
            var text = new string(Enumerable.Repeat(chars, length).Select(s => s[random.Next(s.Length)]).ToArray());
            total = total * 31 + text.Length + (text.AsSpan().IndexOfAnyExcept(chars) >= 0 ? 1_000_000 : 0);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };

        // An empty string (nothing drawn, the empty string either way), one character, usual sizes, and a long one.
        yield return new object[] { new[] { 0, 1, 8, 16, 32 } };
        yield return new object[] { new[] { 5000, 2, 0 } };
        yield return BenchmarkInput();
    }

    // 100 strings of 16 characters.
    public static object[] BenchmarkInput()
    {
        var lengths = new int[100];
        Array.Fill(lengths, 16);
        return new object[] { lengths };
    }
}
