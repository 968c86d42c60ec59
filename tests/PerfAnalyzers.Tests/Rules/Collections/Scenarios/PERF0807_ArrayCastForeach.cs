// Hot-loop scenario for PERF0807: a foreach over names.Cast<string>() where names already is a string[].
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(string[] names, char initial)
    {
        var count = 0;
        foreach (var name in names.Cast<string>())
        {
            if (name.Length > 0 && name[0] == initial)
            {
                count++;
            }
        }

        return count;
    }

    // No null array: the parameter is non-nullable, which is what lets the fix loop over it directly.
    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<string>(), 'a' };
        yield return new object[] { new[] { "" }, 'a' };
        yield return new object[] { new[] { "apple" }, 'a' };
        yield return new object[] { new[] { "apple", "banana", "avocado", "" }, 'a' };
        yield return new object[] { Names(1000), 'n' };
    }

    // 1,000 names, one in ten starting with the initial looked for.
    public static object[] BenchmarkInput() => new object[] { Names(1000), 'n' };

    private static string[] Names(int count)
    {
        var names = new string[count];
        for (var i = 0; i < count; i++)
        {
            names[i] = (i % 10 == 0 ? "n" : "m") + i;
        }

        return names;
    }
}
