using System.Collections.Generic;
using System.Text;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Internals;

/// <summary>
/// What a rewrite buys, as a diagnostic's message says it: what the rewrite stops doing, in the rule's own words, then
/// the class of what the benchmark command measured for the named scenarios on the runtime the project targets ("10x to
/// 100x faster and half the bytes or less in our benchmark on .NET 10"). The classes (<see cref="MeasuredClasses"/>) are
/// generated from docs/benchmarks.md and move only when a verdict or an order of magnitude does, so re-running the
/// benchmarks changes no message unless a result changed that much. The exact numbers are on the rule's page.
/// </summary>
/// <remarks>
/// A scenario is named by its key (<c>"PERF0902/InPlaceId"</c>), or every scenario of a rule by its ID
/// (<c>"PERF0101"</c>). Where none of the scenarios was measured on the project's runtime, the message quotes the newest
/// runtime that measured them and names it. The three texts are made once, when the analyzer's type is initialized.
/// </remarks>
internal sealed class Payoff
{
    private readonly string _net8;
    private readonly string _net9;
    private readonly string _net10;

    public Payoff(string how, params string[] scenarios)
    {
        How = how;
        Scenarios = scenarios;
        _net8 = Compose(how, scenarios, 8);
        _net9 = Compose(how, scenarios, 9);
        _net10 = Compose(how, scenarios, 10);
    }

    /// <summary>What the rewrite stops doing, in the rule's words.</summary>
    public string How { get; }

    /// <summary>The scenario keys (or rule IDs) whose measurements the message quotes.</summary>
    public IReadOnlyList<string> Scenarios { get; }

    /// <summary>The message's words for a project whose runtime has this major version (8 or older, 9, 10 or newer).</summary>
    public string For(int runtimeMajor) => runtimeMajor <= 8 ? _net8 : runtimeMajor == 9 ? _net9 : _net10;

    /// <summary>The message's words for the runtime <paramref name="compilation"/> targets (<see cref="Runtimes.Major"/>).</summary>
    public string For(Compilation compilation) => For(Runtimes.Major(compilation));

    public override string ToString() => _net10;

    internal static string Compose(string how, IReadOnlyList<string> scenarios, int runtime)
    {
        var rows = new List<MeasuredClass>();
        var measuredOn = 0;
        foreach (var candidate in new[] { runtime, 10, 9, 8 })
        {
            MeasuredClasses.Collect(scenarios, candidate, rows);
            if (rows.Count > 0)
            {
                measuredOn = candidate;
                break;
            }
        }

        return rows.Count == 0 ? how : Words(how, rows, measuredOn);
    }

    /// <summary>The message's words for the classes of <paramref name="rows"/>, measured on .NET <paramref name="measuredOn"/>.</summary>
    internal static string Words(string how, List<MeasuredClass> rows, int measuredOn)
    {
        var speed = SpeedWords(rows);
        var bytes = BytesWords(rows);
        var text = new StringBuilder(how).Append(": ");
        if (speed is null && bytes is null)
        {
            text.Append("no measurable difference");
        }
        else
        {
            text.Append(speed);
            if (speed is not null && bytes is not null)
            {
                text.Append(" and ");
            }

            text.Append(bytes);
        }

        return text.Append(" in our benchmark on .NET ").Append(measuredOn).ToString();
    }

    private static string? SpeedWords(List<MeasuredClass> rows)
    {
        Speed? low = null;
        Speed? high = null;
        var slower = false;
        var same = false;
        foreach (var row in rows)
        {
            switch (row.Speed)
            {
                case Speed.Slower:
                    slower = true;
                    break;
                case Speed.Same:
                    same = true;
                    break;
                default:
                    low = low is null || row.Speed < low ? row.Speed : low;
                    high = high is null || row.Speed > high ? row.Speed : high;
                    break;
            }
        }

        if (high is null)
        {
            return slower ? "slower" : null;
        }

        if (slower)
        {
            return "faster in some cases and slower in others";
        }

        if (same)
        {
            return "up to " + Upper(high.Value) + " faster";
        }

        if (low == high)
        {
            return low switch
            {
                Speed.Faster => "faster",
                Speed.Beyond1000x => "more than 1,000x faster",
                _ => Lower(low!.Value) + " to " + Upper(low.Value) + " faster",
            };
        }

        return low == Speed.Faster
            ? "up to " + Upper(high.Value) + " faster"
            : Lower(low!.Value) + " to " + Upper(high.Value) + " faster";
    }

    private static string Lower(Speed speed) => speed switch
    {
        Speed.TwoTo10x => "2x",
        Speed.TenTo100x => "10x",
        Speed.HundredTo1000x => "100x",
        _ => "1,000x",
    };

    private static string Upper(Speed speed) => speed switch
    {
        Speed.Faster => "2x",
        Speed.TwoTo10x => "10x",
        Speed.TenTo100x => "100x",
        Speed.HundredTo1000x => "1,000x",
        _ => "more than 1,000x",
    };

    private static string? BytesWords(List<MeasuredClass> rows)
    {
        var worst = Bytes.None;
        var more = false;
        foreach (var row in rows)
        {
            if (row.Bytes == Bytes.More)
            {
                more = true;
            }
            else if (row.Bytes < worst)
            {
                worst = row.Bytes;
            }
        }

        if (more)
        {
            // Every row allocating more is a verdict to state; a mix says nothing either way.
            foreach (var row in rows)
            {
                if (row.Bytes != Bytes.More)
                {
                    return null;
                }
            }

            return "more bytes allocated";
        }

        return worst switch
        {
            Bytes.None => "no allocation",
            Bytes.HalfOrLess => "half the bytes or less",
            Bytes.Fewer => "fewer bytes",
            _ => null,
        };
    }
}
