using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading.Tasks;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Hex;
using PerfAnalyzers.Rules.Linq;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.TestKit.Verification;
using PerfAnalyzers.Tests.Verifiers;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// Projects that target several frameworks at once (<c>net48;net8.0;net10.0</c>): each compilation sees the others
/// through <c>build_property.TargetFrameworks</c>, and a rule doesn't suggest from one target what is missing or slower on
/// another. The sources here compile against .NET 10, as the net10.0 build of such a project does.
/// </summary>
public sealed class MultiTargetingTests
{
    /// <summary>
    /// Whether each rule's typical occurrence (<see cref="TargetFrameworkTests.Cases"/>) is still reported from the
    /// net10.0 compilation of a net48;net8.0;net10.0 project: only where the rewrite compiles on net48 and net8.0 too.
    /// </summary>
    private static readonly Dictionary<string, bool> ReportedWhenAlsoTargetingNet48 = new()
    {
        [RuleIdentifiers.UseConvertToHexString] = false, // Convert.ToHexString: .NET 5
        [RuleIdentifiers.UseConvertToHexStringLower] = false, // ToHexStringLower: .NET 9
        [RuleIdentifiers.ReplaceHandWrittenHex] = false,
        [RuleIdentifiers.SealInternalTypes] = true,
        [RuleIdentifiers.MakeMembersNonVirtual] = true, // a direct call: every runtime
        [RuleIdentifiers.UseLockType] = false, // System.Threading.Lock: .NET 9
        [RuleIdentifiers.UseInterlocked] = true,
        [RuleIdentifiers.PassPredicateToTerminal] = true, // an array: Array.Exists, right on every target
        [RuleIdentifiers.UseAnyInsteadOfCount] = true,
        [RuleIdentifiers.UseMinByMaxBy] = false, // MinBy: .NET 6
        [RuleIdentifiers.UseSpanCount] = false, // MemoryExtensions.Count: .NET 8
        [RuleIdentifiers.UseTakeRange] = false, // Take(Range): .NET 6
        [RuleIdentifiers.ZipThree] = false, // Zip of three sequences: .NET 6 (of two without a selector: .NET Core 3.0)
        [RuleIdentifiers.ReturnRentedArray] = true,
        [RuleIdentifiers.ReturnInFinally] = true,
        [RuleIdentifiers.RentedArrayUsedAfterReturn] = true,
        [RuleIdentifiers.UseRequestedLength] = true,
        [RuleIdentifiers.ReturnToRentingPool] = true,
        [RuleIdentifiers.CreateArrayPoolOnce] = true,
        [RuleIdentifiers.PoolLargeArrays] = false, // ArrayPool is a package on .NET Framework: the net48 build decides
        [RuleIdentifiers.SizedPoolBeforeNet6] = false, // reported by the net48 build itself (the old pool's limit), not from net10.0
        [RuleIdentifiers.UseCachedSearchValues] = false, // SearchValues: .NET 8
        [RuleIdentifiers.UseStringSearchValues] = false, // SearchValues<string>: .NET 9
        [RuleIdentifiers.UseSearchValuesForMembership] = false,
        [RuleIdentifiers.UpdateDictionaryInPlace] = false, // CollectionsMarshal.GetValueRefOrAddDefault: .NET 6
        [RuleIdentifiers.UseAlternateLookup] = false, // GetAlternateLookup: .NET 9
        [RuleIdentifiers.OverrideStreamSpanMethods] = false, // Stream's span overloads: .NET Core 2.1
        [RuleIdentifiers.UseStringBuilderInLoop] = true, // StringBuilder: every target
        [RuleIdentifiers.UseWholeArrayClear] = false, // Array.Clear(Array): .NET 6 (measured on .NET 8, 9 and 10)
        [RuleIdentifiers.UseFill] = false, // Array.Clear(Array) and a vectorized Span<T>.Fill: .NET 6
        [RuleIdentifiers.UseSequenceEqual] = false, // SequenceEqual vectorized for every primitive: .NET 6
        [RuleIdentifiers.UseDictionaryCopyConstructor] = true, // the copy constructors: every runtime
        [RuleIdentifiers.RemoveRedundantCast] = true, // removes a call: compiles and pays on every runtime
        [RuleIdentifiers.PresizeCollection] = true, // List<T>(int capacity): every target
        [RuleIdentifiers.FreezeLookupTable] = false, // System.Collections.Frozen: .NET 8 (a package elsewhere, not measured)
        [RuleIdentifiers.ImplementStructEquality] = false, // System.HashCode: .NET Core 2.1 (a package on .NET Framework)
        [RuleIdentifiers.UseInterpolatedString] = false, // interpolated string handlers: .NET 6 (before, $"..." compiles back to string.Format)
        [RuleIdentifiers.UseBase64Url] = false, // Base64Url: .NET 9 (or the Microsoft.Bcl.Memory package)
        [RuleIdentifiers.UseSpanSplit] = false, // MemoryExtensions.SpanSplitEnumerator<T>: .NET 9
        [RuleIdentifiers.UseSpanInsteadOfSubstring] = false, // measured on .NET 10; the span overloads it relies on are all there from .NET 6
        [RuleIdentifiers.InterpolateToStringConcatenation] = false, // interpolated string handlers: .NET 6 (before, $"..." compiles back to string.Format)
        [RuleIdentifiers.UseCaptureValueSpan] = false, // Capture.ValueSpan and the span overloads: .NET 6 (measured on .NET 8, 9 and 10)
        [RuleIdentifiers.UseGetItems] = false, // Random.GetItems and RandomNumberGenerator.GetItems: .NET 8
        [RuleIdentifiers.UseRandomNumberGeneratorFill] = false, // RandomNumberGenerator.Fill: .NET Core 2.1 (measured on .NET 8, 9 and 10)
        [RuleIdentifiers.UseFromHexStringIntoSpan] = false, // Convert.FromHexString into a span: .NET 9
        [RuleIdentifiers.UseTryToHexString] = false, // Convert.TryToHexString: .NET 9
        [RuleIdentifiers.UseStreamWriterNull] = false, // StreamWriter.Null became a thread-safe no-op writer in .NET 9
        [RuleIdentifiers.UseGenericEnumMethods] = false, // the generic Enum methods stopped boxing in .NET 6
        [RuleIdentifiers.UseRandomShared] = false, // Random.Shared: .NET 6
        [RuleIdentifiers.UseEnvironmentProcessInfo] = false, // Environment.ProcessId: .NET 5, ProcessPath: .NET 6
        [RuleIdentifiers.UseEnumerateInvocationList] = false, // Delegate.EnumerateInvocationList: .NET 9
        [RuleIdentifiers.UseNullTerminatedSpan] = false, // MemoryMarshal.CreateReadOnlySpanFromNullTerminated: .NET 6
        [RuleIdentifiers.UseBinaryPrimitives] = false, // measured on .NET 6+ only (a package on .NET Framework)
        [RuleIdentifiers.UseOneShotCryptography] = false, // EncryptCbc and the other one-shots, Rfc2898DeriveBytes.Pbkdf2: .NET 6
        [RuleIdentifiers.UseUnsafeAccessor] = false, // [UnsafeAccessor]: .NET 8, bound by the runtime
        [RuleIdentifiers.UseGeneratedJsonMetadata] = false, // the JsonTypeInfo<T> overloads and the context: .NET 6 (a package before)
        [RuleIdentifiers.BuildRegexOnce] = false, // [GeneratedRegex]: .NET 7 (a static call is reported only where it is the fix)
        [RuleIdentifiers.UseWaitAsync] = false, // Task.WaitAsync: .NET 6
        [RuleIdentifiers.UseNonValidatedHeaders] = false, // HttpHeaders.NonValidated: .NET 6
        [RuleIdentifiers.PoolValueTaskStateMachines] = false, // PoolingAsyncValueTaskMethodBuilder: .NET 6
        [RuleIdentifiers.UseRawUtf8Value] = false, // JsonMarshal: .NET 9
    };

    public static TheoryData<string> Rules()
    {
        var data = new TheoryData<string>();
        foreach (var id in TargetFrameworkTests.Cases.Keys)
        {
            data.Add(id);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Rules))]
    public async Task Rule_ReportsFromNet10OnlyWhatEveryTargetCompiles(string id)
    {
        var (analyzer, fixer, source, _, _) = TargetFrameworkTests.Cases[id];
        var test = new PerfCodeFixTest(ImmutableArray.Create(analyzer()), ImmutableArray.Create(fixer()))
        {
            Runtime = TargetRuntime.Net10,
            TestCode = ReportedWhenAlsoTargetingNet48[id] ? source : StripMarkup(source),
            EditorConfig = TargetFrameworkTests.EnableAll,
            SourceGenerators = true, // as a build: PERF1002 reads the JSON generator's output
        };
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets("net48;net8.0;net10.0")));
        await test.RunAsync();
    }

    [Fact]
    public void EveryRuleHasAnExpectation()
    {
        foreach (var id in TargetFrameworkTests.Cases.Keys)
        {
            Assert.True(ReportedWhenAlsoTargetingNet48.ContainsKey(id), $"{id} has no multi-targeting expectation.");
        }
    }

    [Theory]
    [InlineData("net48;net8.0;net10.0")]
    [InlineData("net8.0;net10.0")]
    [InlineData("netstandard2.0;net10.0")]
    public async Task PassPredicate_ArrayWithAnOlderTarget_OffersArrayExists(string targets)
    {
        var test = new CSharpCodeFixVerifier<PassPredicateToTerminalAnalyzer, PassPredicateToTerminalCodeFixProvider>.Test
        {
            TestCode = "using System;\nusing System.Linq;\nclass C { bool M(int[] a) => [|a.Where(x => x > 1).Any()|]; }\n",
            FixedCode = "using System;\nusing System.Linq;\nclass C { bool M(int[] a) => Array.Exists(a, x => x > 1); }\n",
        };
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets(targets)));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("net10.0")]
    [InlineData("net9.0;net10.0")]
    [InlineData("")]
    public async Task PassPredicate_ArrayWhenEveryTargetIsNet9OrLater_OffersThePredicateOverload(string targets)
    {
        var test = new CSharpCodeFixVerifier<PassPredicateToTerminalAnalyzer, PassPredicateToTerminalCodeFixProvider>.Test
        {
            TestCode = "using System.Linq;\nclass C { bool M(int[] a) => [|a.Where(x => x > 1).Any()|]; }\n",
            FixedCode = "using System.Linq;\nclass C { bool M(int[] a) => a.Any(x => x > 1); }\n",
        };
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets(targets)));
        await test.RunAsync();
    }

    [Fact]
    public async Task PassPredicate_ListWithAnOlderTarget_NoDiagnostic()
    {
        var test = new CSharpCodeFixVerifier<PassPredicateToTerminalAnalyzer, PassPredicateToTerminalCodeFixProvider>.Test
        {
            TestCode = "using System.Collections.Generic;\nusing System.Linq;\nclass C { bool M(List<int> a) => a.Where(x => x > 1).Any(); }\n",
        };
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets("net48;net8.0;net10.0")));
        DefineNet10Symbols(test);
        await test.RunAsync();
    }

    [Theory]
    [InlineData("NET9_0_OR_GREATER")]
    [InlineData("NET")] // .NET 5+, so net8.0 compiles it too: see the next test
    public async Task PassPredicate_ListInsideFrameworkConditional_JudgedByTheTargetsThatCompileIt(string symbol)
    {
        var reported = symbol == "NET9_0_OR_GREATER";
        var body = reported ? "[|a.Where(x => x > 1).Any()|]" : "a.Where(x => x > 1).Any()";
        var test = new CSharpCodeFixVerifier<PassPredicateToTerminalAnalyzer, PassPredicateToTerminalCodeFixProvider>.Test
        {
            TestCode = $"using System.Collections.Generic;\nusing System.Linq;\nclass C\n{{\n#if {symbol}\n    bool M(List<int> a) => {body};\n#else\n    bool M(List<int> a) => a.Exists(x => x > 1);\n#endif\n}}\n",
        };
        if (reported)
        {
            test.FixedCode = $"using System.Collections.Generic;\nusing System.Linq;\nclass C\n{{\n#if {symbol}\n    bool M(List<int> a) => a.Any(x => x > 1);\n#else\n    bool M(List<int> a) => a.Exists(x => x > 1);\n#endif\n}}\n";
        }

        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets("net48;net8.0;net10.0")));
        DefineNet10Symbols(test);
        await test.RunAsync();
    }

    [Fact]
    public async Task PassPredicate_ListOutsideAClosedConditional_NoDiagnostic()
    {
        var test = new CSharpCodeFixVerifier<PassPredicateToTerminalAnalyzer, PassPredicateToTerminalCodeFixProvider>.Test
        {
            TestCode = "using System.Collections.Generic;\nusing System.Linq;\nclass C\n{\n#if NET9_0_OR_GREATER\n    int _x;\n#endif\n    bool M(List<int> a) => a.Where(x => x > 1).Any();\n}\n",
        };
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets("net48;net8.0;net10.0")));
        await test.RunAsync();
    }

    [Fact]
    public async Task ConvertToHexString_LowerWithANet8Target_WritesTheFormEveryTargetCompiles()
    {
        var test = new CSharpCodeFixVerifier<UseConvertToHexStringAnalyzer, UseConvertToHexStringCodeFixProvider>.Test
        {
            TestCode = "using System;\nclass C { string M(byte[] d) => [|BitConverter.ToString(d).Replace(\"-\", \"\").ToLowerInvariant()|]; }\n",
            FixedCode = "using System;\nclass C { string M(byte[] d) => Convert.ToHexString(d).ToLowerInvariant(); }\n",
        };
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets("net8.0;net10.0")));
        await test.RunAsync();
    }

    [Fact]
    public async Task ConvertToHexString_InsideNetFrameworkElseBranch_JudgedByNet10()
    {
        var test = new CSharpCodeFixVerifier<UseConvertToHexStringAnalyzer, UseConvertToHexStringCodeFixProvider>.Test
        {
            TestCode = "using System;\nclass C\n{\n#if NETFRAMEWORK\n    string M(byte[] d) => BitConverter.ToString(d).Replace(\"-\", \"\");\n#elif NET8_0\n    string M(byte[] d) => Convert.ToHexString(d);\n#else\n    string M(byte[] d) => [|BitConverter.ToString(d).Replace(\"-\", \"\").ToLowerInvariant()|];\n#endif\n}\n",
            FixedCode = "using System;\nclass C\n{\n#if NETFRAMEWORK\n    string M(byte[] d) => BitConverter.ToString(d).Replace(\"-\", \"\");\n#elif NET8_0\n    string M(byte[] d) => Convert.ToHexString(d);\n#else\n    string M(byte[] d) => Convert.ToHexStringLower(d);\n#endif\n}\n",
        };
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets("net48;net8.0;net10.0")));
        await test.RunAsync();
    }

    [Fact]
    public async Task MinBy_WithANetStandardTarget_NoDiagnostic()
    {
        var test = new CSharpCodeFixVerifier<UseMinByMaxByAnalyzer, UseMinByMaxByCodeFixProvider>.Test
        {
            TestCode = "using System.Linq;\nclass C { string M(string[] a) => a.OrderBy(x => x.Length).First(); }\n",
        };
        test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", Targets("netstandard2.0;net8.0")));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("net10.0", 1000)]
    [InlineData("net48;net8.0;net10.0", ProjectTargets.NetFramework)]
    [InlineData(" net8.0 ; net10.0-windows ", ProjectTargets.Net8)]
    [InlineData("netcoreapp3.1;net6.0", 301)]
    [InlineData("netstandard2.1", ProjectTargets.NetFramework)]
    [InlineData("net472", ProjectTargets.NetFramework)]
    [InlineData("myalias;net9.0", ProjectTargets.Net9)]
    [InlineData("net;net.;netx.y;net1.2.3", int.MaxValue)]
    [InlineData("net48,net8.0", ProjectTargets.NetFramework)]
    [InlineData("", int.MaxValue)]
    public void Parse_FindsTheOldestRuntime(string value, int oldest)
    {
        Assert.Equal(oldest, ProjectTargets.Parse(value).Oldest);
    }

    private static string Targets(string targetFrameworks) =>
        "is_global = true\n" + ProjectTargets.TargetFrameworksProperty + " = " + targetFrameworks.Replace(';', ',') + "\n";

    /// <summary>The framework symbols the SDK defines for net10.0 (the test compilation has none by default).</summary>
    private static void DefineNet10Symbols(PerfCodeFixTest test)
    {
        var symbols = new List<string> { "NET", "NETCOREAPP", "NET10_0" };
        for (var major = 5; major <= 10; major++)
        {
            symbols.Add($"NET{major}_0_OR_GREATER");
        }

        test.SolutionTransforms.Add((solution, projectId) =>
        {
            var options = (Microsoft.CodeAnalysis.CSharp.CSharpParseOptions)solution.GetProject(projectId)!.ParseOptions!;
            return solution.WithProjectParseOptions(projectId, options.WithPreprocessorSymbols(symbols));
        });
    }

    private static string StripMarkup(string source) => source.Replace("[|", string.Empty).Replace("|]", string.Empty);
}
