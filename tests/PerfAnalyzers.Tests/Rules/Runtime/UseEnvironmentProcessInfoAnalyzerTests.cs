using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer,
    PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class UseEnvironmentProcessInfoAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        using System;
        using System.Diagnostics;

        class C
        {
            object? M(string prefix)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("return [|Process.GetCurrentProcess().Id|];", "return Environment.ProcessId;")]
    [InlineData("return prefix + [|Process.GetCurrentProcess().Id|].ToString();", "return prefix + Environment.ProcessId.ToString();")]
    [InlineData("return [|System.Diagnostics.Process.GetCurrentProcess().Id|];", "return Environment.ProcessId;")]
    [InlineData("return [|(Process.GetCurrentProcess()).Id|];", "return Environment.ProcessId;")]
    [InlineData("return [|Process.GetCurrentProcess().MainModule?.FileName|];", "return Environment.ProcessPath;")]
    [InlineData("return [|Process.GetCurrentProcess().MainModule?.FileName|] ?? prefix;", "return Environment.ProcessPath ?? prefix;")]
    [InlineData("string path = [|Process.GetCurrentProcess().MainModule!.FileName|]; return path;", "string path = Environment.ProcessPath!; return path;")]
    [InlineData("Func<int> id = () => [|Process.GetCurrentProcess().Id|]; return id();", "Func<int> id = () => Environment.ProcessId; return id();")]
    public async Task ReadInPlace_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task FileNameWithoutNullHandling_KeepsItNotNullWhereNullableIsOn()
    {
        // MainModule is nullable: reading FileName straight off it already warns (CS8602) in a nullable context, and
        // the fix's `!` keeps the read not null, as the code had it. Without nullable annotations nothing is added.
        await Verify.VerifyCodeFixAsync(
            """
            using System.Diagnostics;

            class C
            {
                string On() => [|{|CS8602:Process.GetCurrentProcess().MainModule|}.FileName|];

            #nullable disable
                string Off() => [|Process.GetCurrentProcess().MainModule.FileName|];
            #nullable restore
            }
            """,
            """
            using System;
            using System.Diagnostics;

            class C
            {
                string On() => Environment.ProcessPath!;

            #nullable disable
                string Off() => Environment.ProcessPath;
            #nullable restore
            }
            """);
    }

    [Fact]
    public async Task Local_ReportsAndFixesEveryRead()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var process = {|#0:Process.GetCurrentProcess()|};
                        var id = {|#1:process.Id|};
                        Console.WriteLine($"{prefix} {{|#2:process.Id|}} {{|#3:process.MainModule?.FileName|}}");
                        return id;
                """),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithLocation(1)
                .WithLocation(2)
                .WithLocation(3)
                .WithArguments("'Environment.ProcessId' and 'Environment.ProcessPath'", PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer.ProcessPathPayoff.For(10)),
            Code("""
                var id = Environment.ProcessId;
                        Console.WriteLine($"{prefix} {Environment.ProcessId} {Environment.ProcessPath}");
                        return id;
                """));
    }

    [Fact]
    public async Task UsingDeclaration_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                Console.WriteLine(prefix);
                        using var current = {|#0:Process.GetCurrentProcess()|};
                        return {|#1:current.Id|};
                """),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments("'Environment.ProcessId'", PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer.ProcessIdPayoff.For(10)),
            Code("""
                Console.WriteLine(prefix);
                        return Environment.ProcessId;
                """));
    }

    [Fact]
    public async Task UsingStatement_LeavesItsStatements()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                using (var current = {|#0:Process.GetCurrentProcess()|})
                        {
                            // Where the logs say they come from.
                            Console.WriteLine({|#1:current.Id|});
                            Console.WriteLine({|#2:current.MainModule!.FileName|});
                        }

                        return null;
                """),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2)
                .WithArguments("'Environment.ProcessId' and 'Environment.ProcessPath'", PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer.ProcessPathPayoff.For(10)),
            Code("""
                // Where the logs say they come from.
                        Console.WriteLine(Environment.ProcessId);
                        Console.WriteLine(Environment.ProcessPath!);

                        return null;
                """));
    }

    [Fact]
    public async Task UsingStatementDeclaringNames_KeepsItsBlock()
    {
        // The block's `id` would join the method's scope, where another `id` follows.
        await Verify.VerifyCodeFixAsync(
            Code("""
                using (Process current = {|#0:Process.GetCurrentProcess()|})
                        {
                            var id = {|#1:current.Id|};
                            Console.WriteLine(id);
                        }

                        foreach (var id in prefix) { }
                        return null;
                """),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments("'Environment.ProcessId'", PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer.ProcessIdPayoff.For(10)),
            Code("""
                {
                            var id = Environment.ProcessId;
                            Console.WriteLine(id);
                        }

                        foreach (var id in prefix) { }
                        return null;
                """));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:Process.GetCurrentProcess().Id|};"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments("'Environment.ProcessId'", PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer.ProcessIdPayoff.For(10)),
            Code("return Environment.ProcessId;"));
    }

    [Theory]
    [InlineData("return Process.GetCurrentProcess();")]
    [InlineData("return Process.GetCurrentProcess().ProcessName;")]
    [InlineData("return Process.GetCurrentProcess().MainModule;")]
    [InlineData("return Process.GetCurrentProcess().MainModule?.ModuleName;")]
    [InlineData("return Process.GetCurrentProcess().MainModule?.FileName.Length;")]
    [InlineData("return Process.GetProcessById(1).Id;")]
    [InlineData("return Other.GetCurrentProcess().Id;")]
    [InlineData("var p = Process.GetCurrentProcess(); return p.Id + p.WorkingSet64;")]
    [InlineData("var p = Process.GetCurrentProcess(); Console.WriteLine(p.Id); return p;")]
    [InlineData("var p = Process.GetCurrentProcess(); p = Process.GetProcessById(1); return p.Id;")]
    [InlineData("var p = Process.GetCurrentProcess(); p.Refresh(); return p.Id;")]
    [InlineData("using (var p = Process.GetCurrentProcess()) { p.PriorityClass = ProcessPriorityClass.High; } return null;")]
    [InlineData("Process p = Process.GetCurrentProcess(), q = p; return q.Id;")]
    [InlineData("var p = Process.GetCurrentProcess(); return null;")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body, """
                private static class Other
                {
                    public static Process GetCurrentProcess() => Process.GetProcessById(1);
                }
            """));
    }

    [Fact]
    public async Task NetCoreApp31_NoDiagnostic()
    {
        // Environment.ProcessId is .NET 5, ProcessPath .NET 6.
        await Verify.VerifyAnalyzerAsync(
            "using System.Diagnostics;\nclass C { int M() => Process.GetCurrentProcess().Id; string? N() => Process.GetCurrentProcess().MainModule?.FileName; }",
            TargetRuntime.NetCoreApp31);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            "using System.Diagnostics;\nclass C { int M() => Process.GetCurrentProcess().Id; string N() => Process.GetCurrentProcess().MainModule.FileName; }",
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            "using System;\nusing System.Diagnostics;\nclass C { int M() => [|Process.GetCurrentProcess().Id|]; }",
            "using System;\nusing System.Diagnostics;\nclass C { int M() => Environment.ProcessId; }",
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        var test = new Verify.Test
        {
            TestCode = """
            using System.Diagnostics;

            namespace N
            {
            	class C
            	{
            		string Tag()
            		{
            			using var self = {|#0:Process.GetCurrentProcess()|};
            			return {|#1:self.Id|} + ":" + {|#2:Process.GetCurrentProcess().MainModule?.FileName|};
            		}

            		int Id() => {|#3:Process.GetCurrentProcess().Id|};
            	}
            }
            """,
        };
        test.ExpectedDiagnostics.AddRange(new[]
        {
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments("'Environment.ProcessId'", PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer.ProcessIdPayoff.For(10)),
            Verify.Diagnostic().WithLocation(2).WithArguments("'Environment.ProcessPath'", PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer.ProcessPathPayoff.For(10)),
            Verify.Diagnostic().WithLocation(3).WithArguments("'Environment.ProcessId'", PerfAnalyzers.Rules.Runtime.UseEnvironmentProcessInfoAnalyzer.ProcessIdPayoff.For(10)),
        });
        test.FixedCode = """
            using System;
            using System.Diagnostics;

            namespace N
            {
            	class C
            	{
            		string Tag()
            		{
            			return Environment.ProcessId + ":" + Environment.ProcessPath;
            		}

            		int Id() => Environment.ProcessId;
            	}
            }
            """;
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            class C
            {
                int M() => System.Diagnostics.Process.GetCurrentProcess().Id;
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                int M() => System.Diagnostics.Process.GetCurrentProcess().Id;
            }
            """));
        await test.RunAsync();
    }
}
