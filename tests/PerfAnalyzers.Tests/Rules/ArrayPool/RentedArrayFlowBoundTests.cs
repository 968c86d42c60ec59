using System.Linq;
using System.Text;
using System.Threading.Tasks;
using PerfAnalyzers.Rules.ArrayPool;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

/// <summary>
/// The flow analysis has a documented size bound (<see cref="RentedArrayFlow.MaxBlocks"/>): a body past it is skipped
/// with no diagnostic, one under it is analyzed as usual.
/// </summary>
public sealed class RentedArrayFlowBoundTests
{
    [Theory]
    [InlineData(10, 1)]
    [InlineData(1500, 1)]
    [InlineData(2500, 0)]
    public async Task UseAfterReturn_InABodyOfManyBranches_ReportedOnlyUnderTheBound(int branches, int expected)
    {
        var source = new StringBuilder();
        source.AppendLine("using System.Buffers;");
        source.AppendLine("class C");
        source.AppendLine("{");
        source.AppendLine("    int M(int x)");
        source.AppendLine("    {");
        source.AppendLine("        var b = ArrayPool<byte>.Shared.Rent(16);");
        source.AppendLine("        var y = 0;");
        for (var i = 0; i < branches; i++)
        {
            source.AppendLine($"        if (x == {i}) y++;");
        }

        source.AppendLine("        ArrayPool<byte>.Shared.Return(b);");
        source.AppendLine("        return b[0] + y;");
        source.AppendLine("    }");
        source.AppendLine("}");

        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", source.ToString()) });
        var diagnostics = await RoslynHost.GetAnalyzerDiagnosticsAsync(project, new RentedArrayUsedAfterReturnAnalyzer());

        Assert.Equal(expected, diagnostics.Count(d => d.Id == RuleIdentifiers.RentedArrayUsedAfterReturn));
    }

    [Fact]
    public void TheBounds_AreDocumented()
    {
        var performance = System.IO.File.ReadAllText(System.IO.Path.Combine(ReferenceSets.RepositoryRoot, "docs", "performance.md"));
        Assert.Contains(RentedArrayFlow.MaxBlocks.ToString("N0", System.Globalization.CultureInfo.InvariantCulture) + " basic blocks", performance, System.StringComparison.Ordinal);
        Assert.Contains($"{RentedArrayFlow.MaxRounds} rounds", performance, System.StringComparison.Ordinal);
    }

    [Fact]
    public void TheSharedResult_IsImmutable()
    {
        // One body's result is shared by every ArrayPool rule that reads it, on any thread: nothing in it can be set.
        foreach (var property in typeof(RentedArray).GetProperties(System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.Instance))
        {
            Assert.Null(property.SetMethod);
            var type = property.PropertyType;
            Assert.True(
                type.IsPrimitive || type == typeof(bool) || !type.IsGenericType || type.GetGenericTypeDefinition() == typeof(System.Collections.Immutable.ImmutableArray<>),
                $"{property.Name} is a {type}");
        }

        Assert.DoesNotContain(
            typeof(RentedArray).GetFields(System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Instance),
            f => !f.IsInitOnly);
    }
}
