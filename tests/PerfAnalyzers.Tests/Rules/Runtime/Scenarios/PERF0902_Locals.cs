// Hot-loop scenario for PERF0902, through locals: a health endpoint that reports the process id and executable path,
// keeping Process.GetCurrentProcess() in a local, a using declaration, and two using statements (one whose block
// declares a name of its own that nothing else in the method spells: the fix unwraps it too). Each allocates a Process
// and opens a handle; the path read also enumerates the process's modules. Environment.ProcessId and ProcessPath are
// kept by the runtime.
#nullable enable
using System;
using System.Diagnostics;

public static class Scenario
{
    public static long Run(string[] checks)
    {
        long total = 0;
        foreach (var check in checks)
        {
            total = total * 31 + Stamp(check ?? "");
        }

        return checks.Length == 0 ? total : total * 31 + Header() + Banner(checks.Length);
    }

    private static long Stamp(string check)
    {
        var process = Process.GetCurrentProcess();
        return process.Id * 7L + check.Length;
    }

    private static long Header()
    {
        using var self = Process.GetCurrentProcess();
        return self.Id + (self.MainModule?.FileName ?? "").Length;
    }

    private static long Banner(int width)
    {
        long result = 0;
        using (var current = Process.GetCurrentProcess())
        {
            result += current.Id % 1000;
            result += current.MainModule!.FileName.Length * (long)width;
        }

        using (Process current = Process.GetCurrentProcess())
        {
            var id = current.Id;
            result = result * 31 + id;
        }

        return result;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };
        yield return new object[] { new[] { (string)null!, "db", "cache" } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { "db", "cache", "queue", "disk" } };
}
