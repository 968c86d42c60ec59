// Hot-loop scenario for PERF0402: Count() == 0 on a List<T> goes through LINQ's type checks to read the list's
// count; the fix reads the Count property.
using System;
using System.Collections.Generic;
using System.Linq;

public static class Scenario
{
    public static bool Run(List<string> names) => names.Count() == 0;

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new List<string>() };
        yield return new object[] { new List<string> { "a" } };
        yield return new object[] { new List<string> { "a", "b" } };
        yield return new object[] { new List<string>(new string[1000]) };
    }

    public static object[] BenchmarkInput() => new object[] { new List<string> { "a", "b", "c" } };
}
