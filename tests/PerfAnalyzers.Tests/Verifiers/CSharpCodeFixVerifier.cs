using System.Collections.Immutable;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.CSharp.Testing;
using Microsoft.CodeAnalysis.Testing;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.TestKit.Verification;

namespace PerfAnalyzers.Tests.Verifiers;

/// <summary>
/// The verifier of one rule's analyzer and fix, on Microsoft.CodeAnalysis.Testing with this project's defaults
/// (<see cref="PerfCodeFixTest"/>). Use as <c>using Verify = CSharpCodeFixVerifier&lt;TAnalyzer, TCodeFix&gt;;</c>.
/// </summary>
public static class CSharpCodeFixVerifier<TAnalyzer, TCodeFix>
    where TAnalyzer : DiagnosticAnalyzer, new()
    where TCodeFix : CodeFixProvider, new()
{
    /// <summary>The diagnostic of the analyzer's only rule.</summary>
    public static DiagnosticResult Diagnostic() => CSharpCodeFixVerifier<TAnalyzer, TCodeFix, DefaultVerifier>.Diagnostic();

    public static DiagnosticResult Diagnostic(string diagnosticId) => CSharpCodeFixVerifier<TAnalyzer, TCodeFix, DefaultVerifier>.Diagnostic(diagnosticId);

    public static DiagnosticResult Diagnostic(DiagnosticDescriptor descriptor) => new(descriptor);

    /// <summary>The markup's diagnostics are reported, and nothing else.</summary>
    public static Task VerifyAnalyzerAsync(string source, TargetRuntime runtime = TargetRuntime.Net10) =>
        new Test { TestCode = source, Runtime = runtime }.RunAsync();

    public static Task VerifyAnalyzerAsync(string source, params DiagnosticResult[] expected) =>
        VerifyAnalyzerAsync(source, TargetRuntime.Net10, expected);

    public static Task VerifyAnalyzerAsync(string source, TargetRuntime runtime, params DiagnosticResult[] expected)
    {
        var test = new Test { TestCode = source, Runtime = runtime };
        test.ExpectedDiagnostics.AddRange(expected);
        return test.RunAsync();
    }

    /// <summary>The markup's diagnostics are reported and every fix path (one by one, Fix All) gives <paramref name="fixedSource"/>.</summary>
    public static Task VerifyCodeFixAsync(string source, string fixedSource, TargetRuntime runtime = TargetRuntime.Net10) =>
        new Test { TestCode = source, FixedCode = fixedSource, Runtime = runtime }.RunAsync();

    public static Task VerifyCodeFixAsync(string source, DiagnosticResult expected, string fixedSource, TargetRuntime runtime = TargetRuntime.Net10)
    {
        var test = new Test { TestCode = source, FixedCode = fixedSource, Runtime = runtime };
        test.ExpectedDiagnostics.Add(expected);
        return test.RunAsync();
    }

    /// <summary>The markup's diagnostics are reported, and no fix is offered for them.</summary>
    public static Task VerifyNoFixAsync(string source, TargetRuntime runtime = TargetRuntime.Net10) =>
        new Test { TestCode = source, FixedCode = source, Runtime = runtime }.RunAsync();

    /// <summary>A test with several files, an .editorconfig, a language version or a runtime.</summary>
    public class Test : PerfCodeFixTest
    {
        public Test()
            : base(ImmutableArray.Create<DiagnosticAnalyzer>(new TAnalyzer()), ImmutableArray.Create<CodeFixProvider>(new TCodeFix()))
        {
        }
    }
}
