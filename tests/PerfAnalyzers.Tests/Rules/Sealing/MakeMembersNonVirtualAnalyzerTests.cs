using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Sealing.MakeMembersNonVirtualAnalyzer,
    PerfAnalyzers.Rules.Sealing.MakeMembersNonVirtualCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Sealing;

public sealed class MakeMembersNonVirtualAnalyzerTests
{
    private const string FriendAssembly = "[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(\"Friend.Tests\")]\n";

    [Theory]
    [InlineData("public virtual int [|Area|]() => 1;", "public int Area() => 1;")]
    [InlineData("protected virtual void [|OnChanged|]() { }", "protected void OnChanged() { }")]
    [InlineData("protected internal virtual void [|OnChanged|]() { }", "protected internal void OnChanged() { }")]
    [InlineData("private protected virtual void [|OnChanged|]() { }", "private protected void OnChanged() { }")]
    [InlineData("internal virtual int [|Size|] => 1;", "internal int Size => 1;")]
    [InlineData("public virtual int [|Size|] { get; protected set; }", "public int Size { get; protected set; }")]
    [InlineData("public virtual int [|this|][int i] => i;", "public int this[int i] => i;")]
    [InlineData("public virtual event System.EventHandler? {|CS0067:[|Changed|]|};", "public event System.EventHandler? {|CS0067:Changed|};")]
    [InlineData("public virtual event System.EventHandler [|Changed|] { add { } remove { } }", "public event System.EventHandler Changed { add { } remove { } }")]
    [InlineData("virtual public int [|Area|]() => 1;", "public int Area() => 1;")]
    [InlineData("public virtual T [|Get|]<T>(T value) => value;", "public T Get<T>(T value) => value;")]
    [InlineData("public virtual async System.Threading.Tasks.Task [|RunAsync|]() => await System.Threading.Tasks.Task.Yield();", "public async System.Threading.Tasks.Task RunAsync() => await System.Threading.Tasks.Task.Yield();")]
    public async Task VirtualMemberNothingOverrides_InADerivedFromType_ReportsAndFixes(string member, string fixedMember)
    {
        const string Derived = "internal class Circle : Shape { public override int Sides() => 0; }\n";
        await Verify.VerifyCodeFixAsync(
            "internal abstract class Shape\n{\n    public abstract int Sides();\n    " + member + "\n}\n" + Derived,
            "internal abstract class Shape\n{\n    public abstract int Sides();\n    " + fixedMember + "\n}\n" + Derived);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            "internal class Shape { public virtual int {|#0:Area|}() => 1; }\ninternal class Square : Shape { }\n",
            Verify.Diagnostic().WithLocation(0).WithArguments("Shape.Area", PerfAnalyzers.Rules.Sealing.MakeMembersNonVirtualAnalyzer.MakeMembersNonVirtualPayoff.For(10)),
            "internal class Shape { public int Area() => 1; }\ninternal class Square : Shape { }\n");
        Assert.Equal(
            Microsoft.CodeAnalysis.DiagnosticSeverity.Info,
            PerfAnalyzers.Rules.Sealing.MakeMembersNonVirtualAnalyzer.Rule.DefaultSeverity);
    }

    [Fact]
    public async Task IndexerMessage_NamesTheIndexer()
    {
        await Verify.VerifyCodeFixAsync(
            "internal abstract class Table { public virtual int {|#0:this|}[int i] => i; }\n",
            Verify.Diagnostic().WithLocation(0).WithArguments("Table.this[]", PerfAnalyzers.Rules.Sealing.MakeMembersNonVirtualAnalyzer.MakeMembersNonVirtualPayoff.For(10)),
            "internal abstract class Table { public int this[int i] => i; }\n");
    }

    [Fact]
    public async Task OnlyTheMembersNothingOverrides_AreReported()
    {
        await Verify.VerifyCodeFixAsync(
            """
            internal class Node
            {
                public virtual int Weight() => 1;

                public virtual int [|Depth|]() => 0;

                public virtual string Label { get; } = "";

                public virtual bool [|Visible|] => true;
            }

            internal class Leaf : Node
            {
                public override int Weight() => 2;

                public override string Label => "leaf";
            }
            """,
            """
            internal class Node
            {
                public virtual int Weight() => 1;

                public int Depth() => 0;

                public virtual string Label { get; } = "";

                public bool Visible => true;
            }

            internal class Leaf : Node
            {
                public override int Weight() => 2;

                public override string Label => "leaf";
            }
            """);
    }

    [Theory]
    // Overridden further down the hierarchy, in a generic derived type, through an override chain, by one accessor.
    [InlineData("internal class A { public virtual void M() { } } internal class B : A { } internal class C : B { public override void M() { } }")]
    [InlineData("internal class A<T> { public virtual T M(T t) => t; } internal class B : A<int> { public override int M(int t) => t + 1; }")]
    [InlineData("internal class A { public virtual int P { get; set; } } internal class B : A { public override int P { get => 1; } }")]
    [InlineData("internal class A { public virtual event System.EventHandler? {|CS0067:E|}; } internal class B : A { public override event System.EventHandler? E { add { } remove { } } }")]
    [InlineData("internal class A { public virtual int this[int i] => i; } internal class B : A { public override int this[int i] => 0; }")]
    [InlineData("internal class A { public virtual void M() { } } internal class B : A { public sealed override void M() { } }")]
    [InlineData("internal abstract class A { public virtual void M() { } } internal abstract class B : A { public abstract override void M(); }")]
    // A public type: another assembly may override.
    [InlineData("public class A { public virtual void M() { } } public class B : A { }")]
    [InlineData("public class A { protected internal virtual void M() { } } internal class B : A { }")]
    // Nothing derives from the type and it is not abstract: PERF0201 seals it (and its fix removes 'virtual').
    [InlineData("internal class A { public virtual void M() { } }")]
    // Not virtual, or not introduced here.
    [InlineData("internal abstract class A { public abstract void M(); public void N() { } } internal class B : A { public override void M() { } }")]
    [InlineData("internal class A { public override string ToString() => \"\"; } internal class B : A { }")]
    [InlineData("internal interface I { void M(); } internal class A : I { public void M() { } } internal class B : A { }")]
    public async Task NotAnUnoverriddenVirtualOfAnInternalBase_NoDiagnostic(string source)
    {
        await Verify.VerifyAnalyzerAsync(source);
    }

    [Fact]
    public async Task RecordMembersARecordRequiresVirtual_NoDiagnostic_OthersReported()
    {
        await Verify.VerifyCodeFixAsync(
            """
            internal record Entry(int Key)
            {
                public virtual bool Equals(Entry? other) => other is not null && other.Key == Key;

                public override int GetHashCode() => Key;

                protected virtual bool PrintMembers(System.Text.StringBuilder builder) => false;

                public virtual string [|Describe|]() => Key.ToString();
            }

            internal record Special(int Key) : Entry(Key);
            """,
            """
            internal record Entry(int Key)
            {
                public virtual bool Equals(Entry? other) => other is not null && other.Key == Key;

                public override int GetHashCode() => Key;

                protected virtual bool PrintMembers(System.Text.StringBuilder builder) => false;

                public string Describe() => Key.ToString();
            }

            internal record Special(int Key) : Entry(Key);
            """);
    }

    [Fact]
    public async Task NestedPrivateTypes_Report()
    {
        await Verify.VerifyCodeFixAsync(
            "public class Outer\n{\n    private abstract class Step { public virtual void [|Run|]() { } }\n    private sealed class First : Step { }\n}\n",
            "public class Outer\n{\n    private abstract class Step { public void Run() { } }\n    private sealed class First : Step { }\n}\n");
    }

    [Fact]
    public async Task MemberHidingAnInheritedOne_GetsNew()
    {
        await Verify.VerifyCodeFixAsync(
            """
            internal class A
            {
                public void Reset() { }
            }

            internal abstract class B : A
            {
                public virtual void {|CS0108:[|Reset|]|}() { }
            }
            """,
            """
            internal class A
            {
                public void Reset() { }
            }

            internal abstract class B : A
            {
                public new void Reset() { }
            }
            """);
    }

    [Fact]
    public async Task VirtualFirstModifier_CommentsAndAttributesKeepTheirPlace()
    {
        await Verify.VerifyCodeFixAsync(
            """
            internal abstract class Widget
            {
                /// <summary>Draws.</summary>
                [System.Obsolete]
                virtual internal void [|Draw|]() { }

                // Measures.
                virtual protected int [|Measure|]() => 0;
            }
            """,
            """
            internal abstract class Widget
            {
                /// <summary>Draws.</summary>
                [System.Obsolete]
                internal void Draw() { }

                // Measures.
                protected int Measure() => 0;
            }
            """);
    }

    [Fact]
    public async Task PartialMethodAcrossFiles_BothPartsFixed()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", "internal abstract partial class Job\n{\n    public virtual partial int {|#0:Run|}();\n}\n"));
        test.TestState.Sources.Add(("/0/B.cs", "internal abstract partial class Job\n{\n    public virtual partial int {|#1:Run|}() => 1;\n}\n"));
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments("Job.Run", PerfAnalyzers.Rules.Sealing.MakeMembersNonVirtualAnalyzer.MakeMembersNonVirtualPayoff.For(10)));
        test.FixedState.Sources.Add(("/0/A.cs", "internal abstract partial class Job\n{\n    public partial int Run();\n}\n"));
        test.FixedState.Sources.Add(("/0/B.cs", "internal abstract partial class Job\n{\n    public partial int Run() => 1;\n}\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task FixAllAcrossFiles_FixesEveryMember()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", "internal abstract class A\n{\n    public virtual void [|M|]() { }\n    public virtual int [|P|] => 1;\n}\n"));
        test.TestState.Sources.Add(("/0/B.cs", "internal class B : A\n{\n    protected virtual void [|N|]() { }\n}\ninternal class C : B { }\n"));
        test.FixedState.Sources.Add(("/0/A.cs", "internal abstract class A\n{\n    public void M() { }\n    public int P => 1;\n}\n"));
        test.FixedState.Sources.Add(("/0/B.cs", "internal class B : A\n{\n    protected void N() { }\n}\ninternal class C : B { }\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task InternalsVisibleTo_OnlyPrivateTypesReported()
    {
        await Verify.VerifyCodeFixAsync(
            FriendAssembly + "internal abstract class A { public virtual void M() { } }\npublic class Outer { private abstract class P { public virtual void [|M|]() { } } }\n",
            FriendAssembly + "internal abstract class A { public virtual void M() { } }\npublic class Outer { private abstract class P { public void M() { } } }\n");
    }

    [Theory]
    [InlineData("true", true)]
    [InlineData(" TRUE ", true)]
    [InlineData("false", false)]
    [InlineData("yes", false)]
    public async Task IgnoreInternalsVisibleToOption_ReportsInternalTypes(string value, bool reports)
    {
        var test = new Verify.Test
        {
            EditorConfig = $"root = true\n\n[*.cs]\ndotnet_code_quality.PERF0202.ignore_internalsvisibleto = {value}\n",
        };
        test.TestState.Sources.Add(("/0/Test0.cs", FriendAssembly + (reports ? "internal abstract class A { public virtual void [|M|]() { } }\n" : "internal abstract class A { public virtual void M() { } }\n")));
        if (reports)
        {
            test.FixedState.Sources.Add(("/0/Test0.cs", FriendAssembly + "internal abstract class A { public void M() { } }\n"));
        }

        await test.RunAsync();
    }

    [Fact]
    public async Task DynamicProxyFriend_KeepsVirtualMembersEvenWithTheOption()
    {
        // Moq, NSubstitute and FakeItEasy override virtual members of internal types through this friend assembly.
        var test = new Verify.Test
        {
            EditorConfig = "root = true\n\n[*.cs]\ndotnet_code_quality.PERF0202.ignore_internalsvisibleto = true\n",
        };
        test.TestState.Sources.Add((
            "/0/Test0.cs",
            "[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(\"DynamicProxyGenAssembly2\")]\n"
            + "internal abstract class Repository { public virtual int Count() => 0; }\n"
            + "public class Outer { private abstract class P { public virtual void M() { } } }\n"));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("/0/Generated.g.cs")]
    [InlineData("/0/Form.Designer.cs")]
    public async Task GeneratedCode_NoDiagnostic(string path)
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add((path, "internal abstract class A { public virtual void M() { } }\n"));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("internal abstract class A { [System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] public virtual void M() { } }")]
    [InlineData("[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] internal abstract class A { public virtual void M() { } }")]
    [InlineData("public class Outer { [System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] private abstract class A { public virtual void M() { } } }")]
    public async Task GeneratedCodeAttribute_NoDiagnostic(string source)
    {
        // The compiler treats code under [GeneratedCode] as generated wherever its file is.
        await Verify.VerifyAnalyzerAsync(source);
    }

    [Fact]
    public async Task AutoGeneratedHeader_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("// <auto-generated/>\ninternal abstract class A { public virtual void M() { } }\n");
    }

    [Fact]
    public async Task GeneratedOverride_KeepsTheMemberVirtual()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Test0.cs", "internal abstract class Handler { public virtual int Handle() => 0; }\n"));
        test.TestState.Sources.Add(("/0/Handler.g.cs", "// <auto-generated/>\ninternal class GeneratedHandler : Handler { public override int Handle() => 1; }\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedPartOfAPartialMethod_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Test0.cs", "internal abstract partial class Job\n{\n    public virtual partial int Run();\n}\n"));
        test.TestState.Sources.Add(("/0/Job.g.cs", "// <auto-generated/>\ninternal abstract partial class Job\n{\n    public virtual partial int Run() => 1;\n}\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task BenchmarkDotNetClass_NotReported_OtherTypesAre()
    {
        // BenchmarkDotNet derives from the benchmark class at run time.
        var annotations = System.IO.Directory.GetFiles(
            System.IO.Path.Combine(ReferenceSets.NuGetPackageRoot, "benchmarkdotnet.annotations"),
            "BenchmarkDotNet.Annotations.dll",
            System.IO.SearchOption.AllDirectories).First(p => p.Contains("netstandard2.0", System.StringComparison.Ordinal));
        var test = new Verify.Test
        {
            TestCode = "using BenchmarkDotNet.Attributes;\n\ninternal abstract class Benchmarks\n{\n    [Benchmark]\n    public virtual int Sum() => 1;\n}\n\ninternal abstract class Helper { public virtual int [|Get|]() => 1; }\n",
            FixedCode = "using BenchmarkDotNet.Attributes;\n\ninternal abstract class Benchmarks\n{\n    [Benchmark]\n    public virtual int Sum() => 1;\n}\n\ninternal abstract class Helper { public int Get() => 1; }\n",
        };
        test.TestState.AdditionalReferences.Add(Microsoft.CodeAnalysis.MetadataReference.CreateFromFile(annotations));
        test.FixedState.AdditionalReferences.Add(Microsoft.CodeAnalysis.MetadataReference.CreateFromFile(annotations));
        await test.RunAsync();
    }

    [Fact]
    public async Task EventFieldDeclaringTwoEvents_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            "internal abstract class A { public virtual event System.EventHandler? {|CS0067:E|}, {|CS0067:F|}; }\ninternal class B : A { public override event System.EventHandler? F { add { } remove { } } }\n");
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_StillReport(TargetRuntime runtime)
    {
        // No API involved: a non-virtual call is direct on every runtime.
        await Verify.VerifyCodeFixAsync(
            "internal abstract class A { protected virtual void [|M|]() { } }",
            "internal abstract class A { protected void M() { } }",
            runtime);
    }

    [Fact]
    public async Task CSharp8_ReportsAndFixes()
    {
        var test = new Verify.Test { LanguageVersion = LanguageVersion.CSharp8 };
        test.TestState.Sources.Add(("/0/Test0.cs", "abstract class A { protected internal virtual void [|M|]() { } }"));
        test.FixedState.Sources.Add("abstract class A { protected internal void M() { } }");
        await test.RunAsync();
    }

    [Theory]
    [InlineData("class C : Missing { public virtual void M() { } }")]
    [InlineData("class A : B { public virtual void M() { } } class B : A { public override void M() { } }")]
    [InlineData("abstract class A { public virtual void M( }")]
    [InlineData("abstract class A { public override void M() { } }")]
    [InlineData("abstract class A { public virtual void }")]
    [InlineData("abstract class A { public virtual int this[] => 1; }")]
    [InlineData("abstract class A { public virtual event E; }")]
    [InlineData("record R(int X) : Missing(X) { public virtual void M() { } }")]
    public async Task BrokenCode_DoesNotThrow(string source)
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", source) });
        await RoslynHost.GetAnalyzerDiagnosticsAsync(project, new PerfAnalyzers.Rules.Sealing.MakeMembersNonVirtualAnalyzer());
    }
}
