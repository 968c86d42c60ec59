using System.Collections.Generic;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// How a message words what the benchmark measured (<see cref="Payoff.Words"/>): the verdict, the order of magnitude
/// of the speedup, the allocation class, and the runtime that measured it.
/// </summary>
public sealed class PayoffTests
{
    [Theory]
    [InlineData("TwoTo10x", "TwoTo10x", "2x to 10x faster")]
    [InlineData("TwoTo10x", "TenTo100x", "2x to 100x faster")]
    [InlineData("Faster", "TenTo100x", "up to 100x faster")]
    [InlineData("Faster", "Faster", "faster")]
    [InlineData("Same", "TwoTo10x", "up to 10x faster")]
    [InlineData("Slower", "TwoTo10x", "faster in some cases and slower in others")]
    [InlineData("Beyond1000x", "Beyond1000x", "more than 1,000x faster")]
    public void Speed_IsWordedByOrderOfMagnitude(string first, string second, string expected)
    {
        var words = Payoff.Words("no copy", Rows((System.Enum.Parse<Speed>(first), Bytes.Same), (System.Enum.Parse<Speed>(second), Bytes.Same)), 9);
        Assert.Equal("no copy: " + expected + " in our benchmark on .NET 9", words);
    }

    [Theory]
    [InlineData("None", "None", "no allocation")]
    [InlineData("None", "HalfOrLess", "half the bytes or less")]
    [InlineData("HalfOrLess", "Fewer", "fewer bytes")]
    [InlineData("Fewer", "More", null)]
    [InlineData("More", "More", "more bytes allocated")]
    public void Bytes_AreWordedByTheWeakestRow(string first, string second, string? expected)
    {
        var words = Payoff.Words("no copy", Rows((Speed.TwoTo10x, System.Enum.Parse<Bytes>(first)), (Speed.TwoTo10x, System.Enum.Parse<Bytes>(second))), 10);
        Assert.Equal("no copy: 2x to 10x faster" + (expected is null ? string.Empty : " and " + expected) + " in our benchmark on .NET 10", words);
    }

    [Fact]
    public void NoDifference_IsSaid()
    {
        Assert.Equal("no copy: no measurable difference in our benchmark on .NET 8", Payoff.Words("no copy", Rows((Speed.Same, Bytes.Same)), 8));
    }

    [Fact]
    public void AScenarioMeasuredOnlyOnNet10_IsQuotedFromNet10ForEveryRuntime()
    {
        // PERF1003/PerCallRegexLibrary has a .NET 10 row and none on .NET 8 or 9: the .NET 8 message names .NET 10.
        var payoff = new Payoff("no generator", "PERF1003/PerCallRegexLibrary");
        Assert.EndsWith("in our benchmark on .NET 10", payoff.For(8), System.StringComparison.Ordinal);
        Assert.Equal(payoff.For(10), payoff.For(8));
    }

    [Fact]
    public void AScenarioMeasuredOnItsOwnRuntime_IsQuotedFromIt()
    {
        // PERF0401/ArrayFindNet8 is written for net8.0 and measured on .NET 8.
        var payoff = new Payoff("no iterator", "PERF0401/ArrayFindNet8");
        Assert.EndsWith("in our benchmark on .NET 8", payoff.For(8), System.StringComparison.Ordinal);
    }

    [Fact]
    public void NoScenario_LeavesTheRulesWords()
    {
        Assert.Equal("no iterator", new Payoff("no iterator").For(10));
    }

    private static List<MeasuredClass> Rows(params (Speed Speed, Bytes Bytes)[] rows)
    {
        var list = new List<MeasuredClass>();
        foreach (var (speed, bytes) in rows)
        {
            list.Add(new MeasuredClass("PERF0000/Test", 10, speed, bytes));
        }

        return list;
    }
}
