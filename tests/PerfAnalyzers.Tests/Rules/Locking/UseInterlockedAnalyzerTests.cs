using System.Threading.Tasks;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Locking.UseInterlockedAnalyzer,
    PerfAnalyzers.Rules.Locking.UseInterlockedCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Locking;

public sealed class UseInterlockedAnalyzerTests
{
    private const string Counter = """
        using System.Threading;

        class RequestCounter
        {
            private readonly object [|_gate|] = new object();
            private int _count;
            private long _bytes;

            public void OnRequest(int size)
            {
                lock (_gate)
                {
                    _count++;
                }

                lock (_gate)
                {
                    _bytes += size;
                }
            }

            public void OnCancel(long size)
            {
                lock (_gate) { --_count; }
                lock (_gate) _bytes -= size;
            }

            public int Count
            {
                get
                {
                    lock (_gate)
                    {
                        return _count;
                    }
                }
            }

            public long Bytes
            {
                get { lock (_gate) { return _bytes; } }
            }

            public override string ToString() => _count + " requests";
        }
        """;

    private const string CounterFixed = """
        using System.Threading;

        class RequestCounter
        {
            private int _count;
            private long _bytes;

            public void OnRequest(int size)
            {
                Interlocked.Increment(ref _count);

                Interlocked.Add(ref _bytes, size);
            }

            public void OnCancel(long size)
            {
                Interlocked.Decrement(ref _count);
                Interlocked.Add(ref _bytes, -size);
            }

            public int Count
            {
                get
                {
                    return Volatile.Read(ref _count);
                }
            }

            public long Bytes
            {
                get { return Interlocked.Read(ref _bytes); }
            }

            public override string ToString() => _count + " requests";
        }
        """;

    [Fact]
    public async Task DedicatedLock_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(Counter, CounterFixed);
    }

    [Fact]
    public async Task DedicatedLock_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Threading;

            class RequestCounter
            {
                private readonly object {|#1:{|#0:_gate|} = new object()|};
                private int _count;
                private long _bytes;

                public void OnRequest(int size)
                {
                    {|#2:lock (_gate)
                    {
                        _count++;
                    }|}

                    {|#3:lock (_gate)
                    {
                        _bytes += size;
                    }|}
                }

                public void OnCancel(long size)
                {
                    {|#4:lock (_gate) { --_count; }|}
                    {|#5:lock (_gate) _bytes -= size;|}
                }

                public int Count
                {
                    get
                    {
                        {|#6:lock (_gate)
                        {
                            return _count;
                        }|}
                    }
                }

                public long Bytes
                {
                    get { {|#7:lock (_gate) { return _bytes; }|} }
                }

                public override string ToString() => _count + " requests";
            }
            """,
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithLocation(2).WithLocation(3).WithLocation(4).WithLocation(5).WithLocation(6).WithLocation(7).WithArguments(
                "_gate",
                "'_bytes', '_count'",
                PerfAnalyzers.Rules.Locking.UseInterlockedAnalyzer.UseInterlockedPayoff.For(10)),
            CounterFixed);
    }

    [Fact]
    public async Task OlderRuntimesAndLanguageVersions_ReportAndFix()
    {
        // Interlocked and Volatile exist on every runtime: the only gate is their presence.
        await Verify.VerifyCodeFixAsync(Counter, CounterFixed, TargetRuntime.Net8);
        var test = new Verify.Test { LanguageVersion = Microsoft.CodeAnalysis.CSharp.LanguageVersion.CSharp8, Runtime = TargetRuntime.NetCoreApp31 };
        test.TestState.Sources.Add(("/0/Test0.cs", Counter));
        test.FixedState.Sources.Add(CounterFixed);
        await test.RunAsync();
    }

    [Theory]
    [InlineData("_n++;", "Interlocked.Increment(ref _n);")]
    [InlineData("++_n;", "Interlocked.Increment(ref _n);")]
    [InlineData("_n--;", "Interlocked.Decrement(ref _n);")]
    [InlineData("this._n += 1;", "Interlocked.Increment(ref this._n);")]
    [InlineData("_n -= 1;", "Interlocked.Decrement(ref _n);")]
    [InlineData("_n += 5;", "Interlocked.Add(ref _n, 5);")]
    [InlineData("_n -= 5;", "Interlocked.Add(ref _n, -5);")]
    [InlineData("_n += delta;", "Interlocked.Add(ref _n, delta);")]
    [InlineData("_n -= delta;", "Interlocked.Add(ref _n, -delta);")]
    [InlineData("_n += small;", "Interlocked.Add(ref _n, small);")]
    [InlineData("_n -= _step;", "Interlocked.Add(ref _n, -_step);")]
    [InlineData("_total += delta;", "Interlocked.Add(ref _total, delta);")]
    [InlineData("_total -= delta;", "Interlocked.Add(ref _total, -(long)delta);")]
    [InlineData("_total -= big;", "Interlocked.Add(ref _total, -big);")]
    [InlineData("s_shared++;", "Interlocked.Increment(ref s_shared);")]
    public async Task Updates_AreRewritten(string update, string call)
    {
        const string Template = """
            using System.Threading;

            class C
            {
                DECLARATION
            #pragma warning disable CS0169, CS0414, CS0649 // not every case uses every field of the template
                private int _n;
                private long _total;
                private static int s_shared;
                private readonly int _step = 2;
            #pragma warning restore CS0169, CS0414, CS0649

                void M(int delta, byte small, long big)
                {
                    BODY
                }

                int N => _n;
                long Total => _total;
                static int Shared => s_shared;
            }
            """;
        await Verify.VerifyCodeFixAsync(
            Template.Replace("DECLARATION", "private readonly object [|_gate|] = new object();").Replace("BODY", "lock (_gate) { " + update + " }"),
            Template.Replace("    DECLARATION\n", string.Empty).Replace("BODY", call));
    }

    [Fact]
    public async Task StaticLockAndLockType_ReportAndFix()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Threading;

            static class Stats
            {
                private static readonly Lock [|s_lock|] = new();
                private static long s_hits;

                public static void Hit()
                {
                    lock (s_lock)
                    {
                        s_hits++;
                    }
                }

                public static long Hits => Interlocked.Read(ref s_hits);
            }
            """,
            """
            using System.Threading;

            static class Stats
            {
                private static long s_hits;

                public static void Hit()
                {
                    Interlocked.Increment(ref s_hits);
                }

                public static long Hits => Interlocked.Read(ref s_hits);
            }
            """);
    }

    [Fact]
    public async Task NestedTypeLambdaAndEmbeddedStatement_AreRewritten()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Threading;

            class Pool
            {
                private static readonly object [|s_gate|] = new object();
                private static int s_rented;

                public static Action Rent(bool track)
                {
                    if (track) lock (s_gate) s_rented++;
                    return () => { lock (s_gate) { s_rented--; } };
                }

                public static int Rented => s_rented;

                private sealed class Lease
                {
                    public void Renew(int count)
                    {
                        lock (Pool.s_gate)
                        {
                            Pool.s_rented += count;
                        }
                    }
                }
            }
            """,
            """
            using System;
            using System.Threading;

            class Pool
            {
                private static int s_rented;

                public static Action Rent(bool track)
                {
                    if (track) Interlocked.Increment(ref s_rented);
                    return () => { Interlocked.Decrement(ref s_rented); };
                }

                public static int Rented => s_rented;

                private sealed class Lease
                {
                    public void Renew(int count)
                    {
                        Interlocked.Add(ref Pool.s_rented, count);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task WithoutUsing_FixAddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                private readonly object [|_gate|] = new();
                private int _n;

                public void M()
                {
                    lock (_gate) { _n++; }
                }

                public int N() { lock (_gate) return _n; }
            }
            """,
            """
            using System.Threading;

            class C
            {
                private int _n;

                public void M()
                {
                    Interlocked.Increment(ref _n);
                }

                public int N() { return Volatile.Read(ref _n); }
            }
            """);
    }

    [Theory]
    // The lock object guards something else too: other code holds it and may read the counter twice.
    [InlineData("lock (_gate) { _n++; _other++; }")]
    [InlineData("lock (_gate) { _n++; } lock (_gate) { _list.Add(1); }")]
    [InlineData("lock (_gate) { _n++; } lock (_gate) { if (_n > 0) { _other = _n; } }")]
    [InlineData("lock (_gate) { _n++; } lock (_gate) { Use(_n); }")]
    [InlineData("lock (_gate) { _n++; } Monitor.Enter(_gate); Monitor.Exit(_gate);")]
    [InlineData("lock (_gate) { _n++; } Use(_gate);")]
    [InlineData("lock (_gate) { _n++; } lock (_gate) { }")]
    // The counter is written elsewhere without the lock, or under another lock.
    [InlineData("lock (_gate) { _n++; } _n = 0;")]
    [InlineData("lock (_gate) { _n++; } _n++;")]
    [InlineData("lock (_gate) { _n++; } lock (_gate2) { _n++; }")]
    [InlineData("lock (_gate) { _n++; } lock (this) { _n--; }")]
    [InlineData("lock (_gate) { _n++; } Interlocked.Exchange(ref _n, 0);")]
    [InlineData("lock (_gate) { _n++; } ref int r = ref _n;")]
    [InlineData("lock (_gate) { _n++; } (_n, _other) = (1, 2);")]
    // The update itself is not a plain atomic addition.
    [InlineData("lock (_gate) { _n += _n; }")]
    [InlineData("lock (_gate) { _n += _other; } lock (_gate) { _other++; }")]
    [InlineData("lock (_gate) { _n += _other; }")]
    [InlineData("lock (_gate) { _n += Next(); }")]
    [InlineData("lock (_gate) { _n *= 2; }")]
    [InlineData("lock (_gate) { _n = _n + 1; }")]
    [InlineData("lock (_gate) { checked { _n++; } }")]
    [InlineData("lock (_gate) { checked(_n += 2).ToString(); }")]
    [InlineData("lock (_gate) { _n -= int.MinValue; }")]
    [InlineData("lock (_gate) { _d += 1.5; }")]
    [InlineData("lock (_gate) { _u++; }")]
    [InlineData("lock (_gate) { _other2.N++; }")]
    // Reads under the lock that are not a single return.
    [InlineData("lock (_gate) { _n++; } lock (_gate) { var x = _n; }")]
    [InlineData("lock (_gate) { _n++; } lock (_gate) { _ = _n + _n; }")]
    // Only reads: nothing to make atomic.
    [InlineData("lock (_gate) { Use(_n); }")]
    public async Task NotADedicatedSingleUpdateLock_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            using System.Collections.Generic;
            using System.Threading;

            class C
            {
                private readonly object _gate = new object();
                private readonly object _gate2 = new object();
                private readonly List<int> _list = new();
            #pragma warning disable CS0169, CS0414, CS0649 // not every case uses every field of the template
                private readonly C _other2 = null!;
                private int _n;
                private int _other;
                private double _d;
                private uint _u;

                public int N;
            #pragma warning restore CS0169, CS0414, CS0649

                void M()
                {
                    {{body}}
                }

                int Next() => 1;

                static void Use(object o) { }

                public override string ToString() => $"{_n} {_other} {_d} {_u} {_list.Count}";
            }
            """);
    }

    [Theory]
    [InlineData("private object _gate = new object(); void Reset() => _gate = new object();")]
    [InlineData("private readonly object _gate = \"shared\";")]
    [InlineData("private readonly object _gate = typeof(C);")]
    [InlineData("private readonly object _gate; C() { _gate = new object(); }")]
    [InlineData("internal readonly object _gate = new object();")]
    [InlineData("protected readonly object _gate = new object();")]
    [InlineData("private readonly object _gate = new object(), _gate2 = new object();")]
    public async Task LockObjectNotPrivateOrFresh_NoDiagnostic(string declaration)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            class C
            {
                {{declaration}}
                private int _n;

                void M()
                {
                    lock (_gate) { _n++; }
                }

                int N => _n;
            }
            """);
    }

    [Theory]
    [InlineData("internal int _n;")]
    [InlineData("public int _n;")]
    [InlineData("private volatile int _n;")]
    [InlineData("private short _n;")]
    public async Task CounterNotQualifying_NoDiagnostic(string declaration)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            class C
            {
                private readonly object _gate = new object();
                {{declaration}}

                void M()
                {
                    lock (_gate) { _n++; }
                }

                int N => _n;
            }
            """);
    }

    [Fact]
    public async Task LockOnThis_NoDiagnostic()
    {
        // Code outside the type can lock the instance too, and read the counter twice while it holds it.
        await Verify.VerifyAnalyzerAsync("""
            class C
            {
                private int _n;

                void M()
                {
                    lock (this) { _n++; }
                }

                int N => _n;
            }
            """);
    }

    [Fact]
    public async Task WriteInNestedType_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            class Outer
            {
                private readonly object _gate = new object();
                private int _n;

                void M()
                {
                    lock (_gate) { _n++; }
                }

                int N => _n;

                class Inner
                {
                    void Reset(Outer outer) => outer._n = 0;
                }
            }
            """);
    }

    [Fact]
    public async Task LockInOtherPartialDeclaration_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            partial class C
            {
                private readonly object _gate = new object();
                private int _n;

                void M()
                {
                    lock (_gate) { _n++; }
                }
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            partial class C
            {
                int Twice()
                {
                    lock (_gate)
                    {
                        return _n + _n;
                    }
                }
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task PartialDeclarations_FixRewritesEveryFile()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System.Threading;

            partial class C
            {
                private readonly object [|_gate|] = new object();
                private int _n;

                void M()
                {
                    lock (_gate) { _n++; }
                }
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Threading;

            partial class C
            {
                int N()
                {
                    lock (_gate)
                    {
                        return _n;
                    }
                }
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Threading;

            partial class C
            {
                private int _n;

                void M()
                {
                    Interlocked.Increment(ref _n);
                }
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Threading;

            partial class C
            {
                int N()
                {
                    return Volatile.Read(ref _n);
                }
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task SeveralLocksInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                private readonly object [|_hitsGate|] = new object();
                private readonly object [|_missesGate|] = new object();
                private int _hits;
                private long _misses;

                public void Hit() { lock (_hitsGate) { _hits++; } }
                public void Miss() { lock (_missesGate) { _misses++; } }
                public override string ToString() => _hits + "/" + _misses;
            }
            """,
            """
            using System.Threading;

            class C
            {
                private int _hits;
                private long _misses;

                public void Hit() { Interlocked.Increment(ref _hits); }
                public void Miss() { Interlocked.Increment(ref _misses); }
                public override string ToString() => _hits + "/" + _misses;
            }
            """);
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            class A
            {
                private readonly object [|_gate|] = new object();
                private int _n;

                public void M() { lock (_gate) { _n++; } }
                public int N => _n;
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Threading;

            class B
            {
                private static readonly object [|s_gate|] = new object();
                private static long s_n;

                public static void M(long delta) { lock (s_gate) { s_n += delta; } }
                public static long N => Interlocked.Read(ref s_n);
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Threading;

            class A
            {
                private int _n;

                public void M() { Interlocked.Increment(ref _n); }
                public int N => _n;
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Threading;

            class B
            {
                private static long s_n;

                public static void M(long delta) { Interlocked.Add(ref s_n, delta); }
                public static long N => Interlocked.Read(ref s_n);
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task InterlockedNameTaken_FixQualifies()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class Interlocked { }

            class C
            {
                private readonly object [|_gate|] = new object();
                private int _n;

                public void M() { lock (_gate) { _n++; } }
                public int N => _n;
            }
            """,
            """
            class Interlocked { }

            class C
            {
                private int _n;

                public void M() { System.Threading.Interlocked.Increment(ref _n); }
                public int N => _n;
            }
            """);
    }

    [Fact]
    public async Task Struct_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            struct S
            {
                private readonly object _gate;
                private int _n;

                public S() { _gate = new object(); _n = 0; }

                void M()
                {
                    lock (_gate) { _n++; }
                }

                int N => _n;
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", Counter.Replace("[|_gate|]", "_gate")));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\n" + Counter.Replace("[|_gate|]", "_gate").Replace("class RequestCounter", "class RequestCounter2")));
        test.TestState.Sources.Add(("/0/AttributedType.cs", Counter.Replace("[|_gate|]", "_gate").Replace("class RequestCounter", "[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] class RequestCounter3")));
        test.TestState.Sources.Add(("/0/AttributedField.cs", Counter.Replace("[|_gate|]", "_gate").Replace("class RequestCounter", "class RequestCounter4").Replace("private readonly object _gate", "[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] private readonly object _gate")));
        await test.RunAsync();
    }
}
