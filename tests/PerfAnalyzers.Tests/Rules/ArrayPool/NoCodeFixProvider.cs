using System.Collections.Immutable;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.CodeFixes;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

/// <summary>The verifier's fixer for rules that offer no fix (PERF0503): fixes nothing.</summary>
public sealed class NoCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray<string>.Empty;

    public override FixAllProvider? GetFixAllProvider() => null;

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => Task.CompletedTask;
}
