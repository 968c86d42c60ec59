// Hot-loop scenario for PERF0202: members of a base class that nothing overrides, called through the base type on
// objects of three derived classes (Performance Improvements in .NET 6, "Peanut Butter": a virtual call 0.98 ns, a
// devirtualized one 0.002 ns). With three types at the call site, guarded devirtualization can't make the virtual calls
// direct. The fix removes 'virtual' from Scale, Describe, Weight (a partial method: both parts; 'virtual' first in one,
// its indentation moves to 'protected'), Id (which hides Figure.Id: it gets 'new'), the indexer and the two events
// (never raised in the loop: they are here so that every kind of member the fix rewrites runs); the harness applies it
// and runs both versions.
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
            total += shape.Describe() + shape.Scale + shape.Sides() + shape.Id() + shape[i & 7];
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 3 };
        yield return new object[] { 4096 };
    }

    public static object[] BenchmarkInput() => new object[] { 4096 };

    private static Shape[] Create(int length)
    {
        var shapes = new Shape[length];
        for (var i = 0; i < shapes.Length; i++)
        {
            shapes[i] = (i % 3) switch
            {
                0 => new Square(i % 17),
                1 => new Triangle(i % 13),
                _ => new Circle(i % 11),
            };
        }

        return shapes;
    }
}

internal class Figure
{
    public int Id() => 0;
}

internal abstract partial class Shape : Figure
{
    private readonly int _size;

    protected Shape(int size) => _size = size;

    public virtual event System.EventHandler? Moved;

    public virtual event System.EventHandler? Resized
    {
        add => Moved += value;
        remove => Moved -= value;
    }

    public virtual int Scale => _size + 1;

    public virtual int this[int index] => _size ^ index;

    public void OnMoved() => Moved?.Invoke(this, System.EventArgs.Empty);

    public abstract int Sides();

    public virtual int Describe() => Weight() * 2 + Sides();

    virtual protected partial int Weight();
}

internal abstract partial class Shape
{
#pragma warning disable CS0108 // Hides Figure.Id without 'new'; the fix adds it.
    public virtual int Id() => _size & 3;
#pragma warning restore CS0108

    protected virtual partial int Weight() => _size * _size;
}

internal sealed class Square : Shape
{
    public Square(int size)
        : base(size)
    {
    }

    public override int Sides() => 4;
}

internal sealed class Triangle : Shape
{
    public Triangle(int size)
        : base(size)
    {
    }

    public override int Sides() => 3;
}

internal sealed class Circle : Shape
{
    public Circle(int size)
        : base(size)
    {
    }

    public override int Sides() => 0;
}
