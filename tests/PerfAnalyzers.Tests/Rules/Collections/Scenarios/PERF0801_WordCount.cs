// Hot-loop scenario for PERF0801, the one-line increment: a word count written with TryGetValue and a store.
using System.Collections.Generic;

public static class Scenario
{
    public static Dictionary<string, int> Run(string[] words)
    {
        var counts = new Dictionary<string, int>();
        foreach (var word in words)
        {
            counts[word] = counts.TryGetValue(word, out var count) ? count + 1 : 1;
        }

        return counts;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "one" } };
        yield return new object[] { new[] { "a", "b", "a", "A", "a", "" } };

        // A null key: TryGetValue and GetValueRefOrAddDefault both throw ArgumentNullException, after the same counts.
        yield return new object[] { new[] { "a", null!, "a" } };
        yield return new object[] { Words(1000, 100) };
    }

    // 1,000 words of a 100-word vocabulary: most are already counted (the "exists" branch), 100 are new.
    public static object[] BenchmarkInput() => new object[] { Words(1000, 100) };

    private static string[] Words(int count, int distinct)
    {
        var words = new string[count];
        for (var i = 0; i < count; i++)
        {
            words[i] = "word" + (i * 7919 % distinct);
        }

        return words;
    }
}
