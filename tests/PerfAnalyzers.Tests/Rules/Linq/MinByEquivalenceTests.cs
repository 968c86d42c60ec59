using System;
using System.Collections.Generic;
using System.Linq;

namespace PerfAnalyzers.Tests.Rules.Linq;

/// <summary>
/// The equivalence table of PERF0403, checked on the installed runtime. The hot-loop scenarios prove the cells the rule
/// fixes (the fixed code returns the same on ties, extremes, NaN, empty and null-element inputs); these facts prove
/// why the other cells are reported without a fix, or not at all.
/// </summary>
public sealed class MinByEquivalenceTests
{
    private static readonly (string Name, int Key)[] Ties = { ("c", 2), ("a", 1), ("b", 1), ("d", 2) };

    [Fact]
    public void Ties_BothReturnTheFirstOfEqualKeys()
    {
        Assert.Equal("a", Ties.OrderBy(x => x.Key).First().Name);
        Assert.Equal("a", Ties.MinBy(x => x.Key).Name);
        Assert.Equal("c", Ties.OrderByDescending(x => x.Key).First().Name);
        Assert.Equal("c", Ties.MaxBy(x => x.Key).Name);
    }

    [Fact]
    public void LastOnTies_Differs_SoLastIsNotReported()
    {
        // OrderByDescending(k).Last() is the last of the smallest keys; MinBy is the first.
        Assert.Equal("b", Ties.OrderByDescending(x => x.Key).Last().Name);
        Assert.Equal("a", Ties.MinBy(x => x.Key).Name);
    }

    [Fact]
    public void NullKeys_Differ_SoOnlyNonNullableValueTypeKeysAreReported()
    {
        string?[] words = { "b", null, "a" };
        Assert.Null(words.OrderBy(w => w).First());
        Assert.Equal("a", words.MinBy(w => w));

        (string Name, int? Rank)[] ranked = { ("x", 2), ("y", null) };
        Assert.Equal("y", ranked.OrderBy(r => r.Rank).First().Name);
        Assert.Equal("x", ranked.MinBy(r => r.Rank).Name);
    }

    [Fact]
    public void EmptyWithReferenceElements_FirstOrDefaultAgrees_FirstDoesNot()
    {
        var empty = Array.Empty<string>();
        Assert.Null(empty.OrderBy(s => s.Length).FirstOrDefault());
        Assert.Null(empty.MinBy(s => s.Length));
        Assert.Throws<InvalidOperationException>(() => empty.OrderBy(s => s.Length).First());
    }

    [Fact]
    public void EmptyWithValueElements_FirstAgrees_FirstOrDefaultDoesNot()
    {
        var empty = Array.Empty<int>();
        Assert.Throws<InvalidOperationException>(() => empty.OrderBy(v => v).First());
        Assert.Throws<InvalidOperationException>(() => empty.MinBy(v => v));
        Assert.Equal(0, empty.OrderBy(v => v).FirstOrDefault());
    }

    [Fact]
    public void EmptyWithNullableValueElements_BehavesLikeReferenceElements()
    {
        var empty = Array.Empty<int?>();
        Assert.Null(empty.OrderBy(v => v ?? 0).FirstOrDefault());
        Assert.Null(empty.MinBy(v => v ?? 0));
        Assert.Throws<InvalidOperationException>(() => empty.OrderBy(v => v ?? 0).First());
    }

    [Fact]
    public void NullElement_BothThrowFromTheKeySelector()
    {
        string[] words = { "ab", null!, "c" };
        Assert.Throws<NullReferenceException>(() => words.OrderBy(w => w.Length).FirstOrDefault());
        Assert.Throws<NullReferenceException>(() => words.MinBy(w => w.Length));
    }

    [Fact]
    public void KeySelectorCalls_SameCountAndOrder()
    {
        var before = new List<int>();
        var after = new List<int>();
        int[] values = { 5, 3, 8, 3 };
        _ = values.OrderBy(v => { before.Add(v); return v; }).First();
        _ = values.MinBy(v => { after.Add(v); return v; });
        Assert.Equal(before, after);
    }
}
