// Hot-loop scenario for PERF0201: an 'is' type check against a type nothing derives from
// (Performance Improvements in .NET 6, "Peanut Butter": 1.77 ns vs 0.075 ns on .NET 6). For an unsealed class the
// runtime must walk the object's base types when the exact type doesn't match; for a sealed class one type-handle
// compare decides. The fix seals Token.
using System.Collections.Generic;

public static class Scenario
{
    // Objects of several types, as a tokenizer or a message dispatcher sees them.
    private static object?[] s_items = Create(4096);

    public static int Run(int count)
    {
        var items = s_items;
        var tokens = 0;
        for (var i = 0; i < count; i++)
        {
            if (items[i] is Token)
            {
                tokens++;
            }
        }

        return tokens;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 5 };
        yield return new object[] { 4096 };
    }

    public static object[] BenchmarkInput() => new object[] { 4096 };

    private static object?[] Create(int length)
    {
        var items = new object?[length];
        for (var i = 0; i < items.Length; i++)
        {
            items[i] = (i % 4) switch
            {
                0 => new Token(),
                1 => "text",
                2 => new List<int>(),
                _ => i % 8 == 3 ? null : new Token(),
            };
        }

        return items;
    }
}

internal class Token
{
}
