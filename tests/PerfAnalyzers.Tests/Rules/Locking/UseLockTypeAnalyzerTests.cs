using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verifier = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Locking.UseLockTypeAnalyzer,
    PerfAnalyzers.Rules.Locking.UseLockTypeCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Locking;

public sealed class UseLockTypeAnalyzerTests
{
    /// <summary>PERF0301 is disabled by default (no speed-up measured): every test turns it on, as a user would.</summary>
    private const string EnableRule = "root = true\n\n[*.cs]\ndotnet_diagnostic.PERF0301.severity = suggestion\n";

    /// <summary>The shared verifier, with the rule enabled through .editorconfig.</summary>
    private static class Verify
    {
        public sealed class Test : Verifier.Test
        {
            public Test() => EditorConfig = EnableRule;
        }

        public static Task VerifyAnalyzerAsync(string markup, TargetRuntime runtime = TargetRuntime.Net10) =>
            new Test { TestCode = markup, Runtime = runtime }.RunAsync();

        public static Task VerifyCodeFixAsync(string markup, string fixedSource, TargetRuntime runtime = TargetRuntime.Net10) =>
            new Test { TestCode = markup, FixedCode = fixedSource, Runtime = runtime }.RunAsync();
    }

    [Fact]
    public async Task DisabledByDefault_NoDiagnosticWithoutConfiguration()
    {
        var test = new Verifier.Test();
        test.TestState.Sources.Add(("/0/Test0.cs", LockOnly.Replace("[|_gate|]", "_gate")));
        await test.RunAsync();
    }

    private const string LockOnly = """
        using System.Collections.Generic;

        class Cache
        {
            private readonly object [|_gate|] = new object();
            private readonly Dictionary<string, int> _items = new();

            public void Add(string key, int value)
            {
                lock (_gate)
                {
                    _items[key] = value;
                }
            }

            public bool TryGet(string key, out int value)
            {
                lock (_gate)
                {
                    return _items.TryGetValue(key, out value);
                }
            }
        }
        """;

    private const string LockOnlyFixed = """
        using System.Collections.Generic;
        using System.Threading;

        class Cache
        {
            private readonly Lock _gate = new();
            private readonly Dictionary<string, int> _items = new();

            public void Add(string key, int value)
            {
                lock (_gate)
                {
                    _items[key] = value;
                }
            }

            public bool TryGet(string key, out int value)
            {
                lock (_gate)
                {
                    return _items.TryGetValue(key, out value);
                }
            }
        }
        """;

    [Fact]
    public async Task LockStatementsOnly_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(LockOnly, LockOnlyFixed);
    }

    [Fact]
    public async Task LockStatementsOnly_MessageAndSeverity()
    {
        await new Verify.Test
        {
            TestCode = LockOnly.Replace("[|_gate|] = new object()", "{|#1:{|#0:_gate|} = new object()|}"),
            FixedCode = LockOnlyFixed,
            ExpectedDiagnostics =
            {
                Verifier.Diagnostic().WithSeverity(DiagnosticSeverity.Info).WithLocation(0).WithLocation(1).WithArguments(
                    "_gate",
                    PerfAnalyzers.Rules.Locking.UseLockTypeAnalyzer.UseLockTypePayoff.For(10)),
            },
        }.RunAsync();
    }

    [Theory]
    [InlineData("private static readonly object [|s_gate|] = new();", "private static readonly Lock s_gate = new();")]
    [InlineData("private object [|s_gate|] = new object();", "private Lock s_gate = new();")]
    [InlineData("private readonly System.Object [|s_gate|] = new System.Object();", "private readonly Lock s_gate = new();")]
    public async Task DeclarationForms_ReportAndFix(string before, string after)
    {
        const string Template = """
            using System.Threading;

            class C
            {
                DECLARATION
                private int _n;

                public void M()
                {
                    lock (s_gate)
                    {
                        _n++;
                    }
                }

                public int N => _n;
            }
            """;
        await Verify.VerifyCodeFixAsync(Template.Replace("DECLARATION", before), Template.Replace("DECLARATION", after));
    }

    [Fact]
    public async Task AssignedInEveryConstructor_EachGetsNew()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;

            class Cache
            {
                private readonly object [|_gate|];
                private readonly Dictionary<string, int> _items;

                public Cache()
                {
                    _gate = new object();
                    _items = new Dictionary<string, int>();
                }

                public Cache(int capacity)
                {
                    this._gate = new object();
                    _items = new Dictionary<string, int>(capacity);
                }

                public Cache(IDictionary<string, int> items) : this(items.Count)
                {
                    foreach (var pair in items) Add(pair.Key, pair.Value);
                }

                public void Add(string key, int value)
                {
                    lock (_gate)
                    {
                        _items[key] = value;
                    }
                }
            }
            """,
            """
            using System.Collections.Generic;
            using System.Threading;

            class Cache
            {
                private readonly Lock _gate;
                private readonly Dictionary<string, int> _items;

                public Cache()
                {
                    _gate = new();
                    _items = new Dictionary<string, int>();
                }

                public Cache(int capacity)
                {
                    this._gate = new();
                    _items = new Dictionary<string, int>(capacity);
                }

                public Cache(IDictionary<string, int> items) : this(items.Count)
                {
                    foreach (var pair in items) Add(pair.Key, pair.Value);
                }

                public void Add(string key, int value)
                {
                    lock (_gate)
                    {
                        _items[key] = value;
                    }
                }
            }
            """);
    }

    [Theory]
    [InlineData("")]
    [InlineData("using System;\n\n")]
    [InlineData("// Header\nusing System;\nusing System.Text;\n\n")]
    public async Task GlobalUsingOfSystemThreading_NoUsingAdded(string usings)
    {
        // Implicit usings (Bitwarden): the SDK's GlobalUsings.g.cs imports System.Threading for every file, whether the
        // file has usings of its own or not.
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Test0.cs", usings + "class C\n{\n    private static readonly object [|s_gate|] = new object();\n    private static int s_n;\n\n    public static void M()\n    {\n        lock (s_gate) { s_n++; }\n    }\n\n    public static int N => s_n;\n}\n"));
        test.TestState.Sources.Add(("/0/GlobalUsings.g.cs", "global using global::System.Threading;\n"));
        test.FixedState.Sources.Add(("/0/Test0.cs", usings + "class C\n{\n    private static readonly Lock s_gate = new();\n    private static int s_n;\n\n    public static void M()\n    {\n        lock (s_gate) { s_n++; }\n    }\n\n    public static int N => s_n;\n}\n"));
        test.FixedState.Sources.Add(("/0/GlobalUsings.g.cs", "global using global::System.Threading;\n"));
        await test.RunAsync();
    }

    [Fact]
    public async Task StaticFieldAssignedInTheStaticConstructor_GetsNew()
    {
        await Verify.VerifyCodeFixAsync(
            "class C\n{\n    private static readonly object [|s_gate|];\n    private static int s_n;\n\n    static C()\n    {\n        s_gate = new object();\n    }\n\n    public static void M()\n    {\n        lock (s_gate) { s_n++; }\n    }\n\n    public static int N => s_n;\n}\n",
            "using System.Threading;\n\nclass C\n{\n    private static readonly Lock s_gate;\n    private static int s_n;\n\n    static C()\n    {\n        s_gate = new();\n    }\n\n    public static void M()\n    {\n        lock (s_gate) { s_n++; }\n    }\n\n    public static int N => s_n;\n}\n");
    }

    [Fact]
    public async Task MonitorCalls_AreRewritten()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Threading;

            class Queue
            {
                private readonly object [|_sync|] = new object();
                private int _count;

                public void Add()
                {
                    Monitor.Enter(_sync);
                    try
                    {
                        _count++;
                    }
                    finally
                    {
                        Monitor.Exit(_sync);
                    }
                }

                public bool TryAdd(TimeSpan timeout)
                {
                    if (!Monitor.TryEnter(_sync, timeout))
                    {
                        return false;
                    }

                    try
                    {
                        _count++;
                        return Monitor.IsEntered(this._sync);
                    }
                    finally
                    {
                        Monitor.Exit(this._sync);
                    }
                }

                public bool TryAddNow()
                {
                    if (Monitor.TryEnter(_sync) || Monitor.TryEnter(_sync, 10))
                    {
                        _count++;
                        Monitor.Exit(_sync);
                        return true;
                    }

                    return false;
                }

                public int Count { get { lock (_sync) { return _count; } } }
            }
            """,
            """
            using System;
            using System.Threading;

            class Queue
            {
                private readonly Lock _sync = new();
                private int _count;

                public void Add()
                {
                    _sync.Enter();
                    try
                    {
                        _count++;
                    }
                    finally
                    {
                        _sync.Exit();
                    }
                }

                public bool TryAdd(TimeSpan timeout)
                {
                    if (!_sync.TryEnter(timeout))
                    {
                        return false;
                    }

                    try
                    {
                        _count++;
                        return this._sync.IsHeldByCurrentThread;
                    }
                    finally
                    {
                        this._sync.Exit();
                    }
                }

                public bool TryAddNow()
                {
                    if (_sync.TryEnter() || _sync.TryEnter(10))
                    {
                        _count++;
                        _sync.Exit();
                        return true;
                    }

                    return false;
                }

                public int Count { get { lock (_sync) { return _count; } } }
            }
            """);
    }

    [Fact]
    public async Task UsingStaticMonitor_IsRewritten()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using static System.Threading.Monitor;

            class C
            {
                private readonly object [|_gate|] = new object();

                void M()
                {
                    Enter(_gate);
                    System.Diagnostics.Debug.Assert(IsEntered(_gate));
                    Exit(_gate);
                }
            }
            """,
            """
            using System.Threading;
            using static System.Threading.Monitor;

            class C
            {
                private readonly Lock _gate = new();

                void M()
                {
                    _gate.Enter();
                    System.Diagnostics.Debug.Assert(_gate.IsHeldByCurrentThread);
                    _gate.Exit();
                }
            }
            """);
    }

    [Fact]
    public async Task EnterWithLockTaken_BecomesEnterThenFlag()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Threading;

            class Counter
            {
                private static readonly object [|s_gate|] = new object();
                private static int s_count;

                public static void Add()
                {
                    bool lockTaken = false;
                    try
                    {
                        Monitor.Enter(s_gate, ref lockTaken);
                        s_count++;
                    }
                    finally
                    {
                        if (lockTaken)
                        {
                            Monitor.Exit(s_gate);
                        }
                    }
                }

                public static bool TryAdd(int milliseconds)
                {
                    var taken = false;
                    Monitor.TryEnter(s_gate, milliseconds, ref taken);
                    if (taken)
                    {
                        s_count++;
                        Monitor.Exit(s_gate);
                    }

                    return taken;
                }

                public static int Count => s_count;
            }
            """,
            """
            using System.Threading;

            class Counter
            {
                private static readonly Lock s_gate = new();
                private static int s_count;

                public static void Add()
                {
                    bool lockTaken = false;
                    try
                    {
                        s_gate.Enter();
                        lockTaken = true;
                        s_count++;
                    }
                    finally
                    {
                        if (lockTaken)
                        {
                            s_gate.Exit();
                        }
                    }
                }

                public static bool TryAdd(int milliseconds)
                {
                    var taken = false;
                    taken = s_gate.TryEnter(milliseconds);
                    if (taken)
                    {
                        s_count++;
                        s_gate.Exit();
                    }

                    return taken;
                }

                public static int Count => s_count;
            }
            """);
    }

    [Theory]
    [InlineData("bool taken = false; for (var i = 0; i < 2; i++) { Monitor.Enter(_gate, ref taken); }")]
    [InlineData("bool taken = true; try { Monitor.Enter(_gate, ref taken); } finally { if (taken) Monitor.Exit(_gate); }")]
    [InlineData("bool taken = false; taken = Flag(); try { Monitor.Enter(_gate, ref taken); } finally { if (taken) Monitor.Exit(_gate); }")]
    [InlineData("bool taken = false; again: Monitor.Enter(_gate, ref taken); if (Flag()) goto again;")]
    [InlineData("bool taken = false; Take(ref taken); Monitor.Enter(_gate, ref taken);")]
    [InlineData("Monitor.Enter(_gate, ref _taken);")]
    [InlineData("bool taken = false; if (Flag()) { Monitor.Enter(_gate, ref taken); }")]
    public async Task LockTakenNotProvablyFalse_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            using System.Threading;

            class C
            {
                private readonly object _gate = new object();
            #pragma warning disable CS0169 // not every case uses the field
                private bool _taken;
            #pragma warning restore CS0169

                void M()
                {
                    {{body}}
                }

                static bool Flag() => true;

                static void Take(ref bool taken) => taken = false;
            }
            """);
    }

    [Theory]
    [InlineData("Monitor.Wait(_gate);")]
    [InlineData("Monitor.Pulse(_gate);")]
    [InlineData("Monitor.PulseAll(_gate);")]
    [InlineData("Monitor.Wait(_gate, 100);")]
    [InlineData("Use(_gate);")]
    [InlineData("object o = _gate;")]
    [InlineData("_ = _gate == _other;")]
    [InlineData("_ = ReferenceEquals(_gate, _other);")]
    [InlineData("_ = _gate.GetHashCode();")]
    [InlineData("_ = _gate.ToString();")]
    [InlineData("System.Func<object> f = () => _gate;")]
    [InlineData("Monitor.TryEnter(millisecondsTimeout: 1, obj: _gate);")]
    public async Task FieldUsedOtherwise_NoDiagnostic(string use)
    {
        // Each case also locks the field, so only the other use can silence the rule.
        await Verify.VerifyAnalyzerAsync($$"""
            using System.Threading;

            class C
            {
                private readonly object _gate = new object();
                private readonly object _other = new object();

                void M()
                {
                    lock (_gate)
                    {
                        {{use}}
                    }
                }

                static void Use(object o) { }
            }
            """);
    }

    [Fact]
    public async Task ReturnedOrExposed_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            class C
            {
                private readonly object _gate = new object();

                public object SyncRoot => _gate;

                void M()
                {
                    lock (_gate) { }
                }
            }
            """);
    }

    [Theory]
    [InlineData("private object _gate = new object(); C() { _gate = new object(); }")]
    [InlineData("private object _gate = new object(); void Reset() => _gate = new object();")]
    [InlineData("private readonly object _gate = new C();")]
    [InlineData("private readonly object _gate = \"gate\";")]
    [InlineData("private readonly object _gate = typeof(C);")]
    [InlineData("private readonly object _gate = new object(), _other = new object();")]
    [InlineData("private readonly object _gate; C() { if (Ready) _gate = new object(); else _gate = new object(); }")]
    [InlineData("private readonly object _gate; C() { _gate = new object(); } {|CS8618:C|}(int n) { }")]
    [InlineData("private readonly object _gate; C() { _gate = new object(); } C(int n) : this() { _gate = new object(); }")]
    [InlineData("private readonly object _gate; C() { _gate = new object(); _gate = new object(); }")]
    [InlineData("private readonly object _gate; C() { _gate = new C(); }")]
    [InlineData("private readonly object _gate; C() { System.Action a = () => { }; _gate = Make(); } static object Make() => new object();")]
    [InlineData("#nullable disable\n    private static object _gate; static C() { } C() { _gate = new object(); }")]
    [InlineData("internal readonly object _gate = new object();")]
    [InlineData("protected readonly object _gate = new object();")]
    [InlineData("public readonly object _gate = new object();")]
    [InlineData("private readonly string _gate = \"\";")]
    [InlineData("private readonly dynamic _gate = new object();")]
    public async Task DeclarationNotQualifying_NoDiagnostic(string declaration)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            class C
            {
                static bool Ready => true;

                {{declaration}}

                void M()
                {
                    lock (_gate) { }
                }
            }
            """);
    }

    [Fact]
    public async Task WaitInNestedType_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Threading;

            class Outer
            {
                private readonly object _gate = new object();

                void M()
                {
                    lock (_gate) { }
                }

                class Inner
                {
                    void Wait(Outer outer)
                    {
                        lock (outer._gate)
                        {
                            Monitor.Wait(outer._gate);
                        }
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task PulseInOtherPartialDeclaration_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            partial class C
            {
                private readonly object _gate = new object();

                void M()
                {
                    lock (_gate) { }
                }
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            partial class C
            {
                void N()
                {
                    lock (_gate)
                    {
                        System.Threading.Monitor.PulseAll(_gate);
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
                    Monitor.Enter(_gate);
                    try
                    {
                        return _n;
                    }
                    finally
                    {
                        Monitor.Exit(_gate);
                    }
                }
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Threading;

            partial class C
            {
                private readonly Lock _gate = new();
                private int _n;

                void M()
                {
                    lock (_gate) { _n++; }
                }
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Threading;

            partial class C
            {
                int N()
                {
                    _gate.Enter();
                    try
                    {
                        return _n;
                    }
                    finally
                    {
                        _gate.Exit();
                    }
                }
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task NestedTypeUsesOuterField_FixRewritesIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Threading;

            class Outer
            {
                private static readonly object [|s_gate|] = new object();

                class Inner
                {
                    void M()
                    {
                        Monitor.Enter(s_gate);
                        Monitor.Exit(s_gate);
                    }
                }
            }
            """,
            """
            using System.Threading;

            class Outer
            {
                private static readonly Lock s_gate = new();

                class Inner
                {
                    void M()
                    {
                        s_gate.Enter();
                        s_gate.Exit();
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task SeveralFieldsInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                private readonly object [|_a|] = new object();
                private readonly object [|_b|] = new();
                private static readonly object [|s_c|] = new object();

                void M()
                {
                    lock (_a) { }
                    lock (_b) { }
                    lock (s_c) { }
                }
            }
            """,
            """
            using System.Threading;

            class C
            {
                private readonly Lock _a = new();
                private readonly Lock _b = new();
                private static readonly Lock s_c = new();

                void M()
                {
                    lock (_a) { }
                    lock (_b) { }
                    lock (s_c) { }
                }
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

                void M()
                {
                    lock (_gate) { }
                }
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System.Threading;

            class B
            {
                private readonly object [|_gate|] = new object();

                void M()
                {
                    Monitor.Enter(_gate);
                    Monitor.Exit(_gate);
                }
            }
            """));
        test.FixedState.Sources.Add("""
            using System.Threading;

            class A
            {
                private readonly Lock _gate = new();

                void M()
                {
                    lock (_gate) { }
                }
            }
            """);
        test.FixedState.Sources.Add("""
            using System.Threading;

            class B
            {
                private readonly Lock _gate = new();

                void M()
                {
                    _gate.Enter();
                    _gate.Exit();
                }
            }
            """);
        await test.RunAsync();
    }

    [Fact]
    public async Task LockTypeNameTaken_FixQualifies()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class Lock { }

            class C
            {
                private readonly object [|_gate|] = new object();

                void M()
                {
                    lock (_gate) { }
                }
            }
            """,
            """
            class Lock { }

            class C
            {
                private readonly System.Threading.Lock _gate = new();

                void M()
                {
                    lock (_gate) { }
                }
            }
            """);
    }

    [Fact]
    public async Task YieldInsideLock_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Collections.Generic;

            class C
            {
                private readonly object _gate = new object();

                IEnumerable<int> M()
                {
                    lock (_gate)
                    {
                        yield return 1;
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task LockInAsyncMethod_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Threading;
            using System.Threading.Tasks;

            class C
            {
                private readonly object [|_gate|] = new object();
                private int _n;

                async Task M()
                {
                    await Task.Yield();
                    lock (_gate)
                    {
                        _n++;
                    }
                }

                int N() { lock (_gate) return _n; }
            }
            """,
            """
            using System.Threading;
            using System.Threading.Tasks;

            class C
            {
                private readonly Lock _gate = new();
                private int _n;

                async Task M()
                {
                    await Task.Yield();
                    lock (_gate)
                    {
                        _n++;
                    }
                }

                int N() { lock (_gate) return _n; }
            }
            """);
    }

    [Fact]
    public async Task Net8WithoutLockType_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(LockOnly.Replace("[|_gate|]", "_gate"), TargetRuntime.Net8);
    }

    [Fact]
    public async Task CSharp12_NoDiagnostic()
    {
        var test = new Verify.Test { LanguageVersion = LanguageVersion.CSharp12 };
        test.TestState.Sources.Add(("/0/Test0.cs", LockOnly.Replace("[|_gate|]", "_gate")));
        await test.RunAsync();
    }

    [Fact]
    public async Task CSharp13_ReportsAndFixes()
    {
        var test = new Verify.Test { LanguageVersion = LanguageVersion.CSharp13 };
        test.TestState.Sources.Add(("/0/Test0.cs", LockOnly));
        test.FixedState.Sources.Add(LockOnlyFixed);
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", LockOnly.Replace("[|_gate|]", "_gate")));
        test.TestState.Sources.Add(("/0/Marked.cs", "// <auto-generated/>\n" + LockOnly.Replace("[|_gate|]", "_gate").Replace("class Cache", "class Cache2")));
        test.TestState.Sources.Add(("/0/AttributedType.cs", LockOnly.Replace("[|_gate|]", "_gate").Replace("class Cache", "[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] class Cache3")));
        test.TestState.Sources.Add(("/0/AttributedField.cs", LockOnly.Replace("[|_gate|]", "_gate").Replace("class Cache", "class Cache4").Replace("private readonly object _gate", "[System.CodeDom.Compiler.GeneratedCode(\"tool\", \"1.0\")] private readonly object _gate")));
        await test.RunAsync();
    }
}
