using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Rules.ArrayPool;
using PerfAnalyzers.Rules.Collections;
using PerfAnalyzers.Rules.Hex;
using PerfAnalyzers.Rules.Linq;
using PerfAnalyzers.Rules.Locking;
using PerfAnalyzers.Rules.Platform;
using PerfAnalyzers.Rules.Runtime;
using PerfAnalyzers.Rules.Sealing;
using PerfAnalyzers.Rules.SearchValues;
using PerfAnalyzers.Rules.Strings;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.TestKit.Verification;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// Every rule on the targets its users build for: net10.0, net8.0, netstandard2.0 and net48 (the last two with
/// System.Memory, as performance-minded libraries have them). For each rule, one typical occurrence that compiles on
/// every target where the slow pattern can be written; the rule reports it exactly where the rewrite's API exists
/// (the rule's own test class holds the near misses and fixes). A pattern that can't be written on a target (it calls
/// an API that target lacks) has nothing to find there and is marked "not applicable".
/// </summary>
public sealed class TargetFrameworkTests
{
    /// <summary>Every rule on, the two disabled by default included (shared by the tests that run every rule).</summary>
    internal const string EnableAll = "root = true\n\n[*.cs]\ndotnet_diagnostic.PERF0301.severity = suggestion\ndotnet_diagnostic.PERF0502.severity = suggestion\ndotnet_diagnostic.PERF0912.severity = suggestion\n";

    private static readonly TargetRuntime[] Targets = { TargetRuntime.Net10, TargetRuntime.Net8, TargetRuntime.NetStandard20, TargetRuntime.Net48 };

    /// <summary>Rule, source with markup, and the targets where it reports (every other target: silent).</summary>
    internal static readonly Dictionary<string, (Func<DiagnosticAnalyzer> Analyzer, Func<CodeFixProvider> Fixer, string Source, TargetRuntime[] Reports, TargetRuntime[] NotApplicable)> Cases = new()
    {
        [RuleIdentifiers.UseConvertToHexString] = (
            () => new UseConvertToHexStringAnalyzer(), () => new UseConvertToHexStringCodeFixProvider(),
            "using System;\nclass C { string M(byte[] d) => [|BitConverter.ToString(d).Replace(\"-\", \"\")|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseConvertToHexStringLower] = (
            () => new UseConvertToHexStringLowerAnalyzer(), () => new UseConvertToHexStringLowerCodeFixProvider(),
            "using System;\nclass C { string M(byte[] d) => [|Convert.ToHexString(d).ToLowerInvariant()|]; }\n",
            new[] { TargetRuntime.Net10 }, new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }),
        [RuleIdentifiers.ReplaceHandWrittenHex] = (
            () => new ReplaceHandWrittenHexAnalyzer(), () => new ReplaceHandWrittenHexCodeFixProvider(),
            "using System.Linq;\nclass C { string M(byte[] d) => [|string.Concat(d.Select(b => b.ToString(\"X2\")))|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.SealInternalTypes] = (
            () => new SealInternalTypesAnalyzer(), () => new SealInternalTypesCodeFixProvider(),
            "internal class [|C|] { }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.MakeMembersNonVirtual] = (
            () => new MakeMembersNonVirtualAnalyzer(), () => new MakeMembersNonVirtualCodeFixProvider(),
            "internal abstract class C { public virtual int [|M|]() => 1; }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseLockType] = (
            () => new UseLockTypeAnalyzer(), () => new UseLockTypeCodeFixProvider(),
            "class C\n{\n    private readonly object [|_gate|] = new object();\n    private int _n;\n    public int M() { lock (_gate) { return _n++ + _n; } }\n}\n",
            new[] { TargetRuntime.Net10 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseInterlocked] = (
            () => new UseInterlockedAnalyzer(), () => new UseInterlockedCodeFixProvider(),
            "class C\n{\n    private readonly object [|_gate|] = new object();\n    private int _n;\n    public int N => _n;\n    public void M() { lock (_gate) { _n++; } }\n}\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.PassPredicateToTerminal] = (
            () => new PassPredicateToTerminalAnalyzer(), () => new PassPredicateToTerminalCodeFixProvider(),
            "using System.Linq;\nclass C { bool M(int[] a) => [|a.Where(x => x > 1).Any()|]; }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseAnyInsteadOfCount] = (
            () => new UseAnyInsteadOfCountAnalyzer(), () => new UseAnyInsteadOfCountCodeFixProvider(),
            "using System.Collections.Generic;\nusing System.Linq;\nclass C { bool M(IEnumerable<int> s) => [|s.Count() > 0|]; }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseMinByMaxBy] = (
            () => new UseMinByMaxByAnalyzer(), () => new UseMinByMaxByCodeFixProvider(),
            "using System.Linq;\nclass C { string M(string[] a) => [|a.OrderBy(x => x.Length).First()|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseSpanCount] = (
            () => new UseSpanCountAnalyzer(), () => new UseSpanCountCodeFixProvider(),
            "#nullable enable\nusing System.Linq;\nclass C { int M(string s) => [|s.Count(c => c == ',')|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseTakeRange] = (
            () => new UseTakeRangeAnalyzer(), () => new UseTakeRangeCodeFixProvider(),
            "using System.Collections.Generic;\nusing System.Linq;\nclass C { IEnumerable<int> M(IEnumerable<int> s) => [|s.Skip(10).Take(5)|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.ZipThree] = (
            () => new ZipThreeAnalyzer(), () => new ZipThreeCodeFixProvider(),
            "using System.Linq;\nclass C { int M(int[] a, int[] b, int[] c) => [|a.Zip(b).Zip(c, (p, x) => (p.First, p.Second, Third: x))|].Count(); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }),
        [RuleIdentifiers.ReturnRentedArray] = (
            () => new ReturnRentedArrayAnalyzer(), () => new ReturnRentedArrayCodeFixProvider(),
            "using System.Buffers;\nusing System.IO;\nclass C { int M(Stream s, int n) { var b = [|ArrayPool<byte>.Shared.Rent(n)|]; return s.Read(b, 0, n); } }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.ReturnInFinally] = (
            () => new ReturnInFinallyAnalyzer(), () => new ReturnInFinallyCodeFixProvider(),
            "using System.Buffers;\nusing System.IO;\nclass C { int M(Stream s, int n) { var b = [|ArrayPool<byte>.Shared.Rent(n)|]; var r = s.Read(b, 0, n); ArrayPool<byte>.Shared.Return(b); return r; } }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.RentedArrayUsedAfterReturn] = (
            () => new RentedArrayUsedAfterReturnAnalyzer(), () => new ReturnRentedArrayCodeFixProvider(),
            "using System.Buffers;\nclass C { int M(int n) { var b = ArrayPool<byte>.Shared.Rent(n); ArrayPool<byte>.Shared.Return(b); return [|b|].Length; } }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseRequestedLength] = (
            () => new UseRequestedLengthAnalyzer(), () => new UseRequestedLengthCodeFixProvider(),
            "using System.Buffers;\nusing System.IO;\nclass C { void M(Stream s, int n) { var b = ArrayPool<byte>.Shared.Rent(n); try { s.Write(b, 0, [|b.Length|]); } finally { ArrayPool<byte>.Shared.Return(b); } } }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.ReturnToRentingPool] = (
            () => new ReturnToRentingPoolAnalyzer(), () => new ReturnToRentingPoolCodeFixProvider(),
            "using System.Buffers;\nclass C\n{\n    private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create();\n    int M(int n) { var a = s_pool.Rent(n); try { return a.Length; } finally { [|ArrayPool<byte>.Shared|].Return(a); } }\n}\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.CreateArrayPoolOnce] = (
            () => new CreateArrayPoolOnceAnalyzer(), () => new CreateArrayPoolOnceCodeFixProvider(),
            "using System.Buffers;\nclass C { int M(int n) { var pool = [|ArrayPool<byte>.Create(1024 * 1024, 16)|]; var a = pool.Rent(n); try { return a.Length; } finally { pool.Return(a); } } }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.PoolLargeArrays] = (
            () => new PoolLargeArraysAnalyzer(), () => new PoolLargeArraysCodeFixProvider(),
            "using System.IO;\nclass C { int M(Stream s) { var b = [|new byte[100_000]|]; return s.Read(b, 0, b.Length); } }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.SizedPoolBeforeNet6] = (
            () => new SizedPoolBeforeNet6Analyzer(), () => new SizedPoolBeforeNet6CodeFixProvider(),
            "using System.Buffers;\nclass C { int M() { var a = [|ArrayPool<int>.Shared|].Rent(2_000_000); a[0] = 1; var r = a[0]; ArrayPool<int>.Shared.Return(a); return r; } }\n",
            new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseCachedSearchValues] = (
            () => new UseCachedSearchValuesAnalyzer(), () => new UseCachedSearchValuesCodeFixProvider(),
            "class C { int M(string s) => s.IndexOfAny([|new[] { ',', ';' }|]); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseStringSearchValues] = (
            () => new UseStringSearchValuesAnalyzer(), () => new UseStringSearchValuesCodeFixProvider(),
            "class C { bool M(string s) => [|s.Contains(\"GET\") || s.Contains(\"PUT\") || s.Contains(\"POST\")|]; }\n",
            new[] { TargetRuntime.Net10 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseSearchValuesForMembership] = (
            () => new UseSearchValuesForMembershipAnalyzer(), () => new UseSearchValuesForMembershipCodeFixProvider(),
            "class C { bool M(char c) => [|\"aeiouAEIOU\".IndexOf(c) >= 0|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UpdateDictionaryInPlace] = (
            () => new UpdateDictionaryInPlaceAnalyzer(), () => new UpdateDictionaryInPlaceCodeFixProvider(),
            "using System.Collections.Generic;\nclass C { void M(Dictionary<string, int> d, string k) { if ([|d.ContainsKey(k)|]) d[k]++; else d[k] = 1; } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseAlternateLookup] = (
            () => new UseAlternateLookupAnalyzer(), () => new UseAlternateLookupCodeFixProvider(),
            "using System;\nusing System.Collections.Generic;\nclass C { static readonly HashSet<string> s = new HashSet<string>(); bool M(ReadOnlySpan<char> x) => [|s.Contains(x.ToString())|]; }\n",
            new[] { TargetRuntime.Net10 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.OverrideStreamSpanMethods] = (
            () => new OverrideStreamSpanMethodsAnalyzer(), () => new OverrideStreamSpanMethodsCodeFixProvider(),
            "using System.IO;\nsealed class [|S|] : MemoryStream { private readonly Stream _s = Null; public override void Write(byte[] b, int o, int c) => _s.Write(b, o, c); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseStringBuilderInLoop] = (
            () => new UseStringBuilderInLoopAnalyzer(), () => new UseStringBuilderInLoopCodeFixProvider(),
            "class C { string M(string[] names) { string s = \"\"; foreach (var name in names) { [|s += name|]; } return s; } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8, TargetRuntime.NetStandard20, TargetRuntime.Net48 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseWholeArrayClear] = (
            () => new UseWholeArrayClearAnalyzer(), () => new UseWholeArrayClearCodeFixProvider(),
            "class C { void M() { var a = new int[4]; [|System.Array.Clear(a, 0, a.Length)|]; } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseFill] = (
            () => new UseFillAnalyzer(), () => new UseFillCodeFixProvider(),
            "class C { void M(int[] a, int v) { [|for|] (int i = 0; i < a.Length; i++) a[i] = v; } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseSequenceEqual] = (
            () => new UseSequenceEqualAnalyzer(), () => new UseSequenceEqualCodeFixProvider(),
            "class C { bool M(int[] a, int[] b) { if (a.Length != b.Length) return false; [|for|] (int i = 0; i < a.Length; i++) if (a[i] != b[i]) return false; return true; } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseDictionaryCopyConstructor] = (
            () => new UseDictionaryCopyConstructorAnalyzer(), () => new UseDictionaryCopyConstructorCodeFixProvider(),
            "using System.Collections.Generic;\nusing System.Linq;\nclass C { Dictionary<string, int> M(Dictionary<string, int> d) => [|d.ToDictionary(kv => kv.Key, kv => kv.Value)|]; }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.RemoveRedundantCast] = (
            () => new RemoveRedundantCastAnalyzer(), () => new RemoveRedundantCastCodeFixProvider(),
            "using System.Linq;\nclass C { int M(int[] a) { var n = 0; foreach (var x in [|a.OfType<int>()|]) n += x; return n; } }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.PresizeCollection] = (
            () => new PresizeCollectionAnalyzer(), () => new PresizeCollectionCodeFixProvider(),
            "using System.Collections.Generic;\nclass C { List<int> M(int[] a) { var l = [|new List<int>()|]; foreach (var x in a) l.Add(x); return l; } }\n",
            Targets, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.FreezeLookupTable] = (
            () => new FreezeLookupTableAnalyzer(), () => new FreezeLookupTableCodeFixProvider(),
            "using System.Collections.Generic;\nclass C { private static readonly HashSet<int> [|s_ports|] = new HashSet<int> { 80, 443 }; bool M(int p) => s_ports.Contains(p); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.ImplementStructEquality] = (
            () => new ImplementStructEqualityAnalyzer(), () => new ImplementStructEqualityCodeFixProvider(),
            "using System.Collections.Generic;\nstruct [|P|] { public int X { get; set; } }\nclass C { HashSet<P> _s = new HashSet<P>(); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseInterpolatedString] = (
            () => new UseInterpolatedStringAnalyzer(), () => new UseInterpolatedStringCodeFixProvider(),
            "class C { string M(int a, int b) => [|string.Format(\"{0}.{1}\", a, b)|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseSpanInsteadOfSubstring] = (
            () => new UseSpanInsteadOfSubstringAnalyzer(), () => new UseSpanInsteadOfSubstringCodeFixProvider(),
            "using System;\nclass C { bool M(string s) => [|s.Substring(1)|] == \"x\"; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.InterpolateToStringConcatenation] = (
            () => new InterpolateToStringConcatenationAnalyzer(), () => new InterpolateToStringConcatenationCodeFixProvider(),
            "class C { string M(int id) => [|\"a\" + id.ToString()|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseCaptureValueSpan] = (
            () => new UseCaptureValueSpanAnalyzer(), () => new UseCaptureValueSpanCodeFixProvider(),
            "using System.Text.RegularExpressions;\nclass C { int M(Match m) => int.Parse([|m.Groups[1].Value|]); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseBase64Url] = (
            () => new UseBase64UrlAnalyzer(), () => new UseBase64UrlCodeFixProvider(),
            "class C { string M() => [|System.Convert.ToBase64String(new byte[] { 1 }).TrimEnd('=').Replace('+', '-').Replace('/', '_')|]; }\n",
            new[] { TargetRuntime.Net10 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseSpanSplit] = (
            () => new UseSpanSplitAnalyzer(), () => new UseSpanSplitCodeFixProvider(),
            "class C { int M(string s) { var n = 0; foreach (var p in [|s.Split(',')|]) { n += int.Parse(p); } return n; } }\n",
            new[] { TargetRuntime.Net10 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseFromHexStringIntoSpan] = (
            () => new UseFromHexStringIntoSpanAnalyzer(), () => new UseFromHexStringIntoSpanCodeFixProvider(),
            "using System;\nclass C { int M(string s) { Span<byte> b = stackalloc byte[4]; [|Convert.FromHexString(s)|].CopyTo(b); return b[0]; } }\n",
            new[] { TargetRuntime.Net10 }, new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }),
        [RuleIdentifiers.UseTryToHexString] = (
            () => new UseTryToHexStringAnalyzer(), () => new UseTryToHexStringCodeFixProvider(),
            "using System;\nclass C { bool M(ReadOnlySpan<byte> d, Span<char> c) => [|Convert.ToHexString(d)|].TryCopyTo(c); }\n",
            new[] { TargetRuntime.Net10 }, new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }),
        [RuleIdentifiers.UseStreamWriterNull] = (
            () => new UseStreamWriterNullAnalyzer(), () => new UseStreamWriterNullCodeFixProvider(),
            "using System.IO;\nclass C { void M() => [|new StreamWriter(Stream.Null)|].Write(1); }\n",
            new[] { TargetRuntime.Net10 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseGenericEnumMethods] = (
            () => new UseGenericEnumMethodsAnalyzer(), () => new UseGenericEnumMethodsCodeFixProvider(),
            "using System;\nenum E { A, B }\nclass C { E M(string s) => (E)[|Enum.Parse(typeof(E), s)|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseRandomShared] = (
            () => new UseRandomSharedAnalyzer(), () => new UseRandomSharedCodeFixProvider(),
            "using System;\nclass C { int M() => [|new Random()|].Next(6); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseGetItems] = (
            () => new UseGetItemsAnalyzer(), () => new UseGetItemsCodeFixProvider(),
            "class C { static readonly System.Random s_random = new System.Random(); void M(char[] b) { const string Hex = \"0123456789abcdef\"; [|for|] (int i = 0; i < b.Length; i++) b[i] = Hex[s_random.Next(Hex.Length)]; } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseRandomNumberGeneratorFill] = (
            () => new UseRandomNumberGeneratorFillAnalyzer(), () => new UseRandomNumberGeneratorFillCodeFixProvider(),
            "#pragma warning disable SYSLIB0023\nclass C { void M() => [|new System.Security.Cryptography.RNGCryptoServiceProvider()|].GetBytes(new byte[4]); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseEnvironmentProcessInfo] = (
            () => new UseEnvironmentProcessInfoAnalyzer(), () => new UseEnvironmentProcessInfoCodeFixProvider(),
            "using System.Diagnostics;\nclass C { int M() => [|Process.GetCurrentProcess().Id|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseEnumerateInvocationList] = (
            () => new UseEnumerateInvocationListAnalyzer(), () => new UseEnumerateInvocationListCodeFixProvider(),
            "using System;\nclass C { int M(Action a) { var n = 0; foreach (var d in [|a?.GetInvocationList() ?? new Delegate[0]|]) { n++; } return n; } }\n",
            new[] { TargetRuntime.Net10 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseNullTerminatedSpan] = (
            () => new UseNullTerminatedSpanAnalyzer(), () => new UseNullTerminatedSpanCodeFixProvider(),
            "unsafe class C { int M(byte* p) { int n = 0; [|while (p[n] != 0) n++;|] return n; } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseBinaryPrimitives] = (
            () => new UseBinaryPrimitivesAnalyzer(), () => new UseBinaryPrimitivesCodeFixProvider(),
            "class C { int M(byte[] b) => [|b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseOneShotCryptography] = (
            () => new UseOneShotCryptographyAnalyzer(), () => new UseOneShotCryptographyCodeFixProvider(),
            "using System.IO;\nusing System.Security.Cryptography;\nclass C { byte[] M(byte[] d) { var aes = Aes.Create(); var ms = new MemoryStream(); var cs = [|new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write)|]; cs.Write(d, 0, d.Length); cs.FlushFinalBlock(); return ms.ToArray(); } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseUnsafeAccessor] = (
            () => new UseUnsafeAccessorAnalyzer(), () => new UseUnsafeAccessorCodeFixProvider(),
            "using System.Reflection;\nclass A { private int _n; public int Next() => ++_n; }\nclass C { int M(A a) => (int)[|typeof(A).GetField(\"_n\", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(a)|]!; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }),
        [RuleIdentifiers.UseGeneratedJsonMetadata] = (
            () => new UseGeneratedJsonMetadataAnalyzer(), () => new UseGeneratedJsonMetadataCodeFixProvider(),
            "using System.Text.Json;\nusing System.Text.Json.Serialization;\nclass C { string M(D d) => [|JsonSerializer.Serialize(d)|]; }\npublic class D { public int X { get; set; } }\n[JsonSerializable(typeof(D))]\npartial class Ctx : JsonSerializerContext { }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }),
        [RuleIdentifiers.BuildRegexOnce] = (
            () => new BuildRegexOnceAnalyzer(), () => new BuildRegexOnceCodeFixProvider(),
            "using System.Text.RegularExpressions;\nclass C { bool M(string s) => [|Regex.IsMatch(s, \"^[a-z]+$\")|]; }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseWaitAsync] = (
            () => new UseWaitAsyncAnalyzer(), () => new UseWaitAsyncCodeFixProvider(),
            "using System;\nusing System.Threading.Tasks;\nclass C { async Task M(Task t) { if (await [|Task.WhenAny(t, Task.Delay(1000))|] != t) throw new TimeoutException(); await t; } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, Array.Empty<TargetRuntime>()),
        [RuleIdentifiers.UseNonValidatedHeaders] = (
            () => new UseNonValidatedHeadersAnalyzer(), () => new UseNonValidatedHeadersCodeFixProvider(),
            "using System.Collections.Generic;\nusing System.Net.Http;\nclass C { void M(HttpResponseMessage r, List<string> names) { foreach (var h in [|r.Headers|]) names.Add(h.Key); } }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, new[] { TargetRuntime.Net48 }),
        [RuleIdentifiers.PoolValueTaskStateMachines] = (
            () => new PoolValueTaskStateMachinesAnalyzer(), () => new PoolValueTaskStateMachinesCodeFixProvider(),
            "using System.Threading.Tasks;\nclass C { private async ValueTask<int> [|ReadAsync|]() { await Task.Yield(); return 1; } public async Task<int> RunAsync() => await ReadAsync(); }\n",
            new[] { TargetRuntime.Net10, TargetRuntime.Net8 }, new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }),
        [RuleIdentifiers.UseRawUtf8Value] = (
            () => new UseRawUtf8ValueAnalyzer(), () => new UseRawUtf8ValueCodeFixProvider(),
            "using System.Text;\nusing System.Text.Json;\nclass C { byte[] M(string json) { using var doc = JsonDocument.Parse(json); return [|Encoding.UTF8.GetBytes(doc.RootElement.GetRawText())|]; } }\n",
            new[] { TargetRuntime.Net10 }, new[] { TargetRuntime.NetStandard20, TargetRuntime.Net48 }),
    };

    public static TheoryData<string, TargetRuntime> RuleAndTarget()
    {
        var data = new TheoryData<string, TargetRuntime>();
        foreach (var id in Cases.Keys)
        {
            foreach (var target in Targets)
            {
                data.Add(id, target);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(RuleAndTarget))]
    public async Task Rule_ReportsExactlyWhereItsRewriteExists(string id, TargetRuntime target)
    {
        var (analyzer, fixer, source, reports, notApplicable) = Cases[id];
        if (Array.IndexOf(notApplicable, target) >= 0)
        {
            return;
        }

        var expected = Array.IndexOf(reports, target) >= 0 ? source : StripMarkup(source);
        var test = new PerfCodeFixTest(ImmutableArray.Create(analyzer()), ImmutableArray.Create(fixer()))
        {
            Runtime = target,
            TestCode = expected,
            EditorConfig = EnableAll,
            SourceGenerators = true, // as a build: PERF1002 reads the JSON generator's output
        };
        await test.RunAsync();
    }

    [Fact]
    public void EveryRuleHasACase()
    {
        foreach (var field in typeof(RuleIdentifiers).GetFields())
        {
            if (field.GetValue(null) is string id && id.StartsWith("PERF", StringComparison.Ordinal))
            {
                Assert.True(Cases.ContainsKey(id), $"{id} ({field.Name}) has no target-framework case.");
            }
        }
    }

    private static string StripMarkup(string source) => source.Replace("[|", string.Empty).Replace("|]", string.Empty);
}
