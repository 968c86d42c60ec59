// Hot-loop scenario for PERF0405: one page of a List<string?> read with Skip then Take (two list partitions); the fix
// takes the range, one partition.
#nullable enable
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static int Run(List<string?> names)
    {
        var length = 0;
        foreach (var name in names.Skip(20).Take(10))
        {
            length = (length * 31) + (name?.Length ?? -1);
        }

        return length;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<string?>() };
        yield return new object[] { Names(5) };
        yield return new object[] { Names(20) };
        yield return new object[] { Names(21) };
        yield return new object[] { Names(29) };
        yield return new object[] { Names(30) };
        yield return new object[] { Names(31) };
        yield return new object[] { new List<string?> { "", null, "a", "", null, "bb", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "x", null, "yy", "" } };
        yield return new object[] { Names(1000) };
    }

    // 100 names.
    public static object[] BenchmarkInput() => new object[] { Names(100) };

    private static List<string?> Names(int count)
    {
        var names = new List<string?>(count);
        for (var i = 0; i < count; i++)
        {
            names.Add(new string('n', i % 13));
        }

        return names;
    }
}
