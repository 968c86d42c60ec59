using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.ImplementStructEqualityAnalyzer,
    PerfAnalyzers.Rules.Collections.ImplementStructEqualityCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class ImplementStructEqualityAnalyzerTests
{
    private const string PointFixed = """
        using System;
        using System.Collections.Generic;

        struct Point : IEquatable<Point>
        {
            public int X;
            public int Y;

            public Point(int x, int y)
            {
                X = x;
                Y = y;
            }

            public bool Equals(Point other) => X == other.X && Y == other.Y;

            public override bool Equals(object? obj) => obj is Point other && Equals(other);

            public override int GetHashCode() => HashCode.Combine(X, Y);
        }
        """;

    private static string Point(string use) => $$"""
        using System;
        using System.Collections.Generic;

        struct [|Point|]
        {
            public int X;
            public int Y;

            public Point(int x, int y)
            {
                X = x;
                Y = y;
            }
        }

        class C
        {
            {{use}}
        }
        """;

    private static string PointFixedWith(string use) => PointFixed + $$"""


        class C
        {
            {{use}}
        }
        """;

    [Theory]
    [InlineData("Dictionary<Point, string> _names = new();")]
    [InlineData("HashSet<Point> _seen = new HashSet<Point>();")]
    [InlineData("System.Collections.Concurrent.ConcurrentDictionary<Point, int> _counts = new();")]
    [InlineData("Dictionary<(Point, int), string> _byTuple = new();")]
    [InlineData("HashSet<Point?> _maybe = new();")]
    [InlineData("object M(Point[] points) => System.Linq.Enumerable.ToHashSet(points);")]
    [InlineData("object M(List<Point> points) => System.Linq.Enumerable.Distinct(points);")]
    [InlineData("object M(List<string> names) => System.Linq.Enumerable.GroupBy(names, n => new Point(n.Length, 0));")]
    [InlineData("object M(List<string> names) => System.Linq.Enumerable.ToDictionary(names, n => new Point(n.Length, 0));")]
    [InlineData("bool M(List<Point> points, Point p) => points.Contains(p);")]
    [InlineData("int M(List<Point> points, Point p) => points.IndexOf(p);")]
    [InlineData("bool M(Point[] points, Point p) => System.Linq.Enumerable.Contains(points, p);")]
    [InlineData("int M(Point[] points, Point p) => Array.IndexOf(points, p);")]
    [InlineData("bool M(Point a, Point b) => a.Equals(b);")]
    public async Task StructUsedAsKey_GetsEquality(string use)
    {
        await Verify.VerifyCodeFixAsync(Point(use), PointFixedWith(use));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Point("HashSet<Point> _seen = new();").Replace("[|Point|]", "{|#0:Point|}"),
            Verify.Diagnostic().WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments("Point", PerfAnalyzers.Rules.Collections.ImplementStructEqualityAnalyzer.EqualityPayoff.For(10)),
            PointFixedWith("HashSet<Point> _seen = new();"));
    }

    [Theory]
    // Its own equality already, in part or whole, or a member the fix would clash with.
    [InlineData("struct Point : IEquatable<Point> { public int X; public bool Equals(Point other) => X == other.X; }")]
    [InlineData("struct Point { public int X; public override bool Equals(object? obj) => obj is Point p && p.X == X; }")]
    [InlineData("struct Point { public int X; public override int GetHashCode() => X; }")]
    [InlineData("struct Point { public int X; public static bool operator ==(Point a, Point b) => a.X == b.X; public static bool operator !=(Point a, Point b) => a.X != b.X; }")]
    [InlineData("record struct Point(int X);")]
    [InlineData("readonly record struct Point(int X);")]
    // Its layout or fields make a field-by-field comparison something else: overlapping fields, a fixed buffer.
    [InlineData("[System.Runtime.InteropServices.StructLayout(System.Runtime.InteropServices.LayoutKind.Explicit)] struct Point { [System.Runtime.InteropServices.FieldOffset(0)] public int X; [System.Runtime.InteropServices.FieldOffset(0)] public float F; }")]
    [InlineData("unsafe struct Point { public fixed byte Bytes[4]; }")]
    [InlineData("unsafe struct Point { public int* X; }")]
    [InlineData("struct Point { public int X; public event Action? Moved; }")]
    // A primary constructor: a parameter the members capture is a field without a name.
    [InlineData("struct Point(int x) { public int X => x; public int Y; }")]
    // No field: nothing to compare.
    [InlineData("struct Point { public int X => 1; }")]
    // A public type of a library: its equality is API.
    [InlineData("public struct Point { public int X; }")]
    // Generic, or nested in a generic type.
    [InlineData("struct Point<T> { public T X; }")]
    public async Task NotACandidate_NoDiagnostic(string declaration)
    {
        var use = declaration.Contains("Point<T>") ? "HashSet<Point<int>> _seen = new();" : "HashSet<Point> _seen = new();";
        var test = new Verify.Test
        {
            TestCode = "using System;\nusing System.Collections.Generic;\n\n" + declaration + "\n\nclass C\n{\n    " + use + "\n}\n",
            // The declarations are the point, not their unused fields or half-overridden equality (CS0649, CS0659...).
            CompilerDiagnostics = Microsoft.CodeAnalysis.Testing.CompilerDiagnostics.Errors,
        };
        test.SolutionTransforms.Add((solution, projectId) =>
        {
            var project = solution.GetProject(projectId)!;
            return solution.WithProjectCompilationOptions(projectId, ((Microsoft.CodeAnalysis.CSharp.CSharpCompilationOptions)project.CompilationOptions!).WithAllowUnsafe(true));
        });
        await test.RunAsync();
    }

    [Fact]
    public async Task NestedInGenericType_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            using System.Collections.Generic;

            class Outer<T>
            {
                struct Key { public T Value { get; set; } }

                HashSet<Key> _seen = new();
            }
            """);
    }

    [Theory]
    // Not used where its equality runs, or used with a comparer of the caller's.
    [InlineData("List<Point> _points = new();")]
    [InlineData("Dictionary<string, Point> _byName = new();")]
    [InlineData("HashSet<Point> _seen = new(new PointComparer());")]
    [InlineData("Dictionary<Point, int> _counts = new(new PointComparer());")]
    [InlineData("object M(List<Point> points) => System.Linq.Enumerable.Distinct(points, new PointComparer());")]
    [InlineData("object M(List<Point> points) => System.Linq.Enumerable.GroupBy(points, p => p.X);")]
    [InlineData("bool M(Point a, Point b) => a.X == b.X;")]
    [InlineData("int M(Point a) => a.GetHashCode();")]
    public async Task NotUsedAsKey_NoDiagnostic(string use)
    {
        await Verify.VerifyAnalyzerAsync($$"""
            using System;
            using System.Collections.Generic;

            struct Point
            {
                public int X;
                public int Y;

                public Point(int x, int y)
                {
                    X = x;
                    Y = y;
                }
            }

            sealed class PointComparer : IEqualityComparer<Point>
            {
                public bool Equals(Point a, Point b) => a.X == b.X && a.Y == b.Y;

                public int GetHashCode(Point p) => HashCode.Combine(p.X, p.Y);
            }

            class C
            {
                {{use}}
            }
            """);
    }

    [Fact]
    public async Task PublicStructInApplication_Reports()
    {
        var test = new Verify.Test
        {
            TestCode = """
                using System.Collections.Generic;

                public struct [|Point|]
                {
                    public int X;

                    public Point(int x) => X = x;
                }

                public static class Program
                {
                    public static void Main() => System.Console.WriteLine(new HashSet<Point>().Count);
                }
                """,
            FixedCode = """
                using System;
                using System.Collections.Generic;

                public struct Point : IEquatable<Point>
                {
                    public int X;

                    public Point(int x) => X = x;

                    public bool Equals(Point other) => X == other.X;

                    public override bool Equals(object? obj) => obj is Point other && Equals(other);

                    public override int GetHashCode() => HashCode.Combine(X);
                }

                public static class Program
                {
                    public static void Main() => System.Console.WriteLine(new HashSet<Point>().Count);
                }
                """,
        };
        test.TestState.OutputKind = OutputKind.ConsoleApplication;
        await test.RunAsync();
    }

    [Fact]
    public async Task EveryKindOfField_ComparedAsValueTypeEqualsDoes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Collections.Generic;

            enum Kind { A, B }

            readonly record struct Inner(int Value);

            struct [|Key|]
            {
                public int Id;
                public double Weight;
                public string? Name;
                public Kind Kind;
                public decimal Price;
                public Inner Inner;
                public int? Maybe;
                public object? Tag;
                public DateTime When { get; init; }
            }

            class C
            {
                HashSet<Key> _keys = new();

                Key Make() => new Key { Id = 1, Weight = 2, Name = "", Kind = Kind.B, Price = 1m, Inner = new Inner(1), Maybe = 1, Tag = null, When = default };
            }
            """,
            """
            using System;
            using System.Collections.Generic;

            enum Kind { A, B }

            readonly record struct Inner(int Value);

            struct Key : IEquatable<Key>
            {
                public int Id;
                public double Weight;
                public string? Name;
                public Kind Kind;
                public decimal Price;
                public Inner Inner;
                public int? Maybe;
                public object? Tag;
                public DateTime When { get; init; }

                public bool Equals(Key other) =>
                    Id == other.Id
                    && Weight.Equals(other.Weight)
                    && Name == other.Name
                    && Kind == other.Kind
                    && Price == other.Price
                    && Inner.Equals(other.Inner)
                    && EqualityComparer<int?>.Default.Equals(Maybe, other.Maybe)
                    && EqualityComparer<object?>.Default.Equals(Tag, other.Tag)
                    && When.Equals(other.When);

                public override bool Equals(object? obj) => obj is Key other && Equals(other);

                public override int GetHashCode()
                {
                    var hash = new HashCode();
                    hash.Add(Id);
                    hash.Add(Weight);
                    hash.Add(Name);
                    hash.Add(Kind);
                    hash.Add(Price);
                    hash.Add(Inner);
                    hash.Add(Maybe);
                    hash.Add(Tag);
                    hash.Add(When);
                    return hash.ToHashCode();
                }
            }

            class C
            {
                HashSet<Key> _keys = new();

                Key Make() => new Key { Id = 1, Weight = 2, Name = "", Kind = Kind.B, Price = 1m, Inner = new Inner(1), Maybe = 1, Tag = null, When = default };
            }
            """);
    }

    [Fact]
    public async Task FieldOfAKeyedStruct_AlsoGetsEquality_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #nullable disable
            using System.Collections.Generic;

            namespace App
            {
                internal struct [|Inner|]
                {
                    public int Value;
                }

                internal readonly struct [|Key|] : System.IComparable<Key>
                {
                    public readonly Inner Inner;
                    public readonly string Name;

                    public Key(Inner inner, string name)
                    {
                        Inner = inner;
                        Name = name;
                    }

                    public int CompareTo(Key other) => 0;
                }

                class C
                {
                    Dictionary<Key, int> _map = new() { [new Key(new Inner { Value = 1 }, "a")] = 1 };
                }
            }
            """,
            """
            #nullable disable
            using System;
            using System.Collections.Generic;

            namespace App
            {
                internal struct Inner : IEquatable<Inner>
                {
                    public int Value;

                    public bool Equals(Inner other) => Value == other.Value;

                    public override bool Equals(object obj) => obj is Inner other && Equals(other);

                    public override int GetHashCode() => HashCode.Combine(Value);
                }

                internal readonly struct Key : System.IComparable<Key>, IEquatable<Key>
                {
                    public readonly Inner Inner;
                    public readonly string Name;

                    public Key(Inner inner, string name)
                    {
                        Inner = inner;
                        Name = name;
                    }

                    public int CompareTo(Key other) => 0;

                    public bool Equals(Key other) => Inner.Equals(other.Inner) && Name == other.Name;

                    public override bool Equals(object obj) => obj is Key other && Equals(other);

                    public override int GetHashCode() => HashCode.Combine(Inner, Name);
                }

                class C
                {
                    Dictionary<Key, int> _map = new() { [new Key(new Inner { Value = 1 }, "a")] = 1 };
                }
            }
            """);
    }

    [Fact]
    public async Task NamesTaken_OtherNamesChosen()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Collections.Generic;

            struct [|Pair|]
            {
                public int other;
                public int obj;
                public int @class;
            }

            class C
            {
                HashSet<Pair> _pairs = new() { new Pair { other = 1, obj = 2, @class = 3 } };
            }
            """,
            """
            using System;
            using System.Collections.Generic;

            struct Pair : IEquatable<Pair>
            {
                public int other;
                public int obj;
                public int @class;

                public bool Equals(Pair value) => other == value.other && obj == value.obj && @class == value.@class;

                public override bool Equals(object? value2) => value2 is Pair value && Equals(value);

                public override int GetHashCode() => HashCode.Combine(other, obj, @class);
            }

            class C
            {
                HashSet<Pair> _pairs = new() { new Pair { other = 1, obj = 2, @class = 3 } };
            }
            """);
    }

    [Fact]
    public async Task PartialStruct_WrittenIntoTheFirstPart()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Key.cs", """
            namespace App;

            internal partial struct [|Key|]
            {
            	public long Id { get; init; }
            	public string Name { get; init; }
            }
            """));
        test.TestState.Sources.Add(("/0/Key.More.cs", """
            using System.Collections.Generic;

            namespace App;

            internal partial struct Key
            {
            	static readonly HashSet<Key> s_known = new() { new Key { Id = 1, Name = "a" } };
            }
            """));
        test.FixedState.Sources.Add(("/0/Key.cs", """
            using System;

            namespace App;

            internal partial struct Key : IEquatable<Key>
            {
            	public long Id { get; init; }
            	public string Name { get; init; }

            	public bool Equals(Key other) => Id == other.Id && Name == other.Name;

            	public override bool Equals(object? obj) => obj is Key other && Equals(other);

            	public override int GetHashCode() => HashCode.Combine(Id, Name);
            }
            """));
        test.FixedState.Sources.Add(test.TestState.Sources[1]);
        await test.RunAsync();
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderTargets_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Collections.Generic;

            struct Point
            {
                public int X { get; set; }
            }

            class C
            {
                HashSet<Point> _seen = new HashSet<Point>();
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_Reports()
    {
        await Verify.VerifyCodeFixAsync(Point("HashSet<Point> _seen = new();"), PointFixedWith("HashSet<Point> _seen = new();"), TargetRuntime.Net8);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Collections.Generic;

            struct Point
            {
                public int X { get; set; }
            }

            class C
            {
                HashSet<Point> _seen = new();
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Collections.Generic;

            struct Other
            {
                public int X { get; set; }
            }

            class D
            {
                HashSet<Other> _seen = new();
            }
            """));
        await test.RunAsync();
    }
}
