// Hot-loop scenario for PERF0902, the executable's path in place: a diagnostics report that names the running
// executable in three places, read through Process.GetCurrentProcess().MainModule each time (with no null handling in
// code without nullable annotations, with `!`, and with `?.`). Each read allocates a Process, opens a handle on the
// process, and enumerates the modules loaded in it to find the first; Environment.ProcessPath is kept by the runtime.
#nullable enable
using System;
using System.Diagnostics;

public static class Scenario
{
    public static long Run(int sections)
    {
        long total = 0;
        for (var i = 0; i < sections; i++)
        {
            total = total * 31 + Title() + Footer(i);
            total = total * 31 + (Process.GetCurrentProcess().MainModule?.FileName ?? "").Length;
        }

        return total;
    }

#nullable disable
    private static long Title() => Process.GetCurrentProcess().MainModule.FileName.Length;
#nullable restore

    private static long Footer(int section) => Process.GetCurrentProcess().MainModule!.FileName.GetHashCode() % 1000 + section;

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 3 };
    }

    public static object[] BenchmarkInput() => new object[] { 1 };
}
