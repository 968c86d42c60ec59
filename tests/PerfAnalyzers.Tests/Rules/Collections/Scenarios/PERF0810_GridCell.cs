// Hot-loop scenario for PERF0810: a Dictionary keyed by a struct of two ints with no equality of its own, filled and
// probed. Each lookup goes through ValueType.GetHashCode and ValueType.Equals(object), boxing the keys; the fix gives
// the struct IEquatable<T>, Equals and GetHashCode comparing the two ints. The inputs hold negative and extreme
// coordinates, duplicates among the probes and probes that miss.
#nullable enable
using System.Collections.Generic;

internal struct GridCell
{
    public int Row;
    public int Column;

    public GridCell(int row, int column)
    {
        Row = row;
        Column = column;
    }
}

internal static class Scenario
{
    // The cells as (row, column) pairs, each with a height, and the probes as pairs: the table is built once per call,
    // then probed four times over (the inputs are plain arrays, shared by both compiled versions).
    public static long Run(int[] cells, int[] probes)
    {
        var heights = new Dictionary<GridCell, int>(cells.Length / 2);
        for (var i = 0; i + 1 < cells.Length; i += 2)
        {
            heights[new GridCell(cells[i], cells[i + 1])] = (cells[i] * 7) ^ cells[i + 1];
        }

        long total = heights.Count;
        for (var round = 0; round < 4; round++)
        {
            for (var i = 0; i + 1 < probes.Length; i += 2)
            {
                total = heights.TryGetValue(new GridCell(probes[i], probes[i + 1]), out var height) ? (total * 31) + height : total - 1;
            }
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0], new int[0] };
        yield return new object[] { new int[0], new[] { 0, 0 } };
        yield return new object[]
        {
            new[] { 0, 0, -1, 1, 1, -1, int.MinValue, int.MaxValue, int.MaxValue, int.MinValue, 0, 0 },
            new[] { 0, 0, 1, -1, -1, -1, int.MaxValue, int.MinValue, 0, 0, int.MinValue, int.MinValue },
        };
        yield return Grid(32, 3);
    }

    // A 32 x 32 grid, probed at 1,024 cells of which a third miss.
    public static object[] BenchmarkInput() => Grid(32, 3);

    private static object[] Grid(int size, int missEvery)
    {
        var cells = new int[size * size * 2];
        var probes = new int[size * size * 2];
        for (var row = 0; row < size; row++)
        {
            for (var column = 0; column < size; column++)
            {
                var index = (row * size) + column;
                cells[2 * index] = row;
                cells[(2 * index) + 1] = column;
                probes[2 * index] = column;
                probes[(2 * index) + 1] = index % missEvery == 0 ? -row - 1 : row;
            }
        }

        return new object[] { cells, probes };
    }
}
