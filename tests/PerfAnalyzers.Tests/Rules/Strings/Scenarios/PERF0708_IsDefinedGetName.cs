// Hot-loop scenario for PERF0708, the forms whose type is inferred: Enum.IsDefined(typeof(E), e) and
// Enum.GetName(typeof(E), e), as a validator or a logger checks and names incoming values. The Type overloads box the
// value on the way in; IsDefined(e) and GetName(e) take it as is.
using System;
using System.Collections.Generic;

public enum Status
{
    Pending,
    Active,
    Suspended = 5,
    Closed = 9,
}

[Flags]
public enum Options : short
{
    None = 0,
    Compress = 1,
    Encrypt = 2,
    Sign = 4,
}

public static class Scenario
{
    public static string Run(Status[] statuses, Options[] options)
    {
        var defined = 0;
        var nameLength = 0;
        var unnamed = 0;
        foreach (var status in statuses)
        {
            if (Enum.IsDefined(typeof(Status), status))
            {
                defined++;
            }

            var name = Enum.GetName(typeof(Status), status);
            if (name is null)
            {
                unnamed++;
            }
            else
            {
                nameLength += name.Length;
            }
        }

        foreach (var option in options)
        {
            defined += Enum.IsDefined(typeof(Options), option) ? 10 : 0;
            nameLength += Enum.GetName(typeof(Options), option)?.Length ?? 100;
        }

        return defined + "/" + nameLength + "/" + unnamed;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new Status[0], new Options[0] };
        yield return new object[] { new[] { Status.Active }, new[] { Options.Sign } };

        // Undefined values (between and beyond the named ones, negative) have no name; a combination of flags is not
        // defined and has no single name either.
        yield return new object[]
        {
            new[] { Status.Pending, (Status)2, Status.Closed, (Status)(-1), (Status)int.MaxValue },
            new[] { Options.None, Options.Compress | Options.Encrypt, (Options)8, (Options)short.MinValue },
        };
        yield return new object[] { Statuses(200), Combinations(200) };
    }

    public static object[] BenchmarkInput() => new object[] { Statuses(200), Combinations(200) };

    private static Status[] Statuses(int count)
    {
        var statuses = new Status[count];
        for (var i = 0; i < count; i++)
        {
            statuses[i] = (Status)(i % 11);
        }

        return statuses;
    }

    private static Options[] Combinations(int count)
    {
        var options = new Options[count];
        for (var i = 0; i < count; i++)
        {
            options[i] = (Options)(i % 8);
        }

        return options;
    }
}
