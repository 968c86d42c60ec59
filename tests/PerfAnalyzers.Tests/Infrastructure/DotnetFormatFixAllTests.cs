using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.Rules.Hex;
using PerfAnalyzers.Rules.Linq;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// <c>dotnet format analyzers</c> fixes a rule with the equivalence key of the action offered on the rule's first
/// diagnostic in the project, or with no key when that diagnostic is one the fixer declines. Every fixer's Fix All must
/// fix every fixable diagnostic in both cases (with no key, the batch fixer used to fix nothing and dotnet format
/// skipped the rule for the whole project).
/// </summary>
public sealed class DotnetFormatFixAllTests
{
    public static TheoryData<string> FixableRules()
    {
        var data = new TheoryData<string>();
        foreach (var (id, (_, fixer, _, _, _)) in TargetFrameworkTests.Cases)
        {
            if (fixer().FixableDiagnosticIds.Contains(id))
            {
                data.Add(id);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(FixableRules))]
    public async Task FixAll_WithTheKeyOfNoAction_StillFixesEveryFixableDiagnostic(string id)
    {
        var (analyzer, fixer, source, reports, _) = TargetFrameworkTests.Cases[id];

        // On .NET 10 where the rule reports there, else on the first target it reports on (PERF0508: before .NET 6).
        var runtime = System.Array.IndexOf(reports, TargetRuntime.Net10) >= 0 ? TargetRuntime.Net10 : reports[0];
        var project = RoslynHost.CreateProject(
            new[] { new SourceFile("/0/Test0.cs", source.Replace("[|", string.Empty).Replace("|]", string.Empty)) },
            new ProjectOptions { EditorConfig = TargetFrameworkTests.EnableAll, Runtime = runtime, SourceGenerators = true }); // PERF1003's fix writes [GeneratedRegex]
        var reported = (await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzer())).Where(d => d.Id == id).ToList();
        Assert.NotEmpty(reported);
        var fixable = false;
        foreach (var diagnostic in reported)
        {
            fixable |= (await RoslynHost.GetCodeActionsAsync(project.GetDocument(diagnostic.Location.SourceTree)!, diagnostic, fixer())).Length > 0;
        }

        if (!fixable)
        {
            // This rule's typical case is one it reports without a fix (PERF0403: First on reference-type elements):
            // nothing to fix, and the test above it in this class covers the rule.
            Assert.Null(await RoslynHost.FixAllAsDotnetFormatAsync(project, analyzer(), fixer(), id, asIfTheFirstWereUnfixable: true));
            return;
        }

        var fixedProject = await RoslynHost.FixAllAsDotnetFormatAsync(project, analyzer(), fixer(), id, asIfTheFirstWereUnfixable: true);

        Assert.NotNull(fixedProject);
        Assert.DoesNotContain(await RoslynHost.GetAnalyzerDiagnosticsAsync(fixedProject!, analyzer()), d => d.Id == id);
        Assert.Empty((await RoslynHost.GetCompilerDiagnosticsAsync(fixedProject!)).Where(d => d.Severity == DiagnosticSeverity.Error));
    }

    [Fact]
    public async Task MinBy_UnfixableFirstInTheFile_TheFixableOnesAreFixed()
    {
        const string Source = """
            using System.Linq;

            class C
            {
                int Smallest(int[] values) => values.OrderBy(v => v).FirstOrDefault();

                string Shortest(string[] names) => names.OrderBy(n => n.Length).FirstOrDefault();

                int Largest(int[] values) => values.OrderByDescending(v => v).First();
            }
            """;
        const string Fixed = """
            using System.Linq;

            class C
            {
                int Smallest(int[] values) => values.OrderBy(v => v).FirstOrDefault();

                string Shortest(string[] names) => names.MinBy(n => n.Length);

                int Largest(int[] values) => values.Max();
            }
            """;
        await AssertDotnetFormatResultAsync(new UseMinByMaxByAnalyzer(), new UseMinByMaxByCodeFixProvider(), RuleIdentifiers.UseMinByMaxBy, Source, Fixed);
    }

    [Fact]
    public async Task ConvertToHexString_UnfixableFirstInTheFile_TheFixableOnesAreFixed()
    {
        const string Source = """
            using System;

            class C
            {
                string Tail(byte[] data) => BitConverter.ToString(data, 1).Replace("-", "");

                string All(byte[] data) => BitConverter.ToString(data).Replace("-", "");
            }
            """;
        const string Fixed = """
            using System;

            class C
            {
                string Tail(byte[] data) => BitConverter.ToString(data, 1).Replace("-", "");

                string All(byte[] data) => Convert.ToHexString(data);
            }
            """;
        await AssertDotnetFormatResultAsync(new UseConvertToHexStringAnalyzer(), new UseConvertToHexStringCodeFixProvider(), RuleIdentifiers.UseConvertToHexString, Source, Fixed);
    }

    private static async Task AssertDotnetFormatResultAsync(
        Microsoft.CodeAnalysis.Diagnostics.DiagnosticAnalyzer analyzer,
        Microsoft.CodeAnalysis.CodeFixes.CodeFixProvider fixer,
        string id,
        string source,
        string expected)
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", source) });
        var diagnostics = await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzer);
        var first = diagnostics.First(d => d.Id == id);
        Assert.Empty(await RoslynHost.GetCodeActionsAsync(project.Documents.Single(), first, fixer));

        var fixedProject = await RoslynHost.FixAllAsDotnetFormatAsync(project, analyzer, fixer, id);

        Assert.NotNull(fixedProject);
        Assert.Equal(expected.ReplaceLineEndings("\n"), (await RoslynHost.GetTextAsync(fixedProject!.Documents.Single())).ReplaceLineEndings("\n"));
    }
}
