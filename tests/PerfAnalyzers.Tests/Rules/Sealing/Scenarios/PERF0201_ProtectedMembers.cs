// Hot-loop scenario for PERF0201: internal types nothing derives from, with the members sealing must rewrite: a
// protected field that is read (becomes private) and one that is only written (becomes internal, so that no
// never-read warning appears), a protected setter, a protected internal virtual property, virtual methods (virtual
// removed), a class with no modifier and a record.
// The meters come from an array in a mutable static field, so the JIT can't see their exact type unless it is sealed.
using System.Collections.Generic;

public static class Scenario
{
    private static Meter[] s_meters = Create(4096);

    public static long Run(int count)
    {
        var meters = s_meters;
        long total = 0;
        for (var i = 0; i < count; i++)
        {
            var meter = meters[i];
            meter.Record(i);
            total += meter.Area() + meter.Weight + meter.Code() + meter.Total + meter.Last.Value;
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 7 };
        yield return new object[] { 4096 };
    }

    public static object[] BenchmarkInput() => new object[] { 4096 };

    private static Meter[] Create(int length)
    {
        var meters = new Meter[length];
        for (var i = 0; i < meters.Length; i++)
        {
            meters[i] = new Meter(new Scale(i % 17));
        }

        return meters;
    }
}

internal abstract class Instrument
{
    public int Id() => 1;

    public abstract int Area();
}

internal class Meter : Instrument
{
    protected Scale _scale;
    protected int _lastInput;

    public Meter(Scale scale) => _scale = scale;

    public int Total { get; protected set; }

    public Sample Last { get; private set; } = new Sample(0);

    protected internal virtual int Weight => _scale.Factor * 3;

    public virtual void Record(int value)
    {
        _lastInput = value;
        Total = (Total + value % 7) & 0xFFFF;
        Last = new Sample(value & 0xFF);
    }

    public override int Area() => _scale.Factor * _scale.Factor;

    public virtual int Code() => Id() + 1;
}

class Scale
{
    public Scale(int factor) => Factor = factor;

    public virtual int Factor { get; }
}

internal record Sample(int Value);
