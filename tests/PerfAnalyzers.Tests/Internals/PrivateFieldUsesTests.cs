using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Internals;

/// <summary>
/// <see cref="PrivateFieldUses"/>, the one component that answers "is this private field used only as X" for the
/// locking, SearchValues and UnsafeAccessor rules: it must see every use of the field in every declaration of its type
/// (partial parts in other files, nested types, qualified and conditional access) and nothing that only has its name.
/// </summary>
public sealed class PrivateFieldUsesTests
{
    private const string Partial = """
        partial class C
        {
            private static readonly int[] s_values = { 1, 2 };
            private int _other;

            int First() => s_values[0];

            class Nested
            {
                int Length() => C.s_values.Length;
                int s_values(int s_values) => s_values;
            }
        }
        """;

    private const string OtherPart = """
        partial class C
        {
            int Sum(C? c)
            {
                var total = _other;
                foreach (var v in s_values) total += v;
                return total + (c?._other ?? 0);
            }
        }
        """;

    [Fact]
    public async Task EveryUse_InEveryPartAndNestedType_IsVisited()
    {
        var uses = await UsesAsync("s_values");

        // The initializer, the element read, the qualified .Length in the nested type, the foreach in the other file.
        Assert.Equal(4, uses.Count);
        Assert.Single(uses.OfType<IFieldInitializerOperation>());
        Assert.Equal(3, uses.OfType<IFieldReferenceOperation>().Count());
        Assert.Contains(uses, u => u is IFieldReferenceOperation { Parent: IArrayElementReferenceOperation });
        Assert.Contains(uses, u => u is IFieldReferenceOperation { Parent: IPropertyReferenceOperation { Property.Name: "Length" } });
        Assert.Contains(uses, u => u is IFieldReferenceOperation r && r.Parent!.Parent is IForEachLoopOperation || u is IFieldReferenceOperation { Parent: IForEachLoopOperation });
    }

    [Fact]
    public async Task ConditionalAccessOnAnotherInstance_IsVisited()
    {
        var uses = await UsesAsync("_other");

        // _other, and c?._other through the member binding.
        Assert.Equal(2, uses.Count);
        Assert.All(uses, u => Assert.IsAssignableFrom<IFieldReferenceOperation>(u));
    }

    [Fact]
    public async Task StoppingVisit_ReturnsFalse()
    {
        var (field, compilation) = await FieldAsync("s_values");
        var visited = 0;
        Assert.False(PrivateFieldUses.ForEach(field, compilation, _ => ++visited < 2, default));
        Assert.Equal(2, visited);
    }

    [Fact]
    public async Task NameInCommentsStringsLongerNamesAndEscapes_OnlyTheRealUsesAreVisited()
    {
        // The text search finds "_count" in a comment, a doc comment's cref, a string, an interpolation's text, a longer
        // name and a nameof; only the tokens that are the field are visited, written plainly, verbatim or escaped.
        const string Source = """
            class D
            {
                // _count is the number of items.
                private int _count = 1;
                private int _countMax;

                /// <summary>Reads <see cref="_count"/>.</summary>
                int Read() => _count + @_count + _c\u006Funt + _countMax;

                string Describe() => "_count \u005F" + $"_count {_count}" + nameof(_count);
            }
            """;
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/D.cs", Source) });
        var compilation = await RoslynHost.GetCompilationAsync(project);
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        var field = compilation.GetTypeByMetadataName("D")!.GetMembers("_count").OfType<IFieldSymbol>().Single();

        var uses = new List<IOperation?>();
        Assert.True(PrivateFieldUses.ForEach(field, compilation, use => { uses.Add(use); return uses.Count < 100; }, default));

        // The initializer, the three reads in Read, the interpolation's hole and nameof's argument.
        Assert.Single(uses.OfType<IFieldInitializerOperation>());
        Assert.Equal(5, uses.OfType<IFieldReferenceOperation>().Count());
        Assert.Contains(uses, u => u is IFieldReferenceOperation { Parent: INameOfOperation });
        Assert.Equal(6, uses.Count);
    }

    private static async Task<List<IOperation?>> UsesAsync(string name)
    {
        var (field, compilation) = await FieldAsync(name);
        var uses = new List<IOperation?>();
        Assert.True(PrivateFieldUses.ForEach(field, compilation, use => { uses.Add(use); return true; }, default));
        Assert.DoesNotContain(null, uses);
        return uses;
    }

    private static async Task<(IFieldSymbol Field, Compilation Compilation)> FieldAsync(string name)
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/A.cs", Partial), new SourceFile("/0/B.cs", OtherPart) });
        var compilation = await RoslynHost.GetCompilationAsync(project);
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        var field = compilation.GetTypeByMetadataName("C")!.GetMembers(name).OfType<IFieldSymbol>().Single();
        return (field, compilation);
    }
}
