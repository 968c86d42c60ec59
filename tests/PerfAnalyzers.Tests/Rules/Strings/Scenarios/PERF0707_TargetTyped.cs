// Hot-loop scenario for PERF0707, the target-typed form with arguments the fix drops: a trace that goes to a file when
// tracing is on and to a writer over Stream.Null otherwise, built per batch as `new(Stream.Null, encoding, size,
// leaveOpen)`. The fix writes the type's name: StreamWriter.Null.
using System;
using System.IO;
using System.Text;

public static class Scenario
{
    public static long Run(string[] messages, int batch)
    {
        long checksum = 0;
        for (var start = 0; start < messages.Length; start += Math.Max(batch, 1))
        {
            StreamWriter trace = new(Stream.Null, Encoding.UTF8, 256, leaveOpen: true);
            var end = Math.Min(messages.Length, start + Math.Max(batch, 1));
            for (var i = start; i < end; i++)
            {
                var message = messages[i];
                trace.Write('[');
                trace.Write(i);
                trace.Write("] ");
                trace.WriteLine(message);
                checksum = checksum * 31 + (message?.Length ?? -1);
            }

            trace.Flush();
            trace.Dispose();
        }

        return checksum;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], 4 };
        yield return new object[] { new[] { "started" }, 1 };

        // Nulls and empty messages, non-ASCII text, a lone surrogate, a message longer than the 256-char buffer, and
        // batch sizes of 0 (taken as 1) and larger than the input.
        yield return new object[] { new[] { null!, "", "café", "\U0001F680 launched", "\uDC00", new string('m', 1000) }, 0 };
        yield return new object[] { new[] { "a", "b", "c" }, 10 };
        yield return new object[] { Messages(400), 8 };
    }

    public static object[] BenchmarkInput() => new object[] { Messages(400), 8 };

    private static string[] Messages(int count)
    {
        var messages = new string[count];
        for (var i = 0; i < count; i++)
        {
            messages[i] = i % 5 == 0 ? "request " + i + " took " + (i % 17) + " ms" : "cache hit";
        }

        return messages;
    }
}
