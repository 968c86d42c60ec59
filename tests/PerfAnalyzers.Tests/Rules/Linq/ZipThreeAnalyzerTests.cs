using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Linq.ZipThreeAnalyzer,
    PerfAnalyzers.Rules.Linq.ZipThreeCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Linq;

public sealed class ZipThreeAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System.Collections.Generic;
        using System.Linq;

        class C
        {
            int M(int[] a, List<string> b, IEnumerable<double> c, IEnumerable<(int First, string Second, double Third)> target)
            {
                {{body}}
            }

            static int Use(IEnumerable<(int, string, double)> triples) => triples.Count();
        }
        """;

    [Theory]
    // The names Zip(b, c) gives: First, Second, Third.
    [InlineData("var t = [|a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, Third: x))|]; return t.First().Third.GetHashCode();", "var t = a.Zip(b, c); return t.First().Third.GetHashCode();")]
    [InlineData("var t = [|a.Zip(b).Zip(c, (ab, Third) => (ab.First, ab.Second, Third))|]; return t.Count();", "var t = a.Zip(b, c); return t.Count();")]
    [InlineData("var t = [|a.Zip(b).Zip(c, static (ab, x) => (First: ab.First, Second: ab.Second, Third: x))|]; return t.Count();", "var t = a.Zip(b, c); return t.Count();")]
    // Names nobody reads: the target type's, a deconstruction, a declared iteration type.
    [InlineData("return Use([|a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x))|]);", "return Use(a.Zip(b, c));")]
    [InlineData("target = [|a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x))|]; return 0;", "target = a.Zip(b, c); return 0;")]
    [InlineData("var n = 0; foreach (var (p, q, r) in [|a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x))|]) n += p; return n;", "var n = 0; foreach (var (p, q, r) in a.Zip(b, c)) n += p; return n;")]
    [InlineData("var n = 0; foreach ((int p, string q, double r) in [|a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x))|]) n += p; return n;", "var n = 0; foreach ((int p, string q, double r) in a.Zip(b, c)) n += p; return n;")]
    [InlineData("var n = 0; foreach ((int P, string Q, double R) t in [|a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x))|]) n += t.P; return n;", "var n = 0; foreach ((int P, string Q, double R) t in a.Zip(b, c)) n += t.P; return n;")]
    [InlineData("return Use([|a.Zip(b).Zip(c, (ab, x) => { return (ab.First, ab.Second, x); })|]);", "return Use(a.Zip(b, c));")]
    [InlineData("return Use([|Enumerable.Range(0, 3).Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x))|]);", "return Use(Enumerable.Range(0, 3).Zip(b, c));")]
    public async Task Triples_ZipThree(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task Chain_KeepsItsLines()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                return Use([|a
                    .Zip(b)
                    .Zip(c, (ab, x) => (ab.First, ab.Second, x))|]);
                """),
            Code("""
                return Use(a
                    .Zip(b, c));
                """));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return Use({|#0:a.Zip(b).Zip({|#1:c|}, (ab, x) => (ab.First, ab.Second, x))|});"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments(PerfAnalyzers.Rules.Linq.ZipThreeAnalyzer.ZipThreePayoff.For(10)),
            Code("return Use(a.Zip(b, c));"));
    }

    [Theory]
    // The names are read: t.x would have to become t.Third.
    [InlineData("var t = a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x)); return t.First().x.GetHashCode();")]
    [InlineData("var n = 0; foreach (var t in a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x))) n += t.First; return n;")]
    [InlineData("return a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x)).Count();")]
    [InlineData("return Enumerable.Count(a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x)));")]
    [InlineData("return Enumerable.ToList(a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x)))[0].x.GetHashCode();")]
    // Not the triple in order, or more than the triple.
    [InlineData("return Use(a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x + 1)));")]
    [InlineData("return a.Zip(b).Zip(c, (ab, x) => (ab.Second, ab.First, x)).Count();")]
    [InlineData("return a.Zip(b).Zip(c, (ab, x) => (First: ab.First, Second: ab.Second, Third: ab.First)).Count();")]
    [InlineData("return a.Zip(b).Zip(c, (ab, x) => ab.First + x).Count();")]
    [InlineData("return a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second)).Count();")]
    [InlineData("return Use(a.Zip(b).Zip(c, (ab, x) => { System.Console.WriteLine(); return (ab.First, ab.Second, x); }));")]
    // Other shapes: a selector on the inner Zip, a method group, static calls.
    [InlineData("return a.Zip(b, (p, q) => (First: p, Second: q)).Zip(c, (ab, x) => (ab.First, ab.Second, Third: x)).Count();")]
    [InlineData("return Use(Enumerable.Zip(a.Zip(b), c, (ab, x) => (ab.First, ab.Second, x)));")]
    [InlineData("return Use(Enumerable.Zip(a, b).Zip(c, (ab, x) => (ab.First, ab.Second, x)));")]
    [InlineData("return a.Zip(b).Zip(c, Make).Count();")]
    public async Task NotTheTripleOrNamesRead_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body).Replace("static int Use(", "static (int First, string Second, double Third) Make((int First, string Second) ab, double x) => (ab.First, ab.Second, x);\n\n    static int Use("));
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task BeforeNet6_NoDiagnostic(TargetRuntime runtime)
    {
        // Zip(first, second) without a selector is .NET Core 3.0; .NET Framework and .NET Standard 2.0 have neither.
        var body = runtime == TargetRuntime.NetCoreApp31
            ? "return a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, Third: x)).Count();"
            : "return a.Zip(b, (p, q) => p).Zip(c, (p, x) => p).Count();";
        await Verify.VerifyAnalyzerAsync(Code(body), runtime);
    }

    [Fact]
    public async Task OnNet8_Reports()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return [|a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, Third: x))|].Count();"),
            Code("return a.Zip(b, c).Count();"),
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return Use([|a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, x))|]) + Use([|a.Zip(b).Zip(c, (p, q) => (p.First, p.Second, q))|]);"),
            Code("return Use(a.Zip(b, c)) + Use(a.Zip(b, c));"));
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Linq;

            class C
            {
                int M(int[] a, int[] b, int[] c) => a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, Third: x)).Count();
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Linq;

            class D
            {
                int M(int[] a, int[] b, int[] c) => a.Zip(b).Zip(c, (ab, x) => (ab.First, ab.Second, Third: x)).Count();
            }
            """));
        await test.RunAsync();
    }
}
