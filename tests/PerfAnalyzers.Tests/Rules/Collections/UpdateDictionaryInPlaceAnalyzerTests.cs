using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Testing;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Collections.UpdateDictionaryInPlaceAnalyzer,
    PerfAnalyzers.Rules.Collections.UpdateDictionaryInPlaceCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Collections;

public sealed class UpdateDictionaryInPlaceAnalyzerTests
{
    private static string Code(string body, string usings = "", string modifiers = "void") => $$"""
        using System;
        using System.Collections.Concurrent;
        using System.Collections.Generic;
        {{usings}}
        class C
        {
            private readonly Dictionary<string, int> _counts = new();

            {{modifiers}} M(Dictionary<string, int> counts, Dictionary<string, double> sums, Dictionary<string, long> totals, Dictionary<string, List<int>> lists, Dictionary<string, Money> money, IDictionary<string, int> map, ConcurrentDictionary<string, int> concurrent, SortedDictionary<string, int> sorted, string word, string other, int amount, Money price, string[] words)
            {
        {{body}}
            }

            int Compute() => 1;
        }

        struct Money
        {
            public decimal Amount;
            public static Money operator +(Money a, Money b) => new Money { Amount = a.Amount + b.Amount };
        }
        """;

    private static string Fixed(string body, string modifiers = "void") => Code(body, "using System.Runtime.InteropServices;\n", modifiers);

    private const string Increment = "        CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out _)++;";

    [Theory]
    [InlineData("        counts[word] = [|counts.TryGetValue(word, out var count)|] ? count + 1 : 1;")]
    [InlineData("        counts[word] = [|counts.TryGetValue(word, out int count)|] ? 1 + count : 1;")]
    [InlineData("        counts[word] = [|counts.ContainsKey(word)|] ? counts[word] + 1 : 1;")]
    [InlineData("        counts[word] = ![|counts.ContainsKey(word)|] ? 1 : counts[word] + 1;")]
    [InlineData("        if ([|counts.TryGetValue(word, out var count)|]) counts[word] = count + 1; else counts[word] = 1;")]
    [InlineData("        if ([|counts.ContainsKey(word)|]) { counts[word]++; } else { counts.Add(word, 1); }")]
    [InlineData("        if (![|counts.ContainsKey(word)|]) counts[word] = 1; else ++counts[word];")]
    [InlineData("        if (![|counts.ContainsKey(word)|]) counts.Add(word, 1); else counts[word] += 1;")]
    [InlineData("        if (![|counts.TryAdd(word, 1)|]) counts[word]++;")]
    [InlineData("        if (![|counts.ContainsKey(word)|]) counts[word] = 0;\n        counts[word]++;")]
    [InlineData("        if (![|counts.ContainsKey(word)|]) counts.Add(word, 0);\n        counts[word] = counts[word] + 1;")]
    public async Task Counter_ReportsAndFixesToIncrement(string before)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Fixed(Increment));
    }

    [Theory]
    [InlineData("        counts[word] = [|counts.TryGetValue(word, out var total)|] ? total + amount : amount;", "counts", "+= amount")]
    [InlineData("        if ([|counts.ContainsKey(word)|]) counts[word] += amount; else counts[word] = amount;", "counts", "+= amount")]
    [InlineData("        if (![|counts.TryAdd(word, amount)|]) counts[word] += amount;", "counts", "+= amount")]
    [InlineData("        if (![|totals.ContainsKey(word)|]) totals[word] = 0;\n        totals[word] += amount;", "totals", "+= amount")]
    [InlineData("        if (![|counts.ContainsKey(word)|]) counts[word] = default;\n        counts[word] -= amount;", "counts", "-= amount")]
    [InlineData("        if (![|counts.ContainsKey(word)|]) counts[word] = 0;\n        counts[word] |= 4;", "counts", "|= 4")]
    [InlineData("        if (![|counts.ContainsKey(word)|]) counts[word] = 0;\n        counts[word]--;", "counts", "--")]
    public async Task Accumulator_ReportsAndFixesToOneLine(string before, string dictionary, string update)
    {
        var operation = update is "--" ? update : " " + update;
        await Verify.VerifyCodeFixAsync(Code(before), Fixed($"        CollectionsMarshal.GetValueRefOrAddDefault({dictionary}, word, out _){operation};"));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("        counts[word] = {|#0:counts.TryGetValue(word, out var count)|} ? count + 1 : 1;"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Info)
                .WithOptions(DiagnosticOptions.IgnoreAdditionalLocations)
                .WithArguments(PerfAnalyzers.Rules.Collections.UpdateDictionaryInPlaceAnalyzer.UpdateInPlacePayoff.For(10)),
            Fixed(Increment));
    }

    [Fact]
    public async Task TryGetValueWithAnyUpdate_ReferenceTakesTheOutVariablesName()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                        if ([|counts.TryGetValue(word, out var min)|])
                        {
                            counts[word] = Math.Min(min, amount);
                        }
                        else
                        {
                            counts[word] = amount;
                        }
                """),
            Fixed("""
                        ref var min = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists);
                        if (exists)
                        {
                            min = Math.Min(min, amount);
                        }
                        else
                        {
                            min = amount;
                        }
                """));
    }

    [Fact]
    public async Task ExplicitOutType_KeptOnTheReference()
    {
        await Verify.VerifyCodeFixAsync(
            Code("        counts[word] = [|counts.TryGetValue(word, out int count)|] ? count * 2 : 1;"),
            Fixed("""
                        ref int count = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists);
                        count = exists ? count * 2 : 1;
                """));
    }

    [Fact]
    public async Task FloatingPointSum_UsesTheReference()
    {
        // 0.0 + -0.0 is +0.0: the one-line form would not store the -0.0 the original stores for a new key.
        await Verify.VerifyCodeFixAsync(
            Code("        sums[word] = [|sums.TryGetValue(word, out var sum)|] ? sum + 0.5 : 0.5;"),
            Fixed("""
                        ref var sum = ref CollectionsMarshal.GetValueRefOrAddDefault(sums, word, out bool exists);
                        sum = exists ? sum + 0.5 : 0.5;
                """));
    }

    [Fact]
    public async Task ContainsKeyWithAnyUpdate_NamesTheReferenceValue()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                        if ([|counts.ContainsKey(word)|])
                            counts[word] = counts[word] * 31 + word.Length;
                        else
                            counts.Add(word, amount);
                """),
            Fixed("""
                        ref var value = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists);
                        if (exists)
                            value = value * 31 + word.Length;
                        else
                            value = amount;
                """));
    }

    [Fact]
    public async Task TryAddWithOtherInitialValue_GetsAnElse()
    {
        await Verify.VerifyCodeFixAsync(
            Code("        if (![|counts.TryAdd(word, 10)|]) counts[word]++;"),
            Fixed("""
                        ref var value = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists);
                        if (exists) value++;
                        else value = 10;
                """));
    }

    [Fact]
    public async Task GuardWithOtherInitialValue_KeepsBothStatements()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                        if (![|counts.ContainsKey(word)|])
                        {
                            counts[word] = 10;
                        }

                        counts[word] += amount;
                """),
            Fixed("""
                        ref var value = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists);
                        if (!exists)
                        {
                            value = 10;
                        }

                        value += amount;
                """));
    }

    [Fact]
    public async Task LoopBodyWithoutBraces_WrapsInABlock()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                        foreach (var w in words)
                            if ([|counts.ContainsKey(w)|]) counts[w] *= 2; else counts[w] = 1;
                """),
            Fixed("""
                        foreach (var w in words)
                        {
                            ref var value = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, w, out bool exists);
                            if (exists) value *= 2; else value = 1;
                        }
                """));
    }

    [Fact]
    public async Task LoopBodyWithoutBraces_OneLineNeedsNoBlock()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                        foreach (var w in words)
                            if (![|counts.TryAdd(w, 1)|]) counts[w]++;
                """),
            Fixed("""
                        foreach (var w in words)
                            CollectionsMarshal.GetValueRefOrAddDefault(counts, w, out _)++;
                """));
    }

    [Fact]
    public async Task FieldAndConstantKey_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("        this._counts[\"total\"] = [|_counts.TryGetValue(\"total\", out var n)|] ? n + 1 : 1;"),
            Fixed("        CollectionsMarshal.GetValueRefOrAddDefault(_counts, \"total\", out _)++;"));
    }

    [Fact]
    public async Task NamesInUse_AreNotReused()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                        var exists = true;
                        var value = 2;
                        if ([|counts.ContainsKey(word)|]) counts[word] *= value; else counts[word] = value;
                        Console.WriteLine(exists);
                """),
            Fixed("""
                        var exists = true;
                        var value = 2;
                        ref var value2 = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists2);
                        if (exists2) value2 *= value; else value2 = value;
                        Console.WriteLine(exists);
                """));
    }

    [Fact]
    public async Task AsyncMethod_ReportsFromCSharp13()
    {
        var body = "        await System.Threading.Tasks.Task.Yield();\n        counts[word] = [|counts.TryGetValue(word, out var count)|] ? count * 2 : 1;";
        await Verify.VerifyCodeFixAsync(
            Code(body, modifiers: "async System.Threading.Tasks.Task"),
            Fixed("""
                        await System.Threading.Tasks.Task.Yield();
                        ref var count = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists);
                        count = exists ? count * 2 : 1;
                """, modifiers: "async System.Threading.Tasks.Task"));

        var test = new Verify.Test { LanguageVersion = LanguageVersion.CSharp12 };
        test.TestCode = Code(body.Replace("[|", string.Empty).Replace("|]", string.Empty), modifiers: "async System.Threading.Tasks.Task");
        await test.RunAsync();
    }

    [Theory]
    // Not a Dictionary<K, V>, or a reference-type value.
    [InlineData("map[word] = map.TryGetValue(word, out var count) ? count + 1 : 1;")]
    [InlineData("concurrent[word] = concurrent.TryGetValue(word, out var count) ? count + 1 : 1;")]
    [InlineData("sorted[word] = sorted.TryGetValue(word, out var count) ? count + 1 : 1;")]
    [InlineData("if (lists.TryGetValue(word, out var list)) lists[word] = list; else lists[word] = new List<int>();")]
    // Another key, another dictionary, a key computed by a call.
    [InlineData("counts[other] = counts.TryGetValue(word, out var count) ? count + 1 : 1;")]
    [InlineData("_counts[word] = counts.TryGetValue(word, out var count) ? count + 1 : 1;")]
    [InlineData("counts[word.ToUpperInvariant()] = counts.TryGetValue(word.ToUpperInvariant(), out var count) ? count + 1 : 1;")]
    // The update or the initial value calls a method, reads the dictionary, or uses a user-defined operator.
    [InlineData("counts[word] = counts.TryGetValue(word, out var count) ? count + Compute() : 1;")]
    [InlineData("counts[word] = counts.TryGetValue(word, out var count) ? count + 1 : Compute();")]
    [InlineData("counts[word] = counts.TryGetValue(word, out var count) ? count + counts.Count : 1;")]
    [InlineData("counts[word] = counts.TryGetValue(word, out var count) ? count + 1 : counts.Count;")]
    [InlineData("counts[word] = counts.TryGetValue(word, out var count) ? count + 1 : count;")]
    [InlineData("counts[word] = counts.TryGetValue(word, out var count) ? count + 1 : amount / 2;")]
    [InlineData("money[word] = money.TryGetValue(word, out var m) ? m + price : price;")]
    // Not an update: no store for a new key, or no store for an existing one.
    [InlineData("if (counts.ContainsKey(word)) counts[word]++;")]
    [InlineData("if (!counts.ContainsKey(word)) counts[word] = 1;")]
    [InlineData("if (!counts.ContainsKey(word)) counts[word] = 0; Console.WriteLine(word);")]
    [InlineData("if (!counts.ContainsKey(word)) counts[word] = 0; counts[other]++;")]
    [InlineData("if (counts.TryAdd(word, 1)) counts[word]++;")]
    [InlineData("if (counts.ContainsKey(word)) counts[word]++; else counts[other] = 1;")]
    [InlineData("if (counts.ContainsKey(word)) { counts[word]++; Console.WriteLine(); } else counts[word] = 1;")]
    [InlineData("var x = counts.ContainsKey(word) ? counts[word] + 1 : 1;")]
    // The out variable is read after the statement, or is not declared there.
    [InlineData("counts[word] = counts.TryGetValue(word, out var count) ? count + 1 : 1; Console.WriteLine(count);")]
    [InlineData("int count; counts[word] = counts.TryGetValue(word, out count) ? count + 1 : 1;")]
    [InlineData("counts[word] = counts.TryGetValue(word, out _) ? 2 : 1;")]
    // A labeled statement can't take a declaration before it.
    [InlineData("here: if (counts.ContainsKey(word)) counts[word] *= 2; else counts[word] = 1; goto here;")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code("        " + body));
    }

    [Fact]
    public async Task AsyncMethodBeforeCSharp13_NoDiagnostic()
    {
        var test = new Verify.Test { LanguageVersion = LanguageVersion.CSharp12 };
        test.TestCode = Code("        await System.Threading.Tasks.Task.Yield();\n        if (!counts.TryAdd(word, 1)) counts[word]++;", modifiers: "async System.Threading.Tasks.Task");
        await test.RunAsync();
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    [InlineData(TargetRuntime.NetCoreApp31)]
    public async Task BeforeNet6_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(Code("        if (counts.ContainsKey(word)) counts[word]++; else counts[word] = 1;"), runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(Code("        if (![|counts.TryAdd(word, 1)|]) counts[word]++;"), Fixed(Increment), TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneBlock_FixAllNamesEachReference()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                        if ([|counts.ContainsKey(word)|]) counts[word] *= 2; else counts[word] = 1;
                        if ([|counts.ContainsKey(other)|]) counts[other] *= 3; else counts[other] = 1;
                        if (![|counts.TryAdd(word, 1)|]) counts[word]++;
                """),
            Fixed("""
                        ref var value = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists);
                        if (exists) value *= 2; else value = 1;
                        ref var value2 = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, other, out bool exists2);
                        if (exists2) value2 *= 3; else value2 = 1;
                        CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out _)++;
                """));
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", Code("        if (![|counts.TryAdd(word, 1)|]) counts[word]++;")));
        test.TestState.Sources.Add(("/0/B.cs", Code("        counts[word] = [|counts.ContainsKey(word)|] ? counts[word] * 2 : 1;").Replace("class C", "class D").Replace("struct Money", "struct Money2").Replace("Money ", "Money2 ").Replace("Money a, Money b", "Money2 a, Money2 b").Replace("new Money ", "new Money2 ").Replace("Money>", "Money2>")));
        test.FixedState.Sources.Add(("/0/A.cs", Fixed(Increment)));
        test.FixedState.Sources.Add(("/0/B.cs", Fixed("""
                    ref var value = ref CollectionsMarshal.GetValueRefOrAddDefault(counts, word, out bool exists);
                    value = exists ? value * 2 : 1;
            """).Replace("class C", "class D").Replace("struct Money", "struct Money2").Replace("Money ", "Money2 ").Replace("Money a, Money b", "Money2 a, Money2 b").Replace("new Money ", "new Money2 ").Replace("Money>", "Money2>")));
        await test.RunAsync();
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", Code("        if (!counts.TryAdd(word, 1)) counts[word]++;")));
        await test.RunAsync();
    }
}
