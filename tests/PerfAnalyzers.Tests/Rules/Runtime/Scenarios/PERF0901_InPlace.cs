// Hot-loop scenario for PERF0901, in place: a retry policy's delays, each the attempt's backoff plus a jitter drawn
// from a new Random made for that one call (and a sampling decision made the same way). The new Random seeds itself
// from the operating system and allocates its generator's state; Random.Shared is made once. The numbers drawn are
// random, so the result is what must hold for every draw: each jitter in its range, each sample in [0, 1), and the
// exception of an invalid bound.
using System;

public static class Scenario
{
    public static long Run(int[] maxJitters, int attempts)
    {
        long total = 0;
        foreach (var maxJitter in maxJitters)
        {
            for (var attempt = 0; attempt < attempts; attempt++)
            {
                var backoff = 100 << Math.Min(attempt, 10);
                var delay = backoff + (long)new Random().Next(maxJitter);
                var inRange = delay >= backoff && (delay < backoff + maxJitter || maxJitter == 0) ? 1 : 0;
                var sampled = (new Random()).NextDouble() is >= 0 and < 1 ? 1 : 0;
                total = total * 31 + inRange * 2 + sampled + backoff;
            }
        }

        return total;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0], 3 };
        yield return new object[] { new[] { 0 }, 1 };
        yield return new object[] { new[] { 1 }, 0 };
        yield return new object[] { new[] { 1, 2, 1000, int.MaxValue }, 12 };

        // Random.Next(-1) throws ArgumentOutOfRangeException: the same from Random.Shared.
        yield return new object[] { new[] { 5, -1 }, 2 };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var maxJitters = new int[100];
        for (var i = 0; i < maxJitters.Length; i++)
        {
            maxJitters[i] = 10 + i * 7;
        }

        return new object[] { maxJitters, 4 };
    }
}
