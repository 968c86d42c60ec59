using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.UseRandomSharedAnalyzer,
    PerfAnalyzers.Rules.Runtime.UseRandomSharedCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class UseRandomSharedAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        using System;
        using System.Collections.Generic;
        using System.Linq;

        class C
        {
            private Random? Kept { get; set; }

            object? M(int[] items, byte[] buffer, int count, bool flag)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("return [|new Random()|].Next();", "return Random.Shared.Next();")]
    [InlineData("return [|new Random()|].Next(1, 7);", "return Random.Shared.Next(1, 7);")]
    [InlineData("return [|new System.Random()|].NextDouble();", "return System.Random.Shared.NextDouble();")]
    [InlineData("return [|new global::System.Random()|].NextInt64(count);", "return global::System.Random.Shared.NextInt64(count);")]
    [InlineData("[|new Random()|].NextBytes(buffer); return null;", "Random.Shared.NextBytes(buffer); return null;")]
    [InlineData("[|new Random()|].Shuffle(items); return null;", "Random.Shared.Shuffle(items); return null;")]
    [InlineData("return ([|new Random()|]).Next(count);", "return Random.Shared.Next(count);")]
    [InlineData("return [|new Random { }|].Next();", "return Random.Shared.Next();")]
    [InlineData("return flag ? [|new Random()|].Next(count) : 0;", "return flag ? Random.Shared.Next(count) : 0;")]
    [InlineData("for (var i = 0; i < count; i++) { items[i] = [|new Random()|].Next(); } return null;", "for (var i = 0; i < count; i++) { items[i] = Random.Shared.Next(); } return null;")]
    [InlineData("Func<int> roll = () => [|new Random()|].Next(6); return roll();", "Func<int> roll = () => Random.Shared.Next(6); return roll();")]
    public async Task ReceiverOfOneCall_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Theory]
    [InlineData("var random = [|new Random()|];", "var random = Random.Shared;")]
    [InlineData("Random random = [|new()|];", "Random random = Random.Shared;")]
    [InlineData("System.Random random = [|new System.Random()|];", "System.Random random = System.Random.Shared;")]
    public async Task LocalUsedForFewCalls_ReportsAndFixes(string before, string after)
    {
        const string Uses = """
            random.Shuffle(items);
                    var pick = random.Next(items.Length);
                    random.NextBytes(buffer);
                    return items.Length == 0 ? -1 : items[pick] + random.Next(count);
            """;
        await Verify.VerifyCodeFixAsync(Code($"{before}\n        {Uses}"), Code($"{after}\n        {Uses}"));
    }

    [Fact]
    public async Task LocalDeclaredInTheLoopItIsUsedIn_ReportsAndFixes()
    {
        // A new generator for every element: the worst case, whatever the loop.
        await Verify.VerifyCodeFixAsync(
            Code("""
                foreach (var item in items)
                        {
                            var random = [|new Random()|];
                            buffer[item] = (byte)random.Next(256);
                        }

                        switch (count)
                        {
                            case 1:
                                var once = [|new Random()|];
                                return once.Next();
                        }

                        return null;
                """),
            Code("""
                foreach (var item in items)
                        {
                            var random = Random.Shared;
                            buffer[item] = (byte)random.Next(256);
                        }

                        switch (count)
                        {
                            case 1:
                                var once = Random.Shared;
                                return once.Next();
                        }

                        return null;
                """));
    }

    [Fact]
    public async Task TargetTypedWithoutUsing_AddsTheUsing()
    {
        await Verify.VerifyCodeFixAsync(
            """
            namespace N
            {
                class C
                {
                    int M()
                    {
                        System.Random random = [|new()|];
                        return random.Next(10);
                    }
                }
            }
            """,
            """
            using System;

            namespace N
            {
                class C
                {
                    int M()
                    {
                        System.Random random = Random.Shared;
                        return random.Next(10);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task MethodNamedRandomInTheClass_WritesTheTypesFullName()
    {
        // NLog's sample condition methods: `Random` as an expression is the method there, so `Random.Shared` would not
        // compile (CS0119).
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            public static class MyConditionMethods
            {
                public static int Random(int max)
                {
                    return [|new Random()|].Next(max);
                }
            }
            """,
            """
            using System;

            public static class MyConditionMethods
            {
                public static int Random(int max)
                {
                    return System.Random.Shared.Next(max);
                }
            }
            """);
    }

    [Fact]
    public async Task Alias_KeepsTheAlias()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using Rng = System.Random;

            class C
            {
                int M() => [|new Rng()|].Next();
            }
            """,
            """
            using Rng = System.Random;

            class C
            {
                int M() => Rng.Shared.Next();
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:new Random()|}.Next();"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments(PerfAnalyzers.Rules.Runtime.UseRandomSharedAnalyzer.RandomSharedPayoff.For(10)),
            Code("return Random.Shared.Next();"));
    }

    [Theory]
    [InlineData("return new Random(42).Next();")]
    [InlineData("return new Random(Seed: count).Next();")]
    [InlineData("return new Dice().Next();")]
    [InlineData("return Random.Shared.Next();")]
    [InlineData("return new Random().GetHashCode();")]
    [InlineData("return new Random().GetType();")]
    [InlineData("return new Random().ToString();")]
    [InlineData("return new Random();")]
    [InlineData("return Pick(items, new Random());")]
    [InlineData("Kept = new Random(); return Kept.Next();")]
    [InlineData("return items.OrderBy(_ => new Dice().Next()).ToArray();")]
    [InlineData("Func<int> next = new Random().Next; return next();")]
    [InlineData("System.Linq.Expressions.Expression<Func<int>> roll = () => new Random().Next(6); return roll;")]
    [InlineData("new Random(); return null;")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body, """
                private sealed class Dice : Random
                {
                }

                private static int Pick(int[] items, Random random) => items[random.Next(items.Length)];
            """));
    }

    [Theory]
    [InlineData("var random = new Random(); for (var i = 0; i < items.Length; i++) { items[i] = random.Next(); } return null;")]
    [InlineData("var random = new Random(); while (count-- > 0) { buffer[count] = (byte)random.Next(); } return null;")]
    [InlineData("var random = new Random(); foreach (var item in items) { count += random.Next(item); } return count;")]
    [InlineData("var random = new Random(); do { count = random.Next(); } while (count == 0); return count;")]
    [InlineData("var random = new Random(); return items.Select(i => random.Next(i)).ToArray();")]
    [InlineData("var random = new Random(); return items.OrderBy(_ => random.Next()).ToArray();")]
    [InlineData("var random = new Random(); int Roll() => random.Next(6); return Roll() + Roll();")]
    [InlineData("for (var random = new Random(); count > 0; count--) { items[count] = random.Next(); } return null;")]
    public async Task LocalUsedInALoopOrLambda_NoDiagnostic(string body)
    {
        // A kept instance called many times can be faster than Random.Shared, which finds its thread's generator on
        // every call.
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Theory]
    [InlineData("var random = new Random(); return random;")]
    [InlineData("var random = new Random(); Kept = random; return null;")]
    [InlineData("var random = new Random(); return Pick(items, random);")]
    [InlineData("var random = new Random(); random = new Random(1); return random.Next();")]
    [InlineData("var random = new Random(); object o = random; return o;")]
    [InlineData("var random = new Random(); return random.GetHashCode() + random.Next();")]
    [InlineData("var random = new Random(); lock (random) { return random.Next(); }")]
    [InlineData("var random = new Random(); return random?.Next();")]
    [InlineData("var random = new Random(); return nameof(random);")]
    [InlineData("var random = new Random(); return null;")]
    [InlineData("Random a = new Random(), b = a; return b.Next();")]
    public async Task LocalUsedOtherwise_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body, """
                private static int Pick(int[] items, Random random) => items[random.Next(items.Length)];
            """));
    }

    [Theory]
    [InlineData(TargetRuntime.Net8)]
    public async Task Net8_ReportsAndFixes(TargetRuntime runtime)
    {
        // Random.Shared is from .NET 6: .NET 8 has it.
        await Verify.VerifyCodeFixAsync(
            "class C { int M() => [|new System.Random()|].Next(); }",
            "class C { int M() => System.Random.Shared.Next(); }",
            runtime);
    }

    [Theory]
    [InlineData(TargetRuntime.NetCoreApp31)]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync("class C { int M() => new System.Random().Next(); }", runtime);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            namespace N
            {
                class C
                {
                    int M(int[] items)
                    {
                        var random = [|new Random()|];
                        random.Shuffle(items);
                        return [|new Random()|].Next(items.Length) + random.Next();
                    }

                    double N() => [|new Random()|].NextDouble();
                }
            }
            """,
            """
            using System;

            namespace N
            {
                class C
                {
                    int M(int[] items)
                    {
                        var random = Random.Shared;
                        random.Shuffle(items);
                        return Random.Shared.Next(items.Length) + random.Next();
                    }

                    double N() => Random.Shared.NextDouble();
                }
            }
            """);
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System;

            class A
            {
                int M() => [|new Random()|].Next();
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            class B
            {
                int M() => [|new System.Random()|].Next(2);
            }
            """));
        test.FixedState.Sources.Add(("/0/A.cs", """
            using System;

            class A
            {
                int M() => Random.Shared.Next();
            }
            """));
        test.FixedState.Sources.Add(("/0/B.cs", """
            class B
            {
                int M() => System.Random.Shared.Next(2);
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            class C
            {
                int M() => new System.Random().Next();
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            class D
            {
                int M() => new System.Random().Next();
            }
            """));
        await test.RunAsync();
    }
}
