// Hot-loop scenario for PERF0804: a Span<double> zeroed by a loop (the fix: span.Clear()).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static long Run(double[] samples, int count)
    {
        Span<double> window = samples.AsSpan(0, count);
        for (int i = 0; i < window.Length; i++)
        {
            window[i] = 0.0;
        }

        // The bits, not the values: -0.0 cleared is +0.0, and NaN must go too.
        long bits = samples.Length;
        for (int i = 0; i < samples.Length; i += 97)
        {
            bits = (bits * 31) ^ BitConverter.DoubleToInt64Bits(samples[i]);
        }

        return bits;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<double>(), 0 };
        yield return new object[] { new[] { -0.0 }, 1 };
        yield return new object[] { new[] { 1.5, double.NaN, -0.0 }, 2 };
        yield return new object[] { new[] { 1.0 }, 2 };
        yield return new object[] { new double[1000], 1000 };
    }

    public static object[] BenchmarkInput() => new object[] { new double[1000], 1000 };
}
