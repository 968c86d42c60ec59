using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Sealing.SealInternalTypesAnalyzer,
    PerfAnalyzers.Rules.Sealing.SealInternalTypesCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Sealing;

public sealed class SealInternalTypesAnalyzerTests
{
    private const string FriendAssembly = "[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(\"Friend.Tests\")]\n";

    [Theory]
    [InlineData("class [|C|] { }", "sealed class C { }")]
    [InlineData("internal class [|C|] { }", "internal sealed class C { }")]
    [InlineData("internal partial class [|C|] { }", "internal sealed partial class C { }")]
    [InlineData("partial class [|C|] { }", "sealed partial class C { }")]
    [InlineData("internal unsafe class [|C|] { }", "internal unsafe sealed class C { }")]
    [InlineData("internal class [|C|]<T> where T : struct { }", "internal sealed class C<T> where T : struct { }")]
    [InlineData("record [|R|](int X);", "sealed record R(int X);")]
    [InlineData("internal record class [|R|](int X);", "internal sealed record class R(int X);")]
    [InlineData("internal record [|R|] { public int X { get; init; } }", "internal sealed record R { public int X { get; init; } }")]
    [InlineData("namespace N { internal class [|C|] { } }", "namespace N { internal sealed class C { } }")]
    [InlineData("namespace N; internal class [|C|] { }", "namespace N; internal sealed class C { }")]
    [InlineData("file class [|C|] { }", "file sealed class C { }")]
    public async Task InternalTypeNothingDerivesFrom_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(before, after);
    }

    [Fact]
    public async Task InternalTypeNothingDerivesFrom_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            "internal class {|#0:C|} { }",
            Verify.Diagnostic().WithLocation(0).WithArguments(
                "C",
                PerfAnalyzers.Rules.Sealing.SealInternalTypesAnalyzer.SealInternalTypesPayoff.For(10)),
            "internal sealed class C { }");
    }

    [Fact]
    public async Task AttributesAndComments_KeepTheirPlace()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            /// <summary>A widget.</summary>
            [Serializable]
            class [|Widget|]
            {
            }

            // A gadget.
            class [|Gadget|]
            {
            }
            """,
            """
            using System;

            /// <summary>A widget.</summary>
            [Serializable]
            sealed class Widget
            {
            }

            // A gadget.
            sealed class Gadget
            {
            }
            """);
    }

    [Fact]
    public async Task EffectiveAccessibility_PublicNestedInInternal_Reports()
    {
        await Verify.VerifyCodeFixAsync(
            """
            internal static class Outer
            {
                public class [|Inner|] { }
                protected internal class [|Hidden|] { }
            }

            public class Visible
            {
                public class Nested { }
                protected class ProtectedNested { }
                protected internal class ProtectedInternalNested { }
                internal class [|InternalNested|] { }
                private protected class [|PrivateProtectedNested|] { }
                private class [|PrivateNested|] { }
            }
            """,
            """
            internal static class Outer
            {
                public sealed class Inner { }
                protected internal sealed class Hidden { }
            }

            public class Visible
            {
                public class Nested { }
                protected class ProtectedNested { }
                protected internal class ProtectedInternalNested { }
                internal sealed class InternalNested { }
                private protected sealed class PrivateProtectedNested { }
                private sealed class PrivateNested { }
            }
            """);
    }

    [Theory]
    [InlineData("public class C { }")]
    [InlineData("internal sealed class C { }")]
    [InlineData("internal static class C { }")]
    [InlineData("internal abstract class C { }")]
    [InlineData("internal struct S { }")]
    [InlineData("internal record struct S(int X);")]
    [InlineData("internal interface I { }")]
    [InlineData("internal enum E { A }")]
    [InlineData("internal delegate void D();")]
    [InlineData("public record R(int X);")]
    [InlineData("public class Outer { public class Inner { } protected class P { } }")]
    public async Task NotASealableInternalClass_NoDiagnostic(string source)
    {
        await Verify.VerifyAnalyzerAsync(source);
    }

    [Theory]
    [InlineData("class B { } class [|D|] : B { }")]
    [InlineData("class B<T> { } class [|D|] : B<int> { }")]
    [InlineData("class [|Outer|]<T> { internal class Inner { } } class [|D|] : Outer<int>.Inner { }")]
    [InlineData("class B { } class M : B { } class [|D|] : M { }")]
    [InlineData("class [|Outer|] { private class B { } private sealed class D : B { } }")]
    [InlineData("class Outer { internal class [|Inner|] : Outer { } }")]
    [InlineData("record B(int X); record [|D|](int X) : B(X);")]
    public async Task DerivedFrom_NoDiagnosticForTheBase(string source)
    {
        await Verify.VerifyAnalyzerAsync(source);
    }

    [Theory]
    [InlineData("class C { } class [|G|]<T> where T : C { }")]
    [InlineData("class C { } class [|G|] { void M<T>() where T : C { } }")]
    [InlineData("class C { } class [|G|] { void M() { void Local<T>() where T : C { } Local<C>(); } }")]
    [InlineData("class C<U> { } class [|G|]<T> where T : C<int> { }")]
    [InlineData("class C { } interface I { void M<T>() where T : C; }")]
    [InlineData("namespace A { class C { } } namespace B { class [|G|] { void M<T>() where T : A.C { } } }")]
    [InlineData("public class Outer { private class C { } private class [|N|] { void M<T>() where T : C { } } }")]
    [InlineData("public class Outer { private class C { } private class [|N|] { public class [|Deeper|] { void M<T>() where T : C { } } } }")]
    [InlineData("public class Outer { private class C { } void M<T>() where T : C { } } class I { } class [|J|] { void M<T>() where T : I { } }")]
    [InlineData("public class Outer { private class [|C|] { } } public class Other { private class D { } void M<T>() where T : D { } }")]
    public async Task UsedAsGenericConstraint_NoDiagnostic(string source)
    {
        // A sealed class is not a valid constraint (CS0701).
        await Verify.VerifyAnalyzerAsync(source);
    }

    [Fact]
    public async Task ComImport_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Runtime.InteropServices;

            [ComImport]
            [Guid("00000000-0000-0000-0000-000000000001")]
            class ComObject { }
            """);
    }

    [Fact]
    public async Task TopLevelStatementsProgram_NoDiagnostic()
    {
        var test = new Verify.Test { TestState = { OutputKind = OutputKind.ConsoleApplication } };
        test.TestState.Sources.Add(("/0/Program.cs", "System.Console.WriteLine(new Helper());\nclass [|Helper|] { }\n"));
        test.TestState.Sources.Add(("/0/Program.Part.cs", "partial class Program { }\n"));
        test.FixedState.Sources.Add("System.Console.WriteLine(new Helper());\nsealed class Helper { }\n");
        test.FixedState.Sources.Add("partial class Program { }\n");
        await test.RunAsync();
    }

    [Fact]
    public async Task InternalsVisibleTo_OnlyPrivateTypesReported()
    {
        await Verify.VerifyCodeFixAsync(
            FriendAssembly + """
            internal class Visible
            {
                private class [|Hidden|] { }
                public class NestedVisible { }
            }

            file class [|FileLocal|] { }
            """,
            FriendAssembly + """
            internal class Visible
            {
                private sealed class Hidden { }
                public class NestedVisible { }
            }

            file sealed class FileLocal { }
            """);
    }

    [Fact]
    public async Task InternalsVisibleTo_PrivateTypeNamedByAConstraintInItsTopLevelType_NoDiagnostic()
    {
        // Only private types are left, so only their top-level types' generic methods are read for constraints: the
        // one in a sibling nested type still counts, and one elsewhere (Unrelated) can't name them.
        await Verify.VerifyAnalyzerAsync(
            FriendAssembly + """
            internal class Outer
            {
                private class Constrained { }
                private class [|Free|] { }
                private class Sibling { public class [|Deeper|] { void M<T>() where T : Constrained { } } }
                private class [|Other|] : Sibling { }
            }

            internal class Unrelated
            {
                private class [|Free|] { }
                void M<T>() where T : Outer { }
            }
            """);
    }

    [Theory]
    [InlineData("true", true)]
    [InlineData("TRUE", true)]
    [InlineData(" true ", true)]
    [InlineData("false", false)]
    [InlineData("yes", false)]
    [InlineData("", false)]
    public async Task IgnoreInternalsVisibleToOption_ReportsInternalTypes(string value, bool reports)
    {
        var test = new Verify.Test
        {
            EditorConfig = $"root = true\n\n[*.cs]\ndotnet_code_quality.PERF0201.ignore_internalsvisibleto = {value}\n",
        };
        test.TestState.Sources.Add(("/0/Test0.cs", FriendAssembly + (reports ? "internal class [|C|] { }\n" : "internal class C { }\n")));
        if (reports)
        {
            test.FixedState.Sources.Add(FriendAssembly + "internal sealed class C { }\n");
        }

        await test.RunAsync();
    }

    [Fact]
    public async Task BenchmarkDotNetClass_NotReported_OtherTypesAre()
    {
        // BenchmarkDotNet derives from the benchmark class at run time and rejects a sealed one.
        var annotations = System.IO.Directory.GetFiles(
            System.IO.Path.Combine(PerfAnalyzers.TestKit.ReferenceSets.NuGetPackageRoot, "benchmarkdotnet.annotations"),
            "BenchmarkDotNet.Annotations.dll",
            System.IO.SearchOption.AllDirectories).First(p => p.Contains("netstandard2.0", System.StringComparison.Ordinal));
        var test = new Verify.Test
        {
            TestCode = "using BenchmarkDotNet.Attributes;\n\ninternal class Benchmarks\n{\n    [Benchmark]\n    public int Sum() => 1;\n}\n\ninternal class [|Helper|] { }\n",
            FixedCode = "using BenchmarkDotNet.Attributes;\n\ninternal class Benchmarks\n{\n    [Benchmark]\n    public int Sum() => 1;\n}\n\ninternal sealed class Helper { }\n",
        };
        test.TestState.AdditionalReferences.Add(Microsoft.CodeAnalysis.MetadataReference.CreateFromFile(annotations));
        test.FixedState.AdditionalReferences.Add(Microsoft.CodeAnalysis.MetadataReference.CreateFromFile(annotations));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("Autofac.Extras.DynamicProxy", "Intercept", false)]
    [InlineData("Castle.Core", "Interceptor", false)]
    // Attributes of the same name in other namespaces are not the containers' attributes.
    [InlineData("Mine", "Intercept", true)]
    [InlineData("Castle.Core", "Intercept", true)]
    public async Task ClassGivenInterceptorsByAttribute_NotReported(string attributeNamespace, string attributeName, bool reported)
    {
        // The container derives a class proxy from the type at run time (Autofac's EnableClassInterceptors, Windsor).
        // The attribute comes from a referenced assembly, as the container's package supplies it.
        var library = InterceptorAttributeLibrary(attributeNamespace, attributeName);
        var source = $$"""
            [{{attributeNamespace}}.{{attributeName}}(typeof(object))]
            internal class {{(reported ? "[|OrderService|]" : "OrderService")}}
            {
                public int Total() => 1;
            }

            internal class [|Helper|] { }

            """;
        var test = new Verify.Test
        {
            TestCode = source,
            FixedCode = source
                .Replace("internal class [|OrderService|]", "internal sealed class OrderService", System.StringComparison.Ordinal)
                .Replace("internal class [|Helper|]", "internal sealed class Helper", System.StringComparison.Ordinal),
        };
        test.TestState.AdditionalReferences.Add(library);
        test.FixedState.AdditionalReferences.Add(library);
        await test.RunAsync();
    }

    private static Microsoft.CodeAnalysis.MetadataReference InterceptorAttributeLibrary(string attributeNamespace, string attributeName)
    {
        var compilation = Microsoft.CodeAnalysis.CSharp.CSharpCompilation.Create(
            "Interceptors." + attributeNamespace + "." + attributeName,
            new[]
            {
                Microsoft.CodeAnalysis.CSharp.CSharpSyntaxTree.ParseText($$"""
                    namespace {{attributeNamespace}}
                    {
                        [System.AttributeUsage(System.AttributeTargets.Class | System.AttributeTargets.Interface)]
                        public sealed class {{attributeName}}Attribute : System.Attribute
                        {
                            public {{attributeName}}Attribute(System.Type interceptorType) { }
                        }
                    }
                    """),
            },
            PerfAnalyzers.TestKit.ReferenceSets.Get(PerfAnalyzers.TestKit.TargetRuntime.Net10),
            new Microsoft.CodeAnalysis.CSharp.CSharpCompilationOptions(Microsoft.CodeAnalysis.OutputKind.DynamicallyLinkedLibrary));
        using var image = new System.IO.MemoryStream();
        var emitted = compilation.Emit(image);
        Assert.True(emitted.Success, string.Join("\n", emitted.Diagnostics));
        return Microsoft.CodeAnalysis.MetadataReference.CreateFromImage(image.ToArray());
    }

    [Fact]
    public async Task IgnoreInternalsVisibleToOption_InAGlobalConfig()
    {
        var test = new Verify.Test { EditorConfig = "is_global = true\ndotnet_code_quality.PERF0201.ignore_internalsvisibleto = true\n" };
        test.TestState.Sources.Add(("/0/Test0.cs", FriendAssembly + "internal class [|C|] { }\n"));
        test.FixedState.Sources.Add(FriendAssembly + "internal sealed class C { }\n");
        await test.RunAsync();
    }

    [Fact]
    public async Task DynamicProxyFriend_KeepsInternalTypesUnsealedEvenWithTheOption()
    {
        var test = new Verify.Test
        {
            EditorConfig = "root = true\n\n[*.cs]\ndotnet_code_quality.PERF0201.ignore_internalsvisibleto = true\n",
        };
        test.TestState.Sources.Add((
            "/0/Test0.cs",
            FriendAssembly
            + "[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(\"DynamicProxyGenAssembly2, PublicKey=0024000004800000940000000602000000240000525341310004000001000100c547cac37abd99c8db225ef2f6c8a3602f3b3606cc9891605d02baa56104f4cfc0734aa39b93bf7852f7d9266654753cc297e7d2edfe0bac1cdcf9f717241550e0a7b191195b7667bb4f64bcb8e2121380fd1d9d46ad2d92d2d15605093924cceaf74c4861eff62abf69b9291ed0a340e113be11e6a7d3113e92484cf7045cc7\")]\n"
            + "internal class Service { public virtual int Get() => 1; }\nclass Outer { private class [|Hidden|] { } }\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task VirtualAndProtectedMembers_AreRewrittenSoTheFixBuilds()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            internal class [|Cache|] : IDisposable
            {
                // CS0649 before and after: nothing derives from the type, so nothing can assign these.
                protected int {|CS0649:_hits|};
                protected int _misses = 1;
                protected int _assigned = 1;
                protected int {|CS0649:_unused|};
                protected static int s_instances;

                protected Cache() { s_instances++; _assigned = 2; }

                public static Cache Create() => new Cache();

                public virtual int Hits => _hits + _misses;
                public int Misses { get; protected set; }
                protected internal virtual string Name { get; private protected set; } = "";
                protected int Count { get; private set; }
                internal int Size { get; private protected set; }

                [Obsolete]
                protected virtual void OnEvicted() { }
                protected internal void Trim() { }
                private protected void Compact() { }
                public virtual event EventHandler? Evicted;
                protected class [|Entry|] { }
                protected delegate void Callback();

                public override string ToString() => Name + Count + Size + _hits;
                public void Dispose() => Dispose(true);
                protected virtual void Dispose(bool disposing) => Evicted?.Invoke(this, EventArgs.Empty);
            }
            """,
            """
            using System;

            internal sealed class Cache : IDisposable
            {
                // CS0649 before and after: nothing derives from the type, so nothing can assign these.
                private int {|CS0649:_hits|};
                private int _misses = 1;
                internal int _assigned = 1;
                internal int {|CS0649:_unused|};
                private static int s_instances;

                private Cache() { s_instances++; _assigned = 2; }

                public static Cache Create() => new Cache();

                public int Hits => _hits + _misses;
                public int Misses { get; private set; }
                internal string Name { get; private set; } = "";
                private int Count { get; set; }
                internal int Size { get; private set; }

                [Obsolete]
                private void OnEvicted() { }
                internal void Trim() { }
                private void Compact() { }
                public event EventHandler? Evicted;
                private sealed class Entry { }
                private delegate void Callback();

                public override string ToString() => Name + Count + Size + _hits;
                public void Dispose() => Dispose(true);
                private void Dispose(bool disposing) => Evicted?.Invoke(this, EventArgs.Empty);
            }
            """);
    }

    [Fact]
    public async Task VirtualMemberHidingABaseMember_GetsNew()
    {
        // Before: CS0114 (hides without override or new); without 'virtual' it would be CS0108. 'new' keeps it quiet.
        await Verify.VerifyCodeFixAsync(
            """
            class Base
            {
                public virtual int Get() => 1;
                public int Count => 0;
                public int this[int i] => i;
                public void Run(int x) { }
            }

            class [|Derived|] : Base
            {
                public virtual int {|CS0114:Get|}() => 2;
                virtual public int {|CS0108:Count|} => 1;
                public virtual int {|CS0108:this|}[int i] => -i;
                public virtual int this[string s] => 0;
                public virtual void Run(string x) { }
                public new virtual void Run(int x) { }
                public virtual string ToString(int format) => "";
                public virtual bool Equals(Derived other) => true;
            }
            """,
            """
            class Base
            {
                public virtual int Get() => 1;
                public int Count => 0;
                public int this[int i] => i;
                public void Run(int x) { }
            }

            sealed class Derived : Base
            {
                public new int Get() => 2;
                public new int Count => 1;
                public new int this[int i] => -i;
                public int this[string s] => 0;
                public void Run(string x) { }
                public new void Run(int x) { }
                public string ToString(int format) => "";
                public bool Equals(Derived other) => true;
            }
            """);
    }

    [Fact]
    public async Task VirtualFirstModifier_TriviaKept()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class [|C|]
            {
                virtual public void M() { }
                // comment
                virtual internal int P => 1;
                [System.Obsolete] virtual protected void N() { }
            }
            """,
            """
            sealed class C
            {
                public void M() { }
                // comment
                internal int P => 1;
                [System.Obsolete] private void N() { }
            }
            """);
    }

    [Fact]
    public async Task Overrides_KeepTheirAccessibility()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.IO;

            abstract class Base
            {
                protected abstract int Size { get; }
                protected virtual void OnOpen() { }
            }

            class [|Derived|] : Base
            {
                protected override int Size => 1;
                protected sealed override void OnOpen() { }
            }

            class [|Wrapper|] : Stream
            {
                public override bool CanRead => false;
                public override bool CanSeek => false;
                public override bool CanWrite => false;
                public override long Length => 0;
                public override long Position { get; set; }
                public override void Flush() { }
                public override int Read(byte[] buffer, int offset, int count) => 0;
                public override long Seek(long offset, SeekOrigin origin) => 0;
                public override void SetLength(long value) { }
                public override void Write(byte[] buffer, int offset, int count) { }
                protected override void Dispose(bool disposing) => base.Dispose(disposing);
            }
            """,
            """
            using System.IO;

            abstract class Base
            {
                protected abstract int Size { get; }
                protected virtual void OnOpen() { }
            }

            sealed class Derived : Base
            {
                protected override int Size => 1;
                protected sealed override void OnOpen() { }
            }

            sealed class Wrapper : Stream
            {
                public override bool CanRead => false;
                public override bool CanSeek => false;
                public override bool CanWrite => false;
                public override long Length => 0;
                public override long Position { get; set; }
                public override void Flush() { }
                public override int Read(byte[] buffer, int offset, int count) => 0;
                public override long Seek(long offset, SeekOrigin origin) => 0;
                public override void SetLength(long value) { }
                public override void Write(byte[] buffer, int offset, int count) { }
                protected override void Dispose(bool disposing) => base.Dispose(disposing);
            }
            """);
    }

    [Fact]
    public async Task RecordWithUserDefinedMembers_BuildsWhenSealed()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Text;

            record [|Point|](int X, int Y)
            {
                protected virtual bool PrintMembers(StringBuilder builder) => builder.Append(X).Append(Y) is not null;
                public virtual bool Equals(Point? other) => other is not null && other.X == X && other.Y == Y;
                public override int GetHashCode() => HashCode.Combine(X, Y);
                protected Point(Point original) { X = original.X; Y = original.Y; }
                protected virtual Type EqualityContract => typeof(Point);
            }

            record [|Plain|](string Name);
            """,
            """
            using System;
            using System.Text;

            sealed record Point(int X, int Y)
            {
                private bool PrintMembers(StringBuilder builder) => builder.Append(X).Append(Y) is not null;
                public bool Equals(Point? other) => other is not null && other.X == X && other.Y == Y;
                public override int GetHashCode() => HashCode.Combine(X, Y);
                private Point(Point original) { X = original.X; Y = original.Y; }
                private Type EqualityContract => typeof(Point);
            }

            sealed record Plain(string Name);
            """);
    }

    [Fact]
    public async Task NestedTypes_BothSealedInOneFixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class [|Outer|]
            {
                protected class [|Inner|]
                {
                    protected virtual int M() => 1;
                    public int N() => M();
                }

                public int Use() => new Inner().N();
            }
            """,
            """
            sealed class Outer
            {
                private sealed class Inner
                {
                    private int M() => 1;
                    public int N() => M();
                }

                public int Use() => new Inner().N();
            }
            """);
    }

    [Fact]
    public async Task PartialTypeAcrossFiles_SealsOneDeclarationAndRewritesAll()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Part1.cs", "internal partial class [|Parser|]\n{\n    protected virtual int Parse() => Next();\n}\n"));
        test.TestState.Sources.Add(("/0/Part2.cs", "internal partial class Parser\n{\n    protected int Next() => 1;\n}\n"));
        test.FixedState.Sources.Add("internal sealed partial class Parser\n{\n    private int Parse() => Next();\n}\n");
        test.FixedState.Sources.Add("internal partial class Parser\n{\n    private int Next() => 1;\n}\n");
        await test.RunAsync();
    }

    [Fact]
    public async Task FixAllAcrossFiles_SealsEveryType()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", "class [|A|] { protected virtual void M() { } }\npartial class [|P|] { }\nclass B<T> { }\n"));
        test.TestState.Sources.Add(("/0/B.cs", "class [|C|] : B<int> { }\npartial class P { protected void N() { } }\nclass [|D|] { public class [|E|] { } }\n"));
        test.FixedState.Sources.Add("sealed class A { private void M() { } }\nsealed partial class P { }\nclass B<T> { }\n");
        test.FixedState.Sources.Add("sealed class C : B<int> { }\npartial class P { private void N() { } }\nsealed class D { public sealed class E { } }\n");
        await test.RunAsync();
    }

    [Theory]
    [InlineData("/0/Generated.g.cs", "internal class C { }")]
    [InlineData("/0/Form.Designer.cs", "internal class C { }")]
    [InlineData("/0/Test0.cs", "// <auto-generated/>\ninternal class C { }")]
    [InlineData("/0/Test0.cs", "// <auto-generated>\n// by a tool\n// </auto-generated>\nnamespace N { internal class C { } }")]
    [InlineData("/0/Test0.cs", "[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")]\ninternal class C { }")]
    [InlineData("/0/Test0.cs", "[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")]\npublic class Outer { private class C { } }")]
    [InlineData("/0/Test0.cs", "[module: System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")]\ninternal class C { }")]
    public async Task GeneratedCode_NoDiagnostic(string path, string source)
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add((path, source));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedDerivedType_KeepsTheBaseUnsealed()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Test0.cs", "internal class Handler { }\n"));
        test.TestState.Sources.Add(("/0/Handler.g.cs", "// <auto-generated/>\ninternal class GeneratedHandler : Handler { }\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task SourceGeneratorPartial_SealsTheUserDeclaration()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Test0.cs", "internal partial class [|Settings|]\n{\n    protected virtual int Load() => Value;\n}\n"));
        test.TestState.Sources.Add(("/0/Settings.g.cs", "// <auto-generated/>\ninternal partial class Settings\n{\n    public int Value => 1;\n}\n"));
        test.FixedState.Sources.Add("internal sealed partial class Settings\n{\n    private int Load() => Value;\n}\n");
        test.FixedState.Sources.Add("// <auto-generated/>\ninternal partial class Settings\n{\n    public int Value => 1;\n}\n");
        await test.RunAsync();
    }

    [Theory]
    [InlineData("protected virtual void OnChanged() { }")]
    [InlineData("protected int {|CS0649:Value|};")]
    [InlineData("public virtual int Value => 1;")]
    [InlineData("public int Value { get; protected set; }")]
    public async Task SourceGeneratorPartialWithMembersTheFixCannotEdit_NoDiagnostic(string generatedMember)
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Test0.cs", "internal partial class ViewModel { }\n"));
        test.TestState.Sources.Add(("/0/ViewModel.g.cs", "// <auto-generated/>\ninternal partial class ViewModel\n{\n    " + generatedMember + "\n}\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCodeOption_Respected()
    {
        var test = new Verify.Test { EditorConfig = "root = true\n\n[*.cs]\ngenerated_code = true\n" };
        test.TestState.Sources.Add(("/0/Test0.cs", "internal class C { }\n"));
        await test.RunAsync();
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetCoreApp31)]
    public async Task OlderRuntimes_StillReport(TargetRuntime runtime)
    {
        // Sealing needs no API: the rule applies on every runtime (the JIT has optimized sealed types since .NET Core 3.0
        // for casts and since .NET 5/6 for array stores, spans and devirtualization).
        await Verify.VerifyCodeFixAsync("class [|C|] { protected virtual void M() { } }", "sealed class C { private void M() { } }", runtime);
    }

    [Fact]
    public async Task CSharp8_ReportsAndFixes()
    {
        var test = new Verify.Test { LanguageVersion = LanguageVersion.CSharp8 };
        test.TestState.Sources.Add(("/0/Test0.cs", "class [|C|] { protected internal virtual void M() { } }"));
        test.FixedState.Sources.Add("sealed class C { internal void M() { } }");
        await test.RunAsync();
    }

    [Theory]
    [InlineData("class C : Missing { }")]
    [InlineData("class A : B { } class B : A { }")]
    [InlineData("class C<T> where T : Missing, { }")]
    [InlineData("partial class")]
    [InlineData("class C { protected virtual void M( }")]
    [InlineData("[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(42)] class C { }")]
    [InlineData("[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(null)] class C { }")]
    [InlineData("[assembly: System.Runtime.CompilerServices.InternalsVisibleTo()] class C { }")]
    [InlineData("record R(int X) : Missing(X);")]
    public async Task BrokenCode_DoesNotThrow(string source)
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", source) });
        await RoslynHost.GetAnalyzerDiagnosticsAsync(project, new PerfAnalyzers.Rules.Sealing.SealInternalTypesAnalyzer());
    }
}
