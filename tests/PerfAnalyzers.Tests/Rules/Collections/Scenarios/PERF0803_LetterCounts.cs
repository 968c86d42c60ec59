// Hot-loop scenario for PERF0803, a local array: the most frequent letter of each word, counted in an int[26] that is
// cleared before every word with Array.Clear(counts, 0, counts.Length). The fix clears it with Array.Clear(counts).
// Neither form allocates beyond the one array.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(string[] words)
    {
        var counts = new int[26];
        long total = 0;
        foreach (var word in words)
        {
            Array.Clear(counts, 0, counts.Length);
            foreach (var c in word)
            {
                var letter = (c | 0x20) - 'a';
                if ((uint)letter < 26u)
                {
                    counts[letter]++;
                }
            }

            var best = 0;
            for (var i = 1; i < counts.Length; i++)
            {
                if (counts[i] > counts[best])
                {
                    best = i;
                }
            }

            total = total * 31 + best * 100 + counts[best];
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };

        // Empty words (nothing counted: a stale count would show), no letters, mixed case, one letter repeated.
        yield return new object[] { new[] { "", "zzz", "", "123 -", "Mississippi" } };
        yield return new object[] { new[] { "AbBa", "Zebra", "zebra", new string('q', 500), "q" } };
        yield return BenchmarkInput();
    }

    // 1,000 short words, as a tokenizer sees them: the clear is a visible part of each word's work.
    public static object[] BenchmarkInput()
    {
        var vocabulary = new[] { "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "a", "queue" };
        var words = new string[1000];
        for (var i = 0; i < words.Length; i++)
        {
            words[i] = vocabulary[(i * 7) % vocabulary.Length];
        }

        return new object[] { words };
    }
}
