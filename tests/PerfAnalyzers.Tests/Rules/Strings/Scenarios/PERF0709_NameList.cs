// Hot-loop scenario for PERF0709, the compound form from an empty start: a comma-separated list of names built with
// list += name + ", " in a foreach. The fix declares a StringBuilder where the string was, appends the two pieces of
// each name and declares the string from the builder after the loop. Edge inputs: no names (the empty string either
// way), null names (nothing appended either way), one name, non-ASCII names.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(string?[] names)
    {
        var list = string.Empty;
        foreach (var name in names)
        {
            list += name + ", ";
        }

        return list;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string?[0] };
        yield return new object[] { new string?[] { "Ada" } };
        yield return new object[] { new string?[] { null, "Grace", null, "" } };
        yield return new object[] { new string?[] { "Zoë", "Łukasz", "東京", "🙂" } };
        yield return BenchmarkInput();
    }

    // 100 names of 5 to 12 characters: a list of about 1,000 characters.
    public static object[] BenchmarkInput()
    {
        var names = new string?[100];
        for (var i = 0; i < names.Length; i++)
        {
            names[i] = "Person" + new string('x', i % 7) + i;
        }

        return new object[] { names };
    }
}
