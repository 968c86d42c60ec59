// Hot-loop scenario for PERF0707, the field form: a report renderer whose dry-run mode writes into a private read-only
// writer over Stream.Null, kept in a field of the renderer, and a renderer made per report. Each renderer's writer
// allocates its char and byte buffers and an encoder, and encodes every line into them; with the fix the field holds
// StreamWriter.Null, shared and doing nothing. Every use of the field is in the renderer: writes and a flush. Edge
// inputs: no reports, an empty title, non-ASCII text and a surrogate pair, a line longer than the writer's buffer.
using System;
using System.Collections.Generic;
using System.IO;

public static class Scenario
{
    public static long Run(string[] titles, int lines)
    {
        long total = 0;
        foreach (var title in titles)
        {
            var renderer = new DryRunRenderer();
            total = total * 31 + renderer.Render(title, lines);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], 3 };
        yield return new object[] { new[] { string.Empty }, 0 };
        yield return new object[] { new[] { "Zoë's café \U0001F600", "Plain" }, 2 };
        yield return new object[] { new[] { new string('x', 5000) }, 1 };
        yield return BenchmarkInput();
    }

    // 20 reports of 10 lines each.
    public static object[] BenchmarkInput()
    {
        var titles = new string[20];
        for (var i = 0; i < titles.Length; i++)
        {
            titles[i] = "Quarterly report " + i;
        }

        return new object[] { titles, 10 };
    }
}

sealed class DryRunRenderer
{
    private readonly StreamWriter _sink = new StreamWriter(Stream.Null);

    public long Render(string title, int lines)
    {
        long written = 0;
        _sink.WriteLine(title);
        written += title.Length;
        for (var i = 0; i < lines; i++)
        {
            _sink.Write("Line ");
            _sink.WriteLine(i);
            written += 5 + (i < 10 ? 1 : 2);
        }

        _sink.Flush();
        return written;
    }
}
