// Hot-loop scenario for PERF0708, the loop over the values: foreach (E e in Enum.GetValues(typeof(E))), as code that
// builds a lookup or a menu from an enum walks it. The Array's non-generic enumerator boxes every element and the loop
// unboxes it; over Enum.GetValues<E>() the loop walks an E[].
using System;
using System.Collections.Generic;

public enum Weekday
{
    Monday = 1,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

public enum Planet : long
{
    Mercury = -3,
    Venus = long.MinValue,
    Earth = 0,
    Mars = long.MaxValue,
    Jupiter = 5,
}

public static class Scenario
{
    public static long Run(int rounds)
    {
        long total = 0;
        for (var round = 0; round < rounds; round++)
        {
            foreach (Weekday day in Enum.GetValues(typeof(Weekday)))
            {
                total = total * 7 + (int)day + round;
            }

            foreach (Planet planet in Enum.GetValues(typeof(Planet)))
            {
                total = unchecked(total * 13 + (long)planet);
            }
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 50 };
    }

    public static object[] BenchmarkInput() => new object[] { 50 };
}
