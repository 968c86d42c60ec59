using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>The set a fix needs a cached SearchValues field for, read from the diagnostic's properties.</summary>
internal sealed class SetRequest
{
    private SetRequest(string kind, string values, string? comparison, string? nameHint, string? needleNames = null, string? source = null)
    {
        Kind = kind;
        Source = source;
        Values = values;
        Comparison = comparison;
        NameHint = nameHint;
        NeedleNames = NamesFor(kind, values, needleNames);
    }

    public string Kind { get; }

    /// <summary>Chars or bytes one per character, or needles joined by <see cref="ConstantSets.NeedleSeparator"/>.</summary>
    public string Values { get; }

    public string? Comparison { get; }

    public string? NameHint { get; }

    /// <summary>The string constant the char set is all of, as written (<see cref="ConstantSets.SourceKey"/>), or null.</summary>
    public string? Source { get; }

    /// <summary>
    /// For needles that were all named constants: the constant written for each distinct needle, in order (one per
    /// needle of <see cref="DistinctNeedles"/>); null otherwise.
    /// </summary>
    public IReadOnlyList<string>? NeedleNames { get; }

    /// <summary>The needles, each once, in the order first written.</summary>
    public IReadOnlyList<string> DistinctNeedles => Needles.Distinct(StringComparer.Ordinal).ToList();

    /// <summary>Identifies the set regardless of order and repetition: two requests with one key share one field.</summary>
    public string Key => Kind + "|" + Comparison + "|" + Canonical(Kind, Values);

    public static SetRequest? From(Diagnostic diagnostic) => From(diagnostic, 0);

    /// <summary>
    /// Every set the diagnostic carries, in order: one, or two for a conditional between sets (the second's
    /// properties are keyed by <see cref="ConstantSets.Indexed"/>); empty when the first is missing.
    /// </summary>
    public static IReadOnlyList<SetRequest> AllFrom(Diagnostic diagnostic)
    {
        var all = new List<SetRequest>(1);
        for (var set = 0; From(diagnostic, set) is { } request; set++)
        {
            all.Add(request);
        }

        return all;
    }

    private static SetRequest? From(Diagnostic diagnostic, int set)
    {
        var properties = diagnostic.Properties;
        if (!properties.TryGetValue(ConstantSets.KindKey, out var kind) || kind is null
            || !properties.TryGetValue(ConstantSets.Indexed(ConstantSets.ValuesKey, set), out var values) || string.IsNullOrEmpty(values))
        {
            return null;
        }

        properties.TryGetValue(ConstantSets.ComparisonKey, out var comparison);
        properties.TryGetValue(ConstantSets.Indexed(ConstantSets.NameHintKey, set), out var hint);
        properties.TryGetValue(ConstantSets.Indexed(ConstantSets.NeedleNamesKey, set), out var names);
        properties.TryGetValue(ConstantSets.Indexed(ConstantSets.SourceKey, set), out var source);
        return new SetRequest(kind, values!, comparison, hint, names, source);
    }

    public static SetRequest Create(string kind, string values, string? comparison) => new(kind, values, comparison, null);

    public IReadOnlyList<string> Needles => Values.Split(ConstantSets.NeedleSeparator);

    // The first name written for each distinct needle (string) or value (char, byte), when there is one name per needle.
    private static IReadOnlyList<string>? NamesFor(string kind, string values, string? needleNames)
    {
        if (string.IsNullOrEmpty(needleNames))
        {
            return null;
        }

        var needles = kind == ConstantSets.StringKind
            ? values.Split(ConstantSets.NeedleSeparator)
            : values.Select(c => c.ToString()).ToArray();
        var names = needleNames!.Split(ConstantSets.NeedleSeparator);
        if (names.Length != needles.Length)
        {
            return null;
        }

        var seen = new HashSet<string>(StringComparer.Ordinal);
        var result = new List<string>();
        for (var i = 0; i < needles.Length; i++)
        {
            if (seen.Add(needles[i]))
            {
                result.Add(names[i]);
            }
        }

        return result;
    }

    private static string Canonical(string kind, string values)
    {
        if (kind == ConstantSets.StringKind)
        {
            var needles = values.Split(ConstantSets.NeedleSeparator).Distinct(StringComparer.Ordinal).OrderBy(n => n, StringComparer.Ordinal);
            return string.Join(ConstantSets.NeedleSeparator.ToString(), needles);
        }

        var chars = values.Distinct().OrderBy(c => c).ToArray();
        return new string(chars);
    }
}
