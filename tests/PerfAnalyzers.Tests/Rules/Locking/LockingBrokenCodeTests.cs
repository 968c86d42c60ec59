using System.Collections.Immutable;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Rules.Locking;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Rules.Locking;

/// <summary>The locking analyzers never throw on code that doesn't compile.</summary>
public sealed class LockingBrokenCodeTests
{
    public static TheoryData<string> Sources() => new()
    {
        "class C { object _g = new object(); void M() { System.Threading.Monitor.Enter(_g, ref ); } }",
        "class C { object _g = new object(); void M() { System.Threading.Monitor.Enter(_g, ref x); } }",
        "class C { object _g = new object(); bool t = false; void M() { System.Threading.Monitor.TryEnter(_g, 1, ref t, 2); } }",
        "class C { object _g = new(); void M() { lock (_g) { _n++; } } }",
        "class C { object _g = new(); int _n; void M() { lock (_g) { _n += ; } } }",
        "class C { object _g = new(); int _n; void M() { lock () { _n++; } } }",
        "class C { object _g = new(); int _n; int M() { lock (_g) return; } }",
        "class C { object _g = new(); long _n; void M() { lock (_g) _n -= Missing; } }",
        "class C { private readonly object _g = new Missing(); int _n; void M() { lock (_g) { _n++; } } }",
        "partial class C { object _g = new object(); class D { void M(C c) { lock (c._g) } } }",
        "class C<T> { static object s_g = new object(); static int s_n; void M() { lock (C<int>.s_g) { C<int>.s_n++; } } }",
        "struct S { object _g = new object(); int _n; void M() { lock (_g) { _n++; } } }",
        "class C { object _g = new object(); void M() { bool t = false; try { System.Threading.Monitor.Enter(_g, ref t) } finally { } } }",
    };

    [Theory]
    [MemberData(nameof(Sources))]
    public async Task Analyzers_SurviveBrokenCode(string source)
    {
        var analyzers = ImmutableArray.Create<DiagnosticAnalyzer>(new UseLockTypeAnalyzer(), new UseInterlockedAnalyzer());
        foreach (var runtime in new[] { TargetRuntime.Net10, TargetRuntime.Net8, TargetRuntime.NetCoreApp31 })
        {
            var project = RoslynHost.CreateProject(
                new[] { new SourceFile("/0/Broken.cs", source) },
                new ProjectOptions { Runtime = runtime, EditorConfig = "root = true\n\n[*.cs]\ndotnet_diagnostic.PERF0301.severity = warning\n" });

            // Throws when an analyzer throws (AD0001).
            await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzers);
        }
    }
}
