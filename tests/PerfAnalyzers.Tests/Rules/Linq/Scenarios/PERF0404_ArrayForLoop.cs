// Hot-loop scenario for PERF0404: the entries of an int[] equal to a value counted by a for loop over the indices into a
// long counter; the fix replaces the loop with one vectorized count of the array's span.
#nullable enable
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(int[] values, int value)
    {
        long hits = 0;
        for (var i = 0; i < values.Length; i++)
        {
            if (values[i] == value)
            {
                hits++;
            }
        }

        return hits;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0], 0 };
        yield return new object[] { new[] { 0 }, 0 };
        yield return new object[] { new[] { int.MinValue, int.MaxValue, -1, int.MinValue }, int.MinValue };
        yield return new object[] { Values(1000), 7 };
        yield return new object[] { Values(1001), -7 };
    }

    // 1,000 values, one in ten equal to the one counted.
    public static object[] BenchmarkInput() => new object[] { Values(1000), 7 };

    private static int[] Values(int count)
    {
        var values = new int[count];
        for (var i = 0; i < count; i++)
        {
            values[i] = i % 10 == 3 ? 7 : i;
        }

        return values;
    }
}
