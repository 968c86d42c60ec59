// Hot-loop scenario for PERF0403: the best score in a List<T> of value tuples, by OrderByDescending(...).First() and by
// MaxBy. Value-type elements with First: the other case the rule fixes (on an empty list both throw
// InvalidOperationException). Double keys: NaN (sorted lowest by both), -0.0 and 0.0 (equal, so the first wins), ties.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static (int Id, double Score) Run(List<(int Id, double Score)> scores) => scores.OrderByDescending(s => s.Score).First();

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<(int, double)>() };
        yield return new object[] { new List<(int, double)> { (1, 0.5) } };
        yield return new object[] { new List<(int, double)> { (1, 0.5), (2, 0.9), (3, 0.9), (4, 0.1) } };
        yield return new object[] { new List<(int, double)> { (1, double.NaN), (2, -1.0), (3, double.NaN) } };
        yield return new object[] { new List<(int, double)> { (1, double.NaN), (2, double.NaN) } };
        yield return new object[] { new List<(int, double)> { (1, -0.0), (2, 0.0) } };
        yield return new object[] { new List<(int, double)> { (1, double.NegativeInfinity), (2, double.PositiveInfinity), (3, double.PositiveInfinity) } };
        yield return new object[] { Scores(100) };
        yield return new object[] { Scores(10000) };
    }

    public static object[] BenchmarkInput() => new object[] { Scores(100) };

    private static List<(int Id, double Score)> Scores(int count)
    {
        var scores = new List<(int Id, double Score)>(count);
        for (var i = 0; i < count; i++)
        {
            scores.Add((i, (i * 7919 % 101) / 10.0));
        }

        return scores;
    }
}
