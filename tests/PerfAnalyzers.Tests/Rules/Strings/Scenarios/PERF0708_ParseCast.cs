// Hot-loop scenario for PERF0708, the Parse form: (E)Enum.Parse(typeof(E), s), case-sensitive and ignoring case, of a
// plain enum and a [Flags] enum, as a configuration or protocol reader parses names. The Type overload returns the
// parsed value boxed; Parse<E> returns it as is.
using System;
using System.Collections.Generic;

public enum Level
{
    Trace,
    Debug,
    Info,
    Warning,
    Error = 10,
}

[Flags]
public enum Permissions : byte
{
    None = 0,
    Read = 1,
    Write = 2,
    Execute = 4,
}

public static class Scenario
{
    public static long Run(string[] levels, string[] permissions)
    {
        long total = 0;
        foreach (var level in levels)
        {
            total = total * 31 + (int)(Level)Enum.Parse(typeof(Level), level);
            total = total * 31 + (int)(Level)Enum.Parse(typeof(Level), level.ToUpperInvariant(), true);
        }

        foreach (var permission in permissions)
        {
            total = total * 31 + (byte)(Permissions)Enum.Parse(typeof(Permissions), permission, ignoreCase: true);
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], new string[0] };
        yield return new object[] { new[] { "Info" }, new[] { "read" } };

        // Numbers (defined or not, negative), surrounding spaces, and flag combinations written by name and number.
        yield return new object[] { new[] { "Trace", "Error", "10", "3", "-1", "42", " Warning " }, new[] { "Read, Write", "write,execute", "7", "0", "None" } };

        // An undefined name throws ArgumentException, an empty string too, null ArgumentNullException: before and after.
        yield return new object[] { new[] { "Info", "Verbose" }, new string[0] };
        yield return new object[] { new[] { "" }, new string[0] };
        yield return new object[] { new string[0], new[] { "Read", null! } };
        yield return new object[] { Names(200), Flags(200) };
    }

    public static object[] BenchmarkInput() => new object[] { Names(200), Flags(200) };

    private static string[] Names(int count)
    {
        var all = new[] { "Trace", "Debug", "Info", "Warning", "Error" };
        var names = new string[count];
        for (var i = 0; i < count; i++)
        {
            names[i] = all[i * 7 % all.Length];
        }

        return names;
    }

    private static string[] Flags(int count)
    {
        var all = new[] { "Read", "write", "Read, Execute", "None", "6" };
        var flags = new string[count];
        for (var i = 0; i < count; i++)
        {
            flags[i] = all[i * 3 % all.Length];
        }

        return flags;
    }
}
