// Hot-loop scenario for PERF0602: the MSBuild check from the article (Performance Improvements in .NET 9, "IndexOf"):
// two case-insensitive IndexOf tests that both miss, on a typical 70-character build output line.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string? Run(string message)
    {
        if (message.IndexOf("warning", StringComparison.OrdinalIgnoreCase) == -1 &&
            message.IndexOf("error", StringComparison.OrdinalIgnoreCase) == -1)
        {
            return null;
        }

        return message;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "e" };
        yield return new object[] { "ERROR" };
        yield return new object[] { "Program.cs(3,1): Warning CS0168: unused" };
        yield return new object[] { "  Determining projects to restore..." };
        yield return new object[] { "errör wärning" };
        yield return new object[] { new string('x', 5000) + "error" };
    }

    public static object[] BenchmarkInput() => new object[] { "  PerfAnalyzers.Analyzers -> /src/Analyzers/bin/Release/netstandard2.0/x.dll" };
}
