// Hot-loop scenario for PERF0801, the general form through the out variable: the smallest reading per sensor, an
// if/else over TryGetValue whose update is Math.Min.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static Dictionary<int, double> Run(int[] sensors, double[] readings)
    {
        var minimums = new Dictionary<int, double>();
        for (var i = 0; i < sensors.Length; i++)
        {
            var sensor = sensors[i];
            var reading = readings[i];
            if (minimums.TryGetValue(sensor, out var min))
            {
                minimums[sensor] = Math.Min(min, reading);
            }
            else
            {
                minimums[sensor] = reading;
            }
        }

        return minimums;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0], new double[0] };
        yield return new object[] { new[] { 1 }, new[] { 2.5 } };

        // -0.0 first for a new key (stored as is), NaN (Math.Min propagates it), infinities, negative keys.
        yield return new object[] { new[] { 0, 0, 1, 1, -1, -1 }, new[] { -0.0, 0.0, double.NaN, 3.0, double.PositiveInfinity, double.NegativeInfinity } };
        yield return new object[] { Sensors(1000, 40), Readings(1000) };
    }

    // 1,000 readings of 40 sensors: 960 updates of an existing minimum, 40 new sensors.
    public static object[] BenchmarkInput() => new object[] { Sensors(1000, 40), Readings(1000) };

    private static int[] Sensors(int count, int distinct)
    {
        var sensors = new int[count];
        for (var i = 0; i < count; i++)
        {
            sensors[i] = i * 17 % distinct;
        }

        return sensors;
    }

    private static double[] Readings(int count)
    {
        var readings = new double[count];
        for (var i = 0; i < count; i++)
        {
            readings[i] = Math.Sin(i) * 100;
        }

        return readings;
    }
}
