using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.PresizeCollectionAnalyzer,
    PerfAnalyzers.Rules.Collections.PresizeCollectionCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class PresizeCollectionAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Collections.Generic;

        class C
        {
            private readonly int[] _numbers = new int[0];

            object M(int[] numbers, List<string> names, string text, IReadOnlyCollection<int> readOnly, ICollection<string> collection, Dictionary<string, int> counts, IEnumerable<int> lazy, ReadOnlySpan<byte> bytes)
            {
                {{body}}
            }
        }
        """;

    [Theory]
    [InlineData("var list = [|new List<int>()|];\nforeach (var n in numbers) list.Add(n * 2);\nreturn list;", "var list = new List<int>(numbers.Length);\nforeach (var n in numbers) list.Add(n * 2);\nreturn list;")]
    [InlineData("var list = [|new List<int>()|];\nforeach (var n in numbers)\n{\n    list.Add(n);\n}\nreturn list;", "var list = new List<int>(numbers.Length);\nforeach (var n in numbers)\n{\n    list.Add(n);\n}\nreturn list;")]
    [InlineData("var lengths = [|new List<int>()|];\nforeach (var name in names) lengths.Add(name.Length);\nreturn lengths;", "var lengths = new List<int>(names.Count);\nforeach (var name in names) lengths.Add(name.Length);\nreturn lengths;")]
    [InlineData("List<char> chars = [|new()|];\nforeach (var c in text) chars.Add(c);\nreturn chars;", "List<char> chars = new(text.Length);\nforeach (var c in text) chars.Add(c);\nreturn chars;")]
    [InlineData("var inverse = [|new Dictionary<int, string>()|];\nforeach (var pair in counts) inverse.Add(pair.Value, pair.Key);\nreturn inverse;", "var inverse = new Dictionary<int, string>(counts.Count);\nforeach (var pair in counts) inverse.Add(pair.Value, pair.Key);\nreturn inverse;")]
    [InlineData("var byName = [|new Dictionary<string, int>(StringComparer.Ordinal)|];\nforeach (var name in collection) byName.Add(name, name.Length);\nreturn byName;", "var byName = new Dictionary<string, int>(collection.Count, StringComparer.Ordinal);\nforeach (var name in collection) byName.Add(name, name.Length);\nreturn byName;")]
    [InlineData("var ids = [|new List<int>()|];\nforeach (var n in readOnly) ids.Add(n);\nreturn ids;", "var ids = new List<int>(readOnly.Count);\nforeach (var n in readOnly) ids.Add(n);\nreturn ids;")]
    [InlineData("var copy = [|new List<int>()|];\nfor (var i = 0; i < numbers.Length; i++) copy.Add(numbers[i] + i);\nreturn copy;", "var copy = new List<int>(numbers.Length);\nfor (var i = 0; i < numbers.Length; i++) copy.Add(numbers[i] + i);\nreturn copy;")]
    [InlineData("var copy = [|new List<string>()|];\nfor (int i = 0; i < names.Count; ++i) copy.Add(names[i]);\nreturn copy;", "var copy = new List<string>(names.Count);\nfor (int i = 0; i < names.Count; ++i) copy.Add(names[i]);\nreturn copy;")]
    [InlineData("var squares = [|new List<int>()|];\nforeach (var n in _numbers) squares.Add(n * n);\nreturn squares;", "var squares = new List<int>(_numbers.Length);\nforeach (var n in _numbers) squares.Add(n * n);\nreturn squares;")]
    [InlineData("List<int> list;\nlist = [|new List<int>()|];\nforeach (var n in numbers) list.Add(n);\nreturn list;", "List<int> list;\nlist = new List<int>(numbers.Length);\nforeach (var n in numbers) list.Add(n);\nreturn list;")]
    [InlineData("var values = [|new List<byte>()|];\nforeach (var b in bytes) values.Add(b);\nreturn values;", "var values = new List<byte>(bytes.Length);\nforeach (var b in bytes) values.Add(b);\nreturn values;")]
    public async Task FilledOncePerElement_GetsTheCount(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("var list = {|#0:new List<int>()|};\nforeach (var n in {|#1:numbers|}) list.Add(n);\nreturn list;"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithArguments("List", "numbers.Length", PerfAnalyzers.Rules.Collections.PresizeCollectionAnalyzer.PresizePayoff.For(10)),
            Code("var list = new List<int>(numbers.Length);\nforeach (var n in numbers) list.Add(n);\nreturn list;"));
    }

    [Theory]
    // Not one add per element: a condition, continue, break, two adds, more statements.
    [InlineData("var list = new List<int>();\nforeach (var n in numbers) if (n > 0) list.Add(n);\nreturn list;")]
    [InlineData("var list = new List<int>();\nforeach (var n in numbers) { if (n < 0) continue; list.Add(n); }\nreturn list;")]
    [InlineData("var list = new List<int>();\nforeach (var n in numbers) { list.Add(n); list.Add(-n); }\nreturn list;")]
    [InlineData("var list = new List<int>();\nforeach (var n in numbers) { Console.WriteLine(n); list.Add(n); }\nreturn list;")]
    [InlineData("var list = new List<int>();\nforeach (var n in numbers) list.AddRange(numbers);\nreturn list;")]
    // A source without a count known before the loop.
    [InlineData("var list = new List<int>();\nforeach (var n in lazy) list.Add(n);\nreturn list;")]
    [InlineData("var list = new List<int>();\nforeach (var n in GetNumbers()) list.Add(n);\nreturn list;")]
    // Something between the creation and the loop, or a capacity or initializer already.
    [InlineData("var list = new List<int>();\nlist.Add(0);\nforeach (var n in numbers) list.Add(n);\nreturn list;")]
    [InlineData("var list = new List<int>(4);\nforeach (var n in numbers) list.Add(n);\nreturn list;")]
    [InlineData("var list = new List<int> { 0 };\nforeach (var n in numbers) list.Add(n);\nreturn list;")]
    [InlineData("var list = new List<int>(numbers);\nforeach (var n in numbers) list.Add(n);\nreturn list;")]
    [InlineData("List<int> list = [];\nforeach (var n in numbers) list.Add(n);\nreturn list;")]
    // The loop reads the collection it fills, or fills another one.
    [InlineData("var list = new List<int>();\nforeach (var n in numbers) list.Add(list.Count);\nreturn list;")]
    [InlineData("var other = new List<int>();\nvar list = new List<int>();\nforeach (var n in numbers) other.Add(n);\nreturn list;")]
    // A for loop whose bound is not the source's count, or whose index the body changes.
    [InlineData("var list = new List<int>();\nfor (var i = 0; i < 10; i++) list.Add(numbers[i]);\nreturn list;")]
    [InlineData("var list = new List<int>();\nfor (var i = 1; i < numbers.Length; i++) list.Add(numbers[i]);\nreturn list;")]
    [InlineData("var list = new List<int>();\nfor (var i = 0; i < numbers.Length; i++) list.Add(numbers[i++]);\nreturn list;")]
    [InlineData("var list = new List<int>();\nfor (var i = 0; i < numbers.Length; i += 2) list.Add(numbers[i]);\nreturn list;")]
    // Adds that collapse duplicates: a set, a dictionary's indexer, TryAdd (the source's count may be far more than
    // the distinct keys).
    [InlineData("var set = new HashSet<int>();\nforeach (var n in numbers) set.Add(n);\nreturn set;")]
    [InlineData("var byName = new Dictionary<string, int>();\nforeach (var name in names) byName[name] = name.Length;\nreturn byName;")]
    [InlineData("var first = new Dictionary<string, int>();\nforeach (var name in names) first.TryAdd(name, 0);\nreturn first;")]
    // Another type, or an Add of another type's.
    [InlineData("var list = new LinkedList<int>();\nforeach (var n in numbers) list.AddLast(n);\nreturn list;")]
    [InlineData("var queue = new Queue<int>();\nforeach (var n in numbers) queue.Enqueue(n);\nreturn queue;")]
    [InlineData("var list = new List<int>();\nforeach (var n in numbers) Extensions.Add(list, n);\nreturn list;")]
    public async Task NotOneAddPerElementOfACountedSource_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body).Replace("object M(", "static IEnumerable<int> GetNumbers() { yield return 1; }\n\n    object M(") + "\n\nstatic class Extensions\n{\n    public static void Add(List<int> list, int value) => list.Insert(0, value);\n}\n");
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;

            class C
            {
                List<int> A(int[] a)
                {
                    var list = [|new List<int>()|];
                    foreach (var x in a) list.Add(x);
                    return list;
                }

                Dictionary<string, int> B(List<string> b)
                {
                    var map = [|new Dictionary<string, int>()|];
                    foreach (var s in b) map.Add(s, s.Length);
                    return map;
                }
            }
            """,
            """
            using System.Collections.Generic;

            class C
            {
                List<int> A(int[] a)
                {
                    var list = new List<int>(a.Length);
                    foreach (var x in a) list.Add(x);
                    return list;
                }

                Dictionary<string, int> B(List<string> b)
                {
                    var map = new Dictionary<string, int>(b.Count);
                    foreach (var s in b) map.Add(s, s.Length);
                    return map;
                }
            }
            """);
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderTargets_ListReports(TargetRuntime runtime)
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System.Collections.Generic;

            class C
            {
                List<int> M(int[] a)
                {
                    var list = [|new List<int>()|];
                    foreach (var x in a) list.Add(x);
                    return list;
                }
            }
            """,
            """
            using System.Collections.Generic;

            class C
            {
                List<int> M(int[] a)
                {
                    var list = new List<int>(a.Length);
                    foreach (var x in a) list.Add(x);
                    return list;
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System.Collections.Generic;

            class C
            {
                List<int> M(int[] a)
                {
                    var list = new List<int>();
                    foreach (var x in a) list.Add(x);
                    return list;
                }
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System.Collections.Generic;

            class D
            {
                List<int> M(int[] a)
                {
                    var list = new List<int>();
                    foreach (var x in a) list.Add(x);
                    return list;
                }
            }
            """));
        await test.RunAsync();
    }
}
