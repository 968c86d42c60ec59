using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Platform.UseUnsafeAccessorAnalyzer,
    PerfAnalyzers.Rules.Platform.UseUnsafeAccessorCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Platform;

public sealed class UseUnsafeAccessorAnalyzerTests
{
    // A type with private fields of every kind the rule reads and writes, and a caller that reaches them by reflection.
    private const string Counter = """
        class Counter
        {
            private int _count;
            private string _name = "";
            private string? _label;
            private static long s_total;
            private static readonly object s_gate = new object();
            private readonly List<int> _items = new List<int>();
            private const int Limit = 10;
            private volatile int _version;
            public int Visible;

            public void Set(int count, string? label, long total, int version) => (_count, _label, s_total, _version, Visible) = (count, label, total, version, count);

            public override string ToString() => $"{_count} {_name} {_label} {s_total} {s_gate} {_items.Count} {Limit} {_version}";
        }
        """;

    private static string Code(string body, string members = "") => $$"""
        using System.Collections.Generic;
        using System.Reflection;

        {{Counter}}

        class Reader
        {
            {{members}}
            object M(Counter counter, Counter? maybe, object boxed, int value, string text)
            {
                {{body}}
            }
        }
        """;

    private static string Fixed(string body, string accessors, string members = "") => $$"""
        using System.Collections.Generic;
        using System.Reflection;
        using System.Runtime.CompilerServices;

        {{Counter}}

        class Reader
        {
            {{members}}
            object M(Counter counter, Counter? maybe, object boxed, int value, string text)
            {
                {{body}}
            }

            {{accessors}}
        }
        """;

    private const string CountAccessor = """
        [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_count")]
            private static extern ref int GetCount(Counter counter);
        """;

    [Theory]
    [InlineData(
        "return (int)[|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|]!;",
        "return GetCount(counter);")]
    [InlineData(
        "int n = (int)[|typeof(Counter).GetField(\"_count\", BindingFlags.Instance | BindingFlags.NonPublic)!.GetValue(new Counter())|]!;\n        return n;",
        "int n = GetCount(new Counter());\n        return n;")]
    [InlineData(
        "object o = [|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|]!;\n        return o;",
        "object o = GetCount(counter);\n        return o;")]
    [InlineData(
        "[|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(counter, value)|];\n        return value;",
        "GetCount(counter) = value;\n        return value;")]
    public async Task InPlaceLookup_ReadsAndWritesThroughTheAccessor(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Fixed(after, CountAccessor));
    }

    [Theory]
    [InlineData(
        "return (long)[|typeof(Counter).GetField(\"s_total\", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(null)|]!;",
        "return GetTotal(null);",
        "[UnsafeAccessor(UnsafeAccessorKind.StaticField, Name = \"s_total\")]\n    private static extern ref long GetTotal(Counter? counter);")]
    [InlineData(
        "[|typeof(Counter).GetField(\"s_total\", BindingFlags.NonPublic | BindingFlags.Static)!.SetValue(default, 5L)|];\n        return 0;",
        "GetTotal(null) = 5L;\n        return 0;",
        "[UnsafeAccessor(UnsafeAccessorKind.StaticField, Name = \"s_total\")]\n    private static extern ref long GetTotal(Counter? counter);")]
    [InlineData(
        "return (string)[|typeof(Counter).GetField(\"_label\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|]!;",
        "return GetLabel(counter)!;",
        "[UnsafeAccessor(UnsafeAccessorKind.Field, Name = \"_label\")]\n    private static extern ref string? GetLabel(Counter counter);")]
    [InlineData(
        "string? label = (string?)[|typeof(Counter).GetField(\"_label\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|];\n        return label ?? \"\";",
        "string? label = GetLabel(counter);\n        return label ?? \"\";",
        "[UnsafeAccessor(UnsafeAccessorKind.Field, Name = \"_label\")]\n    private static extern ref string? GetLabel(Counter counter);")]
    [InlineData(
        "[|typeof(Counter).GetField(\"_label\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(counter, null)|];\n        return 0;",
        "GetLabel(counter) = null;\n        return 0;",
        "[UnsafeAccessor(UnsafeAccessorKind.Field, Name = \"_label\")]\n    private static extern ref string? GetLabel(Counter counter);")]
    [InlineData(
        "var items = (List<int>)[|typeof(Counter).GetField(\"_items\", BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.DeclaredOnly)!.GetValue(counter)|]!;\n        return items.Count;",
        "var items = GetItems(counter);\n        return items.Count;",
        "[UnsafeAccessor(UnsafeAccessorKind.Field, Name = \"_items\")]\n    private static extern ref List<int> GetItems(Counter counter);")]
    [InlineData(
        "[|typeof(Counter).GetField(\"_items\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(counter, new List<int> { value })|];\n        return 0;",
        "GetItems(counter) = new List<int> { value };\n        return 0;",
        "[UnsafeAccessor(UnsafeAccessorKind.Field, Name = \"_items\")]\n    private static extern ref List<int> GetItems(Counter counter);")]
    [InlineData(
        "[|typeof(Counter).GetField(\"_name\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(counter, text)|];\n        return ((string)[|typeof(Counter).GetField(\"_name\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|]!).Length;",
        "GetName(counter) = text;\n        return GetName(counter).Length;",
        "[UnsafeAccessor(UnsafeAccessorKind.Field, Name = \"_name\")]\n    private static extern ref string GetName(Counter counter);")]
    public async Task EveryKindOfField(string before, string after, string accessor)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Fixed(after, accessor));
    }

    [Fact]
    public async Task CachedFieldInfo_RemovedWithItsLastUse_OneAccessorForBoth()
    {
        const string cache = "private static readonly FieldInfo s_count = typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)\n        ?? throw new MissingFieldException(\"_count\");\n";
        await Verify.VerifyCodeFixAsync(
            Code("[|s_count.SetValue(counter, (int)[|s_count.GetValue(counter)|]! + 1)|];\n        return s_count.Name;", cache).Replace("using System.Collections.Generic;", "using System;\nusing System.Collections.Generic;"),
            Fixed("GetCount(counter) = GetCount(counter) + 1;\n        return s_count.Name;", CountAccessor, cache).Replace("using System.Collections.Generic;", "using System;\nusing System.Collections.Generic;"));
    }

    [Fact]
    public async Task CachedFieldInfo_EveryUseRewritten_FieldRemoved()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Reflection;

            class Counter
            {
                private int _count;

                public int Next() => ++_count;
            }

            class Reader
            {
                private static readonly FieldInfo CountField = typeof(Counter).GetField("_count", BindingFlags.NonPublic | BindingFlags.Instance)!;

                public int Read(Counter counter) => (int)[|CountField.GetValue(counter)|]!;

                public void Reset(Counter counter)
                {
                    [|CountField.SetValue(counter, 0)|];
                }
            }
            """,
            """
            using System.Reflection;
            using System.Runtime.CompilerServices;

            class Counter
            {
                private int _count;

                public int Next() => ++_count;
            }

            class Reader
            {
                public int Read(Counter counter) => GetCount(counter);

                public void Reset(Counter counter)
                {
                    GetCount(counter) = 0;
                }

                [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_count")]
                private static extern ref int GetCount(Counter counter);
            }
            """);
    }

    [Theory]
    // Not the field reflection would find, or not one an accessor can reach.
    [InlineData("return typeof(Counter).GetField(\"_count\", BindingFlags.Instance)!.GetValue(counter)!;")]
    [InlineData("return typeof(Counter).GetField(\"_Count\", BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.IgnoreCase)!.GetValue(counter)!;")]
    [InlineData("return typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(counter)!;")]
    [InlineData("return typeof(Counter).GetField(\"_missing\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;")]
    [InlineData("return typeof(Counter).GetField(text, BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;")]
    [InlineData("return typeof(Counter).GetField(\"Limit\", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(null)!;")]
    [InlineData("return typeof(Counter).GetField(\"_version\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;")]
    [InlineData("return typeof(Counter).GetField(\"Visible\", BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;")]
    [InlineData("typeof(Counter).GetField(\"s_gate\", BindingFlags.NonPublic | BindingFlags.Static)!.SetValue(null, new object());\n        return 0;")]
    [InlineData("return counter.GetType().GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;")]
    // The object: maybe null, not the field's type, or static fields read with an object.
    [InlineData("return (int)typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(maybe)!;")]
    [InlineData("return (int)typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(boxed)!;")]
    [InlineData("return (long)typeof(Counter).GetField(\"s_total\", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(counter)!;")]
    // The value's meaning would change: another type, an object of unknown type, a var, an argument, a lambda.
    [InlineData("return (long)typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;")]
    [InlineData("var o = typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter);\n        return o!;")]
    [InlineData("return typeof(Counter).GetField(\"_name\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter) as string ?? \"\";")]
    [InlineData("return string.Concat(typeof(Counter).GetField(\"_name\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter));")]
    [InlineData("System.Func<object?> read = () => typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter);\n        return read()!;")]
    [InlineData("typeof(Counter).GetField(\"s_total\", BindingFlags.NonPublic | BindingFlags.Static)!.SetValue(null, value);\n        return 0;")]
    [InlineData("typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(counter, boxed);\n        return 0;")]
    [InlineData("typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(counter, null);\n        return 0;")]
    [InlineData("typeof(Counter).GetField(\"_name\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(counter, maybe?.ToString());\n        return 0;")]
    [InlineData("typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(value: value, obj: counter);\n        return 0;")]
    [InlineData("return typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)?.ToString() ?? \"\";")]
    public async Task NotTheSameMeaning_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Theory]
    [InlineData("private static FieldInfo s_count = typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!;\n    void Reset() => s_count = typeof(Counter).GetField(\"_name\", BindingFlags.NonPublic | BindingFlags.Instance)!;")]
    [InlineData("internal static readonly FieldInfo s_count = typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!;")]
    [InlineData("private static readonly FieldInfo s_count = Find();\n    static FieldInfo Find() => typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!;")]
    [InlineData("private static FieldInfo s_count = typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!;\n    static void Pass(ref FieldInfo f) { }\n    void Use() => Pass(ref s_count);")]
    public async Task CacheWrittenOrNotPrivate_NoDiagnostic(string members)
    {
        await Verify.VerifyAnalyzerAsync(Code("return (int)s_count.GetValue(counter)!;", members));
    }

    [Fact]
    public async Task StructUsedAsAVariable_NoDiagnostic_ReadAsAValue_Reported()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Reflection;

            struct Point
            {
                public int X;

                public void Move() => X++;
            }

            class Shape
            {
                private Point _origin;

                public Point Origin { get => _origin; set => _origin = value; }
            }

            class Mover
            {
                static readonly FieldInfo Origin = typeof(Shape).GetField("_origin", BindingFlags.NonPublic | BindingFlags.Instance)!;

                int M(Shape shape)
                {
                    ((Point)Origin.GetValue(shape)!).Move();
                    Point copy = (Point)[|Origin.GetValue(shape)|]!;
                    return copy.X;
                }
            }
            """,
            """
            using System.Reflection;
            using System.Runtime.CompilerServices;

            struct Point
            {
                public int X;

                public void Move() => X++;
            }

            class Shape
            {
                private Point _origin;

                public Point Origin { get => _origin; set => _origin = value; }
            }

            class Mover
            {
                static readonly FieldInfo Origin = typeof(Shape).GetField("_origin", BindingFlags.NonPublic | BindingFlags.Instance)!;

                int M(Shape shape)
                {
                    ((Point)Origin.GetValue(shape)!).Move();
                    Point copy = GetOrigin(shape);
                    return copy.X;
                }

                [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_origin")]
                private static extern ref Point GetOrigin(Shape shape);
            }
            """);
    }

    [Fact]
    public async Task AccessibleOrGenericOrInAGenericType_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Reflection;

            class Box<T>
            {
                private T? _value;

                public T? Value { get => _value; set => _value = value; }
            }

            class Outer
            {
                private int _secret;

                public int Secret { get => _secret; set => _secret = value; }

                class Inner
                {
                    int Read(Outer outer) => (int)typeof(Outer).GetField("_secret", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(outer)!;
                }
            }

            class Counter
            {
                internal int _count;

                public void Set(int count) => _count = count;
            }

            class Reader<T>
            {
                int Read(Counter counter) => (int)typeof(Outer).GetField("_secret", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(new Outer())!;

                int Own(Counter counter) => (int)typeof(Counter).GetField("_count", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;

                int? Boxed(Box<int> box) => (int?)typeof(Box<int>).GetField("_value", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(box);
            }

            class Plain
            {
                int? Boxed(Box<int> box) => (int?)typeof(Box<int>).GetField("_value", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(box);

                int Internal(Counter counter) => (int)typeof(Counter).GetField("_count", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;
            }
            """);
    }

    [Fact]
    public async Task NameTaken_TheTypeNamesTheAccessor_AndAnExistingAccessorIsReused()
    {
        await Verify.VerifyCodeFixAsync(
            Code(
                "int a = (int)[|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|]!;\n        return a + (int)[|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|]!;",
                "int GetCount() => 0;\n"),
            Fixed(
                "int a = GetCounterCount(counter);\n        return a + GetCounterCount(counter);",
                "[UnsafeAccessor(UnsafeAccessorKind.Field, Name = \"_count\")]\n    private static extern ref int GetCounterCount(Counter counter);",
                "int GetCount() => 0;\n"));
        await Verify.VerifyCodeFixAsync(
            Code(
                "return (int)[|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|]!;",
                "[System.Runtime.CompilerServices.UnsafeAccessor(System.Runtime.CompilerServices.UnsafeAccessorKind.Field, Name = \"_count\")]\n    static extern ref int CountOf(Counter c);\n"),
            Code(
                "return CountOf(counter);",
                "[System.Runtime.CompilerServices.UnsafeAccessor(System.Runtime.CompilerServices.UnsafeAccessorKind.Field, Name = \"_count\")]\n    static extern ref int CountOf(Counter c);\n"));
    }

    [Fact]
    public async Task FieldNamedWithoutALetter_AccessorNamedField()
    {
        // _1 has no word to name the accessor after (and no capital: reading it as capitals recursed until the stack
        // overflowed, taking the IDE or dotnet format down with it).
        await Verify.VerifyCodeFixAsync(
            """
            using System.Reflection;

            class Pair
            {
                private int _1;

                public void Set(int value) => _1 = value;

                public override string ToString() => _1.ToString();
            }

            class Reader
            {
                int M(Pair pair) => (int)[|typeof(Pair).GetField("_1", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(pair)|]!;
            }
            """,
            """
            using System.Reflection;
            using System.Runtime.CompilerServices;

            class Pair
            {
                private int _1;

                public void Set(int value) => _1 = value;

                public override string ToString() => _1.ToString();
            }

            class Reader
            {
                int M(Pair pair) => GetField(pair);

                [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_1")]
                private static extern ref int GetField(Pair pair);
            }
            """);
    }

    [Fact]
    public async Task FileScopedNamespaceWithUsingsInside_TabsAndCrLf()
    {
        // No indent_style in .editorconfig: the fix reads the document's tabs (and its CRLF), and what it writes with
        // operators (an assignment) is not laid out again by the code action's cleanup with the host's defaults.
        var before = "namespace App;\r\n\r\nusing System.Reflection;\r\n\r\nclass Counter\r\n{\r\n\tprivate int _count;\r\n\r\n\tpublic int Next() => ++_count;\r\n}\r\n\r\nclass Reader\r\n{\r\n\tint Read(Counter c) => (int)[|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(c)|]!;\r\n\r\n\tvoid Reset(Counter c)\r\n\t{\r\n\t\tvar zero = 0;\r\n\t\t[|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(c, zero)|];\r\n\t}\r\n}\r\n";
        var after = "namespace App;\r\n\r\nusing System.Reflection;\r\nusing System.Runtime.CompilerServices;\r\n\r\nclass Counter\r\n{\r\n\tprivate int _count;\r\n\r\n\tpublic int Next() => ++_count;\r\n}\r\n\r\nclass Reader\r\n{\r\n\tint Read(Counter c) => GetCount(c);\r\n\r\n\tvoid Reset(Counter c)\r\n\t{\r\n\t\tvar zero = 0;\r\n\t\tGetCount(c) = zero;\r\n\t}\r\n\r\n\t[UnsafeAccessor(UnsafeAccessorKind.Field, Name = \"_count\")]\r\n\tprivate static extern ref int GetCount(Counter counter);\r\n}\r\n";
        await Verify.VerifyCodeFixAsync(before, after);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var expected = Verify.Diagnostic()
            .WithSeverity(DiagnosticSeverity.Warning)
            .WithSpan(26, 21, 26, 122)
            .WithArguments("Counter._count", "GetValue", PerfAnalyzers.Rules.Platform.UseUnsafeAccessorAnalyzer.UnsafeAccessorPayoff.For(10));
        await Verify.VerifyCodeFixAsync(
            Code("return (int)typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)!;"),
            expected,
            Fixed("return GetCount(counter);", CountAccessor));
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return (int)[|typeof(Counter).GetField(\"_count\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(counter)|]!;"),
            Fixed("return GetCount(counter);", CountAccessor),
            TargetRuntime.Net8);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Reflection;

            class Counter
            {
                private int _count;

                public int Next() => ++_count;
            }

            class Reader
            {
                int Read(Counter c) => (int)typeof(Counter).GetField("_count", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(c)!;
            }
            """,
            runtime);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        const string counter = "class Counter\n{\n    private int _count;\n\n    public int Next() => ++_count;\n}\n";
        test.TestState.Sources.Add(("/0/Counter.cs", counter));
        test.TestState.Sources.Add(("/0/Reader.g.cs", """
            using System.Reflection;

            class Reader
            {
                int Read(Counter c) => (int)typeof(Counter).GetField("_count", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(c)!;
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Reflection;

            class Marked
            {
                int Read(Counter c) => (int)typeof(Counter).GetField("_count", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(c)!;
            }
            """));
        await test.RunAsync();
    }
}
