using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Sealing.SealInternalTypesAnalyzer,
    PerfAnalyzers.Rules.Sealing.SealInternalTypesCodeFixProvider>;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// The SDK's source generators run in test and scenario projects that ask for them (the rules whose fixes write
/// [GeneratedRegex] or use a JsonSerializerContext's generated members), from the reference packs restored offline.
/// </summary>
public sealed class SourceGeneratorTests
{
    private const string Source = """
        using System.Text.Json.Serialization;
        using System.Text.RegularExpressions;

        public static partial class Patterns
        {
            [GeneratedRegex("^[a-z]+$")]
            public static partial Regex Word();

            public static bool IsWord(string text) => Word().IsMatch(text);
        }

        public sealed class Point
        {
            public int X { get; set; }
        }

        [JsonSerializable(typeof(Point))]
        public partial class PointContext : JsonSerializerContext
        {
            public static string Write(Point point) => System.Text.Json.JsonSerializer.Serialize(point, Default.Point);
        }
        """;

    [Theory]
    [InlineData(TargetRuntime.Net10)]
    [InlineData(TargetRuntime.Net8)]
    public async Task WithGenerators_GeneratedMembersExist(TargetRuntime runtime)
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", Source) }, new ProjectOptions { Runtime = runtime, SourceGenerators = true });
        var errors = (await RoslynHost.GetCompilerDiagnosticsAsync(project)).Where(d => d.Severity == DiagnosticSeverity.Error).ToList();
        Assert.True(errors.Count == 0, string.Join("\n", errors.Select(RoslynHost.Format)));
    }

    [Fact]
    public async Task WithoutGenerators_ThePartialMethodHasNoImplementation()
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", Source) });
        var errors = (await RoslynHost.GetCompilerDiagnosticsAsync(project)).Where(d => d.Severity == DiagnosticSeverity.Error).Select(d => d.Id).ToList();
        Assert.Contains("CS8795", errors);
    }

    [Fact]
    public async Task Verifier_WithGenerators_CompilesGeneratedCode()
    {
        // No diagnostic expected: the compiler's errors count in the framework's test, so CS8795 would fail it.
        var test = new Verify.Test { SourceGenerators = true };
        test.TestState.Sources.Add(("/0/Test0.cs", Source));
        await test.RunAsync();
    }
}
