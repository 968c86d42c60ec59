// Hot-loop scenario for PERF0808: a private static readonly HashSet<int> of well-known ports, created with its type
// written out and no comparer, then only asked Contains; the fix freezes it with ToFrozenSet(). The inputs hold members,
// neighbours, negative numbers and the extremes of int.
#nullable enable
using System.Collections.Generic;

internal static class Ports
{
    private static readonly HashSet<int> s_wellKnown = new HashSet<int>
    {
        20, 21, 22, 23, 25, 53, 67, 68, 80, 110, 123, 143, 161, 389, 443, 465, 514, 587, 636, 993, 995,
        1433, 1521, 2049, 3306, 3389, 5432, 5672, 6379, 8080, 8443, 9200, 27017,
    };

    public static bool IsWellKnown(int port) => s_wellKnown.Contains(port);
}

public static class Scenario
{
    public static int Run(int[] ports)
    {
        var known = 0;
        for (var i = 0; i < ports.Length; i++)
        {
            if (Ports.IsWellKnown(ports[i]))
            {
                known += i;
            }
        }

        return known;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 80 } };
        yield return new object[] { new[] { 0, -1, -80, 79, 81, 443, 444, 27017, 27018, int.MinValue, int.MaxValue, 20, 19, 9200 } };
        yield return new object[] { Traffic(1000) };
    }

    // 1,000 destination ports, about a third of them well known.
    public static object[] BenchmarkInput() => new object[] { Traffic(1000) };

    private static int[] Traffic(int count)
    {
        var ports = new int[count];
        for (var i = 0; i < count; i++)
        {
            ports[i] = i % 3 == 0 ? new[] { 80, 443, 22, 5432, 6379 }[i % 5] : 1024 + ((i * 7919) % 60000);
        }

        return ports;
    }
}
