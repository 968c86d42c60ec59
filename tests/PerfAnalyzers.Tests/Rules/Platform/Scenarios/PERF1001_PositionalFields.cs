// Hot-loop scenario for PERF1001, the names the fix has to make up: a row of a positional format whose private fields
// are called _1, _2 and _3 (no word to name an accessor after: GetField, then GetRowField, then GetRowField2), an Event
// whose name would make the accessor's parameter a keyword (it is called 'target'), a field the class already has an
// accessor for under the field's own name (no Name in the attribute: reused), and FieldInfo fields that open their
// class followed by a blank line (removed with it) and by a line of spaces. Every field read and written counts in the
// result. Inputs: no values, one, the int limits (the sums wrap), and a thousand values.
#nullable enable
using System;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.CompilerServices;

public sealed class Row
{
    private int _1;
    private int _2;
    private int _3;

    public void Clear() => _1 = _2 = _3 = 0;

    public override string ToString() => _1 + "," + _2 + "," + _3;
}

public sealed class Event
{
    private long _ticks;
    private int count;

    public void Clear()
    {
        _ticks = 0;
        count = 0;
    }

    public override string ToString() => _ticks + ":" + count;
}

public static class Columns
{
    private static readonly FieldInfo ThirdField = typeof(Row).GetField("_3", BindingFlags.NonPublic | BindingFlags.Instance)!;
    
    public static int Third(Row row) => (int)ThirdField.GetValue(row)!;
}

public static class Scenario
{
    private static readonly FieldInfo TicksField = typeof(Event).GetField("_ticks", BindingFlags.NonPublic | BindingFlags.Instance)!;

    public static long Run(int[] values)
    {
        var row = new Row();
        var e = new Event();
        row.Clear();
        e.Clear();
        long total = 0;
        foreach (var value in values)
        {
            typeof(Row).GetField("_1", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(row, value);
            typeof(Row).GetField("_2", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(row, value ^ 0x5A5A);
            typeof(Row).GetField("_3", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(row, value + (int)typeof(Row).GetField("_1", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(row)!);
            total = total * 31 + (int)typeof(Row).GetField("_2", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(row)! + Columns.Third(row);

            TicksField.SetValue(e, (long)TicksField.GetValue(e)! + value);
            typeof(Event).GetField("count", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(e, count(e) + 1);
            total += (long)TicksField.GetValue(e)! + (int)typeof(Event).GetField("count", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(e)!;
        }

        return total + row.ToString().Length + e.ToString().Length;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 7 } };
        yield return new object[] { new[] { int.MaxValue, int.MaxValue, int.MinValue, -1, 0 } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var values = new int[1000];
        var random = new Random(1001);
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = random.Next(-1000, 1000);
        }

        return new object[] { values };
    }

    [UnsafeAccessor(UnsafeAccessorKind.Field)]
    private static extern ref int count(Event e);
}
