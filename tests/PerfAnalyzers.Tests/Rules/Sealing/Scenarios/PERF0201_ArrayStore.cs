// Hot-loop scenario for PERF0201: storing into an array of a type nothing derives from
// (Performance Improvements in .NET 6, "Peanut Butter": 2.58 ms vs 1.45 ms on .NET 6). Arrays are covariant, so a store
// into a Node[] must check that the array is not really an array of a derived type, unless Node is sealed. The fix
// seals Node.
using System.Collections.Generic;

public static class Scenario
{
    // Mutable static fields: the JIT can't see the exact types of the array or the values.
    private static Node[] s_nodes = new Node[16384];
    private static Node s_even = new Node();
    private static Node s_odd = new Node();
    private static int s_calls;

    public static int Run(int count)
    {
        // Calls alternate between two nodes, so the result depends on this call's stores, not the previous call's.
        var nodes = s_nodes;
        var node = (s_calls++ & 1) == 0 ? s_even : s_odd;
        for (var i = 0; i < count; i++)
        {
            nodes[i] = node;
        }

        return count == 0 ? 0 : count * 8 + (nodes[0] == node ? 4 : 0) + (nodes[count / 2] == node ? 2 : 0) + (nodes[count - 1] == node ? 1 : 0);
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 16384 };
        yield return new object[] { 16385 };
    }

    public static object[] BenchmarkInput() => new object[] { 16384 };
}

internal class Node
{
}
