using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Internals;

/// <summary>
/// The operation-tree helpers the analyzers share (<see cref="OperationExtensions"/>), on small method bodies: each
/// answer, and a case where it is no.
/// </summary>
public sealed class OperationExtensionsTests
{
    [Fact]
    public void SingleUseOf_TheOneReference()
    {
        var body = Body("var a = 1; Use(a);");

        var use = body.SingleUseOf(Local(body, "a"));

        Assert.NotNull(use);
        Assert.Equal("Use(a)", use!.Syntax.FirstAncestorOrSelf<InvocationExpressionSyntax>()!.ToString());
    }

    [Theory]
    [InlineData("var a = 1; Use(a); Use(a);")]
    [InlineData("var a = 1;")]
    public void SingleUseOf_NoneOrMore_Null(string statements)
    {
        var body = Body(statements);

        Assert.Null(body.SingleUseOf(Local(body, "a")));
    }

    [Fact]
    public void DeclaratorOf_FromANestedBlock_FoundOutwards()
    {
        var body = Body("var a = 1; { if (a > 0) { Use(a); } }");
        var local = Local(body, "a");
        var reference = References(body, local).Last();

        var declarator = reference.DeclaratorOf(local);

        Assert.NotNull(declarator);
        Assert.Equal("a = 1", declarator!.Syntax.ToString());
    }

    [Fact]
    public void DeclaratorOf_DeclaredInABlockNotAround_Null()
    {
        // Only the blocks around the operation are searched: a local of a sibling block is not in scope there.
        var body = Body("{ var a = 1; Use(a); } Use(2);");

        Assert.Null(Calls(body)[1].DeclaratorOf(Local(body, "a")));
    }

    [Fact]
    public void IsInNextStatement_TheStatementAfterTheDeclaration()
    {
        var body = Body("var a = 1; Use(a); Use(2);");
        var declaration = Declaration(body, "a");
        var calls = Calls(body);

        Assert.True(calls[0].IsInNextStatement(declaration));
        Assert.False(calls[1].IsInNextStatement(declaration));
    }

    [Fact]
    public void IsInNextStatement_NextStatementIsABlock_False()
    {
        var body = Body("var a = 1; { Use(a); }");

        Assert.False(Calls(body)[0].IsInNextStatement(Declaration(body, "a")));
    }

    [Fact]
    public void IsInNextStatement_FirstStatementOfAUsingBody()
    {
        var body = Body("using (var s = new System.IO.MemoryStream()) { Use(1); Use(2); }");
        var @using = body.Descendants().OfType<IUsingOperation>().Single();
        var calls = Calls(body);

        Assert.True(calls[0].IsInNextStatement(@using));
        Assert.False(calls[1].IsInNextStatement(@using));
    }

    [Theory]
    [InlineData("var a = 1; a++; Use(a);")]
    [InlineData("var a = 1; a = 2; Use(a);")]
    [InlineData("var a = 1; Set(ref a); Use(a);")]
    public void IsWrittenIn_AssignedIncrementedOrPassedByReference(string statements)
    {
        var body = Body(statements);

        Assert.True(References(body, Local(body, "a")).Last().IsWrittenIn(body));
    }

    [Fact]
    public void IsWrittenIn_OnlyRead_False()
    {
        var body = Body("var a = 1; var b = a; Use(a); b = 3;");

        Assert.False(References(body, Local(body, "a")).Last().IsWrittenIn(body));
    }

    private static IOperation Body(string statements)
    {
        var tree = CSharpSyntaxTree.ParseText("class C { void M() { " + statements + " } static void Use(int x) { } static void Set(ref int x) { } }");
        var compilation = CSharpCompilation.Create(
            "OperationExtensionsTests",
            new[] { tree },
            ReferenceSets.Get(TargetRuntime.Net10),
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        var method = tree.GetRoot().DescendantNodes().OfType<MethodDeclarationSyntax>().First();
        return compilation.GetSemanticModel(tree).GetOperation(method)!;
    }

    private static ILocalSymbol Local(IOperation body, string name) =>
        body.Descendants().OfType<IVariableDeclaratorOperation>().First(d => d.Symbol.Name == name).Symbol;

    private static IOperation Declaration(IOperation body, string name) =>
        body.Descendants().OfType<IVariableDeclaratorOperation>().First(d => d.Symbol.Name == name).Parent!.Parent!;

    private static ILocalReferenceOperation[] References(IOperation body, ILocalSymbol local) =>
        body.Descendants().OfType<ILocalReferenceOperation>().Where(r => SymbolEqualityComparer.Default.Equals(r.Local, local)).ToArray();

    private static IInvocationOperation[] Calls(IOperation body) =>
        body.Descendants().OfType<IInvocationOperation>().Where(c => c.TargetMethod.Name == "Use").ToArray();
}
