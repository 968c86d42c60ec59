// Hot-loop scenario for PERF0901, a local: a quiz that shuffles each round's questions and picks a bonus one with a
// Random made per round (written with its type, and target-typed), a few calls on it, none in a loop. The new Random
// seeds itself from the operating system and allocates its generator's state; Random.Shared is made once. The
// numbers drawn are random, so the result is what must hold for every draw: the shuffled order holds the same
// questions, the pick is one of them, the token's bytes fill its buffer.
using System;

public static class Scenario
{
    public static long Run(int[] questionCounts)
    {
        long total = 0;
        foreach (var count in questionCounts)
        {
            total = total * 31 + Round(count);
            total = total * 31 + Token(count);
        }

        return total;
    }

    private static long Round(int count)
    {
        Span<int> order = stackalloc int[Math.Min(count, 64)];
        for (var i = 0; i < order.Length; i++)
        {
            order[i] = i * i;
        }

        var random = new Random();
        random.Shuffle(order);
        var bonus = random.Next(order.Length);

        long sum = 0;
        foreach (var question in order)
        {
            sum += question;
        }

        return sum * 2 + (bonus >= 0 && (bonus < order.Length || order.Length == 0) ? 1 : 0);
    }

    private static long Token(int length)
    {
        Span<byte> token = stackalloc byte[Math.Min(length, 32)];
        Random random = new();
        random.NextBytes(token);
        var sign = random.Next(-1, 0);
        return token.Length * 10L + sign;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 0 } };
        yield return new object[] { new[] { 1 } };
        yield return new object[] { new[] { 2, 7, 64, 1000 } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var counts = new int[100];
        for (var i = 0; i < counts.Length; i++)
        {
            counts[i] = 5 + i % 20;
        }

        return new object[] { counts };
    }
}
