// Hot-loop scenario for PERF0201: an internal type nothing derives from, with the member shapes sealing rewrites in
// less common ways. It is partial, declared in two parts without an access modifier ('sealed' goes first, before
// 'partial'). Its virtual members hide base members of their name: a method of the same signature, an indexer, a
// property, an event and a method hiding a base property ('virtual' removed, 'new' added so that CS0108 doesn't appear;
// the original silences CS0108 with a pragma, as code that hides on purpose without 'new' does). Its other virtual
// methods only share a name with base methods (another parameter count, another parameter type, another type parameter
// count), so they hide nothing and get no 'new'. A protected property with a private setter becomes private (the
// setter's 'private' goes), a protected internal one with a protected setter becomes internal with a private setter,
// and a protected field only assigned through 'this.' becomes internal. The shapes come from an array in a mutable
// static field, so the JIT can't see their exact type unless it is sealed.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static Shape[] s_shapes = Create(4096);

    public static long Run(int count)
    {
        var shapes = s_shapes;
        long total = 0;
        for (var i = 0; i < count; i++)
        {
            var shape = shapes[i];
            shape.Move(i);
            total += shape.Area() + shape.Scale(i) + shape.Scale(i, 2) + shape.Offset("ab") + shape.Pick(i)
                + shape[i & 3] + shape.Size + shape.Weight() + shape.Total;
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

    private static Shape[] Create(int length)
    {
        var shapes = new Shape[length];
        for (var i = 0; i < shapes.Length; i++)
        {
            shapes[i] = new Shape(i % 13);
        }

        return shapes;
    }
}

internal class Figure
{
    public event Action? Moved;

    public int Size => 2;

    public int Weight => 3;

    public int this[int index] => index;

    public int Area() => 1;

    public int Scale(int factor) => factor;

    public int Offset(int offset) => offset;

    public int Pick(int value) => value;

    protected void OnMoved() => Moved?.Invoke();
}

#pragma warning disable CS0108 // Shape hides Figure's members on purpose.
partial class Shape : Figure
{
    private readonly int _side;

    public Shape(int side) => _side = side;

    public virtual event Action? Moved;

    public virtual int Size => _side + 1;

    public virtual int this[int index] => _side * index;

    public virtual int Area() => _side * _side;

    public virtual int Scale(int factor, int times) => factor * times + _side;

    public virtual int Offset(string text) => text.Length + _side;

    public virtual int Pick<T>(T value) => _side;
}
#pragma warning restore CS0108

partial class Shape
{
    protected int _lastMove;

    protected int Steps
    {
        get;
        private set;
    }

    protected internal int Total { get; protected set; }

#pragma warning disable CS0108
    public virtual int Weight() => _side * 5 + Steps;
#pragma warning restore CS0108

    public virtual void Move(int distance)
    {
        this._lastMove = distance;
        Steps = (Steps + 1) & 0xFF;
        Total = (Total + distance % 5) & 0xFFFF;
        Moved?.Invoke();
        OnMoved();
    }
}
