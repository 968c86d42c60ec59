// Hot-loop scenario for PERF0902, the process id in place: a logger that stamps every line with the id of the process,
// read from Process.GetCurrentProcess() each time. Each call allocates a Process and opens a handle on the process
// (never disposed here, as in most code that reads one property); Environment.ProcessId is a value the runtime keeps.
using System;
using System.Diagnostics;

public static class Scenario
{
    public static long Run(string[] messages)
    {
        long total = 0;
        foreach (var message in messages)
        {
            // The stamp's width: the id's digits, a space, the message.
            var id = Process.GetCurrentProcess().Id;
            total = total * 31 + id.ToString().Length + 1 + (message?.Length ?? 0);
            total ^= id;
        }

        return total;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };
        yield return new object[] { new[] { "" } };
        yield return new object[] { new[] { (string)null! } };
        yield return new object[] { new[] { "started", "listening on 8080", new string('x', 10_000) } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var messages = new string[50];
        for (var i = 0; i < messages.Length; i++)
        {
            messages[i] = "request " + i;
        }

        return new object[] { messages };
    }
}
