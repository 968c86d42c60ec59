// Hot-loop scenario for PERF0708, the cast form: (E[])Enum.GetValues(typeof(E)), the array then indexed as E values.
// Both forms allocate a new array per call; the generic one skips the Type checks and the Array's run-time cast.
using System;
using System.Collections.Generic;

public enum Suit : byte
{
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

public static class Scenario
{
    public static long Run(int rounds)
    {
        long total = 0;
        for (var round = 0; round < rounds; round++)
        {
            var suits = (Suit[])Enum.GetValues(typeof(Suit));
            total = total * 5 + suits.Length + (int)suits[round % suits.Length];
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 100 };
    }

    public static object[] BenchmarkInput() => new object[] { 100 };
}
