using Microsoft.CodeAnalysis.Text;
using PerfAnalyzers.Rules.ArrayPool;

namespace PerfAnalyzers.Tests.Rules.ArrayPool;

/// <summary>The per-file text filter in front of the ArrayPool flow analysis: it must never hide a file that mentions Rent.</summary>
public sealed class RentedArrayActionsTests
{
    [Theory]
    [InlineData(0)]
    [InlineData(8188)]
    [InlineData(8189)]
    [InlineData(8190)]
    [InlineData(8191)]
    [InlineData(8192)]
    [InlineData(16381)]
    [InlineData(20000)]
    public void TextContainsRent_FindsItAnywhere_ChunkBoundariesIncluded(int position)
    {
        var text = new string('x', position) + "Rent" + new string('y', 100);
        Assert.True(RentedArrayActions.TextContainsRent(SourceText.From(text)));
    }

    [Theory]
    [InlineData("")]
    [InlineData("Ren")]
    [InlineData("class C { void M() { var r = Rental(); } }")]
    public void TextContainsRent_OnlyWhenThereIsOne(string text)
    {
        Assert.Equal(text.Contains("Rent", System.StringComparison.Ordinal), RentedArrayActions.TextContainsRent(SourceText.From(text)));
    }

    [Fact]
    public void TextContainsRent_NotInALongFileWithout()
    {
        Assert.False(RentedArrayActions.TextContainsRent(SourceText.From(new string('R', 30000) + "en Ren rent RENT")));
        Assert.True(RentedArrayActions.TextContainsRent(SourceText.From(new string('R', 30000) + "Rent")));
    }

    [Fact]
    public void Statement_QuotesTheEnclosingStatementOnOneLine()
    {
        var tree = Microsoft.CodeAnalysis.CSharp.CSharpSyntaxTree.ParseText("class C { int M(int[] a) { return a[0]\n            + a[1]; } }");
        var element = System.Linq.Enumerable.First(System.Linq.Enumerable.OfType<Microsoft.CodeAnalysis.CSharp.Syntax.ElementAccessExpressionSyntax>(tree.GetRoot().DescendantNodes()));
        Assert.Equal("return a[0] + a[1];", RentedArrayActions.Statement(element));
    }

    [Fact]
    public void Statement_LongStatementsAreCut()
    {
        var call = "Consume(" + new string('x', 100) + ");";
        var tree = Microsoft.CodeAnalysis.CSharp.CSharpSyntaxTree.ParseText("class C { void M() { " + call + " } }");
        var statement = System.Linq.Enumerable.First(System.Linq.Enumerable.OfType<Microsoft.CodeAnalysis.CSharp.Syntax.ExpressionStatementSyntax>(tree.GetRoot().DescendantNodes()));
        var quoted = RentedArrayActions.Statement(statement);
        Assert.Equal(60, quoted.Length);
        Assert.EndsWith("…", quoted, System.StringComparison.Ordinal);
        Assert.StartsWith("Consume(xxx", quoted, System.StringComparison.Ordinal);
    }
}
