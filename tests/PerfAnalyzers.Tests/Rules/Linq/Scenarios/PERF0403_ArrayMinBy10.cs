// Hot-loop scenario for PERF0403 at n = 10 (with PERF0403_ArrayMinBy10/100/10000 it draws the curve): the shortest
// word, by sorting (OrderBy(...).FirstOrDefault()) and by MinBy. Reference-type elements with FirstOrDefault and an int
// key: the case the rule fixes. The inputs prove the equivalence: empty (both null), ties (both return the first of
// equal keys: the words differ), and a null element (both throw from the key selector).
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static string? Run(string[] words) => words.OrderBy(w => w.Length).FirstOrDefault();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<string>() };
        yield return new object[] { new[] { "one" } };
        yield return new object[] { new[] { "three", "two", "six", "ten" } };
        yield return new object[] { new[] { "ab", "cd" } };
        yield return new object[] { new[] { "longer", "", "x", "" } };
        yield return new object[] { new[] { "seven", null!, "a" } };
        yield return new object[] { Words(10) };
        yield return new object[] { Words(100) };
        yield return new object[] { Words(10000) };
    }

    public static object[] BenchmarkInput() => new object[] { Words(10) };

    // Words of 3 to 12 characters in a scrambled order, several of the shortest length, each word different.
    private static string[] Words(int count)
    {
        var words = new string[count];
        for (var i = 0; i < words.Length; i++)
        {
            var length = 3 + (int)((i * 7919L) % 10);
            words[i] = i.ToString().PadLeft(length, 'w');
        }

        return words;
    }
}
