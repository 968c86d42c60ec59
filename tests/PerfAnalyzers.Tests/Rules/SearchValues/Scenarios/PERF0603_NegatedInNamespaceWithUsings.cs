// Hot-loop scenario for PERF0603: counting the characters of a text that are not separators, with
// "...".IndexOf(c) == -1 (a negated test: the fix writes !s_x.Contains(c)). The file has no usings at its top: they
// are inside the block namespace that holds the counter, where the fix adds its own, sorted: before them all.
public static class Scenario
{
    public static int Run(string text) => Prose.WordCharacters.Count(text);

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { " " };
        yield return new object[] { "one, two; three: four!" };
        yield return new object[] { "tab\tand\r\nnew line?" };
        yield return new object[] { "àéîõü Ünïcödé" };
        yield return new object[] { Text(1000) };
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000) };

    // English-like text: mostly letters, a separator every few characters.
    private static string Text(int length)
    {
        const string words = "the quick brown fox jumps over the lazy dog, and then rests in the warm sun; ok? ";
        var chars = new char[length];
        for (var i = 0; i < length; i++)
        {
            chars[i] = words[i % words.Length];
        }

        return new string(chars);
    }
}

namespace Prose
{
    using System.Collections.Generic;
    using System.Linq;

    internal static class WordCharacters
    {
        public static int Count(string text)
        {
            var count = 0;
            foreach (var c in text)
            {
                if (" \t\r\n.,;:!?".IndexOf(c) == -1)
                {
                    count++;
                }
            }

            return count;
        }

        public static IEnumerable<char> Letters(string text) => text.Where(char.IsLetter);
    }
}
