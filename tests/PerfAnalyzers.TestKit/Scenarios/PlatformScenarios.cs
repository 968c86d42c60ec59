using System.Collections.Generic;
using PerfAnalyzers.Rules.Platform;
using PerfAnalyzers.ScenarioExecution;

namespace PerfAnalyzers.TestKit.Scenarios;

/// <summary>Hot-loop scenarios of the reflection, serialization, regex and async rules (PERF10xx).</summary>
public sealed class PlatformScenarios : IScenarioFamily
{
    private const string Folder = "tests/PerfAnalyzers.Tests/Rules/Platform/Scenarios/";

    public IEnumerable<Scenario> Scenarios { get; } = new[]
    {
        // PERF1001: private fields read and written through FieldInfo (every form the fix writes: casts, objects, a
        // return value, writes of values and null, static fields, cached FieldInfo fields removed or kept, a name taken,
        // an existing accessor reused). Reflection boxes every value it reads and every value written is boxed for it.
        new Scenario(
            RuleIdentifiers.UseUnsafeAccessor,
            "Fields",
            Folder + "PERF1001_Fields.cs",
            () => new UseUnsafeAccessorAnalyzer(),
            () => new UseUnsafeAccessorCodeFixProvider(),
            ExpectedDiagnostics: 15,
            AllocationClaim.AtMostHalf),

        // PERF1001: the names the fix makes up (fields called _1, _2, _3: GetField, GetRowField, GetRowField2; a type
        // whose name is a keyword as a parameter), an accessor named after its field reused, and the FieldInfo fields
        // that open their class removed with the blank line (or line of spaces) after them; the indentation the project's
        // .editorconfig sets. Each read boxes.
        new Scenario(
            RuleIdentifiers.UseUnsafeAccessor,
            "PositionalFields",
            Folder + "PERF1001_PositionalFields.cs",
            () => new UseUnsafeAccessorAnalyzer(),
            () => new UseUnsafeAccessorCodeFixProvider(),
            ExpectedDiagnostics: 11,
            AllocationClaim.AtMostHalf,
            EditorConfig: "indent_style = space\nindent_size = 4\n"),

        // PERF1002: serializing through the reflection overloads with a context that generates the types' metadata
        // (every form the fix writes: options left out, null by name, the default options, a context instance's options;
        // a writer and an async stream; a using added). Loaded like an application's assembly (not collectible), as the
        // serializer's reflection path would meet it, and run for 30 s before measuring (the generated code's steady
        // state comes late). The serializer's own buffers and the reflection path's state are what the fix saves.
        new Scenario(
            RuleIdentifiers.UseGeneratedJsonMetadata,
            "Serialize",
            Folder + "PERF1002_Serialize.cs",
            () => new UseGeneratedJsonMetadataAnalyzer(),
            () => new UseGeneratedJsonMetadataCodeFixProvider(),
            ExpectedDiagnostics: 6,
            AllocationClaim.Fewer,
            Collectible: false,
            SourceGenerators: true,
            WarmupSeconds: 30),

        // PERF1003: the static Regex methods with constant patterns (every matcher, options kept and dropped, a
        // constant pattern, a name taken, an existing [GeneratedRegex] method), against their cache and interpreter.
        // The same Match and Matches objects are allocated on both sides: no fewer bytes claimed, none more allowed.
        new Scenario(
            RuleIdentifiers.BuildRegexOnce,
            "StaticCalls",
            Folder + "PERF1003_StaticCalls.cs",
            () => new BuildRegexOnceAnalyzer(),
            () => new BuildRegexOnceCodeFixProvider(),
            ExpectedDiagnostics: 8,
            AllocationClaim.NoMore,
            SourceGenerators: true),

        // PERF1003: IgnoreCase without CultureInvariant on patterns that can't match differently in another culture (two
        // static calls and a new Regex per call, its Compiled dropped): IgnoreCase kept in the attribute. The new Regex
        // per call is most of what goes.
        new Scenario(
            RuleIdentifiers.BuildRegexOnce,
            "IgnoreCase",
            Folder + "PERF1003_IgnoreCase.cs",
            () => new BuildRegexOnceAnalyzer(),
            () => new BuildRegexOnceCodeFixProvider(),
            ExpectedDiagnostics: 3,
            AllocationClaim.AtMostHalf,
            SourceGenerators: true),

        // PERF1003: the static methods through 'using static' (no 'Regex.' on the call), in operators (no member name
        // to call the regex after), options passed as 0; the struct made partial and the using added.
        new Scenario(
            RuleIdentifiers.BuildRegexOnce,
            "UsingStaticOperators",
            Folder + "PERF1003_UsingStaticOperators.cs",
            () => new BuildRegexOnceAnalyzer(),
            () => new BuildRegexOnceCodeFixProvider(),
            ExpectedDiagnostics: 2,
            AllocationClaim.NoMore,
            SourceGenerators: true),

        // PERF1003 in a file that is one namespace without usings, in a project that places usings inside it: the
        // using goes inside the namespace; local constant patterns, one kept because other code reads it.
        new Scenario(
            RuleIdentifiers.BuildRegexOnce,
            "NamespaceLocalConstants",
            Folder + "PERF1003_NamespaceLocalConstants.cs",
            () => new BuildRegexOnceAnalyzer(),
            () => new BuildRegexOnceCodeFixProvider(),
            ExpectedDiagnostics: 2,
            AllocationClaim.NoMore,
            EditorConfig: "csharp_using_directive_placement = inside_namespace\n",
            SourceGenerators: true),

        // PERF1003: a Regex built per call (a call's receiver, a target-typed new() in a local, a compiled Regex in
        // the instance field of an object made per line; in parentheses, a property, a lambda, a constructor), each parsed
        // and built every time before the fix.
        new Scenario(
            RuleIdentifiers.BuildRegexOnce,
            "PerCallRegex",
            Folder + "PERF1003_PerCallRegex.cs",
            () => new BuildRegexOnceAnalyzer(),
            () => new BuildRegexOnceCodeFixProvider(),
            ExpectedDiagnostics: 9,
            AllocationClaim.AtMostHalf,
            AllocationCalls: 100,
            SourceGenerators: true),

        // PERF1003 in a netstandard2.0 library: the static readonly field, new or shared or already there, or an instance
        // field made static; a singleton's site without a fix.
        new Scenario(
            RuleIdentifiers.BuildRegexOnce,
            "PerCallRegexLibrary",
            Folder + "PERF1003_PerCallRegexLibrary.cs",
            () => new BuildRegexOnceAnalyzer(),
            () => new BuildRegexOnceCodeFixProvider(),
            ExpectedDiagnostics: 10,
            AllocationClaim.AtMostHalf,
            DeclinedDiagnostics: 1,
            Runtime: TargetRuntime.NetStandard20),

        // PERF1004: one scenario with every form the fix writes (the await waits with the timeout: milliseconds, a
        // TimeSpan with ConfigureAwait, a token source's using statement unwrapped; a message kept in a guarded wait,
        // a token source's using declaration removed). The delay's task and timer, WhenAny's continuation and the token
        // sources are what the code before allocates beyond the tasks it waits for.
        new Scenario(
            RuleIdentifiers.UseWaitAsync,
            "Timeouts",
            Folder + "PERF1004_Timeouts.cs",
            () => new UseWaitAsyncAnalyzer(),
            () => new UseWaitAsyncCodeFixProvider(),
            ExpectedDiagnostics: 5,
            AllocationClaim.AtMostHalf),

        // PERF1004 from CA2027's fix: every delay already cancelled through a token source once the task wins (a using
        // declaration, a using statement). What WaitAsync still saves there: the delay's task, the token source and
        // its registration, WhenAny's task and continuations.
        new Scenario(
            RuleIdentifiers.UseWaitAsync,
            "CancelledDelay",
            Folder + "PERF1004_CancelledDelay.cs",
            () => new UseWaitAsyncAnalyzer(),
            () => new UseWaitAsyncCodeFixProvider(),
            ExpectedDiagnostics: 2,
            AllocationClaim.AtMostHalf),

        // PERF1005, the copy path: each record of an array parsed from a string, and each of its values, taken as UTF-8
        // bytes (GetBytes(GetRawText()) to GetRawUtf8Value(...).ToArray()); one element reaches GetRawText as a
        // parameter, reported without a fix (its bytes may not be UTF-8), and runs unchanged on both sides. The string
        // made per value is what goes.
        new Scenario(
            RuleIdentifiers.UseRawUtf8Value,
            "RawBytes",
            Folder + "PERF1005_RawBytes.cs",
            () => new UseRawUtf8ValueAnalyzer(),
            () => new UseRawUtf8ValueCodeFixProvider(),
            ExpectedDiagnostics: 3,
            AllocationClaim.AtMostHalf,
            DeclinedDiagnostics: 1,
            Since: TargetRuntime.Net9),

        // PERF1005, the writer path: kept records and the others' ids written on with WriteRawValue (with and without
        // skipInputValidation): the string per value goes.
        new Scenario(
            RuleIdentifiers.UseRawUtf8Value,
            "RawWriter",
            Folder + "PERF1005_RawWriter.cs",
            () => new UseRawUtf8ValueAnalyzer(),
            () => new UseRawUtf8ValueCodeFixProvider(),
            ExpectedDiagnostics: 2,
            AllocationClaim.AtMostHalf,
            Since: TargetRuntime.Net9),
    };
}
