using System.Collections.Generic;
using PerfAnalyzers.Rules.Strings;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the string and text rules (PERF07xx).</summary>
public sealed class StringsScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Strings/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        // PERF0701, one scenario per form the fix writes: the whole input (an array, a span; the chains in three orders
        // with TrimEnd, Replace and Split), and part of an array (sliced with AsSpan). Every step was a new string.
        Base64Url("Tokens", 3, AllocationClaim.AtMostHalf),
        Base64Url("Slices", 3, AllocationClaim.AtMostHalf),

        // PERF0702, one scenario per form the fix writes: an interpolated string from a regular literal, a verbatim one
        // and a const (numbers: every one was boxed), of strings only (compiled to string.Concat), and
        // string.Create with a provider (a culture, null, and a custom formatter). Fewer, not half: the interpolated
        // string's buffer comes from ArrayPool<char>.Shared, whose per-thread cache misses when tests run in parallel.
        InterpolatedString("Numbers", 3, AllocationClaim.Fewer),
        InterpolatedString("Strings", 2, AllocationClaim.Fewer),
        InterpolatedString("Provider", 2, AllocationClaim.Fewer),

        // PERF0703, one scenario per form the fix writes: the plain slice (parse calls and reads the span does the same
        // way), the comparisons rewritten to the span's methods (and a switch left as written), the options emulated
        // (trimmed, empty ones skipped; the explicit types; a statement body made a block), and a loop inside another
        // (the inner range named after the outer one's). The array and every part are what the loops allocate.
        SpanSplit("Parse", 2, AllocationClaim.AtMostHalf),
        SpanSplit("Compare", 1, AllocationClaim.AtMostHalf),
        SpanSplit("Options", 3, AllocationClaim.AtMostHalf),
        SpanSplit("Nested", 2, AllocationClaim.AtMostHalf),

        // A part read from its end (part[^1]), which a span reads the same way.
        SpanSplit("LastChar", 1, AllocationClaim.AtMostHalf),

        // PERF0704, one scenario per form the fix writes: SequenceEqual for ==, !=, Equals and string.Equals (against
        // constants, a parameter, another slice), the MemoryExtensions method with the same StringComparison
        // (StartsWith, EndsWith, Equals), and the span overload of a parse method. Each substring was an allocation.
        SpanInsteadOfSubstring("Equality", 5, AllocationClaim.AtMostHalf),
        SpanInsteadOfSubstring("OrdinalComparison", 4, AllocationClaim.AtMostHalf),
        SpanInsteadOfSubstring("Parse", 4, AllocationClaim.AtMostHalf),

        // PERF0705: the fix writes one shape (decode into the buffer, the original statement on failure) from three
        // kinds of copy: CopyTo a span, AsSpan().CopyTo, CopyTo(array, 0).
        FromHexStringIntoSpan("Keys", 3, AllocationClaim.AtMostHalf),

        // PERF0705 on buffers others see (a caller's span, a read-only field, an array parameter): the scratch on the
        // stack, copied once every byte decoded.
        FromHexStringIntoSpan("CallerBuffers", 3, AllocationClaim.AtMostHalf),

        // PERF0706, one scenario per form the fix writes: TryCopyTo to a TryToHexString call (an array, and an array with
        // an offset and a length through AsSpan), a CopyTo statement to an if that throws (a span), and an append to a
        // StringBuilder through a stackalloc'ed scratch (a hash's constant size; any length); ToHexString through 'using
        // static' on a slice of 'payload ?? empty' (parenthesized before AsSpan). The strings are all the
        // code before allocates, but for the appends the hash's array and the builder's chunks stay.
        TryToHexString("TryCopyTo", 2, AllocationClaim.AtMostHalf),
        TryToHexString("CopyTo", 2, AllocationClaim.AtMostHalf),
        TryToHexString("Append", 2, AllocationClaim.Fewer),
        TryToHexString("AppendInLoop", 2, AllocationClaim.Fewer),
        TryToHexString("UsingStaticSlices", 2, AllocationClaim.AtMostHalf),

        // PERF0707, one scenario per form the fix writes: the type as written (a writer per call in a using), and the
        // type's name for a target-typed new whose encoding, buffer size and leaveOpen arguments go. The new writer's
        // buffers and encoder are what the code before allocates.
        StreamWriterNull("WriterPerCall", 1, AllocationClaim.AtMostHalf),
        StreamWriterNull("TargetTyped", 1, AllocationClaim.AtMostHalf),

        // PERF0707, the field form: a private read-only field's writer, one per renderer made per report.
        StreamWriterNull("FieldSink", 1, AllocationClaim.AtMostHalf),

        // PERF0708, one scenario per form the fix writes: the type argument replacing a cast (Parse, GetValues), the
        // type argument in a loop (GetValues), the inferred type (IsDefined, GetName). The Type overloads box what
        // goes in or comes out; the loop over an Array boxes every element.
        GenericEnum("ParseCast", 3, AllocationClaim.AtMostHalf),
        GenericEnum("IsDefinedGetName", 4, AllocationClaim.AtMostHalf),
        GenericEnum("GetValuesForeach", 2, AllocationClaim.AtMostHalf),
        GenericEnum("GetValuesCast", 1, AllocationClaim.NoMore),

        // PERF0709, one scenario per form the fix writes: the compound append from an empty start (var, two pieces), the
        // s = s + ... append from a non-empty start (the type written out, a char and an int), and an interpolated
        // piece with a char in a while loop; two strings built in one loop (two builders, both strings declared before
        // their use). Each append made a string of everything so far; the builder's chunks and
        // the one final string are what is left.
        StringBuilderInLoop("NameList", AllocationClaim.AtMostHalf),
        StringBuilderInLoop("NumberLine", AllocationClaim.AtMostHalf),
        StringBuilderInLoop("ReportLines", AllocationClaim.AtMostHalf),
        StringBuilderInLoop("InsertColumns", AllocationClaim.AtMostHalf, diagnostics: 2),

        // PERF0710, one scenario per form the fix writes: the interpolated string (literals with braces, strings that may
        // be null, a char, ToString with and without a format of numbers, a date, a Guid and an enum, a boxed number) and
        // string.Create with the invariant culture. Each ToString was a string of its own; fewer, not half, for the
        // interpolated string's pooled buffer (see PERF0702).
        InterpolateToString("Labels", 3, AllocationClaim.Fewer),
        InterpolateToString("Invariant", 2, AllocationClaim.Fewer),

        // PERF0711, one scenario per kind of form the fix writes: the uses that keep their shape (parse calls, an
        // indexer read, Value.Length to the group's Length) and the comparisons and patterns (==, an ordinal Equals and
        // StartsWith, a switch statement and an 'is' pattern on the span). Every Value read was a new string; the
        // Match and its groups stay, so the claim is fewer allocations.
        CaptureValueSpan("Fields", 5, AllocationClaim.Fewer),
        CaptureValueSpan("Keywords", 6, AllocationClaim.Fewer),
    };

    private static Scenario Base64Url(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseBase64Url,
        name,
        Folder + "PERF0701_" + name + ".cs",
        () => new UseBase64UrlAnalyzer(),
        () => new UseBase64UrlCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        Since: TargetRuntime.Net9);

    private static Scenario InterpolatedString(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseInterpolatedString,
        name,
        Folder + "PERF0702_" + name + ".cs",
        () => new UseInterpolatedStringAnalyzer(),
        () => new UseInterpolatedStringCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario SpanSplit(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseSpanSplit,
        name,
        Folder + "PERF0703_" + name + ".cs",
        () => new UseSpanSplitAnalyzer(),
        () => new UseSpanSplitCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        Since: TargetRuntime.Net9);

    private static Scenario SpanInsteadOfSubstring(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseSpanInsteadOfSubstring,
        name,
        Folder + "PERF0704_" + name + ".cs",
        () => new UseSpanInsteadOfSubstringAnalyzer(),
        () => new UseSpanInsteadOfSubstringCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario FromHexStringIntoSpan(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseFromHexStringIntoSpan,
        name,
        Folder + "PERF0705_" + name + ".cs",
        () => new UseFromHexStringIntoSpanAnalyzer(),
        () => new UseFromHexStringIntoSpanCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        Since: TargetRuntime.Net9);

    private static Scenario TryToHexString(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseTryToHexString,
        name,
        Folder + "PERF0706_" + name + ".cs",
        () => new UseTryToHexStringAnalyzer(),
        () => new UseTryToHexStringCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        Since: TargetRuntime.Net9);

    private static Scenario StreamWriterNull(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseStreamWriterNull,
        name,
        Folder + "PERF0707_" + name + ".cs",
        () => new UseStreamWriterNullAnalyzer(),
        () => new UseStreamWriterNullCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim,
        Since: TargetRuntime.Net9);

    private static Scenario StringBuilderInLoop(string name, AllocationClaim claim, int diagnostics = 1) => new(
        RuleIdentifiers.UseStringBuilderInLoop,
        name,
        Folder + "PERF0709_" + name + ".cs",
        () => new UseStringBuilderInLoopAnalyzer(),
        () => new UseStringBuilderInLoopCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario InterpolateToString(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.InterpolateToStringConcatenation,
        name,
        Folder + "PERF0710_" + name + ".cs",
        () => new InterpolateToStringConcatenationAnalyzer(),
        () => new InterpolateToStringConcatenationCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario CaptureValueSpan(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseCaptureValueSpan,
        name,
        Folder + "PERF0711_" + name + ".cs",
        () => new UseCaptureValueSpanAnalyzer(),
        () => new UseCaptureValueSpanCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);

    private static Scenario GenericEnum(string name, int diagnostics, AllocationClaim claim) => new(
        RuleIdentifiers.UseGenericEnumMethods,
        name,
        Folder + "PERF0708_" + name + ".cs",
        () => new UseGenericEnumMethodsAnalyzer(),
        () => new UseGenericEnumMethodsCodeFixProvider(),
        ExpectedDiagnostics: diagnostics,
        claim);
}
