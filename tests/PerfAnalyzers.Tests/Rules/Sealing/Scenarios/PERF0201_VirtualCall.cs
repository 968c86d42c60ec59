// Hot-loop scenario for PERF0201: a virtual call on a type nothing derives from (Performance Improvements in .NET 6,
// "Peanut Butter": 0.98 ns vs 0.002 ns on .NET 6). The objects come from an array in a mutable static field, so the JIT
// can't see their exact type unless the element type is sealed. The fix seals Square; the harness applies it and runs
// both versions.
using System.Collections.Generic;

public static class Scenario
{
    private static Square[] s_squares = Create(4096);

    public static int Run(int count)
    {
        var squares = s_squares;
        var total = 0;
        for (var i = 0; i < count; i++)
        {
            total += squares[i].Area();
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

    private static Square[] Create(int length)
    {
        var squares = new Square[length];
        for (var i = 0; i < squares.Length; i++)
        {
            squares[i] = new Square(i % 17);
        }

        return squares;
    }
}

internal abstract class Shape
{
    public abstract int Area();
}

internal class Square : Shape
{
    private readonly int _side;

    public Square(int side) => _side = side;

    public override int Area() => _side * _side;
}
