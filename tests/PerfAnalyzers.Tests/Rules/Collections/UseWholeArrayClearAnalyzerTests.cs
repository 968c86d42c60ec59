using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.UseWholeArrayClearAnalyzer,
    PerfAnalyzers.Rules.Collections.UseWholeArrayClearCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class UseWholeArrayClearAnalyzerTests
{
    private static string Code(string body) => $$"""
        #nullable enable
        using System;

        class C
        {
            internal readonly int[] _counts = new int[26];
            internal static string?[] s_slots = new string?[8];
            internal int[,] _grid = new int[2, 2];

            public object[] States { get; private set; } = new object[4];
            public virtual object[] Virtual { get; set; } = new object[4];
            public object[] Computed => new object[4];
            public C? Next { get; set; }

            void M(int[] given, int[]? maybe, object?[] items, Array untyped, int n)
            {
                {{body}}
            }

            static int[] Get() => new int[4];
        }
        """;

    [Theory]
    [InlineData("[|Array.Clear(given, 0, given.Length)|];", "Array.Clear(given);")]
    [InlineData("[|Array.Clear(items, 0, items.Length)|];", "Array.Clear(items);")]
    [InlineData("[|Array.Clear(_counts, 0, _counts.Length)|];", "Array.Clear(_counts);")]
    [InlineData("[|Array.Clear(this._counts, 0, _counts.Length)|];", "Array.Clear(this._counts);")]
    [InlineData("[|Array.Clear(s_slots, 0, s_slots.Length)|];", "Array.Clear(s_slots);")]
    [InlineData("[|System.Array.Clear(given, 0, given.Length)|];", "System.Array.Clear(given);")]
    [InlineData("[|Array.Clear(array: given, index: 0, length: given.Length)|];", "Array.Clear(array: given);")]
    [InlineData("[|Array.Clear(length: given.Length, array: given, index: 0)|];", "Array.Clear(array: given);")]
    [InlineData("[|Array.Clear(States, 0, States.Length)|];", "Array.Clear(States);")]
    [InlineData("[|Array.Clear(this.States, 0, States.Length)|];", "Array.Clear(this.States);")]
    [InlineData("if (maybe != null) [|Array.Clear(maybe, 0, maybe.Length)|];", "if (maybe != null) Array.Clear(maybe);")]
    [InlineData("var local = new int[n]; [|Array.Clear(local, 0, local.Length)|];", "var local = new int[n]; Array.Clear(local);")]
    public async Task WholeArray_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task ArgumentsOnSeveralLines_JoinedWithTheCall()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                [|Array.Clear(
                            given,
                            0,
                            given.Length)|]; // reset
                """),
            Code("""
                Array.Clear(given); // reset
                """));
    }

    [Fact]
    public async Task UsingStatic_KeepsTheShortName()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using static System.Array;

            class C
            {
                static void M(byte[] buffer) => [|Clear(buffer, 0, buffer.Length)|];
            }
            """,
            """
            using static System.Array;

            class C
            {
                static void M(byte[] buffer) => Clear(buffer);
            }
            """);
    }

    [Fact]
    public async Task CodeWithoutNullableAnnotations_LocalsAndReadOnlyFieldsMadeHere()
    {
        // Without nullable analysis only an array made where the variable is declared, and never replaced, is known:
        // a local, or a read-only or private field written nowhere else.
        await Verify.VerifyCodeFixAsync(
            """
            #nullable disable
            using System;

            class Reader
            {
                private readonly char[] _scratch = new char[64];
                private static readonly int[] s_table = { 1, 2, 3 };
                private readonly byte[] _assigned;
                private int[] _mutable = new int[4];
                private int[] _private = new int[4];

                public Reader(int n) => _assigned = new byte[n];

                public void Grow() => _mutable = new int[8];

                public void Reset(int[] given)
                {
                    var counts = new long[16];
                    [|Array.Clear(counts, 0, counts.Length)|];
                    [|Array.Clear(_scratch, 0, _scratch.Length)|];
                    [|Array.Clear(s_table, 0, s_table.Length)|];
                    [|Array.Clear(_private, 0, _private.Length)|];
                    Array.Clear(_assigned, 0, _assigned.Length);
                    Array.Clear(_mutable, 0, _mutable.Length);
                    Array.Clear(given, 0, given.Length);
                }
            }
            """,
            """
            #nullable disable
            using System;

            class Reader
            {
                private readonly char[] _scratch = new char[64];
                private static readonly int[] s_table = { 1, 2, 3 };
                private readonly byte[] _assigned;
                private int[] _mutable = new int[4];
                private int[] _private = new int[4];

                public Reader(int n) => _assigned = new byte[n];

                public void Grow() => _mutable = new int[8];

                public void Reset(int[] given)
                {
                    var counts = new long[16];
                    Array.Clear(counts);
                    Array.Clear(_scratch);
                    Array.Clear(s_table);
                    Array.Clear(_private);
                    Array.Clear(_assigned, 0, _assigned.Length);
                    Array.Clear(_mutable, 0, _mutable.Length);
                    Array.Clear(given, 0, given.Length);
                }
            }
            """);
    }

    [Fact]
    public async Task CommentAmongTheArguments_ReportsWithoutAFix()
    {
        var source = Code("[|Array.Clear(given, /* from */ 0, given.Length)|];");
        await Verify.VerifyCodeFixAsync(source, source);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("{|#0:Array.Clear(given, 0, given.Length)|};"),
            FixedCode = Code("Array.Clear(given);"),
        };
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments(PerfAnalyzers.Rules.Collections.UseWholeArrayClearAnalyzer.ClearPayoff.For(10)));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("Array.Clear(maybe!, 0, maybe!.Length);")]
    [InlineData("Array.Clear(given, 1, given.Length - 1);")]
    [InlineData("Array.Clear(given, 0, given.Length - 1);")]
    [InlineData("Array.Clear(given, 0, n);")]
    [InlineData("Array.Clear(given, 0, items.Length);")]
    [InlineData("Array.Clear(items, 0, given.Length);")]
    [InlineData("Array.Clear(given, 0, 4);")]
    [InlineData("Array.Clear(untyped, 0, untyped.Length);")]
    [InlineData("Array.Clear(_grid, 0, _grid.Length);")]
    [InlineData("Array.Clear(Get(), 0, Get().Length);")]
    [InlineData("Array.Clear(Virtual, 0, Virtual.Length);")]
    [InlineData("Array.Clear(Computed, 0, Computed.Length);")]
    [InlineData("if (Next != null) Array.Clear(Next.States, 0, Next.States.Length);")]
    [InlineData("Array.Clear(States, 0, Virtual.Length);")]
    [InlineData("Array.Clear(given, 0, given.GetLength(0));")]
    [InlineData("Array.Clear(given);")]
    [InlineData("given.AsSpan().Clear();")]
    [InlineData("System.Linq.Expressions.Expression<Action> e = () => Array.Clear(given, 0, given.Length);")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task StructField_NoDiagnostic()
    {
        // default(S) has a null _buffer even though its declaration makes an array (nullable analysis would call it not
        // null: the rule trusts it where it is on, as it trusts a non-nullable parameter).
        await Verify.VerifyAnalyzerAsync(
            """
            #nullable disable
            using System;

            struct S
            {
                private readonly int[] _buffer = new int[4];

                public S() { }

                public void Reset() => Array.Clear(_buffer, 0, _buffer.Length);
            }
            """);
    }

    [Fact]
    public async Task LocalAssignedAgain_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(
            """
            #nullable disable
            using System;

            class C
            {
                void M(int[] other, bool swap)
                {
                    var a = new int[4];
                    if (swap) a = other;
                    Array.Clear(a, 0, a.Length);
                }
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            class C
            {
                void M()
                {
                    var a = new int[4];
                    System.Array.Clear(a, 0, a.Length);
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            "class C { void M() { var a = new int[4]; [|System.Array.Clear(a, 0, a.Length)|]; } }",
            "class C { void M() { var a = new int[4]; System.Array.Clear(a); } }",
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            namespace N
            {
                sealed class Pool
                {
                    private readonly object[] _slots = new object[8];
                    private readonly int[] _hits = new int[8];

                    public void Reset()
                    {
                        [|Array.Clear(_slots, 0, _slots.Length)|];
                        [|Array.Clear(_hits, 0, _hits.Length)|];
                    }

                    public static void Wipe(byte[] key) => [|Array.Clear(key, 0, key.Length)|];
                }
            }
            """,
            """
            using System;

            namespace N
            {
                sealed class Pool
                {
                    private readonly object[] _slots = new object[8];
                    private readonly int[] _hits = new int[8];

                    public void Reset()
                    {
                        Array.Clear(_slots);
                        Array.Clear(_hits);
                    }

                    public static void Wipe(byte[] key) => Array.Clear(key);
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            class C
            {
                void M() { var a = new int[4]; System.Array.Clear(a, 0, a.Length); }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                void M() { var a = new int[4]; System.Array.Clear(a, 0, a.Length); }
            }
            """));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("Array.Clear(")]
    [InlineData("Array.Clear(missing, 0, missing.Length);")]
    [InlineData("Array.Clear(given, 0, given.Lengthh);")]
    public async Task IncompleteCode_NoDiagnosticNoException(string body)
    {
        var test = new Verify.Test { TestCode = Code(body) };
        test.CompilerDiagnostics = Microsoft.CodeAnalysis.Testing.CompilerDiagnostics.None;
        await test.RunAsync();
    }
}
