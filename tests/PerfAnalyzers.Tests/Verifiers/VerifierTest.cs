using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Verifiers;

/// <summary>A verifier test with several files, a target runtime, a language version or an .editorconfig.</summary>
public sealed class VerifierTest
{
    /// <summary>Source files with markup: <c>[|...|]</c> or <c>{|ID:...|}</c> where diagnostics are expected.</summary>
    public List<(string Path, string Markup)> Sources { get; } = new();

    /// <summary>The expected sources after the fix, in the order of <see cref="Sources"/>; empty to skip the fix checks.</summary>
    public List<string> FixedSources { get; } = new();

    public TargetRuntime Runtime { get; set; } = TargetRuntime.Net10;

    public LanguageVersion LanguageVersion { get; set; } = LanguageVersion.Latest;

    public string? EditorConfig { get; set; }

    /// <summary>The kind of output (a console application for top-level statements).</summary>
    public OutputKind OutputKind { get; set; } = OutputKind.DynamicallyLinkedLibrary;

    /// <summary>When true, diagnostics are expected but no code action may be offered for them.</summary>
    public bool ExpectNoFix { get; set; }
}
