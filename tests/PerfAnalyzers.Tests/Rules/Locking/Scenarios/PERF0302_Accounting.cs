// Hot-loop scenario for PERF0302, uncontended: transfer accounting where one lock object guards several int and long
// counters, each lock one update: ++ and --, += of an int into a long, -= of a literal, of a constant expression, of
// an int from an int and of an int from a long (which the fix widens before negating, so that int.MinValue can't
// overflow), and reads under the lock. The fix turns each lock into Interlocked.Increment/Decrement/Add, the reads
// into Volatile.Read/Interlocked.Read, and removes the lock object.
using System.Collections.Generic;

public static class Scenario
{
    private const int HeaderSize = 8;
    private const int TrailerSize = 4;

    private static readonly object s_gate = new object();
    private static int s_inFlight;
    private static int s_window = 1 << 20;
    private static long s_bytes;
    private static long s_credit;

    public static long Run(int[] sizes)
    {
        var bytes = Bytes;
        var credit = Credit;
        var window = Window;
        foreach (var size in sizes)
        {
            Start();
            Receive(size);
            Charge(size);
            Shrink(size);
            Finish();
        }

        return (Bytes - bytes) * 31 + (Credit - credit) * 17 + (Window - window) + InFlight;
    }

    private static void Start()
    {
        lock (s_gate)
        {
            ++s_inFlight;
        }
    }

    private static void Finish()
    {
        lock (s_gate)
        {
            s_inFlight--;
        }
    }

    private static void Receive(int size)
    {
        lock (s_gate)
        {
            s_bytes += size;
        }
    }

    // long -= int (widened), then a literal.
    private static void Charge(int size)
    {
        lock (s_gate)
        {
            s_credit -= size;
        }

        lock (s_gate)
        {
            s_credit -= 2;
        }
    }

    // int -= int, then a constant expression.
    private static void Shrink(int size)
    {
        lock (s_gate)
        {
            s_window -= size;
        }

        lock (s_gate)
        {
            s_window -= HeaderSize + TrailerSize;
        }
    }

    private static int InFlight
    {
        get
        {
            lock (s_gate)
            {
                return s_inFlight;
            }
        }
    }

    private static int Window
    {
        get
        {
            lock (s_gate)
            {
                return s_window;
            }
        }
    }

    private static long Bytes
    {
        get
        {
            lock (s_gate)
            {
                return s_bytes;
            }
        }
    }

    private static long Credit
    {
        get
        {
            lock (s_gate)
            {
                return s_credit;
            }
        }
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 1500 } };
        yield return new object[] { new[] { 0, -1, 1, int.MaxValue, int.MinValue } };
        yield return new object[] { Sizes(1000) };
    }

    // One transfer per call: seven lock updates.
    public static object[] BenchmarkInput() => new object[] { new[] { 1500 } };

    private static int[] Sizes(int count)
    {
        var sizes = new int[count];
        for (var i = 0; i < sizes.Length; i++)
        {
            sizes[i] = i * 37 % 1500;
        }

        return sizes;
    }
}
